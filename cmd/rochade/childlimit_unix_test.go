//go:build unix

package main

import "syscall"

// childFileLimit bounds every file a child of the tests writes (a
// record, the file an ALSA test device writes what it plays to): a child
// that runs away fills no disk. The largest a test asks for is a few MiB.
const childFileLimit = 256 << 20

// limitChildFiles applies childFileLimit to this process (a child of a
// test): a write past it fails. Only the soft limit is lowered: a test
// may still set a child's limit as it needs (TestRecordOnAFullDisk), and
// raising the hard limit again would need a privilege.
func limitChildFiles() {
	var l syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_FSIZE, &l) != nil || l.Cur <= childFileLimit {
		return
	}
	l.Cur = childFileLimit
	_ = syscall.Setrlimit(syscall.RLIMIT_FSIZE, &l)
}
