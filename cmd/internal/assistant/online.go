package assistant

import (
	"time"

	"github.com/rochade/rochade/announce"
	"github.com/rochade/rochade/devices/tracker"
	"github.com/rochade/rochade/notation"
)

// Playing online: the opponent is a game server (Config.Server), beside
// the engine. The server's moves come in as inputs (ServerInput) with
// its whole list of moves each time, which the session compares with
// the record: a move the record lacks is the opponent's, announced at
// once and expected on the board, as the engine's; nothing is announced
// twice and nothing skipped, however often the list comes again after a
// reconnection. The player's moves go out once each (Server.Send); the
// server's list is the truth: a move it refuses, or moves it takes back,
// are taken back on the board too. The server's clocks answer the time
// request and give the alerts.

// Server is the game server of an online game. Its methods must not
// block: what they send goes out in the background, and what the server
// says comes back as ServerInput.
type Server interface {
	// Send sends the player's move, ply of the game (0 is the first),
	// once: the server keeps it until it is sent.
	Send(ply int, m notation.Move)
	// Act sends an action of the player; it tells false when there is
	// nothing to act on (an accept or decline with no challenge).
	Act(a ServerAction) bool
}

// ServerAction is what the player asks the server.
type ServerAction int

// The actions.
const (
	ActResign       ServerAction = iota // the player resigns
	ActAbort                            // the game is called off (before it really began)
	ActDrawOffer                        // a draw offered, or the opponent's offer accepted
	ActDrawDecline                      // the opponent's draw offer declined
	ActTakeback                         // a takeback asked for, or the opponent's accepted
	ActTakebackNo                       // the opponent's takeback declined
	ActClaimVictory                     // the game claimed: the opponent left
	ActAccept                           // the challenge waiting accepted
	ActDecline                          // the challenge waiting declined
)

// ServerKind says what a ServerUpdate tells.
type ServerKind int

// The kinds of ServerUpdate.
const (
	ServerState   ServerKind = iota // the game as the server has it: Moves, the clocks, Status, offers
	ServerRefused                   // the player's move of Ply was refused: Reason
	ServerChat                      // a chat line: From, Text
	ServerGone                      // the opponent left (Gone), may be claimed after ClaimIn; or came back
	ServerLost                      // the connection is lost (Err); it is being made again
	ServerBack                      // the connection is back
	ServerWaiting                   // the server asked to wait (Wait) before it is asked again
	ServerNo                        // the server did not do an action asked of it: Err
)

// ServerUpdate is what the server of an online game says.
type ServerUpdate struct {
	Kind ServerKind
	// Moves is the server's whole list of moves from the start.
	Moves []notation.Move
	// Timed tells that White and Black are the clocks' times, as they
	// stood at At (the side to move's time runs from there).
	Timed        bool
	White, Black time.Duration
	At           time.Time
	// Status is the server's word for the game: "started", "mate",
	// "resign", "outoftime", "draw", "stalemate", "aborted", "timeout"…;
	// Winner "white", "black" or "".
	Status, Winner string
	// DrawOffer and TakebackOffer are the opponent's offers waiting.
	DrawOffer, TakebackOffer bool
	// Ply and Reason: the refused move.
	Ply    int
	Reason string
	// From and Text: a chat line.
	From, Text string
	// Gone and ClaimIn: the opponent left; the game may be claimed
	// after ClaimIn.
	Gone    bool
	ClaimIn time.Duration
	Wait    time.Duration
	Err     error
}

// ChatLine is a line of the game's chat.
type ChatLine struct{ From, Text string }

// online is what the session knows of the server's game.
type online struct {
	moves []notation.Move // the server's list
	have  bool            // a list came
	// acked is the length of the server's list the last time it agreed
	// with the record: a shorter list later is a takeback there.
	acked int
	// sent is how many plies of the record were handed to Send.
	sent   int
	timed  bool
	white  time.Duration
	black  time.Duration
	at     time.Time
	status string
	// The opponent's offers waiting.
	draw, takeback bool
	gone           bool
	chat           []ChatLine
	heard          int // chat lines said
}

// finished tells whether a server's status word ends the game.
func finishedStatus(status string) bool {
	switch status {
	case "", "created", "started":
		return false
	}
	return true
}

