// Package browsertest runs the live page's tests in a real browser:
// Debian's chromium, headless, driven through the DevTools protocol with
// chromedp, and axe-core injected into the page for its accessibility
// rules. Only tests import it: the rochade binary links neither.
//
// One browser serves a whole test process (Shared); each test opens its
// own tab in a browser context of its own, so that cookies do not pass
// from one test to another. TestMain closes the browser with Close.
package browsertest

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/rochade/rochade/cmd/internal/tether"
)

// AxeVersion is the version of the npm package axe-core the Makefile
// installs (make deps) into AxeDir.
const AxeVersion = "4.14.1"

// AxeDir is where the Makefile installs axe-core, from the repository's
// root; ROCHADE_AXE names another axe.min.js.
const AxeDir = "cmd/internal/web/testdata/axe"

// Chromium returns the path of the browser: ROCHADE_CHROMIUM, else
// Debian's chromium on the PATH.
func Chromium() (string, error) {
	if p := os.Getenv("ROCHADE_CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("the browser tests need Debian's chromium: make deps installs it (apt-get install chromium), or set ROCHADE_CHROMIUM to a Chromium")
}

// Browser is one headless Chromium.
type Browser struct {
	ctx    context.Context
	cancel context.CancelFunc
	dir    string
}

// Start starts a headless Chromium with a fresh profile, as root and
// without any network access of its own (the flags keep it from calling
// home; the machines that run the tests have no internet).
func Start() (*Browser, error) {
	path, err := Chromium()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "rochade-chromium-")
	if err != nil {
		return nil, err
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(dir),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-features", "Translate,OptimizationHints,MediaRouter"),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		chromedp.WindowSize(412, 915),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	b := &Browser{ctx: ctx, dir: dir, cancel: func() { cancelCtx(); cancelAlloc() }}
	// The first action starts the browser; give it a minute on a loaded
	// machine.
	start := make(chan error, 1)
	go func() { start <- chromedp.Do(ctx) }()
	select {
	case err = <-start:
	case <-time.After(time.Minute):
		err = errors.New("chromium did not start within a minute")
	}
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("starting %s: %w", path, err)
	}
	return b, nil
}

// Close ends the browser and removes its profile.
func (b *Browser) Close() {
	if b == nil {
		return
	}
	b.cancel()
	os.RemoveAll(b.dir)
}

var shared struct {
	once sync.Once
	b    *Browser
	err  error
}

// Shared returns the test process's browser, starting it the first time;
// a test that cannot have it fails with the reason. In a short run (make
// check, the quick loop) the tests in a real browser skip: make test runs
// them all.
func Shared(t testing.TB) *Browser {
	t.Helper()
	if testing.Short() {
		t.Skip("a test in a real browser: make test runs it")
	}
	shared.once.Do(func() { shared.b, shared.err = Start() })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.b
}

// Close ends the shared browser, if it was started.
func Close() {
	if shared.b != nil {
		shared.b.Close()
	}
}

// Tab opens a tab in a browser context of its own (its own cookies),
// closed when the test ends, at the size of a phone (412 × 915 CSS
// pixels).
func (b *Browser) Tab(t testing.TB) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(412, 915, chromedp.EmulateScale(2.625), chromedp.EmulateMobile)); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	return ctx
}

// Do runs actions in the tab within limit; a failure fails the test.
func Do(t testing.TB, ctx context.Context, limit time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatal(err)
	}
}

// Eval evaluates a JavaScript expression in the tab (a promise is
// awaited) and decodes its value.
func Eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// WaitFor waits until the JavaScript expression is true in the tab, or
// fails the test after limit with what the expression what says.
func WaitFor(t testing.TB, ctx context.Context, limit time.Duration, cond, what string) time.Duration {
	t.Helper()
	start := time.Now()
	for {
		c, cancel := context.WithTimeout(ctx, 5*time.Second)
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool]("!!("+cond+")"))
		cancel()
		if err == nil && ok {
			return time.Since(start)
		}
		if time.Since(start) > limit {
			got, _ := chromedp.Run(ctx, chromedp.Evaluate[string]("String("+what+")"))
			t.Fatalf("after %v, %s is still false; %s is %q (%v)", limit, cond, what, got, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Offline cuts the tab off the network (true) or connects it again.
func Offline(t testing.TB, ctx context.Context, off bool) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_, err := chromedp.Call(c, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Offline: off, DownloadThroughput: -1, UploadThroughput: -1}},
	})
	if err == nil {
		_, err = chromedp.Call(c, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: off, DownloadThroughput: -1, UploadThroughput: -1})
	}
	if err != nil {
		t.Fatalf("network conditions: %v", err)
	}
}

// Media emulates media features: prefers-color-scheme, prefers-contrast,
// forced-colors (name and value pairs); none resets them.
func Media(t testing.TB, ctx context.Context, features ...string) {
	t.Helper()
	var fs []*emulation.MediaFeature
	for i := 0; i+1 < len(features); i += 2 {
		fs = append(fs, &emulation.MediaFeature{Name: features[i], Value: features[i+1]})
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: fs}); err != nil {
		t.Fatalf("emulated media: %v", err)
	}
}

