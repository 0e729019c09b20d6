#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/CcmpTest.ttf: DejaVu Sans (its copyright and licence,
Resources/Fonts/LICENSE-DejaVu.txt, kept in the name table; renamed as the licence asks of
modified copies) cut to Hebrew (and the space) whose GSUB is replaced by a Hebrew `ccmp` that
exercises what the bundled faces barely reach: a context and a ligature across clusters, a multiple substitution (decomposition), one
nested in a context rule, a deletion, and an alternate substitution; and beside it
hb-shape-ccmp.json, HarfBuzz's shaping of Hebrew samples in it, for ShapingTests to compare
CellShot's shaping with (each sample is one right-to-left run: hb-shape needs no bidi split).

Usage (once, with Tools/.venv from Tools/fonts/requirements.txt, after
`apt-get install -y libharfbuzz-bin`):
    Tools/.venv/bin/python Tools/text/ccmp_font.py
"""
import os

import hb_fixture

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCE = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts", "DejaVuSans.ttf")
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "CcmpTest.ttf")
EXPECTED = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-ccmp.json")
SAMPLES = [
    "\u05D0\u05D1",        # alef bet: a context across clusters
    "\u05D2\u05D3",        # gimel dalet: a ligature across clusters (clusters merged)
    "\uFB1F",              # a multiple substitution: base + mark, the mark placed by GPOS
    "\u05D5",              # an alternate substitution
    "\u05DB\u05DC",        # kaf lamed: a multiple substitution nested in a context rule
    "\u05D8\u05E1",        # tet samekh: a nested deletion (clusters merged)
    "\u05D0\u05D1\u05D2\u05D3 \uFB1F\u05D5\u05DB\u05DC\u05D8\u05E1\u05D0",  # all of them, two words
    "\u05D2\u05B8\u05D3",  # a mark between ligature components stays in the merged cluster
]

FEATURES = """
languagesystem DFLT dflt;
languagesystem hebr dflt;

lookup Decompose {            # multiple: yiddish yod yod patah -> yod yod + patah
    sub uniFB1F by uni05F2 uni05B7;
} Decompose;
lookup Alternate {            # alternate: vav from [zayin het] -> zayin (the first)
    sub uni05D5 from [uni05D6 uni05D7];
} Alternate;
lookup Dagesh {               # multiple, nested below: kaf -> kaf + dagesh
    sub uni05DB by uni05DB uni05BC;
} Dagesh;
lookup Delete {               # multiple to nothing, nested below: samekh deleted
    sub uni05E1 by NULL;
} Delete;

feature ccmp {
    script hebr;
    lookup Decompose;
    lookup Alternate;
    lookup Context {          # context across clusters: alef before bet -> dalet
        sub uni05D0' uni05D1 by uni05D3;
    } Context;
    lookup Ligature {         # ligature across clusters: gimel + dalet -> he
        sub uni05D2 uni05D3 by uni05D4;
    } Ligature;
    lookup Nested {           # kaf before lamed takes a dagesh; samekh after tet is deleted
        sub uni05DB' lookup Dagesh uni05DC;
        sub uni05D8 uni05E1' lookup Delete;
    } Nested;
} ccmp;
"""


def main():
    size = hb_fixture.dejavu_test_font(SOURCE, FEATURES, "CcmpTest", OUT,
                                       [0x20] + list(range(0x0591, 0x05F5)) + list(range(0xFB1D, 0xFB50)))
    print("wrote", OUT, size, "bytes")
    samples = []
    for text in SAMPLES:
        glyphs = [[g["g"], g["cl"], g["dx"], g["dy"], g["ax"]] for g in hb_fixture.shape(OUT, text, "--direction=rtl")]
        samples.append({"text": text, "runs": [{"rightToLeft": True, "glyphs": glyphs}]})
    hb_fixture.write(EXPECTED, "CcmpTest.ttf", ["id", "cluster", "xOffset", "yOffset", "advance"], samples)
    print("wrote", EXPECTED)

if __name__ == "__main__":
    main()
