//go:build !unix

package main

import (
	"testing"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// applianceLines: the appliance runs on Linux only; it says nothing here.
func applianceLines(*testing.T, ui.Lang) []string { return nil }