// serverUpdate takes what the server says.
func (s *Session) serverUpdate(u ServerUpdate, now time.Time) {
	if s.cfg.Server == nil {
		return
	}
	switch u.Kind {
	case ServerState:
		s.serverState(u, now)
	case ServerRefused:
		s.serverRefused(u, now)
	case ServerChat:
		s.srv.chat = append(s.srv.chat, ChatLine{From: u.From, Text: u.Text})
		s.notice(Notice{Kind: ChatArrived, Ply: len(s.srv.chat) - s.srv.heard})
	case ServerGone:
		if u.Gone != s.srv.gone {
			s.srv.gone = u.Gone
			s.notice(Notice{Kind: OpponentLeft, Wait: u.ClaimIn, Gone: u.Gone})
		}
	case ServerLost:
		s.notice(Notice{Kind: ServerConnectionLost, Err: u.Err})
	case ServerBack:
		s.notice(Notice{Kind: ServerConnectionBack})
	case ServerWaiting:
		s.notice(Notice{Kind: ServerAsksToWait, Wait: u.Wait})
	case ServerNo:
		s.notice(Notice{Kind: ServerSaidNo, Err: u.Err})
	}
}

// serverState compares the server's game with the record.
func (s *Session) serverState(u ServerUpdate, now time.Time) {
	if u.Timed {
		s.srv.timed, s.srv.white, s.srv.black, s.srv.at = true, u.White, u.Black, u.At
		if s.srv.at.IsZero() {
			s.srv.at = now
		}
	}
	s.srv.moves, s.srv.have = append(s.srv.moves[:0], u.Moves...), true
	s.srv.status = u.Status
	if s.over {
		return
	}
	n := len(u.Moves)
	if u.Timed && n > 0 && n >= len(s.game.Moves) {
		mover := plySide(s.game, n-1)
		t := u.White
		if mover == notation.Black {
			t = u.Black
		}
		s.setClk(n-1, t)
		s.dirty = true
	}
	// The first ply where the server and the record part.
	k := 0
	for k < n && k < len(s.game.Moves) && u.Moves[k] == s.game.Moves[k] {
		k++
	}
	if k < len(s.game.Moves) && (k < n || n < s.srv.acked) && s.takebackTo != k {
		// The server has another move there, or took moves back: the
		// record and the board go back to where they agree.
		if s.takebackTo < 0 || s.takebackTo > k {
			s.engineHave = false
			s.srv.sent = min(s.srv.sent, k)
			s.notice(Notice{Kind: MovesTakenBack, Ply: k})
			s.resolveTo(k, now)
		}
	}
	if k == min(n, len(s.game.Moves)) {
		s.srv.acked = n
	}
	// Offers of the opponent: said when they come.
	if u.DrawOffer && !s.srv.draw {
		s.notice(Notice{Kind: DrawOffered})
	}
	if u.TakebackOffer && !s.srv.takeback {
		s.notice(Notice{Kind: TakebackOffered})
	}
	s.srv.draw, s.srv.takeback = u.DrawOffer, u.TakebackOffer
	if finishedStatus(u.Status) {
		s.serverOver(u, now)
		return
	}
	s.serverNext()
	s.checkAlerts(now)
}

// serverNext announces the server's next move when the record lacks it
// and nothing else waits: the move is then expected on the board.
func (s *Session) serverNext() {
	if s.over || s.resolving || s.takebackTo >= 0 || s.engineHave || len(s.unknowns) > 0 {
		return
	}
	k := len(s.game.Moves)
	if len(s.srv.moves) <= k {
		return
	}
	for i := 0; i < k; i++ {
		if s.srv.moves[i] != s.game.Moves[i] {
			return
		}
	}
	m := s.srv.moves[k]
	if !s.pos.IsLegal(m) {
		return // never guessed: the next full state puts it right
	}
	s.engineMove, s.engineHave = m, true
	side := s.pos.Turn()
	s.say(side, announce.Sided(side, announce.Instruct(&s.pos, m)))
}

