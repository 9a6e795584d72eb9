package brlapi

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/rochade/rochade/braille/internal/fact"
)

// VersionError says that BRLTTY speaks another protocol version (BRLTTY
// 6.1 and later speak ProtocolVersion).
type VersionError struct{ Server, Client uint32 }

func (e *VersionError) Error() string {
	return fmt.Sprintf("brlapi: server protocol %d, client %d", e.Server, e.Client)
}

func (e *VersionError) Fact() (string, []any) { return "brlapi-version", []any{e.Server, e.Client} }

// AuthProblem says why authentication cannot be done.
type AuthProblem int

// The problems of authentication.
const (
	// AuthKeyRefused: BRLTTY asks for its key, and BRLAPI_AUTH says none.
	AuthKeyRefused AuthProblem = iota
	// AuthKeyUnreadable: the key file at Path cannot be read.
	AuthKeyUnreadable
)

// AuthError says that the client cannot authenticate to BRLTTY.
type AuthError struct {
	Problem AuthProblem
	Path    string
	Err     error
}

func (e *AuthError) Error() string {
	if e.Problem == AuthKeyRefused {
		return "brlapi: key asked for, BRLAPI_AUTH=none"
	}
	return fmt.Sprintf("brlapi: key file %s: %v", e.Path, e.Err)
}

func (e *AuthError) Unwrap() error { return e.Err }

func (e *AuthError) Fact() (string, []any) {
	if e.Problem == AuthKeyRefused {
		return "brlapi-key-refused", nil
	}
	return "brlapi-key-unreadable", []any{e.Path, e.Err}
}

// DefaultKeyFile is where BRLTTY keeps its authorization key.
const DefaultKeyFile = "/etc/brlapi.key"

// BasePort is the TCP port of BrlAPI server 0; server N listens on
// BasePort+N.
const BasePort = 4101

// SocketDirs are the directories searched, in order, for the local
// socket of a BrlAPI server; the socket of server N is DIR/N.
// $XDG_RUNTIME_DIR/brltty comes first when that variable is set.
var SocketDirs = []string{"/run/BrlAPI", "/var/lib/BrlAPI"}

// Config says how to reach and authenticate to BRLTTY. The zero value
// follows the environment, as the C library does.
type Config struct {
	// Host in BrlAPI syntax: ":N" for local server N (socket, then TCP
	// on 127.0.0.1), "HOST:N" for TCP port 4101+N, "HOST" for port 4101,
	// or an absolute socket path. Empty means $BRLAPI_HOST, else ":0".
	Host string
	// Auth in BrlAPI syntax: "none", "keyfile:PATH" or a bare PATH. Empty
	// means $BRLAPI_AUTH, else the key file /etc/brlapi.key, which is only
	// read if the server asks for it.
	Auth string
	// Timeout bounds connecting and each request. Zero means 5 seconds.
	Timeout time.Duration
}

func (c Config) timeout() time.Duration {
	if c.Timeout <= 0 {
		return 5 * time.Second
	}
	return c.Timeout
}

// endpoint is one address to try.
type endpoint struct{ network, address string }

// Endpoints lists the addresses Dial tries for a host string, in order.
func Endpoints(host string) ([]string, error) {
	eps, err := endpoints(host)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(eps))
	for i, e := range eps {
		out[i] = e.network + ":" + e.address
	}
	return out, nil
}

// HostError says that a BrlAPI host (Config.Host, $BRLAPI_HOST) is not
// written as BrlAPI writes them: ":N", "HOST:N", "HOST", "[V6]:N" or an
// absolute socket path. Why says what is wrong, in English, for a log.
type HostError struct {
	Host string
	Why  string
}

func (e *HostError) Error() string { return fmt.Sprintf("brlapi: host %q: %s", e.Host, e.Why) }

func (e *HostError) Fact() (string, []any) { return "brlapi-bad-host", []any{e.Host} }

