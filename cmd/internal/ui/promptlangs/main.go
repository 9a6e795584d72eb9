// Command promptlangs prints the languages of the user interface, each
// as CODE:VOICE with the espeak-ng voice that speaks its prompt pack
// ("en:en-gb"), on one line. The Makefile's voices-prompts
// makes their packs (voices/voices.mk).
package main

import (
	"fmt"
	"strings"

	"github.com/rochade/rochade/cmd/internal/ui"
)

func main() {
	var out []string
	for _, l := range ui.Langs() {
		out = append(out, string(l)+":"+l.Language().PromptVoice)
	}
	fmt.Println(strings.Join(out, " "))
}