// serverTurn handles a move board i made while a move of the server is
// expected, or made for the opponent before the server had one. It tells
// whether it took the move.
func (s *Session) serverTurn(i int, e tracker.Event) bool {
	if e.Ply != len(s.game.Moves) {
		return false
	}
	if !s.engineHave && e.Before.Turn() == s.cfg.Side {
		return false // the player's own move
	}
	if s.engineHave && e.Move == s.engineMove {
		s.engineHave = false
		s.record(i, e, false)
		return true
	}
	// Not the server's move: the board is followed again from the
	// record's position, and the move to make said again.
	b := s.boards[i]
	b.tr = tracker.New(copyGame(s.game), s.cfg.Tracker)
	if s.engineHave {
		side := s.pos.Turn()
		s.say(side, announce.Sided(side, announce.Instruct(&s.pos, s.engineMove)))
	} else {
		s.notice(Notice{Kind: OpponentToMove})
	}
	return true
}

// sendOwn hands the player's moves the server does not have yet to the
// server, each once; not while the record waits to go back, nor past a
// promotion whose piece is not known.
func (s *Session) sendOwn() {
	if s.cfg.Server == nil || s.resolving || s.takebackTo >= 0 {
		return
	}
	end := len(s.game.Moves)
	if len(s.unknowns) > 0 {
		end = min(end, s.unknowns[0])
	}
	for k := s.srv.sent; k < end; k++ {
		if k < len(s.srv.moves) && s.srv.moves[k] == s.game.Moves[k] {
			continue
		}
		if plySide(s.game, k) == s.cfg.Side {
			s.cfg.Server.Send(k, s.game.Moves[k])
		}
	}
	s.srv.sent = max(s.srv.sent, end)
}

// serverRefused takes the player's move back that the server refused:
// the reason is said and the board guided back.
func (s *Session) serverRefused(u ServerUpdate, now time.Time) {
	k := u.Ply
	if s.over || k < 0 || k >= len(s.game.Moves) {
		return
	}
	before := s.game.Position(k)
	s.notice(Notice{Kind: MoveRefused, Ply: k, Move: before.SAN(s.game.Moves[k]), Text: u.Reason})
	s.engineHave = false
	s.srv.sent = min(s.srv.sent, k)
	s.resolveTo(k, now)
}

// serverOver ends the game as the server ended it: the moves of the
// server the record lacks (the opponent's last, announced) are recorded,
// then the result said.
func (s *Session) serverOver(u ServerUpdate, now time.Time) {
	if s.resolving || s.takebackTo >= 0 {
		s.resolving, s.takebackTo = false, -1
		s.followAgain()
	}
	for k := len(s.game.Moves); k < len(u.Moves); k++ {
		m := u.Moves[k]
		if !s.pos.IsLegal(m) {
			break
		}
		if !(s.engineHave && s.engineMove == m) {
			side := s.pos.Turn()
			s.say(side, announce.Sided(side, announce.Instruct(&s.pos, m)))
		}
		s.engineHave = false
		s.game.Moves = append(s.game.Moves, m)
		s.firstOn = append(s.firstOn, 0)
		s.pos.Play(m)
	}
	res := "1/2-1/2"
	switch u.Winner {
	case "white":
		res = "1-0"
	case "black":
		res = "0-1"
	}
	termination := "normal"
	switch u.Status {
	case "outoftime":
		termination = "time forfeit"
		if u.Winner != "" {
			loser := notation.White
			if u.Winner == "white" {
				loser = notation.Black
			}
			s.say(loser, announce.FlagFall(loser))
		}
	case "timeout", "noStart":
		termination = "abandoned"
	case "aborted":
		res, termination = "*", "abandoned"
	case "resign":
		if u.Winner != "" {
			loser := notation.White
			if u.Winner == "white" {
				loser = notation.Black
			}
			s.say(loser, announce.Resigned(loser))
		}
	}
	s.finish(s.cfg.Side, res, termination, "", now)
}

