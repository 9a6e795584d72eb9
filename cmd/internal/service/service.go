// Package service installs Rochade's appliance as a systemd service: a
// unit that runs "rochade appliance" as a user of its own, in the groups
// that open serial ports, sound, input devices and Bluetooth, started at
// boot and again after a failure.
//
// The steps run against a root folder ("/" on a real system, a temporary
// folder in tests) and run their commands (useradd, systemctl …) through
// a function the caller gives, so that tests run no real systemctl. Each
// step done is told as a Step, a fact the command words.
package service

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/rochade/rochade/cmd/internal/fact"
	"github.com/rochade/rochade/cmd/internal/safefile"
)

// Unit describes the service.
type Unit struct {
	Name   string // the unit's name without .service: rochade
	User   string // the user it runs as: rochade
	Exec   string // the program's absolute path
	Config string // the settings file: /etc/rochade/rochade.toml
	Home   string // the user's folder, the service's state: /var/lib/rochade
	Games  string // the games folder: /var/lib/rochade/games
	// Note is the comment at the top of the files written (the unit, the
	// rule), one line, without the comment mark.
	Note string
}

// Default returns the unit of the program at exec.
func Default(exec string) Unit {
	return Unit{Name: "rochade", User: "rochade", Exec: exec, Config: "/etc/rochade/rochade.toml",
		Home: "/var/lib/rochade", Games: "/var/lib/rochade/games"}
}

// Groups are the groups whose devices the service opens: serial ports,
// sound, input devices (the keypad), Bluetooth. Those a system does not
// have are left out.
var Groups = []string{"dialout", "audio", "input", "bluetooth"}

// UnitPath returns where the unit file goes under root.
func (u Unit) UnitPath() string { return "/etc/systemd/system/" + u.Name + ".service" }

// RulePath returns where the polkit rule goes: it lets the service shut
// down and restart the machine (the menu asks first).
func (u Unit) RulePath() string { return "/etc/polkit-1/rules.d/50-" + u.Name + ".rules" }

// Text returns the unit file.
func (u Unit) Text() string {
	var b strings.Builder
	w := func(s ...string) {
		for _, l := range s {
			b.WriteString(l + "\n")
		}
	}
	if u.Note != "" {
		w("# " + u.Note)
	}
	w("[Unit]",
		"Description=Rochade, the talking chess assistant",
		"Documentation=https://github.com/rochade/rochade",
		"After=sound.target bluetooth.target",
		"Wants=sound.target",
		"",
		"[Service]",
		"Type=simple",
		"User="+u.User,
		"Group="+u.User,
		"ExecStart="+execLine(u.Exec, "appliance", "--config", u.Config, "--games", u.Games),
		"Restart=on-failure",
		"RestartSec=2",
		"TimeoutStopSec=5",
		"StateDirectory="+strings.TrimPrefix(u.Home, "/var/lib/"),
		"WorkingDirectory="+u.Home,
		"Environment=HOME="+u.Home,
		"SyslogIdentifier="+u.Name,
		"",
		"[Install]",
		"WantedBy=multi-user.target")
	return b.String()
}

