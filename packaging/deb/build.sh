#!/bin/sh
# Build felt_<version>_<arch>.deb from the bundle (make deb: make dist first):
#   /usr/lib/felt/                     the bundle
#   /usr/bin/felt, /usr/games/felt     links to it (games live in /usr/games by Debian's
#                                      policy; /usr/bin is on everyone's PATH)
#   /usr/share/applications/felt.desktop, /usr/share/icons/hicolor/NxN/apps/felt.png
#   /usr/share/metainfo/io.github.feltcards.Felt.metainfo.xml
#   /usr/share/doc/felt/copyright, changelog.gz; /usr/share/man/man6/felt.6.gz
# Usage: packaging/deb/build.sh BUNDLE VERSION OUTDIR
set -eu
bundle=$1
version=$2
out=$3
here=$(cd "$(dirname "$0")" && pwd)
pkg=$(cd "$here/.." && pwd)
top=$(cd "$pkg/.." && pwd)
arch=$(dpkg --print-architecture)

fail() { echo "deb: $*" >&2; exit 1; }
[ -x "$bundle/felt" ] && [ -d "$bundle/_internal/app" ] && [ -d "$bundle/_internal/assets" ] \
    || fail "$bundle is not a whole built bundle (no felt, _internal/app or _internal/assets): run make dist"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/felt"
umask 022
mkdir -p "$root/DEBIAN" "$root/usr/lib" "$root/usr/bin" "$root/usr/games" "$root/usr/share/applications" \
    "$root/usr/share/metainfo" "$root/usr/share/doc/felt" "$root/usr/share/man/man6" \
    "$root/usr/share/lintian/overrides"
cp -R "$bundle" "$root/usr/lib/felt"
ln -s ../lib/felt/felt "$root/usr/bin/felt"
ln -s ../lib/felt/felt "$root/usr/games/felt"
install -m 644 "$pkg/felt.desktop" "$root/usr/share/applications/felt.desktop"
for png in "$top"/assets/icons/felt-*.png; do
    size=$(basename "$png" .png | sed 's/felt-//')
    install -D -m 644 "$png" "$root/usr/share/icons/hicolor/${size}x${size}/apps/felt.png"
done
install -m 644 "$pkg/io.github.feltcards.Felt.metainfo.xml" "$root/usr/share/metainfo/"
install -m 644 "$pkg/copyright" "$root/usr/share/doc/felt/copyright"
gzip -9n < "$here/changelog" > "$root/usr/share/doc/felt/changelog.gz"
gzip -9n < "$pkg/felt.6" > "$root/usr/share/man/man6/felt.6.gz"
install -m 644 "$here/lintian-overrides" "$root/usr/share/lintian/overrides/felt"
# plain permissions throughout: folders and programs 755, everything else 644
find "$root" -type d -exec chmod 755 {} +
find "$root/usr" -type f -exec chmod 644 {} +
chmod 755 "$root/usr/lib/felt/felt"
find "$root/usr/lib/felt" -type f -name '*.so*' -exec chmod 644 {} +
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" "$here/control.in" > "$root/DEBIAN/control"
(cd "$root" && find usr -type f -exec md5sum {} + | sort -k2 > DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
mkdir -p "$out"
deb="$out/felt_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" > /dev/null
echo "$deb: $(du -h "$deb" | cut -f1)"
