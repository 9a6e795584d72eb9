// Package factcheck holds a test that keeps the libraries free of
// messages for the user.
//
// The rule: a package outside cmd/ states facts. It returns typed errors
// and events with fields (a path, a code, a number); the commands turn
// them into sentences in the player's language through the catalogue
// (cmd/internal/ui). So no string literal in a non-test file of a
// package outside cmd/, or of a library under cmd/internal (the session,
// the UCI client, gamefile, safefile: all but cmd/rochade and the
// catalogue itself), may
//
//   - name a command-line flag ("--board", "use --clock"); a literal that
//     is one flag alone ("--stdout") is an argument of another program
//     and allowed;
//   - name a command of Rochade ("rochade voices tidy");
//   - be a sentence: three words or more ending in '.', '!' or '?', or
//     holding a full stop followed by another sentence;
//   - give advice: an instruction such as "use", "give", "check", "try",
//     "install", "record", "run", "plug", "say" ... at the start of the
//     text or of a clause (after "; ", ": ", ", or ", ", then ", ". ");
//   - ask a question: a word and a question mark ("is brltty running?").
//
// A sum of literals and values ("the engine " + name + " has no …") is
// judged as one text, each value standing for a word, so that a
// sentence split across literals is found too.
//
// And every error type of these packages knows its words: it has the
// method Fact (cmd/internal/ui.Fact) naming a message of the catalogue,
// its exported error variables are values of such types, and every key
// they name is in the catalogue (TestErrorsKnowTheirWords).
//
// Lower-case context for a log or a wrapped error ("dgt: read: %w",
// "clock: not running") is allowed: it names what failed, not what the
// player should do. Packages named main (tools under bench/) and test
// support packages (a name ending in "test") are not scanned; the spoken
// vocabulary of package phonetic is words, not messages, and passes the
// rule as it is.
//
// Every new package outside cmd/ (such as Bluetooth code under devices/)
// and under cmd/internal is scanned without being listed anywhere.
package factcheck
