//go:build unix

package service

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
)

// fakeSystem is a root folder with the files the steps read, and a
// command runner that records the commands and does what useradd and
// userdel do to /etc/passwd.
type fakeSystem struct {
	root     string
	commands []string
	fail     string // a command that fails
	steps    []Step
	owners   map[string]string // path under the root: uid:gid given
}

func newFakeSystem(t *testing.T) *fakeSystem {
	t.Helper()
	root := t.TempDir()
	for _, d := range []string{"etc/systemd/system", "etc/polkit-1/rules.d", "run/systemd/system"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// No bluetooth group: BlueZ is not installed on this system.
	os.WriteFile(filepath.Join(root, "etc/group"), []byte("root:x:0:\ndialout:x:20:\naudio:x:29:\ninput:x:101:\n"), 0o644)
	os.WriteFile(filepath.Join(root, "etc/passwd"), []byte("root:x:0:0:root:/root:/bin/bash\n"), 0o644)
	return &fakeSystem{root: root, owners: map[string]string{}}
}

func (f *fakeSystem) installer() *Installer {
	return &Installer{
		Root: f.root,
		Told: func(s Step) { f.steps = append(f.steps, s) },
		Run: func(name string, args ...string) ([]byte, error) {
			line := strings.Join(append([]string{name}, args...), " ")
			f.commands = append(f.commands, line)
			if f.fail != "" && strings.HasPrefix(line, f.fail) {
				return []byte("Failed to do it.\n"), errors.New("exit status 1")
			}
			passwd := filepath.Join(f.root, "etc/passwd")
			data, _ := os.ReadFile(passwd)
			switch name {
			case "useradd":
				data = append(data, args[len(args)-1]+":x:998:998::/var/lib/rochade:/usr/sbin/nologin\n"...)
			case "userdel":
				var keep []string
				for _, l := range strings.SplitAfter(string(data), "\n") {
					if !strings.HasPrefix(l, args[len(args)-1]+":") {
						keep = append(keep, l)
					}
				}
				data = []byte(strings.Join(keep, ""))
			}
			return nil, os.WriteFile(passwd, data, 0o644)
		},
		MakeConfig: func(path string) error { return os.WriteFile(path, []byte("lang-ui = \"de\"\n"), 0o644) },
		Chown: func(path string, uid, gid int) error {
			rel, _ := filepath.Rel(f.root, path)
			f.owners["/"+rel] = fmt.Sprintf("%d:%d", uid, gid)
			if os.Geteuid() == 0 {
				return os.Lchown(path, uid, gid) // and on the real file where the test may
			}
			return nil
		},
	}
}

func TestInstallAndUninstall(t *testing.T) {
	f := newFakeSystem(t)
	u := Default("/usr/local/bin/rochade")
	in := f.installer()
	if err := in.Check(u); !errors.As(err, new(*NotExecutableError)) {
		t.Errorf("Check of a missing program: %v", err)
	}
	if err := in.Install(u); err != nil {
		t.Fatal(err)
	}
	wantCommands := []string{
		"useradd --system --user-group --home-dir /var/lib/rochade --no-create-home --shell /usr/sbin/nologin --groups dialout,audio,input rochade",
		"systemctl daemon-reload",
		"systemctl enable rochade.service",
		"systemctl restart rochade.service",
	}
	if !reflect.DeepEqual(f.commands, wantCommands) {
		t.Errorf("commands:\n%s\nwant\n%s", strings.Join(f.commands, "\n"), strings.Join(wantCommands, "\n"))
	}
	var kinds []StepKind
	for _, s := range f.steps {
		kinds = append(kinds, s.Kind)
	}
	if want := []StepKind{UserCreated, ConfigMade, UnitWritten, RuleWritten, Enabled, Started}; !reflect.DeepEqual(kinds, want) {
		t.Errorf("steps %v, want %v", kinds, want)
	}
	if !reflect.DeepEqual(f.steps[0].Groups, []string{"dialout", "audio", "input"}) {
		t.Errorf("groups %v: the groups the system has", f.steps[0].Groups)
	}
	unit, err := os.ReadFile(filepath.Join(f.root, u.UnitPath()))
	if err != nil || string(unit) != u.Text() {
		t.Errorf("unit file %q (%v)", unit, err)
	}
	for _, p := range []string{"/etc/rochade", u.Config} {
		if f.owners[p] != "998:998" {
			t.Errorf("%s given to %q, want the service's user 998:998", p, f.owners[p])
		}
		fi, err := os.Stat(filepath.Join(f.root, p))
		if err != nil {
			t.Fatal(err)
		}
		if st := fi.Sys().(*syscall.Stat_t); os.Geteuid() == 0 && (st.Uid != 998 || st.Gid != 998) {
			t.Errorf("%s belongs to %d:%d, want the service's user 998:998", p, st.Uid, st.Gid)
		}
	}
	rule, _ := os.ReadFile(filepath.Join(f.root, u.RulePath()))
	if !strings.Contains(string(rule), `subject.user == "rochade"`) || !strings.Contains(string(rule), "org.freedesktop.login1.power-off") {
		t.Errorf("polkit rule:\n%s", rule)
	}

	// Installed again: the user is there, the settings are kept.
	os.WriteFile(filepath.Join(f.root, u.Config), []byte("# mine\nclock = \"5m+3s\"\n"), 0o644)
	f.commands, f.steps = nil, nil
	if err := in.Install(u); err != nil {
		t.Fatal(err)
	}
	if f.commands[0] != "usermod --append --groups dialout,audio,input rochade" || f.steps[0].Kind != UserExists || f.steps[1].Kind != ConfigKept {
		t.Errorf("second install: %v %v", f.commands, f.steps)
	}
	if got, _ := os.ReadFile(filepath.Join(f.root, u.Config)); string(got) != "# mine\nclock = \"5m+3s\"\n" {
		t.Errorf("the settings were touched: %q", got)
	}

	f.commands, f.steps = nil, nil
	if err := in.Uninstall(u); err != nil {
		t.Fatal(err)
	}
	if want := []string{"systemctl disable --now rochade.service", "systemctl daemon-reload", "userdel rochade"}; !reflect.DeepEqual(f.commands, want) {
		t.Errorf("uninstall commands %v, want %v", f.commands, want)
	}
	for _, p := range []string{u.UnitPath(), u.RulePath()} {
		if _, err := os.Stat(filepath.Join(f.root, p)); !os.IsNotExist(err) {
			t.Errorf("%s left: %v", p, err)
		}
	}
	if _, err := os.Stat(filepath.Join(f.root, u.Config)); err != nil {
		t.Errorf("uninstall removed the settings: %v", err)
	}
	f.steps = nil
	if err := in.Uninstall(u); err != nil || len(f.steps) != 1 || f.steps[0].Kind != NotInstalled {
		t.Errorf("uninstall of nothing: %v %v", f.steps, err)
	}
}

func TestInstallStopsAtFailedCommand(t *testing.T) {
	f := newFakeSystem(t)
	f.fail = "systemctl enable"
	err := f.installer().Install(Default("/usr/local/bin/rochade"))
	var ce *CommandError
	if !errors.As(err, &ce) || ce.Output != "Failed to do it." || ce.Command[1] != "enable" {
		t.Fatalf("error %v, want the failed command with its output", err)
	}
	for _, s := range f.steps {
		if s.Kind == Enabled || s.Kind == Started {
			t.Errorf("step %v told after a failure", s.Kind)
		}
	}
	if f.commands[len(f.commands)-1] != "systemctl enable rochade.service" {
		t.Errorf("commands went on after the failure: %v", f.commands)
	}
}

func TestCheck(t *testing.T) {
	f := newFakeSystem(t)
	in := f.installer()
	top := t.TempDir()
	// The test's folders are private: open them as /usr/local is.
	os.Chmod(top, 0o755)
	os.Chmod(filepath.Dir(top), 0o755)
	bin := filepath.Join(top, "bin")
	os.Mkdir(bin, 0o755)
	prog := filepath.Join(bin, "rochade")
	os.WriteFile(prog, []byte("#!/bin/sh\n"), 0o755)
	if err := Runnable(prog); err != nil {
		t.Errorf("a program every user may run: %v", err)
	}
	os.Chmod(bin, 0o700)
	if err := Runnable(prog); !errors.As(err, new(*NotExecutableError)) {
		t.Errorf("a program in a private folder: %v", err)
	}
	if err := Runnable("rochade"); err == nil {
		t.Error("a relative path passed")
	}
	os.RemoveAll(filepath.Join(f.root, "run/systemd"))
	if err := in.Check(Default(prog)); !errors.Is(err, ErrNoSystemd) {
		t.Errorf("Check without systemd: %v", err)
	}
}

// TestUnitVerifies runs systemd-analyze verify on the unit.
func TestUnitVerifies(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Fatal("systemd-analyze is missing: make deps installs it (Debian package systemd)")
	}
	dir := t.TempDir()
	prog := filepath.Join(dir, "rochade")
	os.WriteFile(prog, []byte("#!/bin/sh\n"), 0o755)
	u := Default(prog)
	path := filepath.Join(dir, u.Name+".service")
	os.WriteFile(path, []byte(u.Text()), 0o644)
	out, err := exec.Command(analyze, "verify", path).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Fatalf("systemd-analyze verify: %v\n%s\n%s", err, out, u.Text())
	}
	// The test can fail: a wrong unit is reported.
	os.WriteFile(path, []byte(strings.Replace(u.Text(), "Restart=on-failure", "Restart=sometimes", 1)), 0o644)
	if out, _ := exec.Command(analyze, "verify", path).CombinedOutput(); !strings.Contains(string(out), "sometimes") {
		t.Errorf("a wrong Restart= went unnoticed: %s", out)
	}
	for _, want := range []string{"ExecStart=" + prog + " appliance --config /etc/rochade/rochade.toml --games /var/lib/rochade/games",
		"Restart=on-failure", "User=rochade", "After=sound.target bluetooth.target", "WantedBy=multi-user.target"} {
		if !strings.Contains(u.Text(), want+"\n") {
			t.Errorf("unit lacks %q", want)
		}
	}
}

func TestExecLineQuotes(t *testing.T) {
	if got := execLine("/opt/my apps/rochade", "--config", `/etc/a"b`, "100%"); got != `"/opt/my apps/rochade" --config "/etc/a\"b" "100%%"` {
		t.Errorf("execLine = %s", got)
	}
}
