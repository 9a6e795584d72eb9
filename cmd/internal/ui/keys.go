package ui

// The messages. A key whose text depends on a count (used with Plural or
// PluralErrorf) has its forms in the catalogues under key+".one" and
// key+".other"; its comment says "counts".
const (
	// Lines of the command line.
	ErrorLine      Key = "error-line"       // the line of a failed command: error
	UnknownUILang  Key = "unknown-ui-lang"  // --lang-ui value, codes
	NeedsOneFile   Key = "needs-one-file"   // command name
	UnknownLang    Key = "unknown-lang"     // quoted value, codes
	StandardInput  Key = "standard-input"   // the name of standard input
	UnknownFlag    Key = "unknown-flag"     // flag, command path
	FlagNeedsValue Key = "flag-needs-value" // flag, command path
	BadFlagValue   Key = "bad-flag-value"   // quoted value, flag, command path

	// Reading games.
	NoSuchFile     Key = "no-such-file"     // name
	CannotOpen     Key = "cannot-open"      // name, error
	IsAFolder      Key = "is-a-folder"      // name
	CannotRead     Key = "cannot-read"      // name, error
	GamesNotRead   Key = "games-not-read"   // counts: games
	NoGame         Key = "no-game"          // name
	ReadingStopped Key = "reading-stopped"  // error; a PGN comment
	FileHoldsGames Key = "file-holds-games" // counts: name, games, wanted game
	PlaceWhite     Key = "place-white"
	PlaceBlack     Key = "place-black"

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
	RenderNeedsArgs     Key = "render-needs-args"
	RenderNeedsVoice    Key = "render-needs-voice"
	RenderFilesExist    Key = "render-files-exist"    // counts (other files): folder, first file, number of other files
	RenderStopped       Key = "render-stopped"        // counts (all games): done, all
	Rendered            Key = "rendered"              // counts: games, speech length, seconds, folder
	Progress            Key = "progress"              // counts (all games): done, all, percent, time left
	Seconds             Key = "seconds"               // seconds
	MinutesSeconds      Key = "minutes-seconds"       // minutes, seconds
	HoursMinutesSeconds Key = "hours-minutes-seconds" // hours, minutes, seconds

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

	// play and demo: the game session.
	PlayBadSide           Key = "play-bad-side" // quoted value
	PlayAlertsNeedClock   Key = "play-alerts-need-clock"
	PlayBadAlert          Key = "play-bad-alert" // quoted value
	PlayResumeNeedsRecord Key = "play-resume-needs-record"
	PlayNoGameToResume    Key = "play-no-game-to-resume"  // file
	PlayRecordUnreadable  Key = "play-record-unreadable"  // file, error
	PlayRecordNotPGN      Key = "play-record-not-pgn"     // file, error
	PlayRecordUnwritable  Key = "play-record-unwritable"  // file, error
	PlayBoardConnected    Key = "play-board-connected"    // board
	PlayBoardDisconnected Key = "play-board-disconnected" // error
	PlayBoardWaiting      Key = "play-board-waiting"      // error
	PlayBoardNoAnswer     Key = "play-board-no-answer"    // error
	PlayMoveCorrected     Key = "play-move-corrected"     // move
	PlayNewGame           Key = "play-new-game"
	PlayBoardTurned       Key = "play-board-turned"
	PlaySaveFailed        Key = "play-save-failed"     // file, error
	PlaySaveRecovered     Key = "play-save-recovered"  // file
	PlayGameOver          Key = "play-game-over"       // result
	PlayRequestUnknown    Key = "play-request-unknown" // error
	PlayVoiceLacks        Key = "play-voice-lacks"     // error
	PlayClockMissing      Key = "play-clock-missing"
	PlayResuming          Key = "play-resuming"       // counts: file, half-moves
	PlayRecordAppends     Key = "play-record-appends" // counts: file, games
	PlayTakenBack         Key = "play-taken-back"     // counts: half-moves

	// play: the record, the game's life, the options.
	PlayRecordEmpty        Key = "play-record-empty"
	PlayRecordNotRegular   Key = "play-record-not-regular"  // file, kind (below)
	KindFolder             Key = "kind-folder"              // what a path is
	KindPipe               Key = "kind-pipe"                //
	KindSocket             Key = "kind-socket"              //
	KindDevice             Key = "kind-device"              //
	PlayRecordCannotGoOn   Key = "play-record-cannot-go-on" // file
	PlayRecordUnencodable  Key = "play-record-unencodable"  // file, encoding, character
	PlayResumeFinished     Key = "play-resume-finished"     // file, result
	PlayClockBoardNeedsDGT Key = "play-clock-board-needs-dgt"
	PlayEngineFlagAlone    Key = "play-engine-flag-alone" // flag name
	PlayBoardTwice         Key = "play-board-twice"       // port
	PlayTwoBoardsAuto      Key = "play-two-boards-auto"
	PlaySaved              Key = "play-saved"     // counts: file, half-moves
	PlayNotSaved           Key = "play-not-saved" // counts: half-moves

	// play --online: the record holds an earlier copy of the game joined
	// that parts from the server's.
	PlayRecordOnlineDiffers Key = "play-record-online-differs" // file, move number

	PlayNothingSaved       Key = "play-nothing-saved"
	PlayStartOnBoard       Key = "play-start-on-board" // board
	PlayStartOnTheBoard    Key = "play-start-on-the-board"
	PlayConfirmNewGame     Key = "play-confirm-new-game"     // seconds
	PlayEarlierOnBoard     Key = "play-earlier-on-board"     // board, move number, colour
	PlayEarlierOnTheBoard  Key = "play-earlier-on-the-board" // move number, colour
	PlayMovesWhileAway     Key = "play-moves-while-away"     // board
	PlayMovesWhileTheAway  Key = "play-moves-while-the-away"
	PlayBoardNDisconnected Key = "play-board-n-disconnected" // board, error
	PlayNoGameToEnd        Key = "play-no-game-to-end"
	PlayAlreadyOver        Key = "play-already-over"     // result
	PlayRequestTooLong     Key = "play-request-too-long" // characters

	// demo.
	DemoBadThink   Key = "demo-bad-think" // value
	DemoStarts     Key = "demo-starts"
	DemoIncomplete Key = "demo-incomplete" // followed, all
	DemoFinished   Key = "demo-finished"   // half-moves

	// play with two boards.
	PlayTooManyBoards     Key = "play-too-many-boards"     // count
	PlayProtocolsPerBoard Key = "play-protocols-per-board" // quoted value, boards
	PlayPieceTouched      Key = "play-piece-touched"       // board, piece and square
	PlayBoardNConnected   Key = "play-board-n-connected"   // board number, board

	// board detect and board emulate.
	BoardFound             Key = "board-found"              // protocol name, port
	BoardUnknownProtocol   Key = "board-unknown-protocol"   // quoted value
	EmulateUnknownProtocol Key = "emulate-unknown-protocol" // quoted value
	BoardNoPorts           Key = "board-no-ports"           // example port
	BoardNoAnswer          Key = "board-no-answer"          // ports tried
	EmulateNeedsProtocol   Key = "emulate-needs-protocol"
	EmulateBadSpeed        Key = "emulate-bad-speed" // value
	EmulateBadWait         Key = "emulate-bad-wait"  // value
	EmulateBadUnplug       Key = "emulate-bad-unplug"
	EmulateMillenniumTime  Key = "emulate-millennium-clock"
	EmulateReady           Key = "emulate-ready" // protocol name
	EmulateNoClient        Key = "emulate-no-client"
	EmulateCablePulled     Key = "emulate-cable-pulled"
	EmulateCableBack       Key = "emulate-cable-back"
	EmulateHandsLate       Key = "emulate-hands-late"      // square, half-move, milliseconds
	EmulatePlugFailed      Key = "emulate-plug-failed"     // error
	EmulateAllPlayed       Key = "emulate-all-played"      // counts: half-moves
	EmulateCannotDo        Key = "emulate-cannot-do"       // error
	EmulateUnknownCommand  Key = "emulate-unknown-command" // quoted line
	EmulateNoClock         Key = "emulate-no-clock"        // quoted line

	// voices.
	VoicesDefaultName    Key = "voices-default-name"
	VoicesMissingClips   Key = "voices-missing-clips" // the words, each quoted with its token key
	VoicesUnreadable     Key = "voices-unreadable"    // pack, error
	VoicesListPack       Key = "voices-list-pack"     // counts (clips): pack, name, language, rate, clips, licence
	VoicesNoLicence      Key = "voices-no-licence"
	VoicesTokensHeading  Key = "voices-tokens-heading"
	VoicesNotFolder      Key = "voices-not-folder"     // name
	VoicesCannotCompare  Key = "voices-cannot-compare" // pack, error
	VoicesPackProblems   Key = "voices-pack-problems"  // counts: pack, problems
	VoicesSummaryFine    Key = "voices-summary-fine"   // counts (clips): pack, clips, seconds, quietest, loudest, median
	VoicesSummaryBad     Key = "voices-summary-bad"    // counts: pack, problems
	VoicesWarning        Key = "voices-warning"        // the warning
	VoicesBalance        Key = "voices-balance"        // three bands in dB, then the three of natural speech
	VoicesClosest        Key = "voices-closest"        // group, pairs
	VoicesGroupFiles     Key = "voices-group-files"
	VoicesGroupRanks     Key = "voices-group-ranks"
	VoicesGroupPieces    Key = "voices-group-pieces"
	VoicesGroupNumbers   Key = "voices-group-numbers"
	VoicesGroupPhrases   Key = "voices-group-phrases"
	VoicesHasPack        Key = "voices-has-pack"       // folder
	VoicesHasClip        Key = "voices-has-clip"       // folder, clip file
	VoicesWrote          Key = "voices-wrote"          // counts (phrases): manifest, phrase list, phrases, clips folder
	VoicesSpeaking       Key = "voices-speaking"       // counts: phrases, espeak-ng voice
	VoicesBadEq          Key = "voices-bad-eq"         // quoted value
	VoicesOriginalsKept  Key = "voices-originals-kept" // folder
	VoicesBadRate        Key = "voices-bad-rate"       // rate, lowest, highest
	VoicesBadWPM         Key = "voices-bad-wpm"        // words per minute, lowest, highest
	VoicesWPMNeedsEspeak Key = "voices-wpm-needs-espeak"

	// compare.
	CompareNeedsTwo        Key = "compare-needs-two"
	CompareGame            Key = "compare-game"    // game number
	CompareOnlyIn          Key = "compare-only-in" // file
	CompareOtherStart      Key = "compare-other-start"
	CompareNoMove          Key = "compare-no-move"
	CompareWhite           Key = "compare-white"
	CompareBlack           Key = "compare-black"
	CompareFirstDifference Key = "compare-first-difference" // move number, side, move in A, move in B
	CompareIdentical       Key = "compare-identical"        // counts: plies

	// play against an engine.
	PlayLevelOrElo      Key = "play-level-or-elo"
	PlayBadLevel        Key = "play-bad-level" // level, highest
	PlayBadSearch       Key = "play-bad-search"
	PlayEngineRestarted Key = "play-engine-restarted" // the engine's sentence
	PlayEngineFailed    Key = "play-engine-failed"    // error
	PlayEngineThinking  Key = "play-engine-thinking"
	PlayNeedsEngine     Key = "play-needs-engine"
	PlayOpponentToMove  Key = "play-opponent-to-move"
	PlayMoveRefused     Key = "play-move-refused" // move (SAN), the server's reason
	PlayDrawOffered     Key = "play-draw-offered"
	PlayTakebackOffered Key = "play-takeback-offered"
	PlayChatArrived     Key = "play-chat-arrived" // how many
	PlayChatLine        Key = "play-chat-line"    // who, what
	PlayNoChat          Key = "play-no-chat"
	PlayOpponentLeft    Key = "play-opponent-left" // seconds
	PlayOpponentBack    Key = "play-opponent-back"
	PlayServerLost      Key = "play-server-lost" // the error
	PlayServerBack      Key = "play-server-back"
	PlayServerWait      Key = "play-server-wait"  // seconds
	PlayServerAsked     Key = "play-server-asked" // the request's label
	PlayNothingToAnswer Key = "play-nothing-to-answer"
	PlayNeedsBoardGame  Key = "play-needs-board-game"
	PlayNeedsServer     Key = "play-needs-server"
	OnlineTokenRefused  Key = "online-token-refused"
	OnlineNoToken       Key = "online-no-token"
	OnlineClockRefused  Key = "online-clock-refused"
	OnlineNoEngine      Key = "online-no-engine"
	OnlineBadServer     Key = "online-bad-server" // what was given
	OnlineJoined        Key = "online-joined"     // game address, own colour, opponent, opponent's rating
	OnlineNoGame        Key = "online-no-game"
	OnlineSeeking       Key = "online-seeking"        // time control
	OnlineChallengeSent Key = "online-challenge-sent" // who
	OnlineChallengeIn   Key = "online-challenge-in"   // who, rating, time control
	OnlineFailed        Key = "online-failed"         // the error
	OnlineLoggedIn      Key = "online-logged-in"      // account, file
	OnlineLoggedOut     Key = "online-logged-out"     // file
	OnlineNotLoggedIn   Key = "online-not-logged-in"
	OnlineTokenEmpty    Key = "online-token-empty"
	OnlineBadSeek       Key = "online-bad-seek"  // what was given
	OnlineBadColor      Key = "online-bad-color" // what was given
	OnlineOneWay        Key = "online-one-way"
	OnlineNeedsServer   Key = "online-needs-server"
	OnlineUnlimited     Key = "online-unlimited"
	OnlineSeekEnded     Key = "online-seek-ended"
	OnlineStreamLost    Key = "online-stream-lost"         // why
	OnlineDeclined      Key = "online-declined"            // who, the server's reason
	OnlineWithdrawn     Key = "online-challenge-withdrawn" // who
	PlayEngineStarted   Key = "play-engine-started"        // engine name, colour
	BrailleUnsupported  Key = "braille-unsupported"        // system

	// Boards and engines, for play.
	BoardMissing       Key = "board-missing"
	BoardIsFolder      Key = "board-is-folder"
	BoardIsFile        Key = "board-is-file"
	BoardIsOther       Key = "board-is-other"
	BoardWaitingFor    Key = "board-waiting-for"
	BoardNoAnswerProto Key = "board-no-answer-proto"
	BoardNoAnswerAny   Key = "board-no-answer-any"
	EngineCrashed      Key = "engine-crashed"
	EngineHung         Key = "engine-hung"
	EngineGarbage      Key = "engine-garbage"

	// voices check: the problems of a pack.
	ProblemManifest   Key = "problem-manifest"
	ProblemNoClip     Key = "problem-no-clip"
	ProblemNotToken   Key = "problem-not-token"
	ProblemUnreadable Key = "problem-unreadable"
	ProblemRate       Key = "problem-rate"
	ProblemClips      Key = "problem-clips"
	ProblemFlatTops   Key = "problem-flat-tops"
	ProblemSilent     Key = "problem-silent"
	ProblemNoise      Key = "problem-noise"
	ProblemEdges      Key = "problem-edges"
	ProblemLouder     Key = "problem-louder"
	ProblemQuieter    Key = "problem-quieter"
	ProblemBandLow    Key = "problem-band-low"
	ProblemBandHigh   Key = "problem-band-high"

	// braille with several games.
	BrailleGameLeftOut Key = "braille-game-left-out" // file, game
	BrailleGameFault   Key = "braille-game-fault"    // game, file, error
	BrailleNoGameRead  Key = "braille-no-game-read"  // file

	// Speech through a screen reader or the system's speech.
	SpeechThrough        Key = "speech-through"         // speech
	SpeechThroughAt      Key = "speech-through-at"      // speech, where (socket, file)
	SpeechThroughVoice   Key = "speech-through-voice"   // speech, voice
	SpeechOwnRate        Key = "speech-own-rate"        // speech
	SpeechFallback       Key = "speech-fallback"        // the reasons, joined
	SpeechOtherSystem    Key = "speech-other-system"    // speech
	SpeechNotRunning     Key = "speech-not-running"     // speech
	SpeechNotInstalled   Key = "speech-not-installed"   // speech
	SpeechNotStarted     Key = "speech-not-started"     // speech
	SpeechNotAllowed     Key = "speech-not-allowed"     // speech
	SpeechNoNVDAClient   Key = "speech-no-nvda-client"  // path
	SpeechFailed         Key = "speech-failed"          // speech
	SpeechToFile         Key = "speech-to-file"         // the --voice value
	SpeechBadSpeed       Key = "speech-bad-speed"       // speed
	SpeechBadVolume      Key = "speech-bad-volume"      // volume
	SpeechOneVoice       Key = "speech-one-voice"       // the --voice value
	RenderNeedsPack      Key = "render-needs-pack"      // the --voice value
	VoicesTestDone       Key = "voices-test-done"       // seconds
	VoicesTestUnfinished Key = "voices-test-unfinished" // duration
	VoicesTestNeedsVoice Key = "voices-test-needs-voice"

	// Facts of the libraries, worded: serial ports, boards, clocks, sound.
	PortPermission        Key = "port-permission"         // port, hint
	PortBusy              Key = "port-busy"               // port
	PortNotFound          Key = "port-not-found"          // port, hint
	PortOpenFailed        Key = "port-open-failed"        // port, error
	PortNone              Key = "port-none"               // hint
	PortPermissionLinux   Key = "port-permission-linux"   //
	PortPermissionMac     Key = "port-permission-mac"     //
	PortPermissionWindows Key = "port-permission-windows" //
	PortsHint             Key = "ports-hint"              // example port
	PortsHintWindows      Key = "ports-hint-windows"      // example port
	BoardVersion          Key = "board-version"           // version
	BoardSerial           Key = "board-serial"            // serial number
	BoardOnPort           Key = "board-on-port"           // port
	BoardDemo             Key = "board-demo"              //
	ClockBadHMS           Key = "clock-bad-h-m-s"         //
	SoundNoDevice         Key = "sound-no-device"         //
	SoundFallbackWAV      Key = "sound-fallback-w-a-v"    // file
	SpeechBadTiming       Key = "speech-bad-timing"       // flag name, value, most
	TCCannotRead          Key = "t-c-cannot-read"         // quoted input, reason
	TCPeriod              Key = "t-c-period"              // period, reason
	TCEmpty               Key = "t-c-empty"               //
	TCUnknown             Key = "t-c-unknown"             //
	TCSandglass           Key = "t-c-sandglass"           //
	TCTooManyPeriods      Key = "t-c-too-many-periods"    // most periods
	TCPeriodEmpty         Key = "t-c-period-empty"        //
	TCBadMoves            Key = "t-c-bad-moves"           // quoted part, most moves
	TCZeroTime            Key = "t-c-zero-time"           //
	TCRestNotLast         Key = "t-c-rest-not-last"       //
	TCTimeMissing         Key = "t-c-time-missing"        //
	TCTooLong             Key = "t-c-too-long"            // quoted part, hours
	TCNotATime            Key = "t-c-not-a-time"          // quoted part
	TCNoUnit              Key = "t-c-no-unit"             // quoted part
	TCUnitOrder           Key = "t-c-unit-order"          // quoted part
	TCBadUnit             Key = "t-c-bad-unit"            // quoted letter, quoted part

	// Facts of the libraries, worded: Braille, the emulator, voice packs.
	BrlapiVersion          Key = "brlapi-version"            // server protocol, client protocol
	BrlapiKeyRefused       Key = "brlapi-key-refused"        //
	BrlapiKeyUnreadable    Key = "brlapi-key-unreadable"     // path, error
	BrailleMoveTooWide     Key = "braille-move-too-wide"     // move number, cells, cells needed
	EmulateBadButton       Key = "emulate-bad-button"        // quoted line
	EmulateNoFEN           Key = "emulate-no-f-e-n"          // quoted line
	EmulateNoMove          Key = "emulate-no-move"           // quoted line
	EmulateFailed          Key = "emulate-failed"            // quoted line, reason
	EmulateNotALink        Key = "emulate-not-a-link"        // path
	EmulateFolderNotALink  Key = "emulate-folder-not-a-link" // path
	VoicesEqualized        Key = "voices-equalized"          // before, after, three gains
	VoicesNotTidied        Key = "voices-not-tidied"         // folder, clips
	TidyClipped            Key = "tidy-clipped"              // file, places
	TidyFlatTops           Key = "tidy-flat-tops"            // file, places
	TidySilent             Key = "tidy-silent"               // file, dBFS
	TidyNoise              Key = "tidy-noise"                // file, dB, dB
	TidyOriginalUnreadable Key = "tidy-original-unreadable"  // file, recording, error
	TidyNameTaken          Key = "tidy-name-taken"           // file, WAV name, token
	TidyNoSpeech           Key = "tidy-no-speech"            // file
	TidyNotKept            Key = "tidy-not-kept"             // file, folder, error
	TidyFailed             Key = "tidy-failed"               // file, error
	TidyRecordUnreadable   Key = "tidy-record-unreadable"    // file, error
	TidyRecordBad          Key = "tidy-record-bad"           // file, error
	VoicesPhrasesFor       Key = "voices-phrases-for"        // name, language
	VoicesPhrasesRecord    Key = "voices-phrases-record"     // Hz
	VoicesPhrasesSpeak     Key = "voices-phrases-speak"      //
	VoicesPhrasesThen      Key = "voices-phrases-then"       // folder, folder
	VoicesNoEspeak         Key = "voices-no-espeak"          //
	VoicesNoEspeakVoice    Key = "voices-no-espeak-voice"    // quoted voice
	VoicesPackMissing      Key = "voices-pack-missing"       // folder, manifest
	VoicesPackNotFolder    Key = "voices-pack-not-folder"    // name, manifest
	VoicesClipFormat       Key = "voices-clip-format"        // file, base name
	VoicesConvertAudio     Key = "voices-convert-audio"      // error
	WAVTooLong             Key = "w-a-v-too-long"            // hours, GB, hours, Hz

	// Requests typed or keyed during play.
	ReqEmpty        Key = "req-empty"         //
	ReqUnknown      Key = "req-unknown"       // quoted word
	ReqTooMany      Key = "req-too-many"      // word, words given
	ReqNoArgument   Key = "req-no-argument"   // word
	ReqBadLevel     Key = "req-bad-level"     // lowest, highest, quoted value
	ReqBadLast      Key = "req-bad-last"      // lowest, highest, quoted value
	ReqBadSquare    Key = "req-bad-square"    // quoted value
	ReqBadFile      Key = "req-bad-file"      // quoted value
	ReqBadRank      Key = "req-bad-rank"      // quoted value
	ReqBadPieces    Key = "req-bad-pieces"    // quoted value
	ReqBadResign    Key = "req-bad-resign"    // quoted value
	ReqBadResult    Key = "req-bad-result"    // quoted value
	ReqBadPromotion Key = "req-bad-promotion" // piece typed, the piece words
	KeyWaitSquare   Key = "key-wait-square"   //
	KeyWaitFile     Key = "key-wait-file"     //
	KeyWaitRank     Key = "key-wait-rank"     //
	KeyCancelled    Key = "key-cancelled"     //
	KeyBad          Key = "key-bad"           // key
	EngineNotFound  Key = "engine-not-found"  // quoted name

	// The help of play: the keys and the typed words, one group a line.
	HelpIntro       Key = "help-intro"        //
	HelpKeysInfo    Key = "help-keys-info"    //
	HelpKeysPieces  Key = "help-keys-pieces"  //
	HelpKeysPrefix  Key = "help-keys-prefix"  //
	HelpKeysEngine  Key = "help-keys-engine"  //
	HelpKeysArrows  Key = "help-keys-arrows"  //
	HelpTypedInfo   Key = "help-typed-info"   // words
	HelpTypedGame   Key = "help-typed-game"   // words
	HelpTypedEngine Key = "help-typed-engine" // words
	HelpTypedOnline Key = "help-typed-online" // words
	HelpAlsoEnglish Key = "help-also-english" //

	// Two boards and the engine during play.
	PlayBoardsDifferAt  Key = "play-boards-differ-at" // move number, side, move on board 1, move on board 2
	EngineReasonIllegal Key = "engine-reason-illegal" //
	EngineReasonCrashed Key = "engine-reason-crashed" //
	EngineReasonHung    Key = "engine-reason-hung"    //
	EngineReasonGarbage Key = "engine-reason-garbage" //
	EngineGaveUp        Key = "engine-gave-up"        // failures

	// The engine's queue.
	EngineReasonBusy Key = "engine-reason-busy" //

	// Braille signs of --sign.
	SignNoEquals    Key = "sign-no-equals"     // quoted setting
	SignBadPawnFrom Key = "sign-bad-pawn-from" // quoted setting
	SignUnknown     Key = "sign-unknown"       // quoted name, the names
	SignBadCells    Key = "sign-bad-cells"     // quoted setting, error
	SignEightDot    Key = "sign-eight-dot"     // quoted setting
	SignBlank       Key = "sign-blank"         // quoted setting

	// Braille cells written by hand.
	CellsNotPattern Key = "cells-not-pattern" // character number
	CellsNotDots    Key = "cells-not-dots"    // quoted part
	CellsDotTwice   Key = "cells-dot-twice"   // dot, quoted part
)

