package lichess

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"
)

// The JSON of the API, as lichess-org/api's OpenAPI description names it.

type wireVariant struct {
	Key string `json:"key"`
}

// wireStatus is a status: a name ("started"), or an object {id, name}
// (GameEventInfo's).
type wireStatus string

func (s *wireStatus) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '{' {
		var o struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal(b, &o); err != nil {
			return err
		}
		*s = wireStatus(o.Name)
		return nil
	}
	var n *string
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	if n != nil {
		*s = wireStatus(*n)
	}
	return nil
}

// wirePlayer is a GameEventPlayer, a GameEventOpponent or a ChallengeUser.
type wirePlayer struct {
	ID          *string `json:"id"`
	Name        string  `json:"name"`
	Username    string  `json:"username"`
	Title       *string `json:"title"`
	Rating      int     `json:"rating"`
	Provisional bool    `json:"provisional"`
	AILevel     int     `json:"aiLevel"`
	AI          int     `json:"ai"`
}

func (p *wirePlayer) player() Player {
	if p == nil {
		return Player{}
	}
	q := Player{Name: p.Name, Rating: p.Rating, Provisional: p.Provisional, AI: p.AILevel}
	if p.ID != nil {
		q.ID = *p.ID
	}
	if q.Name == "" {
		q.Name = p.Username
	}
	if p.Title != nil {
		q.Title = *p.Title
	}
	if q.AI == 0 {
		q.AI = p.AI
	}
	return q
}

// wireGameInfo is a GameEventInfo, or an entry of nowPlaying.
type wireGameInfo struct {
	GameID      string      `json:"gameId"`
	FullID      string      `json:"fullId"`
	Color       string      `json:"color"`
	FEN         string      `json:"fen"`
	LastMove    string      `json:"lastMove"`
	Source      string      `json:"source"`
	Status      wireStatus  `json:"status"`
	Variant     wireVariant `json:"variant"`
	Speed       string      `json:"speed"`
	Rated       bool        `json:"rated"`
	Opponent    *wirePlayer `json:"opponent"`
	IsMyTurn    bool        `json:"isMyTurn"`
	SecondsLeft int         `json:"secondsLeft"`
	Winner      string      `json:"winner"`
}

func (g *wireGameInfo) ongoing() (Ongoing, error) {
	if g.GameID == "" && len(g.FullID) == 12 {
		g.GameID = g.FullID[:8] // the full ID is the game's and the player's
	}
	if !validID(g.GameID) {
		return Ongoing{}, lineErr([]byte(g.GameID), "game without a valid gameId")
	}
	return Ongoing{
		GameID: g.GameID, Color: g.Color, Opponent: g.Opponent.player(), Speed: g.Speed, Rated: g.Rated,
		Variant: g.Variant.Key, IsMyTurn: g.IsMyTurn, FEN: g.FEN, LastMove: g.LastMove, SecondsLeft: g.SecondsLeft,
		Status: string(g.Status), Winner: g.Winner, Source: g.Source,
	}, nil
}

type wireTimeControl struct {
	Type        string `json:"type"`
	Limit       int64  `json:"limit"`     // seconds
	Increment   int64  `json:"increment"` // seconds
	DaysPerTurn int    `json:"daysPerTurn"`
}

// wireChallenge is a ChallengeJson (or ChallengeDeclinedJson).
type wireChallenge struct {
	ID               string          `json:"id"`
	Challenger       *wirePlayer     `json:"challenger"`
	DestUser         *wirePlayer     `json:"destUser"`
	Variant          wireVariant     `json:"variant"`
	Rated            bool            `json:"rated"`
	Speed            string          `json:"speed"`
	TimeControl      wireTimeControl `json:"timeControl"`
	Color            string          `json:"color"`
	Direction        string          `json:"direction"`
	DeclineReasonKey string          `json:"declineReasonKey"`
}

