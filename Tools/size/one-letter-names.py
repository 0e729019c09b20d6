#!/usr/bin/env python3
"""Checks that Sources/ names its bindings with words: counts the one-letter names bound by
`let`, `var`, `for`, `case let`, function, initialiser and subscript parameters and closure
parameters, per module, and fails on a new one.

Allowed: `i` and `j` as loop indices (`for i in`), `_`, closure `$0`, every one-letter name
inside a file of short math listed in Tools/size/one-letter-math.txt (geometry, colour,
coverage, curve and blur arithmetic, where `x`, `y`, `w`, `h`, `t`, `a`, `b` are the
formula's own names), the coordinate members declared exactly as listed in
Tools/size/one-letter-coordinates.txt (`x` and `y` of a point-like type, as `CGPoint` names them), and the debts from before the rule, counted per file in
Tools/size/one-letter-known.txt. Exits 1 when a file has more than its listed count (a new
one-letter name) or fewer (a debt paid: lower its line). Swift strings and comments are not
read; a multi-line string's lines are (the HTML report's script declares its `var`s too).
Usage: Tools/size/one-letter-names.py [--list] [--all] [--update]
  --list    prints every name counted (`path:line: name (kind)`)
  --all     also counts the short-math files (a survey; never fails)
  --update  rewrites Tools/size/one-letter-known.txt from the code as it is
"""
import importlib.util
import os
import re
import sys

_SIZES = importlib.util.spec_from_file_location(
    "check_sizes", os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-sizes.py"))
check_sizes = importlib.util.module_from_spec(_SIZES)
_SIZES.loader.exec_module(check_sizes)
strip = check_sizes.strip  # the line without string contents and comments

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MATH_FILE = os.path.join(ROOT, "Tools", "size", "one-letter-math.txt")
KNOWN_FILE = os.path.join(ROOT, "Tools", "size", "one-letter-known.txt")
COORDINATES_FILE = os.path.join(ROOT, "Tools", "size", "one-letter-coordinates.txt")
KNOWN_HEADER = """# One-letter names left from before Tools/size/one-letter-names.py existed: `path count`.
# Each line is a debt to pay (name the bindings with words, then lower or delete the line, or
# run the checker with --update), never one to add: a file not listed may have none.
"""
LOOP_INDICES = {"i", "j"}

ONE = r"([A-Za-z])(?![\w$])"
# `let x`, `var x`, `if let x`, `case .some(let x)`.
BINDING = re.compile(r"(?<![\w.$])(let|var)\s+" + ONE)
# `let (a, b) = …`, `case let .value(a, b)`.
TUPLE_BINDING = re.compile(r"(?<![\w.$])(?:let|var)\s+\.?\w*\s*\(([^()]*)\)")
FOR_LOOP = re.compile(r"(?<![\w.$])for\s+(?:case\s+(?:let|var)\s+)?(?:\(([^()]*)\)|" + ONE + r")\s*in\b")
CLOSURE = re.compile(r"\{\s*(?:\[[^\]]*\]\s*)?(?:\(([^()]*)\)|([A-Za-z_][\w, ]*))\s*(?:throws(?:\([^()]*\))?\s*)?(?:->\s*[\w.?!\[\]<>, ]+\s*)?\bin\b")
DECL = re.compile(r"(?<![\w.])(?:func\s+[^\s(<]+\s*(?:<[^>]*>)?|init[?!]?\s*(?:<[^>]*>)?|subscript\s*(?:<[^>]*>)?)\s*\(")
PARAM = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:[A-Za-z_]\w*|`\w+`)\s+)?" + ONE + r"\s*:")


def split_top(text):
    """`text` split at the commas outside brackets."""
    parts, depth, start = [], 0, 0
    for k, ch in enumerate(text):
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:k])
            start = k + 1
    parts.append(text[start:])
    return parts


def parameter_list(code, start):
    """The text between the parenthesis at `start` and its match (None if it does not close)."""
    depth = 0
    for k in range(start, len(code)):
        if code[k] == "(":
            depth += 1
        elif code[k] == ")":
            depth -= 1
            if depth == 0:
                return code[start + 1:k]
    return None


def names_in(code):
    """(name, kind) of each one-letter binding in one joined declaration or statement line."""
    found = []
    for match in BINDING.finditer(code):
        found.append((match.group(2), match.group(1)))
    for match in TUPLE_BINDING.finditer(code):
        for part in split_top(match.group(1)):
            part = re.sub(r"^\s*(?:let|var)\s+", "", part).strip()
            if re.fullmatch(r"[A-Za-z]", part):
                found.append((part, "let"))
    for match in FOR_LOOP.finditer(code):
        names = [match.group(2)] if match.group(2) else [p.strip() for p in split_top(match.group(1))]
        found += [(name, "for") for name in names if re.fullmatch(r"[A-Za-z]", name)]
    for match in CLOSURE.finditer(code):
        text = match.group(1) if match.group(1) is not None else match.group(2)
        for part in split_top(text):
            name = part.split(":")[0].strip()
            if re.fullmatch(r"[A-Za-z]", name):
                found.append((name, "closure"))
    for match in DECL.finditer(code):
        params = parameter_list(code, match.end() - 1)
        for part in split_top(params or ""):
            param = PARAM.match(part)
            if param:
                found.append((param.group(1), "parameter"))
    return found


