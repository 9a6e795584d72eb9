//go:build unix

package ssiptest

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Languages the test module knows (speech-dispatcher's generic module
// passes $LANGUAGE on only for the languages of its configuration).
var Languages = []string{"cs", "de", "en", "pl", "ru", "uk"}

// Daemon is a running speech-dispatcher.
type Daemon struct {
	// Address is the value of SPEECHD_ADDRESS that reaches it.
	Address string
	// Socket is the path of its socket.
	Socket string
	// Said is the file the module writes to.
	Said string
	// Log is speech-dispatcher's log folder.
	Log string

	bin, dir, conf string
	cmd            *exec.Cmd
	exited         chan struct{}
	waitErr        error
}

// Start starts a speech-dispatcher whose module takes hold seconds to
// "say" each message, and stops it at the end of the test. A missing
// speech-dispatcher fails the test: make deps installs it.
func Start(t testing.TB, hold time.Duration) *Daemon {
	t.Helper()
	bin, err := exec.LookPath("speech-dispatcher")
	if err != nil {
		t.Fatalf("speech-dispatcher is not installed (Debian package speech-dispatcher; make deps installs it): %v", err)
	}
	// A short folder: a Unix socket's path has at most 107 bytes.
	dir, err := os.MkdirTemp("", "spd")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	d := &Daemon{
		Socket: filepath.Join(dir, "speechd.sock"),
		Said:   filepath.Join(dir, "said.txt"),
		Log:    filepath.Join(dir, "log"),
	}
	d.Address = "unix_socket:" + d.Socket
	conf := filepath.Join(dir, "conf")
	for _, p := range []string{filepath.Join(conf, "modules"), d.Log, filepath.Join(dir, "run")} {
		if err := os.MkdirAll(p, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	script := filepath.Join(dir, "capture.sh")
	write(t, script, 0o755, fmt.Sprintf(`#!/bin/sh
# capture.sh LANGUAGE RATE VOLUME TEXT: writes "begin", waits, writes "end".
printf 'begin\t%%s\t%%s\t%%s\t%%s\t%%s\n' "$(date +%%s.%%N)" "$1" "$2" "$3" "$4" >> %[1]s
sleep %[2]s
printf 'end\t%%s\t\t\t\t%%s\n' "$(date +%%s.%%N)" "$4" >> %[1]s
`, shellQuote(d.Said), strconv.FormatFloat(hold.Seconds(), 'f', 3, 64)))
	var mod strings.Builder
	fmt.Fprintf(&mod, "GenericExecuteSynth \"%s '$LANGUAGE' '$RATE' '$VOLUME' '$DATA'\"\n", script)
	// One chunk per message: no splitting at full stops.
	mod.WriteString("GenericMaxChunkLength 4000\nGenericDelimiters \"|\"\n")
	for _, l := range Languages {
		fmt.Fprintf(&mod, "GenericLanguage %q %q \"utf-8\"\nAddVoice %q \"MALE1\" %q\n", l, l, l, l)
	}
	mod.WriteString("DefaultVoice \"en\"\n")
	write(t, filepath.Join(conf, "modules", "capture.conf"), 0o644, mod.String())
	write(t, filepath.Join(conf, "speechd.conf"), 0o644, fmt.Sprintf(`LogLevel 3
LogDir %q
DefaultLanguage "en"
DefaultRate 0
DefaultVolume 100
AddModule "capture" "sd_generic" "capture.conf"
DefaultModule capture
AudioOutputMethod "libao"
`, d.Log))
	d.bin, d.dir, d.conf = bin, dir, conf
	d.start(t)
	t.Cleanup(d.stop)
	return d
}

// start runs the daemon and waits until its socket takes a connection
// (the file appears at bind, before the daemon listens; after a restart
// the old one may still be there).
func (d *Daemon) start(t testing.TB) {
	t.Helper()
	os.Remove(d.Socket)
	d.cmd = exec.Command(d.bin, "-s", "-t", "0", "-C", d.conf, "-S", d.Socket, "-P", filepath.Join(d.dir, "run", "pid"), "-L", d.Log)
	d.cmd.Env = append(os.Environ(), "XDG_RUNTIME_DIR="+filepath.Join(d.dir, "run"), "HOME="+d.dir)
	d.cmd.Stdout, d.cmd.Stderr = nil, nil
	d.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	tie(d.cmd.SysProcAttr)
	if err := d.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	d.exited = make(chan struct{})
	go func(cmd *exec.Cmd, exited chan struct{}) {
		d.waitErr = cmd.Wait()
		close(exited)
	}(d.cmd, d.exited)
	deadline := time.Now().Add(15 * time.Second)
	for {
		if c, err := net.DialTimeout("unix", d.Socket, time.Second); err == nil {
			c.Close()
			return
		}
		select {
		case <-d.exited:
			t.Fatalf("speech-dispatcher ended at its start (%v); its log:\n%s", d.waitErr, d.logTail())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("speech-dispatcher made no socket in 15 s; its log:\n%s", d.logTail())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stop ends the daemon and its module, which run in a group of their
// own.
func (d *Daemon) stop() {
	if d.cmd == nil {
		return
	}
	syscall.Kill(-d.cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-d.exited:
	case <-time.After(5 * time.Second):
		syscall.Kill(-d.cmd.Process.Pid, syscall.SIGKILL)
		<-d.exited
	}
	os.Remove(d.Socket)
	d.cmd = nil
}

// Restart stops the daemon and starts it again on the same socket, as a
// user restarting speech-dispatcher would.
func (d *Daemon) Restart(t testing.TB) {
	t.Helper()
	d.stop()
	d.start(t)
}

// Said is one line the module wrote.
type Said struct {
	Begin  bool // begin, else end
	At     time.Time
	Lang   string // begin only
	Rate   string // begin only
	Volume string // begin only
	Text   string
}

// Lines reads what the module wrote so far.
func (d *Daemon) Lines(t testing.TB) []Said {
	t.Helper()
	f, err := os.Open(d.Said)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Said
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) != 6 {
			t.Fatalf("the module wrote %q", sc.Text())
		}
		secs, err := strconv.ParseFloat(parts[1], 64)
		if err != nil {
			t.Fatalf("the module wrote %q", sc.Text())
		}
		out = append(out, Said{
			Begin: parts[0] == "begin",
			At:    time.Unix(0, int64(secs*1e9)),
			Lang:  parts[2], Rate: parts[3], Volume: parts[4], Text: parts[5],
		})
	}
	return out
}

// WaitFor waits up to timeout until ok holds for what was said, and
// returns it.
func (d *Daemon) WaitFor(t testing.TB, timeout time.Duration, ok func([]Said) bool) []Said {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		s := d.Lines(t)
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %v; the module wrote:\n%s", timeout, Format(s))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Format lists what was said, one line each, times from the first.
func Format(s []Said) string {
	var b strings.Builder
	for _, x := range s {
		kind := "end  "
		if x.Begin {
			kind = "begin"
		}
		fmt.Fprintf(&b, "%s %7.3f s %s %q\n", kind, x.At.Sub(s[0].At).Seconds(), x.Lang, x.Text)
	}
	return b.String()
}

func (d *Daemon) logTail() string {
	b, _ := os.ReadFile(filepath.Join(d.Log, "speech-dispatcher.log"))
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

func write(t testing.TB, path string, mode os.FileMode, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), mode); err != nil {
		t.Fatal(err)
	}
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
