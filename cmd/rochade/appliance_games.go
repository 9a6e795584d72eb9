package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/rochade/rochade/notation"
)

// The appliance keeps each game in its own PGN file in the games folder,
// named by the date and time it began and its players:
// "2026-11-27 19-45 Anna - Boris.pgn". Each file follows the record
// rules of play (record.go): a game's file only grows.

// defaultGamesDir returns the games folder in the user's data folder:
// $XDG_DATA_HOME or ~/.local/share on Linux and other Unix systems,
// ~/Library/Application Support on macOS, %LocalAppData% on Windows.
func defaultGamesDir() string {
	var base string
	switch runtime.GOOS {
	case "windows":
		base = os.Getenv("LocalAppData")
	case "darwin":
		if home, err := os.UserHomeDir(); err == nil {
			base = filepath.Join(home, "Library", "Application Support")
		}
	default:
		base = os.Getenv("XDG_DATA_HOME")
		if !filepath.IsAbs(base) {
			base = ""
			if home, err := os.UserHomeDir(); err == nil {
				base = filepath.Join(home, ".local", "share")
			}
		}
	}
	if base == "" {
		return ""
	}
	return filepath.Join(base, "rochade", "games")
}

// gamePGNName returns a name for a game begun at t by white and black
// that no file in dir has: "2026-11-27 19-45 Anna - Boris.pgn", without
// the players when neither is named, " (2)" added to a name taken. The
// names keep to what every file system takes (a USB stick's FAT too).
func gamePGNName(dir string, t time.Time, white, black string) string {
	base := t.Format("2006-01-02 15-04")
	white, black = fileWord(white), fileWord(black)
	if white != "" || black != "" {
		base += " " + orQuestion(white) + " - " + orQuestion(black)
	}
	name := base + ".pgn"
	for i := 2; ; i++ {
		if _, err := os.Lstat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) {
			return name
		}
		name = base + " (" + strconv.Itoa(i) + ").pgn"
	}
}

func orQuestion(s string) string {
	if s == "" {
		return "NN"
	}
	return s
}

// fileWord makes a player's name fit a file name: letters, digits,
// spaces and . , ' - kept, anything else (/ \ : * ? " < > | and control
// characters) a space, at most 40 characters.
func fileWord(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(".,'-", r):
			b.WriteRune(r)
		default:
			b.WriteRune(' ')
		}
	}
	out := strings.Join(strings.Fields(b.String()), " ")
	if r := []rune(out); len(r) > 40 {
		out = strings.TrimSpace(string(r[:40]))
	}
	return strings.Trim(out, ".")
}

// gameFiles lists the PGN files of the games folder, oldest first (by
// name: the names begin with the date and time).
func gameFiles(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && strings.EqualFold(filepath.Ext(e.Name()), ".pgn") && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	sort.Strings(out)
	return out
}

// gamesRecord is the appliance's Record (assistant.Record): game i of
// the session in its own file, made when the game has its first move
// (or a result).
type gamesRecord struct {
	dir    string
	now    func() time.Time
	tags   []notation.Tag
	files  []*recordFile
	paths  []string
	frozen []bool // finished and saved with its result
}

// Save writes each game that changed to its file.
func (r *gamesRecord) Save(finished []*notation.Game, cur *notation.Game) error {
	games := finished
	if cur != nil {
		games = append(finished[:len(finished):len(finished)], cur)
	}
	var first error
	for i, g := range games {
		if i < len(r.frozen) && r.frozen[i] {
			continue
		}
		if len(g.Moves) == 0 && (g.Result == "" || g.Result == "*") {
			continue // a game without a move is never written
		}
		for len(r.files) <= i {
			r.files = append(r.files, nil)
			r.paths = append(r.paths, "")
			r.frozen = append(r.frozen, false)
		}
		if r.files[i] == nil {
			if err := os.MkdirAll(r.dir, 0o755); err != nil {
				first = firstErr(first, err)
				continue
			}
			path := filepath.Join(r.dir, gamePGNName(r.dir, r.now(), g.Tag("White"), g.Tag("Black")))
			ro, err := openRecord(path, false, r.tags, recordPlacesNow())
			if err != nil {
				first = firstErr(first, err)
				continue
			}
			r.files[i], r.paths[i] = ro.rec, path
		}
		if err := r.files[i].Save(nil, g); err != nil {
			first = firstErr(first, err)
			continue
		}
		r.frozen[i] = i < len(finished)
		if r.frozen[i] {
			// Finished and saved: its file (and its lock) is let go.
			r.files[i].Close()
		}
	}
	return first
}

// placeOnline finds the file of the online game joined, before the
// session wrote anything: the newest file whose last game is its
// unfinished copy and whose moves begin the server's goes on (the last
// file, opened as the game that goes on, is let go when it is another
// game). A copy that parts from the server's moves stays as it is, and
// the game gets a new file: path names the copy, differs says where.
func (r *gamesRecord) placeOnline(j onlineJoin) (path string, pl onlinePlace) {
	pl.differs = -1
	checked := ""
	if len(r.files) == 1 && r.files[0] != nil && r.files[0].resume != nil {
		rf := r.files[0]
		checked = r.paths[0]
		same, goOn, k := onlineMatch(rf.last, j)
		if goOn {
			rf.server = j.server
			pl.resumed = rf.last
			return checked, pl
		}
		// Another game, or a copy that parts: its file stays as it is.
		rf.Close()
		r.files, r.paths, r.frozen = nil, nil, nil
		if same {
			pos := rf.last.Position(k)
			pl.differs, pl.moveNo = k, pos.MoveNumber()
			return checked, pl
		}
	}
	files := gameFiles(r.dir)
	for i := len(files) - 1; i >= 0; i-- {
		f := files[i]
		if f == checked {
			continue
		}
		if data, err := os.ReadFile(f); err != nil || !bytes.Contains(data, []byte(j.id)) {
			continue
		}
		ro, err := openRecord(f, true, r.tags, recordPlacesNow())
		if err != nil {
			continue
		}
		same, goOn, k := onlineMatch(ro.resumed, j)
		switch {
		case goOn:
			ro.rec.server = j.server
			r.files, r.paths, r.frozen = []*recordFile{ro.rec}, []string{f}, []bool{false}
			pl.resumed = ro.resumed
			return f, pl
		case same:
			ro.rec.Close()
			pos := ro.resumed.Position(k)
			pl.differs, pl.moveNo = k, pos.MoveNumber()
			return f, pl
		}
		ro.rec.Close()
	}
	return "", pl
}

// Close lets the files of the games go (their locks).
func (r *gamesRecord) Close() {
	for i, f := range r.files {
		if f != nil && !r.frozen[i] {
			f.Close()
		}
	}
}

// last returns the file of the session's latest game written ("" when
// none).
func (r *gamesRecord) last() string {
	for i := len(r.paths) - 1; i >= 0; i-- {
		if r.paths[i] != "" {
			return r.paths[i]
		}
	}
	return ""
}

func firstErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}
