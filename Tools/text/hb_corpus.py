#!/usr/bin/env python3
"""Writes Tests/CellShotTextTests/Fixtures/hb-shape-corpus.json: HarfBuzz's shaping (uharfbuzz,
default features, left to right) of a corpus of Latin, Greek and Cyrillic strings a cell could
show (names with precomposed and decomposed accents, stacked and unusual combining marks,
times, ranges, arrows, fractions, prices) in the bundled Inter, Roboto and DejaVu Sans, for
LatinShapingTests to count how many CellShot shapes exactly as HarfBuzz does. The corpus is
fixed: a seeded generator (random.Random(25)), so rerunning writes the same file.

Usage (once; uharfbuzz is a development tool, never a runtime dependency):
    Tools/.venv/bin/python Tools/text/hb_corpus.py
"""
import os
import random

from hb_latin import FACES, write_faces

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "CellShotTextTests", "Fixtures", "hb-shape-corpus.json")
NAMES = ["Zoë", "Björk", "Renée", "Núñez", "Łukasz", "Øystein", "Ærøskøbing", "Dvořák", "Śliwiński", "Ţepeş",
         "Nguyễn Thị Minh Khai", "Đặng", "Ἀθῆναι", "Ελληνικά", "Μυρτώ", "Ёлка", "Йошкар-Ола", "Київ", "Ґанок", "Ўзбек"]
PIECES = ["9:41", "12:30–13:00", "10:00 - 11:30", "->", "<-", "=>", "<=", "A-Z", "(ABC)", "[OK]", "1/2", "3/4",
          "€12.50", "$1,299", "+1 (555) 123-4567", "x:y", "office", "fluffy", "affine", "2 × 3", "5 – 7", "A—B"]
MARKS = [0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0306, 0x0307, 0x0308, 0x030A, 0x030B, 0x030C, 0x0323, 0x0327,
         0x0328, 0x0331, 0x0335, 0x0342, 0x0345]
BASES = "aeiouyhjnqxAEIOUHJKαεηιουωжиеоАЕИ"


def corpus():
    rng = random.Random(25)
    texts = []
    for _ in range(40):  # names and pieces mixed
        texts.append(" ".join(rng.choice(NAMES + PIECES) for _ in range(rng.randint(2, 4))))
    for _ in range(40):  # base letters with one to three combining marks
        words = []
        for _ in range(rng.randint(1, 3)):
            words.append("".join(rng.choice(BASES) + "".join(chr(rng.choice(MARKS)) for _ in range(rng.randint(1, 3)))
                                 for _ in range(rng.randint(1, 3))))
        texts.append(" ".join(words))
    return texts


def main():
    texts = corpus()
    write_faces(OUT, texts)
    print("wrote", OUT, len(texts), "texts x", len(FACES), "faces")


if __name__ == "__main__":
    main()
