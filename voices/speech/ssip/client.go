package ssip

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/voices/internal/fact"
)

// Address is where a speech-dispatcher listens.
type Address struct {
	// Network is "unix" or "tcp".
	Network string
	// Addr is the socket's path (unix) or host:port (tcp).
	Addr string
}

func (a Address) String() string {
	if a.Network == "unix" {
		return a.Addr
	}
	return a.Network + " " + a.Addr
}

// DefaultPort is speech-dispatcher's TCP port.
const DefaultPort = 6560

// AddressError is a SPEECHD_ADDRESS that names no address.
type AddressError struct {
	Value string // at most 40 characters, control characters escaped
}

func (e *AddressError) Error() string {
	return fmt.Sprintf("ssip: SPEECHD_ADDRESS %q is not unix_socket:PATH or inet_socket:HOST:PORT", e.Value)
}

func (e *AddressError) Fact() (string, []any) { return "speechd-bad-address", []any{e.Value} }

// DefaultAddress returns the address the speech-dispatcher clients use:
// SPEECHD_ADDRESS when it is set ("unix_socket:PATH" or
// "inet_socket:HOST:PORT"), else the socket speechd.sock in the folder
// speech-dispatcher of the user's runtime folder (XDG_RUNTIME_DIR, else
// the cache folder).
func DefaultAddress(getenv func(string) string) (Address, error) {
	if v := getenv("SPEECHD_ADDRESS"); v != "" {
		return ParseAddress(v, getenv)
	}
	return Address{Network: "unix", Addr: defaultSocket(getenv)}, nil
}

// ParseAddress reads an address in the form of SPEECHD_ADDRESS.
func ParseAddress(s string, getenv func(string) string) (Address, error) {
	method, rest, _ := strings.Cut(s, ":")
	switch method {
	case "unix_socket":
		if rest == "" {
			rest = defaultSocket(getenv)
		}
		return Address{Network: "unix", Addr: rest}, nil
	case "inet_socket":
		host, port, hasPort := strings.Cut(rest, ":")
		if host == "" {
			host = "127.0.0.1"
		}
		p := DefaultPort
		if hasPort {
			n, err := strconv.Atoi(port)
			if err != nil || n <= 0 || n > 65535 {
				return Address{}, &AddressError{Value: quote(s)}
			}
			p = n
		}
		return Address{Network: "tcp", Addr: net.JoinHostPort(host, strconv.Itoa(p))}, nil
	}
	return Address{}, &AddressError{Value: quote(s)}
}

// defaultSocket is speech-dispatcher's socket in the user's runtime
// folder.
func defaultSocket(getenv func(string) string) string {
	dir := getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		dir = getenv("XDG_CACHE_HOME")
		if dir == "" {
			if home := getenv("HOME"); home != "" {
				dir = filepath.Join(home, ".cache")
			} else {
				dir = os.TempDir()
			}
		}
	}
	return filepath.Join(dir, "speech-dispatcher", "speechd.sock")
}

// ReplyError is a reply of the server that says a command failed.
type ReplyError struct {
	Command string // the command's first word
	Reply   Reply
}

func (e *ReplyError) Fact() (string, []any) {
	return "speechd-refused", []any{e.Command, e.Reply.Code}
}

func (e *ReplyError) Error() string {
	return fmt.Sprintf("speech-dispatcher answered %s with %d %s", e.Command, e.Reply.Code, quote(e.Reply.Text))
}

// ErrClosed is returned by the commands of a closed client, and of one
// whose connection ended.
var ErrClosed error = &fact.Fact{Key: "speechd-closed", Text: "ssip: the connection to speech-dispatcher is closed"}

// Priority is the priority of the messages that follow (SET self
// PRIORITY).
type Priority string

// The priorities of the SSIP manual.
const (
	Important    Priority = "important"    // said at once, cuts off other priorities, never cut off
	Message      Priority = "message"      // waits for important and message, cancels text and notifications
	Text         Priority = "text"         // the newest one only
	Notification Priority = "notification" // dropped when anything else is said
	Progress     Priority = "progress"
)

// CommandTimeout is how long a command waits for its reply.
const CommandTimeout = 5 * time.Second

// Client is one connection to speech-dispatcher. Its commands may be
// called from several goroutines: they are sent one at a time, as the
// protocol wants. Notifications go to the handler given to NewClient,
// called from the client's reading goroutine.
type Client struct {
	conn    net.Conn
	w       *bufio.Writer
	onEvent func(Event)

	mu   sync.Mutex    // one command at a time
	done chan struct{} // closed when the reader ends

	stateMu sync.Mutex
	wait    chan *Reply // where the reply of the command sent goes; nil: none sent
	err     error       // why the reader ended
}

// Dial connects to the server at a.
func Dial(ctx context.Context, a Address, onEvent func(Event)) (*Client, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, a.Network, a.Addr)
	if err != nil {
		return nil, err
	}
	return NewClient(conn, onEvent), nil
}

// NewClient speaks SSIP over conn. onEvent may be nil.
func NewClient(conn net.Conn, onEvent func(Event)) *Client {
	c := &Client{
		conn:    conn,
		w:       bufio.NewWriter(conn),
		onEvent: onEvent,
		done:    make(chan struct{}),
	}
	go c.read()
	return c
}

