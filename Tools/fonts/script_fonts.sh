#!/bin/sh
# Copies the Noto Sans Regular and Bold faces of the ten Indic scripts and of Thai, Lao,
# Armenian, Georgian and Ethiopic, whole and unmodified, and their licence from Debian's
# fonts-noto-core (20201225-1) into Sources/CellShotText/Resources/Fonts (the table of which face
# draws a script is ScriptFace in Sources/CellShotText/Layout/ScriptFaces.swift).
# Usage: sh Tools/fonts/script_fonts.sh   (needs apt-get and dpkg-deb)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download fonts-noto-core
dpkg-deb -x fonts-noto-core_*.deb x
src=x/usr/share/fonts/truetype/noto
dst="$root/Sources/CellShotText/Resources/Fonts"
for script in Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Armenian Georgian Ethiopic; do
    for weight in Regular Bold; do
        cp "$src/NotoSans$script-$weight.ttf" "$dst/"
    done
done
cp x/usr/share/doc/fonts-noto-core/copyright "$dst/COPYRIGHT-NotoSansIndic-debian.txt"
