package voices

import (
	"embed"
	"io/fs"
	"sync"
)

// defaultFS holds the default German voice pack, made with the SVOX Pico
// German voice (Apache-2.0, see default/NOTICE) by voices/gen.
//
//go:embed default
var defaultFS embed.FS

// DefaultFS returns the files of the embedded default pack, rooted at
// the pack folder.
func DefaultFS() fs.FS {
	sub, err := fs.Sub(defaultFS, "default")
	if err != nil {
		panic(err) // the folder is embedded at build time
	}
	return sub
}

// DefaultName is how messages name the embedded pack.
const DefaultName = "the default voice"

var defaultPack = sync.OnceValues(func() (*Pack, error) {
	p, err := Load(DefaultFS(), ".")
	if err != nil {
		return nil, err
	}
	p.Where = DefaultName
	return p, nil
})

// Default returns the embedded default German pack, decoded once.
func Default() (*Pack, error) { return defaultPack() }
