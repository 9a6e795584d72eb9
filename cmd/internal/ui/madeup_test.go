package ui_test

import (
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/uitest"
)

// recipe are the files that add a language, as docs/extending.md lists
// them: its catalogue and its line in the registry.
var recipe = []string{"cmd/internal/ui/locales/xx.po", "cmd/internal/ui/locales/LINGUAS"}

// A language is one catalogue and its line in the registry: a made-up
// one, written as a PO file, passes every check of the catalogues, and
// is a language of the user interface like the others, counting with
// the CLDR rules of a language with a dual.
func TestMadeUpLanguage(t *testing.T) {
	po := ui.CataloguePO(uitest.MadeUp(nil), uitest.PluralRules, uitest.PluralForms)
	folder := fstest.MapFS{}
	for _, name := range recipe {
		switch base := name[strings.LastIndexByte(name, '/')+1:]; base {
		case "xx.po":
			folder[base] = &fstest.MapFile{Data: po}
		case "LINGUAS":
			folder[base] = &fstest.MapFile{Data: []byte("# the made-up language\nxx\n")}
		default:
			t.Fatalf("the recipe names %s", name)
		}
	}
	remove, err := ui.RegisterCatalogues(folder)
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	ui.CheckCatalogue(t, "xx.po", po)
	ui.CheckLanguage(t, uitest.Code)
	if !slices.Contains(ui.Langs(), uitest.Code) || !slices.Contains(ui.SpokenLangs(), uitest.Code) || !strings.Contains(ui.Codes(), "xx") {
		t.Errorf("not listed: %v, %v", ui.Langs(), ui.SpokenLangs())
	}
	if l, err := ui.Parse("xx_XX.UTF-8"); err != nil || l != uitest.Code || l.Name() != "Xénglísh" {
		t.Errorf("Parse: %s, %v", l, err)
	}
	p := ui.New(uitest.Code)
	for n, want := range map[int]string{1: "1 gámé", 2: "2 gámés", 3: "3 gámés", 5: "5 gámés", 102: "102 gámés"} {
		if got := p.Plural(ui.GamesNotRead, n, n); !strings.HasPrefix(got, want) {
			t.Errorf("%d: %q", n, got)
		}
	}
	if got := p.RequestWords()["time"]; len(got) == 0 || got[0] != "tímé" || p.RequestLabel("last") != "Lást móvés" {
		t.Errorf("request words %q, label %q", got, p.RequestLabel("last"))
	}
	if got := p.Say(fs.ErrNotExist); got != "nót fóúnd" {
		t.Errorf("an error in the made-up language: %q", got)
	}
	if got := uitest.Code.Spoken().NumberText(21, ui.Masculine); got != "twéntý óné" {
		t.Errorf("21 in the made-up language: %q", got)
	}
}

// docs/extending.md's recipe for a language names the files of the
// test's recipe, and counts them.
func TestLanguageRecipeInDocs(t *testing.T) {
	data, err := os.ReadFile("../../../docs/extending.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	start := strings.Index(doc, "\n## A language\n")
	if start < 0 {
		t.Fatal("docs/extending.md has no section \"A language\"")
	}
	section := doc[start+1:]
	if end := strings.Index(section[3:], "\n## "); end >= 0 {
		section = section[:end+3]
	}
	for _, f := range recipe {
		if !strings.Contains(section, "`"+f+"`") {
			t.Errorf("the recipe does not name %s", f)
		}
	}
	words := []string{"No", "One", "Two", "Three", "Four", "Five"}
	if want := words[len(recipe)] + " files"; !strings.Contains(section, want) {
		t.Errorf("the recipe does not say %q", want)
	}
}

// openCounter counts the files opened in a folder to be read (a look at
// whether a file is there is not counted).
type openCounter struct {
	fs.FS
	opened map[string]int
}

func (c openCounter) Stat(name string) (fs.FileInfo, error) { return fs.Stat(c.FS, name) }

func (c openCounter) Open(name string) (fs.File, error) {
	c.opened[name]++
	return c.FS.Open(name)
}

// A printer reads its catalogue when it first formats a message, not when
// it is made: a run that prints nothing (convert writing moves) parses none.
func TestPrinterReadsItsCatalogueWhenFirstUsed(t *testing.T) {
	po := ui.CataloguePO(uitest.MadeUp(nil), uitest.PluralRules, uitest.PluralForms)
	folder := openCounter{FS: fstest.MapFS{
		"xx.po":   &fstest.MapFile{Data: po},
		"LINGUAS": &fstest.MapFile{Data: []byte("xx\n")},
	}, opened: map[string]int{}}
	remove, err := ui.RegisterCatalogues(folder)
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	p := ui.New(uitest.Code)
	if p.Lang() != uitest.Code {
		t.Fatalf("a printer for %s is one for %s", uitest.Code, p.Lang())
	}
	if n := folder.opened["xx.po"]; n != 0 {
		t.Fatalf("making a printer opened the catalogue %d times", n)
	}
	if got := p.Plural(ui.GamesNotRead, 2, 2); !strings.HasPrefix(got, "2 gámés") {
		t.Errorf("the first message: %q", got)
	}
	p.Plural(ui.GamesNotRead, 1, 1)
	ui.New(uitest.Code).Plural(ui.GamesNotRead, 3, 3)
	if n := folder.opened["xx.po"]; n != 1 {
		t.Errorf("the catalogue was opened %d times, not once", n)
	}
}
