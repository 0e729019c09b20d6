#!/usr/bin/env python3
"""Writes the word lists Thai and Lao line breaking uses:
Sources/CellShotText/Resources/Dictionaries/{thai,lao}.words, from ICU's thaidict.txt and
laodict.txt (icu4c/source/data/brkitr/dictionaries, Unicode licence, see LICENSE-ICU-Unicode.txt).

Format: one byte per character, the scalar's offset in its Unicode block (U+0E00 Thai,
U+0E80 Lao; always < 0x80), words separated by 0xFF, sorted by those bytes, no duplicates.
Words with a character outside the block (spaces, full stops, Latin) are left out: a line
breaks at those anyway.

Usage: python3 Tools/text/word_lists.py path/to/thaidict.txt path/to/laodict.txt
"""
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Sources", "CellShotText", "Resources", "Dictionaries")


def convert(src, block, name):
    words = set()
    with open(src, encoding="utf-8") as f:
        for line in f:
            word = line.strip().lstrip("\ufeff")
            if not word or word.startswith("#"):
                continue
            offsets = [ord(c) - block for c in word]
            if all(0 <= o < 0x80 for o in offsets):
                words.add(bytes(offsets))
    data = b"\xff".join(sorted(words))
    path = os.path.join(OUT, name)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
    print("wrote", path, len(words), "words,", len(data), "bytes")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    convert(sys.argv[1], 0x0E00, "thai.words")
    convert(sys.argv[2], 0x0E80, "lao.words")


if __name__ == "__main__":
    main()
