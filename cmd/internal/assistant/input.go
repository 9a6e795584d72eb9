package assistant

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The player's requests come from standard input: one request a line, or
// on a terminal single keys of a numeric keypad besides typed lines.

// keypadKeys are the keys of a numeric keypad.
const keypadKeys = "0123456789.,/*-+"

// maxLine is the longest request line taken, in bytes; a longer one is
// refused as a whole (LineTooLongError) and reading goes on.
const maxLine = 200

// LineTooLongError is the error of a request line longer than Limit
// bytes: it was left out whole.
type LineTooLongError struct{ Limit int }

func (e *LineTooLongError) Error() string {
	return "request: line longer than " + strconv.Itoa(e.Limit) + " bytes"
}

func (e *LineTooLongError) Fact() (string, []any) { return "play-request-too-long", []any{e.Limit} }

// ReadLines sends a request for every line read from r until r ends or
// ctx ends. A line too long is refused in one input and reading goes on,
// however long it is. The end of r ends nothing else: a game run as a
// service has no input at all.
//
// A nil parser knows no words (the keys of the keypad and squares such
// as "e4" still work).
func ReadLines(ctx context.Context, r io.Reader, inputs chan<- Input, parser *RequestParser) {
	if parser == nil {
		parser = NewRequestParser()
	}
	br := bufio.NewReaderSize(r, maxLine+2)
	for {
		line, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			// Too long: the rest of the line is read and dropped.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if !sendInput(ctx, inputs, Input{Kind: RequestInput, Err: &LineTooLongError{Limit: maxLine}}) {
				return
			}
			if err != nil {
				return
			}
			continue
		}
		text := strings.TrimRight(string(line), "\r\n")
		if len(text) > maxLine {
			if !sendInput(ctx, inputs, Input{Kind: RequestInput, Err: &LineTooLongError{Limit: maxLine}}) {
				return
			}
		} else if len(text) > 0 && !send(ctx, inputs, text, parser) {
			return
		}
		if err != nil {
			return
		}
	}
}

// send parses a request line and sends it; blank lines are skipped.
func send(ctx context.Context, inputs chan<- Input, line string, parser *RequestParser) bool {
	blank := true
	for _, c := range line {
		if !unicode.IsSpace(c) {
			blank = false
			break
		}
	}
	if blank {
		return true
	}
	r, err := parser.Parse(line)
	select {
	case inputs <- Input{Kind: RequestInput, Request: r, Err: err}:
		return true
	case <-ctx.Done():
		return false
	}
}

// Control keys a terminal in raw mode sends.
const (
	keyInterrupt = 0x03 // Ctrl+C
	keyBackspace = 0x7f
	keyCtrlH     = 0x08
	keyEscape    = 0x1b
)

// ReadKeys reads a terminal in raw mode: with nothing typed yet, the keys
// of a numeric keypad are requests at once (see Keypad); letters start a
// typed request, echoed to echo and sent with Enter. The keys of the
// keypad with NumLock off and the arrow keys (the escape sequences a
// terminal sends for them) work as their NumLock-on twins: up 8, down 2,
// left 4, right 6, home 7, end 1, page up 9, page down 3, insert 0,
// delete the decimal point, the middle key 5; other escape sequences are
// ignored. A key that starts a square, file or rank request (/ * -), a
// cancelled one and a wrong digit are told as a KeyInput. Ctrl+C calls
// interrupt. It returns when r ends or ctx ends.
func ReadKeys(ctx context.Context, r io.Reader, echo io.Writer, inputs chan<- Input, interrupt func(), parser *RequestParser) {
	if parser == nil {
		parser = NewRequestParser()
	}
	var k Keypad
	var line []byte
	var esc escape
	buf := make([]byte, 64)
	for {
		n, err := r.Read(buf)
		for i := 0; i < n; i++ {
			c := buf[i]
			if esc.state != escNone || c == keyEscape {
				key, done := esc.take(c, i == n-1)
				if !done {
					continue
				}
				switch {
				case key == keyEscape: // Escape alone: the typed line is dropped
					if len(line) > 0 {
						line = line[:0]
						io.WriteString(echo, "\r\n")
					}
					continue
				case key == 0:
					continue // a key with no meaning here
				case len(line) > 0 && (key >= '0' && key <= '9' || key == '\r'):
					c = key // a digit typed on the keypad in application mode
				case len(line) > 0:
					continue
				default:
					if !keypadKey(ctx, &k, key, inputs) {
						return
					}
					continue
				}
			}
			switch {
			case c == keyInterrupt:
				interrupt()
				return
			case c == '\r' || c == '\n':
				if len(line) > 0 {
					io.WriteString(echo, "\r\n")
					if !send(ctx, inputs, string(line), parser) {
						return
					}
					line = line[:0]
				} else if !keypadKey(ctx, &k, c, inputs) { // cancels a started prefix
					return
				}
			case c == keyBackspace || c == keyCtrlH:
				if len(line) > 0 {
					_, size := utf8.DecodeLastRune(line)
					line = line[:len(line)-size]
					io.WriteString(echo, "\b \b")
				}
			case len(line) == 0 && strings.IndexByte(keypadKeys, c) >= 0:
				// Keypad keys: digits and . / * - + act at once.
				if !keypadKey(ctx, &k, c, inputs) {
					return
				}
			case c >= ' ' && len(line) < maxLine:
				line = append(line, c)
				echo.Write([]byte{c})
			}
		}
		if err != nil {
			return
		}
	}
}

