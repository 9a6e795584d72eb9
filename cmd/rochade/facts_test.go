package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/voices"
)

// Every fact of the libraries is worded in every language: one line,
// with its fields, without a formatting fault, and not as the library's
// own text.
func TestSayFacts(t *testing.T) {
	var facts []error
	for k := devices.PathMissing; k <= devices.PathOther; k++ {
		facts = append(facts, &devices.NotABoardError{Path: "/tmp/x\x1b", Kind: k})
	}
	for c := devices.OpenFailed; c <= devices.OpenNotFound; c++ {
		facts = append(facts, &devices.OpenError{Path: "/dev/ttyUSB0", Code: c, Err: errors.New("x")})
	}
	facts = append(facts, &devices.MissingPortError{Path: "/dev/ttyACM0"}, &devices.NoAnswerError{Path: "/dev/ttyACM0"},
		&devices.NoAnswerError{Path: "/dev/ttyACM0", Protocol: devices.DGT}, devices.ErrNoPorts,
		&devices.DetectError{Tried: []string{"/dev/ttyACM0"}}, &devices.UnknownProtocolError{Name: "xyz"})
	for pr := clock.TCEmpty; pr <= clock.TCBadUnit; pr++ {
		facts = append(facts, &clock.TimeControlError{Input: "5x+3", Problem: pr, Period: 2, Part: "5x", Unit: "x", Limit: 8})
	}
	_, err := clock.ParseHMS("x")
	facts = append(facts, err, &brlapi.VersionError{Server: 7, Client: 8}, &brlapi.AuthError{Problem: brlapi.AuthKeyRefused},
		&brlapi.AuthError{Problem: brlapi.AuthKeyUnreadable, Path: "/etc/brlapi.key", Err: errors.New("x")},
		&braille.LayoutError{Width: 8, Need: 10}, &braille.LayoutError{Lines: 1, Need: 2}, &braille.LayoutError{Width: 12, Need: 14, Move: 3},
		&braille.UnsupportedError{System: "Windows"},
		&braille.SignError{Setting: "check", Problem: braille.SignNoEquals}, &braille.SignError{Setting: "x=1", Name: "x", Problem: braille.SignUnknown},
		&braille.SignError{Setting: "check=9", Name: "check", Problem: braille.SignBadCells, Err: errors.New("x")},
		&braille.SignError{Setting: "check=9", Name: "check", Problem: braille.SignBadCells, Err: &braille.CellsError{Input: "9", Problem: braille.CellsNotDots, Part: "9"}},
		&braille.SignError{Setting: "check=11", Name: "check", Problem: braille.SignBadCells, Err: &braille.CellsError{Input: "11", Problem: braille.CellsDotTwice, Part: "11", Dot: '1'}},
		&braille.SignError{Setting: "check=⠁x", Name: "check", Problem: braille.SignBadCells, Err: &braille.CellsError{Input: "⠁x", Problem: braille.CellsNotPattern, Index: 2}},
		&braille.SignError{Setting: "check=78", Name: "check", Problem: braille.SignEightDot},
		&braille.SignError{Setting: "check=0", Name: "check", Problem: braille.SignBlank},
		&braille.SignError{Setting: "pawn-from=x", Name: "pawn-from", Problem: braille.SignBadPawnFrom},
		&emulator.CommandError{Line: "fly", Problem: emulator.Unknown, Err: emulator.ErrUnknownCommand},
		&emulator.CommandError{Line: "button 9", Problem: emulator.BadButton},
		&emulator.LinkError{Path: "/tmp/board"}, &emulator.LinkError{Path: "/tmp", Folder: true},
		&voices.TidyRecordError{Path: "originals/tidied.json", Err: errors.New("x")}, voices.ErrNoEspeak,
		&voices.EspeakVoiceError{Voice: "xx"}, &voices.PackPathError{Name: "pack", Missing: true}, &voices.PackPathError{Name: "pack"},
		&voices.ClipFormatError{File: "clips/a.mp3"}, &voices.WAVTooLongError{Samples: 3e9, MaxSamples: 2e9, Rate: 16000},
		&uci.NotFoundError{Name: "stockfish"}, &uci.GaveUpError{Failures: 3})
	for _, lang := range ui.Langs() {
		p := ui.New(lang)
		for _, f := range facts {
			got := say(p, f)
			if got == "" || got == f.Error() || strings.Contains(got, "%!") || strings.ContainsAny(got, "\n\x1b") {
				t.Errorf("%s: %#v worded as %q", lang, f, got)
			}
		}
		for pr := assistant.ReqEmpty; pr <= assistant.ReqBadPromotion; pr++ {
			got := requestError(p, &assistant.RequestError{Problem: pr, Word: "w", Arg: "a", N: 3, Min: 1, Max: 20})
			if got == "" || strings.Contains(got, "%!") || strings.Contains(got, "request:") {
				t.Errorf("%s: request problem %v worded as %q", lang, pr, got)
			}
		}
		for _, k := range []assistant.KeyEvent{{Kind: assistant.KeyPrefix, Prefix: '/'}, {Kind: assistant.KeyPrefix, Prefix: '*'},
			{Kind: assistant.KeyPrefix, Prefix: '-'}, {Kind: assistant.KeyCancelled, Prefix: '-'}, {Kind: assistant.KeyBad, Prefix: '/', Key: '9'}} {
			if got := keyNotice(p, k); got == "" || strings.Contains(got, "%!") {
				t.Errorf("%s: key %+v worded as %q", lang, k, got)
			}
		}
		for _, l := range helpLines(p, true) {
			if strings.Contains(l, "%!") || strings.Contains(l, "\n") {
				t.Errorf("%s: help line %q", lang, l)
			}
		}
	}
}