func endpoints(host string) ([]endpoint, error) {
	if strings.HasPrefix(host, "/") {
		return []endpoint{{"unix", host}}, nil
	}
	name, num := host, ""
	if strings.HasPrefix(host, "[") { // [v6]:N
		end := strings.Index(host, "]")
		if end < 0 {
			return nil, &HostError{Host: host, Why: "no closing bracket"}
		}
		name = host[1:end]
		rest := host[end+1:]
		if rest != "" {
			if rest[0] != ':' {
				return nil, &HostError{Host: host, Why: `expected ":N" after the bracket`}
			}
			num = rest[1:]
		}
	} else if i := strings.LastIndex(host, ":"); i >= 0 {
		name, num = host[:i], host[i+1:]
	}
	n := 0
	if num != "" {
		v, err := strconv.Atoi(num)
		if err != nil || v < 0 || v > 65535-BasePort {
			return nil, &HostError{Host: host, Why: strconv.Quote(num) + " is not a server number"}
		}
		n = v
	}
	port := strconv.Itoa(BasePort + n)
	if name == "" {
		var eps []endpoint
		if x := os.Getenv("XDG_RUNTIME_DIR"); x != "" {
			eps = append(eps, endpoint{"unix", x + "/brltty/" + strconv.Itoa(n)})
		}
		for _, d := range SocketDirs {
			eps = append(eps, endpoint{"unix", d + "/" + strconv.Itoa(n)})
		}
		return append(eps, endpoint{"tcp", net.JoinHostPort("127.0.0.1", port)}), nil
	}
	return []endpoint{{"tcp", net.JoinHostPort(name, port)}}, nil
}

// Conn is a connection to BRLTTY. Its methods may be called from several
// goroutines; keys arrive on the Keys channel.
type Conn struct {
	nc      net.Conn
	timeout time.Duration

	wmu   sync.Mutex // serialises writes to nc
	reqmu sync.Mutex // one request awaiting a reply at a time

	replies chan Packet
	keys    chan Key
	done    chan struct{}

	mu     sync.Mutex
	err    error // why the connection ended
	cols   int
	rows   int
	inTTY  bool
	closed bool
}

// ErrUnreachable is wrapped by Dial's error when no address of the host
// answers: BRLTTY is not running, or not with its API.
var ErrUnreachable error = &fact.Fact{Key: "brltty-no-answer", Text: "brlapi: cannot reach BRLTTY"}

// ErrClosedByBRLTTY: BRLTTY closed the connection.
var ErrClosedByBRLTTY error = &fact.Fact{Key: "brltty-closed", Text: "brlapi: BRLTTY closed the connection"}

// UnreachableError says that no address of the host answers: at Where,
// the errors of each address tried.
type UnreachableError struct {
	Where string
	Errs  []error
}

func (e *UnreachableError) Error() string {
	return fmt.Sprintf("brlapi: cannot reach BRLTTY at %q: %v", e.Where, errors.Join(e.Errs...))
}

// Unwrap makes errors.Is(err, ErrUnreachable) true, and gives the
// errors of the addresses.
func (e *UnreachableError) Unwrap() []error { return append([]error{ErrUnreachable}, e.Errs...) }

func (e *UnreachableError) Fact() (string, []any) { return "brltty-not-at", []any{e.Where} }

// Dial connects to BRLTTY and authenticates.
func Dial(ctx context.Context, cfg Config) (*Conn, error) {
	host := cfg.Host
	if host == "" {
		host = os.Getenv("BRLAPI_HOST")
	}
	eps, err := endpoints(host)
	if err != nil {
		return nil, err
	}
	auth := cfg.Auth
	if auth == "" {
		auth = os.Getenv("BRLAPI_AUTH")
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.timeout())
	defer cancel()
	var d net.Dialer
	var errs []error
	for _, ep := range eps {
		nc, err := d.DialContext(ctx, ep.network, ep.address)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		c, err := handshake(ctx, nc, auth, cfg.timeout())
		if err != nil {
			nc.Close()
			return nil, err
		}
		return c, nil
	}
	where := host
	if where == "" {
		where = ":0"
	}
	return nil, &UnreachableError{Where: where, Errs: errs}
}

