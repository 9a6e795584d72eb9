package lichess

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"
)

// Lines as lichess-org/api's OpenAPI description gives them in its
// examples.
const (
	fullExample  = `{"id":"BEOucQJo","variant":{"key":"standard","name":"Standard","short":"Std"},"speed":"rapid","perf":{"name":"Rapid"},"rated":false,"createdAt":1745112707998,"white":{"id":"bobby","name":"Bobby","title":null,"rating":1751},"black":{"id":"mary","name":"Mary","title":null,"rating":1021},"initialFen":"startpos","clock":{"initial":900000,"increment":0},"type":"gameFull","state":{"type":"gameState","moves":"d2d3","wtime":900000,"btime":900000,"winc":0,"binc":0,"status":"started"}}`
	stateExample = `{"type":"gameState","moves":"e2e4 c7c5 f2f4 d7d6 g1f3 b8c6 f1c4 g8f6 d2d3 g7g6 e1g1 f8g7 b1c3","wtime":7598040,"btime":8395220,"winc":10000,"binc":10000,"wdraw":false,"bdraw":false,"wtakeback":false,"btakeback":false,"status":"started"}`
	chatExample  = `{"type":"chatLine","username":"thibault","text":"Good luck, have fun","room":"player"}`
	goneExample  = `{"type":"opponentGone","gone":true,"claimWinInSeconds":8}`
	startExample = `{"type":"gameStart","game":{"fullId":"0FgNPGRzhDaW","gameId":"0FgNPGRz","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","color":"white","lastMove":"","source":"friend","status":{"id":20,"name":"started"},"variant":{"key":"standard","name":"Standard"},"speed":"blitz","perf":"blitz","rated":true,"hasMoved":false,"opponent":{"id":"aaron","username":"Aaron","rating":776},"isMyTurn":true,"secondsLeft":300,"rating":724,"compat":{"bot":false,"board":true},"id":"0FgNPGRz"}}`
	aiExample    = `{"type":"gameStart","game":{"fullId":"RwDo6DN68b8x","gameId":"RwDo6DN6","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","color":"black","lastMove":"","source":"ai","status":{"id":20,"name":"started"},"variant":{"key":"standard","name":"Standard"},"speed":"correspondence","perf":"correspondence","rated":false,"hasMoved":false,"opponent":{"id":null,"username":"Stockfish level 1","ai":1},"isMyTurn":false,"rating":2393,"compat":{"bot":false,"board":true},"id":"RwDo6DN6"}}`
	chalExample  = `{"type":"challenge","challenge":{"id":"H9fIRZUk","url":"https://lichess.org/H9fIRZUk","status":"created","challenger":{"id":"bot1","name":"Bot1","rating":1500,"title":"BOT","provisional":true,"online":true,"lag":4},"destUser":{"id":"bobby","name":"Bobby","rating":1635,"title":"GM","provisional":true,"online":true,"lag":4},"variant":{"key":"standard","name":"Standard","short":"Std"},"rated":true,"speed":"rapid","timeControl":{"type":"clock","limit":600,"increment":0,"show":"10+0"},"color":"random","finalColor":"black","perf":{"icon":"","name":"Rapid"},"direction":"out"}}`
)

// readGame reads a game stream's body as Follow does, without the network.
func readGame(body string) ([]GameUpdate, error) {
	var out []GameUpdate
	err := readLines(io.NopCloser(strings.NewReader(body)), 0, func(line []byte) error {
		u, ok, err := parseGameLine(line, "https://lichess.org", time.Unix(0, 0))
		if ok {
			out = append(out, u)
		}
		return err
	})
	if errors.Is(err, io.EOF) {
		err = nil
	}
	return out, err
}

func readEvents(body string) ([]Event, error) {
	var out []Event
	err := readLines(io.NopCloser(strings.NewReader(body)), 0, func(line []byte) error {
		e, ok, err := parseEventLine(line)
		if ok {
			out = append(out, e)
		}
		return err
	})
	if errors.Is(err, io.EOF) {
		err = nil
	}
	return out, err
}

