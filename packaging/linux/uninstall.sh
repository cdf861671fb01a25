#!/bin/sh
# Remove what install.sh put in place, and nothing else.
#
#   ~/.local/lib/casino-desktop/uninstall.sh   (or ./uninstall.sh in the tarball)
#
# Honours $HOME and $XDG_DATA_HOME exactly like install.sh. Folders are left
# alone (~/.local/bin, the hicolor tree): other software shares them. Saved
# games and settings (~/.local/share/casino, ~/.config/casino) are the user's
# and stay.
set -eu

APP_ID=io.github.casino_desktop.casino
ICON_SIZES="16 24 32 48 64 128 256"
: "${HOME:?HOME is not set}"
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
LIB=$HOME/.local/lib/casino-desktop
LAUNCHER=$HOME/.local/bin/casino-desktop

# The launcher only if it is ours (install.sh writes this marker line).
if [ -f "$LAUNCHER" ] && grep -q "casino-desktop launcher, written by install.sh" "$LAUNCHER"; then
    rm -f "$LAUNCHER"
elif [ -e "$LAUNCHER" ]; then
    echo "uninstall.sh: $LAUNCHER was not written by install.sh; left in place." >&2
fi

rm -f "$DATA/applications/$APP_ID.desktop"
rm -f "$DATA/metainfo/$APP_ID.metainfo.xml"
rm -f "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in $ICON_SIZES; do
    rm -f "$DATA/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
if [ -d "$DATA/icons/hicolor" ]; then
    touch "$DATA/icons/hicolor"
    if [ -f "$DATA/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" || true
    fi
fi

# Last, as this script may itself live in $LIB: the shell has already opened
# it, so deleting the file under it is safe on Linux.
if [ -x "$LIB/casino-desktop" ]; then
    rm -rf "$LIB"
elif [ -e "$LIB" ]; then
    echo "uninstall.sh: $LIB holds no Casino install; left in place." >&2
fi
echo "Casino uninstalled."
