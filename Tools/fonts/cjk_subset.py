#!/usr/bin/env python3
"""Writes Sources/CellShotText/Resources/Fonts/NotoSansCJK-<Weight>.otf: Noto Sans CJK JP Regular
or Bold (SIL Open Font License 1.1, COPYRIGHT-NotoSansCJK-debian.txt beside it) cut to the
characters of the national standard sets, so Chinese, Japanese and Korean text draws without
bundling the whole 65 535-glyph face:

- Japanese: JIS X 0208 (kana, 6 355 kanji, symbols), through Python's euc_jp codec;
- Simplified Chinese: GB 2312 (6 763 hanzi, symbols), through the gb2312 codec;
- Traditional Chinese: Big5 level 1 (the 5 401 frequent hanzi, A440–C67E) and Big5's symbols
  (A140–A3BF), through the big5 codec;
- Korean: KS X 1001 (2 350 Hangul syllables, 4 888 hanja, symbols), through the euc_kr codec;
- plus CJK punctuation (U+3000–U+303F), kana (U+3040–U+30FF, U+31F0–U+31FF), Hangul
  compatibility jamo (U+3130–U+318F), half- and full-width forms (U+FF00–U+FFEF).

The JP face draws Japanese glyph forms by default; the face's `locl` lookups for the other
language systems (ZHS, ZHT, ZHH, KOR) and the regional glyphs they reach are kept, so the text's
language picks the regional forms of shared ideographs (TextLanguage).

Usage (once per weight, from the Debian package's files; fonttools is a development tool):
    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb x
    Tools/.venv/bin/python Tools/fonts/cjk_subset.py x/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc Regular
    Tools/.venv/bin/python Tools/fonts/cjk_subset.py x/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc Bold
An optional third argument writes to another path (to compare with the bundled file).
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONTS = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts")


def standard_set(codec, lead, trail):
    """Every character a two-byte codec decodes from lead × trail bytes."""
    chars = set()
    for a in lead:
        for b in trail:
            try:
                s = bytes([a, b]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(s) == 1:
                chars.add(ord(s))
    return chars


def unicodes():
    chars = set(range(0x20, 0x7F))
    chars |= standard_set("euc_jp", range(0xA1, 0xFF), range(0xA1, 0xFF))
    chars |= standard_set("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF))
    chars |= standard_set("euc_kr", range(0xA1, 0xFE), range(0xA1, 0xFF))
    big5_trail = list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
    big5 = standard_set("big5", range(0xA1, 0xA4), big5_trail) | standard_set("big5", range(0xA4, 0xC6), big5_trail)
    big5 |= standard_set("big5", [0xC6], range(0x40, 0x7F))
    chars |= big5
    for lo, hi in [(0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0x3130, 0x318F), (0xFF00, 0xFFEF)]:
        chars |= set(range(lo, hi + 1))
    return sorted(chars)


def main():
    weight = sys.argv[2] if len(sys.argv) > 2 else "Regular"
    out = sys.argv[3] if len(sys.argv) > 3 else os.path.join(FONTS, "NotoSansCJK-%s.otf" % weight)
    collection = TTCollection(sys.argv[1])
    font = collection.fonts[0]  # Noto Sans CJK JP
    options = subset.Options()
    options.layout_features = ["ccmp", "locl", "liga", "calt", "kern", "vert", "vrt2", "halt", "palt"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    options.hinting = False
    subsetter = subset.Subsetter(options)
    chars = unicodes()
    subsetter.populate(unicodes=chars)
    subsetter.subset(font)
    font.save(out)
    print("wrote", out, os.path.getsize(out), "bytes,", len(chars), "characters,", len(font.getGlyphOrder()), "glyphs")


if __name__ == "__main__":
    main()
