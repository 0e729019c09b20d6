#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-alphabets.json: HarfBuzz's shaping (uharfbuzz,
default features, left to right) of Armenian, Georgian and Ethiopic samples in the bundled
Noto Sans Armenian, Georgian and Ethiopic faces, for ThaiLaoTests' alphabet check.

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    Tools/.venv/bin/python Tools/text/hb_alphabets.py
"""
import json
import os

from hb_latin import FONTS, header, load, samples

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-alphabets.json")
FACES = {
    "NotoSansArmenian-Regular": ["Բարեւ", "Հայաստան", "Երեւան", "շնորհակալություն", "Մեկ-երկու"],
    "NotoSansGeorgian-Regular": ["გამარჯობა", "საქართველო", "თბილისი", "მადლობა", "ᲒᲐᲛᲐᲠᲯᲝᲑᲐ"],
    "NotoSansEthiopic-Regular": ["ሰላም", "አማርኛ", "ኢትዮጵያ", "አዲስ አበባ", "እንኳን ደህና መጡ።"],
}


def main():
    out = header()
    out["faces"] = [{"font": name, "samples": samples(load(os.path.join(FONTS, name + ".ttf")), texts)}
                    for name, texts in FACES.items()]
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
        f.write("\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
