package phonetic

import "strings"

// The respelling tables. Each writes the German words of the vocabulary
// by the reading rules of one language, so that its synthesiser comes
// close to the German sounds. phonetic's tests run the tables through
// espeak-ng and compare the sounds with the German ones.

// german is the spelling of a German voice: the words as written, but
// for Cäsar, which some German synthesisers read with a k.
var german = respelling{
	from:    func(t Token) string { return t.Spell(German) },
	words:   map[Token]string{FileC: "Zäsar"},
	units:   [10]string(numGerman[:10]),
	teens:   [10]string(numGerman[10:20]),
	tens:    [6]string{"", "", "zwanzig", "dreißig", "vierzig", "fünfzig"},
	ein:     andDE,
	und:     "und",
	tens60:  [4]string{"sechzig", "siebzig", "achtzig", "neunzig"},
	hundred: "hundert",
	two:     "zweihundert",
}

// russian is the Cyrillic transcription of the Russian Appendix D («Анна,
// Белла, Цезарь …», «айн, цвай …», «кениг, даме …», «Кюрц Рохад»): what
// --script cyrillic prints. Compound numbers are written in parts, which
// a Russian voice reads more naturally than one long word.
var russian = respelling{
	from:    func(t Token) string { return t.Spell(Cyrillic) },
	units:   unitsCyr,
	teens:   teensCyr,
	tens:    tensCyr,
	ein:     andCyr,
	und:     " унд ",
	tens60:  [4]string{"зехцих", "зибцих", "ахтцих", "нойнцих"},
	hundred: "хундерт",
	two:     "цвайхундерт",
}

// ukrainian is the Russian transcription in Ukrainian letters: a
// Ukrainian voice reads и as [ɪ], г as [ɦ] and does not know э, so the
// [i] of the transcription is і, its [g] is ґ, its э is е; where German
// has an h (Hector, hundert, Hilfe) the Ukrainian г says it better than
// the Russian х.
var ukrainian = func() respelling {
	r := respelling{
		from: func(t Token) string { return ukrainianLetters(t.Spell(Cyrillic)) },
		words: map[Token]string{
			FileH:  "Гектор",
			Help:   "гільфе",
			Repeat: "відерголен",
		},
		und:     " унд ",
		hundred: "гундерт",
		two:     "цвайгундерт",
	}
	for i := range r.units {
		r.units[i] = ukrainianLetters(unitsCyr[i])
		r.teens[i] = ukrainianLetters(teensCyr[i])
		r.ein[i] = ukrainianLetters(andCyr[i])
	}
	for i := range r.tens {
		r.tens[i] = ukrainianLetters(tensCyr[i])
	}
	for i, s := range russian.tens60 {
		r.tens60[i] = ukrainianLetters(s)
	}
	return r
}()

// ukrainianLetters writes a Russian transcription in Ukrainian letters.
var ukrainianLetters = strings.NewReplacer(
	"и", "і", "И", "І",
	"ы", "и",
	"э", "е", "Э", "Е",
	"ё", "ьо",
	"г", "ґ", "Г", "Ґ",
).Replace

