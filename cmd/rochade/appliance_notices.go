package main

// The notices the appliance says aloud. play prints its notices (a
// challenge that came in, someone guessing the pairing code) for the
// screen reader and the Braille display; the appliance's player may
// have neither, so the few a player must hear are said too, in the
// prompt voice, after what is being said.

import (
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
// and shown only): a challenge that came in, the online game begun,
// someone else guessing the pairing code or the code closed, every
// phone unpaired. A challenge is said once, when it comes, not again
// when the wiring starts again and the server lists it anew; the game
// begun is said once, not at each start of the wiring.
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
			ap.mu.Unlock()
			return joinedSaid(t, a.game).Words
		}
	case web.Alarm:
		ap.mu.Unlock()
		if a == web.CodeClosed {
			return t.Msg(ui.WebCodeClosed, t.Number(web.MaxGuesses)).Words
		}
		return t.Msg(ui.WebGuessing).Words
	case assistant.Notice:
		ap.mu.Unlock()
		if a.Kind != assistant.PhonesForgotten {
			return nil
		}
		if a.Err != nil {
			return t.Msg(ui.ApplianceUnpairFailed).Words
		}
		return t.Msg(ui.WebForgotten).Words
	}
	ap.mu.Unlock()
	return nil
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
	control := t.Label(p.Sprintf(ui.ChoiceNoClock))
	if c := ch.Clock; c != nil {
		control = t.Value(strconv.Itoa(int(c.Initial/time.Minute)) + "+" + strconv.Itoa(int(c.Increment/time.Second)))
	}
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
