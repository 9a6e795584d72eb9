package uci

import (
	"reflect"
	"testing"
)

// Lines printed by Stockfish 15.1 (Debian 12) and a few hand-made ones.
func TestParseLine(t *testing.T) {
	cases := []struct {
		in   string
		want Line
	}{
		{"uciok", Line{Kind: UCIOK}},
		{"readyok\r", Line{Kind: ReadyOK}},
		{"  readyok  ", Line{Kind: ReadyOK}},
		{"", Line{}},
		{"Stockfish 15.1 by the Stockfish developers (see AUTHORS file)", Line{}},
		{"id name Stockfish 15.1", Line{Kind: ID, Key: "name", Value: "Stockfish 15.1"}},
		{"id author the Stockfish developers (see AUTHORS file)", Line{Kind: ID, Key: "author", Value: "the Stockfish developers (see AUTHORS file)"}},
		{"id", Line{}},
		{"option name Skill Level type spin default 20 min 0 max 20",
			Line{Kind: Option, Option: OptionSpec{Name: "Skill Level", Type: "spin", Default: "20", Min: 0, Max: 20, HasMin: true, HasMax: true}}},
		{"option name Debug Log File type string default ",
			Line{Kind: Option, Option: OptionSpec{Name: "Debug Log File", Type: "string"}}},
		{"option name SyzygyPath type string default <empty>",
			Line{Kind: Option, Option: OptionSpec{Name: "SyzygyPath", Type: "string"}}},
		{"option name Clear Hash type button",
			Line{Kind: Option, Option: OptionSpec{Name: "Clear Hash", Type: "button"}}},
		{"option name Style type combo default Normal var Solid var Normal var Risky play",
			Line{Kind: Option, Option: OptionSpec{Name: "Style", Type: "combo", Default: "Normal", Vars: []string{"Solid", "Normal", "Risky play"}}}},
		{"option name Hash type spin default 16 min x max 33554432",
			Line{Kind: Option, Option: OptionSpec{Name: "Hash", Type: "spin", Default: "16", Max: 33554432, HasMax: true}}},
		{"option type spin", Line{}},
		{"bestmove a1a8", Line{Kind: BestMove, Move: "a1a8"}},
		{"bestmove d2d4 ponder g8f6", Line{Kind: BestMove, Move: "d2d4", Ponder: "g8f6"}},
		{"bestmove (none)", Line{Kind: BestMove, Move: "(none)"}},
		{"bestmove", Line{}},
		{"info string NNUE evaluation using nn-ad9b42354671.nnue enabled",
			Line{Kind: Info, Info: InfoLine{String: "NNUE evaluation using nn-ad9b42354671.nnue enabled"}}},
		{"info depth 11 seldepth 14 multipv 1 score cp 37 nodes 108729 nps 361225 hashfull 38 tbhits 0 time 301 pv d2d4 g8f6 c2c4",
			Line{Kind: Info, Info: InfoLine{Depth: 11, SelDepth: 14, MultiPV: 1, HasScore: true, Score: Score{Value: 37}, Nodes: 108729, NPS: 361225, TimeMS: 301, PV: []string{"d2d4", "g8f6", "c2c4"}}}},
		{"info depth 5 seldepth 2 multipv 1 score mate 1 nodes 85 nps 85000 hashfull 0 tbhits 0 time 1 pv a1a8",
			Line{Kind: Info, Info: InfoLine{Depth: 5, SelDepth: 2, MultiPV: 1, HasScore: true, Score: Score{Mate: true, Value: 1}, Nodes: 85, NPS: 85000, TimeMS: 1, PV: []string{"a1a8"}}}},
		{"info depth 20 score cp -35 upperbound nodes 10",
			Line{Kind: Info, Info: InfoLine{Depth: 20, HasScore: true, Score: Score{Value: -35, Bound: UpperBound}, Nodes: 10}}},
		{"info depth 20 score mate -3 lowerbound",
			Line{Kind: Info, Info: InfoLine{Depth: 20, HasScore: true, Score: Score{Mate: true, Value: -3, Bound: LowerBound}}}},
		{"info depth 0 score cp 0", Line{Kind: Info, Info: InfoLine{HasScore: true}}},
		{"info depth 13 currmove e2e4 currmovenumber 1", Line{Kind: Info, Info: InfoLine{Depth: 13, CurrMove: "e2e4"}}},
		{"info depth x score cp y pv", Line{Kind: Info}},
		{"info depth 99999999999999999999 nodes -5 score", Line{Kind: Info, Info: InfoLine{Nodes: -5}}},
		{"info\tdepth\t3", Line{Kind: Info, Info: InfoLine{Depth: 3}}},
	}
	for _, c := range cases {
		if got := ParseLine(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseLine(%q)\n got %+v\nwant %+v", c.in, got, c.want)
		}
	}
}

func TestScoreString(t *testing.T) {
	cases := map[Score]string{
		{Value: 35}:                    "+0.35",
		{Value: -120}:                  "-1.20",
		{Value: 0}:                     "+0.00",
		{Value: -5}:                    "-0.05",
		{Mate: true, Value: 3}:         "mate 3",
		{Mate: true, Value: -2}:        "mate -2",
		{Value: 10, Bound: LowerBound}: "+0.10 lowerbound",
	}
	for s, want := range cases {
		if got := s.String(); got != want {
			t.Errorf("%+v: got %q, want %q", s, got, want)
		}
	}
	if n := (Score{Value: 7, Bound: LowerBound}).negate(); n != (Score{Value: -7, Bound: UpperBound}) {
		t.Errorf("negate: %+v", n)
	}
}
