package web

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/cmd/internal/safefile"
)

// The rules of pairing.
const (
	// CodeLife is how long a pairing code may be used after it is made.
	CodeLife = 10 * time.Minute
	// MaxWrongCodes wrong codes in a row from one client (an IPv4
	// address, an IPv6 /64) lock pairing for that client for LockTime,
	// twice as long after each lock that follows (at most maxLock); the
	// other clients may still pair.
	MaxWrongCodes = 5
	LockTime      = time.Minute
	maxLock       = time.Hour
	// MaxGuesses wrong codes in all, from every client together, close
	// the open code: a neighbour with many addresses cannot try them all.
	MaxGuesses = 20
	// TokenLife is how long a phone stays paired after it was last
	// used; each use renews it.
	TokenLife = 30 * 24 * time.Hour
	// renewEvery is how often a phone's last use is written down: not
	// on every request.
	renewEvery = 24 * time.Hour
	// keepClients is how many clients' wrong codes are remembered; the
	// ones idle longest are forgotten first.
	keepClients = 4096
	// keepPhones is how many paired phones are remembered; pairing one
	// more forgets the one paired first.
	keepPhones = 64
	// tokenBytes is the size of a phone's token: 256 random bits.
	tokenBytes = 32
	// maxPairingFile is the largest pairing file read.
	maxPairingFile = 64 << 10
)

// ErrNoCode is kept for the catalogue's key: Pair answers a code typed
// while none is open as a wrong code, so that a neighbour cannot learn
// when one is.
var ErrNoCode error = &problem{key: "web-no-code", text: "no pairing code is open"}

// Alarm is what the player is told about pairing at the board.
type Alarm uint8

// The alarms.
const (
	// Guessing: wrong codes for the open code come from a second client
	// (or one client was locked): someone else is guessing. Told once a
	// code.
	Guessing Alarm = iota + 1
	// CodeClosed: MaxGuesses wrong codes closed the open code; a new
	// one must be asked for.
	CodeClosed
)

// problem is an error without fields that names its message (a fact of
// the catalogue).
type problem struct{ key, text string }

func (p *problem) Error() string         { return p.text }
func (p *problem) Fact() (string, []any) { return p.key, nil }

// WrongCodeError is returned by Pair for a wrong code while tries are
// left.
type WrongCodeError struct {
	Left int // wrong codes left before pairing is locked
}

func (e *WrongCodeError) Error() string {
	return fmt.Sprintf("wrong pairing code, %d tries left", e.Left)
}

// Fact names its message: the wrong codes left.
func (e *WrongCodeError) Fact() (string, []any) { return "web-wrong-code", []any{e.Left} }

// LockedError is returned by Pair while pairing is locked after
// MaxWrongCodes wrong codes.
type LockedError struct {
	Wait time.Duration // until pairing opens again
}

func (e *LockedError) Error() string {
	return fmt.Sprintf("pairing is locked for %v", e.Wait)
}

// Seconds is the wait in whole seconds, rounded up.
func (e *LockedError) Seconds() int { return int((e.Wait + time.Second - 1) / time.Second) }

// Fact names its message: the seconds until pairing opens again.
func (e *LockedError) Fact() (string, []any) { return "web-locked", []any{e.Seconds()} }

// SaveError says that the paired phones could not be written to their
// file; the pairing holds until Rochade stops.
type SaveError struct {
	Path string
	Err  error
}

func (e *SaveError) Error() string {
	return "cannot keep the paired phones in " + e.Path + ": " + e.Err.Error()
}
func (e *SaveError) Unwrap() error { return e.Err }

// Fact names its message: the file and why.
func (e *SaveError) Fact() (string, []any) { return "web-phone-kept", []any{e.Path, e.Err} }

// FileError says why a pairing file cannot be read: Line is the line of
// the file (0 when the file as a whole is at fault).
type FileError struct {
	Path string
	Line int
	Err  error
}

func (e *FileError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s, line %d: %v", e.Path, e.Line, e.Err)
	}
	return e.Path + ": " + e.Err.Error()
}
func (e *FileError) Unwrap() error { return e.Err }

