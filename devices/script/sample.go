package script

import (
	_ "embed"
	"strings"

	"github.com/rochade/rochade/notation"
)

//go:embed appendix-c.pgn
var appendixC string

// AppendixC returns the sample game of FIDE Laws of Chess, Appendix C
// (1.e4 e5 2.Nf3 Nf6 3.d4 exd4 ... 11.Kb1), embedded in the program.
func AppendixC() *notation.Game {
	g, err := notation.NewPGNReader(strings.NewReader(appendixC)).Next()
	if err != nil {
		panic("the embedded Appendix C game does not read: " + err.Error())
	}
	return g
}
