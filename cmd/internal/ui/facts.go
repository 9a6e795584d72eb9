package ui

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/rochade/rochade/notation"
)

// Fact is a library's typed error or event that names its message: the
// key of the message in the catalogue (a Key of keys.go, as a string)
// and the values the message shows, in the order of its text. A library
// cannot import this package, and need not: a type with this method is
// a Fact (Go's interfaces are structural).
//
// An argument that is an error, or a Fact, is worded in its turn; a
// []string is shown as a list ("a, b"); a path, a file name or a piece
// of input is shown as the catalogue says (shows below). A message that
// counts takes its form from its first int argument.
type Fact interface {
	Fact() (key string, args []any)
}

// show is how the catalogue shows an argument of a fact.
type show int

const (
	plain  show = iota // as it is
	path               // a path or an address: QuotePath
	file               // a file name: Printable
	input              // input read or typed: Quote
	shell              // a file name to type in a shell: ShellWord
	system             // a system, as runtime.GOOS names it: SystemName
)

// shows says how the facts whose arguments are not plain show them, in
// the order of the arguments.
var shows = map[Key][]show{
	LichessRefused:         {input},
	LichessBadServer:       {input},
	LichessLoginFailed:     {input},
	LichessTokenFileEmpty:  {file},
	LichessTokenFile:       {file},
	BoardMissing:           {path},
	BoardIsFolder:          {path},
	BoardIsFile:            {path},
	BoardIsOther:           {path},
	BoardWaitingFor:        {path},
	BoardNoAnswerAny:       {path},
	BoardNoAnswerProto:     {path},
	PortPermission:         {path},
	PortBusy:               {path},
	PortNotFound:           {path},
	PortOpenFailed:         {path},
	BoardUnknownProtocol:   {input},
	BrlapiKeyUnreadable:    {file},
	EmulateUnknownCommand:  {input},
	EmulateNoClock:         {input},
	EmulateBadButton:       {input},
	EmulateNoFEN:           {input},
	EmulateNoMove:          {input},
	EmulateFailed:          {input},
	EmulateNotALink:        {path},
	EmulateFolderNotALink:  {path},
	EmulateNotASocket:      {input},
	TidyRecordBad:          {file},
	TidyRecordUnreadable:   {file},
	VoicesNoEspeakVoice:    {input},
	VoicesPackMissing:      {file},
	VoicesPackNotFolder:    {file},
	VoicesClipFormat:       {file, shell},
	EngineNotFound:         {input},
	TCCannotRead:           {input},
	TCBadMoves:             {input},
	TCTooLong:              {input},
	TCNotATime:             {input},
	TCNoUnit:               {input},
	TCUnitOrder:            {input},
	TCBadUnit:              {input, input},
	SignNoEquals:           {input},
	SignBadPawnFrom:        {input},
	SignUnknown:            {input},
	SignBadCells:           {input},
	SignEightDot:           {input},
	SignBlank:              {input},
	CellsNotDots:           {input},
	CellsDotTwice:          {plain, input},
	TidyClipped:            {file},
	TidyFlatTops:           {file},
	TidySilent:             {file},
	TidyNoise:              {file},
	TidyOriginalUnreadable: {file, file},
	TidyNameTaken:          {file, file},
	TidyNoSpeech:           {file},
	TidyNotKept:            {file, file},
	TidyFailed:             {file},
	BoardNeedsProtocol:     {path},
	BoardBadMAC:            {path},
	BoardBadChannel:        {path},
	BoardEmptyAddress:      {path},
	BoardLinkFailed:        {path},
	SpeechdBadAddress:      {input},
	EngineOption:           {input},
	OptionUnknown:          {input},
	OptionNoElo:            {input},
	OptionNoLevel:          {input},
	BRLTTYNotAt:            {path},
	BrlapiKeyEmpty:         {file},
	BrlapiKeyTooLarge:      {file},
	VoicePackUnusable:      {path},
	BrlapiBadHost:          {input},
	CannotWrite:            {file},
	ConfigBadValue:         {file},
	ConfigBadSet:           {plain, input},
	ConfigSyntax:           {file},
	ConfigTwice:            {file},
	ConfigUnknownKey:       {file},
	ConfigTooLarge:         {file},
	KeypadOpenFailed:       {path},
	KeypadNotKeypad:        {path},
	ServiceNotExecutable:   {file, shell},
	OutputIsInput:          {file, file},
	MoveUnreadable:         {input},
	MoveNotPieceLetter:     {input},
	MoveBadPromotion:       {input},
	MoveLeftOver:           {input},
	PGNTagNoValue:          {input},
	PGNTagValueOpen:        {input},
	PGNTagOpen:             {input},
	PGNVariant:             {input},
	PGNNullInCheck:         {input},
	FENUnreadable:          {input},
	FENPieceLetter:         {input},
	FENCastling:            {input},
	FENEnPassant:           {input},
	FENHalfmove:            {input},
	FENFullmove:            {input},
	FENCastlingLetter:      {input},
	BadSquare:              {input},
	Unencodable:            {input},
	BLENeedsCgo:            {system},
	KeyBad:                 {input},
	VoicesNotTidied:        {file},
	ReqUnknown:             {input},
	ReqBadLevel:            {plain, plain, input},
	ReqBadLast:             {plain, plain, input},
	ReqBadSquare:           {input},
	ReqBadFile:             {input},
	ReqBadRank:             {input},
	ReqBadPieces:           {input},
	ReqBadResign:           {input},
	ReqBadResult:           {input},
	ReqBadPromotion:        {input},
	SpeechWhere:            {plain, file},
	SpeechNoNVDAClient:     {file},
}