// Boards over Bluetooth and the local transport.
const (
	BLENeedsCgo          Key = "ble-needs-cgo"         // system
	TransportUnavailable Key = "transport-unavailable" // transport, system
	BoardNeedsProtocol   Key = "board-needs-protocol"  // address
	BoardBadMAC          Key = "board-bad-mac"         // quoted address
	BoardBadChannel      Key = "board-bad-channel"     // quoted address
	BoardEmptyAddress    Key = "board-empty-address"   // quoted address
	BoardLinkFailed      Key = "board-link-failed"     // address, error
	BluetoothAdapter     Key = "bluetooth-adapter"     // error
	ScanLooking          Key = "scan-looking"          // seconds
	ScanFound            Key = "scan-found"            // name, kind, address, signal in dBm
	ScanNoName           Key = "scan-no-name"          // a device that gives no name
	ScanNotABoard        Key = "scan-not-a-board"      // the kind of a device that is no known board
	ScanNoSignal         Key = "scan-no-signal"        // name, kind, address (no signal strength reported)
	ScanNone             Key = "scan-none"             // seconds
	ScanBadWait          Key = "scan-bad-wait"         // value
	PlayPromotionAsked   Key = "play-promotion-asked"  // square, the request with its piece words
	PlayPromotionKnown   Key = "play-promotion-known"  // square, the move
	// Following the board when it could not be followed move by move.
	PlayMovesCaughtUp    Key = "play-moves-caught-up"
	PlayOrderUnknown     Key = "play-order-unknown"
	PlayBoardAmbiguous   Key = "play-board-ambiguous"    // squares
	PlayBattery          Key = "play-battery"            // percent
	PlayBatteryCharging  Key = "play-battery-charging"   // percent
	PlayBatteryVolts     Key = "play-battery-volts"      // volts
	PlayNoBattery        Key = "play-no-battery"         // the board cannot say its battery
	PlayBatteryNoBoard   Key = "play-battery-no-board"   // no board connected to ask
	PlayBadPromotionWait Key = "play-bad-promotion-wait" // value
	PlayBadHandRest      Key = "play-bad-hand-rest"      // value
	EmulateNotASocket    Key = "emulate-not-a-socket"    // path
)

