#!/usr/bin/env bash
# CI check of the Linux release, end to end:
#   build -> --self-test offscreen and under Xvfb -> validate .desktop and
#   metainfo -> bundle size limit -> install into a throw-away HOME (default
#   and custom XDG_DATA_HOME) -> installed launcher self-test -> uninstall
#   leaves nothing behind.
#
#   packaging/check_linux.sh              # full run (~1 min plus first venv download)
#   packaging/check_linux.sh --no-build   # check the existing dist/ instead
#
# Needs root (or sudo without a password) only to apt-get what a bare
# Debian/Ubuntu CI image lacks.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO"
APP_ID=io.github.casino_desktop.casino
# 150 MB: the ceiling the sound work was held to.  The bundle is 140.4 MB
# with QtNetwork (one instance per data folder) and miniaudio (sound).
MAX_BUNDLE_BYTES=$((150 * 1000 * 1000))
ICON_SIZES="16 24 32 48 64 128 256"
passed=0
failed=0

ok()   { echo "PASS: $*"; passed=$((passed + 1)); }
bad()  { echo "FAIL: $*"; failed=$((failed + 1)); }
check() { local what=$1; shift; if "$@"; then ok "$what"; else bad "$what"; fi; }

# --- system packages --------------------------------------------------------
# Qt's xcb/offscreen platforms load these from the system (and the build
# copies the host's copies into the bundle); validators and Xvfb for the checks.
NEEDED_DEBS="xvfb xauth desktop-file-utils appstream fonts-dejavu-core
 libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3
 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1"
missing=""
for deb in $NEEDED_DEBS; do
    dpkg-query -W -f='${Status}' "$deb" 2>/dev/null | grep -q "install ok installed" || missing="$missing $deb"
done
# Not root (a GitHub runner): through sudo, which must not ask for a password.
SUDO=()
[[ $(id -u) -ne 0 ]] && SUDO=(sudo -n)
if [[ -n "$missing" ]]; then
    if command -v apt-get >/dev/null && { [[ ${#SUDO[@]} -eq 0 ]] || sudo -n true 2>/dev/null; }; then
        echo "== apt-get install$missing"
        "${SUDO[@]}" apt-get update -qq
        # shellcheck disable=SC2086  # one word per package
        "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
    else
        echo "check_linux.sh: missing packages:$missing (neither root nor sudo without a password: cannot install)" >&2
        exit 1
    fi
fi

# --- build ------------------------------------------------------------------
if [[ "${1:-}" != "--no-build" ]]; then
    packaging/build_linux.sh
fi
BUNDLE=$REPO/dist/casino-desktop
TARBALL=$(ls -t "$REPO"/dist/casino-desktop-*-linux-*.tar.gz 2>/dev/null | head -n1 || true)
[[ -x "$BUNDLE/casino-desktop" && -n "$TARBALL" ]] || { echo "no build in dist/" >&2; exit 1; }

# --- the frozen app runs ----------------------------------------------------
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
# The app may write settings or caches while testing itself: keep them out
# of the real home and out of the fake homes checked below.
run_app() {
    env XDG_CONFIG_HOME="$SCRATCH/cfg" XDG_DATA_HOME="$SCRATCH/data" \
        XDG_STATE_HOME="$SCRATCH/state" XDG_CACHE_HOME="$SCRATCH/cache" \
        timeout 120 "$@"
}
check "self-test offscreen" run_app env QT_QPA_PLATFORM=offscreen "$BUNDLE/casino-desktop" --self-test
# Unset QT_QPA_PLATFORM so Qt picks xcb from $DISPLAY, the path real X11 users take.
check "self-test under xvfb-run (xcb)" run_app env -u QT_QPA_PLATFORM \
    xvfb-run -a -s "-screen 0 1280x800x24" "$BUNDLE/casino-desktop" --self-test

# --- desktop metadata -------------------------------------------------------
check "desktop-file-validate" desktop-file-validate "packaging/linux/$APP_ID.desktop"
check "appstreamcli validate" appstreamcli validate --no-net --explain \
    "packaging/linux/$APP_ID.metainfo.xml"

# --- size ---------------------------------------------------------------------
bytes=$(du -sb "$BUNDLE" | cut -f1)
check "bundle $((bytes / 1000000)) MB <= $((MAX_BUNDLE_BYTES / 1000000)) MB" \
    test "$bytes" -le "$MAX_BUNDLE_BYTES"

# --- install / uninstall into fake homes ------------------------------------
tar -C "$SCRATCH" -xzf "$TARBALL"
UNPACKED=$(find "$SCRATCH" -maxdepth 1 -type d -name 'casino-desktop-*' | head -n1)

installed_files() {  # $1 = HOME, $2 = data dir
    echo "$1/.local/lib/casino-desktop/casino-desktop"
    echo "$1/.local/lib/casino-desktop/uninstall.sh"
    echo "$1/.local/bin/casino-desktop"
    echo "$2/applications/$APP_ID.desktop"
    echo "$2/metainfo/$APP_ID.metainfo.xml"
    echo "$2/icons/hicolor/scalable/apps/$APP_ID.svg"
    for s in $ICON_SIZES; do echo "$2/icons/hicolor/${s}x${s}/apps/$APP_ID.png"; done
}
made_folders() {  # $1 = HOME, $2 = data dir: what install.sh makes in a fresh HOME
    echo "$1/.local/bin"
    echo "$1/.local/lib"
    echo "$2/applications"
    echo "$2/metainfo"
    echo "$2/icons"
}
all_exist() { local f; while read -r f; do [[ -e "$f" ]] || { echo "  missing $f"; return 1; }; done; }
none_exist() { local f; while read -r f; do [[ ! -e "$f" ]] || { echo "  left $f"; return 1; }; done; }
no_files_under() { [[ -z "$(find "$@" \( -type f -o -type l \) 2>/dev/null | head -n1)" ]]; }

try_install() {  # $1 = label, $2 = fake HOME, $3 = XDG_DATA_HOME or ""
    local label=$1 home=$2 xdg=$3 data
    data=${xdg:-$home/.local/share}
    mkdir -p "$home"
    local -a envs=(env -u XDG_DATA_HOME HOME="$home")
    [[ -n "$xdg" ]] && envs=(env HOME="$home" XDG_DATA_HOME="$xdg")
    check "$label: install.sh" "${envs[@]}" "$UNPACKED/install.sh"
    check "$label: menu entry, metainfo, icons, launcher exist" all_exist < <(installed_files "$home" "$data")
    check "$label: menu entry Exec points at the launcher" \
        grep -qx "Exec=$home/.local/bin/casino-desktop" "$data/applications/$APP_ID.desktop"
    check "$label: installed launcher --self-test" \
        run_app env QT_QPA_PLATFORM=offscreen "$home/.local/bin/casino-desktop" --self-test
    check "$label: install.sh again (upgrade)" "${envs[@]}" "$UNPACKED/install.sh"
    check "$label: uninstall.sh" "${envs[@]}" "$home/.local/lib/casino-desktop/uninstall.sh"
    check "$label: all installed files gone" none_exist < <(installed_files "$home" "$data")
    check "$label: nothing left behind" no_files_under "$home" "$data"
    check "$label: no folder it made left empty" none_exist < <(made_folders "$home" "$data")
}
try_install "default XDG" "$SCRATCH/home1" ""
try_install "custom XDG_DATA_HOME" "$SCRATCH/home2" "$SCRATCH/xdg-data"

echo "check_linux: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
