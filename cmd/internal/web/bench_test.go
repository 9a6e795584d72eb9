package web

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/rochade/rochade/cmd/internal/ui"
	"github.com/rochade/rochade/cmd/internal/web/browsertest"
)

// The benchmarks of the page's own part: from a line handed to the
// server to its text in the live region of a page in Chromium, with no
// other page and with 50 other pages following the game (in another
// process, so that only the server's memory is counted here).
//
//	go test -run '^$' -bench . -benchtime 200x ./cmd/internal/web

// rss returns the resident memory of this process in bytes (Linux).
func rss() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

func inUse() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapInuse + m.StackInuse)
}

func BenchmarkLineToLiveRegion(b *testing.B) {
	for _, others := range []int{0, 50} {
		b.Run(fmt.Sprintf("pages=%d", others+1), func(b *testing.B) {
			ts := newTestServer(b, ui.English)
			tb := ts.open(b, "/")
			heap0, rss0 := inUse(), rss()
			if others > 0 {
				defer browsertest.OtherPages(b, ts.url, others)()
				// A few lines, so that every stream has written.
				for i := 0; i < 20; i++ {
					ts.Say(Line{Text: "warm"})
				}
				time.Sleep(500 * time.Millisecond)
			}
			heap1, rss1 := inUse(), rss()
			var lat []time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				text := "Springer Felix drei " + strconv.Itoa(i)
				tb.eval(`(window.seen = new Promise(r => {
					const live = document.getElementById("live");
					const o = new MutationObserver(() => {
						if ((live.lastElementChild || {}).textContent === ` + jsString(text) + `) {
							o.disconnect();
							r(String(performance.timeOrigin + performance.now()));
						}
					});
					o.observe(live, {childList: true, subtree: true, characterData: true});
				}), "")`)
				t0 := time.Now()
				ts.Say(Line{Kind: Announcement, Text: text})
				ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
				at, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.seen`, chromedp.EvalAwaitPromise))
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				ms, _ := strconv.ParseFloat(at, 64)
				lat = append(lat, time.Duration(ms*1e6)-time.Duration(t0.UnixNano()))
			}
			b.StopTimer()
			slices.Sort(lat)
			p := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))].Microseconds()) / 1000 }
			b.ReportMetric(p(0.5), "p50-ms")
			b.ReportMetric(p(0.95), "p95-ms")
			b.ReportMetric(p(1), "max-ms")
			if others > 0 {
				b.ReportMetric(float64(heap1-heap0)/(1<<20), "heap-MiB-for-50")
				b.ReportMetric(float64(rss1-rss0)/(1<<20), "rss-MiB-for-50")
			}
		})
	}
}
