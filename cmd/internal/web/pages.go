package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"html/template"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/notation"
)

//go:embed assets
var assetFS embed.FS

// texts are the words of the pages in the run's language.
type texts struct {
	Game, Settings, Pair, Pages, Now, Said, Moves, NoMove, Ask, Change string
	NotPaired, PairedHere, Boards, BoardAway, Differs, Offline, Online string
	Occupied, OnlineGame, OnlineAddress                                string
	Code, CodeHelp, PairButton, Save, Saved, Back                      string
	White, Black                                                       string
	Unpair, Unpaired, Forget, Forgotten                                string
}

func newTexts(p *ui.Printer) texts {
	return texts{
		Game: p.Sprintf(ui.WebGame), Settings: p.Sprintf(ui.WebSettings), Pair: p.Sprintf(ui.WebPair),
		Pages: p.Sprintf(ui.WebPages), Now: p.Sprintf(ui.WebNow), Said: p.Sprintf(ui.WebSaid),
		Moves: p.Sprintf(ui.WebMoves), NoMove: p.Sprintf(ui.WebNoMove), Ask: p.Sprintf(ui.WebAsk),
		Change: p.Sprintf(ui.WebChange), NotPaired: p.Sprintf(ui.WebNotPaired),
		PairedHere: p.Sprintf(ui.WebPairedHere), Boards: p.Sprintf(ui.WebBoards),
		BoardAway: p.Sprintf(ui.WebBoardAway), Differs: p.Sprintf(ui.WebDiffers), Occupied: p.Sprintf(ui.WebOccupied),
		OnlineGame: p.Sprintf(ui.WebOnlineGame), OnlineAddress: p.Sprintf(ui.WebOnlineAddress),
		Offline: p.Sprintf(ui.WebOffline), Online: p.Sprintf(ui.WebOnline), Code: p.Sprintf(ui.WebCode),
		CodeHelp: p.Sprintf(ui.WebCodeHelp), PairButton: p.Sprintf(ui.WebPairButton),
		Save: p.Sprintf(ui.WebSave), Saved: p.Sprintf(ui.WebSaved), Back: p.Sprintf(ui.WebBack),
		White: p.Sprintf(ui.CompareWhite), Black: p.Sprintf(ui.CompareBlack),
		Unpair: p.Sprintf(ui.WebUnpair), Unpaired: p.Sprintf(ui.WebUnpaired),
		Forget: p.Sprintf(ui.WebForget), Forgotten: p.Sprintf(ui.WebForgotten),
	}
}

// The titles of the pages.
const (
	gameTitle = iota
	settingsTitle
	pairTitle
	errorTitle
)

// pageData is what a page's template is given.
type pageData struct {
	T      texts
	Lang   string
	Title  string
	Page   string // "game", "settings", "pair" or "error": the page named as the current one
	Paired bool
	CSRF   string
	// Last is the id of the last event the page shows: its stream
	// starts after it.
	Last      string
	Heartbeat int // milliseconds
	// Message is a line for the top of the page; Alert makes it an
	// alert (an error), else it is a status.
	Message string
	Alert   bool

	// HasSettings shows the link to the settings page.
	HasSettings bool

	Lines     []Line
	Latest    *Line
	Rows      []scoreRow
	ScoreJSON string
	WordsLang string
	Ask       []Request
	Change    []Request
	Boards    *boardsView
	// Online is the online game, nil with none.
	Online *onlineView
	// Pieces names the pieces of the boards for a screen reader (by
	// FEN letter), for the page's script.
	Pieces       string
	Settings     []settingView
	SettingsNote string
	// CodeInvalid marks the pairing code's field as wrong.
	CodeInvalid bool

	// token is the paired phone's: its cookie is renewed with the page.
	token string
}

// scoreRow is one move number of the score: White's and Black's moves.
type scoreRow struct {
	Number       int
	White, Black *Move
}

// rows groups moves by move number.
func rows(moves []Move) []scoreRow {
	var out []scoreRow
	for i := range moves {
		m := &moves[i]
		if len(out) == 0 || out[len(out)-1].Number != m.Number || (!m.Black && out[len(out)-1].White != nil) || out[len(out)-1].Black != nil {
			out = append(out, scoreRow{Number: m.Number})
		}
		if m.Black {
			out[len(out)-1].Black = m
		} else {
			out[len(out)-1].White = m
		}
	}
	return out
}

// boardsView is the boards as the page shows them: each a table.
type boardsView struct {
	Boards      []boardView
	Discrepancy string
}

type boardView struct {
	ID   string // the id of its caption
	Name string
	Away bool
	Rows []boardRow
}

type boardRow struct {
	Rank  int
	Cells []boardCell
}

type boardCell struct {
	Figure  string // the figurine shown
	Name    string // what a screen reader says: "White N"
	Differs bool
}