// english respells the words for an English voice: ts for z (but zw,
// which English voices cannot start with ts), sch for sch and for the s
// of sp and st (schp, scht: English voices read "shp" as letters), v for
// w, ee for ie, y or ei for ei, oy for eu, kh for ch, gh for a hard g.
var english = respelling{
	words: map[Token]string{
		FileA: "Ahna", FileB: "Bella", FileC: "Tsayzar", FileD: "Dahvit",
		FileE: "Ehva", FileF: "Faylix", FileG: "Goostaf", FileH: "Hector",
		Rank1: "eins", Rank2: "zwai", Rank3: "dry", Rank4: "feer",
		Rank5: "foonf", Rank6: "zex", Rank7: "zeeben", Rank8: "ahkt",
		King: "Kurnikh", Queen: "Dahma", Rook: "Toorm", Bishop: "Loyfer",
		Knight: "Schpringer", Pawn: "Bower",
		ShortCastle: "Koortsa Rohkahda", LongCastle: "Lahnga Rohkahda",
		Captures: "schlaikt", Check: "Schahkh", Mate: "Maht", Stalemate: "Paht",
		EnPassant: "on pahssahn", PromotesTo: "Oomvahndloong in",

		White: "Vice", Black: "Schvarts", Move: "Tsook",
		Hour: "Schtoondeh", Hours: "Schtoonden", Minute: "Meenooteh", Minutes: "Meenooten",
		Second: "Zekoondeh", Seconds: "Zekoonden",
		Draw: "Remee", DrawOffer: "Remee ahngeboht", Wins: "gheveent",
		GameOver: "Partee beh-endet", IllegalMove: "Illegahler Tsook",
		CheckPosition: "Schtelloong prewfen", Touched: "berewrt",
		Place: "zetsen", Remove: "entfairnen", Clear: "roymen",
		PositionOK: "Schtelloong in Ordnoong", BoardConnected: "Brett fairboonden",
		BoardDisconnected: "Brett ghetrent", On: "owf",

		ToMove: "ahm Tsook", TimeForfeit: "Tsite ewberschrytoong", Empty: "layr",
		One: "eyna", Still: "Nokh",
		MovesToControl: "Tsewgha bis tsoor Tsite kontrolleh",
		MoveToControl:  "Tsook bis tsoor Tsite kontrolleh",
		NoMove:         "kine Tsook", NewGameWord: "Noyeh Partee",
		SaveFailed: "Schpykhern failgheschlahghen", Saved: "Partee gheschpykhert",
		BoardNoAnswer: "Brett ahntvortet nikht", Unknown: "Oonbekahnteh Ahnfrahgeh",

		Help: "Hilfeh", Key: "Tahsteh", TimeWord: "Tsite", Repeat: "Veederhohlen",
		LastMoves: "Letsteh Tsewgha", Field: "Felt", FileWord: "Leeneeyeh",
		RankWord: "Ryeh", PiecesWord: "Feegooren", Board: "Brett",

		To: "nahkh", Discrepancy: "Ahbvykhoong", At: "by",

		Computer: "Kompyooter", Hint: "Tip", ExecuteMove: "Tsook owsfewren",
		Better: "schtayt besser", Winning: "schtayt owf Gheveen", Equal: "Owsgheglikhen",
		MatesIn: "zetst maht in", Comma: "Komma", Level: "Schtoofeh",
		SetUpStart: "Groont schtelloong owfbowen", EngineRestarted: "Kompyooter noy gheschtartet",
		TakeBack: "Tsoorewknaymen", NullMove: "Nooltsook",
		SetUpPosition: "Schtelloong owfbowen", MovesWord: "Tsewgheh",

		WhiteNom: "vyser", BlackNom: "schvartser", WhiteMasc: "vysen", WhiteFem: "vyseh",
		BlackMasc: "schvartsen", BlackFem: "schvartseh", PawnAcc: "Bowern",

		BoardBackAgain: "Brett veeder fairboonden", ConfirmNewGame: "Noyeh Partee beschtaytighen",
		GameInProgress: "Partee loyft", StartPosition: "Groont schtelloong", Resigns: "gheept owf",
		WhileAway: "Vairend dair Trennoong", BoardShowsMove: "Brett tsyte Schtelloong nahkh Tsook", Fields: "Felder",
		CaughtUp: "Nahkhghetrahgen", OrderUnknown: "Tsookfolgheh oonklahr", TakeBackLast: "letsten Tsook tsoorewknaymen",
	},
	units:   [10]string{"nool", "eins", "zwai", "dry", "feer", "foonf", "zex", "zeeben", "ahkt", "noyn"},
	teens:   [10]string{"tsayn", "elf", "zwerlf", "drytsayn", "feertsayn", "foonftsayn", "zekhtsayn", "zeeptsayn", "ahkhtsayn", "noyntsayn"},
	tens:    [6]string{"", "", "zwahntsikh", "drysikh", "feertsikh", "foonftsikh"},
	ein:     [10]string{"", "ein", "zwai", "dry", "feer", "foonf", "zex", "zeeben", "ahkt", "noyn"},
	und:     " oont ",
	tens60:  [4]string{"zekhtsikh", "zeeptsikh", "ahkhtsikh", "noyntsikh"},
	hundred: "hoondert",
	two:     "zwai hoondert",
}

