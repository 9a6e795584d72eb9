package main

// The notices the appliance says aloud. play prints its notices (a
// challenge that came in, someone guessing the pairing code) for the
// screen reader and the Braille display; the appliance's player may
// have neither, so the few a player must hear are said too, in the
// prompt voice, after what is being said.

import (
	"errors"
	"strconv"
	"time"

	"github.com/rochade/rochade/cmd/internal/assistant"
	"github.com/rochade/rochade/cmd/internal/lichess"
	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/ui/spoken"
	"github.com/rochade/rochade/cmd/internal/web"
	"github.com/rochade/rochade/notation"
	"github.com/rochade/rochade/voices/speech"
)

// tell gives the words of a notice the player must hear (nil: printed
// and shown only): a challenge that came in, the online game begun and
// the other lines of the online game (newsSaid, noticeSaid), someone
// else guessing the pairing code or the code closed, every phone
// unpaired. A challenge is said once, when it comes, not again when the
// wiring starts again and the server lists it anew; the game begun is
// said once, not at each start of the wiring, and so is a line before
// the game that comes again the same (the wait for a challenge, the
// seek).
func (ap *appliance) tell(about any) []speech.Word {
	ap.mu.Lock()
	t := ap.teller
	if t == nil {
		ap.mu.Unlock()
		return nil
	}
	switch a := about.(type) {
	case onlineNews:
		switch {
		case a.challenge != nil:
			if ap.challengesSaid[a.challenge.ID] {
				ap.mu.Unlock()
				return nil
			}
			if ap.challengesSaid == nil {
				ap.challengesSaid = map[string]bool{}
			}
			ap.challengesSaid[a.challenge.ID] = true
			ap.mu.Unlock()
			return challengeSaid(t, a.challenge).Words
		case a.game != nil && a.game.info != nil:
			if ap.joinedSaid == a.game.id {
				ap.mu.Unlock()
				return nil
			}
			ap.joinedSaid = a.game.id
			ap.newsSaid = ""
			ap.mu.Unlock()
			return joinedSaid(t, a.game).Words
		case a.kind != newsOther:
			// Said once: not again when the wiring starts again and
			// the same line comes again (the wait, the seek).
			said := newsSaid(t, a)
			if ap.newsSaid == said.Text {
				ap.mu.Unlock()
				return nil
			}
			ap.newsSaid = said.Text
			ap.mu.Unlock()
			return said.Words
		}
	case web.Alarm:
		ap.mu.Unlock()
		if a == web.CodeClosed {
			return t.Msg(ui.WebCodeClosed, t.Number(web.MaxGuesses)).Words
		}
		return t.Msg(ui.WebGuessing).Words
	case assistant.Notice:
		ap.mu.Unlock()
		return noticeSaid(t, a).Words
	}
	ap.mu.Unlock()
	return nil
}

// newsSaid says a line of the online game before it begins.
func newsSaid(t *spoken.Teller, n onlineNews) spoken.Said {
	switch n.kind {
	case newsNoGame:
		return t.Msg(ui.ApplianceNoGame)
	case newsSeeking:
		return t.Msg(ui.ApplianceSeeking, clockSaid(t, n.clock))
	case newsSeekEnded:
		return t.Msg(ui.ApplianceSeekEnded)
	case newsChallengeSent:
		return t.Msg(ui.ApplianceChallengeSent, t.Brand(n.who))
	case newsWithdrawn:
		return t.Msg(ui.ApplianceChallengeWithdrawn, t.Brand(n.who))
	case newsServerNo:
		return t.Msg(ui.ApplianceServerSaidNo)
	case newsLost:
		return t.Msg(ui.ApplianceServerLost)
	case newsBack:
		return t.Msg(ui.ApplianceServerBack)
	}
	return spoken.Said{}
}

