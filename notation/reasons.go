package notation

import (
	"fmt"
	"strings"
)

// Problem says what is wrong with a written move, the text of a PGN file
// or a FEN.
type Problem int

// The problems of a written move.
const (
	MoveNotUTF8          Problem = iota + 1 // not valid UTF-8
	MoveTooLong                             // too long to be a move
	MoveEmpty                               // no move in it
	MoveNoCastle                            // Color may not castle here (Long: long castling)
	MoveNotPieceLetter                      // Text is no piece letter in Lang
	MoveTooManyCoords                       // more than four coordinates
	MoveOffBoard                            // a square off the board
	MoveBadPromotion                        // Text after the squares is no piece a pawn becomes in Lang
	MoveLeftOver                            // Text is left over after the move
	MoveSquareOrder                         // its squares are not in a usual order
	MoveNoTarget                            // it names no square to move to
	MoveOnlyPawnPromotes                    // a piece other than a pawn becomes another
	MoveNoCastleRook                        // Color may not castle with that rook here
	MoveIllegal                             // no such legal move for Color
	MoveNeedsPromotion                      // a pawn promotes here, and no piece is named
	MoveAmbiguous                           // it could be each of Candidates
)

// The problems of the text of a PGN file.
const (
	PGNOpenComment   Problem = iota + 100 // a comment is not closed
	PGNOpenVariation                      // a variation is not closed
	PGNStrayParen                         // a ')' closes no variation
	PGNBadNAG                             // a '$' without a number
	PGNStrayClose                         // Text (a bracket) closes nothing opened
	PGNTagNoName                          // a tag without a name
	PGNTagNoValue                         // the tag Text has no value in double quotes
	PGNTagValueOpen                       // the value of tag Text is not closed on its line
	PGNTagOpen                            // the tag Text is not closed
	PGNVariant                            // the variant Text is not read
	PGNNullInCheck                        // the null move Text while Color is in check
	PGNTooLong                            // the game is longer than N MiB
)

// The problems of a FEN, and of a square's name.
const (
	FENFields           Problem = iota + 200 // not 4 to 6 fields
	FENRanks                                 // not 8 ranks
	FENRankLong                              // rank N has more than 8 squares
	FENPieceLetter                           // Text is no piece letter
	FENRankShort                             // rank N has M squares
	FENSide                                  // the side to move is not w or b
	FENCastling                              // the castling rights Text cannot be read: Err
	FENEnPassant                             // the en-passant square Text is not on rank 3 or 6
	FENHalfmove                              // the halfmove clock Text is no number
	FENFullmove                              // the move number Text is no number
	FENKings                                 // Color has N kings
	FENPawnRank                              // a pawn on the first or last rank
	FENNotToMoveInCheck                      // the side not to move is in check
	FENCastlingLetter                        // Text is no letter of castling rights
	BadSquare                                // Text is no square
)

// Reason says why something written cannot be read: its problem and the
// values it names. Its Error is English for a log; Fact names the
// message of the commands' catalogue that words it for the player.
type Reason struct {
	Problem    Problem
	Text       string   // the text at fault
	Lang       *Lang    // the language of the piece letters
	Color      Color    // the side the problem is about
	Long       bool     // MoveNoCastle: long castling
	N, M       int      // a rank, a count, a size
	Candidates []string // MoveAmbiguous: the moves it could be (SAN)
	Err        error    // FENCastling: why the rights cannot be read
}

