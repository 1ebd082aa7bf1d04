#!/bin/sh
# Remove what install.sh put in place, and nothing else: the program in ~/.local/share/felt,
# the link ~/.local/bin/felt, the menu entry, the metainfo and the six icons, then the folders install.sh
# made that are now empty (its list, created-folders; a folder holding anything else stays).
# Felt's settings (~/.config/Felt) and saves (~/.local/share/Felt) are kept; delete those by
# hand if wanted.
set -eu
SHARE="$HOME/.local/share"
DEST="$SHARE/felt"
BIN="$HOME/.local/bin"
SIZES="16 32 48 64 128 256"
removed=0
made=""

if [ -L "$BIN/felt" ]; then
    case "$(readlink "$BIN/felt")" in
        "$DEST/felt") rm -f "$BIN/felt"; removed=1 ;;
        *) echo "uninstall.sh: $BIN/felt points elsewhere; left alone" >&2 ;;
    esac
fi
if [ -d "$DEST" ]; then
    if [ -x "$DEST/felt" ]; then
        if [ -f "$DEST/created-folders" ]; then
            made=$(cat "$DEST/created-folders")
        fi
        rm -rf "$DEST"; removed=1
    else
        echo "uninstall.sh: $DEST does not hold Felt; left alone" >&2
    fi
fi
if [ -f "$SHARE/applications/felt.desktop" ]; then
    rm -f "$SHARE/applications/felt.desktop"; removed=1
fi
if [ -f "$SHARE/metainfo/io.github.feltcards.Felt.metainfo.xml" ]; then
    rm -f "$SHARE/metainfo/io.github.feltcards.Felt.metainfo.xml"; removed=1
fi
for size in $SIZES; do
    icon="$SHARE/icons/hicolor/${size}x${size}/apps/felt.png"
    if [ -f "$icon" ]; then
        rm -f "$icon"; removed=1
    fi
done
# deepest first, each only if empty (rmdir refuses a folder that holds anything)
printf '%s\n' "$made" | awk 'NF { print length($0) "\t" $0 }' | sort -rn | cut -f2- |
while IFS= read -r dir; do
    case "$dir" in
        "$HOME"/*) rmdir "$dir" 2>/dev/null || true ;;
    esac
done

if [ "$removed" = 1 ]; then
    echo "Felt is removed. Settings and saves are kept in ~/.config/Felt and ~/.local/share/Felt."
else
    echo "Felt was not installed for this user; nothing removed."
fi
