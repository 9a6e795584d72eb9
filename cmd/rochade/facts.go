package main

import (
	"errors"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"unicode"

	"github.com/rochade/rochade/braille"
	"github.com/rochade/rochade/braille/brlapi"
	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/uci"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/devices"
	"github.com/rochade/rochade/devices/clock"
	"github.com/rochade/rochade/devices/emulator"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/voices"
	"github.com/rochade/rochade/voices/live"
	"github.com/rochade/rochade/voices/speech"
)

// The libraries state facts: typed errors with their fields. The
// functions here word them in the language of the run.

// boardError says a board's error in the language of the run.
func boardError(p *ui.Printer, err error) string {
	return say(p, err)
}

// say words an error of a library in the language of the run: the
// typed errors of devices, clock and voices by their fields, any other
// error as it is.
func say(p *ui.Printer, err error) string {
	if err == nil {
		return ""
	}
	var (
		nab  *devices.NotABoardError
		mis  *devices.MissingPortError
		nan  *devices.NoAnswerError
		ope  *devices.OpenError
		det  *devices.DetectError
		upe  *devices.UnknownProtocolError
		tce  *clock.TimeControlError
		spo  *speech.OptionError
		bve  *brlapi.VersionError
		bae  *brlapi.AuthError
		ble  *braille.LayoutError
		bue  *braille.UnsupportedError
		bse  *braille.SignError
		ece  *emulator.CommandError
		ele  *emulator.LinkError
		tre  *voices.TidyRecordError
		evo  *voices.EspeakVoiceError
		ppe  *voices.PackPathError
		cfe  *voices.ClipFormatError
		wtl  *voices.WAVTooLongError
		mis2 *voices.MissingError
		enf  *uci.NotFoundError
		egu  *uci.GaveUpError
	)
	switch {
	case errors.As(err, &nab):
		path := quotePath(nab.Path)
		switch nab.Kind {
		case devices.PathMissing:
			return p.Sprintf(ui.BoardMissing, path, examplePort())
		case devices.PathFolder:
			return p.Sprintf(ui.BoardIsFolder, path, examplePort())
		case devices.PathRegular:
			return p.Sprintf(ui.BoardIsFile, path, examplePort())
		}
		return p.Sprintf(ui.BoardIsOther, path, examplePort())
	case errors.As(err, &mis):
		return p.Sprintf(ui.BoardWaitingFor, quotePath(mis.Path))
	case errors.As(err, &nan):
		if nan.Protocol == nil {
			return p.Sprintf(ui.BoardNoAnswerAny, quotePath(nan.Path))
		}
		return p.Sprintf(ui.BoardNoAnswerProto, quotePath(nan.Path), nan.Protocol)
	case errors.As(err, &ope):
		path := quotePath(ope.Path)
		switch ope.Code {
		case devices.OpenPermission:
			return p.Sprintf(ui.PortPermission, path, p.Sprintf(permissionHint()))
		case devices.OpenBusy:
			return p.Sprintf(ui.PortBusy, path)
		case devices.OpenNotFound:
			return p.Sprintf(ui.PortNotFound, path, p.Sprintf(portsHint(), examplePort()))
		}
		return p.Sprintf(ui.PortOpenFailed, path, ope.Err)
	case errors.Is(err, devices.ErrNoPorts):
		return p.Sprintf(ui.PortNone, p.Sprintf(portsHint(), examplePort()))
	case errors.As(err, &det):
		return p.Sprintf(ui.BoardNoAnswer, strings.Join(det.Tried, ", "))
	case errors.As(err, &upe):
		return p.Sprintf(ui.BoardUnknownProtocol, quote(upe.Name), protocolChoices(true, anyProtocol))
	case errors.As(err, &tce):
		return timeControlError(p, tce)
	case errors.Is(err, clock.ErrBadHMS):
		return p.Sprintf(ui.ClockBadHMS)
	case errors.Is(err, live.ErrNoDevice):
		return p.Sprintf(ui.SoundNoDevice)
	case errors.As(err, &spo):
		return p.Sprintf(ui.SpeechBadTiming, spo.Flag(), spo.Value, spo.Max)
	case errors.As(err, &bve):
		return p.Sprintf(ui.BrlapiVersion, bve.Server, bve.Client)
	case errors.As(err, &bae):
		if bae.Problem == brlapi.AuthKeyRefused {
			return p.Sprintf(ui.BrlapiKeyRefused)
		}
		return p.Sprintf(ui.BrlapiKeyUnreadable, printable(bae.Path), bae.Err)
	case errors.As(err, &bue):
		return p.Sprintf(ui.BrailleUnsupported, bue.System)
	case errors.As(err, &bse):
		return signError(p, bse)
	case errors.As(err, &ble):
		switch {
		case ble.Lines > 0 || ble.Width == 0:
			return p.Plural(ui.LinesTooFew, ble.Lines, ble.Lines, ble.Need)
		case ble.Move > 0:
			return p.Sprintf(ui.BrailleMoveTooWide, ble.Move, ble.Width, ble.Need)
		}
		return p.Plural(ui.WidthTooSmall, ble.Width, ble.Width, ble.Need)
	case errors.As(err, &ece):
		line := quote(strings.TrimSpace(ece.Line))
		switch {
		case errors.Is(err, emulator.ErrUnknownCommand):
			return p.Sprintf(ui.EmulateUnknownCommand, line)
		case errors.Is(err, emulator.ErrNoClock):
			return p.Sprintf(ui.EmulateNoClock, line)
		case ece.Problem == emulator.BadButton:
			return p.Sprintf(ui.EmulateBadButton, line)
		case ece.Problem == emulator.NoFEN:
			return p.Sprintf(ui.EmulateNoFEN, line)
		case ece.Problem == emulator.NoMove:
			return p.Sprintf(ui.EmulateNoMove, line)
		case ece.Err != nil:
			return p.Sprintf(ui.EmulateFailed, line, say(p, ece.Err))
		}
		return line
	case errors.As(err, &ele):
		if ele.Folder {
			return p.Sprintf(ui.EmulateFolderNotALink, quotePath(ele.Path))
		}
		return p.Sprintf(ui.EmulateNotALink, quotePath(ele.Path))
	case errors.As(err, &tre):
		if tre.Bad {
			return p.Sprintf(ui.TidyRecordBad, printable(tre.Path), tre.Err)
		}
		return p.Sprintf(ui.TidyRecordUnreadable, printable(tre.Path), tre.Err)
	case errors.Is(err, voices.ErrNoEspeak):
		return p.Sprintf(ui.VoicesNoEspeak)
	case errors.As(err, &evo):
		return p.Sprintf(ui.VoicesNoEspeakVoice, quote(evo.Voice))
	case errors.As(err, &ppe):
		if ppe.Missing {
			return p.Sprintf(ui.VoicesPackMissing, printable(ppe.Name), voices.ManifestName)
		}
		return p.Sprintf(ui.VoicesPackNotFolder, printable(ppe.Name), voices.ManifestName)
	case errors.As(err, &cfe):
		return p.Sprintf(ui.VoicesClipFormat, printable(cfe.File), shellWord(path.Base(cfe.File)))
	case errors.Is(err, voices.ErrUnsupportedAudio):
		return p.Sprintf(ui.VoicesConvertAudio, err)
	case errors.As(err, &wtl):
		return p.Sprintf(ui.WAVTooLong, wtl.Hours(), wtl.GB(), wtl.MaxHours(), wtl.Rate)
	case errors.As(err, &mis2):
		return voiceError(p, err)
	case errors.As(err, &enf):
		return p.Sprintf(ui.EngineNotFound, quote(enf.Name))
	case errors.As(err, &egu):
		return p.Sprintf(ui.EngineGaveUp, egu.Failures)
	}
	return linkError(p, err)
}