// noticeSaid says a notice of the session the player must hear: every
// phone unpaired (or not), and the online game's (the connection, the
// server's pauses, the opponent's offers and absence, what was sent to
// the server and what it refused). The others are printed and shown
// only (nil words).
func noticeSaid(t *spoken.Teller, n assistant.Notice) spoken.Said {
	p := t.Printer()
	answer := func() spoken.Said {
		return t.Msg(ui.ApplianceChallengeAnswer, t.Label(p.Sprintf(ui.MenuGame)),
			t.Label(p.RequestLabel("accept")), t.Label(p.RequestLabel("decline")))
	}
	seconds := func(d time.Duration) int { return int((d + time.Second - 1) / time.Second) }
	switch n.Kind {
	case assistant.PhonesForgotten:
		if n.Err != nil {
			return t.Msg(ui.ApplianceUnpairFailed)
		}
		return t.Msg(ui.WebForgotten)
	case assistant.ServerConnectionLost:
		return t.Msg(ui.ApplianceServerLost)
	case assistant.ServerConnectionBack:
		return t.Msg(ui.ApplianceServerBack)
	case assistant.ServerAsksToWait:
		s := seconds(n.Wait)
		return t.Plural(ui.ApplianceServerWait, s, t.NumberOf(s, "second"))
	case assistant.DrawOffered:
		return t.Msg(ui.ApplianceDrawOffered).Add(answer())
	case assistant.TakebackOffered:
		return t.Msg(ui.ApplianceTakebackOffered).Add(answer())
	case assistant.OpponentLeft:
		if !n.Gone {
			return t.Msg(ui.ApplianceOpponentBack)
		}
		s := seconds(n.Wait)
		return t.Plural(ui.ApplianceOpponentLeft, s, t.NumberOf(s, "second")).
			Add(t.Msg(ui.ApplianceClaimAnswer, t.Label(p.Sprintf(ui.MenuGame)), t.Label(p.RequestLabel("claim"))))
	case assistant.ServerAsked:
		return t.Msg(ui.ApplianceServerAsked, t.Label(p.RequestLabel(actionRequest[n.Action])))
	case assistant.NothingToAnswer:
		return t.Msg(ui.ApplianceNothingToAnswer)
	case assistant.ServerSaidNo:
		return t.Msg(ui.ApplianceServerSaidNo)
	case assistant.MoveRefused:
		return t.Msg(ui.ApplianceMoveRefused)
	case assistant.OpponentToMove:
		return t.Msg(ui.ApplianceOpponentToMove)
	case assistant.NeedsBoardGame:
		return t.Msg(ui.ApplianceNeedsBoardGame)
	}
	return spoken.Said{}
}

// failureSaid says why the online game did not begin, when the reason
// is known: the token, the server's pause, the challenge declined, the
// server out of reach. Empty when it is not.
func failureSaid(t *spoken.Teller, err error) spoken.Said {
	var f *onlineFailure
	if !errors.As(err, &f) {
		return spoken.Said{}
	}
	switch f.why {
	case whyNoToken:
		return t.Msg(ui.ApplianceNoToken)
	case whyToken:
		return t.Msg(ui.ApplianceTokenRefused)
	case whyRateLimited:
		return t.Msg(ui.ApplianceRateLimited)
	case whyDeclined:
		return t.Msg(ui.ApplianceChallengeDeclined, t.Brand(f.who))
	}
	return t.Msg(ui.ApplianceUnreachable)
}

// clockSaid says a time control: 15+10, or no clock.
func clockSaid(t *spoken.Teller, c *lichess.ClockSpec) spoken.Said {
	if c == nil {
		return t.Label(t.Printer().Sprintf(ui.ChoiceNoClock))
	}
	return t.Value(strconv.Itoa(int(c.Initial/time.Minute)) + "+" + strconv.Itoa(int(c.Increment/time.Second)))
}

// challengeSaid says a challenge that came in: who, the rating, the time
// control, rated or casual, the colour the player would play if the
// challenger chose one, and where in the menu to accept or decline it.
// The challenger's name is a brand: spelled from the clips of a prompt
// pack, given whole to a synthesiser.
func challengeSaid(t *spoken.Teller, ch *lichess.Challenge) spoken.Said {
	p := t.Printer()
	rating := t.Value("?")
	if ch.From.Rating > 0 {
		rating = t.Number(ch.From.Rating)
	}
	control := clockSaid(t, ch.Clock)
	key := ui.ApplianceChallengeCasual
	if ch.Rated {
		key = ui.ApplianceChallengeRated
	}
	s := t.Msg(key, t.Brand(ch.From.Name), rating, control)
	// The colour asked for is the challenger's: the player plays the
	// other.
	switch ch.Color {
	case "white":
		s = s.Add(t.Msg(ui.ApplianceChallengeBlack))
	case "black":
		s = s.Add(t.Msg(ui.ApplianceChallengeWhite))
	}
	return s.Add(t.Msg(ui.ApplianceChallengeAnswer, t.Label(p.Sprintf(ui.MenuGame)),
		t.Label(p.RequestLabel("accept")), t.Label(p.RequestLabel("decline"))))
}

// joinedSaid says that the online game has begun: the player's colour,
// the opponent (a brand) and the opponent's rating.
func joinedSaid(t *spoken.Teller, g *onlineGame) spoken.Said {
	opp, key := g.info.Black, ui.ApplianceJoinedWhite
	if g.side == notation.Black {
		opp, key = g.info.White, ui.ApplianceJoinedBlack
	}
	name := opp.Name
	if opp.AI > 0 {
		name = "AI " + strconv.Itoa(opp.AI)
	}
	rating := t.Value("?")
	if opp.Rating > 0 {
		rating = t.Number(opp.Rating)
	}
	return t.Msg(key, t.Brand(name), rating)
}
