package factcheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var (
	formatVerb = regexp.MustCompile(`%[-+# 0-9.*]*[a-zA-Z%]`)
	word       = regexp.MustCompile(`\pL+`)
	// oneFlag is a literal that is one flag alone: an argument of
	// another program.
	oneFlag = regexp.MustCompile(`^--[a-z][a-z0-9-]*(=.*)?$`)
	flag    = regexp.MustCompile(`(^|[^\pL\pN-])--[a-z][a-z0-9-]*`)
	command = regexp.MustCompile(`\brochade [a-z]`)
	twoSent = regexp.MustCompile(`\pL[.!?] +\p{Lu}`)
	advice  = regexp.MustCompile(`(^|; |: |, or |, then |\. )(use|give|check|try|install|record|run|plug|connect|add|close|name|choose|start|set|put|press|type|switch|see|leave|convert|log|fix|make|call|wait|speak|remove|say|enter|enable|unplug|restart|rename) [\pL('"‘“]|; write `)
	// question is a question to the player: a word and a question mark
	// ending the text or a clause ("(is brltty running?)").
	question = regexp.MustCompile(`\pL{2,}\?($|[)\s"])`)
)

// verdict says why a literal is a message for the user, or "".
func verdict(s string) string {
	t := strings.TrimSpace(s)
	words := len(word.FindAllString(formatVerb.ReplaceAllString(t, " "), -1))
	switch {
	case !oneFlag.MatchString(t) && flag.MatchString(s):
		return "names a flag"
	case command.MatchString(s):
		return "names a command"
	case words >= 3 && strings.ContainsAny(t[len(t)-1:], ".!?"), twoSent.MatchString(t):
		return "is a sentence"
	case advice.MatchString(t):
		return "gives advice"
	case question.MatchString(t):
		return "asks a question"
	}
	return ""
}

func TestVerdict(t *testing.T) {
	for s, want := range map[string]bool{
		// Real offenders of earlier versions.
		"%s does not exist; name the board's serial port (such as %s), or use --board auto":                   true,
		"cannot open %s: another program is using it; close that program and try again":                       true,
		"add yourself to the dialout group, then log in again":                                                true,
		"No sound device could be opened; check the sound settings, or use --wav FILE to write the speech":    true,
		"--gap %v is out of range: give 0 to %v":                                                              true,
		"has %.2f s of silence before and %.2f s after the speech, more than %.2f s: run rochade voices tidy": true,
		"Braille display: %v. Trying again in the background.":                                                true,
		"it is empty; give one such as 300+3, 5m+3s or 40/90m+30s:30m+30s":                                    true,
		"%s has %d problem(s).\n":       true,
		"espeak-ng --voices failed: %w": true,
		// A question, advice after a colon, and the parts of a sentence
		// put together from literals around the values (see joined).
		"%w at %q (is brltty running with its API enabled?): %w":              true,
		"a pawn promotes here: say which piece it becomes":                    true,
		"the tag %s is not closed: add ']' after its value":                   true,
		"the engine %v has no such option, so it cannot play at a given Elo.": true,
		// Context for a log, arguments, vocabulary.
		"dgt: read: %w":                          false,
		"clock: not running":                     false,
		"--stdout":                               false,
		"--socket-path=%s":                       false,
		"FEN %s: move number %s is not a number": false,
		"Stellung in Ordnung":                    false,
		"Vorbis identification header: ":         false,
		"e.p.":                                   false,
		"brlapi: write packet of %d bytes":       false,
		"write failed":                           false,
		"?":                                      false,
		"!?":                                     false,
		"FEN %s: the side to move must be w or b":  false,
		"tell application \"VoiceOver\" to output": false,
	} {
		if got := verdict(s) != ""; got != want {
			t.Errorf("%q: flagged %v, want %v", s, got, want)
		}
	}
}

