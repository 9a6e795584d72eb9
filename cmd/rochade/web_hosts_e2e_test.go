package main

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// Issue 34: play's page answers under its own names and those of
// --web-host only; another site's name pointed at the machine gets 421
// in the run's language.
func TestWebPageOnlyUnderItsNames(t *testing.T) {
	t.Parallel()
	w := startWebPlay(t, "millennium", "de", "--web-host", "schach.example,192.0.2.7")
	get := func(host string) (int, string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, w.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = host
		resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for _, host := range []string{"schach.example", "SCHACH.example:8080", "192.0.2.7", "localhost"} {
		if status, _ := get(host); status != http.StatusOK {
			t.Errorf("under %q: %d", host, status)
		}
	}
	status, body := get("evil.example")
	if want := ui.New(ui.German).Sprintf(ui.WebMisdirected); status != http.StatusMisdirectedRequest || !strings.Contains(body, want) {
		t.Errorf("under evil.example: %d %q", status, body)
	}
}