func (w *wireChallenge) challenge() (*Challenge, error) {
	if w == nil || !validID(w.ID) {
		return nil, lineErr(nil, "challenge without a valid id")
	}
	c := &Challenge{ID: w.ID, From: w.Challenger.player(), To: w.DestUser.player(), Rated: w.Rated, Speed: w.Speed,
		Color: w.Color, Variant: w.Variant.Key, Direction: w.Direction, DeclineKey: w.DeclineReasonKey}
	switch w.TimeControl.Type {
	case "clock":
		c.Clock = &ClockSpec{Initial: seconds(w.TimeControl.Limit), Increment: seconds(w.TimeControl.Increment)}
	case "correspondence":
		c.Days = w.TimeControl.DaysPerTurn
	}
	return c, nil
}

// wireLine is any line of the two streams: the union of their events'
// fields (the type says which are there).
type wireLine struct {
	Type string `json:"type"`

	// gameStart, gameFinish
	Game *wireGameInfo `json:"game"`
	// challenge, challengeCanceled, challengeDeclined
	Challenge *wireChallenge `json:"challenge"`

	// gameFull
	ID      string      `json:"id"`
	Variant wireVariant `json:"variant"`
	Clock   *struct {
		Initial   int64 `json:"initial"`   // ms
		Increment int64 `json:"increment"` // ms
	} `json:"clock"`
	Speed       string      `json:"speed"`
	Rated       bool        `json:"rated"`
	CreatedAt   int64       `json:"createdAt"` // ms since 1970
	White       *wirePlayer `json:"white"`
	Black       *wirePlayer `json:"black"`
	InitialFen  string      `json:"initialFen"`
	State       *wireState  `json:"state"`
	DaysPerTurn int         `json:"daysPerTurn"`

	// gameState
	wireState

	// chatLine
	Room     string `json:"room"`
	Username string `json:"username"`
	Text     string `json:"text"`

	// opponentGone
	Gone              bool `json:"gone"`
	ClaimWinInSeconds *int `json:"claimWinInSeconds"`
}

// wireState is a GameStateEvent.
type wireState struct {
	Moves     *string    `json:"moves"`
	WTime     int64      `json:"wtime"` // ms
	BTime     int64      `json:"btime"`
	WInc      int64      `json:"winc"`
	BInc      int64      `json:"binc"`
	Status    wireStatus `json:"status"`
	Winner    string     `json:"winner"`
	WDraw     bool       `json:"wdraw"`
	BDraw     bool       `json:"bdraw"`
	WTakeback bool       `json:"wtakeback"`
	BTakeback bool       `json:"btakeback"`
}

func ms(n int64) time.Duration {
	if n < 0 {
		n = 0
	}
	if n > int64(1<<62)/int64(time.Millisecond) {
		n = int64(1<<62) / int64(time.Millisecond)
	}
	return time.Duration(n) * time.Millisecond
}

func seconds(n int64) time.Duration {
	if n > 1<<40 {
		n = 1 << 40
	}
	return ms(n * 1000)
}

func (s *wireState) into(u *GameUpdate, line []byte) error {
	if s.Moves == nil {
		return lineErr(line, "gameState without moves")
	}
	moves, err := ParseMoves(*s.Moves)
	if err != nil {
		return err
	}
	if s.Status == "" {
		return lineErr(line, "gameState without status")
	}
	u.Moves = moves
	u.WTime, u.BTime, u.WInc, u.BInc = ms(s.WTime), ms(s.BTime), ms(s.WInc), ms(s.BInc)
	u.Status, u.Winner = string(s.Status), s.Winner
	u.WDraw, u.BDraw, u.WTakeback, u.BTakeback = s.WDraw, s.BDraw, s.WTakeback, s.BTakeback
	return nil
}