// FontSize sets the browser's default font size in CSS pixels (16 is the
// usual; a phone's larger text setting raises it).
func FontSize(t testing.TB, ctx context.Context, px int64) {
	t.Helper()
	if _, err := chromedp.Call(ctx, page.SetFontSizes, page.SetFontSizesParams{FontSizes: &page.FontSizes{Standard: px, Fixed: px * 13 / 16}}); err != nil {
		t.Fatalf("font sizes: %v", err)
	}
}

// axeSource is the text of axe.min.js, read once.
var axeSource struct {
	once sync.Once
	src  string
	err  error
}

// axePath finds axe.min.js: ROCHADE_AXE, else AxeDir under the
// repository's root (the folder of go.mod above the working directory).
func axePath() (string, error) {
	if p := os.Getenv("ROCHADE_AXE"); p != "" {
		return p, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, AxeDir, "node_modules", "axe-core", "axe.min.js"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// Violation is one rule of axe-core that the page breaks.
type Violation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target []any  `json:"target"`
		HTML   string `json:"html"`
		Why    string `json:"failureSummary"`
	} `json:"nodes"`
}

func (v Violation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s): %s", v.ID, v.Impact, v.Help)
	for _, n := range v.Nodes {
		fmt.Fprintf(&b, "\n    %v %s\n      %s", n.Target, n.HTML, strings.ReplaceAll(n.Why, "\n", "\n      "))
	}
	return b.String()
}

// Axe injects axe-core into the tab's page and runs every rule of WCAG
// 2.0, 2.1 and 2.2 (A and AA) and of best practice; it returns the
// violations of the impacts given.
func Axe(t testing.TB, ctx context.Context, impacts ...string) []Violation {
	t.Helper()
	axeSource.once.Do(func() {
		p, err := axePath()
		if err != nil {
			axeSource.err = err
			return
		}
		b, err := os.ReadFile(p)
		if err != nil {
			axeSource.err = fmt.Errorf("axe-core %s is needed (make deps installs it with npm into %s): %w", AxeVersion, AxeDir, err)
			return
		}
		axeSource.src = string(b)
	})
	if axeSource.err != nil {
		t.Fatal(axeSource.err)
	}
	if !Eval[bool](t, ctx, `typeof axe === "object"`) {
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		_, err := chromedp.Run(c, chromedp.Evaluate[chromedp.Void](axeSource.src+";undefined", chromedp.EvalIgnoreExceptions))
		cancel()
		if err != nil && !errors.Is(err, chromedp.ErrJSUndefined) {
			t.Fatalf("injecting axe-core: %v", err)
		}
	}
	raw := Eval[string](t, ctx, `axe.run(document, {
		runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]},
		resultTypes: ["violations"]
	}).then(r => JSON.stringify(r.violations))`)
	var all []Violation
	if err := json.Unmarshal([]byte(raw), &all); err != nil {
		t.Fatalf("axe-core's answer: %v", err)
	}
	want := map[string]bool{}
	for _, i := range impacts {
		want[i] = true
	}
	var out []Violation
	for _, v := range all {
		if len(impacts) == 0 || want[v.Impact] {
			out = append(out, v)
		}
	}
	return out
}

// otherPagesEnv makes a test binary the process of OtherPages: "N URL".
const otherPagesEnv = "ROCHADE_OTHER_PAGES"

func init() {
	if v := os.Getenv(otherPagesEnv); v != "" {
		followPages(v)
	}
}

// OtherPages starts a process (this test binary again) that follows the
// live page at base (its address, without the final slash) with n
// streams, as n pages would, reading everything they are sent; it
// returns once every stream is open, with what stops the process. In a
// process of its own the pages' memory is not counted with the server's.
func OtherPages(tb testing.TB, base string, n int) (stop func()) {
	tb.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d %s", otherPagesEnv, n, base))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := tether.Start(cmd); err != nil {
		tb.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "open" {
		cmd.Process.Kill()
		cmd.Wait()
		tb.Fatalf("the other pages did not open: %q %v", line, err)
	}
	return func() {
		cmd.Process.Kill()
		cmd.Wait()
	}
}

// followPages is the process of OtherPages: it opens the streams, says
// "open", and reads until it is killed.
func followPages(v string) {
	ns, base, _ := strings.Cut(v, " ")
	n, _ := strconv.Atoi(ns)
	for i := 0; i < n; i++ {
		// Each page from an address of its own, as n phones would be
		// (the server limits the streams of one address): on the
		// loopback network, 127.0.2.1 and on.
		client := http.DefaultClient
		if u, err := url.Parse(base); err == nil && net.ParseIP(u.Hostname()).IsLoopback() && net.ParseIP(u.Hostname()).To4() != nil {
			d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, byte(2+i/250), byte(1+i%250))}}
			client = &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
		}
		resp, err := client.Get(base + "/events")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if resp.StatusCode != http.StatusOK {
			fmt.Fprintln(os.Stderr, "a page's stream:", resp.Status)
			os.Exit(1)
		}
		r := bufio.NewReader(resp.Body)
		if _, err := r.ReadString('\n'); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		go io.Copy(io.Discard, r)
	}
	fmt.Println("open")
	select {}
}
