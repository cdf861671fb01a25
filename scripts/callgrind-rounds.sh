#!/bin/sh
# Instruction counts per round of random 2-player `casino` rounds, by part
# (scripts/callgrind_rounds.py), for one tree: the first 500 rounds from
# cold caches, and 300 rounds after 1,000 warm-up rounds.
#
#   PYTHON=.venv/bin/python scripts/callgrind-rounds.sh TREE [COLD] [WARMUP] [WARM]
set -eu
tree=$1
cold=${2:-500}
warmup=${3:-1000}
warm=${4:-300}
here=$(cd "$(dirname "$0")/.." && pwd)
py=${PYTHON:-$here/.venv/bin/python}
out=$(mktemp -d)
# From a scratch folder, so that no tree but $tree can be imported from the working directory.
cd "$out"
for run in "0 $cold" "$warmup $warm"; do
    set -- $run
    PYTHONPATH=$tree valgrind --tool=callgrind --toggle-collect=functools_reduce \
        --callgrind-out-file="$out/cg" "$py" "$here/scripts/callgrind_rounds.py" "$1" "$2" parts >/dev/null 2>&1
    callgrind_annotate --inclusive=yes "$out/cg" 2>/dev/null | "$py" -c '
import re, sys
parts = {"functools_reduce": "round", "partial_vectorcall": "legal_moves", "_operator_call": "misses",
         "methodcaller_call": "new_game", "starmap_next": "score_round"}
got = {}
for line in sys.stdin:
    m = re.match(r"\s*([\d,]+) .*:(\w+)(?: \[|$)", line)  # the first line of a function may lack " [file]"
    if m and m.group(2) in parts and parts[m.group(2)] not in got:
        got[parts[m.group(2)]] = int(m.group(1).replace(",", ""))
n = int(sys.argv[2])
got.setdefault("misses", 0)
got["warm legal_moves"] = got["legal_moves"] - got["misses"]
got["apply+rest"] = got["round"] - got["legal_moves"] - got["new_game"] - got["score_round"]
print(f"{sys.argv[3]}: {n} rounds after {sys.argv[1]} warm-up; per round:",
      ", ".join(f"{k} {v / n / 1e3:,.1f} k" for k, v in got.items()))
' "$1" "$2" "$tree"
done
rm -rf "$out"