// Fact names its message: the file and why, with the line where there
// is one.
func (e *FileError) Fact() (string, []any) {
	if e.Line > 0 {
		return "web-phones-lost", []any{e.Path, &lineError{Line: e.Line, Err: e.Err}}
	}
	return "web-phones-lost", []any{e.Path, e.Err}
}

// lineError is what is wrong on a line of the pairing file.
type lineError struct {
	Line int
	Err  error
}

func (e *lineError) Error() string         { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *lineError) Unwrap() error         { return e.Err }
func (e *lineError) Fact() (string, []any) { return "web-line", []any{e.Line, e.Err} }

// The problems of a pairing file.
var (
	ErrNotAHash     error = &problem{key: "web-not-a-hash", text: "not a SHA-256 hash in hexadecimal"}
	ErrFileTooLarge error = &problem{key: "web-file-too-large", text: "too large for a pairing file"}
	ErrNotATime     error = &problem{key: "web-not-a-time", text: "not a time of last use in seconds"}
)

// Pairing says which phones may act: a phone pairs once with a six-digit
// code that Rochade says, and is then known by a random token it keeps
// in a cookie. Only the tokens' SHA-256 hashes are kept, in memory and,
// with a path, in a file, so that the phones stay paired when Rochade
// starts again. Safe for use by several goroutines.
type Pairing struct {
	mu   sync.Mutex
	now  func() time.Time
	path string

	code      []byte // the open code, codeDigits ASCII digits; nil when none
	codeUntil time.Time
	guesses   int               // wrong codes for the open code, from every client
	guessedBy map[string]bool   // the clients that typed them (at most two kept)
	told      bool              // the player was told of guessing for this code
	clients   map[string]*guest // wrong codes by client
	phones    []phone
	alarm     func(Alarm)
}

// guest is a client's wrong codes.
type guest struct {
	wrong     int // in a row
	locks     int // locks in a row: each one twice as long
	lockUntil time.Time
	last      time.Time
}

// phone is a paired phone: its token's hash and its last use.
type phone struct {
	hash [sha256.Size]byte
	used time.Time
}

// OnAlarm sets what tells the player of an Alarm; it is called outside
// the Pairing's lock and must not wait.
func (p *Pairing) OnAlarm(f func(Alarm)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.alarm = f
}

const codeDigits = 6

// NewPairing returns a Pairing that keeps the paired phones in the file
// at path ("" keeps them in memory only). A file that does not exist is
// no error: no phone is paired yet.
func NewPairing(path string) (*Pairing, error) { return newPairing(path, time.Now) }

// newPairing is NewPairing with a clock.
func newPairing(path string, now func() time.Time) (*Pairing, error) {
	p := &Pairing{now: now, path: path, clients: map[string]*guest{}}
	if path == "" {
		return p, nil
	}
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return nil, &FileError{Path: path, Err: err}
	}
	defer f.Close()
	phones, err := readPhones(io.LimitReader(f, maxPairingFile+1), p.now())
	if err != nil {
		var fe *FileError
		if errors.As(err, &fe) {
			fe.Path = path
			return nil, fe
		}
		return nil, &FileError{Path: path, Err: err}
	}
	p.phones = phones
	return p, nil
}

// readPhones reads a pairing file: one phone a line, its hash in
// hexadecimal, then, after a space, when it was last used (Unix
// seconds; a line without it counts as used now); empty lines and lines
// that begin with # are skipped. Phones unused for TokenLife are left
// out.
func readPhones(r io.Reader, now time.Time) ([]phone, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if len(data) > maxPairingFile {
		return nil, ErrFileTooLarge
	}
	var out []phone
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 256), maxPairingFile)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		hash, used, hasUsed := strings.Cut(line, " ")
		var ph phone
		if len(hash) != hex.EncodedLen(len(ph.hash)) {
			return nil, &FileError{Line: n, Err: ErrNotAHash}
		}
		if _, err := hex.Decode(ph.hash[:], []byte(hash)); err != nil {
			return nil, &FileError{Line: n, Err: ErrNotAHash}
		}
		ph.used = now
		if hasUsed {
			secs, err := strconv.ParseInt(strings.TrimSpace(used), 10, 64)
			if err != nil || secs < 0 {
				return nil, &FileError{Line: n, Err: ErrNotATime}
			}
			if t := time.Unix(secs, 0); t.Before(now) {
				ph.used = t
			}
		}
		if now.Sub(ph.used) >= TokenLife {
			continue
		}
		out = append(out, ph)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) > keepPhones {
		out = out[len(out)-keepPhones:]
	}
	return out, nil
}