// execLine quotes the words of ExecStart as systemd reads them.
func execLine(words ...string) string {
	q := make([]string, len(words))
	for i, w := range words {
		if w == "" || strings.ContainsAny(w, " \t\"'\\;$%") {
			w = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", "$$", "%", "%%").Replace(w) + `"`
		}
		q[i] = w
	}
	return strings.Join(q, " ")
}

// ruleText is the polkit rule of the service's user.
func (u Unit) ruleText() string {
	note := ""
	if u.Note != "" {
		note = "// " + u.Note + "\n"
	}
	return note + `polkit.addRule(function(action, subject) {
    if (subject.user == "` + u.User + `" &&
        (action.id == "org.freedesktop.login1.power-off" ||
         action.id == "org.freedesktop.login1.power-off-multiple-sessions" ||
         action.id == "org.freedesktop.login1.reboot" ||
         action.id == "org.freedesktop.login1.reboot-multiple-sessions")) {
        return polkit.Result.YES;
    }
});
`
}

// StepKind names a step of install or uninstall.
type StepKind int

// The steps.
const (
	UserCreated  StepKind = iota // Name, Groups
	UserExists                   // Name, Groups: added to them
	ConfigMade                   // Path: the settings file, made with the run's language
	ConfigKept                   // Path
	UnitWritten                  // Path
	RuleWritten                  // Path: may shut down and restart
	Enabled                      // Name: starts at boot
	Started                      // Name
	Stopped                      // Name: stopped and disabled
	UnitRemoved                  // Path
	RuleRemoved                  // Path
	UserRemoved                  // Name; Path: the games folder, which stays
	NotInstalled                 // Name: nothing to undo
)

// Step is a step done.
type Step struct {
	Kind   StepKind
	Name   string
	Path   string
	Groups []string
	Config string // UserRemoved: the settings file, which stays
}

// Fact names the message of the step.
func (s Step) Fact() (string, []any) {
	switch s.Kind {
	case UserCreated:
		return "service-user-created", []any{s.Name, s.Groups}
	case UserExists:
		return "service-user-exists", []any{s.Name, s.Groups}
	case ConfigMade:
		return "service-config-made", []any{s.Path}
	case ConfigKept:
		return "service-config-kept", []any{s.Path}
	case UnitWritten:
		return "service-unit-written", []any{s.Path}
	case RuleWritten:
		return "service-rule-written", []any{s.Path}
	case Enabled:
		return "service-enabled", []any{s.Name}
	case Started:
		return "service-started", []any{s.Name, s.Name}
	case Stopped:
		return "service-stopped", []any{s.Name}
	case UnitRemoved, RuleRemoved:
		return "service-removed", []any{s.Path}
	case UserRemoved:
		return "service-user-removed", []any{s.Name, s.Path, s.Config}
	}
	return "service-not-installed", []any{s.Name}
}

// ErrNoSystemd: this system does not run systemd.
var ErrNoSystemd error = &fact.Fact{Key: "service-no-systemd", Text: "systemd is not running"}

// NotExecutableError says that the service's user could not run the
// program where it is (a home folder, a build folder): install it
// first, in /usr/local/bin.
type NotExecutableError struct {
	Path string
}

func (e *NotExecutableError) Error() string {
	return e.Path + ": not executable by other users"
}

// Fact names the message of the error.
func (e *NotExecutableError) Fact() (string, []any) {
	return "service-not-executable", []any{e.Path, e.Path}
}

// CommandError says that a command of a step failed.
type CommandError struct {
	Command []string
	Output  string // what it printed, trimmed
	Err     error
}

func (e *CommandError) Error() string {
	return strings.Join(e.Command, " ") + ": " + e.Err.Error() + ": " + e.Output
}

func (e *CommandError) Unwrap() error { return e.Err }

// Fact names the message of the error: the command and what it said, or
// its error.
func (e *CommandError) Fact() (string, []any) {
	if e.Output != "" {
		return "service-command-failed", []any{strings.Join(e.Command, " "), e.Output}
	}
	return "service-command-failed", []any{strings.Join(e.Command, " "), e.Err}
}

// FileError says that a file of a step cannot be written or removed.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// Fact names the message of the error.
func (e *FileError) Fact() (string, []any) { return "cannot-write", []any{e.Path, e.Err} }

// Installer does the steps.
type Installer struct {
	// Root is the system's root folder: "/" (tests: a temporary folder).
	Root string
	// Run runs a command and returns what it printed.
	Run func(name string, args ...string) ([]byte, error)
	// Told is called after each step.
	Told func(Step)
	// MakeConfig makes the settings file if it is missing (the path
	// under Root); nil: none is made.
	MakeConfig func(path string) error
	// Chown gives a file to the service's user; nil: os.Lchown.
	Chown func(path string, uid, gid int) error
}

func (in *Installer) chown(path string, uid, gid int) error {
	if in.Chown != nil {
		return in.Chown(path, uid, gid)
	}
	return os.Lchown(path, uid, gid)
}

func (in *Installer) path(p string) string { return filepath.Join(in.Root, p) }

func (in *Installer) tell(s Step) {
	if in.Told != nil {
		in.Told(s)
	}
}

func (in *Installer) run(name string, args ...string) error {
	out, err := in.Run(name, args...)
	if err != nil {
		return &CommandError{Command: append([]string{name}, args...), Output: strings.TrimSpace(string(out)), Err: err}
	}
	return nil
}

// Check tells whether the service can be installed here: systemd runs,
// and other users can run the program.
func (in *Installer) Check(u Unit) error {
	if fi, err := os.Stat(in.path("/run/systemd/system")); err != nil || !fi.IsDir() {
		return ErrNoSystemd
	}
	return Runnable(u.Exec)
}

// Runnable tells whether every user may run the program at path: the
// file and each folder above it open to others.
func Runnable(path string) error {
	if !filepath.IsAbs(path) {
		return &NotExecutableError{path}
	}
	fi, err := os.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm()&0o001 == 0 {
		return &NotExecutableError{path}
	}
	for dir := filepath.Dir(path); ; dir = filepath.Dir(dir) {
		di, err := os.Stat(dir)
		if err != nil || di.Mode().Perm()&0o001 == 0 {
			return &NotExecutableError{path}
		}
		if dir == filepath.Dir(dir) {
			return nil
		}
	}
}

// Install makes the user, the settings folder, the unit and the rule,
// then enables and starts the service.
func (in *Installer) Install(u Unit) error {
	groups, err := in.existingGroups(Groups)
	if err != nil {
		return err
	}
	if _, _, ok := in.lookupUser(u.User); ok {
		if len(groups) > 0 {
			if err := in.run("usermod", "--append", "--groups", strings.Join(groups, ","), u.User); err != nil {
				return err
			}
		}
		in.tell(Step{Kind: UserExists, Name: u.User, Groups: groups})
	} else {
		args := []string{"--system", "--user-group", "--home-dir", u.Home, "--no-create-home", "--shell", "/usr/sbin/nologin"}
		if len(groups) > 0 {
			args = append(args, "--groups", strings.Join(groups, ","))
		}
		if err := in.run("useradd", append(args, u.User)...); err != nil {
			return err
		}
		in.tell(Step{Kind: UserCreated, Name: u.User, Groups: groups})
	}
	uid, gid, ok := in.lookupUser(u.User)
	if !ok {
		return &CommandError{Command: []string{"useradd", u.User}, Err: &fact.Fact{Key: "service-no-user", Text: "no user " + u.User + " after useradd"}}
	}
	// The settings folder belongs to the service: the menu saves there.
	dir := filepath.Dir(u.Config)
	if err := os.MkdirAll(in.path(dir), 0o755); err != nil {
		return &FileError{Path: dir, Err: err}
	}
	if err := in.chown(in.path(dir), uid, gid); err != nil {
		return &FileError{Path: dir, Err: err}
	}
	if _, err := os.Lstat(in.path(u.Config)); errors.Is(err, fs.ErrNotExist) && in.MakeConfig != nil {
		if err := in.MakeConfig(in.path(u.Config)); err != nil {
			return err
		}
		in.tell(Step{Kind: ConfigMade, Path: u.Config})
	} else {
		in.tell(Step{Kind: ConfigKept, Path: u.Config})
	}
	if _, err := os.Lstat(in.path(u.Config)); err == nil {
		if err := in.chown(in.path(u.Config), uid, gid); err != nil {
			return &FileError{Path: u.Config, Err: err}
		}
	}
	if err := writeFile(in.path(u.UnitPath()), u.Text()); err != nil {
		return &FileError{Path: u.UnitPath(), Err: err}
	}
	in.tell(Step{Kind: UnitWritten, Path: u.UnitPath()})
	if fi, err := os.Stat(in.path(filepath.Dir(u.RulePath()))); err == nil && fi.IsDir() {
		if err := writeFile(in.path(u.RulePath()), u.ruleText()); err != nil {
			return &FileError{Path: u.RulePath(), Err: err}
		}
		in.tell(Step{Kind: RuleWritten, Path: u.RulePath()})
	}
	if err := in.run("systemctl", "daemon-reload"); err != nil {
		return err
	}
	if err := in.run("systemctl", "enable", u.Name+".service"); err != nil {
		return err
	}
	in.tell(Step{Kind: Enabled, Name: u.Name})
	if err := in.run("systemctl", "restart", u.Name+".service"); err != nil {
		return err
	}
	in.tell(Step{Kind: Started, Name: u.Name})
	return nil
}

// Uninstall stops and disables the service, removes the unit, the rule
// and the user. The settings and the games stay.
func (in *Installer) Uninstall(u Unit) error {
	_, uerr := os.Lstat(in.path(u.UnitPath()))
	_, _, userThere := in.lookupUser(u.User)
	if errors.Is(uerr, fs.ErrNotExist) && !userThere {
		in.tell(Step{Kind: NotInstalled, Name: u.Name})
		return nil
	}
	if uerr == nil {
		if err := in.run("systemctl", "disable", "--now", u.Name+".service"); err != nil {
			return err
		}
		in.tell(Step{Kind: Stopped, Name: u.Name})
		if err := os.Remove(in.path(u.UnitPath())); err != nil {
			return &FileError{Path: u.UnitPath(), Err: err}
		}
		in.tell(Step{Kind: UnitRemoved, Path: u.UnitPath()})
		if err := in.run("systemctl", "daemon-reload"); err != nil {
			return err
		}
	}
	if err := os.Remove(in.path(u.RulePath())); err == nil {
		in.tell(Step{Kind: RuleRemoved, Path: u.RulePath()})
	} else if !errors.Is(err, fs.ErrNotExist) {
		return &FileError{Path: u.RulePath(), Err: err}
	}
	if userThere {
		if err := in.run("userdel", u.User); err != nil {
			return err
		}
		in.tell(Step{Kind: UserRemoved, Name: u.User, Path: u.Games, Config: u.Config})
	}
	return nil
}

// existingGroups returns the groups of want that /etc/group has.
func (in *Installer) existingGroups(want []string) ([]string, error) {
	f, err := os.Open(in.path("/etc/group"))
	if err != nil {
		return nil, &FileError{Path: "/etc/group", Err: err}
	}
	defer f.Close()
	var have []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, _, _ := strings.Cut(sc.Text(), ":")
		have = append(have, name)
	}
	var out []string
	for _, g := range want {
		if slices.Contains(have, g) {
			out = append(out, g)
		}
	}
	return out, nil
}

// lookupUser reads the user's ids from /etc/passwd under the root.
func (in *Installer) lookupUser(name string) (uid, gid int, ok bool) {
	data, err := os.ReadFile(in.path("/etc/passwd"))
	if err != nil {
		return 0, 0, false
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		f := strings.Split(string(line), ":")
		if len(f) >= 4 && f[0] == name {
			u, err1 := strconv.Atoi(f[2])
			g, err2 := strconv.Atoi(f[3])
			return u, g, err1 == nil && err2 == nil
		}
	}
	return 0, 0, false
}

// writeFile writes a system file through a temporary file, synced and
// renamed (mode 0644, or the file's own).
func writeFile(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	err := safefile.Write(path, 0o644, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
	return safefile.Reason(err)
}
