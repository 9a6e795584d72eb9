// Package uci runs a chess engine that speaks the Universal Chess
// Interface, such as Stockfish, and asks it for moves.
//
// An Engine is one engine process. Start runs it (Options.Path, by default
// "stockfish" looked up in PATH and then in /usr/games), waits for
// "uciok" while collecting the engine's name and declared options, sets
// Options.Settings and Options.Level, sends "ucinewgame" and waits for
// "readyok". Best sends "position startpos|fen … moves …" and "go …" and
// returns the engine's move as a notation.Move, with the expected reply,
// the last score from White's point of view and the depth. One goroutine
// reads the engine's output; Close sends "quit", kills the engine's
// process group if it has not exited within Options.QuitTimeout, and
// waits for the process and that goroutine, so nothing is left behind.
//
// Every option set is checked against the options the engine declared: an
// option it lacks, or a value outside its type or range, is an
// *OptionError and nothing is sent. Levels (see Level) use "Skill Level",
// or "UCI_LimitStrength" and "UCI_Elo" clamped to the engine's range.
//
// Every wait has a timeout and every call a context. An engine that ends,
// does not answer in time, or prints what cannot be UCI (more than 200
// unknown lines for one answer, a line over 64 KiB, a bestmove that is not
// a legal move of the position) makes the call return an *EngineError
// whose Reason is Crashed, Hung or Garbage; that Engine is then broken.
//
// A Player keeps an engine working for a game: after an EngineError it
// closes the engine, tells Options.OnRestart with a Restart (the reason as
// a value and an English sentence), pauses, starts a new engine with the
// same options and level, and asks the same question again, at most
// Options.MaxRestarts times in a row before it gives up with a
// *GaveUpError.
//
// ParseLine reads one line of engine output and never fails; lines it does
// not know are Unknown, as the UCI protocol asks a GUI to ignore them.
//
// docs/engine.md describes the levels and the restarts for users.
package uci
