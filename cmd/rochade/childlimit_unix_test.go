//go:build unix

package main

import "syscall"

// childFileLimit bounds every file a child of the tests writes (a
// record, the file an ALSA test device writes what it plays to): a child
// that runs away fills no disk. The largest a test asks for is a few MiB.
const childFileLimit = 256 << 20

// limitChildFiles applies childFileLimit to this process (a child of a
// test); a write past it fails.
func limitChildFiles() {
	_ = syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: childFileLimit, Max: childFileLimit})
}
