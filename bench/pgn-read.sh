#!/usr/bin/env bash
# Reads the same PGN collection with rochade and with pgn-extract, both
# writing every game's moves in UCI, checks that they agree move for move,
# and prints the best of several runs of each.
#
#   bench/pgn-read.sh [GAMES] [RUNS]
#
# Needs pgn-extract (Debian package pgn-extract; `make deps` installs it).
set -euo pipefail
games=${1:-5000}
runs=${2:-5}
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/games"
command -v pgn-extract >/dev/null || { echo "pgn-extract is not installed: run make deps."; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

go build -o "$out/rochade" ./cmd/rochade
go run ./bench/gencorpus -games "$games" -seed 1 > "$out/corpus.pgn"
size=$(stat -c %s "$out/corpus.pgn")
plies=$("$out/rochade" convert --to uci "$out/corpus.pgn" | wc -w)
echo "Corpus: $games games, $plies plies, $size bytes (bench/gencorpus, seed 1)."

# Both programs must read the same moves.
"$out/rochade" convert --to uci "$out/corpus.pgn" > "$out/rochade.uci"
pgn-extract -s -Wuci --notags -w100000 -o "$out/pgn-extract.txt" "$out/corpus.pgn" 2>/dev/null
grep -v '^$' "$out/pgn-extract.txt" | sed -E 's/ ?(1-0|0-1|1\/2-1\/2|\*)$//' | tr 'A-Z' 'a-z' > "$out/pgn-extract.uci"
if ! cmp -s "$out/rochade.uci" "$out/pgn-extract.uci"; then
	echo "The two programs read different moves:"
	diff "$out/rochade.uci" "$out/pgn-extract.uci" | head -5
	exit 1
fi
echo "Both read the same $(wc -l < "$out/rochade.uci") games move for move."

best() { # best wall time of $runs runs of a command, in seconds
	local b=999999 t
	for _ in $(seq "$runs"); do
		/usr/bin/time -f %e -o "$out/time" "$@" >/dev/null 2>&1
		t=$(tail -1 "$out/time")
		b=$(echo "$t $b" | awk '{print ($1 < $2) ? $1 : $2}')
	done
	echo "$b"
}
ours=$(best "$out/rochade" convert --to uci "$out/corpus.pgn")
theirs=$(best pgn-extract -s -Wuci -o /dev/null "$out/corpus.pgn")
echo "pgn-extract -Wuci: $theirs s (best of $runs)"
echo "rochade convert --to uci: $ours s (best of $runs)"
awk -v a="$theirs" -v b="$ours" -v g="$games" -v p="$plies" 'BEGIN {
	if (b <= 0) b = 0.001
	printf "rochade: %.0f games/s, %.1f million plies/s; %.1f times as fast as pgn-extract\n", g/b, p/b/1e6, a/b
	if (b >= a) { print "rochade is NOT faster than pgn-extract"; exit 1 }
}'
