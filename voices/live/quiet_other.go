//go:build !(linux && (amd64 || arm64))

package live

// quietALSA does nothing where libasound is not used or callbacks into
// Go are not available.
func quietALSA() {}
