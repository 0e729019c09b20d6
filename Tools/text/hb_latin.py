#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-latin.json: HarfBuzz's shaping (through
uharfbuzz, its default features, left to right) of Latin, Greek and Cyrillic samples in the
bundled Inter, Roboto and DejaVu Sans: contextual alternates, ligatures, combining marks.

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    python3 -m venv Tools/.venv && Tools/.venv/bin/pip install uharfbuzz
    Tools/.venv/bin/python Tools/text/hb_latin.py
"""
import json
import os

import uharfbuzz as hb

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONTS = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts")
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-latin.json")
SAMPLES = [
    "9:41 AM · 12:30–13:00",      # calt: colon between digits, dash between digits
    "-> <- => <=",                # calt: arrows
    "A-Z (ABC) [HELLO] {X}",      # calt: case-sensitive punctuation beside capitals
    "office fluffy affliction",   # liga: fi, fl, ffi, ffl
    "h\u0304 i\u0301 j\u0301 i\u0308",  # mark on h; i and j lose their dot under an accent
    "a\u0308\u0301 o\u0302\u0323 e\u0323\u0302",  # partial composition, stacked marks
    "x\u0301 q\u0303 y\u0330 n\u0306",  # marks with no precomposed form
    "\u03b1\u0301 \u03b7\u0342 \u0436\u0306 \u0438\u0300",  # Greek and Cyrillic with marks
    "Zo\u00eb Bj\u00f6rk Ren\u00e9e N\u00fa\u00f1ez",  # accented names, precomposed
    "Zoe\u0308 Bjo\u0308rk Rene\u0301e",  # accented names, decomposed
    "1/2 10:30 x:y",               # colon between letters stays
    "Hello, World!",
]
FACES = ["Inter-Regular.otf", "Roboto-Regular.ttf", "DejaVuSans.ttf"]


def shape(font, text, language=None):
    buf = hb.Buffer()
    buf.add_codepoints([ord(c) for c in text])
    buf.guess_segment_properties()
    buf.direction = "ltr"
    if language:
        buf.language = language
    hb.shape(font, buf, {})
    return [[i.codepoint, i.cluster, p.x_offset, p.y_offset, p.x_advance]
            for i, p in zip(buf.glyph_infos, buf.glyph_positions)]


def load(path):
    """A uharfbuzz font for the file at `path`."""
    with open(path, "rb") as f:
        return hb.Font(hb.Face(f.read()))


def header():
    """The fixture header: the generator and the glyph fields."""
    return {"generator": "uharfbuzz %s (HarfBuzz %s)" % (hb.__version__, hb.version_string()),
            "glyph": ["id", "cluster", "xOffset", "yOffset", "advance"]}


def samples(font, texts):
    """One left-to-right run per text, shaped by HarfBuzz."""
    return [{"text": t, "runs": [{"rightToLeft": False, "glyphs": shape(font, t)}]} for t in texts]


def write_fixture(path, font_file, font, texts):
    """Writes `texts` shaped in `font` (read from `font_file`) to `path`."""
    out = header()
    out["font"] = font_file
    out["samples"] = samples(font, texts)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
        f.write("\n")


def write_faces(path, texts):
    """Writes `texts` shaped in each of FACES to `path`."""
    out = header()
    out["faces"] = [{"font": os.path.splitext(name)[0], "samples": samples(load(os.path.join(FONTS, name)), texts)}
                    for name in FACES]
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
        f.write("\n")


def main():
    write_faces(OUT, SAMPLES)


if __name__ == "__main__":
    main()
