package main

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionFlag(t *testing.T) {
	saved := version
	t.Cleanup(func() { version = saved })
	version = "v1.2.3"
	out, _, err := run(t, "", "--version")
	if err != nil || out != "rochade v1.2.3\n" {
		t.Errorf("stamped: %v %q", err, out)
	}
	// Unstamped, as in "go test": whatever the build info says, on one line.
	version = ""
	out, _, err = run(t, "", "--version")
	if err != nil || !strings.HasPrefix(out, "rochade ") || strings.Count(out, "\n") != 1 || len(out) < len("rochade x\n") {
		t.Errorf("unstamped: %v %q", err, out)
	}
}

func TestDescribeVersion(t *testing.T) {
	vcs := []debug.BuildSetting{
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "596819b0a1c2d3e4f5061728394a5b6c7d8e9f00"},
		{Key: "vcs.time", Value: "2026-11-22T22:51:26Z"},
		{Key: "vcs.modified", Value: "true"},
	}
	for _, c := range []struct {
		name    string
		stamped string
		info    *debug.BuildInfo
		want    string
	}{
		{"stamped wins", "v1.0.0", &debug.BuildInfo{Main: debug.Module{Version: "v0.9.0"}}, "v1.0.0"},
		{"go install", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.9.0"}}, "v0.9.0"},
		{"pseudo-version", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261122225126-596819b0a1c2+dirty"}, Settings: vcs}, "v0.0.0-20261122225126-596819b0a1c2+dirty"},
		{"devel with vcs", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs}, "(devel) 596819b0a1c2+dirty 2026-11-22T22:51:26Z"},
		{"clean vcs", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs[:3]}, "(devel) 596819b0a1c2 2026-11-22T22:51:26Z"},
		{"devel without vcs", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "(devel)"},
		{"no build info", "", nil, "(devel)"},
	} {
		if got := describeVersion(c.stamped, c.info); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
