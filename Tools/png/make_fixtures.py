#!/usr/bin/env python3
"""Writes small PNG decode fixtures with an encoder independent of libpng.

Each fixture NAME.png comes with NAME.rgba: the straight RGBA8 pixels it must decode to
(stored samples scaled to 8 bits: sub-byte depths exactly, 16-bit by the high byte; palette
and tRNS applied; no gamma). Rows use every PNG filter type in turn; some files are Adam7
interlaced, split their data over several IDAT chunks or carry ancillary chunks.

Only the Python standard library is used (struct, zlib). Run from the repository root:
    python3 Tools/png/make_fixtures.py Tests/CellShotPNGTests/Fixtures
"""
import os
import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack(samples, depth):
    """One row of samples in PNG's layout: MSB-first below 8 bits, big-endian at 16."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    per = 8 // depth
    out = bytearray((len(samples) + per - 1) // per)
    for i, s in enumerate(samples):
        out[i // per] |= s << (8 - depth * (i % per + 1))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filtered(kind, row, prev, bpp):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes([kind]) + bytes(out)


def image_data(width, height, depth, ctype, sample, interlaced):
    """The filtered scanlines (all passes when interlaced), filter types cycling 0..4."""
    channels = CHANNELS[ctype]
    bpp = max(1, channels * depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    data = bytearray()
    kind = 0
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        prev = bytes(len(pack([0] * (len(xs) * channels), depth)))
        for y in ys:
            row = pack([s for x in xs for s in sample(x, y)], depth)
            data += filtered(kind, row, prev, bpp)
            kind = (kind + 1) % 5
            prev = row
    return bytes(data)


def to8(value, depth):
    if depth == 16:
        return value >> 8
    if depth == 8:
        return value
    return value * 255 // ((1 << depth) - 1)


def expected(width, height, depth, ctype, sample, palette, trns):
    out = bytearray()
    for y in range(height):
        for x in range(width):
            s = sample(x, y)
            if ctype == 0:
                g = to8(s[0], depth)
                out += bytes([g, g, g, 0 if trns is not None and s[0] == trns[0] else 255])
            elif ctype == 2:
                rgb = [to8(v, depth) for v in s]
                out += bytes(rgb + [0 if trns is not None and list(s) == list(trns) else 255])
            elif ctype == 3:
                r, g, b = palette[s[0]]
                a = trns[s[0]] if trns is not None and s[0] < len(trns) else 255
                out += bytes([r, g, b, a])
            elif ctype == 4:
                g = to8(s[0], depth)
                out += bytes([g, g, g, to8(s[1], depth)])
            else:
                out += bytes(to8(v, depth) for v in s)
    return bytes(out)


def write(folder, name, width, height, depth, ctype, sample, interlaced=False, palette=None,
          trns=None, idat_parts=1, extra=()):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, 1 if interlaced else 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    for kind, data in extra:
        png += chunk(kind, data)
    if palette is not None:
        png += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None:
        if ctype == 3:
            png += chunk(b"tRNS", bytes(trns))
        else:
            png += chunk(b"tRNS", b"".join(struct.pack(">H", v) for v in trns))
    stream = zlib.compress(image_data(width, height, depth, ctype, sample, interlaced), 9)
    step = (len(stream) + idat_parts - 1) // idat_parts
    for i in range(0, len(stream), step):
        png += chunk(b"IDAT", stream[i:i + step])
    png += chunk(b"IEND", b"")
    with open(os.path.join(folder, name + ".png"), "wb") as f:
        f.write(png)
    with open(os.path.join(folder, name + ".rgba"), "wb") as f:
        f.write(expected(width, height, depth, ctype, sample, palette, trns))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Tests/CellShotPNGTests/Fixtures"
    os.makedirs(folder, exist_ok=True)

    def ramp(depth, channels):
        top = (1 << depth) - 1
        return lambda x, y: tuple((x * 5 + y * 3 + c * 7 + x * y) * 2654435761 % (top + 1) for c in range(channels))

    write(folder, "grey2-adam7", 11, 9, 2, 0, ramp(2, 1), interlaced=True)
    write(folder, "grey1-trns", 13, 5, 1, 0, ramp(1, 1), trns=[1])
    palette = [((i * 40) % 256, (255 - i * 17) % 256, (i * 90) % 256) for i in range(16)]
    write(folder, "palette4-trns", 10, 7, 4, 3, ramp(4, 1), palette=palette, trns=[0, 64, 128, 200, 255, 10])
    write(folder, "rgb16", 9, 6, 16, 2, ramp(16, 3))
    write(folder, "rgb8-trns-adam7", 9, 10, 8, 2, lambda x, y: ((x * 30) % 256, 50, (y * 20) % 256),
          interlaced=True, trns=[60, 50, 40])
    write(folder, "grey-alpha16-adam7", 7, 7, 16, 4, ramp(16, 2), interlaced=True)
    write(folder, "rgba8-split-idat", 12, 10, 8, 6, ramp(8, 4), idat_parts=3,
          extra=[(b"tEXt", b"Comment\x00fixture"), (b"gAMA", struct.pack(">I", 100000)), (b"prVt", b"\x01\x02")])


if __name__ == "__main__":
    main()
