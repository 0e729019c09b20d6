"""Shared by the HarfBuzz fixture writers: hb-shape's glyphs for a text, a fixture file with
one sample a line, and test fonts cut from DejaVu Sans with a GSUB of their own."""
import io
import json
import os
import subprocess

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))


def test_font_paths(name, fixture):
    """DejaVu Sans's path, and the paths of the test font `name` and of the HarfBuzz `fixture` beside it."""
    fixtures = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures")
    return (os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Fonts", "DejaVuSans.ttf"),
            os.path.join(fixtures, name + ".ttf"), os.path.join(fixtures, fixture + ".json"))


def shape(font, text, *options):
    """hb-shape's JSON glyphs (g, cl, dx, dy, ax, ay) for `text` in `font`."""
    out = subprocess.run(["hb-shape", "--no-glyph-names", "--output-format=json", *options, font, text],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def write(path, font, fields, samples):
    """Writes `samples` to `path` under a header naming hb-shape's version, `font` and the glyph `fields`."""
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    lines = ['{"generator": %s, "font": %s, "glyph": %s,' % (json.dumps(version), json.dumps(font), json.dumps(fields)),
             ' "samples": [']
    lines.append(",\n".join("  " + json.dumps(s, ensure_ascii=False) for s in samples))
    lines.append(" ]}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def dejavu_test_font(source, features, name, out, unicodes, glyphs=(), replace_gsub=False):
    """Writes to `out` DejaVu Sans (`source`) with `features` (feature file syntax) compiled into
    its GSUB (replacing it with `replace_gsub`), cut to `unicodes` and `glyphs`, renamed `name`
    as DejaVu's licence asks of modified copies (its copyright and licence kept); returns its size."""
    from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
    from fontTools.ttLib import TTFont

    font = TTFont(source, recalcTimestamp=False)
    if replace_gsub:
        del font["GSUB"]
    addOpenTypeFeaturesFromString(font, features, tables=["GSUB"])
    return save_test_font(font, name, out, unicodes, glyphs)


def save_test_font(font, name, out, unicodes, glyphs=()):
    """Writes `font` (a fontTools TTFont) to `out` cut to `unicodes` and `glyphs`, renamed `name`
    with its copyright and licence name records kept; returns its size."""
    from fontTools import subset

    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = [0, 13, 14]  # the source font's copyright and licence stay with it
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes, glyphs=list(glyphs))
    subsetter.subset(font)
    table = font["name"]
    table.names = [n for n in table.names if n.nameID in (0, 13, 14)]
    for nid, value in [(1, name), (2, "Regular"), (4, name), (6, name)]:
        table.setName(value, nid, 3, 1, 0x409)
    buffer = io.BytesIO()
    font.save(buffer)
    with open(out, "wb") as f:
        f.write(buffer.getvalue())
    return len(buffer.getvalue())
