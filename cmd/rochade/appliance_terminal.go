package main

import (
	"context"
	"io"
	"os"
	"time"

	"github.com/rochade/rochade/cmd/internal/keypad"
)

// On a terminal the appliance takes the keys a terminal sends for the
// numeric keypad, as the keypad's own: the digits and . , + - * /,
// Enter, Backspace, and the arrows and the keys above them, as the
// keypad sends them with NumLock off or in application mode.

// termCodes are the keypad's key codes by the character a terminal sends.
var termCodes = map[byte]uint16{
	'0': keypad.KeyKP0, '1': keypad.KeyKP1, '2': keypad.KeyKP2, '3': keypad.KeyKP3, '4': keypad.KeyKP4,
	'5': keypad.KeyKP5, '6': keypad.KeyKP6, '7': keypad.KeyKP7, '8': keypad.KeyKP8, '9': keypad.KeyKP9,
	'.': keypad.KeyKPDot, ',': keypad.KeyKPComma, '+': keypad.KeyKPPlus, '-': keypad.KeyKPMinus,
	'*': keypad.KeyKPAsterisk, '/': keypad.KeyKPSlash, '\r': keypad.KeyKPEnter, '\n': keypad.KeyKPEnter,
	0x7f: keypad.KeyBackspace, 0x08: keypad.KeyBackspace,
}

// termEscapes are the keys of the escape sequences: ESC [ or ESC O, then
// the final byte (a number before ~ for the keys above the arrows).
var termEscapes = map[string]byte{
	"A": '8', "B": '2', "C": '6', "D": '4', "H": '7', "F": '1', "E": '5', "G": '5', "M": '\r',
	"1~": '7', "4~": '1', "2~": '0', "3~": '.', "5~": '9', "6~": '3',
	"p": '0', "q": '1', "r": '2', "s": '3', "t": '4', "u": '5', "v": '6', "w": '7', "x": '8', "y": '9',
	"n": '.', "k": '+', "m": '-', "j": '*', "o": '/',
}

// readTerminal sends the keys of the terminal in to out until in ends or
// ctx ends. Other keys are ignored.
func readTerminal(ctx context.Context, in io.Reader, out chan<- keypad.Input) {
	buf := make([]byte, 64)
	var esc []byte // an escape sequence being read, ESC included
	send := func(c byte) bool {
		code, ok := termCodes[c]
		if !ok {
			return true
		}
		select {
		case out <- keypad.Input{Key: keypad.Event{Code: code, Action: keypad.Press, Time: time.Now(), Device: "terminal"}}:
			return true
		case <-ctx.Done():
			return false
		}
	}
	for {
		n, err := in.Read(buf)
		for _, c := range buf[:n] {
			switch {
			case c == 0x1b:
				esc = []byte{c}
			case len(esc) == 1:
				if c == '[' || c == 'O' {
					esc = append(esc, c)
				} else {
					esc = nil // Alt and a key: not the keypad's
				}
			case len(esc) >= 2:
				esc = append(esc, c)
				if (c >= '0' && c <= '9' || c == ';') && len(esc) < 8 {
					continue // a number of the sequence
				}
				key, ok := termEscapes[string(esc[2:])]
				esc = nil
				if ok && !send(key) {
					return
				}
			default:
				if !send(c) {
					return
				}
			}
		}
		if err != nil {
			return
		}
	}
}

// terminalKeys reads the keys of standard input when it is a terminal
// (terminal): it is then put in raw mode, and restore gives it back.
func terminalKeys(ctx context.Context, in io.Reader, out chan<- keypad.Input) (restore func(), terminal bool) {
	f, ok := in.(*os.File)
	if !ok {
		return func() {}, false
	}
	restore, ok = rawTerminal(f)
	if !ok {
		return func() {}, false
	}
	go readTerminal(ctx, f, out)
	return restore, true
}
