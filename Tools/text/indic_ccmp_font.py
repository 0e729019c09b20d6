#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/IndicCcmpTest.ttf: Noto Sans Devanagari Regular (its
copyright and SIL OFL 1.1 notice kept in the name table; renamed, as the licence asks of modified
versions) cut to the characters of the samples, with a `ccmp` feature added to its `dev2` and
`deva` scripts that only matches the text as typed, before the Indic reordering moves a pre-base
vowel sign in front of its consonant: a ligature of ka + vowel sign i (drawn as the om glyph, a
stand-in), and vowel sign i after kha drawn with the ii sign's glyph (a context). Beside it
hb-shape-indic-ccmp.json, HarfBuzz's shaping of the samples (uharfbuzz, default features), for
IndicTests to compare with: HarfBuzz applies `locl` and `ccmp` before the initial reordering.

Usage (once; uharfbuzz and fonttools are development tools, never runtime dependencies):
    Tools/.venv/bin/python Tools/text/indic_ccmp_font.py
"""
import os

from fontTools.otlLib import builder
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables

import hb_fixture
from hb_latin import load, write_fixture

HERE = os.path.dirname(__file__)
FIXTURES = os.path.join(HERE, "..", "..", "Tests", "CellShotTextTests", "Fixtures")
NAME = "IndicCcmpTest"
SOURCE = os.path.join(HERE, "..", "..", "Sources", "CellShotText", "Resources", "Fonts", "NotoSansDevanagari-Regular.ttf")
SAMPLES = [
    "\u0915\u093F",                          # ka + i: the ligature (only in typed order)
    "\u0916\u093F",                          # kha + i: the i sign takes the ii glyph, still drawn first
    "\u0917\u093F",                          # ga + i: no ccmp, the i sign reordered
    "\u0930\u094D\u0915\u093F",              # reph over the ka + i ligature
    "\u0916\u093F\u0915\u093F",              # both, two syllables
    "\u0915\u093F\u0924\u093E\u092C",        # a word with the ligature
    "\u0938\u094D\u0915\u093F",              # half sa before the ligature
]


def add_ccmp(font):
    """Appends the two ccmp lookups to the font's GSUB and a `ccmp` feature to every language system."""
    gsub = font["GSUB"].table
    lookups = gsub.LookupList.Lookup
    ligature = builder.buildLookup([builder.buildLigatureSubstSubtable(
        {("kadeva", "ivowelsigndeva"): "omdeva"})])
    single = builder.buildLookup([builder.buildSingleSubstSubtable({"ivowelsigndeva": "iivowelsigndeva"})])
    lookups += [ligature, single]
    nested = len(lookups) - 1
    # The context lookup (chained, format 3) calls the single substitution by its index.
    rule = otTables.ChainContextSubst()
    rule.Format = 3
    rule.BacktrackGlyphCount = 1
    rule.BacktrackCoverage = [builder.buildCoverage(["khadeva"], font.getReverseGlyphMap())]
    rule.InputGlyphCount = 1
    rule.InputCoverage = [builder.buildCoverage(["ivowelsigndeva"], font.getReverseGlyphMap())]
    rule.LookAheadGlyphCount = 0
    rule.LookAheadCoverage = []
    record = otTables.SubstLookupRecord()
    record.SequenceIndex = 0
    record.LookupListIndex = nested
    rule.SubstCount = 1
    rule.SubstLookupRecord = [record]
    chain = builder.buildLookup([rule])
    lookups.append(chain)
    gsub.LookupList.LookupCount = len(lookups)
    feature = otTables.FeatureRecord()
    feature.FeatureTag = "ccmp"
    feature.Feature = otTables.Feature()
    feature.Feature.FeatureParams = None
    feature.Feature.LookupListIndex = [len(lookups) - 3, len(lookups) - 1]
    feature.Feature.LookupCount = 2
    records = gsub.FeatureList.FeatureRecord
    at = next(i for i, r in enumerate(records) if r.FeatureTag > "ccmp")
    records.insert(at, feature)
    gsub.FeatureList.FeatureCount = len(records)
    for script in gsub.ScriptList.ScriptRecord:
        systems = [script.Script.DefaultLangSys] + [r.LangSys for r in script.Script.LangSysRecord]
        for system in systems:
            indices = [i + 1 if i >= at else i for i in system.FeatureIndex]
            system.FeatureIndex = sorted(indices + [at])
            system.FeatureCount = len(system.FeatureIndex)


def main():
    font = TTFont(SOURCE, recalcTimestamp=False)
    add_ccmp(font)
    out = os.path.join(FIXTURES, NAME + ".ttf")
    text = "".join(SAMPLES) + "\u25CC"
    size = hb_fixture.save_test_font(font, NAME, out, [ord(c) for c in text], ["omdeva", "iivowelsigndeva"])
    print("wrote", out, size, "bytes")
    write_fixture(os.path.join(FIXTURES, "hb-shape-indic-ccmp.json"), NAME, load(out), SAMPLES)


if __name__ == "__main__":
    main()
