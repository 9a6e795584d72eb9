package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// runCtx is run with a context, for commands that wait until stopped.
func runCtx(t *testing.T, ctx context.Context, stdin string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetArgs(args)
	err = cmd.ExecuteContext(ctx)
	return out.String(), errOut.String(), err
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func fileHolds(t *testing.T, path, want string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if string(b) != want {
		t.Errorf("%s changed: it holds %d bytes %q", path, len(b), b[:min(len(b), 40)])
	}
}

// Issue 11, point 2: announce --wav never writes over an input, and a
// missing input leaves an existing output as it was.
func TestAnnounceWAVKeepsInputsAndOldOutput(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "game.pgn")
	const game = "1. e4 e5 2. Nf3 *\n"
	writeFile(t, pgn, game)
	wav := filepath.Join(dir, "game.wav")
	if _, _, err := run(t, "", "announce", "--wav", wav, pgn); err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile(wav)
	if err != nil || len(old) <= 44 {
		t.Fatalf("first WAV: %v, %d bytes", err, len(old))
	}
	// The names swapped: the PGN is the output.
	_, _, err = run(t, "", "announce", "--wav", pgn, wav)
	if err == nil {
		t.Error("announce --wav GAME.pgn GAME.wav was accepted")
	}
	fileHolds(t, pgn, game)
	fileHolds(t, wav, string(old))
	// The same file under another name.
	link := filepath.Join(dir, "link.wav")
	if err := os.Link(pgn, link); err != nil {
		t.Fatal(err)
	}
	_, _, err = run(t, "", "announce", "--wav", link, pgn)
	if err == nil || !strings.Contains(err.Error(), "same file") {
		t.Errorf("output linked to the input: %v", err)
	}
	fileHolds(t, pgn, game)
	// A missing input leaves the old output.
	_, _, err = run(t, "", "announce", "--wav", wav, filepath.Join(dir, "missing.pgn"))
	if err == nil {
		t.Error("a missing input was accepted")
	}
	fileHolds(t, wav, string(old))
	// An output in a folder that does not exist is refused before reading.
	_, _, err = run(t, "", "announce", "--wav", filepath.Join(dir, "no", "x.wav"), pgn)
	if err == nil {
		t.Error("an output in a missing folder was accepted")
	}
	es, _ := os.ReadDir(dir)
	if len(es) != 3 {
		t.Errorf("the folder holds %d files, want 3 (no temporary file left)", len(es))
	}
}

// Issue 11, point 14: a file without games is an error for convert and
// announce, and announce --wav writes nothing.
func TestEmptyInput(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.pgn")
	writeFile(t, empty, "\n\n")
	for _, args := range [][]string{
		{"convert", "--to", "uci", empty},
		{"convert", "--to", "san", "-"},
		{"announce", empty},
		{"announce", "--text", "-"},
	} {
		out, _, err := run(t, "  \n", args...)
		if err == nil || !strings.Contains(err.Error(), "holds no game") {
			t.Errorf("%v: %v, output %q", args, err, out)
		}
	}
	wav := filepath.Join(dir, "out.wav")
	_, errOut, err := run(t, "", "announce", "--wav", wav, empty)
	if err == nil || strings.Contains(errOut, "speech is in") {
		t.Errorf("announce --wav of no game: %v %q", err, errOut)
	}
	if _, err := os.Stat(wav); err == nil {
		t.Error("announce --wav wrote a file for no game")
	}
}

