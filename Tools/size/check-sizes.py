#!/usr/bin/env python3
"""Checks the project's size rules on Sources/: no Swift file over 400 lines, no function
(func, init, subscript, computed body) over 80 lines.

A function's length runs from its declaration line to the line of its closing brace, found by
counting braces outside strings and comments. Prints each file or function over its limit and
exits 1 when there is one not listed in Tools/size/known.txt (`path` or `path:function`), the
debts taken over from before the rule, each to be paid rather than added to.
Usage: Tools/size/check-sizes.py [--all]   (--all also prints the known debts)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_FILE, MAX_FUNC = 400, 80
DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|class|"
                  r"mutating|nonmutating|override|final|nonisolated|convenience|required|@inlinable|@usableFromInline)\s+)*"
                  r"(func\s+([^\s(<]+)|init[?!]?|subscript|deinit)")


def strip(line, state):
    """The line without string contents and comments; `state` carries an open block comment."""
    out, i, n = [], 0, len(line)
    while i < n:
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"], i = False, end + 2
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"], i = True, i + 2
            continue
        if line[i] == '"':
            j = i + 1
            while j < n and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            i = j + 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def functions(lines):
    """(name, first line, length) of each function-like declaration with a body."""
    state, found, stack, depth = {"block": False}, [], [], 0
    for number, raw in enumerate(lines, 1):
        code = strip(raw, state)
        match = DECL.match(code)
        if match:
            name = match.group(2) or match.group(1).split()[0]
            stack.append([name, number, depth, False])
        for ch in code:
            if ch == "{":
                depth += 1
                if stack and not stack[-1][3] and depth == stack[-1][2] + 1:
                    stack[-1][3] = True
            elif ch == "}":
                depth -= 1
                if stack and stack[-1][3] and depth == stack[-1][2]:
                    name, first, _, _ = stack.pop()
                    found.append((name, first, number - first + 1))
        # A declaration without a body (protocol requirement) ends at its line.
        if stack and not stack[-1][3] and stack[-1][1] == number and "{" not in code:
            stack.pop()
    return found


def main():
    show_all = "--all" in sys.argv
    known_file = os.path.join(ROOT, "Tools", "size", "known.txt")
    known = set()
    if os.path.exists(known_file):
        known = {l.strip() for l in open(known_file) if l.strip() and not l.startswith("#")}
    problems = []
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for f in sorted(files):
            if not f.endswith(".swift"):
                continue
            path = os.path.join(folder, f)
            rel = os.path.relpath(path, ROOT)
            lines = open(path, encoding="utf-8").read().split("\n")
            count = len(lines) - (1 if lines and lines[-1] == "" else 0)
            if count > MAX_FILE:
                problems.append((rel, f"{rel}: {count} lines (limit {MAX_FILE})"))
            for name, first, length in functions(lines):
                if length > MAX_FUNC:
                    problems.append((f"{rel}:{name}", f"{rel}:{first}: {name} is {length} lines (limit {MAX_FUNC})"))
    new = [text for key, text in problems if key not in known]
    for key, text in problems:
        if show_all or key not in known:
            print(text + ("" if key not in known else "  [known]"))
    print(f"{len(problems)} over the limits, {len(new)} not in Tools/size/known.txt")
    return 1 if new else 0


if __name__ == "__main__":
    sys.exit(main())
