#!/usr/bin/env python3
"""Writes the PDF fixtures of Tests/CellShotLayoutTests (vector imagesets and bad input).

Run from the repository root: python3 Tools/icons/pdf_fixtures.py
"""
import os
import zlib

ROOT = "Tests/CellShotLayoutTests/Fixtures"


def pdf(content, compress=True, extra_objects=(), page_extra=b"", raw_stream=None):
    """A one-page PDF with `content` as its content stream, and a valid xref table."""
    data = raw_stream if raw_stream is not None else (zlib.compress(content, 9) if compress else content)
    filt = b"/Filter /FlateDecode " if compress or raw_stream is not None else b""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 24 24] >>",
        b"<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << >> " + page_extra + b">>",
        b"<< " + filt + b"/Length " + str(len(data)).encode() + b" >>\nstream\n" + data + b"\nendstream",
    ] + list(extra_objects)
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for o in offsets:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


GLYPH = b"""q
0 0 24 24 re W n
0.2 0.4 0.8 rg
2 2 20 10 re f
1 0 0 RG 2 w 1 J
3 20 m 21 20 l S
Q
q
1 0 0 1 12 12 cm
0 g
-4 -2 m -4 2 -1 4 0 4 c 1 4 4 2 4 -2 c h f
Q
"""


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def main():
    cat = os.path.join(ROOT, "Vectors.xcassets")
    write(os.path.join(cat, "Contents.json"), b'{"info":{"author":"xcode","version":1}}\n')
    write(os.path.join(cat, "Glyph.imageset", "Contents.json"),
          b'{"images":[{"filename":"glyph.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1},'
          b'"properties":{"preserves-vector-representation":true}}\n')
    write(os.path.join(cat, "Glyph.imageset", "glyph.pdf"), pdf(GLYPH))
    # 64 MiB of zeros deflated: a bomb past the 16 MiB content ceiling.
    bomb = zlib.compress(b"\0" * (64 << 20), 9)
    write(os.path.join(ROOT, "PDF", "bomb.pdf"), pdf(b"", raw_stream=bomb))


if __name__ == "__main__":
    main()