// worded is a library's error in the words of the run's language; it
// still matches the library's error (errors.Is, errors.As).
type worded struct {
	text string
	err  error
}

func (w *worded) Error() string { return w.text }
func (w *worded) Unwrap() error { return w.err }

// sayErr returns err worded by say, or nil.
func sayErr(p *ui.Printer, err error) error {
	if err == nil {
		return nil
	}
	return &worded{text: say(p, err), err: err}
}

// requestError words why a typed request was not done: an unknown one
// as not understood, one understood but not possible now by its reason.
func requestError(p *ui.Printer, err error) string {
	var tl *assistant.LineTooLongError
	var re *assistant.RequestError
	switch {
	case errors.As(err, &tl):
		return p.Sprintf(ui.PlayRequestTooLong, tl.Limit)
	case !errors.As(err, &re):
		return p.Sprintf(ui.PlayRequestUnknown, say(p, err))
	}
	arg := quote(re.Arg)
	var why string
	switch re.Problem {
	case assistant.ReqEmpty:
		return p.Sprintf(ui.PlayRequestUnknown, p.Sprintf(ui.ReqEmpty))
	case assistant.ReqUnknown:
		return p.Sprintf(ui.PlayRequestUnknown, p.Sprintf(ui.ReqUnknown, quote(re.Word)))
	case assistant.ReqTooMany:
		why = p.Sprintf(ui.ReqTooMany, re.Word, re.N)
	case assistant.ReqNoArgument:
		why = p.Sprintf(ui.ReqNoArgument, re.Word)
	case assistant.ReqBadLevel:
		why = p.Sprintf(ui.ReqBadLevel, re.Min, re.Max, arg)
	case assistant.ReqBadLast:
		why = p.Sprintf(ui.ReqBadLast, re.Min, re.Max, arg)
	case assistant.ReqBadSquare:
		why = p.Sprintf(ui.ReqBadSquare, arg)
	case assistant.ReqBadFile:
		why = p.Sprintf(ui.ReqBadFile, arg)
	case assistant.ReqBadRank:
		why = p.Sprintf(ui.ReqBadRank, arg)
	case assistant.ReqBadPieces:
		why = p.Sprintf(ui.ReqBadPieces, arg)
	case assistant.ReqBadResign:
		why = p.Sprintf(ui.ReqBadResign, arg)
	case assistant.ReqBadResult:
		why = p.Sprintf(ui.ReqBadResult, arg)
	case assistant.ReqBadPromotion:
		why = p.Sprintf(ui.ReqBadPromotion, arg, promotionWordsOf(p))
	default:
		why = re.Error()
	}
	return sentence(why)
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

// keyNotice says what a key of the keypad waits for, or that its request
// was cancelled.
func keyNotice(p *ui.Printer, k assistant.KeyEvent) string {
	switch k.Kind {
	case assistant.KeyPrefix:
		switch k.Prefix {
		case '/':
			return p.Sprintf(ui.KeyWaitSquare)
		case '*':
			return p.Sprintf(ui.KeyWaitFile)
		}
		return p.Sprintf(ui.KeyWaitRank)
	case assistant.KeyBad:
		return p.Sprintf(ui.KeyBad, quote(string(rune(k.Key))))
	}
	return p.Sprintf(ui.KeyCancelled)
}

// engineReason words why the engine gave no usable answer.
func engineReason(p *ui.Printer, err error) string {
	var ee *uci.EngineError
	var gu *uci.GaveUpError
	switch {
	case err == nil:
		return p.Sprintf(ui.EngineReasonIllegal)
	case errors.Is(err, errEngineBusy):
		return p.Sprintf(ui.EngineReasonBusy)
	case errors.As(err, &gu):
		return p.Sprintf(ui.EngineGaveUp, gu.Failures)
	case errors.As(err, &ee):
		switch ee.Reason {
		case uci.Crashed:
			return p.Sprintf(ui.EngineReasonCrashed)
		case uci.Hung:
			return p.Sprintf(ui.EngineReasonHung)
		}
		return p.Sprintf(ui.EngineReasonGarbage)
	}
	return say(p, err)
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

// signError words why a --sign setting is refused.
func signError(p *ui.Printer, e *braille.SignError) string {
	setting := quote(e.Setting)
	switch e.Problem {
	case braille.SignNoEquals:
		return p.Sprintf(ui.SignNoEquals, setting)
	case braille.SignBadPawnFrom:
		return p.Sprintf(ui.SignBadPawnFrom, setting)
	case braille.SignUnknown:
		return p.Sprintf(ui.SignUnknown, quote(e.Name), strings.Join(braille.SignNames(), ", "))
	case braille.SignEightDot:
		return p.Sprintf(ui.SignEightDot, setting)
	case braille.SignBlank:
		return p.Sprintf(ui.SignBlank, setting)
	}
	var ce *braille.CellsError
	why := say(p, e.Err)
	if errors.As(e.Err, &ce) {
		switch ce.Problem {
		case braille.CellsNotPattern:
			why = p.Sprintf(ui.CellsNotPattern, ce.Index)
		case braille.CellsNotDots:
			why = p.Sprintf(ui.CellsNotDots, quote(ce.Part))
		case braille.CellsDotTwice:
			why = p.Sprintf(ui.CellsDotTwice, string(ce.Dot), quote(ce.Part))
		}
	}
	return p.Sprintf(ui.SignBadCells, setting, why)
}

// tidyProblem words why voices tidy left a clip as it was.
func tidyProblem(p *ui.Printer, c voices.ClipProblem) string {
	file := printable(c.File)
	switch c.Problem {
	case voices.TakeClipped:
		return p.Sprintf(ui.TidyClipped, file, c.N)
	case voices.TakeFlatTops:
		return p.Sprintf(ui.TidyFlatTops, file, c.N)
	case voices.TakeSilent:
		return p.Sprintf(ui.TidySilent, file, c.Level)
	case voices.TakeNoise:
		return p.Sprintf(ui.TidyNoise, file, c.Level, c.Limit)
	case voices.OriginalUnreadable:
		return p.Sprintf(ui.TidyOriginalUnreadable, file, printable(c.Other), say(p, c.Err))
	case voices.NameTaken:
		return p.Sprintf(ui.TidyNameTaken, file, printable(c.Other), c.Token)
	case voices.NoSpeech:
		return p.Sprintf(ui.TidyNoSpeech, file)
	case voices.OriginalNotKept:
		return p.Sprintf(ui.TidyNotKept, file, printable(c.Other), say(p, c.Err))
	}
	return p.Sprintf(ui.TidyFailed, file, say(p, c.Err))
}

// timeControlError words why a time control cannot be read.
func timeControlError(p *ui.Printer, e *clock.TimeControlError) string {
	var why string
	part := quote(e.Part)
	switch e.Problem {
	case clock.TCEmpty:
		why = p.Sprintf(ui.TCEmpty)
	case clock.TCUnknown:
		why = p.Sprintf(ui.TCUnknown)
	case clock.TCSandglass:
		why = p.Sprintf(ui.TCSandglass)
	case clock.TCTooManyPeriods:
		why = p.Sprintf(ui.TCTooManyPeriods, e.Limit)
	case clock.TCPeriodEmpty:
		why = p.Sprintf(ui.TCPeriodEmpty)
	case clock.TCBadMoves:
		why = p.Sprintf(ui.TCBadMoves, part, e.Limit)
	case clock.TCZeroTime:
		why = p.Sprintf(ui.TCZeroTime)
	case clock.TCRestNotLast:
		why = p.Sprintf(ui.TCRestNotLast)
	case clock.TCTimeMissing:
		why = p.Sprintf(ui.TCTimeMissing)
	case clock.TCTooLong:
		why = p.Sprintf(ui.TCTooLong, part, e.Limit)
	case clock.TCNotATime:
		why = p.Sprintf(ui.TCNotATime, part)
	case clock.TCNoUnit:
		why = p.Sprintf(ui.TCNoUnit, part)
	case clock.TCUnitOrder:
		why = p.Sprintf(ui.TCUnitOrder, part)
	case clock.TCBadUnit:
		why = p.Sprintf(ui.TCBadUnit, quote(e.Unit), part)
	default:
		why = e.Problem.String()
	}
	if e.Period > 0 {
		why = p.Sprintf(ui.TCPeriod, e.Period, why)
	}
	return p.Sprintf(ui.TCCannotRead, quote(e.Input), why)
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
// escaped, in quotes (notation.Quote is the one quoting of Rochade).
func quote(s string) string { return notation.Quote(s) }

// quotePath shows a path for a message: as it is when it is short and
// plain, else its last 39 characters after "…", quoted when it has
// spaces or characters that need escaping.
func quotePath(path string) string {
	r := []rune(path)
	if len(r) > 40 {
		path = "…" + string(r[len(r)-39:])
	}
	q := notation.Quote(path)
	if q[1:len(q)-1] == path && !strings.ContainsAny(path, " ") {
		return path
	}
	return q
}

// examplePort is a board's port as this system names it.
func examplePort() string {
	switch runtime.GOOS {
	case "windows":
		return "COM3"
	case "darwin":
		return "/dev/cu.usbmodem101"
	}
	return "/dev/ttyACM0"
}

// permissionHint says how to get the right to use a serial port on this
// system.
func permissionHint() ui.Key {
	switch runtime.GOOS {
	case "windows":
		return ui.PortPermissionWindows
	case "darwin":
		return ui.PortPermissionMac
	}
	return ui.PortPermissionLinux
}

// portsHint says how to make a board's port appear on this system; it
// takes the example port.
func portsHint() ui.Key {
	if runtime.GOOS == "windows" {
		return ui.PortsHintWindows
	}
	return ui.PortsHint
}

// shellWord quotes s for a POSIX shell when it holds anything but
// letters, digits and the usual characters of paths.
func shellWord(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		if r == filepath.Separator {
			return false // a Windows path keeps its backslashes
		}
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("/._-+:,@%~", r)
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