func sendInput(ctx context.Context, inputs chan<- Input, in Input) bool {
	select {
	case inputs <- in:
		return true
	case <-ctx.Done():
		return false
	}
}

// KeyEventKind says what a KeyEvent tells.
type KeyEventKind int

// The key events.
const (
	KeyPrefix    KeyEventKind = iota // Prefix (/ * -) waits for its digits
	KeyCancelled                     // the request Prefix started was cancelled (. or Enter)
	KeyBad                           // Key is no digit 1 to 8 after Prefix: the request is cancelled
)

// KeyEvent tells what a key of the keypad did that is no request.
type KeyEvent struct {
	Kind   KeyEventKind
	Prefix byte // '/', '*' or '-'
	Key    byte
}

// Fact names the message of the event.
func (k KeyEvent) Fact() (string, []any) {
	switch k.Kind {
	case KeyPrefix:
		switch k.Prefix {
		case '/':
			return "key-wait-square", nil
		case '*':
			return "key-wait-file", nil
		}
		return "key-wait-rank", nil
	case KeyBad:
		return "key-bad", []any{string(rune(k.Key))}
	}
	return "key-cancelled", nil
}

// TakeKey takes key c of a keypad read elsewhere than from a terminal
// (the appliance's input devices), as ReadKeys does. It returns false
// when ctx ended.
func TakeKey(ctx context.Context, k *Keypad, c byte, inputs chan<- Input) bool {
	return keypadKey(ctx, k, c, inputs)
}

// keypadKey takes one key of the keypad and sends the request it makes,
// or the KeyEvent it causes. It returns false when ctx ended.
func keypadKey(ctx context.Context, k *Keypad, c byte, inputs chan<- Input) bool {
	prefix := k.prefix
	req, ok, bad := k.Key(c)
	switch {
	case ok:
		return sendInput(ctx, inputs, Input{Kind: RequestInput, Request: req})
	case bad:
		return sendInput(ctx, inputs, Input{Kind: KeyInput, Key: KeyEvent{Kind: KeyBad, Prefix: prefix, Key: c}})
	case prefix == 0 && k.prefix != 0:
		return sendInput(ctx, inputs, Input{Kind: KeyInput, Key: KeyEvent{Kind: KeyPrefix, Prefix: k.prefix}})
	case prefix != 0 && k.prefix == 0:
		return sendInput(ctx, inputs, Input{Kind: KeyInput, Key: KeyEvent{Kind: KeyCancelled, Prefix: prefix}})
	}
	return true
}

// The states of reading an escape sequence.
const (
	escNone  = iota
	escStart // after ESC
	escCSI   // after ESC [
	escSS3   // after ESC O
)

// escape reads the escape sequences of a terminal's special keys.
type escape struct {
	state  int
	params []byte
}

// take reads byte c of an escape sequence (the first is ESC); last tells
// that no byte follows in what was read. When the sequence is complete
// it returns done and the keypad key it stands for: keyEscape for
// Escape pressed alone, 0 for a key with no meaning here.
func (e *escape) take(c byte, last bool) (key byte, done bool) {
	switch e.state {
	case escNone:
		if last {
			return keyEscape, true // Escape alone
		}
		e.state, e.params = escStart, e.params[:0]
		return 0, false
	case escStart:
		switch c {
		case '[':
			e.state = escCSI
			return 0, false
		case 'O':
			e.state = escSS3
			return 0, false
		}
		e.state = escNone // Alt+key: ignored
		return 0, true
	case escCSI:
		if c >= 0x20 && c <= 0x3f && len(e.params) < 16 { // parameters
			e.params = append(e.params, c)
			return 0, false
		}
		e.state = escNone
		if c == '~' {
			n, _, _ := strings.Cut(string(e.params), ";")
			return map[string]byte{"1": '7', "2": '0', "3": '.', "4": '1', "5": '9', "6": '3', "7": '7', "8": '1'}[n], true
		}
		return arrowKey(c), true
	case escSS3:
		e.state = escNone
		switch {
		case c >= 'p' && c <= 'y':
			return '0' + c - 'p', true
		}
		if k, ok := map[byte]byte{'n': '.', 'M': '\r', 'j': '*', 'k': '+', 'm': '-', 'o': '/'}[c]; ok {
			return k, true
		}
		return arrowKey(c), true
	}
	e.state = escNone
	return 0, true
}

// arrowKey is the keypad key of the last byte of an arrow key's or a
// NumLock-off keypad key's sequence, or 0.
func arrowKey(c byte) byte {
	return map[byte]byte{'A': '8', 'B': '2', 'C': '6', 'D': '4', 'E': '5', 'G': '5', 'H': '7', 'F': '1'}[c]
}
