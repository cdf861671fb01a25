#!/usr/bin/env bash
# Build the Linux release: frozen one-folder bundle + installable tarball.
#
#   packaging/build_linux.sh            # reuse build/venv-linux if its pins match
#   packaging/build_linux.sh --fresh    # recreate the build venv from scratch
#
# Outputs:
#   dist/casino-desktop/                               the bundle (run casino-desktop in it)
#   dist/casino-desktop-<version>-linux-<arch>.tar.gz  bundle + share/ + install.sh + uninstall.sh
#
# Environment:
#   PYTHON        interpreter for the build venv (default python3; must be 3.11+)
#   CASINO_ENTRY  alternative entry script (testing the spec with a stub)
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO"
PYTHON=${PYTHON:-python3}
VENV=$REPO/build/venv-linux
REQS=$REPO/packaging/requirements-build.txt
APP_ID=io.github.casino_desktop.casino

if [[ "${1:-}" == "--fresh" ]]; then
    rm -rf "$VENV"
fi

# 1. A venv holding only the pinned build requirements. Never the dev venv:
#    whatever else is installed there (PySide6-Addons, pytest...) can end up
#    in the bundle. Reused across builds while the pins are unchanged, since
#    the download is ~85 MB; the stamp records which pins it was made from.
stamp=$(sha256sum "$REQS" | cut -d' ' -f1)
if [[ ! -x "$VENV/bin/pyinstaller" || "$(cat "$VENV/.reqs-sha256" 2>/dev/null)" != "$stamp" ]]; then
    echo "== creating build venv $VENV"
    "$PYTHON" -m venv --clear "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$REQS"
    echo "$stamp" > "$VENV/.reqs-sha256"
fi
if "$VENV/bin/python" -m pip list --format=freeze 2>/dev/null | grep -qi '^pyside6[-_]addons=='; then
    echo "build_linux.sh: PySide6-Addons is in $VENV; it bloats the bundle. Use --fresh." >&2
    exit 1
fi

# 2. The bundle. --clean: PyInstaller's cache has served stale Qt plugins
#    after a Qt upgrade; the whole build takes ~10 s anyway.
echo "== pyinstaller"
rm -rf "$REPO/dist/casino-desktop"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$REPO/dist" --workpath "$REPO/build/pyinstaller" \
    "$REPO/packaging/casino-desktop.spec"
BUNDLE=$REPO/dist/casino-desktop
[[ -x "$BUNDLE/casino-desktop" ]] || { echo "build_linux.sh: no executable in $BUNDLE" >&2; exit 1; }

# 3. The tarball: bundle + the files install.sh puts into ~/.local/share.
VERSION=$("$VENV/bin/python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
NAME=casino-desktop-$VERSION-linux-$(uname -m)
STAGE=$REPO/build/stage/$NAME
rm -rf "$REPO/build/stage"
mkdir -p "$STAGE/share/applications" "$STAGE/share/metainfo" "$STAGE/share/icons"
cp -R "$BUNDLE" "$STAGE/casino-desktop"
cp "$REPO/packaging/linux/$APP_ID.desktop" "$STAGE/share/applications/"
cp "$REPO/packaging/linux/$APP_ID.metainfo.xml" "$STAGE/share/metainfo/"
cp -R "$REPO/resources/icons/hicolor" "$STAGE/share/icons/"
install -m 755 "$REPO/packaging/linux/install.sh" "$REPO/packaging/linux/uninstall.sh" "$STAGE/"
cat > "$STAGE/README.txt" <<EOF
Casino $VERSION for Linux (x86-64, glibc 2.36 or newer).

Install for your user (no root):   ./install.sh
Then start "Casino" from the application menu, or ~/.local/bin/casino-desktop.
Uninstall:                         ~/.local/lib/casino-desktop/uninstall.sh
Run without installing:            ./casino-desktop/casino-desktop
EOF
# Fixed owner and sorted names: the archive differs only when its content does.
tar -C "$REPO/build/stage" --owner=0 --group=0 --numeric-owner --sort=name \
    -czf "$REPO/dist/$NAME.tar.gz" "$NAME"

bundle_mb=$(du -sb "$BUNDLE" | awk '{printf "%.1f", $1 / 1e6}')
tar_mb=$(stat -c %s "$REPO/dist/$NAME.tar.gz" | awk '{printf "%.1f", $1 / 1e6}')
echo "== done: dist/casino-desktop ($bundle_mb MB), dist/$NAME.tar.gz ($tar_mb MB)"
