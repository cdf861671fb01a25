#!/bin/sh
# Install Casino for the current user from the unpacked release tarball.
#
#   ./install.sh            (no root needed; run again to upgrade)
#
# Puts, honouring $HOME and $XDG_DATA_HOME (default ~/.local/share):
#   ~/.local/lib/casino-desktop/      the frozen app (+ uninstall.sh)
#   ~/.local/bin/casino-desktop       launcher script
#   $XDG_DATA_HOME/applications/      menu entry (.desktop)
#   $XDG_DATA_HOME/metainfo/          AppStream data (software centres)
#   $XDG_DATA_HOME/icons/hicolor/     icons, SVG and PNG 16-256
# ~/.local/lib/casino-desktop/uninstall.sh removes exactly these again.
# POSIX sh on purpose: runs on any distribution, with no bash needed.
set -eu

APP_ID=io.github.casino_desktop.casino
HERE=$(cd "$(dirname "$0")" && pwd)
: "${HOME:?HOME is not set}"
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
LIB=$HOME/.local/lib/casino-desktop
BIN=$HOME/.local/bin
LAUNCHER=$BIN/casino-desktop

if [ ! -x "$HERE/casino-desktop/casino-desktop" ]; then
    echo "install.sh: $HERE/casino-desktop/casino-desktop is missing; run me from the unpacked tarball." >&2
    exit 1
fi
# We are about to delete $LIB for a clean upgrade: refuse if something that
# is not ours lives there.
if [ -e "$LIB" ] && [ ! -x "$LIB/casino-desktop" ]; then
    echo "install.sh: $LIB exists but holds no Casino install; not touching it." >&2
    exit 1
fi

# The menu entry gets an absolute Exec: ~/.local/bin is not on the PATH of
# every desktop session. A path with spaces is quoted as the Desktop Entry
# spec says; characters that would need escaping there (or break the sed
# below) are refused now, before anything is copied.
case "$LAUNCHER" in
    *[\"\`\$\\\|]*) echo "install.sh: cannot write a menu entry for path $LAUNCHER" >&2; exit 1 ;;
    *" "*) EXEC="\"$LAUNCHER\"" ;;
    *) EXEC=$LAUNCHER ;;
esac

# 1. The frozen app. Copy to a temporary sibling, then swap, so an
#    interrupted upgrade never leaves half a bundle behind.
mkdir -p "$(dirname "$LIB")"
rm -rf "$LIB.new"
cp -R "$HERE/casino-desktop" "$LIB.new"
cp "$HERE/uninstall.sh" "$LIB.new/uninstall.sh"
chmod +x "$LIB.new/uninstall.sh"
rm -rf "$LIB"
mv "$LIB.new" "$LIB"

# 2. Launcher: a script rather than a symlink, so the bundle is found from its
#    real folder whatever the caller's working directory or argv[0].
mkdir -p "$BIN"
cat > "$LAUNCHER" <<EOF
#!/bin/sh
# casino-desktop launcher, written by install.sh (uninstall: $LIB/uninstall.sh)
exec "$LIB/casino-desktop" "\$@"
EOF
chmod +x "$LAUNCHER"

# 3. Menu entry with the absolute Exec worked out above.
mkdir -p "$DATA/applications"
# '|' as the sed delimiter: paths contain '/', and '|' was refused above.
sed -e "s|^Exec=.*|Exec=$EXEC|" -e "s|^TryExec=.*|TryExec=$LAUNCHER|" \
    "$HERE/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"

# 4. AppStream metadata and icons.
mkdir -p "$DATA/metainfo"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
(cd "$HERE/share/icons" && find hicolor -type f) | while IFS= read -r icon; do
    mkdir -p "$DATA/icons/$(dirname "$icon")"
    cp "$HERE/share/icons/$icon" "$DATA/icons/$icon"
done
# Desktops watch the theme folder's mtime. Refresh a GTK icon cache only if
# one is already there: creating one would leave a file uninstall.sh does not own.
touch "$DATA/icons/hicolor"
if [ -f "$DATA/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$DATA/icons/hicolor" || true
fi

echo "Casino installed: $LIB"
echo "Start it from the application menu or with: $LAUNCHER"
case ":${PATH:-}:" in
    *":$BIN:"*) ;;
    *) echo "Note: $BIN is not on your PATH, so type the full path above in a terminal." ;;
esac
echo "Uninstall with: $LIB/uninstall.sh"