// Errors that are no fact of a library, worded by their kind: a system
// error by what it means or by its number, an error of Go's library by
// what it says, any other by its type.
const (
	UnexpectedError Key = "unexpected-error" // the type of the error
	SysError        Key = "sys-error"        // the system's number of the error
	SysNotFound     Key = "sys-not-found"
	SysNoPermission Key = "sys-no-permission"
	SysBusy         Key = "sys-busy"
	SysGone         Key = "sys-gone"
	SysIO           Key = "sys-io"
	SysTimedOut     Key = "sys-timed-out"
	SysNoSpace      Key = "sys-no-space"
	SysReadOnly     Key = "sys-read-only"
	SysIsFolder     Key = "sys-is-folder"
	SysNotFolder    Key = "sys-not-folder"
	SysExists       Key = "sys-exists"
	SysRefused      Key = "sys-refused"
	SysClosed       Key = "sys-closed"
	SysUnreachable  Key = "sys-unreachable"
	SysCancelled    Key = "sys-cancelled"
	SysEnded        Key = "sys-ended"
	SysExitStatus   Key = "sys-exit-status" // status
	SysNotJSON      Key = "sys-not-json"    // byte offset
	SysNotNumber    Key = "sys-not-number"  // quoted text
)

// Facts of the libraries without fields: boards, clocks.
const (
	BoardNoReply          Key = "board-no-reply"
	BoardNotConnected     Key = "board-not-connected"
	NotABoard             Key = "not-a-board"
	BoardBadAddress       Key = "board-bad-address"
	TransportNotAvailable Key = "transport-not-available"
	ClockNotRunning       Key = "clock-not-running"
	ClockNotTurn          Key = "clock-not-turn"
	ClockFlagFallen       Key = "clock-flag-fallen"
)

