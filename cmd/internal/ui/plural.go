package ui

// The plural rules of the CLDR that the languages use; a language whose
// rule is none of these gives its own in its file.

// oneOther is the rule of English and German: one for 1, other for the
// rest.
func oneOther(n int) string {
	if n == 1 {
		return "one"
	}
	return "other"
}

// eastSlavic is the rule of Russian and Ukrainian: one for 1, 21, 31 …
// but not 11; few for 2–4, 22–24 … but not 12–14; many for the rest.
func eastSlavic(n int) string {
	switch {
	case n%10 == 1 && n%100 != 11:
		return "one"
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return "few"
	}
	return "many"
}

// westSlavic is the rule of Polish (and of counted time as Czech says
// it): one for 1 only; few for 2–4, 22–24 … but not 12–14; many for the
// rest.
func westSlavic(n int) string {
	switch {
	case n == 1:
		return "one"
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return "few"
	}
	return "many"
}

// czechPlural is the rule of Czech for whole numbers: one for 1, few for
// 2–4, other for the rest.
func czechPlural(n int) string {
	switch {
	case n == 1:
		return "one"
	case n >= 2 && n <= 4:
		return "few"
	}
	return "other"
}
