package main

import (
	"strings"
	"testing"
)

const threeGames = `[Event "One"]
[White "Anna"]
[Black "Bella"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Two"]
[White "Cäsar"]
[Black "David"]
[Result "*"]

1. d4 d5 2. c4 -- 3. Nc3 *

[Event "Three"]
[White "Eva"]
[Black "Felix"]
[Result "1/2-1/2"]

1. c4 c5 1/2-1/2
`

func TestBrailleEveryGame(t *testing.T) {
	for _, format := range []string{"brf", "unicode", "text"} {
		out, stderr, err := run(t, threeGames, "braille", "--format", format, "-")
		if err != nil {
			t.Fatalf("%s: %v\n%s", format, err, stderr)
		}
		sep := "\f"
		pages := strings.Split(out, sep)
		if len(pages) != 3 {
			t.Fatalf("%s: %d pages, want one for each of the 3 games:\n%s", format, len(pages), out)
		}
		// Each game's page starts with its header: the players first.
		for i, who := range [][2]string{{"Anna", "ANNA"}, {"Cäsar", "C"}, {"Eva", "EVA"}} {
			first := strings.TrimLeft(pages[i], "\r\n")
			switch format {
			case "text":
				if !strings.HasPrefix(first, who[0]) {
					t.Errorf("text page %d starts %q", i+1, first[:min(len(first), 20)])
				}
			case "brf":
				if !strings.Contains(strings.SplitN(first, "\r\n", 2)[0], who[1]) {
					t.Errorf("brf page %d starts %q", i+1, first[:min(len(first), 20)])
				}
			}
		}
		if format == "unicode" {
			// No rows of blank cells fill the pages: every line has a cell
			// other than the blank, but the one after the header.
			blank := 0
			for _, l := range strings.Split(out, "\n") {
				if strings.Trim(l, "\u2800\f") == "" {
					blank++
				}
			}
			if blank > 3+2+1 { // a blank line after each header, the page breaks, the last newline
				t.Errorf("unicode output has %d blank lines:\n%s", blank, out)
			}
		}
	}
	// Page numbers run through the file in BRF: pages 1, 2 and 3 (#a, #b, #c).
	out, _, _ := run(t, threeGames, "braille", "--format", "brf", "-")
	pages := strings.Split(out, "\f")
	for i, num := range []string{"#A", "#B", "#C"} {
		lines := strings.Split(strings.TrimRight(pages[i], "\r\n"), "\r\n")
		if len(lines) != 25 || !strings.HasSuffix(lines[len(lines)-1], num) {
			t.Errorf("brf page %d: %d lines, last %q; want 25 lines ending in %s", i+1, len(lines), lines[len(lines)-1], num)
		}
	}
	// --game picks one.
	out, _, err := run(t, threeGames, "braille", "--format", "text", "--game", "2", "-")
	if err != nil || strings.Contains(out, "\f") || !strings.HasPrefix(out, "Cäsar") || !strings.Contains(out, "2. c4 --") {
		t.Errorf("--game 2: %v\n%s", err, out)
	}
	if _, _, err := run(t, threeGames, "braille", "--game", "4", "-"); err == nil || !strings.Contains(err.Error(), "3 games") {
		t.Errorf("--game 4 of 3: %v", err)
	}
}

func TestBrailleLeavesOutUnreadableGame(t *testing.T) {
	text := strings.Replace(threeGames, "2. c4 -- 3. Nc3", "2. c4 Nf9 3. Nc3", 1)
	out, stderr, err := run(t, text, "braille", "--format", "text", "-")
	if err == nil || !strings.Contains(stderr, "game 2") || strings.Count(out, "\f") != 1 || !strings.Contains(out, "Eva") {
		t.Errorf("err %v\nstderr %s\nout %s", err, stderr, out)
	}
}