// Facts of the libraries: Braille, sound, speech; the parts of a list.
const (
	NoBRLTTY         Key = "no-brltty"
	AudioUnsupported Key = "audio-unsupported"
	SpeechNotToFile  Key = "speech-not-to-file"
	SpeechWhere      Key = "speech-where" // reason, where the speech was looked for
	Labelled         Key = "labelled"     // a thing, and what of it (a place and its error)
	List             Key = "list"         // the parts, joined
)

// Facts of the libraries: the data of boards, the emulator, speech
// servers, BRLTTY, files, the engine's options.
const (
	BoardBadData            Key = "board-bad-data" // byte offset
	HeldErrors              Key = "held-errors"    // error, how many more
	EmulatorNoSocketPath    Key = "emulator-no-socket-path"
	EmulatorNoClock         Key = "emulator-no-clock"
	EmulatorUnsupported     Key = "emulator-unsupported"
	EmulatorUnknownProtocol Key = "emulator-unknown-protocol"
	EmulatorClosed          Key = "emulator-closed"
	EmulatorUnknownCommand  Key = "emulator-unknown-command"
	PtyUnsupported          Key = "pty-unsupported"
	SpeechdBadAddress       Key = "speechd-bad-address" // quoted value
	SpeechdRefused          Key = "speechd-refused"     // command, reply code
	SpeechdClosed           Key = "speechd-closed"
	SpeechdGarbled          Key = "speechd-garbled" // line
	BRLTTYGarbled           Key = "brltty-garbled"  // byte offset
	BRLTTYTaken             Key = "brltty-taken"
	BRLTTYBusy              Key = "brltty-busy"
	BRLTTYAuthFailed        Key = "brltty-auth-failed"
	BRLTTYError             Key = "brltty-error" // BRLTTY's error number
	BRLTTYNoAnswer          Key = "brltty-no-answer"
	BRLTTYNotAt             Key = "brltty-not-at" // where
	BRLTTYNoCells           Key = "brltty-no-cells"
	BRLTTYClosed            Key = "brltty-closed"
	BRLTTYOutOfTurn         Key = "brltty-out-of-turn"
	BrlapiKeyEmpty          Key = "brlapi-key-empty"     // path
	BrlapiKeyTooLarge       Key = "brlapi-key-too-large" // path
	BrlapiNoAuthMethod      Key = "brlapi-no-auth-method"
	VoicePackUnusable       Key = "voice-pack-unusable" // folder
	BrlapiBadHost           Key = "brlapi-bad-host"     // the address
	NotRegular              Key = "not-regular"
	BoardUnusable           Key = "board-unusable"
	EngineClosed            Key = "engine-closed"
	EngineNoLegalMove       Key = "engine-no-legal-move"
	EngineOption            Key = "engine-option"   // option, why
	OptionUnknown           Key = "option-unknown"  // engine
	OptionNoElo             Key = "option-no-elo"   // engine
	OptionNoLevel           Key = "option-no-level" // engine
	OptionLineBreak         Key = "option-line-break"
	OptionNotNumber         Key = "option-not-number"
	OptionOutOfRange        Key = "option-out-of-range" // lowest, highest
	OptionNotBool           Key = "option-not-bool"
	OptionNotOneOf          Key = "option-not-one-of" // the values
	OptionButton            Key = "option-button"
)

