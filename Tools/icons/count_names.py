#!/usr/bin/env python3
"""Counts the SF Symbols names that public iOS/macOS code passes as string literals.

    python3 Tools/icons/count_names.py MIRROR... > Tools/icons/sf-name-counts.tsv

Each MIRROR is a bare git repository (a clone of a public app). The script runs `git grep`
on its HEAD over *.swift files for the call forms that take a symbol name as a literal:
`systemName: "…"`, `systemImage: "…"`, `systemSymbolName: "…"` (Image, UIImage, Label,
Button, NSImage, Tab…). It writes one line per name: total uses, number of repositories
using it, the name; sorted by uses, then repositories, then name. Names built at run time
(interpolation) are skipped. Counts are facts about the code at the listed commits, which the
header records.
"""
import collections
import re
import subprocess
import sys

CALL = re.compile(r'(?:systemName|systemImage|systemSymbolName)\s*:\s*"([a-z0-9][a-z0-9.]*)"')


def repo_names(git_dir):
    out = subprocess.run(
        ["git", "--git-dir", git_dir, "grep", "-h", "-I", "-E", "system(Name|Image|SymbolName)",
         "HEAD", "--", "*.swift"],
        capture_output=True, text=True, errors="replace").stdout
    return collections.Counter(m.group(1) for m in CALL.finditer(out))


def main():
    totals, repos = collections.Counter(), collections.Counter()
    header = []
    for git_dir in sys.argv[1:]:
        head = subprocess.run(["git", "--git-dir", git_dir, "rev-parse", "HEAD"],
                              capture_output=True, text=True).stdout.strip()
        counts = repo_names(git_dir)
        header.append(f"# {git_dir.rstrip('/').split('/')[-2].replace('+', '/')} {head} {sum(counts.values())} uses")
        totals.update(counts)
        repos.update(counts.keys())
    print("# SF Symbols names used as literals in public code; columns: uses, repositories, name")
    print("\n".join(header))
    for name in sorted(totals, key=lambda n: (-totals[n], -repos[n], n)):
        print(f"{totals[name]}\t{repos[name]}\t{name}")


if __name__ == "__main__":
    main()
