package voices

import (
	"encoding/json"
	"errors"
	"testing"
	"testing/fstest"

	"github.com/rochade/rochade/phonetic"
)

// TestOlderPackLacksNewWords loads a pack whose manifest does not list a
// newer word: the pack is usable, Missing names the word, and a phrase
// with it keeps its other words and reports the missing one.
func TestOlderPackLacksNewWords(t *testing.T) {
	def := mustDefault(t)
	fsys := fstest.MapFS{}
	m := *def.Manifest
	m.Clips = nil
	for _, c := range def.Manifest.Clips {
		if c.Token == phonetic.TimeForfeit.Key() {
			continue
		}
		m.Clips = append(m.Clips, c)
		data, err := defaultFS.ReadFile("default/" + c.File)
		if err != nil {
			t.Fatal(err)
		}
		fsys[c.File] = &fstest.MapFile{Data: data}
	}
	js, err := json.Marshal(&m)
	if err != nil {
		t.Fatal(err)
	}
	fsys[ManifestName] = &fstest.MapFile{Data: js}
	p, err := Load(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Missing(); len(got) != 1 || got[0] != phonetic.TimeForfeit {
		t.Fatalf("Missing() = %v, want [time_forfeit]", got)
	}
	v, err := Prepare(p, p.Rate(), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	var ph Phrase
	err = v.Append(&ph, []phonetic.Token{phonetic.TimeForfeit, phonetic.White}, 0)
	var me *MissingError
	if !errors.As(err, &me) || len(me.Tokens) != 1 || me.Tokens[0] != phonetic.TimeForfeit {
		t.Fatalf("Append error = %v, want the missing Zeitüberschreitung", err)
	}
	if len(ph.Segs) != 1 || ph.Len != v.ClipLen(phonetic.White) {
		t.Errorf("phrase has %d segments of %d samples, want the clip of Weiß alone", len(ph.Segs), ph.Len)
	}
}
