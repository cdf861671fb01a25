#!/bin/sh
# Remove what install.sh put in place, and nothing else.
#
#   ~/.local/lib/casino-desktop/uninstall.sh   (or ./uninstall.sh in the tarball)
#
# Honours $HOME and $XDG_DATA_HOME exactly like install.sh. A folder that
# install.sh may have made (~/.local/bin, the hicolor tree...) is removed only
# when it is left empty: other software shares them. Saved games, statistics
# and settings are the player's and stay; the last line says where they are
# ($XDG_DATA_HOME/CasinoDesktop/casino-desktop, $XDG_CONFIG_HOME/CasinoDesktop).
set -eu

APP_ID=io.github.casino_desktop.casino
ICON_SIZES="16 24 32 48 64 128 256"
: "${HOME:?HOME is not set}"
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
CONFIG=${XDG_CONFIG_HOME:-$HOME/.config}
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
# The folders install.sh makes when they are missing, deepest first: each
# goes only if nothing else is in it (rmdir refuses a folder that is not empty).
for size in $ICON_SIZES scalable; do
    case $size in scalable) dir=scalable ;; *) dir=${size}x${size} ;; esac
    rmdir "$DATA/icons/hicolor/$dir/apps" "$DATA/icons/hicolor/$dir" 2>/dev/null || true
done
for dir in "$DATA/icons/hicolor" "$DATA/icons" "$DATA/applications" "$DATA/metainfo" \
           "$HOME/.local/bin" "$HOME/.local/lib"; do
    rmdir "$dir" 2>/dev/null || true
done

echo "Casino uninstalled."
echo "Your saved games and statistics are kept in $DATA/CasinoDesktop/casino-desktop and your settings in"
echo "$CONFIG/CasinoDesktop: delete those two folders to remove them too."
