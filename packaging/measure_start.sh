#!/usr/bin/env bash
# Start-up time of the frozen app: launch -> main window first painted.
#
#   packaging/measure_start.sh [RUNS] [APP...]
#     RUNS  default 5
#     APP   default dist/casino-desktop/casino-desktop; any command works,
#           e.g. ".venv/bin/python -m casino_desktop" to compare with unfrozen.
#
# The app, started with --measure-start, prints "first-paint-epoch=<unix s>"
# once its main window has painted, then quits (casino_desktop/qt/start_probe.py).
# We stamp the clock just before exec, so the figure includes the bootloader,
# Python start-up, imports and building the window: what a user waits for.
#
# "Cold": as root with a writable /proc/sys/vm/drop_caches, the page cache is
# dropped before every run (first start after boot). Otherwise the runs are
# warm-cache starts and the output says so. Runs on X11 (Xvfb if there is no
# display) because offscreen skips the real window-system round trips.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${1:-5}
shift || true
if [[ $# -gt 0 ]]; then APP=("$@"); else APP=("$REPO/dist/casino-desktop/casino-desktop"); fi

if [[ -z "${DISPLAY:-}" && "${QT_QPA_PLATFORM:-}" != "offscreen" && -z "${MEASURE_UNDER_XVFB:-}" ]]; then
    # One Xvfb for all runs, so its start-up is not in the figures.
    exec env MEASURE_UNDER_XVFB=1 xvfb-run -a -s "-screen 0 1280x800x24" "$0" "$RUNS" "${APP[@]}"
fi

cold=no
if [[ -w /proc/sys/vm/drop_caches ]] && sync && echo 3 > /proc/sys/vm/drop_caches 2>/dev/null; then
    cold=yes
fi
echo "measuring ${APP[*]} --measure-start, $RUNS runs, platform ${QT_QPA_PLATFORM:-xcb (DISPLAY=$DISPLAY)}, page cache dropped: $cold"

SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
results=()
for run in $(seq 1 "$RUNS"); do
    if [[ $cold == yes ]]; then sync; echo 3 > /proc/sys/vm/drop_caches; fi
    start=$(date +%s.%N)
    # Settings and caches go to a scratch dir: every run starts like a first run.
    out=$(env XDG_CONFIG_HOME="$SCRATCH/c" XDG_CACHE_HOME="$SCRATCH/k" XDG_STATE_HOME="$SCRATCH/s" \
              XDG_DATA_HOME="$SCRATCH/d" timeout 60 "${APP[@]}" --measure-start 2>"$SCRATCH/err") || {
        echo "run $run: the app failed:"; cat "$SCRATCH/err"; exit 1; }
    end=$(date +%s.%N)
    paint=$(sed -n 's/^first-paint-epoch=//p' <<<"$out" | tail -n1)
    if [[ -z "$paint" ]]; then
        echo "run $run: no first-paint-epoch line; does the app support --measure-start?"; exit 1
    fi
    ms=$(awk -v a="$start" -v b="$paint" 'BEGIN { printf "%.0f", (b - a) * 1000 }')
    total=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.0f", (b - a) * 1000 }')
    # The app imports the probe once its QApplication exists: the split tells
    # start-up (Python, Qt import) apart from building the window.
    probe=$(sed -n 's/^probe-imported-epoch=//p' <<<"$out" | tail -n1)
    split=""
    if [[ -n "$probe" ]]; then
        split=$(awk -v a="$start" -v p="$probe" -v b="$paint" \
            'BEGIN { printf " = %.0f ms to QApplication + %.0f ms window", (p - a) * 1000, (b - p) * 1000 }')
    fi
    echo "run $run: first paint after $ms ms$split (process exited after $total ms)"
    results+=("$ms")
done
printf '%s\n' "${results[@]}" | sort -n | awk '
    { v[NR] = $1 }
    END { printf "first paint: median %d ms, min %d ms, max %d ms over %d runs\n",
          (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[1], v[NR], NR }'
