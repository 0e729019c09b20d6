#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-cjk.json: HarfBuzz's shaping (uharfbuzz,
default features, left to right) of Japanese, Chinese and Korean samples in the bundled
NotoSansCJK-Regular.otf (Tools/fonts/cjk_subset.py), for CJKTests to compare with.

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    Tools/.venv/bin/python Tools/text/hb_cjk.py
"""
import os

from hb_latin import FONTS, load, write_fixture

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-cjk.json")
SAMPLES = [
    "今日は良い天気ですね。",        # Japanese: kanji, hiragana, full stop
    "「カタカナ」とひらがな、漢字",  # brackets, katakana, comma
    "ミーティングは10時から",        # prolonged sound mark, digits
    "简体中文：你好，世界！",        # Simplified Chinese, full-width punctuation
    "한국어 텍스트입니다",           # Hangul with a space
    "東京都渋谷区",
]


def main():
    write_fixture(OUT, "NotoSansCJK-Regular.otf", load(os.path.join(FONTS, "NotoSansCJK-Regular.otf")), SAMPLES)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
