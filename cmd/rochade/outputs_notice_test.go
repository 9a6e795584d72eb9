package main

import (
	"context"
	"reflect"
	"sync"
	"testing"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/phonetic"
	"github.com/rochade/rochade/voices/speech"
)

// recordingSink notes the kind and the first word of each phrase.
type recordingSink struct {
	mu   sync.Mutex
	said []string
}

func (r *recordingSink) note(kind speech.Kind, what string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	name := "announcement"
	if kind == speech.Answer {
		name = "answer"
	}
	r.said = append(r.said, name+" "+what)
}

func (r *recordingSink) Say(_ context.Context, _ notation.Color, kind speech.Kind, toks []phonetic.Token) error {
	r.note(kind, phonetic.Text(toks, phonetic.German))
	return nil
}

func (r *recordingSink) SayWords(_ context.Context, _ notation.Color, kind speech.Kind, words []speech.Word) error {
	r.note(kind, words[0].Prompt)
	return nil
}

func (r *recordingSink) Wait(context.Context) error { return nil }
func (r *recordingSink) Close() error               { return nil }

// A notice is printed and not spoken (play: the screen reader reads the
// printed line); given words (the appliance's tell), it is spoken too,
// as an answer that waits for the move said before it, not one that
// cuts in.
func TestNoticeSpokenOnlyWithWords(t *testing.T) {
	for _, appliance := range []bool{false, true} {
		p := ui.New(ui.English)
		o := &gameOutputs{p: p, sp: phonetic.German}
		var notices syncBuffer
		o.add(newPrinted(&notices, p, lineNotice))
		sink := &recordingSink{}
		o.add(newSpokenOut(sink, o.Notice))
		if appliance {
			o.setTell(func(about any) []speech.Word {
				if about == web.Guessing {
					return []speech.Word{{Prompt: "m_web-guessing_1", Text: "Someone else …"}}
				}
				return nil
			})
		}
		o.Announce(notation.White, announce.Words(phonetic.Knight, phonetic.FileF, phonetic.Rank3))
		o.put(pairingAlarm(p, web.Guessing))
		o.put(gameLine{kind: lineNotice, text: "Board found.", about: "another notice"})
		if err := o.Close(context.Background()); err != nil {
			t.Fatal(err)
		}
		want := []string{"announcement Springer Felix drei"}
		if appliance {
			want = append(want, "answer m_web-guessing_1")
		}
		if !reflect.DeepEqual(sink.said, want) {
			t.Errorf("appliance %v: said %q, want %q", appliance, sink.said, want)
		}
		if got, want := notices.String(), p.Sprintf(ui.WebGuessing)+"\nBoard found.\n"; got != want {
			t.Errorf("appliance %v: printed %q, want %q", appliance, got, want)
		}
	}
}
