#!/usr/bin/env python3
"""Checks that every Swift target of the package declares exactly the modules its files import.

Reads the manifest through `swift package dump-package` and each target's `import` lines
(system modules — Foundation, Glibc, Darwin, Musl, Testing, XCTest — aside). A macro target is
used without an import: a file names it in `#externalMacro(module: "Name", …)`, which counts as
using it. Prints each difference and exits 1 when there is one.
Usage: Tools/imports/check-dependencies.py
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SYSTEM = {"Foundation", "Glibc", "Darwin", "Musl", "Testing", "XCTest", "WinSDK", "Android", "Observation", "Dispatch"}
# Modules a target links without importing them: Swift Testing's UIKit overlay, which the
# toolchain loads by itself wherever a test imports both Testing and UIKit (through SwiftUI).
IMPLICIT = {"_Testing_UIKit"}
IMPORT = re.compile(r"^(?:@_exported |@testable |@preconcurrency |internal |package |public |private |fileprivate )*"
                    r"import (?:struct |class |enum |protocol |func |var |typealias )?([A-Za-z_][A-Za-z0-9_]*)")
EXTERNAL_MACRO = re.compile(r'#externalMacro\(\s*module:\s*"([A-Za-z_][A-Za-z0-9_]*)"')


def declared(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def imported(folder):
    names = set()
    for directory, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8") as f:
                    for line in f:
                        match = IMPORT.match(line)
                        if match:
                            names.add(match.group(1))
                        names.update(EXTERNAL_MACRO.findall(line))
    return names - SYSTEM


def main():
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True,
                                         text=True, check=True).stdout)
    products = {"ArgumentParser": "ArgumentParser", "Yams": "Yams"}
    problems = []
    for target in manifest["targets"]:
        if target["type"] == "system":
            continue
        default = "Tests" if target["type"] == "test" else "Sources"
        folder = os.path.join(ROOT, target.get("path") or os.path.join(default, target["name"]))
        wanted = imported(folder)
        if not any(name.endswith(".swift") for _, _, files in os.walk(folder) for name in files):
            continue  # a C target
        have = {products.get(n, n) for n in declared(target)}
        # A test target may depend on the executable it runs without importing it.
        have -= {n for n in have if n == "snapshot" and target["type"] == "test"}
        unused = have - IMPLICIT
        for name in sorted(wanted - have):
            problems.append(f"{target['name']}: imports {name} without declaring it")
        for name in sorted(unused - wanted):
            problems.append(f"{target['name']}: declares {name} without importing it")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"{len(manifest['targets'])} targets: declared dependencies equal imports")
    return 0


if __name__ == "__main__":
    sys.exit(main())
