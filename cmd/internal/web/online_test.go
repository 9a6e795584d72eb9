package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/rochade/rochade/cmd/internal/ui"
)

func testOnline(white, black time.Duration) *Online {
	return &Online{
		URL:   "https://lichess.org/abcdefgh",
		White: Player{Name: "Anna", Title: "GM", Rating: 2510},
		Black: Player{Name: "Bernd\x07", Rating: 1873},
		Timed: true, WhiteLeft: white, BlackLeft: black,
	}
}

func TestOnlineGameShownOnThePage(t *testing.T) {
	ts := newTestServer(t, ui.German)
	status, body := ts.get(t, ts.client(t), "/")
	if status != http.StatusOK || !strings.Contains(body, `<section id="online" aria-labelledby="online-h" hidden>`) {
		t.Fatalf("without an online game the section is not hidden: %d", status)
	}
	ts.ShowOnline(testOnline(4*time.Minute+12*time.Second, time.Hour+5*time.Second))
	_, body = ts.get(t, ts.client(t), "/")
	for _, want := range []string{
		`<h2 id="online-h">Online-Partie</h2>`,
		`<li id="online-white">Weiß: GM Anna 2510</li>`,
		`<li id="online-black">Schwarz: Bernd 1873</li>`,
		`<p id="online-clocks" aria-live="polite" aria-atomic="true">Uhren: Weiß 4 Minuten 12 Sekunden, Schwarz 1 Stunde 5 Sekunden.</p>`,
		`<a id="online-url" href="https://lichess.org/abcdefgh" rel="noopener noreferrer">Die Partie auf dem Server</a>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(body, "4:12") || strings.Contains(body, "\x07") {
		t.Error("a clock shown as a time of day, or a control character of a name shown")
	}
}

func TestOnlineClocksStreamedOnlyWhenTheyChange(t *testing.T) {
	ts := newTestServer(t, ui.English)
	ts.ShowOnline(testOnline(15*time.Minute, 15*time.Minute))
	_, last := ts.hub.snapshot()
	evs, stop := ts.stream(t, last, false)
	defer stop()
	// The same state again sends nothing; a new one, its clocks.
	ts.ShowOnline(testOnline(15*time.Minute, 15*time.Minute))
	ts.ShowOnline(testOnline(14*time.Minute+1*time.Second, 15*time.Minute))
	ev := next(t, evs)
	if ev.name != evOnline {
		t.Fatalf("event %q, want %q", ev.name, evOnline)
	}
	var v onlineView
	if err := json.Unmarshal([]byte(ev.data), &v); err != nil {
		t.Fatal(err)
	}
	if v.Clocks != "Clocks: White 14 minutes 1 second, Black 15 minutes." || v.White != "White: GM Anna 2510" || v.URL != "https://lichess.org/abcdefgh" {
		t.Fatalf("online event %+v", v)
	}
	ts.Say(Line{Text: "next"})
	if ev := next(t, evs); ev.name != evLine {
		t.Fatalf("an online event sent twice, or the line lost: %q %s", ev.name, ev.data)
	}
	// A page that comes in later has it in its state.
	evs2, stop2 := ts.stream(t, "", false)
	defer stop2()
	ev = next(t, evs2)
	if ev.name != evReset || !strings.Contains(ev.data, `"online":{"url":"https://lichess.org/abcdefgh"`) {
		t.Fatalf("reset %q %s", ev.name, ev.data)
	}
}

func TestOnlineClocksInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang ui.Lang
		want string
	}{
		{ui.English, "1 hour 2 minutes 1 second"},
		{ui.German, "1 Stunde 2 Minuten 1 Sekunde"},
		{ui.Russian, "1 час 2 минуты 1 секунда"},
		{ui.Ukrainian, "1 година 2 хвилини 1 секунда"},
		{ui.Polish, "1 godzina 2 minuty 1 sekunda"},
		{ui.Czech, "1 hodina 2 minuty 1 sekunda"},
	} {
		s := New(Config{Printer: ui.New(tc.lang)})
		if got := s.duration(time.Hour + 2*time.Minute + time.Second + 400*time.Millisecond); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
		if got := s.duration(-time.Second); !strings.HasPrefix(got, "0 ") {
			t.Errorf("%s: no time left is %q", tc.lang, got)
		}
	}
	s := New(Config{Printer: ui.New(ui.Russian)})
	if got := s.duration(5*time.Minute + 22*time.Second); got != "5 минут 22 секунды" {
		t.Errorf("Russian many and few: %q", got)
	}
}

func TestOnlineAddressOnlyAWebPage(t *testing.T) {
	for _, u := range []string{"javascript:alert(1)", "data:text/html,x", "https://user:pw@lichess.org/x", "//lichess.org/x", ""} {
		if got := webURL(u); got != "" {
			t.Errorf("%q shown as %q", u, got)
		}
	}
	if got := webURL("http://127.0.0.1:8080/abc"); got != "http://127.0.0.1:8080/abc" {
		t.Errorf("a stand-in's address: %q", got)
	}
	ts := newTestServer(t, ui.English)
	o := testOnline(time.Minute, time.Minute)
	o.URL = "javascript:alert(1)"
	ts.ShowOnline(o)
	_, body := ts.get(t, ts.client(t), "/")
	if strings.Contains(body, "javascript:") || !strings.Contains(body, `<p id="online-link" hidden>`) {
		t.Error("a link that is no web page's is shown")
	}
}

// What the server says of the players and the game's address never
// breaks the page: a name keeps to printable characters and its length,
// an address is a web page's or none.
func FuzzOnline(f *testing.F) {
	f.Add("Anna", "GM", "https://lichess.org/abcdefgh", 2510, int64(4*time.Minute))
	f.Add("\x00\u202e<script>", "", "javascript:alert(1)", -1, int64(-5))
	f.Add(strings.Repeat("ж", 100), "WGM", "http://[::1]:8080/x", 0, int64(1<<62))
	s := New(Config{Printer: ui.New(ui.Russian)})
	f.Fuzz(func(t *testing.T, name, title, u string, rating int, left int64) {
		s.ShowOnline(&Online{URL: u, White: Player{Name: name, Title: title, Rating: rating}, Black: Player{Name: title}, Timed: true,
			WhiteLeft: time.Duration(left), BlackLeft: time.Duration(-left)})
		st, _ := s.hub.snapshot()
		v := st.Online
		if v == nil {
			t.Fatal("no online game shown")
		}
		if v.URL != "" && !strings.HasPrefix(v.URL, "http://") && !strings.HasPrefix(v.URL, "https://") {
			t.Fatalf("address %q", v.URL)
		}
		for _, c := range v.White + v.Black {
			if !unicode.IsPrint(c) {
				t.Fatalf("an unprintable character in %q", v.White+v.Black)
			}
		}
		if n := len([]rune(cleanName(name))); n > maxName {
			t.Fatalf("a name of %d characters", n)
		}
	})
}
