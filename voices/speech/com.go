package speech

// dispatch is an automation object (COM's IDispatch): its methods and
// properties by name. Arguments and results are string, bool, int32,
// another dispatch, or nil.
type dispatch interface {
	call(name string, args ...any) (any, error)
	get(name string, args ...any) (any, error)
	put(name string, v any) error
	putRef(name string, v dispatch) error
	release()
}

// comAPI is what Rochade needs of Windows' COM: to make an object by
// its ProgID, and to find a window by its class (JAWS shows it while it
// runs).
type comAPI interface {
	create(progID string) (dispatch, error)
	windowExists(class string) bool
	close()
}
