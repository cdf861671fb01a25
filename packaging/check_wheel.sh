#!/usr/bin/env bash
# CI check of the Python release, end to end:
#   python -m build (sdist, then the wheel from the sdist) -> twine check ->
#   the wheel's and the sdist's file lists against git -> install the wheel
#   into a fresh environment -> `casino-desktop --self-test` and
#   `python -m casino_desktop --self-test` from there, offscreen.
#
#   packaging/check_wheel.sh
#
# Needs a Python with the release extras (build, twine, pipx):
#   .venv/bin/pip install -e ".[release]"      (.ci/run does this)
# PYTHON names it (default .venv/bin/python).  The fresh environment is made
# with pipx when that Python has it or one is on PATH (`pipx install
# dist/python/*.whl`, the way the README tells players), else with
# `python -m venv` + `pip install` of the wheel; the output says which.
# Nothing is left in the real home: pipx's home, the app's settings, data and
# catalog cache go to a scratch folder.
#
# Outputs dist/python/casino_desktop-<version>.tar.gz and
# dist/python/casino_desktop-<version>-py3-none-any.whl; ends with
# `check_wheel: N passed, M failed`.  About a minute (packaging/README.md).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO"
PYTHON=${PYTHON:-$REPO/.venv/bin/python}
OUT=$REPO/dist/python
passed=0
failed=0

ok()   { echo "PASS: $*"; passed=$((passed + 1)); }
bad()  { echo "FAIL: $*"; failed=$((failed + 1)); }
check() { local what=$1; shift; if "$@"; then ok "$what"; else bad "$what"; fi; }

for module in build twine; do
    if ! "$PYTHON" -c "import $module" 2>/dev/null; then
        echo "check_wheel.sh: $PYTHON lacks $module; install the release extras: pip install -e \".[release]\"" >&2
        exit 1
    fi
done

# --- build ------------------------------------------------------------------
# The wheel is built from the sdist (build's default), so a file the sdist
# forgets is also missing from the wheel and is caught below.
rm -rf "$OUT"
mkdir -p "$REPO/build"
"$PYTHON" -m build --outdir "$OUT" . > "$REPO/build/python-build.log" 2>&1 \
    || { cat "$REPO/build/python-build.log"; echo "check_wheel.sh: python -m build failed" >&2; exit 1; }
WHEEL=$(ls "$OUT"/casino_desktop-*.whl)
SDIST=$(ls "$OUT"/casino_desktop-*.tar.gz)
echo "== built $(basename "$WHEEL") ($(stat -c %s "$WHEEL") B), $(basename "$SDIST") ($(stat -c %s "$SDIST") B)"

check "twine check --strict" "$PYTHON" -m twine check --strict "$WHEEL" "$SDIST"
check "wheel and sdist file lists (packaging/dist_contents.py)" \
    "$PYTHON" packaging/dist_contents.py "$WHEEL" "$SDIST"

# --- install into a fresh environment -------------------------------------------
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
PIPX=()
if "$PYTHON" -m pipx --version >/dev/null 2>&1; then
    PIPX=("$PYTHON" -m pipx)
elif command -v pipx >/dev/null; then
    PIPX=(pipx)
fi
if [[ ${#PIPX[@]} -gt 0 ]]; then
    echo "== installing the wheel with pipx (${PIPX[*]}, into $SCRATCH/pipx)"
    export PIPX_HOME=$SCRATCH/pipx PIPX_BIN_DIR=$SCRATCH/bin PIPX_MAN_DIR=$SCRATCH/man
    check "pipx install of the wheel" "${PIPX[@]}" install --quiet "$WHEEL"
    APP=$SCRATCH/bin/casino-desktop
    APP_PYTHON=$PIPX_HOME/venvs/casino-desktop/bin/python
else
    echo "== pipx not found: installing the wheel with python -m venv + pip (into $SCRATCH/venv)"
    "$PYTHON" -m venv "$SCRATCH/venv"
    check "pip install of the wheel into a fresh venv" \
        "$SCRATCH/venv/bin/python" -m pip install --quiet --disable-pip-version-check "$WHEEL"
    APP=$SCRATCH/venv/bin/casino-desktop
    APP_PYTHON=$SCRATCH/venv/bin/python
fi

# From the scratch folder, so that the repository's casino_desktop/ cannot be
# the one imported; the app's files go there too, never into the real home.
run_installed() {
    (cd "$SCRATCH" && env QT_QPA_PLATFORM=offscreen \
        XDG_CONFIG_HOME="$SCRATCH/cfg" XDG_DATA_HOME="$SCRATCH/data" \
        XDG_STATE_HOME="$SCRATCH/state" XDG_CACHE_HOME="$SCRATCH/cache" \
        timeout 180 "$@")
}
imported_from_install() {
    local where
    where=$(run_installed "$APP_PYTHON" -c 'import casino_desktop; print(casino_desktop.__file__)')
    echo "  casino_desktop imported from $where"
    [[ $where == "$(dirname "$(dirname "$APP_PYTHON")")"/* ]]
}
check "the installed package is the one imported" imported_from_install
check "casino-desktop --self-test (installed command, offscreen)" run_installed "$APP" --self-test
check "python -m casino_desktop --self-test (installed package, offscreen)" \
    run_installed "$APP_PYTHON" -m casino_desktop --self-test

echo "check_wheel: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
