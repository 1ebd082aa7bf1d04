#!/bin/sh
# Install Felt for this user, from the unpacked archive (no root needed):
#   ~/.local/share/felt/                           the program (this archive's felt/ folder)
#   ~/.local/bin/felt                              a link to it
#   ~/.local/share/applications/felt.desktop       the application menu entry
#   ~/.local/share/icons/hicolor/NxN/apps/felt.png the icon, six sizes
#   ~/.local/share/metainfo/io.github.feltcards.Felt.metainfo.xml   for software centres
# Run again to update. ./uninstall.sh removes exactly these, and the folders this script made
# that are left empty (listed in ~/.local/share/felt/created-folders); settings and saves are
# kept.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
SHARE="$HOME/.local/share"
DEST="$SHARE/felt"
BIN="$HOME/.local/bin"
SIZES="16 32 48 64 128 256"

fail() { echo "install.sh: $*" >&2; exit 1; }

[ -x "$HERE/felt/felt" ] || fail "no felt/felt beside this script: run it from the unpacked archive"
# a partial or damaged copy of the archive: refuse before anything is changed
[ -d "$HERE/felt/_internal/app" ] && [ -d "$HERE/felt/_internal/assets" ] \
    || fail "the bundle in $HERE/felt is incomplete (no _internal/app or _internal/assets): unpack the archive again"
for f in felt.desktop io.github.feltcards.Felt.metainfo.xml; do
    [ -f "$HERE/$f" ] || fail "$f is missing beside this script: unpack the archive again"
done
for size in $SIZES; do
    [ -f "$HERE/icons/felt-$size.png" ] || fail "icons/felt-$size.png is missing: unpack the archive again"
done
if [ -e "$DEST" ] && [ ! -x "$DEST/felt" ]; then
    fail "$DEST exists and is not an installed Felt; move it away first"
fi
if [ -e "$BIN/felt" ] && [ ! -L "$BIN/felt" ]; then
    fail "$BIN/felt exists and is not a link to Felt; move it away first"
fi

# the folders this script makes (and only those) are listed for uninstall.sh to remove when
# they are left empty; an update keeps the list of the first install
made=""
if [ -f "$DEST/created-folders" ]; then
    made=$(cat "$DEST/created-folders")
fi
need() {
    for dir in "$@"; do
        if [ ! -d "$dir" ]; then
            mkdir -p "$dir"
            made="$made
$dir"
        fi
    done
}
need "$HOME/.local" "$SHARE" "$BIN" "$SHARE/applications" "$SHARE/metainfo" "$SHARE/icons" "$SHARE/icons/hicolor"
for size in $SIZES; do
    need "$SHARE/icons/hicolor/${size}x${size}" "$SHARE/icons/hicolor/${size}x${size}/apps"
done
# copy beside, then swap: a failed copy leaves the installed version as it was
rm -rf "$DEST.new"
cp -R "$HERE/felt" "$DEST.new"
cp "$HERE/uninstall.sh" "$DEST.new/uninstall.sh"
printf '%s\n' "$made" | sed '/^$/d' > "$DEST.new/created-folders"
rm -rf "$DEST"
mv "$DEST.new" "$DEST"
ln -sfn "$DEST/felt" "$BIN/felt"

sed -e "s|^Exec=.*|Exec=\"$DEST/felt\"|" "$HERE/felt.desktop" > "$SHARE/applications/felt.desktop"
chmod 644 "$SHARE/applications/felt.desktop"
cp "$HERE/io.github.feltcards.Felt.metainfo.xml" "$SHARE/metainfo/"
chmod 644 "$SHARE/metainfo/io.github.feltcards.Felt.metainfo.xml"

for size in $SIZES; do
    dir="$SHARE/icons/hicolor/${size}x${size}/apps"
    cp "$HERE/icons/felt-$size.png" "$dir/felt.png"
    chmod 644 "$dir/felt.png"
done

echo "Felt is installed in $DEST."
echo "Start it from the application menu, or run: $BIN/felt"
case ":$PATH:" in
    *":$BIN:"*) ;;
    *) echo "($BIN is not on your PATH: add it to run plain 'felt'.)" ;;
esac
echo "To remove it: $DEST/uninstall.sh"
