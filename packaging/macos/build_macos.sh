#!/usr/bin/env bash
# Build the macOS release: PyInstaller Casino.app, self-test, DMG.
#
# Needs Python 3.11+ from python.org (or Homebrew) and the Xcode command line
# tools. From the repository root:
#
#   packaging/macos/build_macos.sh
#
# Outputs dist/Casino.app and dist/casino-desktop-<version>-macos-<arch>.dmg.
# The app is ad-hoc signed by PyInstaller only: not notarized, so Gatekeeper
# asks on first start (right-click > Open). Untested so far: written and
# reviewed on Linux, see packaging/README.md.
set -euo pipefail

REPO=$(cd "$(dirname "$0")/../.." && pwd)
cd "$REPO"
PYTHON=${PYTHON:-python3}
VENV=$REPO/build/venv-macos

# 1. A venv with only the pinned build requirements.
if [[ ! -x "$VENV/bin/pyinstaller" ]]; then
    "$PYTHON" -m venv --clear "$VENV"
    "$VENV/bin/python" -m pip install --disable-pip-version-check -r packaging/requirements-build.txt
fi

# 2. The bundle; the spec's BUNDLE section makes dist/Casino.app on macOS.
rm -rf dist/Casino.app dist/casino-desktop
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/casino-desktop.spec

# 3. Self-test of the frozen app, offscreen so it also works over SSH / CI.
QT_QPA_PLATFORM=offscreen dist/Casino.app/Contents/MacOS/casino-desktop --self-test

# 4. DMG: the app plus a link to /Applications to drag it onto.
VERSION=$("$VENV/bin/python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
DMG=dist/casino-desktop-$VERSION-macos-$(uname -m).dmg
STAGE=build/dmg
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R dist/Casino.app "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Casino" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
du -sh dist/Casino.app "$DMG"
