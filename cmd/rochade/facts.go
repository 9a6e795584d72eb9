package main

import (
	"errors"
	"strings"
	"unicode"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/notation"
)

// The libraries state facts: typed errors and events that name their
// message in the catalogue (ui.Fact); the printer words them (p.Say).
// The functions here put the facts of a game's requests together.

// requestError words why a typed request was not done: an unknown one
func requestError(p *ui.Printer, err error) string {
	var tl *assistant.LineTooLongError
	var re *assistant.RequestError
	switch {
	case errors.As(err, &tl):
		return p.Say(err)
	case errors.As(err, &re) && re.Problem != assistant.ReqEmpty && re.Problem != assistant.ReqUnknown:
		return sentence(p.Say(err))
	}
	return p.Sprintf(ui.PlayRequestUnknown, p.Say(err))
}

// sentence makes a message part a line of its own: a capital letter
// first, a full stop last.
func sentence(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	r[0] = unicode.ToUpper(r[0])
	if !strings.ContainsRune(".!?", r[len(r)-1]) {
		r = append(r, '.')
	}
	return string(r)
}

// engineReason words why the engine gave no usable answer: an illegal
// move (no error), too many questions waiting, or the engine's error.
func engineReason(p *ui.Printer, err error) string {
	switch {
	case err == nil:
		return p.Sprintf(ui.EngineReasonIllegal)
	case errors.Is(err, errEngineBusy):
		return p.Sprintf(ui.EngineReasonBusy)
	}
	return p.Say(err)
}

// resultText words a game's result: "0-1, Black wins".
func resultText(p *ui.Printer, res string) string {
	k, ok := map[string]ui.Key{"1-0": ui.ResultWhiteWins, "0-1": ui.ResultBlackWins, "1/2-1/2": ui.ResultDraw,
		"+/-": ui.ResultWhiteForfeit, "-/+": ui.ResultBlackForfeit, "-/-": ui.ResultBothForfeit, "*": ui.ResultUnfinished}[res]
	if !ok {
		return res
	}
	return p.Sprintf(k)
}

// requestKinds are the requests of the catalogue's request names.
var requestKinds = map[string]assistant.RequestKind{
	"time": assistant.AskTime, "repeat": assistant.AskRepeat, "last": assistant.AskLast,
	"square": assistant.AskSquare, "file": assistant.AskFile, "rank": assistant.AskRank,
	"pieces": assistant.AskPieces, "board": assistant.AskBoard, "help": assistant.AskHelp,
	"takeback": assistant.AskTakeback, "new": assistant.AskNew, "resign": assistant.AskResign,
	"draw": assistant.AskDraw, "result": assistant.AskResult, "hint": assistant.AskHint,
	"eval": assistant.AskEval, "level": assistant.AskLevel,
	"promote": assistant.AskPromote, "battery": assistant.AskBattery,
}

// promotionPieces are the pieces of the catalogue's piece names.
var promotionPieces = map[string]notation.PieceType{
	"queen": notation.Queen, "rook": notation.Rook, "bishop": notation.Bishop, "knight": notation.Knight,
}

// promotionWordsOf lists the run's words of the pieces a promotion
// takes: "queen|rook|bishop|knight".
func promotionWordsOf(p *ui.Printer) string {
	words := p.RequestWords()
	var out []string
	for _, name := range []string{"queen", "rook", "bishop", "knight"} {
		if ws := words[name]; len(ws) > 0 {
			out = append(out, ws[0])
		}
	}
	return strings.Join(out, "|")
}

// promotionRequest is the request that names a promotion's piece, in
// the run's words: "promote queen|rook|bishop|knight".
func promotionRequest(p *ui.Printer) string {
	w := "promote"
	if ws := p.RequestWords()["promote"]; len(ws) > 0 {
		w = ws[0]
	}
	return w + " " + promotionWordsOf(p)
}

