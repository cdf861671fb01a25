#!/usr/bin/env bash
# The system libraries Qt (PySide6-Essentials) loads, plus Python's venv
# module and a font: present on a desktop, missing on a bare Debian/Ubuntu
# image.  Installs only what is missing; uses sudo when not root.
set -euo pipefail
DEBS="python3-venv libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0
 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1 xvfb xauth"
command -v dpkg-query >/dev/null || { echo "Not a Debian/Ubuntu system: install Qt's libraries yourself."; exit 0; }
missing=""
for deb in $DEBS; do
    dpkg-query -W -f='${Status}' "$deb" 2>/dev/null | grep -q "install ok installed" || missing="$missing $deb"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Installing:$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