// NewCode opens a new pairing code of six digits, valid for CodeLife or
// until a phone pairs with it, and returns it for Rochade to say. An
// earlier code is closed.
func (p *Pairing) NewCode() string {
	code := make([]byte, codeDigits)
	for i := range code {
		d, err := rand.Int(rand.Reader, big.NewInt(10))
		if err != nil {
			panic(err) // crypto/rand does not fail on supported systems
		}
		code[i] = byte('0' + d.Int64())
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.code = code
	p.codeUntil = p.now().Add(CodeLife)
	p.guesses, p.guessedBy, p.told = 0, nil, false
	return string(code)
}

// Pair checks a code typed on a phone by client from (ClientOf its
// address). The right code is used up and gives the phone's token, to be
// kept in its cookie. A wrong code gives a *WrongCodeError, and so does
// any code while none is open: the answer does not tell whether one is.
// The MaxWrongCodes-th wrong code in a row from one client locks pairing
// for that client (a *LockedError, also for every code it types
// meanwhile, even the right one); the other clients may still pair.
// MaxGuesses wrong codes in all close the open code. Spaces in the code
// are ignored. When the phones cannot be written to their file, the
// token is returned with a *SaveError: the phone is paired until
// Rochade stops.
func (p *Pairing) Pair(from, typed string) (string, error) {
	var alarms []Alarm
	p.mu.Lock()
	token, err := p.pairLocked(from, typed, &alarms)
	alarm := p.alarm
	p.mu.Unlock()
	if alarm != nil {
		for _, a := range alarms {
			alarm(a)
		}
	}
	return token, err
}

func (p *Pairing) pairLocked(from, typed string, alarms *[]Alarm) (string, error) {
	now := p.now()
	g := p.guestLocked(from, now)
	if now.Before(g.lockUntil) {
		return "", &LockedError{Wait: g.lockUntil.Sub(now)}
	}
	if p.code != nil && !now.Before(p.codeUntil) {
		p.code = nil
	}
	in := []byte(strings.Join(strings.Fields(typed), ""))
	// Compared with a code of the same length when none is open, so
	// that the answer takes as long either way.
	code := p.code
	if code == nil {
		code = []byte("------")
	}
	if p.code == nil || subtle.ConstantTimeCompare(in, code) != 1 {
		g.wrong++
		locked := g.wrong >= MaxWrongCodes
		if locked {
			g.wrong = 0
			wait := LockTime << min(g.locks, 6)
			if wait > maxLock {
				wait = maxLock
			}
			g.locks++
			g.lockUntil = now.Add(wait)
		}
		if p.code != nil {
			p.guesses++
			if p.guessedBy == nil {
				p.guessedBy = map[string]bool{}
			}
			if len(p.guessedBy) < 2 {
				p.guessedBy[from] = true
			}
			switch {
			case p.guesses >= MaxGuesses:
				p.code = nil
				*alarms = append(*alarms, CodeClosed)
			case !p.told && (len(p.guessedBy) > 1 || locked):
				p.told = true
				*alarms = append(*alarms, Guessing)
			}
		}
		if locked {
			return "", &LockedError{Wait: g.lockUntil.Sub(now)}
		}
		return "", &WrongCodeError{Left: MaxWrongCodes - g.wrong}
	}
	p.code = nil
	g.wrong, g.locks = 0, 0
	var raw [tokenBytes]byte
	if _, err := rand.Read(raw[:]); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	token := base64.RawURLEncoding.EncodeToString(raw[:])
	p.phones = append(p.phones, phone{hash: sha256.Sum256([]byte(token)), used: now})
	if len(p.phones) > keepPhones {
		p.phones = p.phones[len(p.phones)-keepPhones:]
	}
	return token, p.saveLocked()
}

// guestLocked returns the wrong codes of client from, and forgets the
// client idle longest when too many are kept. It holds p.mu.
func (p *Pairing) guestLocked(from string, now time.Time) *guest {
	if p.clients == nil {
		p.clients = map[string]*guest{}
	}
	g := p.clients[from]
	if g == nil {
		if len(p.clients) >= keepClients {
			p.forgetIdleLocked(now)
		}
		g = &guest{}
		p.clients[from] = g
	}
	if now.Sub(g.last) > maxLock && !now.Before(g.lockUntil) {
		// Idle for long: it starts again.
		g.wrong, g.locks = 0, 0
	}
	g.last = now
	return g
}

// forgetIdleLocked forgets the clients that are not locked, or else the
// one idle longest. It holds p.mu.
func (p *Pairing) forgetIdleLocked(now time.Time) {
	oldest, at := "", now
	for k, g := range p.clients {
		if !now.Before(g.lockUntil) && now.Sub(g.last) > LockTime {
			delete(p.clients, k)
			continue
		}
		if g.last.Before(at) || oldest == "" {
			oldest, at = k, g.last
		}
	}
	if len(p.clients) >= keepClients {
		delete(p.clients, oldest)
	}
}

// Paired tells whether token is the token of a paired phone that was
// used within TokenLife. It compares with every paired phone in constant
// time. A use renews the phone's life (written to the file once a day).
func (p *Pairing) Paired(token string) bool {
	return p.find(token) >= 0
}

// find returns the index of the phone with token, or -1, and renews it.
func (p *Pairing) find(token string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.findLocked(token)
}

// findLocked is find; it holds p.mu.
func (p *Pairing) findLocked(token string) int {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return -1
	}
	h := sha256.Sum256([]byte(token))
	found := -1
	for i := range p.phones {
		if subtle.ConstantTimeCompare(h[:], p.phones[i].hash[:]) == 1 {
			found = i
		}
	}
	if found < 0 {
		return -1
	}
	now := p.now()
	ph := &p.phones[found]
	if now.Sub(ph.used) >= TokenLife {
		return -1
	}
	if now.Sub(ph.used) >= renewEvery {
		ph.used = now
		p.saveLocked() // a failure keeps it renewed in memory
	}
	return found
}

