package spoken

// slavicEastern is the plural rule of Russian and Ukrainian: one for 1,
// 21, 31 … (not 11), few for 2–4, 22–24 … (not 12–14), many otherwise.
func slavicEastern(n int) form {
	switch {
	case n%10 == 1 && n%100 != 11:
		return one
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return few
	}
	return many
}

// slavicWestern is the plural rule of Polish and Czech as counted time
// is said: one for 1 only, few for 2–4, 22–24 … (not 12–14), many
// otherwise (21 minut, 25 minut).
func slavicWestern(n int) form {
	switch {
	case n == 1:
		return one
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return few
	}
	return many
}

// oneOther is the plural rule of English.
func oneOther(n int) form {
	if n == 1 {
		return one
	}
	return many
}
