package ui

// The messages. A key whose text depends on a count (used with Plural or
// PluralErrorf) has its forms in the catalogues under key+".one" and
// key+".other"; its comment says "counts".
const (
	// Lines of the command line.
	ErrorLine     Key = "error-line"      // the line of a failed command: error
	UnknownUILang Key = "unknown-ui-lang" // --lang-ui value, codes
	NeedsOneFile  Key = "needs-one-file"  // command name
	UnknownLang   Key = "unknown-lang"    // quoted value, codes
	StandardInput Key = "standard-input"  // the name of standard input

	// Reading games.
	NoSuchFile     Key = "no-such-file"     // name
	CannotOpen     Key = "cannot-open"      // name, error
	IsAFolder      Key = "is-a-folder"      // name
	CannotRead     Key = "cannot-read"      // name, error
	GamesNotRead   Key = "games-not-read"   // counts: games
	NoGame         Key = "no-game"          // name
	ReadingStopped Key = "reading-stopped"  // error; a PGN comment
	FileHoldsGames Key = "file-holds-games" // counts: name, games, wanted game

	// Writing files.
	CannotWrite      Key = "cannot-write"       // name, error
	OutputNotRegular Key = "output-not-regular" // name
	OutputIsInput    Key = "output-is-input"    // output, input
	CannotMakeFolder Key = "cannot-make-folder" // folder, error

	// convert.
	ConvertNeedsTo Key = "convert-needs-to"
	UnknownTo      Key = "unknown-to" // quoted value

	// announce.
	UnknownSpelling    Key = "unknown-spelling" // quoted value
	UnknownScript      Key = "unknown-script"   // quoted value
	WAVNeedsVoice      Key = "wav-needs-voice"
	NoMoveToSay        Key = "no-move-to-say" // file not written
	SpeechIn           Key = "speech-in"      // file
	GameHeading        Key = "game-heading"   // number
	GamePlayers        Key = "game-players"   // White, Black
	GameLetters        Key = "game-letters"   // language
	Unknown            Key = "unknown"        // an unknown player
	White              Key = "white"
	Black              Key = "black"
	DrawOffered        Key = "draw-offered" // move number, move
	ResultLine         Key = "result-line"  // result words
	ResultWhiteWins    Key = "result-1-0"
	ResultBlackWins    Key = "result-0-1"
	ResultDraw         Key = "result-draw"
	ResultWhiteForfeit Key = "result-+/-"
	ResultBlackForfeit Key = "result--/+"
	ResultBothForfeit  Key = "result--/-"
	ResultUnfinished   Key = "result-*"

	// render.
	RenderNeedsArgs  Key = "render-needs-args"
	RenderNeedsVoice Key = "render-needs-voice"
	RenderFilesExist Key = "render-files-exist" // counts (other files): folder, first file, number of other files
	RenderStopped    Key = "render-stopped"     // counts (all games): done, all
	Rendered         Key = "rendered"           // counts: games, speech length, seconds, folder
	Progress         Key = "progress"           // counts (all games): done, all, percent, time left
	Seconds          Key = "seconds"            // seconds
	MinutesSeconds   Key = "minutes-seconds"    // minutes, seconds

	// braille.
	UnknownFormat          Key = "unknown-format" // quoted value
	DotsNeedDisplay        Key = "dots-need-display"
	WidthTooSmall          Key = "width-too-small"   // counts: width, least width
	LinesTooFew            Key = "lines-too-few"     // counts: lines, least lines
	GameCountsFrom1        Key = "game-counts-from1" // value
	GameNotReadFixIt       Key = "game-not-read"     // game, name
	ShowingOnDisplay       Key = "showing-on-display"
	BRLTTYUnreachable      Key = "brltty-unreachable" // host
	BRLTTYNoDisplay        Key = "brltty-no-display"  // error
	DisplayConnected       Key = "display-connected"  // cells
	DisplayLost            Key = "display-lost"       // error
	DisplayWriteFailed     Key = "display-write-failed"
	DisplayGivenBack       Key = "display-given-back"
	DisplayNeverConnected  Key = "display-never-connected"
	DisplayNoAnswerOnClose Key = "display-no-answer-on-close"
)
