#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/font_metrics.json: metrics, glyph IDs, advances and
pair kerning of the bundled fonts, read independently with fontTools (not with CellShot).

Kerning follows the OpenType rules CellShot implements: GPOS 'kern' feature lookups of the
'latn' script (else 'DFLT', else the first script), default language system, PairPos
subtables tried in order per lookup (format 1 pair sets, format 2 class pairs), Value1
XAdvance summed over lookups. The legacy 'kern' table (format 0) is reported separately.

Setup: python3 -m venv Tools/.venv && Tools/.venv/bin/pip install -r Tools/fonts/requirements.txt
Usage: Tools/.venv/bin/python Tools/fonts/write_fixture.py
"""
import json
import os
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "Sources/CellShotText/Resources/Fonts")
OUT = os.path.join(ROOT, "Tests/CellShotTextTests/Fixtures/font_metrics.json")

CHARS = "AVTWaoyrLPYfiHx.,-0123456789 éЖжß…"
PAIRS = ["AV", "VA", "To", "Wa", "Ty", "LT", "Yo", "P.", "r.", "Av", "AT", "Te", "We", "F,", "ky", "oo", "HH", "y.", "L'", "AY"]


def kern_lookups(font):
    if "GPOS" not in font:
        return []
    gpos = font["GPOS"].table
    records = {r.ScriptTag: r.Script for r in gpos.ScriptList.ScriptRecord}
    script = records.get("latn") or records.get("DFLT") or (gpos.ScriptList.ScriptRecord[0].Script if records else None)
    if script is None or script.DefaultLangSys is None:
        return []
    ls = script.DefaultLangSys
    indices = list(ls.FeatureIndex)
    if ls.ReqFeatureIndex != 0xFFFF:
        indices.append(ls.ReqFeatureIndex)
    lookups = set()
    for i in indices:
        fr = gpos.FeatureList.FeatureRecord[i]
        if fr.FeatureTag == "kern":
            lookups.update(fr.Feature.LookupListIndex)
    return [gpos.LookupList.Lookup[i] for i in sorted(lookups)]


def x_advance(value):
    return getattr(value, "XAdvance", 0) or 0 if value is not None else 0


def pair_value(st, left, right):
    """None when the subtable does not apply."""
    cov = st.Coverage.glyphs
    if left not in cov:
        return None
    if st.Format == 1:
        for rec in st.PairSet[cov.index(left)].PairValueRecord:
            if rec.SecondGlyph == right:
                return x_advance(rec.Value1)
        return None
    c1 = st.ClassDef1.classDefs.get(left, 0)
    c2 = st.ClassDef2.classDefs.get(right, 0)
    if c1 >= st.Class1Count or c2 >= st.Class2Count:
        return None
    return x_advance(st.Class1Record[c1].Class2Record[c2].Value1)


def gpos_kern(lookups, left, right):
    total = 0
    for lookup in lookups:
        for st in lookup.SubTable:
            if lookup.LookupType == 9:
                if st.ExtensionLookupType != 2:
                    continue
                st = st.ExtSubTable
            elif lookup.LookupType != 2:
                continue
            v = pair_value(st, left, right)
            if v is not None:
                total += v
                break
    return total


def legacy_kern(font, left, right):
    if "kern" not in font:
        return 0
    for t in font["kern"].kernTables:
        if t.format == 0 and t.coverage & 0x0F == 0x01:
            return t.kernTable.get((left, right), 0)
    return 0


def describe(path):
    font = TTFont(path)
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    os2 = font["OS/2"]
    glyphs = {}
    for ch in CHARS:
        name = cmap.get(ord(ch))
        glyphs[ch] = {"glyph": font.getGlyphID(name) if name else 0,
                      "advance": font["hmtx"][name][0] if name else font["hmtx"][order[0]][0]}
    lookups = kern_lookups(font)
    kerning = {}
    legacy = {}
    for p in PAIRS:
        a, b = cmap.get(ord(p[0])), cmap.get(ord(p[1]))
        if a and b:
            kerning[p] = gpos_kern(lookups, a, b)
            legacy[p] = legacy_kern(font, a, b)
    return {
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": font["hhea"].ascent,
        "descender": font["hhea"].descent,
        "lineGap": font["hhea"].lineGap,
        "numGlyphs": font["maxp"].numGlyphs,
        "capHeight": os2.sCapHeight if os2.version >= 2 else None,
        "glyphs": glyphs,
        "gposKerning": kerning,
        "legacyKerning": legacy,
    }


def main():
    out = {}
    for name in ["Roboto-Regular", "Roboto-Medium", "Roboto-Bold", "DejaVuSans"]:
        out[name] = describe(os.path.join(FONTS, name + ".ttf"))
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