// reasonTexts are the catalogue's key of each problem and its English
// for a log (fmt verbs take the values logArgs gives).
var reasonTexts = map[Problem]struct{ key, log string }{
	MoveNotUTF8:          {"move-not-utf8", "it is not valid UTF-8 text"},
	MoveTooLong:          {"move-too-long", "it is too long to be a move"},
	MoveEmpty:            {"move-empty", "there is no move in it"},
	MoveNotPieceLetter:   {"move-not-piece-letter", "%q is not a piece letter in %s"},
	MoveTooManyCoords:    {"move-too-many-coords", "it has too many coordinates"},
	MoveOffBoard:         {"move-off-board", "it names a square off the board: files go from a to h, ranks from 1 to 8"},
	MoveBadPromotion:     {"move-bad-promotion", "%q after the squares is not a piece a pawn can become in %s"},
	MoveLeftOver:         {"move-left-over", "%q is left over after the move"},
	MoveSquareOrder:      {"move-square-order", "its squares are not in a usual order"},
	MoveNoTarget:         {"move-no-target", "it names no square to move to"},
	MoveOnlyPawnPromotes: {"move-only-pawn-promotes", "only a pawn can become another piece"},
	MoveNoCastleRook:     {"move-no-castle-rook", "%s may not castle with that rook here"},
	MoveIllegal:          {"move-illegal", "no such legal move for %s"},
	MoveNeedsPromotion:   {"move-needs-promotion", "a pawn promotes here and no piece is named: %s"},
	MoveAmbiguous:        {"move-ambiguous", "it is ambiguous: %s"},
	PGNOpenComment:       {"pgn-open-comment", "a comment opened here is not closed"},
	PGNOpenVariation:     {"pgn-open-variation", "a variation opened here is not closed"},
	PGNStrayParen:        {"pgn-stray-paren", "a ')' closes no variation"},
	PGNBadNAG:            {"pgn-bad-nag", "a '$' is not followed by a number"},
	PGNStrayClose:        {"pgn-stray-close", "a '%s' closes nothing opened"},
	PGNTagNoName:         {"pgn-tag-no-name", "a tag has no name"},
	PGNTagNoValue:        {"pgn-tag-no-value", "the tag %s has no value in double quotes"},
	PGNTagValueOpen:      {"pgn-tag-value-open", "the value of tag %s is not closed on its line"},
	PGNTagOpen:           {"pgn-tag-open", "the tag %s is not closed by ']' after its value"},
	PGNVariant:           {"pgn-variant", "the variant %s is not read (only standard chess and Chess960 are)"},
	PGNNullInCheck:       {"pgn-null-in-check", "a null move %s is not allowed while %s is in check"},
	PGNTooLong:           {"pgn-too-long", "the game is longer than %d MiB: reading stopped here and goes on at the next tag line"},
	FENFields:            {"fen-fields", "want 4 to 6 fields (placement, side, castling, en passant, counters)"},
	FENRanks:             {"fen-ranks", "the placement needs 8 ranks separated by /"},
	FENRankLong:          {"fen-rank-long", "rank %d has more than 8 squares"},
	FENPieceLetter:       {"fen-piece-letter", "%q is not a piece letter"},
	FENRankShort:         {"fen-rank-short", "rank %d has %d squares, not 8"},
	FENSide:              {"fen-side", "the side to move must be w or b"},
	FENCastling:          {"fen-castling", "castling rights %s: %v"},
	FENEnPassant:         {"fen-en-passant", "en-passant square %s must be on rank 3 or 6"},
	FENHalfmove:          {"fen-halfmove", "halfmove clock %s is not a number"},
	FENFullmove:          {"fen-fullmove", "move number %s is not a number"},
	FENKings:             {"fen-kings", "%s has %d kings, not 1"},
	FENPawnRank:          {"fen-pawn-rank", "a pawn stands on the first or last rank"},
	FENNotToMoveInCheck:  {"fen-not-to-move-in-check", "the side not to move is in check"},
	FENCastlingLetter:    {"fen-castling-letter", "%q is not K, Q, k, q, a rook's file (A-H, a-h) or -"},
	BadSquare:            {"bad-square", "%q is not a square (a1 to h8)"},
}

