package ui_test

import (
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/uitest"
)

// A language is one Language value and its registration: a made-up one
// passes every check of the catalogue, and is a language of the user
// interface like the others, with its plural rule of three forms.
func TestMadeUpLanguage(t *testing.T) {
	defer ui.Register(uitest.MadeUp(nil))()
	ui.CheckLanguage(t, uitest.Code)
	if !slices.Contains(ui.Langs(), uitest.Code) || !slices.Contains(ui.SpokenLangs(), uitest.Code) || !strings.Contains(ui.Codes(), "xx") {
		t.Errorf("not listed: %v, %v", ui.Langs(), ui.SpokenLangs())
	}
	if l, err := ui.Parse("xx_XX.UTF-8"); err != nil || l != uitest.Code || l.Name() != "Xénglísh" {
		t.Errorf("Parse: %s, %v", l, err)
	}
	p := ui.New(uitest.Code)
	for n, want := range map[int]string{1: "1 gámé", 2: "2 gámés", 5: "5 gámés"} {
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
}
