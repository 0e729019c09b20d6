#!/usr/bin/env python3
"""Renders one line of text with CellShot (`snapshot specimen --text`) and with FreeType
(unhinted, grayscale), stacks them (CellShot on top) into one PNG for looking at, and prints
the mean absolute difference of the two line images.

FreeType's line uses the same positioning rules, computed independently: advances from
hmtx and GPOS pair kerning read with fontTools (write_fixture.py), pen x quantised to 1/4 px,
baseline at round(4 + ascender), black blended over white by coverage.
Only characters present in the font are supported (no fallback on the FreeType side).

Usage: Tools/.venv/bin/python Tools/fonts/compare_line.py --text "AV To Wa" --size 34 --out cmp.png
"""
import argparse
import os
import subprocess
import sys

import freetype
from fontTools.ttLib import TTFont
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_fixture import FONTS, ROOT, gpos_kern, kern_lookups  # noqa: E402

FILES = {"regular": "Roboto-Regular", "medium": "Roboto-Medium", "semibold": "Roboto-Bold", "bold": "Roboto-Bold"}


def freetype_line(text, size, weight, width, height):
    path = os.path.join(FONTS, FILES[weight] + ".ttf")
    tt = TTFont(path)
    cmap = tt.getBestCmap()
    upem = tt["head"].unitsPerEm
    lookups = kern_lookups(tt)
    face = freetype.Face(path)
    face.set_char_size(0, int(round(size * 64)), 72, 72)
    img = [255.0] * (width * height)
    scale = size / upem
    baseline = round(4 + tt["hhea"].ascent * scale)
    pen = 4.0
    prev = None
    for ch in text:
        name = cmap.get(ord(ch))
        if name is None:
            raise SystemExit("character %r is not in %s" % (ch, path))
        if prev is not None:
            pen += gpos_kern(lookups, prev, name) * scale
        ix = int(pen // 1)
        phase = int(round((pen - ix) * 4))
        if phase == 4:
            ix, phase = ix + 1, 0
        face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(phase * 16, 0))
        face.load_glyph(tt.getGlyphID(name), freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_RENDER)
        bm = face.glyph.bitmap
        for j in range(bm.rows):
            for i in range(bm.width):
                a = bm.buffer[j * bm.pitch + i] / 255.0
                x, y = ix + face.glyph.bitmap_left + i, baseline - face.glyph.bitmap_top + j
                if a and 0 <= x < width and 0 <= y < height:
                    img[y * width + x] *= (1 - a)
        pen += tt["hmtx"][name][0] * scale
        prev = name
    out = Image.new("L", (width, height))
    out.putdata([int(v + 0.5) for v in img])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--text", default="AV To Wa Ty LT P. r. Yo")
    ap.add_argument("--size", type=float, default=34)
    ap.add_argument("--weight", default="regular", choices=sorted(FILES))
    ap.add_argument("--snapshot", default=os.path.join(ROOT, ".build/release/snapshot"))
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    cs_path = args.out + ".cellshot.png"
    subprocess.run([args.snapshot, "specimen", "--text", args.text, "--size", str(args.size), "--weight", args.weight,
                    "--out", cs_path], check=True, capture_output=True)
    cs = Image.open(cs_path).convert("L")
    os.remove(cs_path)
    ft = freetype_line(args.text, args.size, args.weight, cs.width, cs.height)
    a, b = list(cs.tobytes()), list(ft.tobytes())
    mean = sum(abs(x - y) for x, y in zip(a, b)) / len(a)
    both = Image.new("L", (cs.width, cs.height * 2 + 2), 128)
    both.paste(cs, (0, 0))
    both.paste(ft, (0, cs.height + 2))
    both.save(args.out)
    print("%r at %g px (%s): mean abs diff %.3f/255 over %dx%d px; max %d; wrote %s" % (
        args.text, args.size, args.weight, mean, cs.width, cs.height, max(abs(x - y) for x, y in zip(a, b)), args.out))


if __name__ == "__main__":
    main()