// onlineRequest answers the requests that go to the server in an online
// game; it tells whether it took r.
func (s *Session) onlineRequest(r Request, now time.Time) bool {
	srv := s.cfg.Server
	if srv == nil {
		return false
	}
	act := func(a ServerAction) {
		if s.over {
			s.sayOver()
			return
		}
		srv.Act(a)
		s.notice(Notice{Kind: ServerAsked, Action: a})
	}
	switch r.Kind {
	case AskResign:
		act(ActResign)
	case AskDraw:
		act(ActDrawOffer)
	case AskTakeback:
		act(ActTakeback)
	case AskAbort:
		act(ActAbort)
	case AskClaim:
		act(ActClaimVictory)
	case AskAccept, AskDecline:
		yes := r.Kind == AskAccept
		switch {
		case s.srv.draw && !s.over:
			s.srv.draw = false
			act(map[bool]ServerAction{true: ActDrawOffer, false: ActDrawDecline}[yes])
		case s.srv.takeback && !s.over:
			s.srv.takeback = false
			act(map[bool]ServerAction{true: ActTakeback, false: ActTakebackNo}[yes])
		default:
			a := map[bool]ServerAction{true: ActAccept, false: ActDecline}[yes]
			if srv.Act(a) {
				s.notice(Notice{Kind: ServerAsked, Action: a})
			} else {
				s.notice(Notice{Kind: NothingToAnswer})
			}
		}
	case AskChat:
		s.sayChat()
	case AskResult, AskNew:
		// The server decides the result, and a new game is found there.
		s.notice(Notice{Kind: NeedsBoardGame})
	default:
		return false
	}
	return true
}

// sayChat says the chat lines not said yet (the last three again when
// there are none).
func (s *Session) sayChat() {
	lines := s.srv.chat[s.srv.heard:]
	if len(lines) == 0 {
		lines = s.srv.chat[max(len(s.srv.chat)-3, 0):]
	}
	if len(lines) == 0 {
		s.notice(Notice{Kind: ChatLines})
		return
	}
	s.srv.heard = len(s.srv.chat)
	for _, l := range lines {
		s.notice(Notice{Kind: ChatLines, Move: l.From, Text: l.Text})
	}
}

// serverTurnSide returns the side whose clock runs on the server, and
// whether one does: the clocks run once both sides made a move.
func (s *Session) serverTurnSide() (notation.Color, bool) {
	if !s.srv.timed || finishedStatus(s.srv.status) || len(s.srv.moves) < 2 {
		return 0, false
	}
	return plySide(s.game, len(s.srv.moves)), true
}

// serverRemaining returns side's time on the server's clock at now.
func (s *Session) serverRemaining(side notation.Color, now time.Time) (time.Duration, bool) {
	if !s.srv.timed {
		return 0, false
	}
	t := s.srv.white
	if side == notation.Black {
		t = s.srv.black
	}
	if run, ok := s.serverTurnSide(); ok && run == side && now.After(s.srv.at) {
		t -= now.Sub(s.srv.at)
	}
	return max(t, 0), true
}

// serverFlag returns when the running side's time on the server's clock
// ends.
func (s *Session) serverFlag() (time.Time, bool) {
	side, ok := s.serverTurnSide()
	if !ok {
		return time.Time{}, false
	}
	t := s.srv.white
	if side == notation.Black {
		t = s.srv.black
	}
	return s.srv.at.Add(t), true
}

// ServerMoves reads a server's list of UCI moves from start: the legal
// moves it names, in order ("e1g1" or the king taking its rook for
// castling). It stops at the first that is no legal move there, and
// tells how many it read.
func ServerMoves(start notation.Position, list []string) ([]notation.Move, int) {
	p := start
	out := make([]notation.Move, 0, len(list))
	var buf []notation.Move
	for _, u := range list {
		buf = p.LegalMoves(buf[:0])
		found := false
		for _, m := range buf {
			if m.UCI() == u || p.UCI(m) == u || m.IsCastle() && castleUCI(&p, m) == u {
				p.Play(m)
				out = append(out, m)
				found = true
				break
			}
		}
		if !found {
			break
		}
	}
	return out, len(out)
}

// castleUCI writes castling as the king taking its own rook ("e1h1").
func castleUCI(p *notation.Position, m notation.Move) string {
	rank := m.From().Rank()
	file := 7
	if m.To().File() < m.From().File() {
		file = 0
	}
	return notation.NewMove(m.From(), notation.Sq(file, rank), notation.NoPieceType).UCI()
}