// requestParser reads typed requests in English, German and the run's
// language (its words from the catalogue).
func requestParser(p *ui.Printer) *assistant.RequestParser {
	words := p.RequestWords()
	w := assistant.Words{Requests: map[string]assistant.RequestKind{}, White: words["white"], Black: words["black"],
		Pieces: map[string]notation.PieceType{}}
	for _, name := range []string{"queen", "rook", "bishop", "knight"} {
		if ws := words[name]; len(ws) > 0 {
			w.PieceNames = append(w.PieceNames, ws[0])
		}
	}
	for name, ws := range words {
		if k, ok := requestKinds[name]; ok {
			for _, word := range ws {
				w.Requests[word] = k
			}
		}
		if pt, ok := promotionPieces[name]; ok {
			for _, word := range ws {
				w.Pieces[word] = pt
			}
		}
	}
	return assistant.NewRequestParser(w)
}

// helpLines are the help of play in the run's language, one group a
// line, so that speech and a Braille display can take a group at a time:
// the keys, then the typed words; the engine's keys and words only with
// a computer opponent.
func helpLines(p *ui.Printer, engine bool) []string {
	words := p.RequestWords()
	show := func(name, arg string) string {
		w := name
		if ws := words[name]; len(ws) > 0 {
			w = ws[0]
		}
		if arg != "" {
			w += " " + arg
		}
		return w
	}
	side := show("white", "") + "|" + show("black", "")
	lines := []string{
		p.Sprintf(ui.HelpIntro),
		p.Sprintf(ui.HelpKeysInfo),
		p.Sprintf(ui.HelpKeysPieces),
		p.Sprintf(ui.HelpKeysPrefix),
		p.Sprintf(ui.HelpKeysArrows),
		p.Sprintf(ui.HelpTypedInfo, strings.Join([]string{show("time", ""), show("repeat", ""), show("last", "N"),
			show("square", "e4"), show("file", "e"), show("rank", "4"), show("pieces", side), show("board", ""), show("help", "")}, ", ")),
		p.Sprintf(ui.HelpTypedGame, strings.Join([]string{show("takeback", ""), show("new", ""), show("resign", "["+side+"]"),
			show("draw", ""), show("result", "1-0|0-1|1/2-1/2"),
			show("promote", show("queen", "")+"|"+show("rook", "")+"|"+show("bishop", "")+"|"+show("knight", "")),
			show("battery", "")}, ", ")),
	}
	if engine {
		lines = append(lines, p.Sprintf(ui.HelpKeysEngine),
			p.Sprintf(ui.HelpTypedEngine, strings.Join([]string{show("hint", ""), show("eval", ""), show("level", "N")}, ", ")))
	}
	if l := p.Lang(); l != ui.English && l != ui.German {
		lines = append(lines, p.Sprintf(ui.HelpAlsoEnglish))
	}
	return lines
}

// boardInfo names a connected board: its protocol, version, serial
// number and port.
func boardInfo(p *ui.Printer, i devices.Info) string {
	if i.Protocol == demoProtocol {
		return p.Sprintf(ui.BoardDemo)
	}
	parts := []string{protocolName(i.Protocol)}
	if i.Version != "" {
		parts = append(parts, p.Sprintf(ui.BoardVersion, i.Version))
	}
	if i.Serial != "" {
		parts = append(parts, p.Sprintf(ui.BoardSerial, i.Serial))
	}
	if i.Path != "" {
		parts = append(parts, p.Sprintf(ui.BoardOnPort, quotePath(i.Path)))
	}
	return strings.Join(parts, " ")
}

// quote shows at most 40 characters of bad input, control characters
// escaped, in quotes.
func quote(s string) string { return ui.Quote(s) }

// quotePath shows a path for a message (ui.QuotePath).
func quotePath(path string) string { return ui.QuotePath(path) }

// examplePort is a board's port as this system names it.
func examplePort() string { return devices.ExamplePort() }

// shellWord quotes s for a POSIX shell (ui.ShellWord).
func shellWord(s string) string { return ui.ShellWord(s) }
