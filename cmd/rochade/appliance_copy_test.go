package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The mount points of removable media: one or two levels under /media
// or /run/media (usbmount, udisks2), a label with a space escaped as the
// kernel writes it; not the root, /mnt, /media itself or deeper folders.
func TestMountedSticks(t *testing.T) {
	info := `22 1 179:2 / / rw,noatime shared:1 - ext4 /dev/mmcblk0p2 rw
25 22 0:5 / /dev rw,nosuid shared:2 - devtmpfs udev rw
88 22 8:1 / /media/usb0 rw,nosuid,nodev shared:40 - vfat /dev/sda1 rw
89 22 8:17 / /media/pi/MY\040STICK rw,nosuid,nodev shared:41 - exfat /dev/sdb1 rw
90 22 8:33 / /run/media/anna/KEY rw shared:42 - vfat /dev/sdc1 rw
91 22 8:49 / /media/a/b/c rw shared:43 - vfat /dev/sdd1 rw
92 22 8:65 / /mnt/backup rw shared:44 - ext4 /dev/sde1 rw
93 22 0:40 / /media rw shared:45 - tmpfs tmpfs rw
`
	got := mountedSticks(strings.NewReader(info), mediaRoots)
	want := []string{"/media/usb0", "/media/pi/MY STICK", "/run/media/anna/KEY"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sticks %q, want %q", got, want)
	}
}

// Every game goes to the stick as PGN with its BRF; copying again
// changes nothing; a game that went on since is copied beside the old
// copy, which stays as it was.
func TestCopyGames(t *testing.T) {
	games, stick := t.TempDir(), t.TempDir()
	one := "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	two := "[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 *\n"
	writeFile(t, filepath.Join(games, "2026-11-27 19-45 Anna - Boris.pgn"), one)
	writeFile(t, filepath.Join(games, "2026-11-27 20-30.pgn"), two)
	n, err := copyGames(games, stick)
	if err != nil || n != 2 {
		t.Fatalf("copied %d games: %v", n, err)
	}
	list := func() []string {
		entries, _ := os.ReadDir(filepath.Join(stick, stickFolder))
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names
	}
	want := []string{"2026-11-27 19-45 Anna - Boris.brf", "2026-11-27 19-45 Anna - Boris.pgn", "2026-11-27 20-30.brf", "2026-11-27 20-30.pgn"}
	if got := list(); !reflect.DeepEqual(got, want) {
		t.Fatalf("on the stick: %q", got)
	}
	got, _ := os.ReadFile(filepath.Join(stick, stickFolder, "2026-11-27 19-45 Anna - Boris.pgn"))
	if string(got) != one {
		t.Errorf("the copy is %q", got)
	}
	brf, _ := os.ReadFile(filepath.Join(stick, stickFolder, "2026-11-27 20-30.brf"))
	if len(brf) == 0 || strings.ContainsAny(string(brf), "abcdefghijklmnopqrstuvwxyz") {
		t.Errorf("the BRF is not Braille ASCII:\n%s", brf)
	}
	if n, err := copyGames(games, stick); err != nil || n != 2 || len(list()) != 4 {
		t.Errorf("copied again: %d games, %v, %q", n, err, list())
	}
	writeFile(t, filepath.Join(games, "2026-11-27 20-30.pgn"), "[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n")
	if _, err := copyGames(games, stick); err != nil {
		t.Fatal(err)
	}
	want = append(want[:2:2], "2026-11-27 20-30 (2).brf", "2026-11-27 20-30 (2).pgn", "2026-11-27 20-30.brf", "2026-11-27 20-30.pgn")
	if got := list(); !reflect.DeepEqual(got, want) {
		t.Errorf("after the game went on: %q", got)
	}
	if got, _ := os.ReadFile(filepath.Join(stick, stickFolder, "2026-11-27 20-30.pgn")); string(got) != two {
		t.Errorf("the old copy was written over: %q", got)
	}
}
