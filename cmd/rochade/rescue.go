package main

// What the record keeps outside the record: the user's data folder, the
// journal of writes that a crash may interrupt, and the rescue file of
// games the record could not take.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// dataDir returns Rochade's folder in the user's data folder:
// $XDG_DATA_HOME/rochade (else ~/.local/share/rochade) on Linux and the
// other Unix systems, ~/Library/Application Support/rochade on macOS,
// %LOCALAPPDATA%\rochade on Windows.
func dataDir() (string, error) {
	switch runtime.GOOS {
	case "windows":
		if d := os.Getenv("LOCALAPPDATA"); d != "" {
			return filepath.Join(d, "rochade"), nil
		}
		d, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(d, "rochade"), nil
	case "darwin", "ios":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(home, "Library", "Application Support", "rochade"), nil
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "rochade"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(home, ".local", "share", "rochade"), nil
}

// recordPlacesNow returns where the record keeps what is not in it for
// this process: its command line (for the lock file) and the folder of
// journals ("" if the user has no data folder).
func recordPlacesNow() recordPlaces {
	words := make([]string, len(os.Args))
	for i, a := range os.Args {
		words[i] = ui.ShellWord(a)
	}
	at := recordPlaces{command: strings.Join(words, " ")}
	if d, err := dataDir(); err == nil {
		at.journals = filepath.Join(d, "journal")
	}
	return at
}

// pgnOf writes games as PGN, each a game of its own.
func pgnOf(games []*notation.Game) []byte {
	var b bytes.Buffer
	for _, g := range games {
		_ = notation.WritePGN(&b, g, notation.Format{Lang: g.Lang})
	}
	return b.Bytes()
}

// rescue writes games the record could not take to a new file in the
// user's data folder (else the system's temporary folder), never over a
// file that is there, and returns its path.
func rescue(record string, games []*notation.Game, at time.Time) (string, error) {
	data := pgnOf(games)
	name := strings.TrimSuffix(filepath.Base(record), filepath.Ext(record))
	if name == "" || name == "." || name == string(filepath.Separator) {
		name = "game"
	}
	name += "-" + at.Format("2006-01-02-150405")
	var dirs []string
	if d, err := dataDir(); err == nil {
		dirs = append(dirs, filepath.Join(d, "rescued"))
	}
	dirs = append(dirs, os.TempDir())
	var first error
	for _, dir := range dirs {
		path, err := writeNew(dir, name, ".pgn", data)
		if err == nil {
			return path, nil
		}
		if first == nil {
			first = err
		}
	}
	return "", first
}

// writeNew writes data to a new file in dir named name+ext (name-2+ext,
// name-3+ext … if there is one), synced, and returns its path.
func writeNew(dir, name, ext string, data []byte) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	for i := 1; i < 1000; i++ {
		path := filepath.Join(dir, name+ext)
		if i > 1 {
			path = filepath.Join(dir, fmt.Sprintf("%s-%d%s", name, i, ext))
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = f.Write(data)
		if serr := f.Sync(); err == nil {
			err = serr
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
			return "", err
		}
		if d, err := os.Open(dir); err == nil {
			_ = d.Sync()
			d.Close()
		}
		return path, nil
	}
	return "", fs.ErrExist
}

// rescueGames is the end of a run whose record could not take its last
// moves: the games are printed as PGN on w and written to a rescue file,
// and the error returned says where they are.
func rescueGames(p *ui.Printer, w io.Writer, record string, games []*notation.Game, werr error) error {
	reason := reasonOf(werr)
	for _, l := range strings.Split(strings.TrimRight(string(pgnOf(games)), "\n"), "\n") {
		fmt.Fprintln(w, l)
	}
	path, err := rescue(record, games, time.Now())
	if err != nil {
		return p.Errorf(ui.PlayRecordUnrescued, record, reason, reasonOf(err))
	}
	return p.Errorf(ui.PlayRecordRescued, record, reason, path)
}
