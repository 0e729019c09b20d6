#!/usr/bin/env python3
"""Converts a CFF (.otf) font to TrueType quadratic outlines with fontTools' cu2qu, keeping the
glyph order, so FreeType can render the same glyph IDs from quadratic curves (FreeType flattens
quadratics finely at small sizes, cubics coarsely): a check of where CFF fidelity differences
come from (BENCHMARKS.md, FIDELITY).

Usage:
  Tools/.venv/bin/python Tools/fonts/cff_to_quadratic.py IN.otf OUT.ttf [--max-err UNITS]
"""
import argparse

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("output")
    ap.add_argument("--max-err", type=float, default=0.05, help="largest distance from the cubic, in font units")
    args = ap.parse_args()
    font = TTFont(args.source)
    order = font.getGlyphOrder()
    glyphs = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyphs)
        glyphs[name].draw(Cu2QuPen(pen, args.max_err, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    font["maxp"] = newTable("maxp")
    font["maxp"].tableVersion = 0x00010000
    for attr in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs",
                 "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(font["maxp"], attr, 0)
    font["maxp"].maxZones = 1
    font["post"].formatType = 2.0
    font["post"].extraNames = []
    font["post"].mapping = {}
    font["head"].glyphDataFormat = 0
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    font.sfntVersion = "\x00\x01\x00\x00"
    font.save(args.output)
    print("wrote", args.output)


if __name__ == "__main__":
    main()
