package main

import (
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/safefile"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/dgt"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/devices/gatt"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/speech"
	"github.com/rochade/rochade/voices/speech/ssip"
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
		&uci.NotFoundError{Name: "stockfish"}, &uci.GaveUpError{Failures: 3},
		&uci.EngineError{Reason: uci.Crashed, Err: errors.New("x")}, uci.ErrClosed, uci.ErrNoLegalMove,
		&brlapi.UnreachableError{Where: "localhost:0", Errs: []error{syscall.ECONNREFUSED}}, &brlapi.ServerError{Code: 2}, &brlapi.ServerError{Code: 99},
		&brlapi.ProtocolError{Offset: 7, Msg: "x"}, &devices.HeldErrors{Err: &dgt.Error{Offset: 3, Reason: "x"}, More: 2},
		&safefile.TargetError{Path: "out.pgn", Err: safefile.ErrNotRegular}, &safefile.InputError{Output: "a.pgn", Input: "b.pgn"},
		&ssip.AddressError{Value: "x"}, &ssip.ReplyError{Command: "SPEAK", Reply: ssip.Reply{Code: 300}}, ssip.ErrClosed,
		&ssip.ProtocolError{Kind: ssip.NoCode, Line: 3}, &gatt.WireError{Offset: 4}, emulator.ErrClosed, emulator.ErrNoClock,
		&speech.NoSpeechError{Tried: []*speech.UnavailableError{{Speech: speech.NVDA, Reason: speech.NotRunning, Where: "x"},
			{Speech: speech.SAPI, Reason: speech.Failed, Err: syscall.Errno(0x80040154)}}},
		&devices.LinkError{Address: devices.Address{Transport: devices.BLE, Target: "x"}, Err: syscall.EHOSTUNREACH},
		&devices.AddressError{Text: "ble:", Problem: devices.AddressEmpty}, &devices.UnavailableError{Transport: devices.BLE, NeedsCgo: true, OS: "darwin"},
		devices.ErrNoAnswer, devices.ErrNotConnected, syscall.Errno(9999), &os.PathError{Op: "open", Path: "x", Err: syscall.EACCES},
		errors.New("x"))
	for o := uci.OptionUnknown; o <= uci.OptionButton; o++ {
		facts = append(facts, &uci.OptionError{Name: "Hash", Value: "x", Problem: o, Engine: "Fake", Min: 1, Max: 8, Vars: []string{"a", "b"}})
	}
	for _, lang := range ui.Langs() {
		p := ui.New(lang)
		for _, f := range facts {
			got := p.Say(f)
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
		for pr := voices.TidyFailed; pr <= voices.OriginalNotKept; pr++ {
			c := voices.ClipProblem{File: "clips/a.wav", Problem: pr, N: 2, Level: -3, Limit: 6, Other: "a.flac", Token: "king", Err: syscall.ENOENT}
			if got := p.Word(c); got == "" || strings.Contains(got, "%!") {
				t.Errorf("%s: clip problem %v worded as %q", lang, pr, got)
			}
		}
		for _, k := range []assistant.KeyEvent{{Kind: assistant.KeyPrefix, Prefix: '/'}, {Kind: assistant.KeyPrefix, Prefix: '*'},
			{Kind: assistant.KeyPrefix, Prefix: '-'}, {Kind: assistant.KeyCancelled, Prefix: '-'}, {Kind: assistant.KeyBad, Prefix: '/', Key: '9'}} {
			if got := p.Word(k); got == "" || strings.Contains(got, "%!") {
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