// Error says the reason in English, for a log.
func (r *Reason) Error() string {
	if r.Problem == MoveNoCastle {
		side := "short"
		if r.Long {
			side = "long"
		}
		return fmt.Sprintf("%s may not castle %s here", r.Color, side)
	}
	t, ok := reasonTexts[r.Problem]
	if !ok {
		return "unreadable"
	}
	var args []any
	switch r.Problem {
	case MoveNotPieceLetter, MoveBadPromotion:
		args = []any{r.Text, r.Lang.Name}
	case MoveLeftOver, FENPieceLetter, FENCastlingLetter, BadSquare, PGNStrayClose:
		args = []any{r.Text}
	case MoveNoCastleRook, MoveIllegal:
		args = []any{r.Color}
	case MoveAmbiguous, MoveNeedsPromotion:
		args = []any{strings.Join(r.Candidates, " or ")}
	case PGNTagNoValue, PGNTagValueOpen, PGNTagOpen, PGNVariant, FENEnPassant, FENHalfmove, FENFullmove:
		args = []any{Quote(r.Text)}
	case PGNNullInCheck:
		args = []any{Quote(r.Text), r.Color}
	case FENCastling:
		args = []any{Quote(r.Text), r.Err}
	case PGNTooLong, FENRankLong:
		args = []any{r.N}
	case FENRankShort:
		args = []any{r.N, r.M}
	case FENKings:
		args = []any{r.Color, r.N}
	}
	return fmt.Sprintf(t.log, args...)
}

// Fact names the message of the commands' catalogue that words the
// reason, with its values: the text at fault, the language of the
// letters, the side (as a fact of its own), the numbers.
func (r *Reason) Fact() (string, []any) {
	switch r.Problem {
	case MoveNoCastle:
		if r.Long {
			return "move-no-castle-long", []any{sideWord(r.Color)}
		}
		return "move-no-castle-short", []any{sideWord(r.Color)}
	case MoveNotPieceLetter, MoveBadPromotion:
		return reasonTexts[r.Problem].key, []any{r.Text, r.Lang}
	case MoveAmbiguous, MoveNeedsPromotion:
		return reasonTexts[r.Problem].key, []any{alternatives(r.Candidates)}
	case MoveNoCastleRook, MoveIllegal:
		return reasonTexts[r.Problem].key, []any{sideWord(r.Color)}
	case MoveLeftOver, FENPieceLetter, FENCastlingLetter, BadSquare, PGNStrayClose,
		PGNTagNoValue, PGNTagValueOpen, PGNTagOpen, PGNVariant, FENEnPassant, FENHalfmove, FENFullmove:
		return reasonTexts[r.Problem].key, []any{r.Text}
	case PGNNullInCheck:
		return "pgn-null-in-check", []any{r.Text, sideWord(r.Color)}
	case FENCastling:
		return "fen-castling", []any{r.Text, r.Err}
	case PGNTooLong, FENRankLong:
		return reasonTexts[r.Problem].key, []any{r.N}
	case FENRankShort:
		return "fen-rank-short", []any{r.N, r.M}
	case FENKings:
		return "fen-kings", []any{sideWord(r.Color), r.N}
	}
	return reasonTexts[r.Problem].key, nil
}

// sideWord is a side as the catalogue names it.
type sideWord Color

func (s sideWord) Fact() (string, []any) {
	if Color(s) == Black {
		return "place-black", nil
	}
	return "place-white", nil
}

// choice is two things of which one is meant: "A or B".
type choice [2]any

func (c choice) Fact() (string, []any) { return "alternatives", []any{c[0], c[1]} }

// alternatives joins moves as choices: "Nbd2 or Nfd2 or Nbd4".
func alternatives(moves []string) any {
	if len(moves) == 0 {
		return ""
	}
	var out any = moves[len(moves)-1]
	for i := len(moves) - 2; i >= 0; i-- {
		out = choice{moves[i], out}
	}
	return out
}

// FENError says why a FEN cannot be read.
type FENError struct {
	FEN string
	Reason
}

func (e *FENError) Error() string { return fmt.Sprintf("FEN %s: %s", Quote(e.FEN), e.Reason.Error()) }

func (e *FENError) Fact() (string, []any) { return "fen-unreadable", []any{e.FEN, &e.Reason} }

// Unwrap gives the reason.
func (e *FENError) Unwrap() error { return &e.Reason }
