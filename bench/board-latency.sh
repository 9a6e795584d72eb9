#!/bin/sh
# Board latency and correctness with real hands: for each protocol (DGT,
# Millennium ChessLink, and each Bluetooth board: Chessnut, eONE, Pegasus,
# iChessOne, Square Off), 10 games on the board emulator in its realistic
# mode (the boards' documented scans; drags, pieces set down on their way
# for 60 to 300 ms and slid on, sensor flicker, garbage on the line; hands
# at human speed), each followed by `rochade play` in its own process,
# five games at a time. No printed line may differ from the game's announcement, no
# record from the game (the benchmark fails otherwise, and "wrong" counts
# them).
#
# It reports, per protocol, the time from the moment a move is complete
# on the board (the hand's last change of it) to its printed line
# (ms-p50, ms-p95, ms-p99, ms-max), the same for the moves that cannot go
# on (fin-...) and for those whose piece rested on its way or slid and
# could have gone on (hov-...: a Millennium board's hover case), and the
# time from the board's report of the move to its printed line (rep-...),
# and late-hands: the games whose hands the busy machine woke too late
# to keep to them (a piece resting on its way longer than a hand does is
# another game, whose wrong lines may be its moves); then the load of the
# machine, which shares its cores.
#
# Usage: bench/board-latency.sh [GAMES]   (default 10 games per protocol;
# about 20 minutes on two cores)
set -eu
cd "$(dirname "$0")/.."
games=${1:-10}
echo "load before: $(cat /proc/loadavg 2>/dev/null || uptime)"
ROCHADE_BENCH_GAMES=$games go test -run '^$' -bench 'BenchmarkBoardLatency' -benchtime 1x -timeout 60m ./cmd/rochade/
echo "load after: $(cat /proc/loadavg 2>/dev/null || uptime)"
