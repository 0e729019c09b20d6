#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/GposTest.ttf: DejaVu Sans (its copyright and licence,
Resources/Fonts/LICENSE-DejaVu.txt, kept in the name table; renamed as the licence asks of
modified copies) cut to ASCII and a few Greek letters, whose GPOS is replaced by positioning
the bundled Latin faces do not use: single adjustment (type 1), chained context positioning
(type 8) in `kern` beside pair adjustment (type 2), cursive attachment (type 3, `curs`), and a
`kern` whose Latin lookups differ from its Greek ones (a run takes the lookups of its first
letter's script); and beside it hb-shape-gpos.json, HarfBuzz's shaping of samples in it
(uharfbuzz, default features, left to right), for ShapingTests to compare with.

Also writes GposArabicTest.ttf: DejaVu Sans cut to a few Arabic letters (its GSUB's positional
forms kept), whose GPOS has right-to-left cursive chains (`curs`, one lookup with the
RightToLeft flag and one without), a fatha on cursively attached letters (`mark`), and single
and chained context positioning (`kern`); beside it hb-shape-gpos-arabic.json, HarfBuzz's
shaping of samples in it (one right-to-left run each).

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


ARABIC_OUT = OUT.replace("GposTest", "GposArabicTest")
ARABIC_EXPECTED = EXPECTED.replace("hb-shape-gpos", "hb-shape-gpos-arabic")
ARABIC_SAMPLES = [
    "\u0628\u0628\u0628\u0628",          # beh ×4: a chain hung from its last letter (RightToLeft)
    "\u0633\u0645\u0633\u0645",          # seen, meem: a chain hung from its first letter
    "\u0628\u064e\u0628\u064e\u0628\u064e\u0628\u064e",  # a fatha on each beh of a chain
    "\u0628\u0645\u0628 \u0633\u0628\u0645",  # chained context: meem after beh rises
    "\u0627 \u0628\u0627\u0628",          # single adjustment on alef
    "\u0644\u0627 \u0628\u0644\u0627",   # lam-alef ligature beside a chain
]

# Anchors per glyph: entry on the right (where the letter before, in reading order, ends), exit on
# the left; beh's chain hangs from its last letter, seen's and meem's from the first.
ARABIC_FEATURES = """
languagesystem DFLT dflt;
languagesystem arab dflt;

@BEH = [uniFE91 uniFE92 uniFE90];
lookup Raise { pos uniFEE4 <0 90 0 0>; } Raise;
lookup Single { pos [uni0627 uniFE8E] <60 0 100 0>; } Single;
lookup Context { lookupflag IgnoreMarks; pos @BEH uniFEE4' lookup Raise; } Context;
lookup CursiveBeh {
    lookupflag RightToLeft IgnoreMarks;
    pos cursive uniFE91 <anchor 540 0> <anchor 40 120>;
    pos cursive uniFE92 <anchor 588 120> <anchor 40 240>;
    pos cursive uniFE90 <anchor 1981 240> <anchor NULL>;
} CursiveBeh;
lookup CursiveSeen {
    lookupflag IgnoreMarks;
    pos cursive uniFEB3 <anchor NULL> <anchor 30 80>;
    pos cursive uniFEB4 <anchor 1807 -60> <anchor 30 80>;
    pos cursive uniFEB2 <anchor 2591 -60> <anchor NULL>;
    pos cursive uniFEE3 <anchor NULL> <anchor 30 80>;
    pos cursive uniFEE4 <anchor 1164 -60> <anchor 30 80>;
    pos cursive uniFEE2 <anchor 1343 -60> <anchor NULL>;
} CursiveSeen;
markClass uni064E <anchor 0 1400> @TOP;
lookup MarkTop { pos base [uniFE91 uniFE92 uniFE90 uni0628] <anchor 300 1500> mark @TOP; } MarkTop;

feature curs { script arab; lookup CursiveBeh; lookup CursiveSeen; } curs;
feature kern { script arab; lookup Single; lookup Context; } kern;
feature mark { script arab; lookup MarkTop; } mark;
"""


def arabic():
    """Writes GposArabicTest.ttf and HarfBuzz's right-to-left shaping of ARABIC_SAMPLES in it."""
    import json
    import uharfbuzz as hb
    from hb_latin import header

    font = TTFont(SOURCE, recalcTimestamp=False)
    del font["GPOS"]
    addOpenTypeFeaturesFromString(font, ARABIC_FEATURES, tables=["GPOS"])
    unicodes = [0x20, 0x0627, 0x0628, 0x0633, 0x0644, 0x0645, 0x064E, 0xFE8E, 0xFE90, 0xFE91, 0xFE92, 0xFEB2, 0xFEB3,
                0xFEB4, 0xFEE2, 0xFEE3, 0xFEE4, 0xFEFB, 0xFEFC]
    size = hb_fixture.save_test_font(font, "GposArabicTest", ARABIC_OUT, unicodes)
    print("wrote", ARABIC_OUT, size, "bytes")
    shaped = load(ARABIC_OUT)
    samples = []
    for text in ARABIC_SAMPLES:
        buf = hb.Buffer()
        buf.add_codepoints([ord(c) for c in text])
        buf.guess_segment_properties()
        buf.direction = "rtl"
        hb.shape(shaped, buf, {})
        glyphs = [[i.codepoint, i.cluster, p.x_offset, p.y_offset, p.x_advance]
                  for i, p in zip(buf.glyph_infos, buf.glyph_positions)]
        samples.append({"text": text, "runs": [{"rightToLeft": True, "glyphs": glyphs}]})
    out = header()
    out["font"] = "GposArabicTest.ttf"
    out["samples"] = samples
    with open(ARABIC_EXPECTED, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
        f.write("\n")
    print("wrote", ARABIC_EXPECTED)


def main():
    font = TTFont(SOURCE, recalcTimestamp=False)
    del font["GPOS"]
    addOpenTypeFeaturesFromString(font, FEATURES, tables=["GPOS"])
    unicodes = list(range(0x20, 0x7F)) + [0x03B1, 0x03B2]
    size = hb_fixture.save_test_font(font, "GposTest", OUT, unicodes)
    print("wrote", OUT, size, "bytes")
    write_fixture(EXPECTED, "GposTest.ttf", load(OUT), SAMPLES)
    print("wrote", EXPECTED)
    arabic()


if __name__ == "__main__":
    main()
