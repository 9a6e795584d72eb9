package web

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// events streams the game to a page as Server-Sent Events. A page that
// comes back sends the id of the last event it has (the Last-Event-ID
// header on the browser's own reconnection, or ?since= on the page's
// first connection and its own reconnections) and is sent every event
// after it: the lines it missed as "past" (into its list, not spoken),
// but the newest as "line" (spoken). A page whose place is no longer
// kept, or that comes from an earlier run, is sent the whole state.
//
// The stream holds only its place in the hub's events: its memory does
// not grow while the page is slow, and a page that takes longer than
// writeWait to take a write is dropped, never the game.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	token := s.token(r)
	slot, st := s.streamTab.open(s, clientAddr(r.RemoteAddr), token)
	switch st {
	case streamAddrFull:
		w.Header().Set("Retry-After", "5")
		s.fail(w, r, http.StatusTooManyRequests, s.p.Sprintf(ui.WebTooMany))
		return
	case streamAllBusy:
		w.Header().Set("Retry-After", "5")
		s.fail(w, r, http.StatusServiceUnavailable, s.p.Sprintf(ui.WebBusy))
		return
	}
	defer s.streamTab.close(slot, token != "")
	s.streams.Add(1)
	defer s.streams.Add(-1)
	rc := http.NewResponseController(w)
	// A stream reads nothing after its request: the read deadline is its
	// end (a paired phone's has none). Each write has its own deadline.
	var end <-chan time.Time
	if token == "" {
		life := time.NewTimer(s.streamLife)
		defer life.Stop()
		end = life.C
		rc.SetReadDeadline(time.Now().Add(s.streamLife + time.Second))
	} else {
		rc.SetReadDeadline(time.Time{})
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	// The connection ends with the stream: the page opens a new one.
	h.Set("Connection", "close")
	if r.Method == http.MethodHead {
		return
	}
	last := r.Header.Get("Last-Event-ID")
	if last == "" {
		last = r.URL.Query().Get("since")
	}
	seq, known := s.hub.parseID(last)
	// retry: how soon the browser connects again after a lost
	// connection.
	buf := []byte("retry: 2000\n\n")
	heartbeat := time.NewTicker(s.heartbeat)
	defer heartbeat.Stop()
	first := true
	for {
		evs, wake := s.hub.after(seq, known, keepEvents)
		newest := -1
		if first {
			// Catching up: only the newest line is said, after how many
			// lines the page missed.
			missed := 0
			for i, ev := range evs {
				if ev.name == evLine {
					newest, missed = i, missed+1
				}
			}
			if known && missed > 0 {
				buf = appendMissed(buf, s.hub.id(seq), s.p.Plural(ui.WebMissed, missed, missed))
			}
		}
		for i, ev := range evs {
			name := ev.name
			if first && name == evLine && i != newest {
				name = evPast
			}
			buf = appendEvent(buf, s.hub.id(ev.seq), name, ev.data)
		}
		if len(evs) > 0 {
			seq, known = evs[len(evs)-1].seq, true
		}
		first = false
		if !s.write(w, rc, buf) {
			return
		}
		buf = buf[:0]
		select {
		case <-wake:
		case <-heartbeat.C:
			// An event without id, which the page's watchdog sees (a
			// comment it would not).
			buf = append(buf, "event: ping\ndata: 1\n\n"...)
		case <-end:
			// The page connects again at once and catches up.
			s.write(w, rc, []byte("retry: 250\n\n"))
			return
		case <-slot.kick:
			return
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}

// write sends buf to the page within writeWait.
func (s *Server) write(w http.ResponseWriter, rc *http.ResponseController, buf []byte) bool {
	if err := rc.SetWriteDeadline(time.Now().Add(s.writeWait)); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return false
	}
	if len(buf) > 0 {
		if _, err := w.Write(buf); err != nil {
			return false
		}
	}
	return rc.Flush() == nil
}

// appendMissed appends the event that tells a page coming back how many
// lines it missed (its text, in the run's language). Its id is the
// page's place (id): the lines after it follow.
func appendMissed(buf []byte, id, text string) []byte {
	data, _ := json.Marshal(Line{Text: text})
	buf = append(buf, "id: "...)
	buf = append(buf, id...)
	buf = append(buf, "\nevent: "+evMissed+"\ndata: "...)
	buf = append(buf, data...)
	return append(buf, "\n\n"...)
}

// appendEvent appends one event in the form of Server-Sent Events. The
// data is JSON, which has no line breaks.
func appendEvent(buf []byte, id, name string, data []byte) []byte {
	buf = append(buf, "id: "...)
	buf = append(buf, id...)
	buf = append(buf, "\nevent: "...)
	buf = append(buf, name...)
	buf = append(buf, "\ndata: "...)
	buf = append(buf, data...)
	return append(buf, "\n\n"...)
}
