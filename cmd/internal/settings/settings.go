// Package settings keeps a command's settings in a TOML file: one key per
// flag, of the same name (board = "/dev/ttyACM0", clock = "15m+10s",
// lang-ui = "ru"). The table of settings is made from the flags themselves
// (FromFlags), so that a flag added to the command is a setting at once,
// and a value is checked by the flag's own parsing and the command's
// checks of it.
//
// The file belongs to the user: a change edits the bytes of the one value
// in place (the parser's positions say where), so that comments, the order
// of the keys, unknown keys and tables stay as they were; it is written
// through a temporary file, synced and renamed.
//
// Use:
//
//	t := settings.FromFlags(freshFlags, meta)
//	s, problems, err := settings.Open(path, t)  // problems: bad values, unknown keys
//	s.Apply(cmd.Flags())                        // flags given on the command line win
//	err = s.Set("clock", "15m+10s")             // checked, saved at once
//
// Errors are facts (SyntaxError, ValueError, UnknownKeyError, ReadError);
// the command words them.
package settings

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/rochade/rochade/cmd/internal/fact"
)

// Kind is the type of a setting's value.
type Kind int

// The kinds of values, and how the file writes them.
const (
	Text     Kind = iota // a text in quotes: clock = "15m+10s"
	Switch               // true or false: braille = true
	Whole                // a whole number: level = 5
	Number               // a number: speed = 1.5
	Duration             // a duration in quotes: braille-hold = "15s"
	List                 // a text, or a list of texts: board = ["/dev/ttyACM0", "/dev/ttyACM1"]
)

var kindNames = [...]string{"text", "switch", "whole number", "number", "duration", "list"}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind %d", int(k))
}

// kindOf returns the kind of a flag's value by its type name.
func kindOf(typ string) Kind {
	switch typ {
	case "bool":
		return Switch
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "count":
		return Whole
	case "float32", "float64":
		return Number
	case "duration":
		return Duration
	case "stringArray", "stringSlice":
		return List
	}
	return Text
}

// Choice is one allowed value of a setting and its label.
type Choice struct {
	Value string
	Label string // in the run's language (a language in its own); empty: the value
}

// Meta is what the command adds to a flag for a menu and a form.
type Meta struct {
	// Label names the setting in a menu or a form, in the run's language.
	// A setting with a label is shown in the menu and on the settings page.
	Label string
	// Help says what the setting does, in the run's language (the
	// flag's help).
	Help string
	// Choices are the values offered, in order. With Strict, they are
	// every value there is: a menu and a form offer no other (a list to
	// choose from, no field to type in), and no other value is taken
	// but where Check takes it (another spelling of a choice, such as
	// "w" for white).
	Choices []Choice
	Strict  bool
	// Check refuses a value the flag's type takes but the command does
	// not; its error is a fact the command words.
	Check func(value string) error
	// Order places the setting in the menu and on the settings page
	// (lower first); Group names the submenu it is in ("" the top).
	Order int
	Group string
}

// Setting is one key of the file: a flag.
type Setting struct {
	Key     string
	Kind    Kind
	Default string // the flag's default, as a value of the file takes it
	Usage   string // the flag's help, as the command gives it (English)
	Meta
}

// InMenu tells whether the setting is offered in a menu and a form.
func (s Setting) InMenu() bool { return s.Label != "" }

// Table is the settings of a command, sorted by key.
type Table struct {
	settings []Setting
	fresh    func() *pflag.FlagSet
}

// FromFlags makes the table of the flags fresh returns: one setting per
// flag but the hidden and the deprecated ones and those in skip. fresh
// must return a new flag set each time: a value is checked by setting it
// on a fresh one. meta adds labels, choices and checks by key.
func FromFlags(fresh func() *pflag.FlagSet, meta map[string]Meta, skip ...string) *Table {
	t := &Table{fresh: fresh}
	fresh().VisitAll(func(f *pflag.Flag) {
		if f.Hidden || f.Deprecated != "" || slices.Contains(skip, f.Name) {
			return
		}
		s := Setting{Key: f.Name, Kind: kindOf(f.Value.Type()), Default: f.DefValue, Usage: f.Usage, Meta: meta[f.Name]}
		if s.Kind == List && (s.Default == "[]" || s.Default == "") {
			s.Default = ""
		} else if s.Kind == List {
			s.Default = strings.Trim(s.Default, "[]")
		}
		t.settings = append(t.settings, s)
	})
	slices.SortFunc(t.settings, func(a, b Setting) int { return strings.Compare(a.Key, b.Key) })
	return t
}

