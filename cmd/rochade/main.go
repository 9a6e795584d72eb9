// Command rochade is the electronic assistant for blind and visually
// impaired chess players described in FIDE Laws of Chess, Appendix D.
package main

import (
	"os"

	"github.com/rochade/rochade/cmd/internal/ui"
)

func main() {
	root, a := newRoot()
	if err := root.Execute(); err != nil {
		if err.Error() != "" {
			a.printer().Fprintln(os.Stderr, ui.ErrorLine, err)
		}
		os.Exit(exitCode(err))
	}
}
