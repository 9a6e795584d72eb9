// Package clock is a chess clock without a clock inside: time controls in
// the PGN TimeControl syntax (and the same with units), and a software
// clock that is pure logic, every instant passed in by the caller, so that
// a game session can run it in real or in virtual time.
//
// It also answers the question FIDE Article 6.9 asks when a flag falls:
// can the opponent still checkmate by any series of legal moves?
package clock

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Period is one stage of a time control: Base time for Moves moves (0:
// for the rest of the game), with an Increment added after each move
// (Fischer), or a Delay at the start of each move before the time runs
// (simple delay, "US delay").
type Period struct {
	Moves     int
	Base      time.Duration
	Increment time.Duration
	Delay     time.Duration
}

// TimeControl is a list of periods. Without periods there is no time
// control ("-" in PGN). If the last period has a move count it repeats,
// as in PGN ("40/7200" is 40 moves in two hours, again and again).
type TimeControl struct {
	Periods []Period
}

// None reports that there is no time control.
func (tc TimeControl) None() bool { return len(tc.Periods) == 0 }

// String returns the PGN TimeControl form in seconds, for example
// "40/5400+30:1800+30", "300+3", "-". A delay is written with "d" in
// place of "+" ("300d5"), which is this program's extension of PGN.
func (tc TimeControl) String() string { return tc.format(secs) }

// Units returns the form with units for people: "90m+30s", "40/90m+30s:30m+30s".
func (tc TimeControl) Units() string { return tc.format(units) }

// format writes the periods with each duration written by d.
func (tc TimeControl) format(d func(time.Duration) string) string {
	if tc.None() {
		return "-"
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		s := d(p.Base)
		if p.Moves > 0 {
			s = strconv.Itoa(p.Moves) + "/" + s
		}
		if p.Increment > 0 {
			s += "+" + d(p.Increment)
		}
		if p.Delay > 0 {
			s += "d" + d(p.Delay)
		}
		parts[i] = s
	}
	return strings.Join(parts, ":")
}

func secs(d time.Duration) string {
	if d%time.Second == 0 {
		return strconv.FormatInt(int64(d/time.Second), 10)
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

func units(d time.Duration) string {
	if d <= 0 {
		return "0s"
	}
	var s string
	if h := d / time.Hour; h > 0 {
		s += strconv.FormatInt(int64(h), 10) + "h"
		d -= h * time.Hour
	}
	if m := d / time.Minute; m > 0 {
		s += strconv.FormatInt(int64(m), 10) + "m"
		d -= m * time.Minute
	}
	if d > 0 {
		s += secs(d) + "s"
	}
	return s
}

// Limits of what Parse accepts.
const (
	maxPeriods = 8
	maxMoves   = 1000
	maxTime    = 100 * time.Hour
)

// quote shows at most 40 characters of bad input, control characters
// escaped.
func quote(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		r := []rune(s)
		s = string(r[:40]) + "…"
	}
	return strconv.Quote(s)
}

// Parse reads a time control: PGN syntax in seconds ("300+3", "5400+30",
// "40/5400+30:1800+30", "-", a bare number is seconds), or the same with
// units h, m and s ("5m+3s", "90m+30s", "40/90m+30s:30m+30s", "1h30m").
// A delay takes "d" in place of "+": "300d5", "5md5s".
func Parse(s string) (TimeControl, error) {
	in := strings.TrimSpace(s)
	fail := func(format string, a ...any) (TimeControl, error) {
		return TimeControl{}, fmt.Errorf("cannot read the time control %s: %s", quote(s), fmt.Sprintf(format, a...))
	}
	switch in {
	case "":
		return fail("it is empty; give one such as 300+3, 5m+3s or 40/90m+30s:30m+30s")
	case "-":
		return TimeControl{}, nil
	case "?":
		return fail("it is unknown; give one such as 300+3")
	}
	if strings.HasPrefix(in, "*") {
		return fail("sandglass time controls (*) are not supported")
	}
	fields := strings.Split(in, ":")
	if len(fields) > maxPeriods {
		return fail("more than %d periods", maxPeriods)
	}
	var tc TimeControl
	for i, f := range fields {
		p, err := parsePeriod(f)
		if err != "" {
			if len(fields) > 1 {
				return fail("period %d: %s", i+1, err)
			}
			return fail("%s", err)
		}
		if p.Moves == 0 && i < len(fields)-1 {
			return fail("period %d is for the rest of the game, but more periods follow", i+1)
		}
		tc.Periods = append(tc.Periods, p)
	}
	return tc, nil
}

func parsePeriod(f string) (Period, string) {
	var p Period
	if f == "" {
		return p, "a period is empty"
	}
	if slash := strings.IndexByte(f, '/'); slash >= 0 {
		n, err := strconv.Atoi(f[:slash])
		if err != nil || n <= 0 || n > maxMoves {
			return p, fmt.Sprintf("%s is not a number of moves (1 to %d) before the /", quote(f[:slash]), maxMoves)
		}
		p.Moves = n
		f = f[slash+1:]
	}
	base, extra, sep := f, "", byte(0)
	if i := strings.IndexAny(f, "+d"); i >= 0 {
		// "d" after a number; "1d" is never a unit here.
		base, extra, sep = f[:i], f[i+1:], f[i]
	}
	var err string
	if p.Base, err = parseDuration(base); err != "" {
		return p, err
	}
	if p.Base <= 0 {
		return p, "the time of a period must be above zero"
	}
	if sep != 0 {
		d, err := parseDuration(extra)
		if err != "" {
			return p, err
		}
		if sep == '+' {
			p.Increment = d
		} else {
			p.Delay = d
		}
	}
	return p, ""
}

// parseDuration reads a bare number of seconds or a duration with units
// h, m and s in that order ("1h30m", "90m", "30s", "5m30s").
func parseDuration(s string) (time.Duration, string) {
	if s == "" {
		return 0, "a time is missing; write seconds (300) or units (5m)"
	}
	if n, err := strconv.ParseUint(s, 10, 32); err == nil {
		d := time.Duration(n) * time.Second
		if d > maxTime {
			return 0, fmt.Sprintf("%s is longer than %d hours", quote(s), int(maxTime.Hours()))
		}
		return d, ""
	}
	if strings.Trim(s, "0123456789") == "" {
		return 0, fmt.Sprintf("%s is longer than %d hours", quote(s), int(maxTime.Hours()))
	}
	var total time.Duration
	rest := s
	order := "hms"
	for rest != "" {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if i == 0 {
			return 0, fmt.Sprintf("%s is not a time; write seconds (300) or units (1h30m, 5m, 30s)", quote(s))
		}
		if i == len(rest) {
			return 0, fmt.Sprintf("%s has a number without a unit at the end; use h, m or s", quote(s))
		}
		n, err := strconv.ParseUint(rest[:i], 10, 32)
		if err != nil {
			return 0, fmt.Sprintf("%s is not a time", quote(s))
		}
		u := strings.IndexByte(order, rest[i])
		if u < 0 {
			if strings.IndexByte("hms", rest[i]) >= 0 {
				return 0, fmt.Sprintf("%s has its units out of order; write hours, minutes, seconds (1h30m)", quote(s))
			}
			return 0, fmt.Sprintf("%q in %s is not a unit; use h, m or s", rest[i:i+1], quote(s))
		}
		unit := []time.Duration{time.Hour, time.Minute, time.Second}[strings.IndexByte("hms", order[u])]
		order = order[u+1:]
		total += time.Duration(n) * unit
		if total > maxTime {
			return 0, fmt.Sprintf("%s is longer than %d hours", quote(s), int(maxTime.Hours()))
		}
		rest = rest[i+1:]
	}
	return total, ""
}

// FormatHMS writes a clock time as hours, minutes and seconds, "1:29:45",
// the form of the [%clk] comments of PGN. Fractions of a second are
// dropped; a negative time reads as 0:00:00.
func FormatHMS(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int64(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

// ErrBadHMS is wrapped by the errors of ParseHMS.
var ErrBadHMS = errors.New("not a clock time")

// ParseHMS reads a clock time as FormatHMS writes it ("1:29:45"), also
// "4:12" (minutes and seconds) and a fraction of a second ("0:00:09.5").
func ParseHMS(s string) (time.Duration, error) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("%s is %w; write it as 1:29:45", quote(s), ErrBadHMS)
	}
	var d time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		var v float64
		var err error
		if last {
			v, err = strconv.ParseFloat(p, 64)
		} else {
			var n uint64
			n, err = strconv.ParseUint(p, 10, 16)
			v = float64(n)
		}
		if err != nil || p == "" || v < 0 || (i > 0 && v >= 60) || p[0] == '+' || p[0] == '-' {
			return 0, fmt.Errorf("%s is %w; write it as 1:29:45", quote(s), ErrBadHMS)
		}
		d = d*60 + time.Duration(v*float64(time.Second))
	}
	return d, nil
}