// The command line: commands and their arguments.
const (
	UnknownCommand Key = "unknown-command" // quoted name, command path
	WrongArgs      Key = "wrong-args"      // command path, command path
)

// Reading moves, PGN files and FENs (package notation): where, and why
// not.
const (
	PGNAt                Key = "pgn-at"          // game, line, byte offset, reason
	PGNAtMove            Key = "pgn-at-move"     // game, move number, side, line, byte offset, reason
	MoveUnreadable       Key = "move-unreadable" // quoted move, reason
	MoveNotUTF8          Key = "move-not-utf8"
	MoveTooLong          Key = "move-too-long"
	MoveEmpty            Key = "move-empty"
	MoveNoCastleShort    Key = "move-no-castle-short"  // side
	MoveNoCastleLong     Key = "move-no-castle-long"   // side
	MoveNotPieceLetter   Key = "move-not-piece-letter" // quoted letter, language
	MoveTooManyCoords    Key = "move-too-many-coords"
	MoveOffBoard         Key = "move-off-board"
	MoveBadPromotion     Key = "move-bad-promotion" // quoted text, language
	MoveLeftOver         Key = "move-left-over"     // quoted text
	MoveSquareOrder      Key = "move-square-order"
	MoveNoTarget         Key = "move-no-target"
	MoveOnlyPawnPromotes Key = "move-only-pawn-promotes"
	MoveNoCastleRook     Key = "move-no-castle-rook"  // side
	MoveIllegal          Key = "move-illegal"         // side
	MoveNeedsPromotion   Key = "move-needs-promotion" // the moves it could be
	MoveAmbiguous        Key = "move-ambiguous"       // the moves it could be
	Alternatives         Key = "alternatives"         // one thing, the other
	PGNOpenComment       Key = "pgn-open-comment"
	PGNOpenVariation     Key = "pgn-open-variation"
	PGNStrayParen        Key = "pgn-stray-paren"
	PGNBadNAG            Key = "pgn-bad-nag"
	PGNStrayClose        Key = "pgn-stray-close" // the bracket
	PGNTagNoName         Key = "pgn-tag-no-name"
	PGNTagNoValue        Key = "pgn-tag-no-value"   // quoted tag
	PGNTagValueOpen      Key = "pgn-tag-value-open" // quoted tag
	PGNTagOpen           Key = "pgn-tag-open"       // quoted tag
	PGNVariant           Key = "pgn-variant"        // quoted variant
	PGNNullInCheck       Key = "pgn-null-in-check"  // quoted null move, side
	PGNTooLong           Key = "pgn-too-long"       // MiB
	FENUnreadable        Key = "fen-unreadable"     // quoted FEN, reason
	FENFields            Key = "fen-fields"
	FENRanks             Key = "fen-ranks"
	FENRankLong          Key = "fen-rank-long"    // rank
	FENPieceLetter       Key = "fen-piece-letter" // quoted letter
	FENRankShort         Key = "fen-rank-short"   // rank, squares
	FENSide              Key = "fen-side"
	FENCastling          Key = "fen-castling"   // quoted rights, reason
	FENEnPassant         Key = "fen-en-passant" // quoted square
	FENHalfmove          Key = "fen-halfmove"   // quoted text
	FENFullmove          Key = "fen-fullmove"   // quoted text
	FENKings             Key = "fen-kings"      // side, kings
	FENPawnRank          Key = "fen-pawn-rank"
	FENNotToMoveInCheck  Key = "fen-not-to-move-in-check"
	FENCastlingLetter    Key = "fen-castling-letter" // quoted letter
	BadSquare            Key = "bad-square"          // quoted text
	Unencodable          Key = "unencodable"         // quoted character, encoding
)

// The ways to a board (devices.TransportError): what went wrong.
const (
	TransportClosed       Key = "transport-closed"
	TransportGone         Key = "transport-gone"
	TransportBusy         Key = "transport-busy"
	TransportNoPermission Key = "transport-no-permission"
	TransportNotFound     Key = "transport-not-found"
	TransportTimedOut     Key = "transport-timed-out"
	TransportFailed       Key = "transport-failed" // the system's error
)

// Facts of the table of board protocols.
const (
	BoardNoProtocol Key = "board-no-protocol"
	ProtocolBad     Key = "protocol-bad"
)

// The outputs of a running game: printed lines a reader did not take, the
// sound device.
const (
	PlayLinesDropped Key = "play-lines-dropped" // counts: lines not printed
	PlaySoundWaiting Key = "play-sound-waiting" // no sound device: the game goes on without speech
	PlaySoundBack    Key = "play-sound-back"    // a sound device appeared
)

