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
	"strings"
	"sync"
	"time"

	"github.com/rochade/rochade/cmd/internal/safefile"
)

// The rules of pairing.
const (
	// CodeLife is how long a pairing code may be used after it is made.
	CodeLife = 10 * time.Minute
	// MaxWrongCodes wrong codes in a row lock pairing for LockTime.
	MaxWrongCodes = 5
	LockTime      = time.Minute
	// keepPhones is how many paired phones are remembered; pairing one
	// more forgets the one paired first.
	keepPhones = 64
	// tokenBytes is the size of a phone's token: 256 random bits.
	tokenBytes = 32
	// maxPairingFile is the largest pairing file read.
	maxPairingFile = 64 << 10
)

// ErrNoCode is returned by Pair when no pairing code is open (none was
// made, it was used, or its time ran out).
var ErrNoCode error = &problem{key: "web-no-code", text: "no pairing code is open"}

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
	wrong     int // wrong codes in a row
	lockUntil time.Time
	phones    [][sha256.Size]byte
}

const codeDigits = 6

// NewPairing returns a Pairing that keeps the paired phones in the file
// at path ("" keeps them in memory only). A file that does not exist is
// no error: no phone is paired yet.
func NewPairing(path string) (*Pairing, error) {
	p := &Pairing{now: time.Now, path: path}
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
	phones, err := readPhones(io.LimitReader(f, maxPairingFile+1))
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

// readPhones reads a pairing file: one hash a line in hexadecimal; empty
// lines and lines that begin with # are skipped.
func readPhones(r io.Reader) ([][sha256.Size]byte, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if len(data) > maxPairingFile {
		return nil, ErrFileTooLarge
	}
	var out [][sha256.Size]byte
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 256), maxPairingFile)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		var h [sha256.Size]byte
		if len(line) != hex.EncodedLen(len(h)) {
			return nil, &FileError{Line: n, Err: ErrNotAHash}
		}
		if _, err := hex.Decode(h[:], []byte(line)); err != nil {
			return nil, &FileError{Line: n, Err: ErrNotAHash}
		}
		out = append(out, h)
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
	return string(code)
}

// Pair checks a code typed on a phone. The right code is used up and
// gives the phone's token, to be kept in its cookie; a wrong one gives a
// *WrongCodeError, and the fifth wrong code in a row locks pairing for
// LockTime (a *LockedError, also for every code typed meanwhile, even
// the right one). Spaces in the code are ignored. When the phones cannot
// be written to their file, the token is returned with a *SaveError: the
// phone is paired until Rochade stops.
func (p *Pairing) Pair(typed string) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	if now.Before(p.lockUntil) {
		return "", &LockedError{Wait: p.lockUntil.Sub(now)}
	}
	if p.code == nil || !now.Before(p.codeUntil) {
		p.code = nil
		return "", ErrNoCode
	}
	in := []byte(strings.Join(strings.Fields(typed), ""))
	if subtle.ConstantTimeCompare(in, p.code) != 1 {
		p.wrong++
		if p.wrong >= MaxWrongCodes {
			p.wrong = 0
			p.lockUntil = now.Add(LockTime)
			return "", &LockedError{Wait: LockTime}
		}
		return "", &WrongCodeError{Left: MaxWrongCodes - p.wrong}
	}
	p.code = nil
	p.wrong = 0
	var raw [tokenBytes]byte
	if _, err := rand.Read(raw[:]); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	token := base64.RawURLEncoding.EncodeToString(raw[:])
	p.phones = append(p.phones, sha256.Sum256([]byte(token)))
	if len(p.phones) > keepPhones {
		p.phones = p.phones[len(p.phones)-keepPhones:]
	}
	return token, p.saveLocked()
}

// Paired tells whether token is the token of a paired phone. It compares
// with every paired phone in constant time.
func (p *Pairing) Paired(token string) bool {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return false
	}
	h := sha256.Sum256([]byte(token))
	p.mu.Lock()
	defer p.mu.Unlock()
	found := 0
	for i := range p.phones {
		found |= subtle.ConstantTimeCompare(h[:], p.phones[i][:])
	}
	return found == 1
}

// Phones returns how many phones are paired.
func (p *Pairing) Phones() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.phones)
}

// Forget unpairs every phone.
func (p *Pairing) Forget() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.phones = nil
	return p.saveLocked()
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
		bw.WriteString("# paired phones of the live page: the SHA-256 hash of each phone's token, one a line\n")
		for _, h := range p.phones {
			bw.WriteString(hex.EncodeToString(h[:]))
			bw.WriteByte('\n')
		}
		return bw.Flush()
	})
	if err != nil {
		return &SaveError{Path: p.path, Err: err}
	}
	return nil
}
