#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-emoji.json: HarfBuzz's shaping of emoji
sequences in the bundled Noto Color Emoji, for EmojiShapingTests to compare glyph IDs with.

Usage (once, after `apt-get install -y libharfbuzz-bin`):
    python3 Tools/text/hb_emoji.py
"""
import os

import hb_fixture

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONT = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts", "NotoColorEmoji.ttf")
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-emoji.json")
SAMPLES = [
    "\U0001F600",                                     # default emoji presentation
    "\U0001F468\u200D\U0001F469\u200D\U0001F467",     # ZWJ family
    "\U0001F44D\U0001F3FD",                           # skin-tone modifier
    "\U0001F1EB\U0001F1F7",                           # flag: regional indicator pair
    "1\uFE0F\u20E3",                                  # keycap
    "\u2764\uFE0F",                                   # VS16 on a text-default emoji
    "\U0001F3D6\uFE0F\U0001F389\U0001F680",           # several clusters
    "\U0001F469\U0001F3FD\u200D\U0001F4BB",           # modifier inside a ZWJ sequence
    "\U0001F1E6",                                     # a lone regional indicator
    "\U0001F1E6\U0001F1E6",                           # an unpaired pair: context rule, deletion
    "\U0001F1EB\U0001F1F7\U0001F1E6",                 # a flag, then a lone indicator
    "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",  # tag sequence (Scotland)
    "\U0001F3F4\U000E0067\U000E0062\U000E007A\U000E007A\U000E007F",  # unknown tag sequence: tags deleted
]


def main():
    samples = []
    for text in SAMPLES:
        glyphs = [[g["g"], g["cl"], g["ax"]] for g in hb_fixture.shape(FONT, text)]
        samples.append({"text": text, "glyphs": glyphs})
    hb_fixture.write(OUT, "NotoColorEmoji.ttf", ["id", "cluster", "advance"], samples)


if __name__ == "__main__":
    main()
