package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// run executes the rochade command line in-process.
func run(t *testing.T, stdin string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetArgs(args)
	err = cmd.Execute()
	return out.String(), errOut.String(), err
}

const appendixCUCI = "e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 f6e4 d1d4 d7d5 e5d6 e4d6 c1g5 b8c6 d4e3 f8e7 b1d2 e8g8 e1c1 f8e8 c1b1\n"

func TestConvertUCI(t *testing.T) {
	for _, f := range []string{"appendix-c.pgn", "appendix-c-minimal.pgn"} {
		out, _, err := run(t, "", "convert", "--to", "uci", "../../testdata/"+f)
		if err != nil || out != appendixCUCI {
			t.Errorf("%s: %v\n%q", f, err, out)
		}
	}
	// Standard input, several games, one line each.
	in := "1. e4 e5 *\n\n1. d4 d5 2. c4 *\n"
	out, _, err := run(t, in, "convert", "--to", "uci", "-")
	if err != nil || out != "e2e4 e7e5\nd2d4 d7d5 c2c4\n" {
		t.Errorf("stdin: %v %q", err, out)
	}
}

func TestConvertLanguages(t *testing.T) {
	in := "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n"
	out, _, err := run(t, in, "convert", "--to", "san", "-")
	if err != nil || !strings.Contains(out, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *") {
		t.Errorf("German to SAN: %v\n%s", err, out)
	}
	out, _, err = run(t, in, "convert", "--to", "lan", "--out-lang", "fr", "-")
	if err != nil || !strings.Contains(out, "1. e2-e4 e7-e5 2. Cg1-f3 Cb8-c6 3. Ff1-b5 a7-a6 *") {
		t.Errorf("German to French LAN: %v\n%s", err, out)
	}
	// Czech letters forced: S is a bishop.
	out, _, err = run(t, "1. e4 e5 2. Sc4 Jc6 *", "convert", "--to", "uci", "--lang", "cs", "-")
	if err != nil || out != "e2e4 e7e5 f1c4 b8c6\n" {
		t.Errorf("Czech: %v %q", err, out)
	}
	if _, _, err := run(t, "", "convert", "--to", "uci", "--lang", "xx", "-"); err == nil || !strings.Contains(err.Error(), "unknown language") {
		t.Errorf("unknown language: %v", err)
	}
}

func TestConvertKeepsWhatWasRead(t *testing.T) {
	in := "1. e4 e5 *\n\n1. d4 Nf9 2. c4 *\n\n1. c4 *\n"
	out, errOut, err := run(t, in, "convert", "--to", "uci", "-")
	if err == nil || !strings.Contains(err.Error(), "1 game could not be read") {
		t.Errorf("error: %v", err)
	}
	if out != "e2e4 e7e5\nd2d4\nc2c4\n" {
		t.Errorf("output %q", out)
	}
	if !strings.Contains(errOut, `game 2, move 1 (black), line 3`) || !strings.Contains(errOut, `"Nf9"`) {
		t.Errorf("message %q", errOut)
	}
	out, _, _ = run(t, in, "convert", "--to", "san", "-")
	if !strings.Contains(out, "1. d4\n{Reading stopped here: game 2, move 1 (black)") {
		t.Errorf("SAN output does not keep the partial game:\n%s", out)
	}
}

func TestAnnounceText(t *testing.T) {
	want, err := os.ReadFile("../../testdata/appendix-c.announce.txt")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, err := run(t, "", "announce", "--text", "../../testdata/appendix-c.pgn")
	if err != nil || out != string(want) || errOut != "" {
		t.Errorf("announce --text: %v %q\n%s", err, errOut, out)
	}
	// Two games: exactly one empty line between them, nothing else.
	out, _, err = run(t, "1. e4 *\n\n1. d4 d5 *\n", "announce", "--text", "-")
	if err != nil || out != "Eva vier\n\nDavid vier\nDavid fünf\n" {
		t.Errorf("two games: %v %q", err, out)
	}
	out, _, err = run(t, "1. Nf3 *", "announce", "--text", "--long", "--spelling", "fide", "--pawn", "-")
	if err != nil || out != "Springer Gustav eins Felix drei\n" {
		t.Errorf("long: %v %q", err, out)
	}
	out, _, err = run(t, "1. e4 *", "announce", "--text", "--pawn", "--script", "cyrillic", "-")
	if err != nil || out != "бауэр Ева фир\n" {
		t.Errorf("cyrillic: %v %q", err, out)
	}
}

func TestAnnounceListing(t *testing.T) {
	out, _, err := run(t, "", "announce", "../../testdata/appendix-c.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Game 1, FIDE Laws of Chess, Appendix C, sample game.\n",
		"1. White, e4: Eva vier\n",
		"6. White, exd6: Eva schlägt David sechs en passant\n",
		"9... Black, O-O: Kurze Rochade\n",
		"Draw offered with move 11, Kb1.\n",
		"Result: *, the game is not finished.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("listing lacks %q:\n%s", want, out)
		}
	}
	out, _, _ = run(t, "1. e4 *", "announce", "--no-numbers", "--spelling", "fide", "-")
	if !strings.Contains(out, "\nEva vier\n") {
		t.Errorf("--no-numbers: %q", out)
	}
}

func TestHelpAndCompletion(t *testing.T) {
	out, _, err := run(t, "", "--help")
	if err != nil || !strings.Contains(out, "rochade demo") || !strings.Contains(out, "announce") || !strings.Contains(out, "convert") {
		t.Errorf("help: %v\n%s", err, out)
	}
	for _, sub := range []string{"convert", "announce"} {
		out, _, err := run(t, "", sub, "--help")
		if err != nil || !strings.Contains(out, "Examples:") {
			t.Errorf("%s --help: %v\n%s", sub, err, out)
		}
	}
	out, _, err = run(t, "", "completion", "bash")
	if err != nil || !strings.Contains(out, "bash completion") {
		t.Errorf("completion bash: %v", err)
	}
	out, _, err = run(t, "", "__complete", "convert", "--lang", "")
	if err != nil || !strings.Contains(out, "cs\tCzech") || !strings.Contains(out, "auto") {
		t.Errorf("completing --lang: %v\n%s", err, out)
	}
}

func TestBrailleBRF(t *testing.T) {
	want, err := os.ReadFile("../../testdata/braille/appendix-c.brf")
	if err != nil {
		t.Fatal(err)
	}
	out, _, err := run(t, "", "braille", "--format", "brf", "--lang", "en", "../../testdata/appendix-c.pgn")
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Errorf("BRF of the Appendix C game differs from testdata/braille/appendix-c.brf:\n%q", out)
	}
}