// The lines of a game's stream, with keep-alive blank lines between
// them (and CRLF, and no newline at the end), in the API's units.
func TestReadGameStream(t *testing.T) {
	body := "\n" + fullExample + "\n\n\n" + stateExample + "\r\n\n" + chatExample + "\n" + `{"type":"somethingNew","x":1}` + "\n" + goneExample
	us, err := readGame(body)
	if err != nil {
		t.Fatal(err)
	}
	if len(us) != 4 {
		t.Fatalf("%d updates, want 4", len(us))
	}
	f := us[0]
	g := f.Game
	if f.Kind != Full || g.ID != "BEOucQJo" || g.URL != "https://lichess.org/BEOucQJo" || g.White.Name != "Bobby" ||
		g.White.Rating != 1751 || g.Black.ID != "mary" || g.Clock == nil || g.Clock.Initial != 15*time.Minute ||
		g.Clock.Increment != 0 || g.Speed != "rapid" || g.Rated || g.Variant != "standard" || g.InitialFen != "startpos" ||
		!g.CreatedAt.Equal(time.UnixMilli(1745112707998)) {
		t.Fatalf("full %+v %+v", f, g)
	}
	if !slices.Equal(f.Moves, []string{"d2d3"}) || f.WTime != 15*time.Minute || f.Status != "started" {
		t.Fatalf("full state %+v", f)
	}
	s := us[1]
	if s.Kind != State || len(s.Moves) != 13 || s.Moves[10] != "e1g1" || s.WTime != 7598040*time.Millisecond ||
		s.BTime != 8395220*time.Millisecond || s.WInc != 10*time.Second || s.BInc != 10*time.Second || s.WDraw || s.Status != "started" {
		t.Fatalf("state %+v", s)
	}
	if c := us[2]; c.Kind != Chat || c.Chat.Username != "thibault" || c.Chat.Text != "Good luck, have fun" || c.Chat.Room != "player" {
		t.Fatalf("chat %+v", c)
	}
	if o := us[3]; o.Kind != OpponentGone || !o.Gone || o.ClaimIn != 8*time.Second {
		t.Fatalf("gone %+v", o)
	}
}

// The event stream's lines with keep-alive lines between them.
func TestReadEventStream(t *testing.T) {
	es, err := readEvents("\n\n" + startExample + "\n\n" + aiExample + "\n\n\n" + chalExample + "\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 3 {
		t.Fatalf("%d events", len(es))
	}
	g := es[0].Game
	if es[0].Kind != GameStart || g.GameID != "0FgNPGRz" || g.Color != "white" || g.Opponent.Name != "Aaron" ||
		g.Opponent.Rating != 776 || !g.IsMyTurn || g.SecondsLeft != 300 || g.Status != "started" || g.Speed != "blitz" {
		t.Fatalf("gameStart %+v", g)
	}
	if ai := es[1].Game; ai.Opponent.AI != 1 || ai.Opponent.ID != "" || ai.Opponent.Name != "Stockfish level 1" || ai.Source != "ai" {
		t.Fatalf("AI %+v", ai)
	}
	c := es[2].Challenge
	if es[2].Kind != ChallengeIn || c.ID != "H9fIRZUk" || c.From.Name != "Bot1" || c.From.Title != "BOT" || c.To.Title != "GM" ||
		c.Clock == nil || c.Clock.Initial != 10*time.Minute || c.Color != "random" || c.Direction != "out" || !c.Rated {
		t.Fatalf("challenge %+v", c)
	}
}

