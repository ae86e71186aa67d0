#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run_fuzzer.sh FUZZER CORPUS DICT SECONDS: a fixed-seed run over a scratch copy of the seed
# corpus (the committed corpus is not grown by CI). A crash leaves its input in ./crash-*; turn
# it into a file in tests/data/ replayed by a normal test.
set -eu
fuzzer="$1"; corpus="$2"; dict="$3"; seconds="$4"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$corpus"/. "$work"/
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
"$fuzzer" -seed=1 -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
    -dict="$dict" -print_final_stats=1 "$work"