// Phones returns how many phones are paired.
func (p *Pairing) Phones() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.phones)
}

// Unpair forgets the phone with token; it tells whether it was paired.
func (p *Pairing) Unpair(token string) (bool, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	i := p.findLocked(token)
	if i < 0 {
		return false, nil
	}
	p.phones = append(p.phones[:i], p.phones[i+1:]...)
	return true, p.saveLocked()
}

// Forget unpairs every phone and returns how many were paired.
func (p *Pairing) Forget() (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := len(p.phones)
	p.phones = nil
	return n, p.saveLocked()
}

// saveLocked writes the hashes to the file, through a temporary file that
// is synced and renamed. It holds p.mu.
func (p *Pairing) saveLocked() error {
	if p.path == "" {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o700); err != nil {
		return &SaveError{Path: p.path, Err: err}
	}
	err := safefile.Write(p.path, 0o600, func(w io.Writer) error {
		bw := bufio.NewWriter(w)
		bw.WriteString("# paired phones of the live page: the SHA-256 hash of each phone's token and its last use (Unix seconds), one a line\n")
		now := p.now()
		for _, ph := range p.phones {
			if now.Sub(ph.used) >= TokenLife {
				continue
			}
			bw.WriteString(hex.EncodeToString(ph.hash[:]))
			bw.WriteByte(' ')
			bw.WriteString(strconv.FormatInt(ph.used.Unix(), 10))
			bw.WriteByte('\n')
		}
		return bw.Flush()
	})
	if err != nil {
		return &SaveError{Path: p.path, Err: err}
	}
	return nil
}
