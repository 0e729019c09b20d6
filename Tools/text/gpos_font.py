#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/GposTest.ttf: DejaVu Sans (its copyright and licence,
Resources/Fonts/LICENSE-DejaVu.txt, kept in the name table; renamed as the licence asks of
modified copies) cut to ASCII and a few Greek letters, whose GPOS is replaced by positioning
the bundled Latin faces do not use: single adjustment (type 1), chained context positioning
(type 8) in `kern` beside pair adjustment (type 2), cursive attachment (type 3, `curs`), and a
`kern` whose Latin lookups differ from its Greek ones (a run takes the lookups of its first
letter's script); and beside it hb-shape-gpos.json, HarfBuzz's shaping of samples in it
(uharfbuzz, default features, left to right), for ShapingTests to compare with.

Run once with Tools/.venv's python (uharfbuzz and fonttools: development tools only).
"""
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.ttLib import TTFont

import hb_fixture
from hb_latin import load, write_fixture

SOURCE, OUT, EXPECTED = hb_fixture.test_font_paths("GposTest", "hb-shape-gpos")
SAMPLES = [
    "AV To",            # Latin run: both pairs kern
    "\u03b1\u03b2 AV To",  # Greek run: the Latin-only pair lookup does not apply
    "AV \u03b1\u03b2 To",  # Latin run again (its first letter is Latin)
    "x ax xx",          # single adjustment: x moves right and widens
    "ama eme omo",      # chained context: m between a and e widens
    "a--b -",           # cursive: each hyphen's exit joins the next one's entry
    "Tx xT",            # pair and single adjustment on the same glyph
    "12:30 AV",         # digits and punctuation take the run's script
]

FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;
languagesystem grek dflt;

@VOWEL = [a e];
lookup PairAll { pos T o -200; } PairAll;
lookup Single { pos x <40 0 60 0>; } Single;
lookup Widen { pos m <0 0 80 0>; } Widen;
lookup Context { pos @VOWEL m' lookup Widen @VOWEL; } Context;
lookup PairLatin { pos A V -300; } PairLatin;
lookup Cursive { pos cursive hyphen <anchor 0 0> <anchor 500 150>; } Cursive;

feature kern {
    script latn;
    lookup PairAll;
    lookup Single;
    lookup Context;
    lookup PairLatin;
    script grek;
    lookup PairAll;
    lookup Single;
    lookup Context;
} kern;
feature curs { lookup Cursive; } curs;
"""


def main():
    font = TTFont(SOURCE, recalcTimestamp=False)
    del font["GPOS"]
    addOpenTypeFeaturesFromString(font, FEATURES, tables=["GPOS"])
    unicodes = list(range(0x20, 0x7F)) + [0x03B1, 0x03B2]
    size = hb_fixture.save_test_font(font, "GposTest", OUT, unicodes)
    print("wrote", OUT, size, "bytes")
    write_fixture(EXPECTED, "GposTest.ttf", load(OUT), SAMPLES)
    print("wrote", EXPECTED)


if __name__ == "__main__":
    main()
