#!/bin/sh
# Board latency: time from the final placement of a piece on the virtual
# board to the move event in the tracker, end to end over a real
# pseudo-terminal and the serial port code, for the DGT and the
# Millennium ChessLink protocol. Every move of the Appendix C game is
# made with a plain lift and put-down; the benchmark reports the median
# (ms-p50), the 95th percentile (ms-p95) and the worst case (ms-max).
#
# Usage: bench/board-latency.sh [ROUNDS]   (default 3 games per protocol)
set -eu
cd "$(dirname "$0")/.."
rounds=${1:-3}
GOMAXPROCS=${GOMAXPROCS:-2} go test -run '^$' -bench 'BenchmarkMoveLatency' -benchtime "${rounds}x" ./devices/tracker/