def scan(path):
    """(line, name, kind) of each one-letter binding in a Swift file; a declaration whose
    parameter list spans lines is read as one line."""
    state, results, pending, first = {"block": False}, [], "", 0
    for number, raw in enumerate(open(path, encoding="utf-8"), 1):
        code = strip(raw.rstrip("\n"), state)
        if pending:
            pending += " " + code
        else:
            pending, first = code, number
        if DECL.search(pending) and pending.count("(") > pending.count(")") and number - first < 30:
            continue
        for name, kind in names_in(pending):
            if kind == "for" and name in LOOP_INDICES:
                continue
            results.append((first, name, kind))
        pending = ""
    return results


# Lines the patterns must read as the names beside them: run before every check, so a pattern
# that stops matching fails the check instead of passing everything.
SAMPLES = [
    ("let m = metrics, offset = 1", {("m", "let")}),
    ("guard case .scalar(let s) = node, var t = other else {", {("s", "let"), ("t", "var")}),
    ("let (a, b) = pair", {("a", "let"), ("b", "let")}),
    ("for r in rows { r }", {("r", "for")}),
    ("for (k, value) in pairs {", {("k", "for")}),
    ("items.map { e throws(CatalogError) in try e.string() }", {("e", "closure")}),
    ("list.sorted { (a, b) -> Bool in a < b }", {("a", "closure"), ("b", "closure")}),
    ("static func width(_ accessory: RowAccessory, _ m: TableMetrics) -> Double {", {("m", "parameter")}),
    ("init(at x: Double, label: String) {", {("x", "parameter")}),
    ("let metrics = m.size; for i in 0..<n { row($0) }", set()),
]


def self_test():
    """The names `names_in` finds in each sample, compared with the expected ones."""
    failures = []
    for line, expected in SAMPLES:
        got = {(name, kind) for name, kind in names_in(line) if not (kind == "for" and name in LOOP_INDICES)}
        if got != expected:
            failures.append(f"self-test: {line!r} gave {sorted(got)}, expected {sorted(expected)}")
    return failures


def read_list(path):
    """The lines of a list file without comments and blank lines."""
    if not os.path.exists(path):
        return []
    return [l.split("#")[0].strip() for l in open(path, encoding="utf-8") if l.split("#")[0].strip()]


def main():
    list_all, count_math, update = "--list" in sys.argv, "--all" in sys.argv, "--update" in sys.argv
    broken = self_test()
    if broken:
        print("\n".join(broken))
        return 2
    math = set(read_list(MATH_FILE))
    coordinates = {tuple(part.strip() for part in line.split("|", 1)) for line in read_list(COORDINATES_FILE)}
    known = {line.rsplit(" ", 1)[0]: int(line.rsplit(" ", 1)[1]) for line in read_list(KNOWN_FILE)}
    per_module, per_file, found = {}, {}, []
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for f in sorted(files):
            if not f.endswith(".swift"):
                continue
            rel = os.path.relpath(os.path.join(folder, f), ROOT)
            if rel in math and not count_math:
                continue
            module = rel.split(os.sep)[1]
            lines = open(os.path.join(ROOT, rel), encoding="utf-8").read().split("\n")
            for line, name, kind in scan(os.path.join(ROOT, rel)):
                if (rel, lines[line - 1].strip()) in coordinates:
                    continue
                per_module[module] = per_module.get(module, 0) + 1
                per_file[rel] = per_file.get(rel, 0) + 1
                found.append((rel, f"{rel}:{line}: {name} ({kind})"))
    if update:
        with open(KNOWN_FILE, "w", encoding="utf-8") as out:
            out.write(KNOWN_HEADER)
            out.writelines(f"{rel} {count}\n" for rel, count in sorted(per_file.items()))
        print(f"wrote {os.path.relpath(KNOWN_FILE, ROOT)}: {len(per_file)} files, {len(found)} names")
        return 0
    for module in sorted(per_module):
        print(f"{module}: {per_module[module]} one-letter names")
    if list_all:
        print("\n".join(text for _, text in found))
    if count_math:
        return 0
    grown = sorted(rel for rel, count in per_file.items() if count > known.get(rel, 0))
    paid = sorted(rel for rel, count in known.items() if per_file.get(rel, 0) < count)
    for rel in grown:
        print(f"{rel}: {per_file[rel]} one-letter names, {known.get(rel, 0)} allowed; name them with words:")
        print("\n".join("  " + text for where, text in found if where == rel))
    for rel in paid:
        print(f"{rel}: {per_file.get(rel, 0)} one-letter names, {known[rel]} listed; lower its line in "
              f"{os.path.relpath(KNOWN_FILE, ROOT)} (or run with --update)")
    print(f"{len(found)} one-letter names outside the short-math files, {sum(known.values())} listed as debts")
    return 1 if grown or paid else 0


if __name__ == "__main__":
    sys.exit(main())