// read hands replies to the command waiting for them and notifications
// to the handler, until the connection ends.
func (c *Client) read() {
	defer close(c.done)
	r := NewReader(c.conn)
	for {
		rep, ev, err := r.Next()
		if err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, net.ErrClosed) || errors.Is(err, io.ErrClosedPipe) {
				err = ErrClosed
			}
			c.stateMu.Lock()
			c.err = err
			c.stateMu.Unlock()
			return
		}
		if ev != nil {
			if c.onEvent != nil {
				c.onEvent(*ev)
			}
			continue
		}
		c.stateMu.Lock()
		ch := c.wait
		c.wait = nil
		if ch == nil {
			// A reply nobody asked for: the server is out of step.
			c.err = &ProtocolError{Kind: Unasked, Line: r.line, Text: quote(strconv.Itoa(rep.Code) + " " + rep.Text)}
			c.stateMu.Unlock()
			c.conn.Close()
			return
		}
		c.stateMu.Unlock()
		ch <- rep
	}
}

// Err returns why the connection ended, nil while it is open.
func (c *Client) Err() error {
	select {
	case <-c.done:
		c.stateMu.Lock()
		defer c.stateMu.Unlock()
		return c.err
	default:
		return nil
	}
}

// roundTrip sends lines (each ended by CR LF here) and waits for one
// reply. A context that ends, or no reply within CommandTimeout, closes
// the connection: its replies can no longer be matched to commands.
func (c *Client) roundTrip(ctx context.Context, lines ...string) (*Reply, error) {
	if err := c.Err(); err != nil {
		return nil, err
	}
	ch := make(chan *Reply, 1)
	c.stateMu.Lock()
	c.wait = ch
	c.stateMu.Unlock()
	for _, l := range lines {
		c.w.WriteString(l)
		c.w.WriteString("\r\n")
	}
	if err := c.w.Flush(); err != nil {
		c.conn.Close()
		return nil, fmt.Errorf("%w (%v)", ErrClosed, err)
	}
	t := time.NewTimer(CommandTimeout)
	defer t.Stop()
	select {
	case rep := <-ch:
		return rep, nil
	case <-c.done:
		return nil, c.Err()
	case <-ctx.Done():
		c.conn.Close()
		return nil, ctx.Err()
	case <-t.C:
		c.conn.Close()
		return nil, fmt.Errorf("speech-dispatcher did not answer %s within %v: %w", firstWord(lines[0]), CommandTimeout, ErrClosed)
	}
}

// Do sends one command line and returns its reply; a reply that says
// the command failed is a *ReplyError.
func (c *Client) Do(ctx context.Context, command string) (Reply, error) {
	if strings.ContainsAny(command, "\r\n") {
		return Reply{}, fmt.Errorf("an SSIP command is one line: %q", quote(command))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	rep, err := c.roundTrip(ctx, command)
	if err != nil {
		return Reply{}, err
	}
	if !rep.OK() {
		return *rep, &ReplyError{Command: firstWord(command), Reply: *rep}
	}
	return *rep, nil
}

// Set sends "SET self NAME VALUE".
func (c *Client) Set(ctx context.Context, name, value string) error {
	_, err := c.Do(ctx, "SET self "+name+" "+value)
	return err
}

// Speak sends text as one message and returns the number the server
// gave it. Line ends become CR LF, and a line that starts with a dot
// gets a second one, so that no line of the text ends the message.
func (c *Client) Speak(ctx context.Context, text string) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	rep, err := c.roundTrip(ctx, "SPEAK")
	if err != nil {
		return 0, err
	}
	if !rep.OK() {
		return 0, &ReplyError{Command: "SPEAK", Reply: *rep}
	}
	rep, err = c.roundTrip(ctx, append(DataLines(text), ".")...)
	if err != nil {
		return 0, err
	}
	if !rep.OK() {
		return 0, &ReplyError{Command: "SPEAK", Reply: *rep}
	}
	if len(rep.Lines) == 0 {
		return 0, &ProtocolError{Kind: BadMessageID, Text: quote(rep.Text)}
	}
	id, err := strconv.Atoi(strings.TrimSpace(rep.Lines[0]))
	if err != nil {
		return 0, &ProtocolError{Kind: BadMessageID, Text: quote(rep.Lines[0])}
	}
	return id, nil
}

// DataLines splits text into the lines of a SPEAK message: CR LF, CR
// and LF all end a line, and a line that starts with a dot gets a
// second dot. Empty text is one empty line.
func DataLines(text string) []string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, ".") {
			lines[i] = "." + l
		}
	}
	return lines
}

// Close says QUIT, if the connection is still open, and closes it.
func (c *Client) Close() error {
	if c.Err() == nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		c.mu.Lock()
		_, _ = c.roundTrip(ctx, "QUIT")
		c.mu.Unlock()
		cancel()
	}
	err := c.conn.Close()
	<-c.done
	if errors.Is(err, net.ErrClosed) {
		return nil
	}
	return err
}

func firstWord(s string) string {
	w, _, _ := strings.Cut(s, " ")
	return w
}
