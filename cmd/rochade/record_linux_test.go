//go:build linux

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// smallDisk mounts a tmpfs of size bytes on a new folder, where the test
// may mount one (root, a system that lets it); "" otherwise.
func smallDisk(t *testing.T, size int) string {
	t.Helper()
	dir := t.TempDir()
	if os.Getenv("ROCHADE_TEST_NO_MOUNT") != "" {
		t.Log("ROCHADE_TEST_NO_MOUNT is set: the full disk is a file-size limit")
		return ""
	}
	if err := unix.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.Itoa(size)); err != nil {
		t.Logf("no tmpfs (%v): the full disk is a file-size limit instead", err)
		return ""
	}
	t.Cleanup(func() { unix.Unmount(dir, unix.MNT_DETACH) })
	return dir
}

// fill writes a file in dir until the disk is full; removing it frees
// the space again.
func fill(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, n := range []int{65536, 4096, 512, 1} {
		buf := make([]byte, n)
		for {
			if _, err := f.Write(buf); err != nil {
				if !errors.Is(err, syscall.ENOSPC) {
					t.Fatal(err)
				}
				break
			}
		}
	}
	return path
}

// earlierGames returns about 34 KB of finished games, padded with
// newlines to whole pages of 4 KiB, so that the record has no room left
// in its last page.
func earlierGames() string {
	g := "[Event \"Club\"]\n[Site \"Wien\"]\n[Date \"2026.10.01\"]\n[Round \"1\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n" +
		"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O\n9. h3 Nb8 10. d4 Nbd7 1-0\n\n"
	var b strings.Builder
	for b.Len() < 34*1024 {
		b.WriteString(g)
	}
	for b.Len()%4096 != 0 {
		b.WriteString("\n")
	}
	return b.String()
}

// Case 3: a record of 34 KB of earlier games on a full card. A save
// that finds the card full keeps the moves in memory, says so once, and
// writes them as soon as space is freed; on a nearly full card (room for
// a few pages, none for a copy of the record) every save needs only the
// room of its new bytes. A record that still cannot take the moves at
// the end (here a file-size limit, RLIMIT_FSIZE, on play) leaves them in
// a rescue file and on standard error, and the message says where. With
// no tmpfs to mount, the full card is the file-size limit too, raised
// again for the space freed.
func TestRecordOnAFullDisk(t *testing.T) {
	t.Parallel()
	dir := smallDisk(t, 128*1024)
	data := t.TempDir()
	limited := dir == ""
	if limited {
		dir = t.TempDir()
	}
	record := filepath.Join(dir, "games.pgn")
	earlier := earlierGames()
	writeFile(t, record, earlier)
	if !limited {
		fill(t, dir)
	}
	emu := startEmu(t, "--protocol", "dgt", "--speed", "3")
	play := startRecordPlay(t, data, record, "--board", emu.path, "--protocol", "dgt")
	setLimit := func(n uint64) {
		t.Helper()
		// Only the soft limit moves, under the child's hard limit
		// (raising a hard limit needs a privilege).
		var was unix.Rlimit
		if err := unix.Prlimit(play.cmd.Process.Pid, unix.RLIMIT_FSIZE, nil, &was); err != nil {
			t.Fatal(err)
		}
		if err := unix.Prlimit(play.cmd.Process.Pid, unix.RLIMIT_FSIZE, &unix.Rlimit{Cur: min(n, was.Max), Max: was.Max}, nil); err != nil {
			t.Fatal(err)
		}
	}
	recordSize := func() uint64 {
		fi, err := os.Stat(record)
		if err != nil {
			t.Fatal(err)
		}
		return uint64(fi.Size())
	}
	if limited {
		setLimit(recordSize())
	}
	play.awaitErr("Board connected", 10*time.Second)
	// Full: the first move cannot be written.
	reason := "no space left on the disk"
	if limited {
		reason = "the file is larger than the system allows"
	}
	emu.do("move e4")
	play.await(said(t, "e4"))
	play.await("The game could not be saved.")
	play.awaitErr("Cannot write the record "+record+" ("+reason+")", 5*time.Second)
	fileHolds(t, record, earlier)
	// Space freed, the card nearly full again: room for a few pages, not
	// for a copy of the record.
	if limited {
		setLimit(unix.RLIM_INFINITY)
	} else {
		os.Remove(filepath.Join(dir, "filler"))
		if err := os.WriteFile(filepath.Join(dir, "filler"), make([]byte, 128*1024-len(earlier)-12*1024), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	play.await("Game saved.")
	play.awaitErr("The record "+record+" is written again.", 5*time.Second)
	if g := readLastGame(t, record); sans(g) != "e4" {
		t.Fatalf("after space was freed the record holds %q", sans(g))
	}
	moves := playMoves(t, emu, play, []string{"e4"}, "e5", "Nf3", "Nc6")
	// The save follows the announcement.
	if g := awaitRecord(t, record, 4, 10*time.Second); sans(g) != "e4 e5 Nf3 Nc6" {
		t.Fatalf("on a nearly full card the record holds %q", sans(g))
	}
	// Full until the end.
	setLimit(recordSize())
	emu.do("move Bb5")
	moves = append(moves, "Bb5")
	play.await(said(t, moves...))
	play.await("The game could not be saved.")
	err := play.stopWith(syscall.SIGTERM)
	if err == nil {
		t.Fatalf("play ended without an error with its last move not in the record: %s", play.stderr.String())
	}
	errText := play.stderr.String()
	if strings.Contains(errText, "Another program") {
		t.Errorf("a full disk was taken for another program's change: %s", errText)
	}
	if want := "the last moves could not be written to " + record + " (the file is larger than the system allows); the games are saved in " + filepath.Join(data, "rochade", "rescued"); !strings.Contains(errText, want) {
		t.Fatalf("play did not say where the games are: %s", errText)
	}
	if !strings.Contains(errText, "1. e4 e5 2. Nf3 Nc6 3. Bb5 *") {
		t.Errorf("the game was not printed as PGN: %s", errText)
	}
	rescued(t, data, strings.Join(moves, " "))
	got, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(got), earlier) {
		t.Error("the earlier games of the record changed")
	}
	if games := readRecordBytes(t, got); sans(games[len(games)-1]) != "e4 e5 Nf3 Nc6" {
		t.Errorf("the record's game is %q", sans(games[len(games)-1]))
	}
}
