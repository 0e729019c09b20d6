#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/GsubTest.ttf: DejaVu Sans (its copyright and licence,
Resources/Fonts/LICENSE-DejaVu.txt, kept in the name table; renamed as the licence asks of
modified copies) cut to ASCII and the combining acute, whose GSUB is replaced by Latin
features that exercise what the bundled faces do not: lookups applied in lookup-list order
across features (a `calt` lookup before a `liga` one that needs its output), reverse chaining
(type 8, run from the end), an extension lookup (type 7), class-based chaining contexts, a
ligature that skips marks; and beside it hb-shape-gsub.json, HarfBuzz's shaping of samples in
it (uharfbuzz, default features, left to right), for LatinShapingTests to compare with.

Usage (once; uharfbuzz and fonttools are development tools, never runtime dependencies):
    Tools/.venv/bin/python Tools/text/gsub_font.py
"""
import os

import hb_fixture
from hb_latin import load, write_fixture

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCE = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts", "DejaVuSans.ttf")
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "GsubTest.ttf")
EXPECTED = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-gsub.json")
SAMPLES = [
    "qp",            # calt q -> p first (lookup 0), then liga p p -> w (lookup 1)
    "pqp",           # q -> p, then the first p p pair ligates and the last p stays
    "xxy",           # reverse chaining from the end: both x become z
    "xxxyx",
    "k kk",          # extension lookup: k -> h
    "anabana",       # class-based chaining context: n between vowels -> m
    "f\u0301i fi",   # ligature skipping a mark (IgnoreMarks)
    "qpxxy kanaf\u0301i",  # all of them
]

FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;

@V = [a e i o u];
lookup Order1 { sub q by p; } Order1;
lookup Order2 { sub p p by w; } Order2;
lookup Reverse { rsub x' [y z] by z; } Reverse;
lookup Ext useExtension { sub k by h; } Ext;
lookup Classes { sub @V n' @V by m; sub @V b' @V by d; } Classes;
lookup SkipMarks { lookupflag IgnoreMarks; sub f i by fi; } SkipMarks;

feature calt { lookup Order1; lookup Reverse; lookup Ext; lookup Classes; } calt;
feature liga { lookup Order2; lookup SkipMarks; } liga;
"""


def main():
    size = hb_fixture.dejavu_test_font(SOURCE, FEATURES, "GsubTest", OUT, list(range(0x20, 0x7F)) + [0x0301],
                                       glyphs=["fi"], replace_gsub=True)
    print("wrote", OUT, size, "bytes")
    write_fixture(EXPECTED, "GsubTest.ttf", load(OUT), SAMPLES)
    print("wrote", EXPECTED)


if __name__ == "__main__":
    main()
