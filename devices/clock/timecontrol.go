// Package clock is a chess clock without a clock inside: time controls in
// the PGN TimeControl syntax (and the same with units), and a software
// clock that is pure logic, every instant passed in by the caller, so that
// a game session can run it in real or in virtual time.
//
// It also answers the question FIDE Article 6.9 asks when a flag falls:
// can the opponent still checkmate by any series of legal moves?
package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/rochade/rochade/devices/internal/fact"
	"github.com/rochade/rochade/notation"
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

// Problem says what is wrong with a time control.
type Problem int

// The problems of a time control Parse rejects.
const (
	TCEmpty          Problem = iota // nothing given
	TCUnknown                       // "?": PGN's unknown time control
	TCSandglass                     // "*": sandglass controls are not supported
	TCTooManyPeriods                // more than Limit periods
	TCPeriodEmpty                   // a period is empty
	TCBadMoves                      // Part is no number of moves from 1 to Limit
	TCZeroTime                      // a period's time is zero
	TCRestNotLast                   // a period for the rest of the game is followed by more
	TCTimeMissing                   // a time is missing
	TCTooLong                       // Part is longer than Limit hours
	TCNotATime                      // Part is no time
	TCNoUnit                        // Part ends in a number without a unit
	TCUnitOrder                     // Part has its units out of order
	TCBadUnit                       // Unit in Part is not h, m or s
)

var problems = [...]string{"empty", "unknown", "sandglass", "too many periods", "empty period",
	"bad number of moves", "zero time", "rest of game not last", "time missing", "too long",
	"not a time", "no unit", "units out of order", "bad unit"}

func (p Problem) String() string {
	if int(p) < len(problems) {
		return problems[p]
	}
	return "bad"
}

// TimeControlError says why Parse cannot read a time control.
type TimeControlError struct {
	Input   string
	Problem Problem
	Period  int    // the period (from 1) when the input has several, else 0
	Part    string // the part of the input at fault
	Unit    string // TCBadUnit: the letter that is no unit
	Limit   int    // TCTooManyPeriods, TCBadMoves: the most; TCTooLong: hours
}

func (e *TimeControlError) Error() string {
	s := fmt.Sprintf("clock: time control %s: %s", notation.Quote(e.Input), e.Problem)
	if e.Period > 0 {
		s += fmt.Sprintf(" (period %d)", e.Period)
	}
	if e.Part != "" {
		s += ": " + notation.Quote(e.Part)
	}
	return s
}

// tcKeys are the messages of the problems.
var tcKeys = [...]string{TCEmpty: "t-c-empty", TCUnknown: "t-c-unknown", TCSandglass: "t-c-sandglass",
	TCTooManyPeriods: "t-c-too-many-periods", TCPeriodEmpty: "t-c-period-empty", TCBadMoves: "t-c-bad-moves",
	TCZeroTime: "t-c-zero-time", TCRestNotLast: "t-c-rest-not-last", TCTimeMissing: "t-c-time-missing",
	TCTooLong: "t-c-too-long", TCNotATime: "t-c-not-a-time", TCNoUnit: "t-c-no-unit",
	TCUnitOrder: "t-c-unit-order", TCBadUnit: "t-c-bad-unit"}

// Fact names the message of the error: the input, and why it cannot be
// read (in which period, when it has several).
func (e *TimeControlError) Fact() (string, []any) {
	why := fact.Fact{Key: tcKeys[e.Problem]}
	switch e.Problem {
	case TCTooManyPeriods:
		why.Args = []any{e.Limit}
	case TCBadMoves, TCTooLong:
		why.Args = []any{e.Part, e.Limit}
	case TCNotATime, TCNoUnit, TCUnitOrder:
		why.Args = []any{e.Part}
	case TCBadUnit:
		why.Args = []any{e.Unit, e.Part}
	}
	if e.Period > 0 {
		return "t-c-cannot-read", []any{e.Input, fact.Fact{Key: "t-c-period", Args: []any{e.Period, why}}}
	}
	return "t-c-cannot-read", []any{e.Input, why}
}