// Settings returns every setting, sorted by key.
func (t *Table) Settings() []Setting { return slices.Clone(t.settings) }

// Menu returns the settings of the menu and of the settings page, in
// their order.
func (t *Table) Menu() []Setting {
	var out []Setting
	for _, s := range t.settings {
		if s.InMenu() {
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b Setting) int { return a.Order - b.Order })
	return out
}

// Lookup returns the setting of key.
func (t *Table) Lookup(key string) (Setting, bool) {
	i, ok := slices.BinarySearchFunc(t.settings, key, func(s Setting, k string) int { return strings.Compare(s.Key, k) })
	if !ok {
		return Setting{}, false
	}
	return t.settings[i], true
}

// KindError says that a value is not of its setting's kind.
type KindError struct {
	Want Kind
}

func (e *KindError) Error() string { return "not a " + e.Want.String() }

// Fact names the message of a value not of its kind.
func (e *KindError) Fact() (string, []any) {
	return [...]string{"config-want-text", "config-want-switch", "config-want-whole", "config-want-number",
		"config-want-duration", "config-want-list"}[max(0, min(int(e.Want), int(List)))], nil
}

// ChoiceError says that a value is none of its setting's choices.
type ChoiceError struct {
	Choices []string
}

func (e *ChoiceError) Error() string { return "one of " + strings.Join(e.Choices, ", ") }

// Fact names the message of a value none of the choices.
func (e *ChoiceError) Fact() (string, []any) { return "config-one-of", []any{e.Choices} }

// ErrOneValue is the reason of a list of values given to a setting that
// takes one.
var ErrOneValue error = &fact.Fact{Key: "config-one-value", Text: "one value only"}

// NotSettingError says that a key is none of the table's.
type NotSettingError struct {
	Key string
}

func (e *NotSettingError) Error() string { return "no setting " + e.Key }

// Fact names the message of a key that is no setting.
func (e *NotSettingError) Fact() (string, []any) { return "config-no-setting", []any{e.Key} }

// Check checks the values of key as the flag and the command do; one
// value but for a list. The error is a *NotSettingError, or a
// *KindError, *ChoiceError, ErrOneValue or the command's check's error.
func (t *Table) Check(key string, values ...string) error {
	s, ok := t.Lookup(key)
	if !ok {
		return &NotSettingError{key}
	}
	if len(values) != 1 && s.Kind != List {
		return ErrOneValue
	}
	if t.fresh != nil {
		fs := t.fresh()
		f := fs.Lookup(key)
		if f == nil {
			return &NotSettingError{key}
		}
		for _, v := range values {
			if err := f.Value.Set(v); err != nil {
				return &KindError{Want: s.Kind}
			}
		}
	}
	for _, v := range values {
		if s.Strict && s.Check == nil && len(s.Choices) > 0 && !slices.ContainsFunc(s.Choices, func(c Choice) bool { return c.Value == v }) {
			var vs []string
			for _, c := range s.Choices {
				vs = append(vs, c.Value)
			}
			return &ChoiceError{Choices: vs}
		}
		if s.Check != nil {
			if err := s.Check(v); err != nil {
				return err
			}
		}
	}
	return nil
}

// RangeError is the reason of a value out of its setting's range, for a
// command's check.
type RangeError struct {
	Min, Max string
}

func (e *RangeError) Error() string { return "from " + e.Min + " to " + e.Max }

// Fact names the message of a value out of range.
func (e *RangeError) Fact() (string, []any) { return "config-range", []any{e.Min, e.Max} }

// ExampleError is the reason of a value not of its setting's form, for
// a command's check: Example shows the form.
type ExampleError struct {
	Example string
}

func (e *ExampleError) Error() string { return "like " + e.Example }

// Fact names the message of a value not of its form.
func (e *ExampleError) Fact() (string, []any) { return "config-example", []any{e.Example} }

// Encode returns the TOML text of the values of a setting of kind k:
// "15m+10s" in quotes, true, 5, 1.5, a list in brackets.
func Encode(k Kind, values []string) (string, error) { return encode(k, values) }
