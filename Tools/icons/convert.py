#!/usr/bin/env python3
"""Builds CellShot's built-in icon set from the Bootstrap Icons (MIT) SVG files.

Run when the icon set or the name mapping changes:
    apt-get install -y bootstrap-icons
    python3 Tools/icons/convert.py [/usr/share/bootstrap-icons/svg]
It reads Tools/icons/sf-mapping.tsv (SF Symbols name -> glyph [-> family stem]) and writes
Sources/CellShotLayout/Icons/Resources/bootstrap-icons.txt, a compact text resource that
IconLibrary loads on first use:

    a NAME GLYPH FAMILY   an SF Symbols name (h: a base only composed from, never listed)
    g GLYPH               a glyph; the lines after it are its paths: "n D" or "e D"
                          (nonzero / even-odd fill rule, SVG path data in a 16 x 16 box)

Only the glyphs the names use are kept: each name's glyph and its family's variant files
(stem-fill, stem-circle, stem-circle-fill, stem-square…, stem-slash…). Every name of
Tools/icons/sf-name-counts.tsv the mapping cannot resolve is printed, so a gap is visible.
The Bootstrap Icons licence (MIT) is copied beside the resource.

A glyph column may turn a file to face the way the SF symbol does: GLYPH@DEGREES (clockwise
about the box's centre; its family's variant files are turned with it, as GLYPH@DEGREES-fill…).
COMPOSED below draws glyphs from turned, scaled files and plain paths (svgturn.py).
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

from svgturn import turned

MODIFIERS = ("fill", "circle", "square", "slash")
# Small glyphs drawn as badges and inside composed shapes.
EXTRA = ["check-lg", "dash-lg", "plus-lg", "x-lg", "exclamation-lg", "question-lg", "clock", "gear",
         "person", "search", "star", "key", "moon", "shield-shaded", "heart", "lock", "arrow-down"]


# SF Symbols' airplane.departure and airplane.arrival: Bootstrap's solid plane (nose up) turned to
# climb or descend to the right, smaller, over a runway line. Each part is (FILE, DEGREES, SCALE,
# CENTRE) or a path of its own.
RUNWAY = "M1 14.2h14v1.3H1z"
COMPOSED = {
    "airplane-departure": [("airplane-fill", 45, 0.78, (8, 6.6)), RUNWAY],
    "airplane-arrival": [("airplane-fill", 135, 0.78, (8, 6.6)), RUNWAY],
}


def glyph_parts(spec, src):
    """The parts of a glyph: a Bootstrap file, FILE@DEGREES (turned), or a COMPOSED glyph."""
    if spec in COMPOSED:
        parts = []
        for part in COMPOSED[spec]:
            if isinstance(part, str):
                parts.append(("n", part))
                continue
            file, degrees, scale, centre = part
            parts.extend((rule, turned(d, degrees, scale, to=centre)) for rule, d in parts_of(os.path.join(src, file + ".svg")))
        return parts
    stem, _, turn = spec.partition("@")  # a turned variant: stem@DEGREES-fill…
    degrees, _, variant = turn.partition("-")
    parts = parts_of(os.path.join(src, stem + ("-" + variant if variant else "") + ".svg"))
    return [(rule, turned(d, float(degrees))) for rule, d in parts] if degrees else parts


def exists(spec, have):
    return spec in COMPOSED or spec.partition("@")[0] in have


def parts_of(svg_path):
    root = ET.parse(svg_path).getroot()
    if root.get("viewBox", "0 0 16 16").split() != ["0", "0", "16", "16"]:
        raise SystemExit(f"{svg_path}: unexpected viewBox")
    parts = []
    for element in root.iter():
        tag = element.tag.split("}")[-1]
        if tag == "svg":
            continue
        if tag == "circle":
            cx, cy, r = (float(element.get(k)) for k in ("cx", "cy", "r"))
            d = f"M{cx - r:g} {cy:g}a{r:g} {r:g} 0 1 0 {2 * r:g} 0a{r:g} {r:g} 0 1 0 {-2 * r:g} 0z"
        elif tag != "path":
            raise SystemExit(f"{svg_path}: unsupported element <{tag}>")
        else:
            d = re.sub(r"\s+", " ", element.get("d", "")).strip()
        parts.append(("e" if element.get("fill-rule") == "evenodd" else "n", d))
    if not parts:
        raise SystemExit(f"{svg_path}: no <path>")
    return parts


def read_mapping(path):
    rows = []
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        cols = line.rstrip("\n").split("\t")
        hidden = cols[0].startswith("~")
        name = cols[0].lstrip("~")
        glyph = cols[1]
        family = cols[2] if len(cols) > 2 else glyph
        rows.append((name, glyph, family, hidden))
    return rows


def family_files(family, available):
    """The variant glyphs of a family stem (a turned stem's variants are turned alike)."""
    stem, at, degrees = family.partition("@")
    out = []
    for f in available:
        if f.startswith(stem + "-"):
            rest = f[len(stem) + 1:].split("-")
            if all(t in MODIFIERS for t in rest):
                out.append(f"{stem}{at}{degrees}-{'-'.join(rest)}" if at else f)
    return out


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/bootstrap-icons/svg"
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    available = sorted(f[:-4] for f in os.listdir(src) if f.endswith(".svg"))
    have = set(available)
    rows = read_mapping(os.path.join(here, "sf-mapping.tsv"))
    names = {}
    glyphs = set(EXTRA)
    for name, glyph, family, hidden in rows:
        if name in names:
            raise SystemExit(f"sf-mapping.tsv: {name} twice")
        if not exists(glyph, have):
            raise SystemExit(f"sf-mapping.tsv: {name}: no glyph {glyph}")
        names[name] = (glyph, family, hidden)
        glyphs.add(glyph)
        glyphs.update(family_files(family, available))
    version = os.environ.get("BOOTSTRAP_ICONS_VERSION", "1.10.3")
    out = [f"# CellShot icon set: Bootstrap Icons {version} (MIT, LICENSE beside this file) under SF Symbols names.",
           "# GENERATED by Tools/icons/convert.py from Tools/icons/sf-mapping.tsv; do not edit by hand."]
    for name in sorted(names):
        glyph, family, hidden = names[name]
        out.append(f"{'h' if hidden else 'a'} {name} {glyph} {family}")
    for glyph in sorted(glyphs):
        out.append(f"g {glyph}")
        out.extend(f"{rule} {d}" for rule, d in glyph_parts(glyph, src))
    target_dir = os.path.join(repo, "Sources/CellShotLayout/Icons/Resources")
    os.makedirs(target_dir, exist_ok=True)
    target = os.path.join(target_dir, "bootstrap-icons.txt")
    with open(target + ".tmp", "w") as f:
        f.write("\n".join(out) + "\n")
    os.replace(target + ".tmp", target)
    with open(os.path.join(here, "LICENSE")) as f, open(os.path.join(target_dir, "LICENSE-bootstrap-icons.txt"), "w") as g:
        g.write(f.read())
    print(f"wrote {len(names)} names, {len(glyphs)} glyphs, {os.path.getsize(target)} bytes to {target}")


if __name__ == "__main__":
    main()
