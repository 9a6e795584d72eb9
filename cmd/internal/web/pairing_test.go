package web

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
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

// The clients of the tests: the player's phone and a neighbour's.
const (
	home     = "192.0.2.1"
	neighbor = "192.0.2.2"
)

// isWrong tells whether err is the answer to a wrong code.
func isWrong(err error) bool {
	var wrong *WrongCodeError
	return errors.As(err, &wrong)
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
	token, err := p.Pair(home, code[:3]+" "+code[3:])
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
	if _, err := p.Pair(home, code); !isWrong(err) {
		t.Errorf("the code used again: %v, want a wrong code", err)
	}
	other, err := func() (string, error) { c := p.NewCode(); return p.Pair(home, c) }()
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
		_, err := p.Pair(home, bad)
		var wrong *WrongCodeError
		if !errors.As(err, &wrong) || wrong.Left != MaxWrongCodes-i {
			t.Fatalf("wrong code %d: %v, want %d tries left", i, err, MaxWrongCodes-i)
		}
	}
	_, err := p.Pair(home, bad)
	var locked *LockedError
	if !errors.As(err, &locked) || locked.Wait != time.Minute {
		t.Fatalf("fifth wrong code: %v, want locked for a minute", err)
	}
	clock.add(59 * time.Second)
	if _, err := p.Pair(home, code); !errors.As(err, &locked) || locked.Wait != time.Second {
		t.Fatalf("the right code 59 s into the lock: %v, want locked for 1 s more", err)
	}
	clock.add(time.Second)
	token, err := p.Pair(home, code)
	if err != nil || !p.Paired(token) {
		t.Fatalf("the right code after the lock: %v", err)
	}
	// The count starts again after a lock and after a pairing.
	code = p.NewCode()
	for i := 1; i < MaxWrongCodes; i++ {
		if _, err := p.Pair(home, wrongCode(code)); errors.As(err, &locked) {
			t.Fatalf("wrong code %d after a pairing locks", i)
		}
	}
}

func TestPairingCodeRunsOut(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	code := p.NewCode()
	clock.add(CodeLife)
	if _, err := p.Pair(home, code); !isWrong(err) {
		t.Fatalf("a code after its life: %v, want a wrong code", err)
	}
	first := p.NewCode()
	second := p.NewCode()
	if first != second {
		if _, err := p.Pair(home, first); err == nil {
			t.Fatal("an earlier code still pairs after a new one was made")
		}
	}
	if _, err := p.Pair(home, second); err != nil {
		t.Fatalf("the newest code: %v", err)
	}
	if _, err := p.Pair(home, "123456"); !isWrong(err) {
		t.Fatalf("no code open: %v, want a wrong code", err)
	}
}

func TestPairingKeepsOnlyHashesAcrossRestarts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "paired")
	p, err := NewPairing(path)
	if err != nil {
		t.Fatal(err)
	}
	token, err := p.Pair(home, p.NewCode())
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
	if n, err := again.Forget(); err != nil || n != 1 {
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
	token, err := p.Pair(home, p.NewCode())
	var se *SaveError
	if !errors.As(err, &se) || token == "" || !p.Paired(token) {
		t.Fatalf("pairing with a file that cannot be written: token %q, err %v", token, err)
	}
}

func TestPairingKeepsTheNewestPhones(t *testing.T) {
	p := pairingAt(t, newFakeClock())
	first, _ := p.Pair(home, p.NewCode())
	var last string
	for i := 0; i < keepPhones; i++ {
		last, _ = p.Pair(home, p.NewCode())
	}
	if p.Phones() != keepPhones || p.Paired(first) || !p.Paired(last) {
		t.Fatalf("after %d phones: %d kept, first %v, last %v", keepPhones+1, p.Phones(), p.Paired(first), p.Paired(last))
	}
}

func TestPairingLockIsPerClient(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	code := p.NewCode()
	var locked *LockedError
	for i := 1; i <= MaxWrongCodes; i++ {
		_, err := p.Pair(neighbor, wrongCode(code))
		if i < MaxWrongCodes && !isWrong(err) || i == MaxWrongCodes && !errors.As(err, &locked) {
			t.Fatalf("the neighbour's wrong code %d: %v", i, err)
		}
	}
	if _, err := p.Pair(neighbor, code); !errors.As(err, &locked) {
		t.Fatalf("the right code from the locked neighbour: %v, want locked", err)
	}
	token, err := p.Pair(home, code)
	if err != nil || !p.Paired(token) {
		t.Fatalf("the player's right code while the neighbour is locked: %v", err)
	}
	// Each lock that follows is twice as long.
	clock.add(LockTime)
	p.NewCode()
	for i := 1; i <= MaxWrongCodes; i++ {
		_, err = p.Pair(neighbor, "1")
	}
	if !errors.As(err, &locked) || locked.Wait != 2*LockTime {
		t.Fatalf("the second lock: %v, want %v", err, 2*LockTime)
	}
}

