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
const keypadKeys = "0123456789./*-+"

// maxLine is the longest request line taken, in bytes; a longer one is
// refused as a whole (LineTooLongError) and reading goes on.
const maxLine = 200

// LineTooLongError is the error of a request line longer than Limit
// bytes: it was left out whole.
type LineTooLongError struct{ Limit int }

func (e *LineTooLongError) Error() string {
	return "a request line longer than " + strconv.Itoa(e.Limit) + " bytes was left out"
}

// ReadLines sends a request for every line read from r until r ends or
// ctx ends. A line too long is refused in one input and reading goes on,
// however long it is. The end of r ends nothing else: a game run as a
// service has no input at all.
func ReadLines(ctx context.Context, r io.Reader, inputs chan<- Input) {
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
		} else if len(text) > 0 && !send(ctx, inputs, text) {
			return
		}
		if err != nil {
			return
		}
	}
}

// send parses a request line and sends it; blank lines are skipped.
func send(ctx context.Context, inputs chan<- Input, line string) bool {
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
	r, err := ParseRequest(line)
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
// typed request, echoed to echo and sent with Enter. Ctrl+C calls
// interrupt. It returns when r ends or ctx ends.
func ReadKeys(ctx context.Context, r io.Reader, echo io.Writer, inputs chan<- Input, interrupt func()) {
	var k Keypad
	var line []byte
	buf := make([]byte, 64)
	for {
		n, err := r.Read(buf)
		for _, c := range buf[:n] {
			switch {
			case c == keyInterrupt:
				interrupt()
				return
			case c == '\r' || c == '\n':
				if len(line) > 0 {
					io.WriteString(echo, "\r\n")
					if !send(ctx, inputs, string(line)) {
						return
					}
					line = line[:0]
				} else {
					k.Key(c) // cancels a started prefix
				}
			case c == keyBackspace || c == keyCtrlH:
				if len(line) > 0 {
					_, size := utf8.DecodeLastRune(line)
					line = line[:len(line)-size]
					io.WriteString(echo, "\b \b")
				}
			case c == keyEscape:
				line = line[:0]
				io.WriteString(echo, "\r\n")
			case len(line) == 0 && strings.IndexByte(keypadKeys, c) >= 0:
				// Keypad keys: digits and . / * - + act at once.
				req, ok, bad := k.Key(c)
				switch {
				case ok:
					if !sendInput(ctx, inputs, Input{Kind: RequestInput, Request: req}) {
						return
					}
				case bad:
					if !sendInput(ctx, inputs, Input{Kind: RequestInput, Err: errBadKey}) {
						return
					}
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

type keyError string

func (e keyError) Error() string { return string(e) }

// errBadKey: a key after / * or - that is not 1 to 8.
const errBadKey = keyError("after / * or - press a digit from 1 to 8; the request is cancelled")
