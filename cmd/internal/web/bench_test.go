package web

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
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

// halfOpenEnv makes a test binary a process of BenchmarkHalfOpen that
// holds half-open connections: "ADDR FIRST N".
const halfOpenEnv = "ROCHADE_HALF_OPEN"

func init() {
	v := os.Getenv(halfOpenEnv)
	if v == "" {
		return
	}
	f := strings.Fields(v)
	if len(f) != 3 {
		os.Exit(2)
	}
	first, _ := strconv.Atoi(f[1])
	n, _ := strconv.Atoi(f[2])
	conns, err := halfOpen(f[0], n, func(i int) net.IP { return spread(first + i) })
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("open", len(conns))
	io.Copy(io.Discard, os.Stdin) // until the benchmark ends
	os.Exit(0)
}

// BenchmarkHalfOpen opens 20,000 connections that never finish their
// request (slowloris), each from an address of its own (127.1.0.1 on),
// in four other processes, so that only the server's memory is counted
// here, while an announcement is said every 20 ms and timed until it
// arrives on a page's open stream. It reports the announcements' delay
// (p50, p95, max), the server's memory for the connections (the heap
// after a collection, and the peak of the resident memory), and the
// connections the server held at the end.
//
//	go test -run '^$' -bench HalfOpen -benchtime 1x ./cmd/internal/web
func BenchmarkHalfOpen(b *testing.B) {
	const total, each = 20000, 5000
	var delays []time.Duration
	var heapMiB, rssMiB float64
	held := 0
	for range b.N {
		s := New(Config{Printer: ui.New(ui.English)})
		addr := serveOn(b, s)
		p := newProber(b, s, addr, "127.0.0.2")
		for i := 0; i < 10; i++ {
			if _, err := p.say(i); err != nil {
				b.Fatal(err)
			}
		}
		heap0, rss0 := inUse(), rss()
		var peak atomic.Int64
		stop := make(chan struct{})
		sampled := make(chan struct{})
		go func() {
			defer close(sampled)
			for {
				if r := rss(); r > peak.Load() {
					peak.Store(r)
				}
				select {
				case <-stop:
					return
				case <-time.After(50 * time.Millisecond):
				}
			}
		}()
		probed := make(chan error, 1)
		go func() {
			for i := 10; ; i++ {
				select {
				case <-stop:
					probed <- nil
					return
				case <-time.After(20 * time.Millisecond):
				}
				d, err := p.say(i)
				if err != nil {
					probed <- err
					return
				}
				delays = append(delays, d)
			}
		}()
		var ready []*bufio.Reader
		for first := 0; first < total; first += each {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s %d %d", halfOpenEnv, addr, first, each))
			cmd.Stderr = os.Stderr
			in, _ := cmd.StdinPipe()
			out, _ := cmd.StdoutPipe()
			if err := cmd.Start(); err != nil {
				b.Fatal(err)
			}
			defer func() { in.Close(); cmd.Wait() }()
			ready = append(ready, bufio.NewReader(out))
		}
		for _, r := range ready {
			if l, err := r.ReadString('\n'); err != nil || !strings.HasPrefix(l, "open ") {
				b.Fatalf("the connections did not open: %q %v", l, err)
			}
		}
		// Every connection is open: two seconds more of announcements.
		time.Sleep(2 * time.Second)
		heap1 := inUse()
		held = s.guard.Load().count()
		close(stop)
		<-sampled
		if err := <-probed; err != nil {
			b.Fatal(err)
		}
		heapMiB = max(heapMiB, float64(heap1-heap0)/(1<<20))
		rssMiB = max(rssMiB, float64(peak.Load()-rss0)/(1<<20))
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(percentile(delays, 0.5)), "p50-ms")
	b.ReportMetric(ms(percentile(delays, 0.95)), "p95-ms")
	b.ReportMetric(ms(percentile(delays, 1)), "max-ms")
	b.ReportMetric(float64(len(delays)), "announcements")
	b.ReportMetric(heapMiB, "heap-MiB")
	b.ReportMetric(rssMiB, "rss-peak-MiB")
	b.ReportMetric(float64(held), "conns-held")
}
