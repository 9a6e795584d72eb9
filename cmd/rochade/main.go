// Command rochade is the electronic assistant for blind and visually
// impaired chess players described in FIDE Laws of Chess, Appendix D.
package main

import (
	"io"
	"os"

	"github.com/rochade/rochade/cmd/internal/ui"
)

func main() {
	root, a := newRoot()
	if c, err := root.ExecuteC(); err != nil {
		printError(a, os.Stderr, a.commandError(c, err))
		os.Exit(exitCode(err))
	}
}

// printError writes the error line of a failed command in the language of
// the run, the facts of a library's error worded by the catalogue.
func printError(a *app, w io.Writer, err error) {
	if err.Error() != "" {
		p := a.printer()
		p.Fprintln(w, ui.ErrorLine, p.Say(err))
	}
}
