package main

import (
	"errors"
	"slices"
	"strings"
	"unicode"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
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

// understood are the languages whose request words every run
// understands, besides its own.
var understood = []ui.Lang{ui.English, ui.German}

// requestParser reads typed requests in English, German and the run's
// language: the words the catalogue gives to each request of the table.
func requestParser(p *ui.Printer) *assistant.RequestParser {
	var langs []map[string][]string
	for _, l := range understood {
		langs = append(langs, l.Language().RequestWords())
	}
	return assistant.NewRequestParser(append(langs, p.RequestWords())...)
}

// firstWord is the word of a request, side or piece the help shows, in
// the run's language.
func firstWord(p *ui.Printer, name string) string {
	if ws := p.RequestWords()[name]; len(ws) > 0 {
		return ws[0]
	}
	return name
}

// argHelp shows what a request takes after its word, in the run's
// words: "N", "e4", "white|black", "[white|black]".
func argHelp(p *ui.Printer, a assistant.Arg) string {
	side := firstWord(p, "white") + "|" + firstWord(p, "black")
	switch a {
	case assistant.ArgMoves, assistant.ArgLevel:
		return "N"
	case assistant.ArgSquare:
		return "e4"
	case assistant.ArgFile:
		return "e"
	case assistant.ArgRank:
		return "4"
	case assistant.ArgSide:
		return side
	case assistant.ArgSideOrNone:
		return "[" + side + "]"
	case assistant.ArgResult:
		return "1-0|0-1|1/2-1/2"
	case assistant.ArgPiece:
		return promotionWordsOf(p)
	}
	return ""
}

// promotionWordsOf lists the run's words of the pieces a promotion
// takes: "queen|rook|bishop|knight".
func promotionWordsOf(p *ui.Printer) string {
	var out []string
	for _, name := range []string{"queen", "rook", "bishop", "knight"} {
		out = append(out, firstWord(p, name))
	}
	return strings.Join(out, "|")
}

// promotionRequest is the request that names a promotion's piece, in
// the run's words: "promote queen|rook|bishop|knight".
func promotionRequest(p *ui.Printer) string {
	return firstWord(p, "promote") + " " + promotionWordsOf(p)
}

// typedHelp lists the requests of one group of the help as typed in the
// run's words: "time, repeat, last N, square e4".
func typedHelp(p *ui.Printer, g assistant.HelpGroup) string {
	var out []string
	for _, ri := range assistant.Requests() {
		if ri.Help == g {
			out = append(out, strings.TrimSpace(firstWord(p, ri.Name)+" "+argHelp(p, ri.Arg)))
		}
	}
	return strings.Join(out, ", ")
}

// helpLines are the help of play in the run's language, one group a
// line, so that speech and a Braille display can take a group at a time:
// the keys, then the typed words of the table's groups; the engine's
// keys and words only with a computer opponent.
func helpLines(p *ui.Printer, engine bool, online ...bool) []string {
	lines := []string{
		p.Sprintf(ui.HelpIntro),
		p.Sprintf(ui.HelpKeysInfo),
		p.Sprintf(ui.HelpKeysPieces),
		p.Sprintf(ui.HelpKeysPrefix),
		p.Sprintf(ui.HelpKeysArrows),
		p.Sprintf(ui.HelpTypedInfo, typedHelp(p, assistant.HelpInfo)),
		p.Sprintf(ui.HelpTypedGame, typedHelp(p, assistant.HelpGame)),
	}
	if engine {
		lines = append(lines, p.Sprintf(ui.HelpKeysEngine), p.Sprintf(ui.HelpTypedEngine, typedHelp(p, assistant.HelpEngine)))
	}
	if len(online) > 0 && online[0] {
		lines = append(lines, p.Sprintf(ui.HelpTypedOnline, typedHelp(p, assistant.HelpOnline)))
	}
	if !slices.Contains(understood, p.Lang()) {
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
	parts := []string{i.Protocol.Title}
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
