package assistant

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// The request "material", made up for the test of the recipe in
// docs/extending.md ("A request"): the material on the board, counted
// in pawns (a knight or a bishop 3, a rook 5, a queen 9), said as the
// assistant says a judgement with its score ("Weiß steht besser, +3.0"):
// an answer the assistant already says.
const askMaterial RequestKind = 1000

// materialInfo is its line in the table (requests.go).
var materialInfo = RequestInfo{Kind: askMaterial, Name: "material", Help: HelpInfo, answer: answerMaterial}

// answerMaterial is its answer (a method of Session in requests.go).
func answerMaterial(s *Session, _ Request, _ time.Time) {
	value := map[notation.PieceType]int{notation.Pawn: 1, notation.Knight: 3, notation.Bishop: 3, notation.Rook: 5, notation.Queen: 9}
	cp := 0
	for _, pc := range s.pos.Placement() {
		if pc == notation.NoPiece {
			continue
		}
		v := 100 * value[pc.Type()]
		if pc.Color() == notation.Black {
			v = -v
		}
		cp += v
	}
	s.tell(s.cfg.Side, announce.Judge(announce.Eval{Centipawns: cp}, true))
}

// materialWords are its label and words in the catalogue of every
// language (Requests of cmd/internal/ui/xx.go).
var materialWords = map[ui.Lang]ui.RequestText{
	ui.English: {Label: "Material", Words: "material"},
	ui.German:  {Label: "Material", Words: "material"},
	ui.Russian: {Label: "Материал", Words: "материал"},
	"uk":       {Label: "Матеріал", Words: "матеріал"},
	"pl":       {Label: "Materiał", Words: "materiał"},
	"cs":       {Label: "Materiál", Words: "materiál"},
}

// requestRecipe is what the recipe took for the made-up request, file by
// file, as protocolRecipe in cmd/rochade is for a protocol.
var requestRecipe = []struct{ recipe, madeUp, none string }{
	{recipe: "cmd/internal/assistant/requests.go", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/assistant/requests_test.go", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/locales/en.po", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/locales/de.po", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/locales/ru.po", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/locales/uk.po", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/locales/pl.po", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/locales/cs.po", madeUp: "cmd/internal/assistant/request_recipe_test.go"},
	{recipe: "cmd/internal/ui/spoken/packs/en", none: "the label's clip: the test's label is in no pack"},
	{recipe: "cmd/internal/ui/spoken/packs/de", none: "the label's clip: the test's label is in no pack"},
	{recipe: "cmd/internal/ui/spoken/packs/ru", none: "the label's clip: the test's label is in no pack"},
	{recipe: "cmd/internal/ui/spoken/packs/uk", none: "the label's clip: the test's label is in no pack"},
	{recipe: "cmd/internal/ui/spoken/packs/pl", none: "the label's clip: the test's label is in no pack"},
	{recipe: "cmd/internal/ui/spoken/packs/cs", none: "the label's clip: the test's label is in no pack"},
	{recipe: "README.md", none: "a request made up for a test is not the user's"},
}

// A request added as the recipe says is read in the words of every
// language, answered, listed by the table in the help's group, and the
// recipe's list of files in docs/extending.md is the files it took.
//
// Not parallel: the made-up request is in the package's table (and its
// words in the catalogue) while it runs.
func TestRequestRecipe(t *testing.T) {
	saved := requests
	requests = append(slices.Clone(requests), materialInfo)
	t.Cleanup(func() { requests = saved })
	for lang, w := range materialWords {
		reqs := lang.Language().Requests
		if _, ok := reqs["material"]; ok {
			t.Fatalf("%s: the catalogue has a request material already", lang)
		}
		reqs["material"] = w
		t.Cleanup(func() { delete(reqs, "material") })
	}

	// The parser of each language, and of English and German with it
	// (as every run has them), reads its word.
	for _, lang := range ui.Langs() {
		p := NewRequestParser(ui.English.Language().RequestWords(), ui.German.Language().RequestWords(), lang.Language().RequestWords())
		r, err := p.Parse(materialWords[lang].Words)
		if err != nil || r.Kind != askMaterial {
			t.Errorf("%s: %q is read as %+v, %v", lang, materialWords[lang].Words, r, err)
		}
		if _, err := p.Parse(materialWords[lang].Words + " 3"); err == nil {
			t.Errorf("%s: material takes an argument", lang)
		}
	}
	if i := slices.IndexFunc(Requests(), func(ri RequestInfo) bool { return ri.Name == "material" }); i < 0 || Requests()[i].Help != HelpInfo {
		t.Errorf("the table's requests do not list material in its group")
	}

	// White is a knight up: the answer says so.
	g := gameFrom(t, "4k3/8/8/8/8/8/8/4KN2 w - - 0 1")
	h := newHarness(t, Config{}, g)
	got := h.ask(Request{Kind: askMaterial})
	want := announce.Judge(announce.Eval{Centipawns: 300}, true).Text(phonetic.German)
	if len(got) != 1 || got[0] != want || !strings.Contains(got[0], "Weiß") || !strings.Contains(got[0], "3") {
		t.Errorf("material: %q, want %q", got, want)
	}
	g = gameFrom(t, "q3k3/8/8/8/8/8/8/4KR2 w - - 0 1")
	h = newHarness(t, Config{}, g)
	if got := h.ask(Request{Kind: askMaterial}); len(got) != 1 || !strings.Contains(got[0], "Schwarz") {
		t.Errorf("material with Black a queen for a rook up: %q", got)
	}
}

// The recipe's list of files is the files the made-up request took.
func TestRequestRecipeFiles(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/extending.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	i := strings.Index(text, "\n## A request\n")
	if i < 0 {
		t.Fatal("docs/extending.md has no section A request")
	}
	text = text[i+1:]
	if j := strings.Index(text[3:], "\n## "); j >= 0 {
		text = text[:3+j]
	}
	k := strings.Index(text, "The files")
	if k < 0 {
		t.Fatal("A request: no list of files (The files ...)")
	}
	var listed []string
	for _, line := range strings.Split(text[k:], "\n")[1:] {
		m := regexp.MustCompile("^- `([^`]+)`").FindStringSubmatch(line)
		if m == nil {
			if len(listed) == 0 {
				continue
			}
			break
		}
		listed = append(listed, m[1])
	}
	var want []string
	for _, f := range requestRecipe {
		want = append(want, f.recipe)
		if _, err := os.Stat(filepath.Join("../../..", f.recipe)); err != nil {
			t.Errorf("the recipe's %s: %v", f.recipe, err)
		}
		if f.madeUp == "" && f.none == "" {
			t.Errorf("%s: no file of the made-up request, and no reason", f.recipe)
		}
	}
	if !slices.Equal(listed, want) {
		t.Errorf("docs/extending.md lists %d files:\n  %s\nthe made-up request took %d:\n  %s",
			len(listed), strings.Join(listed, "\n  "), len(want), strings.Join(want, "\n  "))
	}
	m := regexp.MustCompile(`(\w+) files in all`).FindStringSubmatch(text)
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"}
	if m == nil || slices.Index(words, strings.ToLower(m[1])) != len(want) {
		t.Errorf("docs/extending.md says %v files in all; the made-up request took %d", m, len(want))
	}
}