// The settings file and rochade config.
const (
	ConfigBadValue       Key = "config-bad-value"       // file, line, key, value, why
	ConfigBadSet         Key = "config-bad-set"         // key, value, why
	ConfigWantText       Key = "config-want-text"       // why: the setting takes a text
	ConfigWantSwitch     Key = "config-want-switch"     // why: true or false
	ConfigWantWhole      Key = "config-want-whole"      // why: a whole number
	ConfigWantNumber     Key = "config-want-number"     // why: a number
	ConfigWantDuration   Key = "config-want-duration"   // why: a time
	ConfigWantList       Key = "config-want-list"       // why: a text or a list of texts
	ConfigOneOf          Key = "config-one-of"          // why: the values allowed
	ConfigOneValue       Key = "config-one-value"       // why: one value only
	ConfigNotUTF8        Key = "config-not-utf8"        // why: not UTF-8
	ConfigRange          Key = "config-range"           // why: lowest, highest
	ConfigExample        Key = "config-example"         // why: an example of the form
	ConfigSyntax         Key = "config-syntax"          // file, line, the line's text, why
	ConfigSyntaxUnquoted Key = "config-syntax-unquoted" // why
	ConfigSyntaxUnclosed Key = "config-syntax-unclosed" // why
	ConfigSyntaxLine     Key = "config-syntax-line"     // why
	ConfigSyntaxNumber   Key = "config-syntax-number"   // why
	ConfigSyntaxEncoding Key = "config-syntax-encoding" // why
	ConfigSyntaxOther    Key = "config-syntax-other"    // why
	ConfigTwice          Key = "config-twice"           // file, line, key, line of the first
	ConfigUnknownKey     Key = "config-unknown-key"     // file, line, key
	ConfigNoSetting      Key = "config-no-setting"      // key
	ConfigSaved          Key = "config-saved"           // file, key, value
	ConfigFile           Key = "config-file"            // file
	ConfigNoFile         Key = "config-no-file"         // file
	ConfigDefaults       Key = "config-defaults"        // counts: settings with their defaults
	ConfigDefault        Key = "config-default"         // the note after a default value
	ConfigTooLarge       Key = "config-too-large"       // file
	ConfigNotChanged     Key = "config-not-changed"     // file

	// Names of the settings in the menu and on the settings page, and of their choices.
	SettingBoard       Key = "setting-board"
	SettingProtocol    Key = "setting-protocol"
	SettingSide        Key = "setting-side"
	SettingOpponent    Key = "setting-opponent"
	SettingLevel       Key = "setting-level"
	SettingClock       Key = "setting-clock"
	SettingLanguage    Key = "setting-language"
	SettingVoice       Key = "setting-voice"
	SettingSpeed       Key = "setting-speed"
	SettingVolume      Key = "setting-volume"
	SettingVoiceBlack  Key = "setting-voice-black"
	SettingTouch       Key = "setting-touch"
	SettingBraille     Key = "setting-braille"
	SettingServer      Key = "setting-server"       // the server of online games
	SettingSeek        Key = "setting-seek"         // the time control of an online game sought
	SettingChallenge   Key = "setting-challenge"    // the player an online game challenges
	ChoiceAuto         Key = "choice-auto"          // the board found by itself
	ChoicePerson       Key = "choice-person"        // the opponent is a person
	ChoiceComputer     Key = "choice-computer"      // the opponent is the engine
	ChoiceOnline       Key = "choice-online"        // the opponent is an online game's
	ChoiceNoSeek       Key = "choice-no-seek"       // no game sought online: a challenge is waited for
	ChoiceFullStrength Key = "choice-full-strength" // the engine's level 0
	ChoiceNoClock      Key = "choice-no-clock"
	ChoiceBoardClock   Key = "choice-board-clock"
	ChoiceVoiceBuiltIn Key = "choice-voice-built-in"
	ChoiceVoiceSystem  Key = "choice-voice-system"
	ChoiceVoiceNone    Key = "choice-voice-none"
	ChoiceSameVoice    Key = "choice-same-voice" // Black's voice: the same as White's
	ChoiceOn           Key = "choice-on"
	ChoiceOff          Key = "choice-off"

	// rochade appliance install and uninstall.
	ServiceUserCreated   Key = "service-user-created"   // user, groups
	ServiceUserExists    Key = "service-user-exists"    // user, groups
	ServiceConfigMade    Key = "service-config-made"    // file
	ServiceConfigKept    Key = "service-config-kept"    // file
	ServiceUnitWritten   Key = "service-unit-written"   // file
	ServiceRuleWritten   Key = "service-rule-written"   // file
	ServiceEnabled       Key = "service-enabled"        // unit
	ServiceStarted       Key = "service-started"        // unit, unit
	ServiceStopped       Key = "service-stopped"        // unit
	ServiceRemoved       Key = "service-removed"        // file
	ServiceUserRemoved   Key = "service-user-removed"   // user, games folder, settings file
	ServiceNotInstalled  Key = "service-not-installed"  // unit
	ServiceNoSystemd     Key = "service-no-systemd"     //
	ServiceNotRoot       Key = "service-not-root"       // subcommand
	ServiceNotExecutable Key = "service-not-executable" // program, program
	ServiceCommandFailed Key = "service-command-failed" // command, its output or error
	ServiceNoGroups      Key = "service-no-groups"      // the groups list when empty
	ServiceNoUser        Key = "service-no-user"        //

	// The keypad.
	KeypadFound       Key = "keypad-found"       // name
	KeypadGone        Key = "keypad-gone"        // name
	KeypadOpenFailed  Key = "keypad-open-failed" // path, error
	KeypadNotKeypad   Key = "keypad-not-keypad"  // path
	KeypadNoKeys      Key = "keypad-no-keys"     // why
	KeypadUnsupported Key = "keypad-unsupported" // system
	KeypadCutRecord   Key = "keypad-cut-record"  // bytes, record size

	// The submenus of the appliance's menu.
	MenuGame   Key = "menu-game"   // the requests of the game's course
	MenuSpeech Key = "menu-speech" // the voice's settings
	MenuBoard  Key = "menu-board"  // the board's settings
	MenuOnline Key = "menu-online" // the online game's settings

	// The appliance's own lines, said aloud and printed (see Said), and
	// its menu's lines, labels and the words of values said aloud.
	ApplianceReady        Key = "appliance-ready"         //
	ApplianceNoBoard      Key = "appliance-no-board"      //
	ApplianceBoardFound   Key = "appliance-board-found"   // the board's name
	ApplianceBoardNFound  Key = "appliance-board-n-found" // board number, the board's name
	ApplianceResumed      Key = "appliance-resumed"       // the number of the move it goes on with
	ApplianceBadValue     Key = "appliance-bad-value"     // setting, value
	ApplianceBadFile      Key = "appliance-bad-file"      // line
	ApplianceNoFile       Key = "appliance-no-file"       //
	ApplianceClash        Key = "appliance-clash"         //
	ApplianceOnlineFailed Key = "appliance-online-failed" // the online game did not begin: tried again in a minute
	ApplianceKeypad       Key = "appliance-keypad"        //
	MenuOpened            Key = "menu-opened"             // the first item's line
	MenuValue             Key = "menu-value"              // item, its value
	MenuSubmenu           Key = "menu-submenu"            // item
	MenuChosen            Key = "menu-chosen"             // the value in use
	MenuSaved             Key = "menu-saved"              // item, value
	MenuSavedNext         Key = "menu-saved-next"         // item, value: it applies to the next game
	MenuNotSaved          Key = "menu-not-saved"          // item, value
	MenuConfirm           Key = "menu-confirm"            // item
	MenuEmpty             Key = "menu-empty"              //
	MenuClosed            Key = "menu-closed"             //
	MenuGames             Key = "menu-games"              // the submenu of the saved games
	MenuSystem            Key = "menu-system"             // the submenu of the machine
	MenuSavedGames        Key = "menu-saved-games"        // the item that counts them
	MenuLastGame          Key = "menu-last-game"          // the item that says its moves
	MenuLastMoves         Key = "menu-last-moves"         // the moves
	MenuNoGame            Key = "menu-no-game"            //
	MenuCopy              Key = "menu-copy"               // the item that copies the games to a USB stick
	MenuCopying           Key = "menu-copying"            //
	MenuCopied            Key = "menu-copied"             // counts: games
	MenuNoStick           Key = "menu-no-stick"           //
	MenuCopyFailed        Key = "menu-copy-failed"        //
	MenuScan              Key = "menu-scan"               // the item that looks for Bluetooth boards
	MenuScanning          Key = "menu-scanning"           //
	MenuAddress           Key = "menu-address"            // the item of the network address
	MenuNoNetwork         Key = "menu-no-network"         // the address when there is none
	MenuPairing           Key = "menu-pairing"            // the item that says a pairing code
	MenuVersion           Key = "menu-version"            // the item of Rochade's version
	MenuRestart           Key = "menu-restart"            // the item that restarts the machine
	MenuShutDown          Key = "menu-shut-down"          // the item that shuts the machine down
	MenuRestarting        Key = "menu-restarting"         //
	MenuShuttingDown      Key = "menu-shutting-down"      //
	MenuPowerFailed       Key = "menu-power-failed"       //
	SayPoint              Key = "say-point"               // "." in a value said aloud
	SayPlus               Key = "say-plus"                // "+"
	SayMinus              Key = "say-minus"               // "-"
	SaySlash              Key = "say-slash"               // "/"
	SayColon              Key = "say-colon"               // ":"
	SayComma              Key = "say-comma"               // ","
	SayOther              Key = "say-other"               // any other sign

	// What the appliance says of the notices a player without a screen
	// must hear: a challenge that came in (said in parts: who, then the
	// colour if the challenger chose one, then how to answer), the
	// online game begun, every phone unpaired or not.
	ApplianceChallengeCasual Key = "appliance-challenge-casual" // who, rating, time control
	ApplianceChallengeRated  Key = "appliance-challenge-rated"  // who, rating, time control
	ApplianceChallengeWhite  Key = "appliance-challenge-white"  // the player would play White
	ApplianceChallengeBlack  Key = "appliance-challenge-black"  // the player would play Black
	ApplianceChallengeAnswer Key = "appliance-challenge-answer" // the menu's submenu, the request accept, the request decline
	ApplianceJoinedWhite     Key = "appliance-joined-white"     // the opponent, the opponent's rating
	ApplianceJoinedBlack     Key = "appliance-joined-black"     // the opponent, the opponent's rating
	ApplianceUnpairFailed    Key = "appliance-unpair-failed"    //

	// What the appliance says of the other lines of the online game:
	// before it (waiting for a challenge, a seek placed or ended, a
	// challenge sent, declined or withdrawn, why the game did not
	// begin) and during it (the connection, the server's pauses, the
	// opponent's offers and absence, what was sent, what the server
	// refused). play prints its own lines for them.
	ApplianceNoGame             Key = "appliance-no-game"             //
	ApplianceSeeking            Key = "appliance-seeking"             // time control
	ApplianceSeekEnded          Key = "appliance-seek-ended"          //
	ApplianceChallengeSent      Key = "appliance-challenge-sent"      // who
	ApplianceChallengeDeclined  Key = "appliance-challenge-declined"  // who
	ApplianceChallengeWithdrawn Key = "appliance-challenge-withdrawn" // who
	ApplianceTokenRefused       Key = "appliance-token-refused"       //
	ApplianceNoToken            Key = "appliance-no-token"            //
	ApplianceUnreachable        Key = "appliance-unreachable"         //
	ApplianceRateLimited        Key = "appliance-rate-limited"        //
	ApplianceServerLost         Key = "appliance-server-lost"         //
	ApplianceServerBack         Key = "appliance-server-back"         //
	ApplianceServerWait         Key = "appliance-server-wait"         // counts: seconds
	ApplianceDrawOffered        Key = "appliance-draw-offered"        // then ApplianceChallengeAnswer
	ApplianceTakebackOffered    Key = "appliance-takeback-offered"    // then ApplianceChallengeAnswer
	ApplianceOpponentLeft       Key = "appliance-opponent-left"       // counts: seconds until the win may be claimed
	ApplianceClaimAnswer        Key = "appliance-claim-answer"        // the menu's submenu, the request claim
	ApplianceOpponentBack       Key = "appliance-opponent-back"       //
	ApplianceServerAsked        Key = "appliance-server-asked"        // the request's label
	ApplianceNothingToAnswer    Key = "appliance-nothing-to-answer"   //
	ApplianceServerSaidNo       Key = "appliance-server-said-no"      //
	ApplianceMoveRefused        Key = "appliance-move-refused"        //
	ApplianceOpponentToMove     Key = "appliance-opponent-to-move"    //
	ApplianceNeedsBoardGame     Key = "appliance-needs-board-game"    //
)

