#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-cjk.json: HarfBuzz's shaping (uharfbuzz,
default features, left to right) of Japanese, Chinese and Korean samples in the bundled
NotoSansCJK-Regular.otf (Tools/fonts/cjk_subset.py), for CJKTests to compare with; and
hb-shape-cjk-regional.json: regional samples shaped with the buffer's language set to each
language with regional forms, in the Regular and Bold faces (RegionalFormsTests).

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    Tools/.venv/bin/python Tools/text/hb_cjk.py
"""
import json
import os

from hb_latin import FONTS, header, load, shape, write_fixture

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-cjk.json")
SAMPLES = [
    "今日は良い天気ですね。",        # Japanese: kanji, hiragana, full stop
    "「カタカナ」とひらがな、漢字",  # brackets, katakana, comma
    "ミーティングは10時から",        # prolonged sound mark, digits
    "简体中文：你好，世界！",        # Simplified Chinese, full-width punctuation
    "한국어 텍스트입니다",           # Hangul with a space
    "東京都渋谷区",
    "這是繁體中文：電話號碼、時間。",  # Traditional Chinese (Big5 level 1)
]
REGIONAL = OUT.replace("hb-shape-cjk.json", "hb-shape-cjk-regional.json")
LANGUAGES = ["ja", "zh-Hans", "zh-Hant", "zh-HK", "ko"]
REGIONAL_SAMPLES = [
    "直骨今写角复",                    # forms that differ between ja, zh-Hans, zh-Hant, zh-HK
    "「門戶」說明：為什麼，這樣。",    # Traditional Chinese with full-width punctuation
    "今天天气很好，我们去公园吧！",    # Simplified Chinese
    "한국어 漢字 韓國 “인용”",          # Korean with hanja and quotes
]


def write_regional():
    out = header()
    out["faces"] = []
    for weight in ["Regular", "Bold"]:
        name = "NotoSansCJK-%s.otf" % weight
        font = load(os.path.join(FONTS, name))
        out["faces"].append({"font": os.path.splitext(name)[0], "languages": [
            {"language": language, "samples": [{"text": t, "glyphs": shape(font, t, language)} for t in REGIONAL_SAMPLES]}
            for language in LANGUAGES]})
    with open(REGIONAL, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)
        f.write("\n")


def main():
    write_fixture(OUT, "NotoSansCJK-Regular.otf", load(os.path.join(FONTS, "NotoSansCJK-Regular.otf")), SAMPLES)
    write_regional()
    print("wrote", OUT, REGIONAL)


if __name__ == "__main__":
    main()
