package lichess_test

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/lichess/lichesstest"
)

// unix: the system has Unix file modes (Windows shows 0666 or 0444).
const unix = runtime.GOOS != "windows"

// The token is kept in a file of mode 0600 (also one that was readable
// by others before), written whole, and read back; no temporary file is
// left.
func TestSaveAndLoadToken(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "rochade", "lichess-token")
	if err := lichess.SaveToken(path, token); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil || unix && fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, %v", fi.Mode(), err)
	}
	if di, _ := os.Stat(filepath.Dir(path)); unix && di.Mode().Perm() != 0o700 {
		t.Fatalf("folder mode %v", di.Mode())
	}
	got, err := lichess.LoadToken(path)
	if err != nil || got != token {
		t.Fatalf("loaded %q, %v", got, err)
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := lichess.SaveToken(path, "lip_second"); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(path); unix && fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode after saving over a 0644 file: %v", fi.Mode())
	}
	if got, _ := lichess.LoadToken(path); got != "lip_second" {
		t.Fatalf("loaded %q", got)
	}
	ents, _ := os.ReadDir(filepath.Dir(path))
	if len(ents) != 1 {
		t.Fatalf("files left: %v", ents)
	}
}

// A token typed with spaces and a newline around it is read without them.
func TestLoadTokenTrims(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tok")
	if err := os.WriteFile(path, []byte("  "+token+" \r\nsecond line\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := lichess.LoadToken(path); err != nil || got != token {
		t.Fatalf("%q %v", got, err)
	}
}

// A missing or empty file, or one with no token in it, is a
// *TokenFileError that holds no part of what the file holds; a bad
// token is not saved, and the old one stays.
func TestTokenFileErrors(t *testing.T) {
	dir := t.TempDir()
	var te *lichess.TokenFileError
	_, err := lichess.LoadToken(filepath.Join(dir, "missing"))
	if !errors.As(err, &te) || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing: %v", err)
	}
	for _, content := range []string{"", "\n\n", "lip_two words", "lip_\x01ctl"} {
		path := filepath.Join(dir, "t")
		if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		_, err := lichess.LoadToken(path)
		if !errors.As(err, &te) || te.Err != nil {
			t.Fatalf("%q: %v", content, err)
		}
		if k, _ := te.Fact(); k != "lichess-token-file-empty" || (strings.TrimSpace(content) != "" && strings.Contains(err.Error(), strings.TrimSpace(content))) {
			t.Fatalf("%q: fact %s, text %q", content, k, err)
		}
	}
	path := filepath.Join(dir, "keep")
	if err := lichess.SaveToken(path, token); err != nil {
		t.Fatal(err)
	}
	if err := lichess.SaveToken(path, "two words"); !errors.As(err, &te) {
		t.Fatalf("a token with a space: %v", err)
	}
	if got, _ := lichess.LoadToken(path); got != token {
		t.Fatalf("the old token is gone: %q", got)
	}
	if err := lichess.SaveToken(dir, token); !errors.As(err, &te) {
		t.Fatalf("saving over a folder: %v", err)
	}
}

// A token folder that cannot be written: a *TokenFileError with the
// system's reason, and the old token stays.
func TestSaveTokenReadOnlyFolder(t *testing.T) {
	if os.Geteuid() == 0 || !unix {
		// root writes anyway: the same failure through a file where the folder should be
		dir := t.TempDir()
		block := filepath.Join(dir, "file")
		if err := os.WriteFile(block, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		err := lichess.SaveToken(filepath.Join(block, "tok"), token)
		var te *lichess.TokenFileError
		if !errors.As(err, &te) || unix && !errors.Is(err, syscall.ENOTDIR) {
			t.Fatalf("%v", err)
		}
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "tok")
	if err := lichess.SaveToken(path, token); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o700)
	var te *lichess.TokenFileError
	if err := lichess.SaveToken(path, "lip_new"); !errors.As(err, &te) || !errors.Is(err, fs.ErrPermission) {
		t.Fatalf("%v", err)
	}
	if got, _ := lichess.LoadToken(path); got != token {
		t.Fatalf("old token lost: %q", got)
	}
}

func TestTokenPath(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/cfg")
	t.Setenv("HOME", "/home/x")
	p, err := lichess.TokenPath()
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := os.UserConfigDir(); p != filepath.Join(d, "rochade", "lichess-token") {
		t.Fatalf("%s", p)
	}
}

// CheckToken: the account and scopes of a good token; a token the server
// does not know, or one without board:play, is a *TokenError, and the
// token is in no error.
func TestCheckToken(t *testing.T) {
	s := lichesstest.New(t, lichesstest.Options{})
	s.AddAccount(token, "Alice")
	s.AddAccount("lip_noboard", "Bob")
	s.WithoutBoardScope("lip_noboard")
	ctx := context.Background()
	info, err := lichess.New(s.URL, token, nil).CheckToken(ctx)
	if err != nil || info.UserID != "alice" || !slices.Contains(info.Scopes, "board:play") || !info.Expires.IsZero() {
		t.Fatalf("%+v %v", info, err)
	}
	var te *lichess.TokenError
	_, err = lichess.New(s.URL, "lip_unknown1234", nil).CheckToken(ctx)
	if !errors.As(err, &te) || te.Status != 401 {
		t.Fatalf("unknown: %v", err)
	}
	checkNoToken(t, err, "lip_unknown1234")
	info, err = lichess.New(s.URL, "lip_noboard", nil).CheckToken(ctx)
	if !errors.As(err, &te) || te.Status != 403 || info.UserID != "bob" {
		t.Fatalf("without board:play: %+v %v", info, err)
	}
	_, err = lichess.New(s.URL, "two words", nil).CheckToken(ctx)
	if !errors.As(err, &te) {
		t.Fatalf("not a token: %v", err)
	}
}