// polish respells the words for a Polish voice: c for z, sz for sch, w for
// w, j for the second part of ei and eu, y for ü, e for ä and ö.
var polish = respelling{
	words: map[Token]string{
		FileA: "Anna", FileB: "Bella", FileC: "Cezar", FileD: "Dawit",
		FileE: "Ewa", FileF: "Feliks", FileG: "Gustaw", FileH: "Hektor",
		Rank1: "ajns", Rank2: "cwaj", Rank3: "draj", Rank4: "fir",
		Rank5: "fynf", Rank6: "zeks", Rank7: "ziben", Rank8: "acht",
		King: "kenich", Queen: "dame", Rook: "turm", Bishop: "lojfer",
		Knight: "szpringer", Pawn: "bauer",
		ShortCastle: "kurce rochade", LongCastle: "lange rochade",
		Captures: "szlekt", Check: "szach", Mate: "mat", Stalemate: "pat",
		EnPassant: "an pasan", PromotesTo: "umwandlunk in",

		White: "wajs", Black: "szwarc", Move: "cuk",
		Hour: "sztunde", Hours: "sztunden", Minute: "minute", Minutes: "minuten",
		Second: "zekunde", Seconds: "zekunden",
		Draw: "remi", DrawOffer: "remi angebot", Wins: "gewint",
		GameOver: "parti beendet", IllegalMove: "ilegaler cuk",
		CheckPosition: "sztelunk pryfen", Touched: "beryrt",
		Place: "zecen", Remove: "entfernen", Clear: "rojmen",
		PositionOK: "sztelunk in ordnunk", BoardConnected: "bret ferbunden",
		BoardDisconnected: "bret getrent", On: "auf",

		ToMove: "am cuk", TimeForfeit: "cajt yberszrajtunk", Empty: "ler",
		One: "ajne", Still: "noch",
		MovesToControl: "cyge bis cur cajtkontrole",
		MoveToControl:  "cuk bis cur cajtkontrole",
		NoMove:         "kajn cuk", NewGameWord: "noje parti",
		SaveFailed: "szpajchern felgeszlagen", Saved: "parti geszpajchert",
		BoardNoAnswer: "bret antwortet nicht", Unknown: "unbekante anfrage",

		Help: "hilfe", Key: "taste", TimeWord: "cajt", Repeat: "widerholen",
		LastMoves: "lecte cyge", Field: "felt", FileWord: "linije",
		RankWord: "raje", PiecesWord: "figuren", Board: "bret",

		To: "nach", Discrepancy: "abwajchunk", At: "baj",

		Computer: "kompjuter", Hint: "tip", ExecuteMove: "cuk ausfyren",
		Better: "sztet beser", Winning: "sztet auf gewin", Equal: "ausgeglichen",
		MatesIn: "zect mat in", Comma: "koma", Level: "sztufe",
		SetUpStart: "gruntsztelunk aufbauen", EngineRestarted: "kompjuter noj gesztartet",
		TakeBack: "curyknemen", NullMove: "nulcuk",
		SetUpPosition: "sztelunk aufbauen", MovesWord: "cyge",

		WhiteNom: "wajser", BlackNom: "szwarcer", WhiteMasc: "wajsen", WhiteFem: "wajse",
		BlackMasc: "szwarcen", BlackFem: "szwarce", PawnAcc: "bauern",

		BoardBackAgain: "bret wider ferbunden", ConfirmNewGame: "noje parti besztetigen",
		GameInProgress: "parti lojft", StartPosition: "gruntsztelunk", Resigns: "gipt auf",
		WhileAway: "werent der trenunk", BoardShowsMove: "bret cajkt sztelunk nach cuk", Fields: "felder",
		CaughtUp: "nachgetragen", OrderUnknown: "cukfolge unklar", TakeBackLast: "lecten cuk curyknemen",
	},
	units:   [10]string{"nul", "ajns", "cwaj", "draj", "fir", "fynf", "zeks", "ziben", "acht", "nojn"},
	teens:   [10]string{"cen", "elf", "cwelf", "drajcen", "fircen", "fynfcen", "zechcen", "zipcen", "achcen", "nojncen"},
	tens:    [6]string{"", "", "cwancich", "drajsich", "fircich", "fynfcich"},
	ein:     [10]string{"", "ajn", "cwaj", "draj", "fir", "fynf", "zeks", "ziben", "acht", "nojn"},
	und:     " unt ",
	tens60:  [4]string{"zechcich", "zipcich", "achcich", "nojncich"},
	hundred: "hundert",
	two:     "cwajhundert",
}

