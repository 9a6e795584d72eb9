package lichesstest

import "github.com/rochade/rochade/notation"

// position plays moves from the start; ok is false at the first that is
// not legal.
func position(moves []string) (p notation.Position, ok bool) {
	p = notation.StartPosition()
	for _, u := range moves {
		m, found := findMove(&p, u)
		if !found {
			return p, false
		}
		p.Play(m)
	}
	return p, true
}

// findMove finds the legal move of p written uci, castling as the king's
// two squares ("e1g1") or as the king taking its rook ("e1h1"), as the
// server takes both.
func findMove(p *notation.Position, uci string) (notation.Move, bool) {
	for _, m := range p.LegalMoves(nil) {
		u := m.UCI()
		if u == uci || p.UCI(m) == uci {
			return m, true
		}
		if m.IsCastle() && len(uci) == 4 && uci[:2] == u[:2] && uci[3] == u[3] &&
			(u[2] == 'g' && uci[2] == 'h' || u[2] == 'c' && uci[2] == 'a') {
			return m, true
		}
	}
	return 0, false
}

// ending is the status and winner after the moves: "mate",
// "stalemate", or "started".
func ending(p *notation.Position) (status, winner string) {
	if p.HasLegalMove() {
		return "started", ""
	}
	if !p.InCheck() {
		return "stalemate", ""
	}
	if p.Turn() == notation.White {
		return "mate", "black"
	}
	return "mate", "white"
}
