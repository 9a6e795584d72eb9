package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestApplianceInstallDryRunVerifies: the unit install --dry-run prints
// passes systemd-analyze verify, and nothing is installed.
func TestApplianceInstallDryRunVerifies(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Fatal("systemd-analyze is missing: make deps installs it (Debian package systemd)")
	}
	out, errOut, err := run(t, "", "appliance", "install", "--dry-run")
	if err != nil || errOut != "" {
		t.Fatalf("install --dry-run: %v %s", err, errOut)
	}
	exe, _ := os.Executable()
	exe, _ = filepath.EvalSymlinks(exe)
	if !strings.Contains(out, "\nExecStart="+exe+" appliance --config /etc/rochade/rochade.toml --games /var/lib/rochade/games\n") {
		t.Errorf("ExecStart is not this program with the service's settings:\n%s", out)
	}
	unit := filepath.Join(t.TempDir(), "rochade.service")
	os.WriteFile(unit, []byte(out), 0o644)
	if v, err := exec.Command(analyze, "verify", unit).CombinedOutput(); err != nil || len(v) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s\n%s", err, v, out)
	}
}