// Said are the messages the appliance says aloud as well as prints: its
// own lines, its menu's lines and the labels of its items and values.
// The text of each between its verbs is a clip of the language's prompt
// pack (package spoken), so that every voice can say it.
var Said = []Key{
	ApplianceReady, ApplianceNoBoard, ApplianceBoardFound, ApplianceBoardNFound, ApplianceResumed,
	ApplianceBadValue, ApplianceBadFile, ApplianceNoFile, ApplianceClash, ApplianceKeypad, ApplianceOnlineFailed,
	ApplianceChallengeCasual, ApplianceChallengeRated, ApplianceChallengeWhite, ApplianceChallengeBlack,
	ApplianceChallengeAnswer, ApplianceJoinedWhite, ApplianceJoinedBlack, ApplianceUnpairFailed,
	ApplianceNoGame, ApplianceSeeking, ApplianceSeekEnded, ApplianceChallengeSent, ApplianceChallengeDeclined,
	ApplianceChallengeWithdrawn, ApplianceTokenRefused, ApplianceNoToken, ApplianceUnreachable, ApplianceRateLimited,
	ApplianceServerLost, ApplianceServerBack, ApplianceServerWait, ApplianceDrawOffered, ApplianceTakebackOffered,
	ApplianceOpponentLeft, ApplianceClaimAnswer, ApplianceOpponentBack, ApplianceServerAsked, ApplianceNothingToAnswer,
	ApplianceServerSaidNo, ApplianceMoveRefused, ApplianceOpponentToMove, ApplianceNeedsBoardGame,
	WebGuessing, WebCodeClosed, WebForgotten,
	MenuOpened, MenuValue, MenuSubmenu, MenuChosen, MenuSaved, MenuSavedNext, MenuNotSaved, MenuConfirm,
	MenuEmpty, MenuClosed, MenuGames, MenuSystem, MenuSavedGames, MenuLastGame, MenuLastMoves, MenuNoGame,
	MenuCopy, MenuCopying, MenuCopied, MenuNoStick, MenuCopyFailed, MenuScan, MenuScanning,
	MenuAddress,
	MenuNoNetwork, MenuPairing, MenuVersion, MenuRestart, MenuShutDown, MenuRestarting, MenuShuttingDown,
	MenuPowerFailed, SayPoint, SayPlus, SayMinus, SaySlash, SayColon, SayComma, SayOther,
	MenuGame, MenuSpeech, MenuBoard, MenuOnline, CompareWhite, CompareBlack,
	SettingBoard, SettingProtocol, SettingSide, SettingOpponent, SettingLevel, SettingClock, SettingLanguage,
	SettingVoice, SettingSpeed, SettingVolume, SettingVoiceBlack, SettingTouch, SettingBraille,
	SettingServer, SettingSeek, SettingChallenge, ChoiceOnline, ChoiceNoSeek,
	ChoiceAuto, ChoicePerson, ChoiceComputer, ChoiceFullStrength, ChoiceNoClock, ChoiceBoardClock,
	ChoiceVoiceBuiltIn, ChoiceVoiceSystem, ChoiceVoiceNone, ChoiceSameVoice, ChoiceOn, ChoiceOff,
}

