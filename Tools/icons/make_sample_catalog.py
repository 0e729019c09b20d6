#!/usr/bin/env python3
"""Writes the small asset catalog the tests and the gallery's catalog row use:
    python3 Tools/icons/make_sample_catalog.py Tests/CellShotLayoutTests/Fixtures/Sample.xcassets
Avatar.imageset (PNG 1x/2x/3x, light and dark), Brand.colorset (Display P3 light, hex sRGB dark,
8-bit high contrast), Logo.imageset (SVG, template), leaf.custom.symbolset (a custom symbol)."""
import json, os, struct, sys, zlib

root = sys.argv[1]


def write_json(path, obj):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(json.dumps(obj, indent=2) + "\n")


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def avatar_png(path, size, fg, bg):
    c, r = (size - 1) / 2, size * 0.42
    rows = b""
    for y in range(size):
        row = b"\x00"
        for x in range(size):
            d = ((x - c) ** 2 + (y - c) ** 2) ** 0.5
            head = ((x - c) ** 2 + (y - size * 0.38) ** 2) ** 0.5 < size * 0.16
            body = ((x - c) ** 2 + (y - size * 0.95) ** 2) ** 0.5 < size * 0.36
            row += bytes(fg if d <= r and (head or body) else bg if d <= r else (0, 0, 0, 0))
        rows += row

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


info = {"author": "xcode", "version": 1}
dark = [{"appearance": "luminosity", "value": "dark"}]
write_json(f"{root}/Contents.json", {"info": info})
images = []
for s in (1, 2, 3):
    avatar_png(f"{root}/Avatar.imageset/avatar@{s}x.png", 40 * s, (255, 255, 255, 255), (52, 120, 246, 255))
    avatar_png(f"{root}/Avatar.imageset/avatar-dark@{s}x.png", 40 * s, (30, 30, 30, 255), (255, 159, 10, 255))
    images.append({"filename": f"avatar@{s}x.png", "idiom": "universal", "scale": f"{s}x"})
    images.append({"appearances": dark, "filename": f"avatar-dark@{s}x.png", "idiom": "universal", "scale": f"{s}x"})
write_json(f"{root}/Avatar.imageset/Contents.json", {"images": images, "info": info})
write_json(f"{root}/Brand.colorset/Contents.json", {"colors": [
    {"color": {"color-space": "display-p3", "components": {"alpha": "1.000", "blue": "0.400", "green": "0.200", "red": "0.800"}}, "idiom": "universal"},
    {"appearances": dark, "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x8F", "green": "0x6B", "red": "0xFF"}}, "idiom": "universal"},
    {"appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0", "green": "0", "red": "128"}}, "idiom": "universal"},
], "info": info})
write_text(f"{root}/Logo.imageset/logo.svg",
           '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">'
           '<path d="M12 2L22 20H2Z" fill="#000000"/><circle cx="12" cy="15" r="3" fill="none"/></svg>\n')
write_json(f"{root}/Logo.imageset/Contents.json", {"images": [{"filename": "logo.svg", "idiom": "universal"}], "info": info,
                                                   "properties": {"template-rendering-intent": "template", "preserves-vector-representation": True}})
write_text(f"{root}/leaf.custom.symbolset/leaf.custom.svg", """<?xml version="1.0" encoding="UTF-8"?>
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
 <g id="Notes"><rect x="0" y="0" width="10" height="10"/></g>
 <g id="Symbols">
  <g id="Ultralight-S" transform="matrix(1 0 0 1 500 700)"><path d="M0 0H5V5H0Z"/></g>
  <g id="Regular-M" transform="matrix(1 0 0 1 1400 1000)">
   <path d="M10 80C10 30 40 5 90 5C90 55 65 80 20 80L10 90Z"/>
  </g>
 </g>
</svg>
""")
write_json(f"{root}/leaf.custom.symbolset/Contents.json", {"info": info, "symbols": [{"filename": "leaf.custom.svg", "idiom": "universal"}]})