// figurines are the pieces' figures by FEN letter, and the mark of a
// square that a board seeing only occupancy shows taken (Occupied).
var figurines = map[byte]string{
	'K': "♔", 'Q': "♕", 'R': "♖", 'B': "♗", 'N': "♘", 'P': "♙",
	'k': "♚", 'q': "♛", 'r': "♜", 'b': "♝", 'n': "♞", 'p': "♟",
	Occupied: "●",
}

// agree tells whether two boards' squares, by FEN letter, show the same:
// the same piece, or a piece where a board that sees only occupancy
// shows the square taken.
func agree(a, b byte) bool {
	return a == b || a == Occupied && b != '.' || b == Occupied && a != '.'
}

// pieceNames names every piece by FEN letter for a screen reader: its
// colour in the run's language and its Appendix D word ("White
// Springer"), as the answers to the pieces request name them.
func (s *Server) pieceNames() map[string]string {
	out := map[string]string{}
	for _, t := range []notation.PieceType{notation.King, notation.Queen, notation.Rook, notation.Bishop, notation.Knight, notation.Pawn} {
		word := announce.PieceToken(t).Spell(s.cfg.Spelling)
		out[notation.MakePiece(notation.White, t).String()] = s.texts.White + " " + word
		out[notation.MakePiece(notation.Black, t).String()] = s.texts.Black + " " + word
	}
	out[string(rune(Occupied))] = s.texts.Occupied
	return out
}

func (s *Server) boardsView(b *Boards) *boardsView {
	if b == nil || len(b.Boards) < 2 {
		return nil
	}
	names := s.pieceNames()
	v := &boardsView{Discrepancy: b.Discrepancy}
	for i, bd := range b.Boards {
		bv := boardView{ID: "board-" + strconv.Itoa(i+1), Name: bd.Name, Away: bd.Away}
		for r := 0; r < 8; r++ {
			row := boardRow{Rank: 8 - r}
			for f := 0; f < 8; f++ {
				c := pieceAt(bd.Pieces, r*8+f)
				cell := boardCell{Figure: figurines[c], Name: names[string(c)]}
				for j, other := range b.Boards {
					if j != i && !agree(pieceAt(other.Pieces, r*8+f), c) {
						cell.Differs = true
					}
				}
				row.Cells = append(row.Cells, cell)
			}
			bv.Rows = append(bv.Rows, row)
		}
		v.Boards = append(v.Boards, bv)
	}
	return v
}

// SameBoard tells whether two board views show the same on every square
// (Occupied agrees with any piece).
func SameBoard(a, b BoardView) bool {
	for i := 0; i < 64; i++ {
		if !agree(pieceAt(a.Pieces, i), pieceAt(b.Pieces, i)) {
			return false
		}
	}
	return true
}

// pieceAt returns the FEN letter at index i of a board view's pieces,
// '.' for an empty square or one the view does not have.
func pieceAt(pieces string, i int) byte {
	if i < len(pieces) {
		if _, ok := figurines[pieces[i]]; ok {
			return pieces[i]
		}
	}
	return '.'
}

// settingView is a setting as a field of the form.
type settingView struct {
	Setting
	Field   string
	ID      string
	Problem string // why the value typed was not saved
	// ShownField holds Shown, the value saved when the page was made:
	// a field left so is not saved again.
	ShownField, Shown string
}

type fieldProblem struct {
	key, value, msg string
}

// settingViews are the fields of the settings; a visitor who is not
// paired (paired false) sees no value that names a file or a program.
func (s *Server) settingViews(problems []fieldProblem, paired bool) []settingView {
	if s.cfg.Settings == nil {
		return nil
	}
	var out []settingView
	for i, st := range s.cfg.Settings.List() {
		if !paired && (st.Fixed || st.Private) && !hasChoice(st.Choices, st.Value) {
			st.Value = "…" // a file or a program: not for a neighbour
		}
		v := settingView{Setting: st, Field: settingField(st.Key), ID: "setting-" + strconv.Itoa(i),
			ShownField: shownField(st.Key), Shown: st.Value}
		for _, p := range problems {
			if p.key == st.Key {
				v.Value, v.Problem = p.value, p.msg
			}
		}
		out = append(out, v)
	}
	return out
}

// pageData returns what every page shows; more sets the page's own.
func (s *Server) pageData(r *http.Request, title int, more func(*pageData)) *pageData {
	token := s.token(r)
	d := &pageData{
		T:         s.texts,
		Lang:      string(s.p.Lang()),
		Paired:    token != "",
		Heartbeat: int(s.heartbeat.Milliseconds()),
		WordsLang: s.wordsLang,

		HasSettings: s.cfg.Settings != nil,
	}
	if token != "" {
		d.CSRF, d.token = csrf(token), token
	}
	switch title {
	case gameTitle:
		d.Title, d.Page = s.texts.Game, "game"
	case settingsTitle:
		d.Title, d.Page = s.texts.Settings, "settings"
	case pairTitle:
		d.Title, d.Page = s.texts.Pair, "pair"
	default:
		d.Page = "error"
	}
	if more != nil {
		more(d)
	}
	if d.Page == "error" {
		d.Title = d.Message
	}
	return d
}

