package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// A child of the tests runs with its files bounded (childFileLimit), as
// the kernel shows in /proc: a child that runs away fills no disk.
func TestChildrenWriteBoundedFiles(t *testing.T) {
	cmd, _, out := startChild(t, &testLog{t: t, prefix: "emulate: "}, "board", "emulate", "--protocol", "dgt")
	if _, err := out.ReadString('\n'); err != nil {
		t.Fatalf("the emulator printed no device path: %v", err)
	}
	limits, err := os.ReadFile("/proc/" + strconv.Itoa(cmd.Process.Pid) + "/limits")
	if err != nil {
		t.Fatal(err)
	}
	want := strconv.Itoa(childFileLimit)
	for _, l := range strings.Split(string(limits), "\n") {
		if strings.HasPrefix(l, "Max file size") {
			if f := strings.Fields(l); len(f) < 4 || f[3] != want {
				t.Errorf("the child's file size limit: %q, want %s", l, want)
			}
			return
		}
	}
	t.Fatalf("no file size limit in /proc:\n%s", limits)
}
