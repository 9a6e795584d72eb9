package live

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestProbeOfAReplacedProgram: the program was replaced on the disk while
// it ran (an update of the service): the probe still runs (Linux).
func TestProbeOfAReplacedProgram(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "program")
	b, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(exe, b, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = alsaEnv(t, "replaced", "pcm.!default { type null }\n")
	cmd.SysProcAttr = tiedToParent()
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "probe found the device") {
		t.Fatalf("%v\n%s", err, out)
	}
}
