package spoken

import (
	"strings"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/madeup"
	"github.com/rochade/rochade/phonetic"
)

// A board's name is a brand: no pack has a clip of it, every pack says
// it with its own clips (a protocol made up after the packs were made
// too), and a synthesiser is given the name whole.
func TestBrandNeedsNoClip(t *testing.T) {
	titles := append(devices.ProtocolTitles(devices.Protocols()), madeup.Protocol().Title, "Chessnut Air 2")
	for _, lang := range Langs() {
		p, err := BuiltIn(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range Vocabulary(lang) {
			for _, title := range titles {
				if w.Text == title {
					t.Errorf("%s: a clip %s of the brand %q", lang, w.Key, title)
				}
			}
		}
		tl := NewTeller(ui.New(lang), phonetic.German)
		for _, title := range titles {
			s := tl.Msg(ui.ApplianceBoardFound, tl.Brand(title))
			if !strings.Contains(s.Text, title) {
				t.Errorf("%s: %q does not name %q", lang, s.Text, title)
			}
			// What a synthesiser is given: the texts of the prompts
			// (German number words are tokens, said as they are).
			b := tl.Brand(title)
			var texts []string
			tokens := false
			for _, w := range b.Words {
				tokens = tokens || w.Prompt == ""
				if w.Prompt != "" && w.Text != "" {
					texts = append(texts, w.Text)
				}
			}
			if !tokens && (len(b.Words) < 2 || strings.Join(texts, " ") != title) {
				t.Errorf("%s: the synthesiser is given %q for %q (%d words)", lang, texts, title, len(b.Words))
			}
			for _, w := range s.Words {
				if w.Prompt == "" {
					continue
				}
				if _, ok := p.Clip(w.Prompt); !ok {
					t.Errorf("%s: no clip %s for %q", lang, w.Prompt, title)
				}
			}
		}
	}
}