func TestPairingAnswersTheSameWithoutACode(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	_, none := p.Pair(neighbor, "123456")
	code := p.NewCode()
	_, open := p.Pair(home, wrongCode(code))
	if none == nil || open == nil || none.Error() != open.Error() || reflect.TypeOf(none) != reflect.TypeOf(open) {
		t.Fatalf("no code open: %v; a code open: %v; want the same answer", none, open)
	}
}

func TestPairingCodeClosesAfterMaxGuesses(t *testing.T) {
	clock := newFakeClock()
	p := pairingAt(t, clock)
	var alarms []Alarm
	p.OnAlarm(func(a Alarm) { alarms = append(alarms, a) })
	code := p.NewCode()
	// One wrong code from each of many addresses: no client is locked.
	for i := 0; i < MaxGuesses; i++ {
		if _, err := p.Pair(fmt.Sprintf("198.51.100.%d", i), wrongCode(code)); !isWrong(err) {
			t.Fatalf("guess %d: %v", i, err)
		}
	}
	if want := []Alarm{Guessing, CodeClosed}; !reflect.DeepEqual(alarms, want) {
		t.Fatalf("the player was told %v, want %v (guessing once, then the code closed)", alarms, want)
	}
	if _, err := p.Pair(home, code); !isWrong(err) {
		t.Fatalf("the right code after %d wrong ones: %v, want it closed", MaxGuesses, err)
	}
	// A new code counts again.
	code = p.NewCode()
	if _, err := p.Pair(home, code); err != nil {
		t.Fatalf("a new code: %v", err)
	}
}

func TestPairingGuessingToldOnceACode(t *testing.T) {
	p := pairingAt(t, newFakeClock())
	var alarms []Alarm
	p.OnAlarm(func(a Alarm) { alarms = append(alarms, a) })
	code := p.NewCode()
	p.Pair(home, wrongCode(code)) // the player mistyped: no alarm
	if len(alarms) != 0 {
		t.Fatalf("one wrong code told: %v", alarms)
	}
	for i := 0; i < 3; i++ {
		p.Pair(neighbor, wrongCode(code))
	}
	if want := []Alarm{Guessing}; !reflect.DeepEqual(alarms, want) {
		t.Fatalf("told %v, want %v", alarms, want)
	}
	code = p.NewCode()
	p.Pair(neighbor, wrongCode(code))
	p.Pair(home, wrongCode(code))
	if want := []Alarm{Guessing, Guessing}; !reflect.DeepEqual(alarms, want) {
		t.Fatalf("a new code: told %v, want %v", alarms, want)
	}
	// Without a code open, nothing is at stake: nothing is told.
	p.Pair(home, code)
	p.Pair(neighbor, "000000")
	p.Pair(home, "000000")
	if len(alarms) != 2 {
		t.Fatalf("guesses without a code told: %v", alarms)
	}
}

func TestPairingTokenLivesThirtyDaysFromItsLastUse(t *testing.T) {
	clock := newFakeClock()
	path := filepath.Join(t.TempDir(), "paired")
	p, err := newPairing(path, clock.now)
	if err != nil {
		t.Fatal(err)
	}
	token, err := p.Pair(home, p.NewCode())
	if err != nil {
		t.Fatal(err)
	}
	clock.add(TokenLife - time.Hour)
	if !p.Paired(token) {
		t.Fatal("not paired an hour before its life ends")
	}
	// Renewed by that use, and written down.
	clock.add(TokenLife - time.Hour)
	if !p.Paired(token) {
		t.Fatal("not paired after a use renewed it")
	}
	again, err := newPairing(path, clock.now)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Paired(token) {
		t.Fatal("the renewal was not kept in the file")
	}
	clock.add(TokenLife)
	if p.Paired(token) || again.Paired(token) {
		t.Fatal("paired after 30 days unused")
	}
	data, _ := os.ReadFile(path)
	if strings.Contains(string(data), token) {
		t.Fatal("the file holds the token itself")
	}
}

func TestPairingUnpairsOnePhone(t *testing.T) {
	p := pairingAt(t, newFakeClock())
	a, _ := p.Pair(home, p.NewCode())
	b, _ := p.Pair(home, p.NewCode())
	if ok, err := p.Unpair(a); !ok || err != nil {
		t.Fatalf("Unpair: %v %v", ok, err)
	}
	if p.Paired(a) || !p.Paired(b) {
		t.Fatalf("after unpairing one: %v %v", p.Paired(a), p.Paired(b))
	}
	if ok, _ := p.Unpair(a); ok {
		t.Fatal("unpaired twice")
	}
	if n, err := p.Forget(); n != 1 || err != nil || p.Paired(b) {
		t.Fatalf("Forget: %d %v", n, err)
	}
}

func TestClientOf(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"127.0.0.2:5555", "127.0.0.2"},
		{"[::ffff:192.0.2.1]:80", "192.0.2.1"},
		{"[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"},
		{"[2001:db8:1:2:ffff::1]:443", "2001:db8:1:2::/64"},
		{"[fe80::1%eth0]:80", "fe80::/64"},
		{"pipe", "?pipe"},
	} {
		if got := ClientOf(c.in); got != c.want {
			t.Errorf("ClientOf(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