// Lines that are not what the API describes are *LineErrors, never a
// guess.
func TestBadLines(t *testing.T) {
	for _, line := range []string{
		`{"type":"gameState","moves":"e2e4 e7e9","wtime":1,"btime":1,"winc":0,"binc":0,"status":"started"}`,
		`{"type":"gameState","wtime":1,"btime":1,"winc":0,"binc":0,"status":"started"}`,
		`{"type":"gameState","moves":"","wtime":1,"btime":1}`,
		`{"type":"gameFull","id":"abc"}`,
		`{"type":"gameFull","id":"a/b","state":{"moves":"","status":"started"}}`,
		`{"type":"gameFull","id":"..","state":{"moves":"","status":"started"}}`,
		`{"type":"gameState","moves":"e2e4","wtime":"1"}`,
		`{"type":`,
		`[1,2]`,
	} {
		_, err := readGame(line + "\n")
		var le *LineError
		if !errors.As(err, &le) {
			t.Errorf("%s: %v, want a LineError", line, err)
		}
	}
	for _, line := range []string{
		`{"type":"gameStart"}`,
		`{"type":"gameStart","game":{"gameId":""}}`,
		`{"type":"challenge","challenge":{"id":"../x"}}`,
		`{"type":"challengeCanceled"}`,
	} {
		_, err := readEvents(line + "\n")
		var le *LineError
		if !errors.As(err, &le) {
			t.Errorf("%s: %v, want a LineError", line, err)
		}
	}
}

// A very long line is read whole (a gameFull of a long game); a line
// longer than the limit is refused.
func TestLongLine(t *testing.T) {
	moves := strings.TrimSpace(strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 500))
	line := `{"type":"gameState","moves":"` + moves + `","wtime":1,"btime":1,"winc":0,"binc":0,"status":"draw"}`
	us, err := readGame(line + "\n")
	if err != nil || len(us) != 1 || len(us[0].Moves) != 2000 || us[0].Status != "draw" {
		t.Fatalf("%v %d", err, len(us))
	}
	_, err = readGame(strings.Repeat("x", maxLine+10))
	var le *LineError
	if !errors.As(err, &le) {
		t.Fatalf("a line too long: %v", err)
	}
}

// An entry of nowPlaying without gameId takes it from fullId; IDs of
// other servers may have '-' and '_'.
func TestGameIDs(t *testing.T) {
	es, err := readEvents(`{"type":"gameStart","game":{"fullId":"0FgNPGRzhDaW","color":"white"}}` + "\n" +
		`{"type":"gameStart","game":{"gameId":"game-1_b","color":"black"}}` + "\n")
	if err != nil || len(es) != 2 || es[0].Game.GameID != "0FgNPGRz" || es[1].Game.GameID != "game-1_b" {
		t.Fatalf("%v %+v", err, es)
	}
}

func TestParseMoves(t *testing.T) {
	for in, want := range map[string][]string{
		"":                {},
		"e2e4":            {"e2e4"},
		"e2e4 e7e5  g1f3": {"e2e4", "e7e5", "g1f3"},
		"a7a8q h2h1n":     {"a7a8q", "h2h1n"},
		"e1h1":            {"e1h1"},
		"P@e4":            {"P@e4"},
		" e2e4 ":          {"e2e4"},
	} {
		got, err := ParseMoves(in)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%q: %v %v, want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"e2e", "e2e4x", "i2i4", "e0e4", "e2e4\te7e5", "e2e4 0000", "E2E4", "e7e8K"} {
		if got, err := ParseMoves(in); err == nil {
			t.Errorf("%q: %v, want an error", in, got)
		}
	}
}

func TestServerURL(t *testing.T) {
	for in, want := range map[string]string{
		"lichess":               "https://lichess.org",
		"Lichess":               "https://lichess.org",
		"https://lichess.dev/":  "https://lichess.dev",
		"http://127.0.0.1:8765": "http://127.0.0.1:8765",
		"http://host:1/lila/":   "http://host:1/lila",
	} {
		if got, err := ServerURL(in); err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "lichess.org", "ftp://x", "http://", "http://u:p@host", "https://x/?a=1", "file:///etc"} {
		var se *ServerError
		if _, err := ServerURL(in); !errors.As(err, &se) {
			t.Errorf("%q: %v, want a ServerError", in, err)
		}
	}
}

func TestBackoff(t *testing.T) {
	for i, want := range []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 16 * time.Second, 30 * time.Second, 30 * time.Second, 30 * time.Second} {
		for range 20 {
			d := Backoff(i)
			if d > want || d < want*3/4 {
				t.Fatalf("Backoff(%d) = %v, want %v less at most a quarter", i, d, want)
			}
		}
	}
	if Backoff(1000) > 30*time.Second {
		t.Fatal("no cap")
	}
}

