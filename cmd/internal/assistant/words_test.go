package assistant

import (
	"sync"

	"github.com/rochade/rochade/cmd/internal/ui"
)

// testParser reads the English and German words of the catalogue, as
// every run does (made once the table is: after the package's init).
var testParser = sync.OnceValue(func() *RequestParser {
	return NewRequestParser(ui.English.Language().RequestWords(), ui.German.Language().RequestWords())
})

// ParseRequest reads a request typed in English or German.
func ParseRequest(line string) (Request, error) { return testParser().Parse(line) }
