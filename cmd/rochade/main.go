// Command rochade is the electronic assistant for blind and visually
// impaired chess players described in FIDE Laws of Chess, Appendix D.
package main

import (
	"fmt"
	"os"
)

func main() {
	if err := newRootCmd().Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "Error:", err)
		os.Exit(1)
	}
}
