#!/usr/bin/env python3
"""Compares CellShot's glyph coverage with FreeType's (unhinted, grayscale anti-aliasing).

CellShot's masks come from `snapshot glyph-dump` (pen at x = phase/4 px, baseline y = 0).
FreeType renders the same glyph ID of the same font file at the same pixel size with the
same subpixel offset (FT_Set_Transform delta), FT_LOAD_NO_HINTING, FT_RENDER_MODE_NORMAL.
Both are compared over the union of their boxes.

Reports per size: mean absolute difference over all glyph boxes (/255), the worst glyph's
mean, and the largest single-pixel difference. Goal: mean <= 3, worst glyph <= 8.
Optionally writes a PNG with CellShot (top) and FreeType (bottom) rows for looking at.

Usage:
  swift build -c release --product snapshot
  Tools/.venv/bin/python Tools/fonts/fidelity.py [--snapshot .build/release/snapshot] [--image out.png]
"""
import argparse
import json
import os
import struct
import subprocess
import sys
import zlib

import freetype

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "Sources/CellShotText/Resources/Fonts")
SAMPLE = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
          "\u2026\u00e9\u00e8\u00fc\u00f1\u00e7\u00e5\u00f8\u00c0\u00d6\u0416\u0436\u0414\u0434\u042f\u044f\u0411\u0431\u042b\u044b")


def freetype_mask(face, glyph, size, phase):
    face.set_char_size(0, int(round(size * 64)), 72, 72)
    face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(phase * 16, 0))
    face.load_glyph(glyph, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_RENDER)
    bm = face.glyph.bitmap
    rows, width, pitch = bm.rows, bm.width, bm.pitch
    buf = bm.buffer
    pixels = {}
    for j in range(rows):
        for i in range(width):
            v = buf[j * pitch + i]
            if v:
                pixels[(face.glyph.bitmap_left + i, -face.glyph.bitmap_top + j)] = v
    return pixels, (face.glyph.bitmap_left, -face.glyph.bitmap_top, width, rows)


