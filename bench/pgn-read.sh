#!/usr/bin/env bash
# Reads the same generated PGN collections with rochade and with the other
# programs given or installed, each writing every game's moves in UCI;
# checks that they all read the same moves; then times them in paired
# runs and prints, for each program, the median CPU time (user + system),
# the median wall time and the peak resident memory, and the median of the
# ratios of rochade's CPU time to each peer's within a round.
#
#   bench/pgn-read.sh [GAMES[,GAMES...]] [RUNS]      (default 5000,50000 and 7)
#
# Peers:
#   pgn-extract  Debian package pgn-extract (`make deps` installs it); used
#                when installed.
#   PEER_SRC     a C++ source file of a program that takes the PGN file as
#                its argument and writes one line per game: the game's moves
#                in UCI, separated by spaces. It is built with
#                $CXX (default g++) $PEER_CXXFLAGS (default
#                "-O3 -march=native -std=c++17", the flags C++ chess
#                libraries recommend for speed), with -I$PEER_INCLUDE when
#                that is set. PEER_NAME names it in the report.
#   PEER_CMD     any other program, given as a command line in which {}
#                stands for the PGN file, writing the same lines.
# The run fails if a peer reads other moves than rochade.
#
# Each round runs every program once, one after the other, in an order
# that turns round by round, so that a change of load on a shared machine
# touches them alike; CPU time is less touched by load than wall time, and
# the medians drop the odd slow run. The load average is printed before
# and after. Peak memory is the kernel's count for the program, which on
# Linux includes what the timer (bench/runstat) itself held when it
# started the program: a peak no higher than that is printed "<=".
set -euo pipefail
counts=${1:-5000,50000}
runs=${2:-7}
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/games"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

go build -o "$out/rochade" ./cmd/rochade
go build -o "$out/runstat" ./bench/runstat
echo "rochade $(git describe --tags --always --dirty 2>/dev/null || echo devel), $(go version | cut -d' ' -f3)"

names=("rochade convert --to uci") cmds=("$out/rochade convert --to uci {}")
if command -v pgn-extract >/dev/null; then
	names+=("pgn-extract -Wuci $(dpkg-query -W -f '${Version}' pgn-extract 2>/dev/null || true)")
	cmds+=("pgn-extract -s -Wuci --notags -w100000 -o $out/pgn-extract.txt {}")
else
	echo "pgn-extract is not installed (make deps installs it): left out."
fi
if [ -n "${PEER_SRC:-}" ]; then
	cxx=${CXX:-g++}
	flags=${PEER_CXXFLAGS:--O3 -march=native -std=c++17}
	inc=()
	[ -n "${PEER_INCLUDE:-}" ] && inc=(-I"$PEER_INCLUDE")
	echo "Building ${PEER_NAME:-peer}: $cxx $flags ($($cxx --version | head -1))"
	# shellcheck disable=SC2086
	"$cxx" $flags "${inc[@]}" -o "$out/peer" "$PEER_SRC"
	names+=("${PEER_NAME:-peer} ($cxx $flags)")
	cmds+=("$out/peer {}")
fi
if [ -n "${PEER_CMD:-}" ]; then
	names+=("${PEER_CMD_NAME:-$PEER_CMD}")
	cmds+=("$PEER_CMD")
fi

# uci FILE I: the moves program I wrote for FILE, one line per game.
uci() {
	local cmd=${cmds[$2]//\{\}/$1}
	if [[ ${names[$2]} == pgn-extract* ]]; then
		bash -c "$cmd" 2>/dev/null
		grep -v '^$' "$out/pgn-extract.txt" | sed -E 's/ ?(1-0|0-1|1\/2-1\/2|\*)$//' | tr 'A-Z' 'a-z'
	else
		bash -c "$cmd"
	fi
}

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

status=0
for games in ${counts//,/ }; do
	corpus=$out/corpus-$games.pgn
	go run ./bench/gencorpus -games "$games" -seed 1 > "$corpus"
	uci "$corpus" 0 > "$out/rochade.uci"
	echo
	echo "Corpus: $games games, $(wc -w < "$out/rochade.uci") plies, $(stat -c %s "$corpus") bytes (bench/gencorpus -seed 1)."
	for i in "${!cmds[@]}"; do
		[ "$i" = 0 ] && continue
		if ! uci "$corpus" "$i" | cmp -s "$out/rochade.uci" -; then
			echo "rochade and ${names[$i]} read different moves:"
			uci "$corpus" "$i" | diff "$out/rochade.uci" - | head -5
			exit 1
		fi
	done
	echo "All ${#cmds[@]} programs read the same $(wc -l < "$out/rochade.uci") games move for move."
	echo "Load average before timing: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores."
	for i in "${!cmds[@]}"; do : > "$out/t$i"; done
	n=${#cmds[@]}
	for r in $(seq "$runs"); do
		for k in $(seq 0 $((n - 1))); do
			i=$(((k + r) % n))
			cmd=${cmds[$i]//\{\}/$corpus}
			cmd=${cmd//$out\/pgn-extract.txt//dev/null}
			# user system elapsed peak-KiB runstat's-own-peak-KiB
			# shellcheck disable=SC2086
			echo "$r $("$out/runstat" $cmd 2>/dev/null)" >> "$out/t$i"
		done
	done
	echo "Load average after timing: $(cut -d' ' -f1-3 /proc/loadavg)."
	printf '%-52s %9s %9s %9s\n' "program (median of $runs paired runs)" "CPU s" "wall s" "peak MiB"
	for i in "${!cmds[@]}"; do
		cpu=$(awk '{print $2 + $3}' "$out/t$i" | median)
		wall=$(awk '{print $4}' "$out/t$i" | median)
		# The highest peak; "<=" where it is no higher than what the
		# timer itself held when it started the program (see runstat).
		mem=$(awk '{m = $5 > m ? $5 : m; if ($5 <= $6) le = 1} END {printf "%s%.1f", le ? "<=" : "", m / 1024}' "$out/t$i")
		printf '%-52s %9.3f %9.3f %9s\n' "${names[$i]}" "$cpu" "$wall" "$mem"
	done
	for i in "${!cmds[@]}"; do
		[ "$i" = 0 ] && continue
		# The ratio of CPU times within each round, and their median.
		ratio=$(join "$out/t0" "$out/t$i" | awk '{a = $2 + $3; b = $7 + $8; if (b <= 0) b = 0.001; print a / b}' | median)
		awk -v r="$ratio" -v n="${names[$i]}" 'BEGIN {
			printf "rochade takes %.2f times the CPU time of %s\n", r, n
			if (r > 1.0) { printf "rochade is NOT as fast as %s\n", n; exit 1 }
		}' || status=1
	done
done
exit $status
