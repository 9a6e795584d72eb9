// Package fact is the one error type of the facts that the packages of
// this tree state: a catalogue key and its arguments, which only cmd
// words (in the run's language), and an English text for a log.
//
// Each of the trees devices, braille, voices and cmd has this package in
// its internal folder: the trees may not import one another (only cmd
// wires them together), and notation, which they all may import,
// imports none of our packages and is about chess, not about errors.
package fact

// Fact is a fact: a *Fact is an error; a Fact is also an argument of
// another fact (a reason inside a sentence).
type Fact struct {
	Key  string
	Args []any
	Text string // the error's text, for a log
}

func (f *Fact) Error() string { return f.Text }

// Fact returns the catalogue key and its arguments.
func (f Fact) Fact() (string, []any) { return f.Key, f.Args }
