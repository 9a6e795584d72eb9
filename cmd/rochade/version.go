package main

import (
	"runtime/debug"

	"github.com/spf13/cobra"
)

// version is stamped by "make dist" (-ldflags "-X main.version=...").
// Without it, --version reports what the Go toolchain recorded.
var version string

// setVersion gives root its --version flag.
func setVersion(root *cobra.Command) {
	info, _ := debug.ReadBuildInfo() // nil without build info
	root.Version = describeVersion(version, info)
	root.SetVersionTemplate("rochade {{.Version}}\n")
}

// describeVersion returns the stamped version, else the module version
// from the build info (set by "go install ...@v1.2.3", and by builds in a
// Git checkout), else the Git revision and time the toolchain recorded,
// else "(devel)".
func describeVersion(stamped string, info *debug.BuildInfo) string {
	if stamped != "" {
		return stamped
	}
	if info == nil {
		return "(devel)"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, at, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+dirty"
			}
		}
	}
	if rev == "" {
		return "(devel)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	out := "(devel) " + rev + modified
	if at != "" {
		out += " " + at
	}
	return out
}
