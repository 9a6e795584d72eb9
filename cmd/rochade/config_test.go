package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeConfig(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "rochade.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestConfigSetShowPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings", "rochade.toml")
	out, _, err := run(t, "", "config", "path", "--config", path)
	if err != nil || out != path+"\n" {
		t.Fatalf("config path: %q %v", out, err)
	}
	out, _, err = run(t, "", "config", "show", "--config", path)
	if err != nil || !strings.Contains(out, "not made yet") {
		t.Fatalf("config show of no file: %q %v", out, err)
	}
	out, _, err = run(t, "", "config", "set", "clock", "15m+10s", "--config", path)
	if err != nil || out != "Saved in "+path+": clock = \"15m+10s\"\n" {
		t.Fatalf("config set: %q %v", out, err)
	}
	_, _, err = run(t, "", "config", "set", "clock", "soon", "--config", path)
	if err == nil || !strings.Contains(err.Error(), `clock = "soon"`) || !strings.Contains(err.Error(), "soon") {
		t.Errorf("a bad clock: %v", err)
	}
	_, _, err = run(t, "", "config", "set", "colour", "red", "--config", path)
	if err == nil || !strings.Contains(err.Error(), "colour is no setting") {
		t.Errorf("an unknown key: %v", err)
	}
	_, _, err = run(t, "", "config", "set", "level", "30", "--config", path)
	if err == nil || !strings.Contains(err.Error(), "from 0 to 20") {
		t.Errorf("a level out of range: %v", err)
	}
	// The file's language is the run's.
	if _, _, err := run(t, "", "config", "set", "lang-ui", "ru", "--config", path); err != nil {
		t.Fatal(err)
	}
	out, _, err = run(t, "", "config", "show", "--config", path)
	if err != nil || !strings.Contains(out, "# Файл настроек: "+path+"\n") || !strings.Contains(out, "clock = \"15m+10s\"\n") || !strings.Contains(out, "lang-ui = \"ru\"\n") {
		t.Errorf("config show:\n%s%v", out, err)
	}
	out, _, err = run(t, "", "config", "show", "--all", "--config", path)
	if err != nil || !strings.Contains(out, "side = \"white\"  # по умолчанию\n") || !strings.Contains(out, "braille = false  # по умолчанию\n") {
		t.Errorf("config show --all:\n%s%v", out, err)
	}
	// A command line's language wins over the file's.
	_, _, err = run(t, "", "--lang-ui", "de", "config", "set", "side", "red", "--config", path)
	if err == nil || err.Error() != `side = "red" wird nicht angenommen: einen dieser Werte angeben: white, black` {
		t.Errorf("German error: %v", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "clock = \"15m+10s\"\nlang-ui = \"ru\"\n" {
		t.Errorf("file:\n%s", got)
	}
}

func TestConfigShowSaysProblems(t *testing.T) {
	path := writeConfig(t, "# mine\nclock = \"15m+10s\"\ncolour = \"red\"\nside = 3\n")
	out, errOut, err := run(t, "", "config", "show", "--config", path)
	if !strings.Contains(out, "clock = \"15m+10s\"\n") {
		t.Errorf("good values not shown: %q", out)
	}
	if !strings.Contains(errOut, path+", line 3: colour is no setting of Rochade") {
		t.Errorf("unknown key not said: %q", errOut)
	}
	if err == nil || err.Error() != path+", line 4: side = 3 is refused: it takes a text in quotes" {
		t.Errorf("bad value: %v", err)
	}
}

func TestConfigSetOnBrokenFile(t *testing.T) {
	text := "clock = \"15m+10s\"\nside = white\n"
	path := writeConfig(t, text)
	_, errOut, err := run(t, "", "config", "set", "braille", "true", "--config", path)
	if err == nil || !strings.Contains(err.Error(), "was not changed") ||
		!strings.Contains(errOut, path+", line 2: side = white: a value is a number, true, false, or a text in quotes") {
		t.Errorf("set on a broken file: %v\n%s", err, errOut)
	}
	if got, _ := os.ReadFile(path); string(got) != text {
		t.Errorf("a broken file was written: %q", got)
	}
}

func TestPlayRefusesBadSetting(t *testing.T) {
	path := writeConfig(t, "# my settings\nvoice = \"none\"\nclock = \"soon\"\n")
	_, _, err := run(t, "", "play", "--config", path, "--board", "/dev/null")
	if err == nil || !strings.HasPrefix(err.Error(), path+", line 3: clock = \"soon\" is refused: ") {
		t.Fatalf("play with a bad clock in its settings: %v", err)
	}
	_, _, err = run(t, "", "play", "--config", filepath.Join(t.TempDir(), "none.toml"))
	if err == nil || !strings.Contains(err.Error(), "none.toml") {
		t.Errorf("play with a settings file that is not there: %v", err)
	}
}

func TestPlayTakesSettingsFlagsWin(t *testing.T) {
	board := filepath.Join(t.TempDir(), "board.txt")
	os.WriteFile(board, nil, 0o644)
	path := writeConfig(t, "lang-ui = \"de\"\nvoice = \"none\"\nprotocol = \"millennium\"\nclock = \"board\"\n")
	// The file's values: a board clock on a Millennium board is refused, in German.
	_, _, err := run(t, "", "play", "--config", path)
	if err == nil || !strings.Contains(err.Error(), "--clock board nimmt die Zeiten einer DGT-Uhr") {
		t.Fatalf("play with the file's clock and protocol: %v", err)
	}
	// The command line wins: its clock passes, its board is refused.
	_, _, err = run(t, "", "play", "--config", path, "--clock", "5m+3s", "--lang-ui", "en", "--board", board)
	if err == nil || !strings.Contains(err.Error(), "board.txt is a regular file") {
		t.Fatalf("play with --clock over the file's: %v", err)
	}
}
