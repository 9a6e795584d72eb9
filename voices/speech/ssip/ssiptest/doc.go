// Package ssiptest runs a real speech-dispatcher for tests: its own
// configuration, its own socket in a private folder, and one output
// module, the generic module of speech-dispatcher, whose command writes
// what it is asked to say into a file instead of speaking it.
package ssiptest

// speech-dispatcher runs on Unix systems only: elsewhere the package is
// empty.