// Parse reads a time control: PGN syntax in seconds ("300+3", "5400+30",
// "40/5400+30:1800+30", "-", a bare number is seconds), or the same with
// units h, m and s ("5m+3s", "90m+30s", "40/90m+30s:30m+30s", "1h30m").
// A delay takes "d" in place of "+": "300d5", "5md5s".
func Parse(s string) (TimeControl, error) {
	in := strings.TrimSpace(s)
	fail := func(e *TimeControlError) (TimeControl, error) {
		e.Input = s
		return TimeControl{}, e
	}
	switch in {
	case "":
		return fail(&TimeControlError{Problem: TCEmpty})
	case "-":
		return TimeControl{}, nil
	case "?":
		return fail(&TimeControlError{Problem: TCUnknown})
	}
	if strings.HasPrefix(in, "*") {
		return fail(&TimeControlError{Problem: TCSandglass})
	}
	fields := strings.Split(in, ":")
	if len(fields) > maxPeriods {
		return fail(&TimeControlError{Problem: TCTooManyPeriods, Limit: maxPeriods})
	}
	var tc TimeControl
	for i, f := range fields {
		p, err := parsePeriod(f)
		if err != nil {
			if len(fields) > 1 {
				err.Period = i + 1
			}
			return fail(err)
		}
		if p.Moves == 0 && i < len(fields)-1 {
			return fail(&TimeControlError{Problem: TCRestNotLast, Period: i + 1})
		}
		tc.Periods = append(tc.Periods, p)
	}
	return tc, nil
}

func parsePeriod(f string) (Period, *TimeControlError) {
	var p Period
	if f == "" {
		return p, &TimeControlError{Problem: TCPeriodEmpty}
	}
	if slash := strings.IndexByte(f, '/'); slash >= 0 {
		n, err := strconv.Atoi(f[:slash])
		if err != nil || n <= 0 || n > maxMoves {
			return p, &TimeControlError{Problem: TCBadMoves, Part: f[:slash], Limit: maxMoves}
		}
		p.Moves = n
		f = f[slash+1:]
	}
	base, extra, sep := f, "", byte(0)
	if i := strings.IndexAny(f, "+d"); i >= 0 {
		// "d" after a number; "1d" is never a unit here.
		base, extra, sep = f[:i], f[i+1:], f[i]
	}
	var err *TimeControlError
	if p.Base, err = parseDuration(base); err != nil {
		return p, err
	}
	if p.Base <= 0 {
		return p, &TimeControlError{Problem: TCZeroTime}
	}
	if sep != 0 {
		d, err := parseDuration(extra)
		if err != nil {
			return p, err
		}
		if sep == '+' {
			p.Increment = d
		} else {
			p.Delay = d
		}
	}
	return p, nil
}

// parseDuration reads a bare number of seconds or a duration with units
// h, m and s in that order ("1h30m", "90m", "30s", "5m30s").
func parseDuration(s string) (time.Duration, *TimeControlError) {
	tooLong := &TimeControlError{Problem: TCTooLong, Part: s, Limit: int(maxTime.Hours())}
	if s == "" {
		return 0, &TimeControlError{Problem: TCTimeMissing}
	}
	if n, err := strconv.ParseUint(s, 10, 32); err == nil {
		d := time.Duration(n) * time.Second
		if d > maxTime {
			return 0, tooLong
		}
		return d, nil
	}
	if strings.Trim(s, "0123456789") == "" {
		return 0, tooLong
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
			return 0, &TimeControlError{Problem: TCNotATime, Part: s}
		}
		if i == len(rest) {
			return 0, &TimeControlError{Problem: TCNoUnit, Part: s}
		}
		n, err := strconv.ParseUint(rest[:i], 10, 32)
		if err != nil {
			return 0, &TimeControlError{Problem: TCNotATime, Part: s}
		}
		u := strings.IndexByte(order, rest[i])
		if u < 0 {
			if strings.IndexByte("hms", rest[i]) >= 0 {
				return 0, &TimeControlError{Problem: TCUnitOrder, Part: s}
			}
			return 0, &TimeControlError{Problem: TCBadUnit, Part: s, Unit: rest[i : i+1]}
		}
		unit := []time.Duration{time.Hour, time.Minute, time.Second}[strings.IndexByte("hms", order[u])]
		order = order[u+1:]
		total += time.Duration(n) * unit
		if total > maxTime {
			return 0, tooLong
		}
		rest = rest[i+1:]
	}
	return total, nil
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
var ErrBadHMS error = &fact.Fact{Key: "clock-bad-h-m-s", Text: "not a clock time"}

// ParseHMS reads a clock time as FormatHMS writes it ("1:29:45"), also
// "4:12" (minutes and seconds) and a fraction of a second ("0:00:09.5").
func ParseHMS(s string) (time.Duration, error) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("clock: %w: %s", ErrBadHMS, notation.Quote(s))
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
			return 0, fmt.Errorf("clock: %w: %s", ErrBadHMS, notation.Quote(s))
		}
		d = d*60 + time.Duration(v*float64(time.Second))
	}
	return d, nil
}
