package web

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeClock is a clock the test moves.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time      { return c.t }
func (c *fakeClock) add(d time.Duration) { c.t = c.t.Add(d) }
func newFakeClock() *fakeClock           { return &fakeClock{t: time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)} }
func pairingAt(t *testing.T, c *fakeClock) *Pairing {
	t.Helper()
	p, err := NewPairing("")
	if err != nil {
		t.Fatal(err)
	}
	p.now = c.now
	return p
}

// wrongCode returns a code of six digits that is not code.
func wrongCode(code string) string {
	if code == "000000" {
		return "000001"
	}
	return "000000"
}

func TestPairingRightCodeGivesTokenOnce(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	code := p.NewCode()
	if len(code) != 6 || strings.Trim(code, "0123456789") != "" {
		t.Fatalf("code %q is not six digits", code)
	}
	token, err := p.Pair(code[:3] + " " + code[3:])
	if err != nil {
		t.Fatalf("Pair(right code with a space): %v", err)
	}
	if len(token) != 43 {
		t.Errorf("token has %d characters, want 43 (256 bits, base64url)", len(token))
	}
	if !p.Paired(token) {
		t.Error("the token given is not paired")
	}
	if p.Paired(token[:42]+"A") && token[42] != 'A' {
		t.Error("a token one character off is paired")
	}
	if _, err := p.Pair(code); !errors.Is(err, ErrNoCode) {
		t.Errorf("the code used again: %v, want ErrNoCode", err)
	}
	other, err := func() (string, error) { c := p.NewCode(); return p.Pair(c) }()
	if err != nil || other == token {
		t.Fatalf("a second phone: token %q, err %v", other, err)
	}
	if !p.Paired(token) || !p.Paired(other) || p.Phones() != 2 {
		t.Errorf("two phones paired: %v %v %d", p.Paired(token), p.Paired(other), p.Phones())
	}
}

func TestPairingFiveWrongCodesLockForAMinute(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	code := p.NewCode()
	bad := wrongCode(code)
	for i := 1; i < MaxWrongCodes; i++ {
		_, err := p.Pair(bad)
		var wrong *WrongCodeError
		if !errors.As(err, &wrong) || wrong.Left != MaxWrongCodes-i {
			t.Fatalf("wrong code %d: %v, want %d tries left", i, err, MaxWrongCodes-i)
		}
	}
	_, err := p.Pair(bad)
	var locked *LockedError
	if !errors.As(err, &locked) || locked.Wait != time.Minute {
		t.Fatalf("fifth wrong code: %v, want locked for a minute", err)
	}
	clock.add(59 * time.Second)
	if _, err := p.Pair(code); !errors.As(err, &locked) || locked.Wait != time.Second {
		t.Fatalf("the right code 59 s into the lock: %v, want locked for 1 s more", err)
	}
	clock.add(time.Second)
	token, err := p.Pair(code)
	if err != nil || !p.Paired(token) {
		t.Fatalf("the right code after the lock: %v", err)
	}
	// The count starts again after a lock and after a pairing.
	code = p.NewCode()
	for i := 1; i < MaxWrongCodes; i++ {
		if _, err := p.Pair(wrongCode(code)); errors.As(err, &locked) {
			t.Fatalf("wrong code %d after a pairing locks", i)
		}
	}
}

func TestPairingCodeRunsOut(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	code := p.NewCode()
	clock.add(CodeLife)
	if _, err := p.Pair(code); !errors.Is(err, ErrNoCode) {
		t.Fatalf("a code after its life: %v, want ErrNoCode", err)
	}
	first := p.NewCode()
	second := p.NewCode()
	if first != second {
		if _, err := p.Pair(first); err == nil {
			t.Fatal("an earlier code still pairs after a new one was made")
		}
	}
	if _, err := p.Pair(second); err != nil {
		t.Fatalf("the newest code: %v", err)
	}
	if _, err := p.Pair("123456"); !errors.Is(err, ErrNoCode) {
		t.Fatalf("no code open: %v", err)
	}
}

func TestPairingKeepsOnlyHashesAcrossRestarts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "paired")
	p, err := NewPairing(path)
	if err != nil {
		t.Fatal(err)
	}
	token, err := p.Pair(p.NewCode())
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), token) {
		t.Fatal("the pairing file holds the token itself")
	}
	sum := sha256.Sum256([]byte(token))
	if !strings.Contains(string(data), hex.EncodeToString(sum[:])) {
		t.Fatalf("the pairing file does not hold the token's hash:\n%s", data)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("the pairing file's mode: %v %v, want 0600", fi.Mode(), err)
	}
	again, err := NewPairing(path)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Paired(token) {
		t.Fatal("a phone is not paired after a restart")
	}
	if err := again.Forget(); err != nil {
		t.Fatal(err)
	}
	third, err := NewPairing(path)
	if err != nil || third.Paired(token) {
		t.Fatalf("forgotten phones paired after a restart: %v", err)
	}
}

func TestPairingFileErrorsNameTheLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "paired")
	if err := os.WriteFile(path, []byte("# comment\n\n"+strings.Repeat("ab", 32)+"\nnot a hash\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := NewPairing(path)
	var fe *FileError
	if !errors.As(err, &fe) || fe.Line != 4 || fe.Path != path || !errors.Is(err, ErrNotAHash) {
		t.Fatalf("a bad line: %v, want line 4 of %s", err, path)
	}
	if err := os.WriteFile(path, []byte(strings.Repeat("#", maxPairingFile+1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := NewPairing(path); !errors.Is(err, ErrFileTooLarge) {
		t.Fatalf("a file too large: %v", err)
	}
	if p, err := NewPairing(filepath.Join(t.TempDir(), "none")); err != nil || p.Phones() != 0 {
		t.Fatalf("a file that does not exist: %v", err)
	}
}

func TestPairingSaveFailureKeepsThePhoneInMemory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	p, err := NewPairing(filepath.Join(dir, "paired"))
	if err != nil {
		t.Fatal(err)
	}
	// The folder becomes a file: nothing can be written in it.
	if err := os.WriteFile(dir, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	token, err := p.Pair(p.NewCode())
	var se *SaveError
	if !errors.As(err, &se) || token == "" || !p.Paired(token) {
		t.Fatalf("pairing with a file that cannot be written: token %q, err %v", token, err)
	}
}

func TestPairingKeepsTheNewestPhones(t *testing.T) {
	p := pairingAt(t, newFakeClock())
	first, _ := p.Pair(p.NewCode())
	var last string
	for i := 0; i < keepPhones; i++ {
		last, _ = p.Pair(p.NewCode())
	}
	if p.Phones() != keepPhones || p.Paired(first) || !p.Paired(last) {
		t.Fatalf("after %d phones: %d kept, first %v, last %v", keepPhones+1, p.Phones(), p.Paired(first), p.Paired(last))
	}
}
