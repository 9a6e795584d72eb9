package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/notation"
)

// The games on a USB stick: the menu copies every game file of the games
// folder to the folder Rochade on a stick that the system has mounted
// (usbmount under /media/usb0, udisks2 under /media/USER/LABEL or
// /run/media/USER/LABEL), each as PGN and as BRF beside it. A file on
// the stick is never written over: one with the same bytes is left as
// it is, one with other bytes (a game that went on since) is kept and
// the copy gets a name of its own. Each file is written through a
// temporary file, synced and renamed.

// mediaRoots are the folders under which removable media are mounted.
var mediaRoots = []string{"/media", "/run/media"}

// stickFolder is the folder on the stick that takes the games.
const stickFolder = "Rochade"

// mountedSticks returns the mount points in mountinfo (the format of
// /proc/self/mountinfo) that are one or two levels under one of roots,
// in the order mounted.
func mountedSticks(mountinfo io.Reader, roots []string) []string {
	var out []string
	sc := bufio.NewScanner(mountinfo)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 5 {
			continue
		}
		point := unescapeMount(f[4])
		for _, root := range roots {
			rel, err := filepath.Rel(root, point)
			if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
				continue
			}
			if strings.Count(rel, string(filepath.Separator)) <= 1 {
				out = append(out, point)
				break
			}
		}
	}
	return out
}

// unescapeMount reads the octal escapes of a mount point (\040 a space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// findStick returns the first USB stick mounted, or "" when there is
// none.
func findStick() string {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	for _, point := range mountedSticks(f, mediaRoots) {
		if fi, err := os.Stat(point); err == nil && fi.IsDir() {
			return point
		}
	}
	return ""
}

// copyGames copies the game files of dir to the folder Rochade on stick,
// each PGN with its BRF, and returns how many games the copied files
// hold. A game file that cannot be read stops nothing: it is copied as
// it is, without a BRF; the first error is returned with the count.
func copyGames(dir, stick string) (games int, err error) {
	to := filepath.Join(stick, stickFolder)
	if err := os.MkdirAll(to, 0o755); err != nil {
		return 0, err
	}
	var first error
	for _, path := range gameFiles(dir) {
		data, err := os.ReadFile(path)
		if err != nil {
			first = firstErr(first, err)
			continue
		}
		name := filepath.Base(path)
		if err := copyNew(to, name, data); err != nil {
			first = firstErr(first, err)
			continue
		}
		brf, n, err := gamesBRF(data)
		games += n
		if err != nil || len(brf) == 0 {
			continue // no scoresheet, the PGN is there
		}
		first = firstErr(first, copyNew(to, strings.TrimSuffix(name, filepath.Ext(name))+".brf", brf))
	}
	return games, first
}

// copyNew writes data as name in dir, unless a file of that name holds
// the same bytes; a file with other bytes stays, and data gets the name
// with " (2)", " (3)" ... added.
func copyNew(dir, name string, data []byte) error {
	ext := filepath.Ext(name)
	base := strings.TrimSuffix(name, ext)
	for i := 1; ; i++ {
		path := filepath.Join(dir, name)
		have, err := os.ReadFile(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return safefile.Write(path, 0o644, func(w io.Writer) error {
				_, err := w.Write(data)
				return err
			})
		case err != nil:
			return err
		case bytes.Equal(have, data):
			return nil
		}
		name = base + " (" + strconv.Itoa(i+1) + ")" + ext
	}
}

// gamesBRF lays the games of a PGN text out as Braille scoresheets (BRF,
// 40 cells by 25 lines, English piece letters, as rochade braille does
// by default) and returns how many games it holds.
func gamesBRF(pgn []byte) ([]byte, int, error) {
	r := notation.NewPGNReader(bytes.NewReader(pgn))
	var pages []braille.Page
	n := 0
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, n, err
		}
		n++
		sheet, err := braille.FromGame(g)
		if err != nil {
			return nil, n, err
		}
		ps, err := sheet.Braille(braille.DefaultCode(), notation.English, braille.Layout{Width: 40, Lines: 25, PageNumbers: true, FirstPage: len(pages) + 1})
		if err != nil {
			return nil, n, err
		}
		pages = append(pages, ps...)
	}
	var b bytes.Buffer
	if err := braille.WriteBRF(&b, pages); err != nil {
		return nil, n, err
	}
	return b.Bytes(), n, nil
}
