package voices

import (
	"strings"
	"testing"
	"testing/fstest"
)

// promptPack is a prompt pack in memory: one clip per word, all at rate;
// the second word shares the first's file.
func promptPack(t *testing.T, rate int, words []Word) fstest.MapFS {
	t.Helper()
	m := &Manifest{Name: "Test prompts", Language: "ru", Licence: "CC0-1.0", SampleRate: rate}
	fsys := fstest.MapFS{}
	for i, w := range words {
		file := "clips/" + w.Key + ".wav"
		if i == 1 {
			file = "clips/" + words[0].Key + ".wav"
		}
		m.Clips = append(m.Clips, ClipEntry{Token: w.Key, File: file, Text: w.Text})
		if _, ok := fsys[file]; !ok {
			fsys[file] = &fstest.MapFile{Data: wavBytes(t, rate, tone(rate, 0.2+0.1*float64(i), 0.1))}
		}
	}
	fsys[ManifestName] = &fstest.MapFile{Data: m.Marshal()}
	return fsys
}

// A prompt pack loads with any keys, is checked against the vocabulary
// it is given (missing phrases named with their words, stray clips
// named), and speaks its clips at the output rate.
func TestPromptPack(t *testing.T) {
	words := []Word{{"time_white_1", "Ход"}, {"time_black_1", "Ход"}, {"number_2", "два"}}
	fsys := promptPack(t, 11025, words)
	p, err := LoadPrompts(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.Keys(), " "); got != "time_white_1 time_black_1 number_2" {
		t.Errorf("keys %q", got)
	}
	if r := Check(fsys, ".", CheckOptions{Words: words}); !r.OK() {
		t.Errorf("the pack fails its check:\n%s", r.Summary("test"))
	}
	more := append(words[:2:2], Word{"flag_white_1", "У белых упал флажок"})
	r := Check(fsys, ".", CheckOptions{Words: more})
	var kinds []string
	for _, pr := range r.Problems {
		kinds = append(kinds, pr.String())
	}
	want := []string{`flag_white_1: no clip У белых упал флажок`, "clips/number_2.wav (number_2): not a token"}
	if strings.Join(kinds, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(kinds, "\n"), strings.Join(want, "\n"))
	}
	// Without a vocabulary, the announcement vocabulary: every key is
	// foreign.
	if r := Check(fsys, ".", CheckOptions{}); r.OK() {
		t.Error("a prompt pack passed as a voice pack")
	}

	v, err := PreparePrompts(p, 16000, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	src, _ := p.Clip("number_2")
	if got, want := len(v.Clip("number_2")), len(src)*16000/11025; got < want-2 || got > want+2 {
		t.Errorf("clip of %d samples at 16 kHz, from %d at 11025 Hz", got, len(src))
	}
	if &v.Clip("time_white_1")[0] != &v.Clip("time_black_1")[0] {
		t.Error("two keys of one file are prepared twice")
	}
	var ph Phrase
	if !v.AppendPrompt(&ph, "time_white_1", 100) || !v.AppendPrompt(&ph, "number_2", 100) || v.AppendPrompt(&ph, "none", 100) {
		t.Fatal("AppendPrompt")
	}
	if want := len(v.Clip("time_white_1")) + 100 + len(v.Clip("number_2")); ph.Len != want || len(ph.Segs) != 3 {
		t.Errorf("phrase of %d samples in %d segments, want %d in 3", ph.Len, len(ph.Segs), want)
	}
	if _, err := PreparePrompts(p, 16000, 9, 1); err == nil {
		t.Error("speed 9 accepted")
	}

	delete(fsys, "clips/number_2.wav")
	if _, err := LoadPrompts(fsys, "."); err == nil || !strings.Contains(err.Error(), "clips/number_2.wav") {
		t.Errorf("a pack without a clip file: %v", err)
	}
}