// Issue 11, point 5: render names every file uniquely and never writes
// over an existing one.
func TestRenderUniqueNamesAndNoOverwrite(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"d1", "d2"} {
		os.Mkdir(filepath.Join(dir, d), 0o755)
	}
	writeFile(t, filepath.Join(dir, "d1", "games.pgn"), "1. e4 *\n")
	writeFile(t, filepath.Join(dir, "d2", "games.pgn"), "1. d4 d5 *\n")
	out := filepath.Join(dir, "out")
	_, _, err := run(t, "", "render", "--quiet", out, filepath.Join(dir, "d1", "games.pgn"), filepath.Join(dir, "d2", "games.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	es, _ := os.ReadDir(out)
	if len(es) != 2 {
		var names []string
		for _, e := range es {
			names = append(names, e.Name())
		}
		t.Fatalf("two games from two files gave %v", names)
	}
	// Again into the same folder: the files there stay as they are.
	before := map[string]string{}
	for _, e := range es {
		b, _ := os.ReadFile(filepath.Join(out, e.Name()))
		before[e.Name()] = string(b)
	}
	writeFile(t, filepath.Join(dir, "d1", "games.pgn"), "1. c4 c5 2. Nc3 *\n")
	_, _, err = run(t, "", "render", "--quiet", out, filepath.Join(dir, "d1", "games.pgn"), filepath.Join(dir, "d2", "games.pgn"))
	if err == nil || !strings.Contains(err.Error(), "already") || !strings.Contains(err.Error(), "nothing was written") {
		t.Errorf("rendering over existing files: %v", err)
	}
	for name, content := range before {
		fileHolds(t, filepath.Join(out, name), content)
	}
}

// Issue 11, point 11: render prints plain lines, never a redrawn bar,
// and --quiet prints nothing.
func TestRenderProgressLines(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	writeFile(t, pgn, "1. e4 *\n\n1. d4 *\n")
	stdout, _, err := run(t, "", "render", filepath.Join(dir, "a"), pgn)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stdout, "\r") || !strings.Contains(stdout, "2 games") {
		t.Errorf("output %q", stdout)
	}
	stdout, stderr, err := run(t, "", "render", "--quiet", filepath.Join(dir, "b"), pgn)
	if err != nil || stdout != "" || stderr != "" {
		t.Errorf("--quiet: %v %q %q", err, stdout, stderr)
	}
	// The progress line itself: percentage and time left, at most one
	// line per interval.
	var b bytes.Buffer
	now := time.Unix(0, 0)
	p := newProgress(&b, 10, nil, func() time.Time { return now })
	for i := 0; i < 10; i++ {
		now = now.Add(time.Second)
		p.step()
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 10/int(progressInterval/time.Second) && len(lines) != 10/int(progressInterval/time.Second)-1 {
		t.Errorf("%d lines in 10 s:\n%s", len(lines), b.String())
	}
	if !strings.Contains(lines[0], "%") || !strings.Contains(lines[0], "left") {
		t.Errorf("progress line %q", lines[0])
	}
}

// Issue 11, point 10: without BRLTTY, braille --display says once that
// it cannot reach it and how to start it, and does not claim on Ctrl-C
// to give back a display it never had.
func TestBrailleDisplayWithoutBRLTTY(t *testing.T) {
	t.Setenv("BRLAPI_HOST", filepath.Join(t.TempDir(), "no-brltty"))
	ctx, cancel := context.WithTimeout(context.Background(), 2500*time.Millisecond)
	defer cancel()
	_, stderr, err := runCtx(t, ctx, "", "braille", "--display", "../../testdata/appendix-c.pgn")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(stderr, "not reachable") != 1 || !strings.Contains(stderr, "systemctl start brltty") {
		t.Errorf("stderr %q", stderr)
	}
	if strings.Contains(stderr, "given back") {
		t.Errorf("a display never connected was given back: %q", stderr)
	}
}

// Issue 11, point 15: numbers agree with their nouns.
func TestNumberGrammar(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "g.pgn")
	writeFile(t, pgn, "1. e4 *\n")
	stdout, _, err := run(t, "", "render", filepath.Join(dir, "a"), pgn)
	if err != nil || !strings.Contains(stdout, "1 game,") {
		t.Errorf("render: %v %q", err, stdout)
	}
	_, _, err = run(t, "", "braille", "--lines", "1", pgn)
	if err == nil || strings.Contains(err.Error(), "1 lines") || !strings.Contains(err.Error(), "1 line") {
		t.Errorf("braille --lines 1: %v", err)
	}
	_, _, err = run(t, "", "braille", "--game", "3", pgn)
	if err == nil || strings.Contains(err.Error(), "1 games") {
		t.Errorf("braille --game 3: %v", err)
	}
}

func TestSpeechLength(t *testing.T) {
	p := ui.New(ui.English)
	for s, want := range map[float64]string{0.4: "0 s", 59.6: "1 min 0 s", 61: "1 min 1 s", 9806: "2 h 43 min 26 s"} {
		if got := speechLength(p, s); got != want {
			t.Errorf("%v s: %q, want %q", s, got, want)
		}
	}
}
