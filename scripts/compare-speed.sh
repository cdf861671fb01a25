#!/bin/sh
# Before/after speed of the rules core, measured interleaved so that both
# sides see the same machine load: runs `python -m casino_desktop.cli bench`
# alternately in a base tree and in this tree, N times each, and prints the
# main figures of every run, then the ratio of the mean rounds per second.
#
#   git worktree add /tmp/perf-base 8806da4
#   scripts/compare-speed.sh /tmp/perf-base 2
set -eu
base=$1
n=${2:-2}
here=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-$here/.venv/bin/python}
out=$(mktemp)
i=0
while [ "$i" -lt "$n" ]; do
    for tree in "$base" "$here"; do
        # From the tree itself: `python -m` puts the current directory first.
        (cd "$tree" && PYTHONPATH=$tree "$py" -m casino_desktop.cli bench) | "$py" -c '
import json, sys
r = json.load(sys.stdin)
print(sys.argv[1], r["random_casino_rounds_per_second"], r["legal_moves_median_us"], r["legal_moves_p99_us"],
      r["speedup_over_bruteforce"], r["pathological_table_ms"])' "$tree" | tee -a "$out"
    done
    i=$((i + 1))
done
echo "(tree, rounds/s, median us, p99 us, speed-up, pathological ms; load: $(cut -d' ' -f1-3 /proc/loadavg))"
"$py" -c '
import sys
rows = [l.split() for l in open(sys.argv[1])]
def mean(t): v = [float(r[1]) for r in rows if r[0] == t]; return sum(v) / len(v)
print(f"rounds/s: base {mean(sys.argv[2]):.0f}, this tree {mean(sys.argv[3]):.0f}, ratio {mean(sys.argv[3]) / mean(sys.argv[2]):.2f}")
' "$out" "$base" "$here"
rm -f "$out"