func handshake(ctx context.Context, nc net.Conn, auth string, timeout time.Duration) (*Conn, error) {
	if dl, ok := ctx.Deadline(); ok {
		nc.SetDeadline(dl)
	}
	dec := NewDecoder(nc)
	p, err := dec.Next()
	if err != nil {
		return nil, fmt.Errorf("brlapi: reading the server's version: %w", err)
	}
	if p.Type == PacketError {
		if se, err := ParseError(p); err == nil {
			return nil, se
		}
	}
	v, err := ParseVersion(p)
	if err != nil {
		return nil, err
	}
	if v != ProtocolVersion {
		return nil, &VersionError{Server: v, Client: ProtocolVersion}
	}
	if _, err := nc.Write(AppendPacket(nil, PacketVersion, binary.BigEndian.AppendUint32(nil, ProtocolVersion))); err != nil {
		return nil, fmt.Errorf("brlapi: sending version: %w", err)
	}
	p, err = dec.Next()
	if err != nil {
		return nil, fmt.Errorf("brlapi: reading the server's authentication methods: %w", err)
	}
	if p.Type == PacketError {
		se, err := ParseError(p)
		if err != nil {
			return nil, err
		}
		return nil, se
	}
	methods, err := ParseAuthMethods(p)
	if err != nil {
		return nil, err
	}
	if err := authenticate(nc, dec, methods, auth); err != nil {
		return nil, err
	}
	nc.SetDeadline(time.Time{})
	c := &Conn{
		nc:      nc,
		timeout: timeout,
		replies: make(chan Packet, 1),
		keys:    make(chan Key, 64),
		done:    make(chan struct{}),
	}
	go c.readLoop(dec)
	return c, nil
}

func has(methods []uint32, m uint32) bool {
	for _, x := range methods {
		if x == m {
			return true
		}
	}
	return false
}

func authenticate(nc net.Conn, dec *Decoder, methods []uint32, auth string) error {
	if has(methods, AuthNone) {
		return nil // the server has already let us in
	}
	if !has(methods, AuthKey) {
		return &fact.Fact{Key: "brlapi-no-auth-method", Text: "brlapi: BRLTTY offers no authentication method this program knows (key file or none)"}
	}
	path := DefaultKeyFile
	switch {
	case auth == "none":
		return &AuthError{Problem: AuthKeyRefused}
	case strings.HasPrefix(auth, "keyfile:"):
		path = strings.TrimPrefix(auth, "keyfile:")
	case strings.HasPrefix(auth, "/"):
		path = auth
	}
	key, err := os.ReadFile(path)
	if err != nil {
		return &AuthError{Problem: AuthKeyUnreadable, Path: path, Err: err}
	}
	if len(key) == 0 {
		return &fact.Fact{Key: "brlapi-key-empty", Args: []any{path}, Text: "brlapi: the BrlAPI key file " + path + " is empty"}
	}
	if len(key) > MaxPacketSize-4 {
		return &fact.Fact{Key: "brlapi-key-too-large", Args: []any{path}, Text: fmt.Sprintf("brlapi: the BrlAPI key file %s is too large (%d bytes)", path, len(key))}
	}
	data := binary.BigEndian.AppendUint32(nil, AuthKey)
	data = append(data, key...)
	if _, err := nc.Write(AppendPacket(nil, PacketAuth, data)); err != nil {
		return fmt.Errorf("brlapi: sending key: %w", err)
	}
	p, err := dec.Next()
	if err != nil {
		return fmt.Errorf("brlapi: reading the answer to our key: %w", err)
	}
	switch p.Type {
	case PacketAck:
		return nil
	case PacketError, PacketException:
		se, err := ParseError(p)
		if err != nil {
			return err
		}
		if se.Code == ErrCodeAuthentication {
			return &fact.Fact{Key: "brltty-auth-failed", Text: "brlapi: BRLTTY did not accept the key in " + path}
		}
		return se
	}
	return &fact.Fact{Key: "brltty-out-of-turn", Text: fmt.Sprintf("brlapi: unexpected %v packet in answer to our key", p.Type)}
}

