package uci

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// Level is an engine's playing strength. The zero Level is full strength.
//
// Skill 1 to 20 sets the engine's "Skill Level", spread evenly over the
// range the engine declares: for Stockfish (0 to 20) level 1 is Skill
// Level 0, level 20 is Skill Level 20, and level n in between is
// round((n-1)·20/19), so 10 is 9 and 15 is 14.
//
// Elo sets "UCI_LimitStrength" to true and "UCI_Elo" to Elo, clamped to
// the range the engine declares (Stockfish 15.1: 1350 to 2850); the Level
// an Engine reports after SetLevel holds the clamped value.
//
// Skill and Elo cannot both be set.
type Level struct {
	Skill int
	Elo   int
}

// String says the level in plain words: "full strength", "level 5",
// "Elo 1500".
func (l Level) String() string {
	switch {
	case l.Elo > 0:
		return "Elo " + strconv.Itoa(l.Elo)
	case l.Skill > 0:
		return "level " + strconv.Itoa(l.Skill)
	}
	return "full strength"
}

// MaxSkill is the highest Skill of a Level.
const MaxSkill = 20

func (l Level) check() error {
	if l.Skill != 0 && l.Elo != 0 {
		return fmt.Errorf("uci: level and Elo both set")
	}
	if l.Skill < 0 || l.Skill > MaxSkill {
		return fmt.Errorf("level %d is outside 1 to %d", l.Skill, MaxSkill)
	}
	if l.Elo < 0 {
		return fmt.Errorf("an Elo of %d is below zero", l.Elo)
	}
	return nil
}

// Option names of the levels.
const (
	optSkill = "Skill Level"
	optLimit = "UCI_LimitStrength"
	optElo   = "UCI_Elo"
)

// SetLevel sets the playing strength and waits until the engine is ready.
// It returns the Level in effect: the same, except for an Elo clamped to
// the engine's range. An engine that lacks the option a level needs is an
// *OptionError and nothing is changed.
func (e *Engine) SetLevel(ctx context.Context, l Level) (Level, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.usable(); err != nil {
		return e.level, err
	}
	return e.setLevel(ctx, l)
}

func (e *Engine) setLevel(ctx context.Context, l Level) (Level, error) {
	if err := l.check(); err != nil {
		return e.level, err
	}
	// Work out every command before sending any, so that a missing option
	// changes nothing.
	var cmds []string
	add := func(name, value string) error {
		c, err := e.checkOption(name, value)
		if err == nil {
			cmds = append(cmds, c)
		}
		return err
	}
	_, hasLimit := e.options[strings.ToLower(optLimit)]
	skill, hasSkill := e.options[strings.ToLower(optSkill)]
	switch {
	case l.Elo > 0:
		elo, ok := e.options[strings.ToLower(optElo)]
		if !ok || !hasLimit {
			name := optElo
			if !hasLimit {
				name = optLimit
			}
			return e.level, &OptionError{Name: name, Problem: OptionNoElo, Engine: e.nameLocked()}
		}
		if elo.HasMin && l.Elo < elo.Min {
			l.Elo = elo.Min
		}
		if elo.HasMax && l.Elo > elo.Max {
			l.Elo = elo.Max
		}
		if err := add(optLimit, "true"); err != nil {
			return e.level, err
		}
		if err := add(optElo, strconv.Itoa(l.Elo)); err != nil {
			return e.level, err
		}
	case l.Skill > 0:
		if !hasSkill || !skill.HasMin || !skill.HasMax || skill.Type != "spin" {
			return e.level, &OptionError{Name: optSkill, Problem: OptionNoLevel, Engine: e.nameLocked()}
		}
		if hasLimit {
			if err := add(optLimit, "false"); err != nil {
				return e.level, err
			}
		}
		if err := add(optSkill, strconv.Itoa(SkillValue(l.Skill, skill.Min, skill.Max))); err != nil {
			return e.level, err
		}
	default: // full strength: undo any limit the engine knows
		if hasLimit {
			if err := add(optLimit, "false"); err != nil {
				return e.level, err
			}
		}
		if hasSkill && skill.Type == "spin" && skill.HasMax {
			if err := add(optSkill, strconv.Itoa(skill.Max)); err != nil {
				return e.level, err
			}
		}
	}
	if len(cmds) > 0 {
		if err := e.send(cmds...); err != nil {
			return e.level, err
		}
		e.level = l
		if err := e.ready(ctx); err != nil {
			return e.level, err
		}
	}
	e.level = l
	return l, nil
}

// SkillValue maps a level from 1 to 20 onto an engine's Skill Level range
// lo to hi, evenly and rounding to the nearest: 1 is lo, 20 is hi.
func SkillValue(level, lo, hi int) int {
	level = min(max(level, 1), MaxSkill)
	if hi <= lo {
		return lo
	}
	span := hi - lo
	return lo + ((level-1)*span*2+(MaxSkill-1))/(2*(MaxSkill-1))
}