def freetype_supersampled(face, glyph, size, phase, factor):
    """FreeType at `factor`× the size, box-filtered back down: a reference for cubic (CFF)
    outlines, which FreeType's 1× rasterizer flattens coarsely."""
    face.set_char_size(0, int(round(size * factor * 64)), 72, 72)
    face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(phase * 16 * factor, 0))
    face.load_glyph(glyph, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_RENDER)
    bm = face.glyph.bitmap
    buf = bm.buffer  # freetype-py builds this list on every access: read it once
    sums = {}
    for j in range(bm.rows):
        for i in range(bm.width):
            v = buf[j * bm.pitch + i]
            if v:
                k = ((face.glyph.bitmap_left + i) // factor, (-face.glyph.bitmap_top + j) // factor)
                sums[k] = sums.get(k, 0) + v
    pixels = {k: int(round(v / (factor * factor))) for k, v in sums.items() if round(v / (factor * factor))}
    if not pixels:
        return pixels, (0, 0, 0, 0)
    xs = [k[0] for k in pixels]; ys = [k[1] for k in pixels]
    return pixels, (min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def cellshot_mask(e):
    cov = bytes.fromhex(e["coverage"])
    pixels = {}
    for j in range(e["height"]):
        for i in range(e["width"]):
            v = cov[j * e["width"] + i]
            if v:
                pixels[(e["originX"] + i, e["originY"] + j)] = v
    return pixels, (e["originX"], e["originY"], e["width"], e["height"])


def union_box(a, b):
    boxes = [x for x in (a, b) if x[2] > 0 and x[3] > 0]
    if not boxes:
        return None
    x0 = min(x[0] for x in boxes); y0 = min(x[1] for x in boxes)
    x1 = max(x[0] + x[2] for x in boxes); y1 = max(x[1] + x[3] for x in boxes)
    return x0, y0, x1, y1


def write_png(path, width, height, gray):
    raw = b"".join(b"\x00" + bytes(gray[y * width:(y + 1) * width]) for y in range(height))
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--snapshot", default=os.path.join(ROOT, ".build/release/snapshot"))
    ap.add_argument("--sizes", default="12,17,34")
    ap.add_argument("--weight", default="regular")
    ap.add_argument("--family", default="Roboto", help="Roboto, Inter or DejaVu Sans")
    ap.add_argument("--goal", default="3,8", help="mean,worst-glyph limits (/255); 2,6 for new faces")
    ap.add_argument("--supersample", type=int, default=1,
                    help="compare with FreeType rendered at N× and box-filtered (N = 8 for CFF faces)")
    ap.add_argument("--freetype-font", help="the font file FreeType renders instead of the bundled one (same glyph "
                    "order), e.g. a quadratic conversion from Tools/fonts/cff_to_quadratic.py")
    ap.add_argument("--image", help="write a CellShot-vs-FreeType comparison PNG (34 px, phase 0)")
    args = ap.parse_args()
    goal_mean, goal_worst = (float(v) for v in args.goal.split(","))
    dump = subprocess.run([args.snapshot, "glyph-dump", "--sizes", args.sizes, "--weight", args.weight, "--family", args.family,
                           "--text", SAMPLE], check=True, capture_output=True).stdout
    entries = json.loads(dump)
    faces = {}
    per_size = {}
    pairs_for_image = []
    for e in entries:
        face = faces.get(e["face"])
        if face is None:
            path = args.freetype_font or os.path.join(FONTS, e["face"] + ".ttf")
            if not os.path.exists(path):
                path = os.path.join(FONTS, e["face"] + ".otf")
            face = faces[e["face"]] = freetype.Face(path)
        if args.supersample > 1:
            ft, ftbox = freetype_supersampled(face, e["glyph"], e["size"], e["phase"], args.supersample)
        else:
            ft, ftbox = freetype_mask(face, e["glyph"], e["size"], e["phase"])
        cs, csbox = cellshot_mask(e)
        box = union_box(ftbox, csbox)
        stats = per_size.setdefault(e["size"], {"sum": 0, "pixels": 0, "worst": (0, ""), "max": 0, "glyphs": 0})
        if box is None:
            continue
        x0, y0, x1, y1 = box
        total = 0
        for y in range(y0, y1):
            for x in range(x0, x1):
                d = abs(ft.get((x, y), 0) - cs.get((x, y), 0))
                total += d
                stats["max"] = max(stats["max"], d)
        area = (x1 - x0) * (y1 - y0)
        stats["sum"] += total
        stats["pixels"] += area
        stats["glyphs"] += 1
        mean = total / area
        if mean > stats["worst"][0]:
            stats["worst"] = (mean, "%s phase %d" % (e["char"], e["phase"]))
        if args.image and e["size"] == max(float(s) for s in args.sizes.split(",")) and e["phase"] == 0:
            pairs_for_image.append((cs, ft, box))
    ok = True
    print("| size (px) | glyph renderings | mean abs diff (/255) | worst glyph mean (/255) | max pixel diff |")
    print("| --- | --- | --- | --- | --- |")
    for size in sorted(per_size):
        s = per_size[size]
        mean = s["sum"] / max(1, s["pixels"])
        ok = ok and mean <= goal_mean and s["worst"][0] <= goal_worst
        print("| %g | %d | %.3f | %.3f (%s) | %d |" % (size, s["glyphs"], mean, s["worst"][0], s["worst"][1], s["max"]))
    print("goal (mean <= %g, worst glyph <= %g):" % (goal_mean, goal_worst), "met" if ok else "NOT met")
    if args.image and pairs_for_image:
        pad = 4
        width = sum(b[2] - b[0] + pad for _, _, b in pairs_for_image) + pad
        top = min(b[1] for _, _, b in pairs_for_image)
        height = max(b[3] for _, _, b in pairs_for_image) - top
        rowh = height + pad
        img = [255] * (width * (2 * rowh + pad))
        x = pad
        for cs, ft, (x0, y0, x1, y1) in pairs_for_image:
            for row, pix in ((0, cs), (1, ft)):
                for (px, py), v in pix.items():
                    img[(pad + row * rowh + py - top) * width + x + px - x0] = 255 - v
            x += x1 - x0 + pad
        write_png(args.image, width, 2 * rowh + pad, img)
        print("wrote", args.image)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
