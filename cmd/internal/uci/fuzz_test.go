package uci

import (
	"strings"
	"testing"
)

// FuzzParseLine checks that ParseLine never panics and that what it reads
// is well formed. The seeds are lines printed by Stockfish 15.1.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{
		"Stockfish 15.1 by the Stockfish developers (see AUTHORS file)",
		"id name Stockfish 15.1",
		"id author the Stockfish developers (see AUTHORS file)",
		"option name Debug Log File type string default ",
		"option name Threads type spin default 1 min 1 max 1024",
		"option name Clear Hash type button",
		"option name Ponder type check default false",
		"option name SyzygyPath type string default <empty>",
		"option name UCI_Elo type spin default 1350 min 1350 max 2850",
		"uciok",
		"readyok",
		"info string NNUE evaluation using nn-ad9b42354671.nnue enabled",
		"info depth 1 seldepth 1 multipv 1 score mate 1 nodes 17 nps 17000 hashfull 0 tbhits 0 time 1 pv a1a8",
		"info depth 11 seldepth 14 multipv 1 score cp 37 nodes 108729 nps 361225 hashfull 38 tbhits 0 time 301 pv d2d4 g8f6 c2c4 g7g6 e2e3 f8g7 g1f3",
		"info depth 3 seldepth 2 multipv 1 score cp -493 nodes 30 nps 10000 hashfull 0 tbhits 0 time 3 pv e1f2",
		"info depth 21 currmove g1f3 currmovenumber 2",
		"info depth 18 score cp 22 lowerbound nodes 1 pv e2e4",
		"info depth 0 score cp 0",
		"bestmove d2d4 ponder g8f6",
		"bestmove (none)",
		"option name Style type combo default Normal var Solid var Normal",
		"\x00\xff info score mate",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l := ParseLine(s)
		if l.Kind > Info {
			t.Fatalf("kind %d", l.Kind)
		}
		if again := ParseLine(s); again.Kind != l.Kind || again.Move != l.Move || len(again.Info.PV) != len(l.Info.PV) {
			t.Fatalf("not the same on a second reading")
		}
		token := func(what, w string) {
			if w == "" || strings.ContainsAny(w, " \t\r\n") || !strings.Contains(s, w) {
				t.Fatalf("%s %q is not a token of the line", what, w)
			}
		}
		switch l.Kind {
		case BestMove:
			token("move", l.Move)
			if l.Ponder != "" {
				token("ponder", l.Ponder)
			}
		case ID:
			token("key", l.Key)
		case Option:
			if l.Option.Name == "" || l.Option.Type == "" {
				t.Fatalf("option without name or type: %+v", l.Option)
			}
			if len(l.Option.Vars) > maxField {
				t.Fatalf("%d vars", len(l.Option.Vars))
			}
		case Info:
			if len(l.Info.PV) > maxField {
				t.Fatalf("%d pv moves", len(l.Info.PV))
			}
			for _, m := range l.Info.PV {
				token("pv move", m)
			}
		default:
			if !reflect0(l) {
				t.Fatalf("%v line with fields set: %+v", l.Kind, l)
			}
		}
	})
}

// reflect0 tells whether a line of a kind without fields has none set.
func reflect0(l Line) bool {
	return l.Key == "" && l.Value == "" && l.Move == "" && l.Ponder == "" && l.Option.Name == "" && l.Info.PV == nil
}
