//go:build linux && (amd64 || arm64)

package live

import (
	"sync"

	"github.com/ebitengine/purego"
)

// quietALSA stops libasound from printing its own diagnostics to the
// standard error while devices are tried: a user should read one clear
// sentence, not the library's lines. The library's reasons stay in the
// error (see Cause).
var quietALSA = sync.OnceFunc(func() {
	lib, err := purego.Dlopen("libasound.so.2", purego.RTLD_LAZY|purego.RTLD_GLOBAL)
	if err != nil {
		return // no ALSA: nothing to quieten
	}
	var setHandler func(handler uintptr) int32
	purego.RegisterLibFunc(&setHandler, lib, "snd_lib_error_set_handler")
	setHandler(purego.NewCallback(func(file, line, function, errno, format uintptr) {}))
})
