package lichess

import "time"

// Account is the account of the token (GET /api/account).
type Account struct {
	ID, Username, Title string
}

// Player is a player of a game or of a challenge.
type Player struct {
	ID, Name, Title string
	Rating          int
	Provisional     bool
	AI              int // the level of the server's computer, 0 if a person
}

// ClockSpec is a time control: the initial time and the increment.
type ClockSpec struct {
	Initial, Increment time.Duration
}

// Ongoing is a game of the account going on (GET /api/account/playing,
// and the events gameStart and gameFinish).
type Ongoing struct {
	GameID      string
	Color       string // the account's: "white" or "black"
	Opponent    Player
	Speed       string // "bullet", "blitz", "rapid", "classical", "correspondence" ...
	Rated       bool
	Variant     string // "standard" ...
	IsMyTurn    bool
	FEN         string
	LastMove    string // UCI, "" before the first move
	SecondsLeft int
	Status      string // a status name: "started", "mate" ...
	Winner      string // "white", "black" or ""
	Source      string // "lobby", "friend", "ai" ...
}

// Seek is a public seek of a real-time game (POST /api/board/seek).
type Seek struct {
	Clock       ClockSpec // Initial in whole minutes or 15, 30, 45, 90 seconds; Increment in seconds
	Rated       bool
	Color       string // "white", "black" or "" (random)
	Variant     string // "" is standard
	RatingRange string // "1500-1800" or ""
}

// ChallengeOpts are the terms of a challenge of a person or of the
// server's computer.
type ChallengeOpts struct {
	Clock   *ClockSpec // nil: correspondence (Days) or unlimited
	Days    int
	Rated   bool
	Color   string // "white", "black" or "" (random)
	Variant string // "" is standard
}

// Challenge is a challenge to or from the account.
type Challenge struct {
	ID         string
	From       Player
	To         Player
	Rated      bool
	Speed      string
	Clock      *ClockSpec // nil when not real-time
	Days       int        // per move, for correspondence
	Color      string     // the colour the challenger asked for: "white", "black", "random"
	Variant    string
	Direction  string // "in" or "out"
	DeclineKey string // on ChallengeDeclined: "generic", "later", "toofast" ...
}

// Kind is the kind of an Event or of a GameUpdate. EventKind and
// UpdateKind are the same type, so that the kinds of a connection
// (Connected, Disconnected, RateLimited, Failed) serve both streams.
type Kind int

// EventKind is the kind of an Event.
type EventKind = Kind

// UpdateKind is the kind of a GameUpdate.
type UpdateKind = Kind

// The kinds of events and updates.
const (
	_ Kind = iota
	// Events of the account's stream.
	GameStart
	GameFinish
	ChallengeIn
	ChallengeCanceled
	ChallengeDeclined
	// Updates of a game's stream.
	Full
	State
	Chat
	OpponentGone
	// Either stream's connection.
	Connected    // the stream is open (again)
	Disconnected // the stream was cut; Err says why, Wait when it tries again
	RateLimited  // the server said 429: Wait before trying again
	Failed       // the stream ends for good: Err (a *TokenError ...)
)

var kindNames = [...]string{"", "GameStart", "GameFinish", "ChallengeIn", "ChallengeCanceled", "ChallengeDeclined",
	"Full", "State", "Chat", "OpponentGone", "Connected", "Disconnected", "RateLimited", "Failed"}

func (k Kind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(?)"
}

// Event is a value of the account's event stream.
type Event struct {
	Kind      EventKind
	Game      *Ongoing   // GameStart, GameFinish
	Challenge *Challenge // ChallengeIn, ChallengeCanceled, ChallengeDeclined
	Err       error      // Disconnected, Failed
	Wait      time.Duration
}

// GameInfo is what does not change in a game (gameFull).
type GameInfo struct {
	ID          string
	URL         string // the game's page: the server's base and "/" and the ID
	White       Player
	Black       Player
	Clock       *ClockSpec // nil in a correspondence or unlimited game
	DaysPerTurn int
	Rated       bool
	Speed       string
	Variant     string
	InitialFen  string // "startpos" or a FEN
	CreatedAt   time.Time
}

// ChatLine is a line of a game's chat.
type ChatLine struct {
	Username, Text, Room string // Room: "player" or "spectator"
}

// GameUpdate is a value of a game's stream. After each (re)connection the
// first is a Full (the whole state); then State, Chat and OpponentGone.
// Moves is always the whole list of UCI moves since the start, so a
// consumer diffs it against what it has: a reconnection neither repeats
// nor skips a move.
type GameUpdate struct {
	Kind         UpdateKind
	Game         *GameInfo // on Full
	Moves        []string  // UCI, Full and State
	WTime, BTime time.Duration
	WInc, BInc   time.Duration
	At           time.Time // when the line was read: the clocks run from here
	Status       string    // "started", "mate", "resign", "outoftime", "draw", "aborted" ...
	Winner       string    // "white", "black" or ""
	WDraw, BDraw bool      // draw offers pending
	WTakeback    bool      // takeback proposals pending
	BTakeback    bool
	Chat         *ChatLine     // Chat
	Gone         bool          // OpponentGone: whether the opponent is gone
	ClaimIn      time.Duration // OpponentGone: when victory can be claimed (0: now, or unknown)
	Err          error         // Disconnected, Failed
	Wait         time.Duration // Disconnected, RateLimited
}

// Over tells whether the status is one of a finished game.
func Over(status string) bool {
	switch status {
	case "", "created", "started":
		return false
	}
	return true
}