func seedGame(f *testing.F) {
	for _, s := range []string{fullExample, stateExample, chatExample, goneExample, "\n\n", fullExample + "\n\n" + stateExample + "\n",
		`{"type":"gameState","moves":"e2e4","wtime":-5,"btime":99999999999999999,"winc":0,"binc":0,"status":{"id":20,"name":"started"}}`,
		`{"type":"gameFull","id":"x","state":{"moves":"","status":"created"},"clock":null,"white":null,"createdAt":-1}`} {
		f.Add(s)
	}
}

// FuzzReadGame: a game stream's body never panics, and what it gives is
// whole: a Full has its game, moves are UCI, clocks are not negative.
func FuzzReadGame(f *testing.F) {
	seedGame(f)
	f.Fuzz(func(t *testing.T, body string) {
		us, _ := readGame(body)
		for _, u := range us {
			switch u.Kind {
			case Full:
				if u.Game == nil || !validID(u.Game.ID) {
					t.Fatalf("Full without a game: %+v", u)
				}
			case State, Chat, OpponentGone:
			default:
				t.Fatalf("kind %v", u.Kind)
			}
			if u.Kind == Full || u.Kind == State {
				if u.Status == "" {
					t.Fatal("no status")
				}
				for _, m := range u.Moves {
					if !validUCI(m) {
						t.Fatalf("move %q", m)
					}
				}
			}
			if u.WTime < 0 || u.BTime < 0 || u.WInc < 0 || u.BInc < 0 || u.ClaimIn < 0 {
				t.Fatalf("negative time %+v", u)
			}
			if u.Kind == Chat && u.Chat == nil {
				t.Fatal("Chat without a line")
			}
		}
	})
}

// FuzzReadEvents: an event stream's body never panics; each event has
// what its kind needs.
func FuzzReadEvents(f *testing.F) {
	for _, s := range []string{startExample, aiExample, chalExample, "\n", startExample + "\n\n" + chalExample,
		strings.Replace(chalExample, `"challenge","challenge"`, `"challengeDeclined","challenge"`, 1),
		`{"type":"gameFinish","game":{"gameId":"abc","status":"mate","winner":"white"}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		es, _ := readEvents(body)
		for _, e := range es {
			switch e.Kind {
			case GameStart, GameFinish:
				if e.Game == nil || !validID(e.Game.GameID) {
					t.Fatalf("%v without a game", e.Kind)
				}
			case ChallengeIn, ChallengeCanceled, ChallengeDeclined:
				if e.Challenge == nil || !validID(e.Challenge.ID) {
					t.Fatalf("%v without a challenge", e.Kind)
				}
				if c := e.Challenge.Clock; c != nil && (c.Initial < 0 || c.Increment < 0) {
					t.Fatalf("clock %+v", c)
				}
			default:
				t.Fatalf("kind %v", e.Kind)
			}
		}
	})
}

// FuzzParseMoves: the moves read are UCI and, joined, give the text
// back (less extra spaces).
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"", "e2e4 e7e5", "a7a8q", "e2e4  e7e5 ", "P@e4", "e2e4 x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms, err := ParseMoves(s)
		if err != nil {
			return
		}
		for _, m := range ms {
			if !validUCI(m) {
				t.Fatalf("%q", m)
			}
		}
		var words []string
		for w := range strings.SplitSeq(s, " ") {
			if w != "" {
				words = append(words, w)
			}
		}
		if strings.Join(ms, " ") != strings.Join(words, " ") {
			t.Fatalf("%q gave %q", s, ms)
		}
	})
}

// BenchmarkParseGameState: a gameState line of a game of 60 moves.
func BenchmarkParseGameState(b *testing.B) {
	moves := strings.TrimSpace(strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 30))
	line := []byte(`{"type":"gameState","moves":"` + moves + `","wtime":7598040,"btime":8395220,"winc":10000,"binc":10000,"status":"started"}`)
	b.SetBytes(int64(len(line)))
	at := time.Now()
	for b.Loop() {
		u, ok, err := parseGameLine(line, "https://lichess.org", at)
		if err != nil || !ok || len(u.Moves) != 120 {
			b.Fatal(err)
		}
	}
}
