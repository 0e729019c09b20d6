"""Shared by the HarfBuzz fixture writers: hb-shape's glyphs for a text, and a fixture file
with one sample a line."""
import json
import subprocess


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
