#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-emoji.json: HarfBuzz's shaping of emoji
sequences in the bundled Noto Color Emoji, for EmojiShapingTests to compare glyph IDs with.

Usage (once, after `apt-get install -y libharfbuzz-bin`):
    python3 Tools/text/hb_emoji.py
"""
import json
import os
import subprocess

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
        out = subprocess.run(["hb-shape", "--no-glyph-names", "--output-format=json", FONT, text],
                             check=True, capture_output=True, text=True).stdout
        samples.append({"text": text, "glyphs": [[g["g"], g["cl"], g["ax"]] for g in json.loads(out)]})
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    lines = ['{"generator": %s, "font": "NotoColorEmoji.ttf", "glyph": ["id", "cluster", "advance"],' % json.dumps(version),
             ' "samples": [']
    lines.append(",\n".join("  " + json.dumps(s, ensure_ascii=False) for s in samples))
    lines.append(" ]}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
