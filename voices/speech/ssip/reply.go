// Package ssip is a small client of the Speech Synthesis Interface
// Protocol, the protocol of speech-dispatcher (the speech server that
// Orca and other Linux programs speak through). It sends plain text
// messages with a priority, cancels them, sets the rate, volume and
// language, and receives the server's replies and its notifications of
// messages begun, ended and cancelled.
//
// The protocol is that of the SSIP manual: commands are lines ended by
// CR LF; a reply is one or more lines "ccc-text" ending with "ccc text";
// the text of SPEAK follows its 230 reply and ends with a line holding a
// single dot (a line of the text that starts with a dot gets a second
// one); notifications are replies with codes 700 to 705 that may arrive
// at any time.
package ssip

import (
	"github.com/rochade/rochade/notation"

	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// Reply is one complete reply of the server.
type Reply struct {
	// Code is the code of the last line: 1xx and 2xx say the command
	// succeeded, 3xx a fault of the server, 4xx and 5xx a fault of the
	// command.
	Code int
	// Lines are the texts of the lines before the last ("225-21" gives
	// "21").
	Lines []string
	// Text is the text of the last line ("OK MESSAGE QUEUED").
	Text string
}

// OK tells whether the reply says the command succeeded.
func (r Reply) OK() bool { return r.Code >= 100 && r.Code < 300 }

// EventKind says what happened to a message.
type EventKind int

// The events of the SSIP manual, by code.
const (
	IndexMark EventKind = 700 // the message reached an index mark
	Begin     EventKind = 701 // the message began to sound
	End       EventKind = 702 // the message was said to its end
	Cancel    EventKind = 703 // the message was cancelled, said or not
	Pause     EventKind = 704 // the message was paused
	Resume    EventKind = 705 // the message goes on after a pause
)

// Event is a notification about one message.
type Event struct {
	Kind     EventKind
	MsgID    int
	ClientID int
	// Mark is the name of the index mark (IndexMark only).
	Mark string
}

// Limits of what the reader takes from the server: a line beyond
// MaxLine bytes, or a reply of more than MaxLines lines, is a protocol
// error, not an unbounded allocation.
const (
	MaxLine  = 64 << 10
	MaxLines = 4096
)

// ProblemKind says what is wrong with what the server sent.
type ProblemKind int

// The problems a reader finds.
const (
	LineTooLong  ProblemKind = iota + 1 // a line longer than MaxLine
	TooManyLines                        // a reply of more than MaxLines lines
	NoCode                              // a line that does not start with a three-digit code and '-' or ' '
	CodeChanged                         // a line of a reply with another code than the lines before it
	BadEvent                            // a notification without its message and client numbers
	BadMessageID                        // a SPEAK reply without the number of the message
	Truncated                           // the connection ended inside a reply
	Unasked                             // a reply when no command waits for one
)

// ProtocolError is what the server sent that is not SSIP: where (the
// line of the connection, counted from 1) and what.
type ProtocolError struct {
	Kind ProblemKind
	Line int
	// Text is the start of the line: control characters escaped, at
	// most 40 characters in all.
	Text string
}

func (e *ProtocolError) Fact() (string, []any) { return "speechd-garbled", []any{e.Line} }

func (e *ProtocolError) Error() string {
	what := map[ProblemKind]string{
		LineTooLong:  "a line too long",
		TooManyLines: "a reply of too many lines",
		NoCode:       "a line without a reply code",
		CodeChanged:  "a line with another code than the reply it belongs to",
		BadEvent:     "a notification without its message and client",
		BadMessageID: "a reply to SPEAK without the message's number",
		Truncated:    "the end of the connection inside a reply",
		Unasked:      "a reply to no command",
	}[e.Kind]
	msg := "speech-dispatcher sent " + what
	if e.Line > 0 {
		msg += fmt.Sprintf(" at line %d", e.Line)
	}
	if e.Text != "" {
		msg += ": " + e.Text
	}
	return msg
}

// Reader reads the server's replies and notifications.
type Reader struct {
	r    *bufio.Reader
	line int
}

// NewReader returns a reader of r.
func NewReader(r io.Reader) *Reader {
	return &Reader{r: bufio.NewReaderSize(r, 4096)}
}

// Next reads the next complete reply or notification: exactly one of
// the two is set when the error is nil. At the end of the input it
// returns io.EOF; input that is not SSIP gives a *ProtocolError.
func (r *Reader) Next() (*Reply, *Event, error) {
	var rep Reply
	for n := 0; ; n++ {
		line, err := r.readLine()
		if err != nil {
			if errors.Is(err, io.EOF) && n > 0 {
				return nil, nil, &ProtocolError{Kind: Truncated, Line: r.line}
			}
			return nil, nil, err
		}
		if n >= MaxLines {
			return nil, nil, &ProtocolError{Kind: TooManyLines, Line: r.line}
		}
		code, last, text, ok := splitLine(line)
		if !ok {
			return nil, nil, &ProtocolError{Kind: NoCode, Line: r.line, Text: quote(line)}
		}
		if n > 0 && code != rep.Code {
			return nil, nil, &ProtocolError{Kind: CodeChanged, Line: r.line, Text: quote(line)}
		}
		rep.Code = code
		if !last {
			rep.Lines = append(rep.Lines, text)
			continue
		}
		rep.Text = text
		if code >= 700 && code < 800 {
			ev, ok := event(rep)
			if !ok {
				return nil, nil, &ProtocolError{Kind: BadEvent, Line: r.line, Text: quote(line)}
			}
			return nil, &ev, nil
		}
		return &rep, nil, nil
	}
}

// readLine reads one line without its CR LF (a bare LF is taken too).
func (r *Reader) readLine() (string, error) {
	var b []byte
	for {
		chunk, err := r.r.ReadSlice('\n')
		if len(b)+len(chunk) > MaxLine+2 {
			r.line++
			return "", &ProtocolError{Kind: LineTooLong, Line: r.line}
		}
		b = append(b, chunk...)
		switch {
		case err == nil:
			r.line++
			b = b[:len(b)-1]
			if n := len(b); n > 0 && b[n-1] == '\r' {
				b = b[:n-1]
			}
			return string(b), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(b) > 0:
			r.line++
			return "", &ProtocolError{Kind: Truncated, Line: r.line, Text: quote(string(b))}
		default:
			return "", err
		}
	}
}

// splitLine reads "ccc-text" (more lines follow) or "ccc text" (the
// last line). A last line may be the bare code.
func splitLine(line string) (code int, last bool, text string, ok bool) {
	if len(line) < 3 {
		return 0, false, "", false
	}
	for i := 0; i < 3; i++ {
		if line[i] < '0' || line[i] > '9' {
			return 0, false, "", false
		}
	}
	code, _ = strconv.Atoi(line[:3])
	if code < 100 {
		return 0, false, "", false
	}
	if len(line) == 3 {
		return code, true, "", true
	}
	switch line[3] {
	case '-':
		return code, false, line[4:], true
	case ' ':
		return code, true, line[4:], true
	}
	return 0, false, "", false
}

// event reads a notification: the message number, the client number,
// and for an index mark its name.
func event(rep Reply) (Event, bool) {
	ev := Event{Kind: EventKind(rep.Code)}
	want := 2
	if ev.Kind == IndexMark {
		want = 3
	}
	if ev.Kind < IndexMark || ev.Kind > Resume || len(rep.Lines) != want {
		return Event{}, false
	}
	var err1, err2 error
	ev.MsgID, err1 = strconv.Atoi(rep.Lines[0])
	ev.ClientID, err2 = strconv.Atoi(rep.Lines[1])
	if err1 != nil || err2 != nil || ev.MsgID < 0 || ev.ClientID < 0 {
		return Event{}, false
	}
	if ev.Kind == IndexMark {
		ev.Mark = rep.Lines[2]
	}
	return ev, true
}

// quote returns s for an error line without the quotes around it: at
// most 40 characters, control characters escaped (notation.Quote).
func quote(s string) string {
	q := notation.Quote(s)
	return q[1 : len(q)-1]
}