func (s *Server) gamePage(w http.ResponseWriter, r *http.Request) {
	st, last := s.hub.snapshot()
	names, _ := json.Marshal(s.pieceNames())
	d := s.pageData(r, gameTitle, func(d *pageData) {
		d.Last = last
		d.Lines = st.Lines
		if n := len(st.Lines); n > 0 {
			d.Latest = &st.Lines[n-1]
		}
		d.Rows = rows(st.Score.Moves)
		score, _ := json.Marshal(append([]Move{}, st.Score.Moves...))
		d.ScoreJSON = string(score)
		d.Boards = s.boardsView(st.Boards)
		d.Online = st.Online
		d.Pieces = string(names)
		if r.URL.Query().Get("paired") != "" && d.Paired {
			// Said in the status region: the pairing worked.
			d.Message = s.texts.PairedHere
		}
		for _, req := range s.cfg.Requests {
			if req.Paired && !d.Paired {
				continue
			}
			if req.Changes {
				d.Change = append(d.Change, req)
			} else {
				d.Ask = append(d.Ask, req)
			}
		}
	})
	s.render(w, r, http.StatusOK, "game", d)
}

func (s *Server) settingsPage(w http.ResponseWriter, r *http.Request) {
	if s.cfg.Settings == nil {
		s.fail(w, r, http.StatusNotFound, s.p.Sprintf(ui.WebNotFound, r.URL.Path))
		return
	}
	d := s.pageData(r, settingsTitle, func(d *pageData) {
		d.Settings = s.settingViews(nil, d.Paired)
		if d.Paired {
			// It names the settings file: not for every neighbour.
			d.SettingsNote = s.cfg.SettingsNote
		}
		if r.URL.Query().Get("saved") != "" {
			d.Message = s.texts.Saved
		}
	})
	s.render(w, r, http.StatusOK, "settings", d)
}

func (s *Server) pairPage(w http.ResponseWriter, r *http.Request) {
	d := s.pageData(r, pairTitle, nil)
	switch {
	case d.Paired:
		d.Message = s.texts.PairedHere
	case r.URL.Query().Get("unpaired") == "all":
		d.Message = s.texts.Forgotten
	case r.URL.Query().Get("unpaired") != "":
		d.Message = s.texts.Unpaired
	}
	s.render(w, r, http.StatusOK, "pair", d)
}

// pages are the templates, parsed when a page is first served, so that
// a run that serves none (convert, announce …) does not pay for them.
var pages = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("").Funcs(template.FuncMap{
		// bind passes the page's data and a value to a template.
		"bind": func(d *pageData, v any) bound { return bound{D: d, V: v} },
		"has":  hasChoice,
		"mark": markGerman,
	}).ParseFS(assetFS, "assets/*.html"))
})

// markGerman escapes text for a page in language lang, with each of the
// German words in it marked lang="de" (on a German page they are the
// page's own).
func markGerman(text string, words []string, lang string) template.HTML {
	if lang == "de" || len(words) == 0 {
		return template.HTML(template.HTMLEscapeString(text))
	}
	var b strings.Builder
	for text != "" {
		at, word := -1, ""
		for _, w := range words {
			if i := strings.Index(text, w); w != "" && i >= 0 && (at < 0 || i < at) {
				at, word = i, w
			}
		}
		if at < 0 {
			b.WriteString(template.HTMLEscapeString(text))
			break
		}
		b.WriteString(template.HTMLEscapeString(text[:at]))
		b.WriteString(`<span lang="de">`)
		b.WriteString(template.HTMLEscapeString(word))
		b.WriteString(`</span>`)
		text = text[at+len(word):]
	}
	return template.HTML(b.String())
}

// bound is the page's data and a value, for a template of a part.
type bound struct {
	D *pageData
	V any
}

// render writes a page: its template into a buffer first, so that a
// failure sends no half page.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, d *pageData) {
	if name == "pair" && d.Alert {
		d.CodeInvalid = true
	}
	var b bytes.Buffer
	if err := pages().ExecuteTemplate(&b, name+".html", d); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if d.token != "" {
		setCookie(w, d.token) // a use renews the phone's life
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Language", d.Lang)
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(b.Bytes())
	}
}

// asset is a file the pages load: the style sheet and the script.
type asset struct {
	body  []byte
	ctype string
	etag  string
}

// assets are the pages' files by path.
var assets = func() map[string]*asset {
	out := map[string]*asset{}
	for _, name := range []string{"page.css", "live.js"} {
		b, err := assetFS.ReadFile("assets/" + name)
		if err != nil {
			panic(err)
		}
		sum := sha256.Sum256(b)
		ctype := "text/css; charset=utf-8"
		if path.Ext(name) == ".js" {
			ctype = "text/javascript; charset=utf-8"
		}
		out["/static/"+name] = &asset{body: b, ctype: ctype, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	}
	return out
}()

func (a *asset) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", a.etag)
	if r.Header.Get("If-None-Match") == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(a.body)))
	if r.Method != http.MethodHead {
		w.Write(a.body)
	}
}
