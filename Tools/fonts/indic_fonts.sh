#!/bin/sh
# Copies the nine Indic Noto Sans Regular faces, whole and unmodified, and their licence from
# Debian's fonts-noto-core (20201225-1) into Sources/CellShotText/Resources/Fonts.
# Usage: sh Tools/fonts/indic_fonts.sh   (needs apt-get and dpkg-deb)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download fonts-noto-core
dpkg-deb -x fonts-noto-core_*.deb x
src=x/usr/share/fonts/truetype/noto
dst="$root/Sources/CellShotText/Resources/Fonts"
for script in Devanagari Bengali Gurmukhi Gujarati Tamil Telugu Kannada Malayalam Sinhala; do
    cp "$src/NotoSans$script-Regular.ttf" "$dst/"
done
cp x/usr/share/doc/fonts-noto-core/copyright "$dst/COPYRIGHT-NotoSansIndic-debian.txt"
