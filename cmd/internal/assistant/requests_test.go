package assistant

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

// A typed line that is no request that can be done says why, by its
// fields.
func TestRequestErrors(t *testing.T) {
	for in, want := range map[string]RequestError{
		"":               {Problem: ReqEmpty},
		"tme":            {Problem: ReqUnknown, Word: "tme"},
		"level 25":       {Problem: ReqBadLevel, Kind: AskLevel, Word: "level", Arg: "25", Min: 1, Max: 20},
		"stufe x":        {Problem: ReqBadLevel, Kind: AskLevel, Word: "stufe", Arg: "x", Min: 1, Max: 20},
		"last 0":         {Problem: ReqBadLast, Kind: AskLast, Word: "last", Arg: "0", Min: 1, Max: 999},
		"square k9":      {Problem: ReqBadSquare, Kind: AskSquare, Word: "square", Arg: "k9"},
		"file 4":         {Problem: ReqBadFile, Kind: AskFile, Word: "file", Arg: "4"},
		"rank e":         {Problem: ReqBadRank, Kind: AskRank, Word: "rank", Arg: "e"},
		"pieces green":   {Problem: ReqBadPieces, Kind: AskPieces, Word: "pieces", Arg: "green"},
		"resign green":   {Problem: ReqBadResign, Kind: AskResign, Word: "resign", Arg: "green"},
		"result 2-0":     {Problem: ReqBadResult, Kind: AskResult, Word: "result", Arg: "2-0"},
		"time now":       {Problem: ReqNoArgument, Kind: AskTime, Word: "time", Arg: "now"},
		"square e4 e5 x": {Problem: ReqTooMany, Kind: AskSquare, Word: "square", N: 3},
	} {
		_, err := ParseRequest(in)
		var re *RequestError
		if !errors.As(err, &re) || *re != want {
			t.Errorf("%q: %#v, want %+v", in, err, want)
		}
	}
}

// The words of another language are understood besides English and
// German.
func TestRequestParserWords(t *testing.T) {
	p := NewRequestParser(ui.English.Language().RequestWords(), ui.German.Language().RequestWords(), map[string][]string{
		"time": {"время"}, "square": {"поле"}, "pieces": {"фигуры"}, "white": {"белые"}, "black": {"чёрные"},
	})
	e4, _ := notation.ParseSquare("e4")
	for in, want := range map[string]Request{
		"время":         {Kind: AskTime},
		"ВРЕМЯ":         {Kind: AskTime},
		"поле e4":       {Kind: AskSquare, Square: e4},
		"фигуры чёрные": {Kind: AskPieces, Color: notation.Black},
		"фигуры white":  {Kind: AskPieces, Color: notation.White},
		"time":          {Kind: AskTime},
		"zeit":          {Kind: AskTime},
	} {
		if got, err := p.Parse(in); err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", in, got, err, want)
		}
	}
	if _, err := ParseRequest("время"); err == nil {
		t.Error("the default parser knows a Russian word")
	}
}

// readKeys runs ReadKeys over input and returns what it sent.
func readKeys(t *testing.T, input string) []Input {
	t.Helper()
	inputs := make(chan Input, 100)
	ReadKeys(context.Background(), bytes.NewReader([]byte(input)), io.Discard, inputs, func() {}, testParser())
	close(inputs)
	var out []Input
	for in := range inputs {
		out = append(out, in)
	}
	return out
}

// The arrow keys and the keypad with NumLock off work as the keypad's
// digits; other escape sequences are ignored without a word.
func TestReadKeysEscapes(t *testing.T) {
	e4, _ := notation.ParseSquare("e4")
	for in, want := range map[string][]Request{
		"\x1b[A":               {{Kind: AskBoard}}, // up: 8
		"\x1b[B\x1b[D\x1b[C":   {{Kind: AskLast, N: 2}, {Kind: AskLast, N: 4}, {Kind: AskLast, N: 6}},
		"\x1bOA":               {{Kind: AskBoard}},                 // up, application mode
		"\x1b[E\x1b[G":         {{Kind: AskTime}, {Kind: AskTime}}, // the middle key: 5
		"\x1b[H\x1b[5~\x1b[2~": {{Kind: AskPieces, Color: notation.White}, {Kind: AskPieces, Color: notation.Black}, {Kind: AskRepeat}},
		"\x1bOu":               {{Kind: AskTime}},               // keypad 5, application mode
		"\x1bOo\x1bOu\x1bOt":   {{Kind: AskSquare, Square: e4}}, // / 5 4
		"\x1b[1;5A\x1b[15~x":   {{Kind: AskBoard}},              // ctrl+up: 8; F5 and a lone x: nothing
		"\x1b[Z\x1bOP":         nil,                             // shift+tab, F1
	} {
		var got []Request
		for _, i := range readKeys(t, in) {
			switch {
			case i.Kind == RequestInput && i.Err == nil:
				got = append(got, i.Request)
			case i.Kind == RequestInput:
				t.Errorf("%q: an error %v", in, i.Err)
			}
		}
		if len(got) != len(want) {
			t.Errorf("%q: %+v, want %+v", in, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: %+v, want %+v", in, got, want)
			}
		}
	}
}

// / * and - say that they wait for digits; a cancelled prefix and a
// wrong key say so.
func TestReadKeysPrefixEvents(t *testing.T) {
	var got []KeyEvent
	for _, i := range readKeys(t, "/.*\r-9") {
		if i.Kind == KeyInput {
			got = append(got, i.Key)
		}
	}
	want := []KeyEvent{
		{Kind: KeyPrefix, Prefix: '/'}, {Kind: KeyCancelled, Prefix: '/'},
		{Kind: KeyPrefix, Prefix: '*'}, {Kind: KeyCancelled, Prefix: '*'},
		{Kind: KeyPrefix, Prefix: '-'}, {Kind: KeyBad, Prefix: '-', Key: '9'},
	}
	if len(got) != len(want) {
		t.Fatalf("%+v, want %+v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
