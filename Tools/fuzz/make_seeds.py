#!/usr/bin/env python3
"""Writes the committed seed corpora (run once; the files are committed).

Needs fontTools (pip install -r ../fonts/requirements.txt in Tools/.venv).
"""
import os, shutil, subprocess, tempfile
from fontTools import subset

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def out(target, name, data):
    with open(os.path.join(HERE, "Corpus", target, name), "wb") as f:
        f.write(data)


# PNG: the small fixtures of every colour type, depth and interlace.
fixtures = os.path.join(ROOT, "Tests", "CellShotPNGTests", "Fixtures")
for name in sorted(os.listdir(fixtures)):
    if name.endswith(".png") and os.path.getsize(os.path.join(fixtures, name)) <= 1024:
        shutil.copy(os.path.join(fixtures, name), os.path.join(HERE, "Corpus", "FuzzPNG", name))

# Fonts: Roboto and DejaVu Sans cut down to a few glyphs (kerning kept), then a text byte count.
fonts = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts")
for face in ["Roboto-Regular", "DejaVuSans"]:
    options = subset.Options()
    options.layout_features = ["kern"]
    options.legacy_kern = True
    options.hinting = False
    options.name_IDs = []
    font = subset.load_font(os.path.join(fonts, face + ".ttf"), options)
    s = subset.Subsetter(options)
    s.populate(text="AVTaoefi.")
    s.subset(font)
    path = os.path.join(HERE, "Corpus", "FuzzFont", face + ".ttf")
    subset.save_font(font, path, options)
    text = "AVAToe fi.".encode()
    with open(path, "ab") as f:
        f.write(text + bytes([len(text)]))

# SVG path data: commands, arcs with compact flags, exponents.
for i, d in enumerate([
    "M2 2H22V22H2Z", "M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1a6 6 0 1 1 0 12A6 6 0 0 1 8 2z",
    "M1 1c2 3 4-1 6 2s3 4 5 1q2-3 4 0t3 2l-1.5e1 .5", "m.5.5a1 1 0 01 5 5v-3h-2z M3 3L4 4l5-5",
]):
    out("FuzzSVG", "path%d.txt" % i, d.encode())

# Diff options: numbers line, then ignore regions.
for i, t in enumerate([
    "0.1 1 0 0 0 4 1\n1,1,3,3", "0.05 2.5 3 0.5 8 1 2\n0,0,9,7\n-3,-3,2,2",
    "1 0 0 1 255 64 0\n 4 , 5 , 0 , 1 ", "0 0 0 0 0 4 2\n1,0,9223372036854775807,1",
]):
    out("FuzzDiffOptions", "options%d.txt" % i, t.encode())

# Shaping: Inter (CFF outlines, with and without its GSUB ligatures) and DejaVu Sans cut to
# Arabic and Hebrew letters (GSUB joining forms, GPOS marks) by hb-subset (apt: libharfbuzz-bin),
# then the text.
for name, face, text, extra in [
    ("Inter-cff.bin", "Inter-Regular.otf", "office AVTay", ["--drop-tables+=DSIG,STAT,GDEF"]),
    ("Inter-cff-liga.bin", "Inter-Regular.otf", "fifi", ["--layout-features=liga"]),
    ("DejaVuSans-arabic-hebrew.bin", "DejaVuSans.ttf", "مرحبا لا שָׁלוֹם", []),
    # Colour bitmaps (CBLC/CBDT with PNG glyphs) and emoji sequences through ccmp ligatures.
    ("NotoColorEmoji-sequences.bin", "NotoColorEmoji.ttf", "👍🏽👨‍👩‍👧🇫🇷", []),
    # Contextual ccmp with multiple substitutions: unpaired regional indicators, tag sequences.
    ("NotoColorEmoji-context.bin", "NotoColorEmoji.ttf", "🇦🇦🇦 🏴\U000E0067\U000E0062\U000E007A\U000E007A\U000E007F", []),
    # A Hebrew ccmp across clusters: context, ligature, multiple (nested, deleting), alternate.
    ("CcmpTest-hebrew.bin", os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "CcmpTest.ttf"),
     "אבגד \uFB1Fוכלטס", []),
]:
    with tempfile.TemporaryDirectory() as tmp:
        cut = os.path.join(tmp, "font")
        subprocess.run(["hb-subset", os.path.join(fonts, face), "--text=" + text, "--no-hinting", *extra,
                        "-o", cut], check=True)
        data = open(cut, "rb").read()
    encoded = text.encode()
    out("FuzzShape", name, data + encoded + bytes([len(encoded)]))