// czech respells the words for a Czech voice: c for z, š for sch, v for
// w, j for the second part of ei and eu, y for ü, é for the long e, í for
// the long i.
var czech = respelling{
	words: map[Token]string{
		FileA: "Ana", FileB: "Bela", FileC: "Cézar", FileD: "Dávit",
		FileE: "Éva", FileF: "Féliks", FileG: "Gustaf", FileH: "Hektor",
		Rank1: "ajns", Rank2: "cvaj", Rank3: "draj", Rank4: "fír",
		Rank5: "fynf", Rank6: "zeks", Rank7: "zíben", Rank8: "acht",
		King: "kénich", Queen: "dáme", Rook: "turm", Bishop: "lojfer",
		Knight: "špringer", Pawn: "bauer",
		ShortCastle: "kurce rocháde", LongCastle: "lange rocháde",
		Captures: "šlékt", Check: "šach", Mate: "mat", Stalemate: "pat",
		EnPassant: "an pasan", PromotesTo: "umvandlunk in",

		White: "vajs", Black: "švarc", Move: "cúk",
		Hour: "štunde", Hours: "štunden", Minute: "minúte", Minutes: "minúten",
		Second: "zekunde", Seconds: "zekunden",
		Draw: "remí", DrawOffer: "remí angebót", Wins: "gevint",
		GameOver: "partí beendet", IllegalMove: "ilegáler cúk",
		CheckPosition: "štelunk prýfen", Touched: "berýrt",
		Place: "zecen", Remove: "entfernen", Clear: "rojmen",
		PositionOK: "štelunk in ordnunk", BoardConnected: "bret ferbunden",
		BoardDisconnected: "bret getrent", On: "auf",

		ToMove: "am cúk", TimeForfeit: "cajt ýberšrajtunk", Empty: "lér",
		One: "ajne", Still: "noch",
		MovesToControl: "cýge bis cúr cajtkontrole",
		MoveToControl:  "cúk bis cúr cajtkontrole",
		NoMove:         "kajn cúk", NewGameWord: "noje partí",
		SaveFailed: "špajchern félgešlágen", Saved: "partí gešpajchert",
		BoardNoAnswer: "bret antvortet nicht", Unknown: "unbekante anfráge",

		Help: "hilfe", Key: "taste", TimeWord: "cajt", Repeat: "víderhólen",
		LastMoves: "lecte cýge", Field: "felt", FileWord: "líníje",
		RankWord: "raje", PiecesWord: "figúren", Board: "bret",

		To: "nach", Discrepancy: "abvajchunk", At: "baj",

		Computer: "kompjútr", Hint: "tip", ExecuteMove: "cúk ausfýren",
		Better: "štét beser", Winning: "štét auf gevin", Equal: "ausgeglichen",
		MatesIn: "zect mat in", Comma: "koma", Level: "štúfe",
		SetUpStart: "gruntštelunk aufbauen", EngineRestarted: "kompjútr noj geštartet",
		TakeBack: "curyknémen", NullMove: "nulcúk",
		SetUpPosition: "štelunk aufbauen", MovesWord: "cýge",

		WhiteNom: "vajser", BlackNom: "švarcer", WhiteMasc: "vajsen", WhiteFem: "vajse",
		BlackMasc: "švarcen", BlackFem: "švarce", PawnAcc: "bauern",

		BoardBackAgain: "bret víder ferbunden", ConfirmNewGame: "noje partí beštétigen",
		GameInProgress: "partí lojft", StartPosition: "gruntštelunk", Resigns: "gípt auf",
		WhileAway: "vérent dér trenunk", BoardShowsMove: "bret cajkt štelunk nach cúk", Fields: "felder",
		CaughtUp: "nachgetrágen", OrderUnknown: "cúkfolge unklár", TakeBackLast: "lecten cúk curyknémen",
	},
	units:   [10]string{"nul", "ajns", "cvaj", "draj", "fír", "fynf", "zeks", "zíben", "acht", "nojn"},
	teens:   [10]string{"cén", "elf", "cvelf", "drajcén", "fírcén", "fynfcén", "zechcén", "zípcén", "achcén", "nojncén"},
	tens:    [6]string{"", "", "cvancich", "drajsich", "fírcich", "fynfcich"},
	ein:     [10]string{"", "ajn", "cvaj", "draj", "fír", "fynf", "zeks", "zíben", "acht", "nojn"},
	und:     " unt ",
	tens60:  [4]string{"zechcich", "zípcich", "achcich", "nojncich"},
	hundred: "hundert",
	two:     "cvajhundert",
}