// Say words an error in the printer's language: a message of this
// package as it is; a library's Fact by its message; a system error by
// what it means, or by its number; any other error by its kind. It
// never shows the English text of an error.
func (p *Printer) Say(err error) string {
	if err == nil {
		return ""
	}
	for e := err; e != nil; e = errors.Unwrap(e) {
		switch x := e.(type) {
		case *message:
			return x.text
		case Fact:
			return p.fact(x)
		case interface{ Unwrap() []error }:
			var parts []string
			for _, inner := range x.Unwrap() {
				if inner != nil {
					parts = append(parts, p.Say(inner))
				}
			}
			return strings.Join(parts, "; ")
		}
	}
	return p.kind(err)
}

// Worded returns err with its text worded by Say; it still matches the
// library's error (errors.Is, errors.As). Nil stays nil.
func (p *Printer) Worded(err error) error {
	if err == nil {
		return nil
	}
	return &message{text: p.Say(err), err: err}
}

// Word words a library's fact that is no error: an event.
func (p *Printer) Word(f Fact) string { return p.fact(f) }

// fact words a library's fact.
func (p *Printer) fact(f Fact) string {
	key, args := f.Fact()
	k := Key(key)
	if !p.has(k) && !counted(k) {
		return p.Sprintf(UnexpectedError, kindName(f))
	}
	how := shows[k]
	out := make([]any, len(args))
	n, isCounted := 0, false
	for i, a := range args {
		var h show
		if i < len(how) {
			h = how[i]
		}
		out[i] = p.arg(a, h)
		if c, ok := a.(int); ok && !isCounted {
			n, isCounted = c, true
		}
	}
	if counted(k) {
		return p.Plural(k, n, out...)
	}
	return p.Sprintf(k, out...)
}

// arg shows one argument of a fact.
func (p *Printer) arg(a any, h show) any {
	switch x := a.(type) {
	case error:
		return p.Say(x)
	case Fact:
		return p.fact(x)
	case *notation.Lang:
		return p.LangName(x.Code, x.Name)
	case []string:
		return strings.Join(x, ", ")
	case []error:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = p.Say(e)
		}
		return strings.Join(parts, "; ")
	case string:
		switch h {
		case path:
			return QuotePath(x)
		case file:
			return Printable(x)
		case input:
			return Quote(x)
		case shell:
			return ShellWord(x)
		case system:
			return SystemName(x)
		}
	}
	return a
}

// args words the errors among the arguments of a message.
func (p *Printer) args(args []any) []any {
	var out []any
	for i, a := range args {
		if err, ok := a.(error); ok {
			if out == nil {
				out = append([]any(nil), args...)
			}
			out[i] = p.Say(err)
		}
	}
	if out == nil {
		return args
	}
	return out
}

// kind words an error that is no fact: a system error by what it means
// or its number, a few errors of Go's library by what they mean, any
// other by its type.
func (p *Printer) kind(err error) string {
	var errno syscall.Errno
	var exit *exec.ExitError
	var syntax *json.SyntaxError
	var num *strconv.NumError
	switch {
	case errors.As(err, &errno):
		return p.systemError(errno)
	case errors.As(err, &exit):
		return p.Sprintf(SysExitStatus, exit.ExitCode())
	case errors.As(err, &syntax):
		return p.Sprintf(SysNotJSON, syntax.Offset)
	case errors.As(err, &num):
		return p.Sprintf(SysNotNumber, Quote(num.Num))
	}
	for _, c := range errorClasses {
		if errors.Is(err, c.err) {
			return p.Sprintf(c.key)
		}
	}
	return p.Sprintf(UnexpectedError, kindName(innermost(err)))
}