// joined returns the text of a sum of string literals and other values,
// each value as "%v", when at least two of its parts are literals; it
// tells whether it is one.
func joined(e *ast.BinaryExpr) (string, bool) {
	if e.Op != token.ADD {
		return "", false
	}
	var parts []string
	lits := 0
	var walk func(x ast.Expr)
	walk = func(x ast.Expr) {
		switch x := x.(type) {
		case *ast.BinaryExpr:
			if x.Op == token.ADD {
				walk(x.X)
				walk(x.Y)
				return
			}
		case *ast.ParenExpr:
			walk(x.X)
			return
		case *ast.BasicLit:
			if x.Kind == token.STRING {
				if s, err := strconv.Unquote(x.Value); err == nil {
					parts = append(parts, s)
					lits++
					return
				}
			}
		}
		parts = append(parts, "%v")
	}
	walk(e)
	return strings.Join(parts, ""), lits >= 2
}

func TestJoined(t *testing.T) {
	for src, want := range map[string]string{
		`"the engine " + notation.Quote(name) + " has no such option."`: "the engine %v has no such option.",
		`"a" + "b" + ("c" + x)`: "abc%v",
	} {
		e, err := parser.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := joined(e.(*ast.BinaryExpr)); !ok || got != want {
			t.Errorf("%s: %q, want %q", src, got, want)
		}
	}
	if _, ok := joined(mustBinary(t, `"a" + x`)); ok {
		t.Error("one literal and a value is no sentence put together")
	}
}

func mustBinary(t *testing.T, src string) *ast.BinaryExpr {
	t.Helper()
	e, err := parser.ParseExpr(src)
	if err != nil {
		t.Fatal(err)
	}
	return e.(*ast.BinaryExpr)
}

// root returns the module's root folder.
func root(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = up
	}
}

// skipDir tells whether the folder rel holds no library: the command,
// the catalogue, test data, vendored and hidden folders.
func skipDir(rel, name string) bool {
	return rel == "cmd/rochade" || rel == "cmd/internal/ui" || strings.HasPrefix(rel, "cmd/internal/ui/") || name == "testdata" ||
		name == "vendor" || rel != "." && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_"))
}

// libraryFile is a parsed non-test file of a library: a package outside
// cmd/ or under cmd/internal but the catalogue, no main package and no
// test support.
type libraryFile struct {
	rel  string
	pkg  string // the package's folder
	f    *ast.File
	fset *token.FileSet
}

// line is the line of n in the file.
func (lf libraryFile) line(n ast.Node) int { return lf.fset.Position(n.Pos()).Line }

// libraryFiles parses the files the checks read (see skipDir): every
// non-test file of a library, in one walk for every check.
func libraryFiles(t *testing.T, top string) []libraryFile {
	t.Helper()
	var out []libraryFile
	err := filepath.WalkDir(top, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(top, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if skipDir(rel, d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if f.Name.Name == "main" || strings.HasSuffix(f.Name.Name, "test") {
			return nil
		}
		out = append(out, libraryFile{rel: rel, pkg: filepath.ToSlash(filepath.Dir(rel)), f: f, fset: fset})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// findings scans every non-test Go file of the packages outside cmd/ and
// of the libraries under cmd/internal: all but the command and the
// catalogue.
func findings(t *testing.T, top string) (found []string, files int) {
	t.Helper()
	lfs := libraryFiles(t, top)
	for _, lf := range lfs {
		ast.Inspect(lf.f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.Field: // struct tags
				return n.Tag == nil
			case *ast.BinaryExpr:
				// A sentence may be split into literals around its
				// values: judge the whole, a value standing for a word.
				if s, ok := joined(n); ok {
					if why := verdict(s); why != "" {
						found = append(found, fmt.Sprintf("%s:%d: %s: %q", lf.rel, lf.line(n), why, s))
						return false
					}
				}
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(n.Value)
				if err != nil {
					return true
				}
				if why := verdict(s); why != "" {
					found = append(found, fmt.Sprintf("%s:%d: %s: %q", lf.rel, lf.line(n), why, s))
				}
			}
			return true
		})
	}
	return found, len(lfs)
}

// No package outside cmd/, nor a library under cmd/internal, holds a
// message for the user or names a flag.
func TestLibrariesStateFacts(t *testing.T) {
	found, files := findings(t, root(t))
	if files < 50 {
		t.Fatalf("only %d files scanned", files)
	}
	for _, f := range found {
		t.Error(f)
	}
	if len(found) > 0 {
		t.Logf("%d literals in %d files: a library returns a typed error or event with fields; cmd words it through cmd/internal/ui (see doc.go)", len(found), files)
	}
}