func (c *Conn) readLoop(dec *Decoder) {
	var err error
	for {
		var p Packet
		p, err = dec.Next()
		if err != nil {
			break
		}
		switch p.Type {
		case PacketKey:
			k, perr := ParseKey(p)
			if perr != nil {
				err = perr
				break
			}
			select {
			case c.keys <- k:
			default: // nobody reads keys; drop rather than stall replies
			}
			continue
		case PacketException:
			se, perr := ParseError(p)
			if perr != nil {
				err = perr
			} else {
				err = se
			}
		case PacketParamUpdate:
			continue
		default:
			select {
			case c.replies <- p:
			default: // unsolicited reply: nobody is waiting for it
			}
			continue
		}
		break
	}
	if errors.Is(err, io.EOF) {
		err = ErrClosedByBRLTTY
	}
	c.finish(err)
}

func (c *Conn) finish(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		if c.closed {
			err = net.ErrClosed
		}
		c.err = err
		close(c.done)
		c.nc.Close()
	}
}

// Err returns why the connection ended, or nil while it is open.
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Done is closed when the connection ends.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Keys delivers the keys pressed on the display while in tty mode. If
// nobody reads them, keys beyond the first 64 are dropped.
func (c *Conn) Keys() <-chan Key { return c.keys }

func (c *Conn) send(t PacketType, data []byte) error {
	if err := c.Err(); err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.nc.SetWriteDeadline(time.Now().Add(c.timeout))
	_, err := c.nc.Write(AppendPacket(nil, t, data))
	if err != nil {
		c.finish(err)
	}
	return err
}

// request sends a packet and waits for the reply of type want (or an ACK
// when want is PacketAck).
func (c *Conn) request(t PacketType, data []byte, want PacketType) (Packet, error) {
	c.reqmu.Lock()
	defer c.reqmu.Unlock()
	for { // drop a stale reply, if any
		select {
		case <-c.replies:
			continue
		default:
		}
		break
	}
	if err := c.send(t, data); err != nil {
		return Packet{}, err
	}
	timer := time.NewTimer(c.timeout)
	defer timer.Stop()
	select {
	case p := <-c.replies:
		if p.Type == PacketError {
			se, err := ParseError(p)
			if err != nil {
				return Packet{}, err
			}
			return Packet{}, se
		}
		if p.Type != want {
			return Packet{}, &fact.Fact{Key: "brltty-out-of-turn", Text: fmt.Sprintf("brlapi: expected a %v packet in answer to %v, got %v", want, t, p.Type)}
		}
		return p, nil
	case <-c.done:
		return Packet{}, c.Err()
	case <-timer.C:
		return Packet{}, &fact.Fact{Key: "brltty-no-answer", Text: fmt.Sprintf("brlapi: no answer from BRLTTY to a %v request within %v", t, c.timeout)}
	}
}

// DisplaySize asks for the size of the display in cells.
func (c *Conn) DisplaySize() (cols, rows int, err error) {
	p, err := c.request(PacketGetDisplaySize, nil, PacketGetDisplaySize)
	if err != nil {
		return 0, 0, err
	}
	cols, rows, err = ParseDisplaySize(p)
	if err != nil {
		return 0, 0, err
	}
	c.mu.Lock()
	c.cols, c.rows = cols, rows
	c.mu.Unlock()
	return cols, rows, nil
}

// DriverName asks for the name of the braille driver BRLTTY uses.
func (c *Conn) DriverName() (string, error) {
	p, err := c.request(PacketGetDriverName, nil, PacketGetDriverName)
	if err != nil {
		return "", err
	}
	return strings.TrimRight(string(p.Data), "\x00"), nil
}

// EnterTTYMode takes the display for the terminal path ttys (outermost
// first, as in $WINDOWPATH followed by the terminal). An empty path takes
// the root, which BRLTTY shows when no client holds a terminal it is
// showing. See DefaultTTYPath.
func (c *Conn) EnterTTYMode(ttys []int) error {
	if _, _, err := c.DisplaySize(); err != nil {
		return err
	}
	if _, err := c.request(PacketEnterTTYMode, EncodeEnterTTYMode(ttys), PacketAck); err != nil {
		return err
	}
	c.mu.Lock()
	c.inTTY = true
	c.mu.Unlock()
	return nil
}