// parseGameLine reads a line of a game's stream. A blank line (keep
// alive) and a line of an unknown type give ok false; a line that is not
// what the API describes gives a *LineError.
func parseGameLine(line []byte, base string, at time.Time) (u GameUpdate, ok bool, err error) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return u, false, nil
	}
	var w wireLine
	if err := json.Unmarshal(line, &w); err != nil {
		return u, false, lineErr(line, err.Error())
	}
	u.At = at
	switch w.Type {
	case "gameFull":
		if !validID(w.ID) || w.State == nil {
			return u, false, lineErr(line, "gameFull without id or state")
		}
		g := &GameInfo{ID: w.ID, URL: base + "/" + w.ID, White: w.White.player(), Black: w.Black.player(),
			DaysPerTurn: w.DaysPerTurn, Rated: w.Rated, Speed: w.Speed, Variant: w.Variant.Key, InitialFen: w.InitialFen}
		if g.InitialFen == "" {
			g.InitialFen = "startpos"
		}
		if w.Clock != nil {
			g.Clock = &ClockSpec{Initial: ms(w.Clock.Initial), Increment: ms(w.Clock.Increment)}
		}
		if w.CreatedAt > 0 && w.CreatedAt < 1<<50 {
			g.CreatedAt = time.UnixMilli(w.CreatedAt).UTC()
		}
		u.Kind, u.Game = Full, g
		if err := w.State.into(&u, line); err != nil {
			return GameUpdate{}, false, err
		}
	case "gameState":
		u.Kind = State
		if err := w.wireState.into(&u, line); err != nil {
			return GameUpdate{}, false, err
		}
	case "chatLine":
		u.Kind, u.Chat = Chat, &ChatLine{Username: w.Username, Text: w.Text, Room: w.Room}
	case "opponentGone":
		u.Kind, u.Gone = OpponentGone, w.Gone
		if w.ClaimWinInSeconds != nil {
			u.ClaimIn = seconds(int64(*w.ClaimWinInSeconds))
		}
	default:
		return u, false, nil
	}
	return u, true, nil
}

// parseEventLine reads a line of the account's event stream, like
// parseGameLine.
func parseEventLine(line []byte) (e Event, ok bool, err error) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return e, false, nil
	}
	var w wireLine
	if err := json.Unmarshal(line, &w); err != nil {
		return e, false, lineErr(line, err.Error())
	}
	switch w.Type {
	case "gameStart", "gameFinish":
		if w.Game == nil {
			return e, false, lineErr(line, w.Type+" without game")
		}
		g, err := w.Game.ongoing()
		if err != nil {
			return e, false, err
		}
		e.Kind, e.Game = GameStart, &g
		if w.Type == "gameFinish" {
			e.Kind = GameFinish
		}
	case "challenge", "challengeCanceled", "challengeDeclined":
		c, err := w.Challenge.challenge()
		if err != nil {
			return e, false, lineErr(line, "challenge without a valid id")
		}
		e.Challenge = c
		switch w.Type {
		case "challenge":
			e.Kind = ChallengeIn
		case "challengeCanceled":
			e.Kind = ChallengeCanceled
		default:
			e.Kind = ChallengeDeclined
		}
	default:
		return e, false, nil
	}
	return e, true, nil
}

// ParseMoves splits gameState's moves, UCI moves separated by spaces,
// into a list; "" is no move. A word that is not a UCI move is a
// *LineError.
func ParseMoves(s string) ([]string, error) {
	n := strings.Count(s, " ") + 1
	out := make([]string, 0, n)
	for len(s) > 0 {
		i := strings.IndexByte(s, ' ')
		var m string
		if i < 0 {
			m, s = s, ""
		} else {
			m, s = s[:i], s[i+1:]
		}
		if m == "" {
			continue
		}
		if !validUCI(m) {
			return nil, lineErr([]byte(m), "not a UCI move")
		}
		out = append(out, m)
	}
	return out, nil
}

// validUCI tells whether m is a UCI move: from and to squares and maybe
// a promotion piece (k in antichess); or a drop such as "P@e4" (crazyhouse).
func validUCI(m string) bool {
	sq := func(f, r byte) bool { return f >= 'a' && f <= 'h' && r >= '1' && r <= '8' }
	switch {
	case len(m) == 4 && m[1] == '@':
		return strings.IndexByte("PNBRQ", m[0]) >= 0 && sq(m[2], m[3])
	case len(m) == 4:
		return sq(m[0], m[1]) && sq(m[2], m[3])
	case len(m) == 5:
		return sq(m[0], m[1]) && sq(m[2], m[3]) && strings.IndexByte("qrbnk", m[4]) >= 0
	}
	return false
}

// validID tells whether s may be a game's or challenge's ID in a URL's
// path: letters, digits, '-' and '_' (lichess's are eight letters and
// digits).
func validID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
