package main

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/keypad"
)

// A terminal's keys are the keypad's: digits and signs, Enter,
// Backspace, the arrows and the keys above them (NumLock off, in normal
// and application mode), the keypad's keys in application mode; letters,
// Alt and a key, a key with Ctrl and other sequences are no keypad keys.
func TestTerminalKeys(t *testing.T) {
	in := "5\r\x7f.\x1b[A\x1b[B\x1bOC\x1b[D\x1b[3~\x1b[5~\x1bOM\x1bOp\x1bOk\x1b[1;5A" + "x\x1bq\x1b[15~" + "+*/-,\b"
	out := make(chan keypad.Input, 64)
	readTerminal(context.Background(), strings.NewReader(in), out)
	close(out)
	var got []byte
	for k := range out {
		if k.Key.Action != keypad.Press {
			t.Errorf("%+v is no key pressed", k)
		}
		got = append(got, keypad.Char(k.Key.Code))
	}
	// Ctrl+Up (ESC [ 1 ; 5 A), x, Alt+q and F5 are none.
	want := "5\r\b.8264.9\r0+" + "+*/-,\b"
	if !reflect.DeepEqual(string(got), want) {
		t.Errorf("keys %q, want %q", got, want)
	}
}
