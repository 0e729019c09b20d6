#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape.json: HarfBuzz's shaping of the samples
below in DejaVu Sans, for ShapingTests to compare CellShot's `snapshot shape` output with.

Usage (once, after `apt-get install -y libharfbuzz-bin`, with a debug build of `snapshot`):
    python3 Tools/text/hb_expected.py [path/to/snapshot]

hb-shape shapes one direction at a time and does no bidi, so each sample is first split into
the runs CellShot's bidi produces (`snapshot shape --json`); every run's text is then shaped by
hb-shape alone in the run's direction and its clusters shifted back to the whole text.
"""
import json
import os
import subprocess
import sys
import unicodedata

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONT = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts", "DejaVuSans.ttf")
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape.json")
SAMPLES = [
    "مرحبا بالعالم",                  # Arabic: positional forms
    "لا سلام على الإطلاق",            # lam-alef ligatures
    "بَ مُحَمَّد شَدَّة",                  # harakat: mark-to-base, shadda + fatha ligature
    "שָׁלוֹם",                          # Hebrew niqqud: shin dot, qamats, holam
    "בְּרֵאשִׁית בָּרָא",                  # dagesh + sheva stacks
    "עברית (123) abc",                # mixed: Hebrew, brackets, number, Latin
    "Order #42: تم الشحن (3 items)",  # mixed: Latin paragraph with Arabic inside
    "הזמנה 15/3 — 10:30",             # numbers and separators in Hebrew
    "עֲבֹדָה",                          # ayin + mark below: chained contextual ccmp (U+FB20)
    "לַיִל",                            # yod + hiriq: ccmp ligature (U+FB1D)
    "لَا سَلام",                        # haraka on the lam of lam-alef: mark-to-ligature
    "لاَ",                              # haraka on the alef of lam-alef
]


def hb(text, rtl):
    out = subprocess.run(["hb-shape", "--no-glyph-names", "--output-format=json",
                          "--direction=" + ("rtl" if rtl else "ltr"), FONT, text],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def main():
    snapshot = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "snapshot")
    samples = []
    for text in SAMPLES:
        ours = json.loads(subprocess.run([snapshot, "shape", "--font", "DejaVu Sans", "--json", text],
                                         check=True, capture_output=True, text=True).stdout)
        scalars = list(text)
        # A run covers the characters from its first cluster to the next run's (in logical
        # order): ligatures and marks share their base's cluster, so a run's last cluster does
        # not say where it ends.
        starts = sorted(min(g["cluster"] for g in run["glyphs"]) for run in ours)
        runs = []
        for run in ours:
            start = min(g["cluster"] for g in run["glyphs"])
            later = [s for s in starts if s > start]
            end = later[0] if later else len(scalars)
            glyphs = [[g["g"], g["cl"] + start, g.get("dx", 0), g.get("dy", 0), g["ax"]]
                      for g in hb("".join(scalars[start:end]), run["rightToLeft"])]
            runs.append({"rightToLeft": run["rightToLeft"], "glyphs": glyphs})
        samples.append({"text": text, "runs": runs})
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    lines = ['{"generator": %s, "font": "DejaVuSans.ttf", "glyph": ["id", "cluster", "xOffset", "yOffset", "advance"],'
             % json.dumps(version), ' "samples": [']
    for i, sample in enumerate(samples):
        lines.append('  {"text": %s, "runs": [' % json.dumps(sample["text"], ensure_ascii=False))
        for j, run in enumerate(sample["runs"]):
            glyphs = ", ".join(json.dumps(g) for g in run["glyphs"])
            lines.append('    {"rightToLeft": %s, "glyphs": [%s]}%s' % (json.dumps(run["rightToLeft"]), glyphs,
                                                                    "," if j + 1 < len(sample["runs"]) else ""))
        lines.append("  ]}" + ("," if i + 1 < len(samples) else ""))
    lines.append("]}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
