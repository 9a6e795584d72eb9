package lichess

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// TokenFileError is a token file that cannot be read or written, or that
// holds no token. It holds no part of the token.
type TokenFileError struct {
	Path string
	Err  error // nil: the file holds no token (empty, or not one word of printable ASCII)
}

func (e *TokenFileError) Error() string {
	if e.Err == nil {
		return e.Path + ": no token in the file"
	}
	return e.Path + ": " + e.Err.Error()
}

func (e *TokenFileError) Unwrap() error { return e.Err }

// Fact names the message: the path, and the error (or none: no token).
func (e *TokenFileError) Fact() (string, []any) {
	if e.Err == nil {
		return "lichess-token-file-empty", []any{e.Path}
	}
	return "lichess-token-file", []any{e.Path, e.Err}
}

// TokenPath is where the token is kept by default: the user's config
// folder, rochade/lichess-token.
func TokenPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "rochade", "lichess-token"), nil
}

// ValidToken tells whether tok can be a token: one word of printable
// ASCII, at most 512 bytes.
func ValidToken(tok string) bool {
	if tok == "" || len(tok) > 512 {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] <= ' ' || tok[i] > '~' {
			return false
		}
	}
	return true
}

// SaveToken writes the token to path, mode 0600, through a temporary
// file in the same folder (synced, then renamed over the old one), so
// that a failure leaves the old token as it was. The folder is made
// (0700) if it is missing.
func SaveToken(path, tok string) error {
	if !ValidToken(tok) {
		return &TokenFileError{Path: path}
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return &TokenFileError{Path: path, Err: unwrapPath(err)}
	}
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
		return &TokenFileError{Path: path, Err: errors.New("not a regular file")}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return &TokenFileError{Path: path, Err: unwrapPath(err)}
	}
	name := tmp.Name()
	err = tmp.Chmod(0o600)
	if err == nil {
		_, err = io.WriteString(tmp, tok+"\n")
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		os.Remove(name)
		return &TokenFileError{Path: path, Err: unwrapPath(err)}
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// LoadToken reads the token from path: its first line, without spaces
// around it.
func LoadToken(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", &TokenFileError{Path: path, Err: unwrapPath(err)}
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 4096))
	if err != nil {
		return "", &TokenFileError{Path: path, Err: unwrapPath(err)}
	}
	s := string(b)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimSpace(s)
	if !ValidToken(s) {
		return "", &TokenFileError{Path: path}
	}
	return s, nil
}

// unwrapPath drops the path an *fs.PathError repeats.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
