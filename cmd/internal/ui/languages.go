package ui

// The registry: the languages of the user interface, one line each. A
// language is the Language value in its own file; see
// docs/extending.md.
func init() {
	Register(&english)
	Register(&german)
	Register(&russian)
	Register(&ukrainian)
	Register(&polish)
	Register(&czech)
}
