#!/usr/bin/env python3
"""Cross-checks `snapshot diff` (YIQ metric) against pixelmatch-fast, a Python port of
pixelmatch 7, on generated image pairs: anti-aliased shapes (drawn at 4x and box-filtered),
translucent pixels, 1 px shifts and small colour changes, at several thresholds, with and
without includeAA. The mismatch counts must be identical.

Setup (a virtualenv under Tools/.venv, never a runtime dependency):
    python3 -m venv Tools/.venv && Tools/.venv/bin/pip install pixelmatch-fast
Run:
    swift build --product snapshot
    Tools/.venv/bin/python Tools/diff/crosscheck.py .build/debug/snapshot [pairs] [seed]
Prints one line per mismatch and ends with "N passed, M failed"; exits 1 on any failure.
"""
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image, ImageDraw
from pixelmatch import pixelmatch

SS = 4  # supersampling factor for anti-aliased edges


def shapes(rng, width, height, count):
    out = []
    for _ in range(count):
        x0, y0 = rng.uniform(-5, width), rng.uniform(-5, height)
        w, h = rng.uniform(3, width / 2), rng.uniform(3, height / 2)
        colour = tuple(rng.randrange(256) for _ in range(3)) + (rng.choice([255, 255, 255, rng.randrange(256)]),)
        out.append([rng.choice(["ellipse", "rect", "line"]), x0, y0, w, h, colour])
    return out


def render(width, height, background, items):
    big = Image.new("RGBA", (width * SS, height * SS), background)
    for kind, x0, y0, w, h, colour in items:
        layer = Image.new("RGBA", big.size, (0, 0, 0, 0))
        d = ImageDraw.Draw(layer)
        box = [x0 * SS, y0 * SS, (x0 + w) * SS, (y0 + h) * SS]
        if kind == "ellipse":
            d.ellipse(box, fill=colour)
        elif kind == "rect":
            d.rectangle(box, fill=colour)
        else:
            d.line(box, fill=colour, width=SS * 2)
        big = Image.alpha_composite(big, layer)
    return big.resize((width, height), Image.BOX)


def make_pair(rng):
    width, height = rng.randrange(8, 90), rng.randrange(8, 70)
    background = tuple(rng.randrange(256) for _ in range(3)) + (rng.choice([255, 255, 0, rng.randrange(256)]),)
    items = shapes(rng, width, height, rng.randrange(1, 7))
    changed = [list(s) for s in items]
    for s in changed:
        r = rng.random()
        if r < 0.3:
            s[1] += rng.choice([-1, 1])            # 1 px shift
        elif r < 0.45:
            s[5] = tuple(min(255, c + rng.randrange(-12, 13) if i < 3 else c) if c > 12 else c
                         for i, c in enumerate(s[5]))   # small colour change
        elif r < 0.55:
            s[5] = s[5][:3] + (rng.randrange(256),)     # alpha change
    return render(width, height, background, items), render(width, height, background, changed)


def main():
    binary = sys.argv[1]
    pairs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 2026)
    passed = failed = nonzero = 0
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(pairs):
            a, b = make_pair(rng)
            pa, pb = Path(tmp, "a.png"), Path(tmp, "b.png")
            a.save(pa)
            b.save(pb)
            threshold = rng.choice([0, 0.01, 0.05, 0.1, 0.2, 0.5])
            include_aa = rng.random() < 0.3
            expected = pixelmatch(a, b, threshold=threshold, includeAA=include_aa)
            args = [binary, "diff", str(pa), str(pb), "--json", "--threshold", str(threshold)]
            if include_aa:
                args.append("--include-aa")
            run = subprocess.run(args, capture_output=True, text=True)
            if run.returncode not in (0, 1):
                print(f"pair {n}: snapshot diff exited {run.returncode}: {run.stderr.strip()}")
                failed += 1
                continue
            got = json.loads(run.stdout)["differentPixels"]
            nonzero += expected > 0
            if got == expected:
                passed += 1
            else:
                failed += 1
                keep = Path(tmp).parent / f"crosscheck-{n}"
                keep.mkdir(exist_ok=True)
                a.save(keep / "a.png")
                b.save(keep / "b.png")
                print(f"pair {n} ({a.size[0]}x{a.size[1]}, threshold {threshold}, includeAA {include_aa}): "
                      f"pixelmatch {expected}, snapshot diff {got}; kept in {keep}")
    print(f"{nonzero} of {pairs} pairs had differing pixels")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
