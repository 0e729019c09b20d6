#!/usr/bin/env python3
"""Adds the imports MemberImportVisibility asks for.

Reads compiler output (a `swift build` log) on stdin, and for every
"is not available due to missing import of defining module 'X'" error adds `import X` to the
file named by the error, among its other imports (sorted). Foundation's inner modules
(FoundationEssentials, FoundationInternationalization) become `import Foundation`.
Usage: swift build --build-tests 2>&1 | Tools/imports/add-missing-imports.py
"""
import re
import sys

PATTERN = re.compile(r"^(/[^:]+\.swift):\d+:\d+: error: .* missing import of defining module '([A-Za-z_]+)'")
UMBRELLAS = {"FoundationEssentials": "Foundation", "FoundationInternationalization": "Foundation"}


def add_imports(path, modules):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    import_line = re.compile(r"^(@_exported |@testable |internal |package |public )?import [A-Za-z_]+$")
    present = {l.split()[-1] for l in lines if import_line.match(l)}
    missing = sorted(m for m in modules if m not in present)
    if not missing:
        return []
    indices = [i for i, l in enumerate(lines) if import_line.match(l)]
    new = [f"import {m}" for m in missing]
    if indices:
        block = lines[indices[0]:indices[-1] + 1]
        if all(import_line.match(l) for l in block):
            plain = sorted(set(block + new), key=lambda l: l.split()[-1])
            lines[indices[0]:indices[-1] + 1] = plain
        else:  # imports inside `#if canImport(…)`: the new ones go before the conditional block
            start = indices[0]
            while start > 0 and lines[start - 1].startswith("#"):
                start -= 1
            lines[start:start] = new
    else:
        start = 0
        while start < len(lines) and lines[start].startswith("//"):
            start += 1
        lines[start:start] = new + [""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    return missing


def main():
    wanted = {}
    for line in sys.stdin:
        match = PATTERN.match(line.strip())
        if match:
            module = UMBRELLAS.get(match.group(2), match.group(2))
            wanted.setdefault(match.group(1), set()).add(module)
    for path in sorted(wanted):
        added = add_imports(path, wanted[path])
        if added:
            print(f"{path}: import {', '.join(added)}")


if __name__ == "__main__":
    main()
