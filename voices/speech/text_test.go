package speech

import (
	"context"
	"strings"
	"testing"

	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
)

// recorder is an engine that keeps what it was given.
type recorder struct {
	said []string
}

func (r *recorder) speak(_ context.Context, text string, interrupt bool) error {
	if interrupt {
		text = "!" + text
	}
	r.said = append(r.said, text)
	return nil
}
func (r *recorder) wait(context.Context) error { return nil }
func (r *recorder) close() error               { return nil }
func (r *recorder) info() Info                 { return Info{} }

var move = []phonetic.Token{phonetic.Knight, phonetic.FileF, phonetic.Rank3}

// The words go to the speech respelled for the run's language; an
// announcement cuts in only with barge-in, an answer never.
func TestTextSay(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		lang    string
		bargeIn bool
		want    string
	}{
		{"de", false, "Springer Felix drei|Zeit"},
		{"de", true, "!Springer Felix drei|Zeit"},
		{"ru", true, "!шпрингер Феликс драй|цайт"},
		{"pl", false, "szpringer Feliks draj|cajt"},
	} {
		r := &recorder{}
		s := &Text{e: r, lang: c.lang, bargeIn: c.bargeIn}
		if err := s.Say(ctx, notation.Black, Announcement, move); err != nil {
			t.Fatal(err)
		}
		if err := s.Say(ctx, notation.White, Answer, []phonetic.Token{phonetic.TimeWord}); err != nil {
			t.Fatal(err)
		}
		if err := s.Say(ctx, notation.White, Answer, nil); err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.said, "|"); got != c.want {
			t.Errorf("%s barge-in %v: %q, want %q", c.lang, c.bargeIn, got, c.want)
		}
	}
}

// A phrase of the assistant goes as one text: the prompts' texts as
// they are, the German words respelled for the language.
func TestTextSayWords(t *testing.T) {
	r := &recorder{}
	s := &Text{e: r, lang: "ru", bargeIn: true}
	words := append([]Word{{Prompt: "engine_move_1", Text: "Компьютер"}}, Tokens(move)...)
	if err := s.SayWords(context.Background(), notation.White, Announcement, words); err != nil {
		t.Fatal(err)
	}
	if err := s.SayWords(context.Background(), notation.White, Answer, []Word{{Prompt: "x"}}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(r.said, "|"); got != "!Компьютер шпрингер Феликс драй" {
		t.Errorf("said %q", got)
	}
}

func TestScale(t *testing.T) {
	for _, c := range []struct {
		f    float64
		top  int
		want int
	}{
		{1, 100, 0}, {3, 100, 100}, {1.0 / 3, 100, -100}, {0.5, 100, -63}, {2, 100, 63},
		{9, 100, 100}, {0, 100, -100}, {1.5, 10, 4},
	} {
		if got := scale(c.f, c.top); got != c.want {
			t.Errorf("scale(%v, %d) = %d, want %d", c.f, c.top, got, c.want)
		}
	}
}

func TestParseSpeech(t *testing.T) {
	for _, name := range []string{"system", "speech-dispatcher", "nvda", "jaws", "sapi", "say", "voiceover"} {
		if s, ok := ParseSpeech(name); !ok || string(s) != name {
			t.Errorf("%q: %q %v", name, s, ok)
		}
	}
	for _, name := range []string{"default", "none", "NVDA", "", "voices/default"} {
		if _, ok := ParseSpeech(name); ok {
			t.Errorf("%q is a speech", name)
		}
	}
	if got := SystemOrder("windows"); len(got) != 3 || got[0] != NVDA || got[1] != JAWS || got[2] != SAPI {
		t.Errorf("windows: %v", got)
	}
	if got := SystemOrder("darwin"); len(got) != 2 || got[0] != VoiceOver || got[1] != Say {
		t.Errorf("darwin: %v", got)
	}
	if got := SystemOrder("linux"); len(got) != 1 || got[0] != SpeechDispatcher {
		t.Errorf("linux: %v", got)
	}
}