// errorClasses are the errors of Go's library that say what happened,
// each with its message, in the order they are tried.
var errorClasses = []struct {
	err error
	key Key
}{
	{context.DeadlineExceeded, SysTimedOut},
	{context.Canceled, SysCancelled},
	{fs.ErrNotExist, SysNotFound},
	{fs.ErrPermission, SysNoPermission},
	{fs.ErrExist, SysExists},
	{fs.ErrClosed, SysClosed},
	{io.ErrClosedPipe, SysClosed},
	{io.ErrUnexpectedEOF, SysEnded},
	{io.EOF, SysEnded},
}

// errnoKeys are the system errors worded by what they mean; any other
// is worded by its number.
var errnoKeys = map[syscall.Errno]Key{
	syscall.ENOENT:       SysNotFound,
	syscall.EACCES:       SysNoPermission,
	syscall.EPERM:        SysNoPermission,
	syscall.EBUSY:        SysBusy,
	syscall.ENXIO:        SysGone,
	syscall.ENODEV:       SysGone,
	syscall.EIO:          SysIO,
	syscall.ETIMEDOUT:    SysTimedOut,
	syscall.ENOSPC:       SysNoSpace,
	syscall.EFBIG:        SysFileTooLarge,
	syscall.EDQUOT:       SysQuota,
	syscall.EROFS:        SysReadOnly,
	syscall.EISDIR:       SysIsFolder,
	syscall.ENOTDIR:      SysNotFolder,
	syscall.EEXIST:       SysExists,
	syscall.ECONNREFUSED: SysRefused,
	syscall.ECONNRESET:   SysClosed,
	syscall.EPIPE:        SysClosed,
	syscall.EHOSTDOWN:    SysUnreachable,
	syscall.EHOSTUNREACH: SysUnreachable,
}

// systemError words a system error: by what it means where the
// catalogue knows it, else by its number.
func (p *Printer) systemError(e syscall.Errno) string {
	if k, ok := errnoKeys[e]; ok {
		return p.Sprintf(k)
	}
	for _, c := range errorClasses {
		if errors.Is(e, c.err) {
			return p.Sprintf(c.key)
		}
	}
	return p.Sprintf(SysError, errnoNumber(e))
}

// errnoNumber is a system error's number as its system writes it: in
// hex when it is a Windows HRESULT ("0x80040154"), else in decimal.
func errnoNumber(e syscall.Errno) string {
	if e > 0xFFFF {
		return fmt.Sprintf("%#x", uint64(e))
	}
	return strconv.FormatUint(uint64(e), 10)
}

// innermost returns the error at the end of err's chain.
func innermost(err error) error {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err
		}
		err = next
	}
}

// kindName names the type of a value: "*fs.PathError".
func kindName(v any) string { return reflect.TypeOf(v).String() }

// message is an error in the words of the run's language: its text is
// the message, and it wraps the library error it words.
type message struct {
	text string
	err  error
}

func (m *message) Error() string { return m.text }
func (m *message) Unwrap() error { return m.err }

// newMessage returns the message text, wrapping the first error among
// args.
func newMessage(text string, args []any) error {
	m := &message{text: text}
	for _, a := range args {
		if err, ok := a.(error); ok {
			m.err = err
			break
		}
	}
	return m
}

// Quote shows at most 40 characters of bad input, control characters
// escaped, in quotes (notation.Quote is the one quoting of Rochade).
func Quote(s string) string { return notation.Quote(s) }

// QuotePath shows a path for a message: as it is when it is short and
// plain, else its last 39 characters after "…", quoted when it has
// spaces or characters that need escaping.
func QuotePath(path string) string {
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

// Printable is a file name for a message: quoted with its control
// characters escaped if it has any, as is otherwise.
func Printable(name string) string {
	if strings.IndexFunc(name, func(r rune) bool { return unicode.IsControl(r) || r == utf8.RuneError }) >= 0 {
		return strconv.Quote(name)
	}
	return name
}

// ShellWord quotes s for a POSIX shell when it holds anything but
// letters, digits and the usual characters of paths.
func ShellWord(s string) string {
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

// SystemName names a system (runtime.GOOS) as its users know it.
func SystemName(goos string) string {
	switch goos {
	case "windows":
		return "Windows"
	case "darwin":
		return "macOS"
	}
	return goos
}

// Known tells whether key names a message of the catalogue (a library's
// fact must name one).
func Known(key string) bool {
	return lookup(English).Messages[Key(key)] != "" || counted(Key(key))
}