// LeaveTTYMode gives the display back to BRLTTY.
func (c *Conn) LeaveTTYMode() error {
	c.mu.Lock()
	in := c.inTTY
	c.mu.Unlock()
	if !in {
		return nil
	}
	_, err := c.request(PacketLeaveTTYMode, nil, PacketAck)
	c.mu.Lock()
	c.inTTY = false
	c.mu.Unlock()
	return err
}

// Size returns the display size last reported (0, 0 before the first
// DisplaySize or EnterTTYMode).
func (c *Conn) Size() (cols, rows int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cols, c.rows
}

// Write sends a write packet. Write packets get no answer; an error the
// server finds later ends the connection with an exception.
func (c *Conn) Write(a WriteArgs) error {
	data, err := EncodeWrite(a)
	if err != nil {
		return err
	}
	return c.send(PacketWrite, data)
}

// WriteText shows text on the whole display, padded with spaces or cut to
// the display's size, with no cursor. BRLTTY's text table turns it into
// dots.
func (c *Conn) WriteText(text string) error {
	cols, rows := c.Size()
	n := cols * rows
	if n == 0 {
		return errors.New("brlapi: display size unknown outside tty mode")
	}
	return c.Write(WriteArgs{RegionBegin: 1, RegionSize: n, Text: fit(text, n), Cursor: CursorOff})
}

// WriteDots shows the given dot patterns (bit 0 = dot 1 ... bit 7 =
// dot 8), padded with blank cells or cut to the display's size, with no
// cursor. The text sent along is the same patterns as Unicode braille, so
// that screen readers see them too.
func (c *Conn) WriteDots(cells []byte) error {
	cols, rows := c.Size()
	n := cols * rows
	if n == 0 {
		return errors.New("brlapi: display size unknown outside tty mode")
	}
	or := make([]byte, n)
	copy(or, cells)
	var sb strings.Builder
	for _, d := range or {
		sb.WriteRune(0x2800 + rune(d))
	}
	return c.Write(WriteArgs{RegionBegin: 1, RegionSize: n, Text: sb.String(),
		AndMask: make([]byte, n), OrMask: or, Cursor: CursorOff})
}

// fit pads or cuts s to exactly n characters; control characters become
// spaces.
func fit(s string, n int) string {
	var sb strings.Builder
	i := 0
	for _, r := range s {
		if i == n {
			break
		}
		if r < 0x20 || r == 0x7f || r == utf8.RuneError {
			r = ' '
		}
		sb.WriteRune(r)
		i++
	}
	for ; i < n; i++ {
		sb.WriteByte(' ')
	}
	return sb.String()
}

// Close leaves tty mode, if needed, and closes the connection.
func (c *Conn) Close() error {
	var err error
	if c.Err() == nil {
		err = c.LeaveTTYMode()
	}
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	c.finish(net.ErrClosed)
	return err
}

// DefaultTTYPath works out the terminal path the C library would use:
// the numbers in $WINDOWPATH, then the terminal from $WINDOWID,
// $CONTROLVT or the Linux virtual console the process runs on. ok is
// false when no terminal is known; the path then holds only the
// $WINDOWPATH part, which may be empty (the root).
func DefaultTTYPath() (path []int, ok bool) {
	for _, f := range strings.Split(os.Getenv("WINDOWPATH"), ":") {
		if v, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			path = append(path, v)
		}
	}
	for _, name := range []string{"WINDOWID", "CONTROLVT"} {
		if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v >= 0 {
			return append(path, v), true
		}
	}
	if vt, ok := linuxVT(); ok {
		return append(path, vt), true
	}
	return path, false
}

// linuxVT reads the controlling terminal from /proc/self/stat and returns
// its number if it is a virtual console (major 4, minor 1–63).
func linuxVT() (int, bool) {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0, false
	}
	s := string(b)
	i := strings.LastIndex(s, ")") // the command name may hold spaces
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(s[i+1:])
	// after the name: state ppid pgrp session tty_nr
	if len(f) < 5 {
		return 0, false
	}
	nr, err := strconv.Atoi(f[4])
	if err != nil {
		return 0, false
	}
	major := (nr >> 8) & 0xfff
	minor := (nr & 0xff) | ((nr >> 12) & 0xfff00)
	if major == 4 && minor >= 1 && minor <= 63 {
		return minor, true
	}
	return 0, false
}
