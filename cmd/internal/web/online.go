package web

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// maxName is the longest player's name or title shown, in characters.
const maxName = 40

// Player is a player of an online game as the page shows him.
type Player struct {
	Name  string
	Title string // GM, IM, …; "" none
	// Rating is 0 when the server gives none (the server's computer).
	Rating int
}

// Online is the online game the page shows: its players, the server's
// clocks as the server said them last, and the address of the game's
// page on the server. Nothing of the account's token is in it.
type Online struct {
	URL          string
	White, Black Player
	// Timed: the game has clocks; WhiteLeft and BlackLeft are the time
	// each side had when the server said it.
	Timed                bool
	WhiteLeft, BlackLeft time.Duration
}

// onlineView is an Online as the page shows it, worded in the run's
// language: the data of an evOnline event.
type onlineView struct {
	URL    string `json:"url,omitempty"`
	White  string `json:"w"`
	Black  string `json:"b"`
	Clocks string `json:"c,omitempty"`
}

// ShowOnline shows the online game (nil hides it): called on each state
// the server sends, so that the clocks shown are the server's, said to
// a screen reader only when they change.
func (s *Server) ShowOnline(o *Online) {
	if o == nil {
		s.hub.showOnline(nil)
		return
	}
	v := &onlineView{
		URL:   webURL(o.URL),
		White: s.p.Sprintf(ui.Labelled, s.texts.White, s.player(o.White)),
		Black: s.p.Sprintf(ui.Labelled, s.texts.Black, s.player(o.Black)),
	}
	if o.Timed {
		v.Clocks = s.p.Sprintf(ui.WebOnlineClocks, s.duration(o.WhiteLeft), s.duration(o.BlackLeft))
	}
	s.hub.showOnline(v)
}

// player words a player: title, name, rating ("GM Anna 2510").
func (s *Server) player(pl Player) string {
	var parts []string
	if t := cleanName(pl.Title); t != "" {
		parts = append(parts, t)
	}
	name := cleanName(pl.Name)
	if name == "" {
		name = "?"
	}
	parts = append(parts, name)
	if pl.Rating > 0 {
		parts = append(parts, strconv.Itoa(pl.Rating))
	}
	return strings.Join(parts, " ")
}

// cleanName keeps a name from the server to printable characters, at
// most maxName of them.
func cleanName(s string) string {
	var b strings.Builder
	n := 0
	for _, c := range strings.TrimSpace(s) {
		if n == maxName {
			break
		}
		if !unicode.IsPrint(c) {
			continue
		}
		b.WriteRune(c)
		n++
	}
	return b.String()
}

// duration words a clock's time: hours, minutes and seconds, leaving
// out what is zero ("4 minutes 12 seconds"), never as a time of day.
func (s *Server) duration(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	sec := int(d / time.Second)
	h, m, x := sec/3600, sec/60%60, sec%60
	var parts []string
	if h > 0 {
		parts = append(parts, s.p.Plural(ui.WebHours, h, h))
	}
	if m > 0 {
		parts = append(parts, s.p.Plural(ui.WebMinutes, m, m))
	}
	if x > 0 || len(parts) == 0 {
		parts = append(parts, s.p.Plural(ui.WebSeconds, x, x))
	}
	return strings.Join(parts, " ")
}

// webURL is u when it is the address of a web page (http or https, no
// user or password in it), else "".
func webURL(u string) string {
	p, err := url.Parse(u)
	if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" || p.User != nil {
		return ""
	}
	return p.String()
}

// showOnline sets the online game; nothing is sent when it is as before.
func (h *hub) showOnline(v *onlineView) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if v == nil && h.online == nil || v != nil && h.online != nil && *v == *h.online {
		return
	}
	h.online = v
	data, _ := json.Marshal(v)
	h.publish(evOnline, data)
}
