// Package brlttytest runs a real BRLTTY daemon with a virtual display
// for the tests of programs that use the braille package: the test sees
// every line BRLTTY shows and presses the display's keys. It is the
// braille package's own test server (braille/internal/brlttytest).
package brlttytest

import (
	"testing"

	"github.com/rochade/rochade/braille/internal/brlttytest"
)

// Server is a running brltty with a fake display attached: its Host is
// the BrlAPI host for clients (BRLAPI_HOST), Text what the display shows
// now, WaitFor and WaitForText wait for a line, Press presses a key.
type Server = brlttytest.Server

// Start runs brltty with a display of cells cells; it stops with the
// test.
func Start(t testing.TB, cells int) *Server { return brlttytest.Start(t, cells) }

// FindBRLTTY returns the path of the brltty program.
func FindBRLTTY() (string, error) { return brlttytest.FindBRLTTY() }
