package ui

// Until a language has a printed catalogue of its own, --lang-ui accepts
// it for the spoken answers (package spoken): its printed messages are
// the English ones. A language whose catalogue is in the table of
// ui.go is left alone.
func init() {
	for _, l := range []struct {
		lang Lang
		name string
	}{
		{Russian, "Русский"},
		{Ukrainian, "Українська"},
		{Polish, "Polski"},
		{Czech, "Čeština"},
	} {
		if catalogues[l.lang] != nil {
			continue
		}
		c := english
		c.name = l.name
		catalogues[l.lang] = &c
	}
}