// The live page (play --web, the appliance): its headings, labels and
// answers.
const (
	WebGame       Key = "web-game"        // the game page's heading
	WebSettings   Key = "web-settings"    // the settings page's heading
	WebPair       Key = "web-pair"        // the pairing page's heading
	WebPages      Key = "web-pages"       // the name of the navigation between the pages
	WebNow        Key = "web-now"         // the heading of the live region
	WebSaid       Key = "web-said"        // the heading of the list of lines said
	WebMoves      Key = "web-moves"       // the heading of the score
	WebNoMove     Key = "web-no-move"     // the score before the first move
	WebAsk        Key = "web-ask"         // the heading of the requests that change nothing
	WebChange     Key = "web-change"      // the heading of the requests that change the game
	WebNotPaired  Key = "web-not-paired"  // a phone that is not paired
	WebPairedHere Key = "web-paired-here" // this phone is paired
	WebBoards     Key = "web-boards"      // the heading of the two boards
	WebBoardN     Key = "web-board-n"     // board number
	WebBoardAway  Key = "web-board-away"  // a board not connected
	WebDiffers    Key = "web-differs"     // a square where the boards differ
	WebOffline    Key = "web-offline"     // the page lost its connection
	WebOnline     Key = "web-online"      // the page is connected again
	WebCode       Key = "web-code"        // the label of the pairing code's field
	WebCodeHelp   Key = "web-code-help"   // how to get a pairing code
	WebPairButton Key = "web-pair-button" // the pairing form's button
	WebWrongCode  Key = "web-wrong-code"  // counts: wrong codes left before pairing is locked
	WebLocked     Key = "web-locked"      // seconds until pairing opens again
	WebNoCode     Key = "web-no-code"     // no pairing code is open
	WebSave       Key = "web-save"        // the settings form's button
	WebSaved      Key = "web-saved"       // the settings were saved
	WebNotSaved   Key = "web-not-saved"   // a setting not saved: label, reason
	WebStale      Key = "web-stale"       // a form of a page out of date
	WebBadRequest Key = "web-bad-request" // a request that cannot be read
	WebTooLarge   Key = "web-too-large"   // a request too long
	WebNotFound   Key = "web-not-found"   // the path asked for
	WebMethod     Key = "web-method"      // a method a page does not take
	WebBusy       Key = "web-busy"        // the game cannot take a request now
	WebTooMany    Key = "web-too-many"    // too many requests from unpaired phones
	WebBack       Key = "web-back"        // the link back to the game
	WebServing    Key = "web-serving"     // the page's addresses
	WebCodeAsk    Key = "web-code-ask"    // how to ask for a pairing code: the request's typed word
	WebNoServe    Key = "web-no-serve"    // address, error
	WebPhonesLost Key = "web-phones-lost" // the paired phones' file cannot be read: file, error
	WebPhoneKept  Key = "web-phone-kept"  // a pairing cannot be kept: file, error
	WebLine       Key = "web-line"        // a line of the paired phones' file, what is wrong there
	WebNotAHash   Key = "web-not-a-hash"  // a line of the paired phones' file that is no hash
	WebFileLarge  Key = "web-file-too-large"
	WebGuessing   Key = "web-guessing"    // wrong pairing codes from a second address: someone else guesses
	WebCodeClosed Key = "web-code-closed" // the pairing code closed after so many wrong codes
	WebNotATime   Key = "web-not-a-time"  // a line of the paired phones' file whose last use is no time
	WebUnpair     Key = "web-unpair"      // the button that unpairs this phone
	WebUnpaired   Key = "web-unpaired"    // this phone was unpaired
	WebForget     Key = "web-forget"      // the button that unpairs every phone
	WebForgotten  Key = "web-forgotten"   // every phone was unpaired
	WebBoardOnly  Key = "web-board-only"  // a setting that names a program or a file: set at the board only
	WebAskButton  Key = "web-ask-button"  // the button beside a request's field: it asks
	WebBadValue   Key = "web-bad-value"   // a value with a line break or NUL, or too long: the most characters

	WebSettingsPlay Key = "web-settings-play"  // the settings page of play: the settings file
	WebCodeHelpPlay Key = "web-code-help-play" // how play gives a pairing code: the request's typed word
	// The settings page of the appliance: the settings file.
	WebSettingsAppliance Key = "web-settings-appliance"
	WebOccupied          Key = "web-occupied" // a square a board that sees only occupancy shows taken
	WebNoPage            Key = "web-no-page"  // a pairing code asked for with no live page served

	// The live page's answers to what a neighbour on the network may try,
	// and its words after a lost connection.
	WebMissed         Key = "web-missed"           // counts: lines said while the page had no connection
	WebMisdirected    Key = "web-misdirected"      // a page asked for under a name that is not the machine's (421)
	WebHeaderTooLarge Key = "web-header-too-large" // a request whose header is too long (431)

	// The online game on the live page.
	WebOnlineGame    Key = "web-online-game"    // the heading of the online game's players and clocks
	WebOnlineClocks  Key = "web-online-clocks"  // White's time, Black's time (durations in words): the server's clocks
	WebOnlineAddress Key = "web-online-address" // the link to the game's page on the server
	WebHours         Key = "web-hours"          // counts: hours of a clock
	WebMinutes       Key = "web-minutes"        // counts: minutes of a clock
	WebSeconds       Key = "web-seconds"        // counts: seconds of a clock
)

// The record survives (issue 30): one writer per record, a record that
// only grows, the rescue file.
const (
	GrowIO              Key = "grow-io"             // the system's error
	GrowReadOnly        Key = "grow-read-only"      // the file's mode lets nobody write it
	GrowLocked          Key = "grow-locked"         // file, PID, command
	GrowLockedPID       Key = "grow-locked-pid"     // file, PID
	GrowLockedHost      Key = "grow-locked-host"    // file, PID, host, command, lock file
	GrowLockedFile      Key = "grow-locked-file"    // file, lock file
	GrowLockedUnknown   Key = "grow-locked-unknown" // file
	GrowStaleLock       Key = "grow-stale-lock"     // file, PID, command
	GrowStaleLockPID    Key = "grow-stale-lock-pid" // file, PID
	GrowChanged         Key = "grow-changed"
	GrowReplaced        Key = "grow-replaced"
	GrowGone            Key = "grow-gone"
	PlayRecordReadOnly  Key = "play-record-read-only" // file
	PlayRecordKept      Key = "play-record-kept"      // file
	PlayRecordCopied    Key = "play-record-copied"    // counts: file, half-moves of the copy before
	PlayRecordRemade    Key = "play-record-remade"    // file
	PlayRecordRescued   Key = "play-record-rescued"   // file, error, rescue file
	PlayRecordUnrescued Key = "play-record-unrescued" // file, error, why the rescue file failed
	SysFileTooLarge     Key = "sys-file-too-large"    // EFBIG: a file system's (FAT) or a process's limit
	SysQuota            Key = "sys-quota"             // EDQUOT
)

// Online play: the lichess client's facts.
const (
	LichessTokenRefused   Key = "lichess-token-refused"
	LichessTokenScope     Key = "lichess-token-scope"
	LichessRefused        Key = "lichess-refused" // the server's reason
	LichessRateLimited    Key = "lichess-rate-limited"
	LichessHTTPStatus     Key = "lichess-http-status" // the HTTP status
	LichessNotFound       Key = "lichess-not-found"
	LichessBadServer      Key = "lichess-bad-server" // quoted value
	LichessGarbled        Key = "lichess-garbled"
	LichessLoginFailed    Key = "lichess-login-failed"     // the server's error code
	LichessTokenFileEmpty Key = "lichess-token-file-empty" // file
	LichessTokenFile      Key = "lichess-token-file"       // file, error
)
