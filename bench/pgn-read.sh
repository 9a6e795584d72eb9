#!/usr/bin/env bash
# Reads the same generated PGN collection with rochade and with the other
# programs present, each writing every game's moves in UCI, checks that
# they all read the same moves, and prints the best of several runs of
# each with the ratios of their times.
#
#   bench/pgn-read.sh [GAMES] [RUNS]
#
# Peers:
#   pgn-extract  Debian package pgn-extract (`make deps` installs it); used
#                when installed.
#   PEER_CMD     any other program, given as a command line in which {}
#                stands for the PGN file, that writes one line per game: the
#                game's moves in UCI, separated by spaces. PEER_NAME names it
#                in the report (default "peer"). The run fails if it reads
#                other moves than rochade.
#
# The published comparison with Disservin's chess-library (C++, header-only,
# MIT licence) was made with PEER_CMD: a small C++ program, built outside
# this repository with g++ -O3 -march=native, that streams the file through
# the library's pgn::StreamParser, turns each SAN move into a move with
# uci::parseSan on a Board set from the FEN tag or the start position,
# plays it, and prints uci::moveToUci of each move, one line per game. The
# library's stream parser needed one change to read the generated files:
# in its reading of what follows a move, a newline (not only a space) must
# be skipped before a comment that starts a line; without it, it takes
# "{a" for a move. No code of the library is kept in this repository.
set -euo pipefail
games=${1:-5000}
runs=${2:-5}
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/games"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

go build -o "$out/rochade" ./cmd/rochade
go run ./bench/gencorpus -games "$games" -seed 1 > "$out/corpus.pgn"
size=$(stat -c %s "$out/corpus.pgn")
"$out/rochade" convert --to uci "$out/corpus.pgn" > "$out/rochade.uci"
plies=$(wc -w < "$out/rochade.uci")
echo "Corpus: $games games, $plies plies, $size bytes (bench/gencorpus, seed 1)."

names=() cmds=()
if command -v pgn-extract >/dev/null; then
	# Every program must read the same moves.
	pgn-extract -s -Wuci --notags -w100000 -o "$out/pgn-extract.txt" "$out/corpus.pgn" 2>/dev/null
	grep -v '^$' "$out/pgn-extract.txt" | sed -E 's/ ?(1-0|0-1|1\/2-1\/2|\*)$//' | tr 'A-Z' 'a-z' > "$out/pgn-extract.uci"
	if ! cmp -s "$out/rochade.uci" "$out/pgn-extract.uci"; then
		echo "rochade and pgn-extract read different moves:"
		diff "$out/rochade.uci" "$out/pgn-extract.uci" | head -5
		exit 1
	fi
	names+=("pgn-extract -Wuci")
	cmds+=("pgn-extract -s -Wuci -o /dev/null $out/corpus.pgn")
else
	echo "pgn-extract is not installed (make deps installs it): left out."
fi
if [ -n "${PEER_CMD:-}" ]; then
	peer=${PEER_CMD//\{\}/$out/corpus.pgn}
	name=${PEER_NAME:-peer}
	bash -c "$peer" > "$out/peer.uci"
	if ! cmp -s "$out/rochade.uci" "$out/peer.uci"; then
		echo "rochade and $name read different moves:"
		diff "$out/rochade.uci" "$out/peer.uci" | head -5
		exit 1
	fi
	names+=("$name")
	cmds+=("$peer")
fi
echo "All programs read the same $(wc -l < "$out/rochade.uci") games move for move."

# The programs take turns in each round, so that a change of load on a
# shared machine touches them alike; the best time of each is kept.
names=("rochade convert --to uci" "${names[@]}")
cmds=("$out/rochade convert --to uci $out/corpus.pgn" "${cmds[@]}")
bests=()
echo "Load average before timing: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores."
for _ in $(seq "$runs"); do
	for i in "${!cmds[@]}"; do
		/usr/bin/time -f %e -o "$out/time" bash -c "${cmds[$i]}" >/dev/null 2>&1
		t=$(tail -1 "$out/time")
		bests[i]=$(echo "$t ${bests[i]:-999999}" | awk '{print ($1 < $2) ? $1 : $2}')
	done
done
ours=${bests[0]}
for i in "${!names[@]}"; do
	echo "${names[$i]}: ${bests[$i]} s (best of $runs)"
done
awk -v b="$ours" -v g="$games" -v p="$plies" 'BEGIN {
	if (b <= 0) b = 0.001
	printf "rochade: %.0f games/s, %.1f million plies/s\n", g/b, p/b/1e6
}'
status=0
for i in "${!names[@]}"; do
	[ "$i" = 0 ] && continue
	awk -v a="${bests[$i]}" -v b="$ours" -v n="${names[$i]}" 'BEGIN {
		if (b <= 0) b = 0.001
		printf "rochade takes %.2f times the time of %s (%.2f times as fast)\n", b/a, n, a/b
		if (b > a) { printf "rochade is NOT as fast as %s\n", n; exit 1 }
	}' || status=1
done
echo "Load average after timing: $(cut -d' ' -f1-3 /proc/loadavg)."
exit $status
