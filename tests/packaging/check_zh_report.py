#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Simplified Chinese report speaks Chinese (issue 11).

Renders the zh_CN PDF of every bundled example with the CLI, extracts its text with pdftotext and
fails on any English word that is not:
- text of the design itself (names, ids, notes: the user's own words);
- a catalog id, a branded product's name (entries without name_zh), a model preset's name, or a
  citation (source documents, notes, price sources, efficiency-profile sources): data quoted as
  published;
- in tests/packaging/zh_report_allowlist.txt (units, standards, notation).

usage: check_zh_report.py CLI EXAMPLES_DIR WORK_DIR
"""
import json
import pathlib
import re
import subprocess
import sys
import unicodedata

WORD = re.compile(r"[A-Za-z]+")


def words(text):
    return set(WORD.findall(text))


def strings(node):
    """Every string value (and key) in a JSON tree."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for k, v in node.items():
            yield k
            yield from strings(v)
    elif isinstance(node, list):
        for v in node:
            yield from strings(v)


def data_words(cli):
    catalog = json.loads(subprocess.run([cli, "catalog", "--json"], check=True,
                                        capture_output=True, text=True).stdout)
    allowed = set()
    for kind, entries in catalog.items():
        for e in entries:
            allowed |= words(e.get("id", ""))
            if kind == "efficiency_profiles":
                allowed |= words(e.get("source", ""))
                continue
            if not e.get("name_zh"):
                allowed |= words(e.get("name", ""))
            for key in ("source", "price"):
                if isinstance(e.get(key), dict):
                    for s in strings(e[key]):
                        allowed |= words(s)
    return allowed


def main(cli, examples, work):
    here = pathlib.Path(__file__).resolve().parent
    fixed = set()
    for line in (here / "zh_report_allowlist.txt").read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            fixed |= set(line.split())
    catalog_words = data_words(cli)
    work = pathlib.Path(work)
    work.mkdir(parents=True, exist_ok=True)
    failures = 0
    for design in sorted(pathlib.Path(examples).glob("*.cluster.json")):
        pdf = work / (design.name + ".zh_CN.pdf")
        subprocess.run([cli, "report", str(design), "-o", str(pdf), "--lang", "zh_CN"],
                       check=True, capture_output=True)
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True,
                              capture_output=True, text=True).stdout
        # Ligatures (ﬁ, ﬀ, ﬃ) split words in the extracted text: fold them back to letters.
        text = unicodedata.normalize("NFKC", text)
        own = set()
        for s in strings(json.loads(design.read_text(encoding="utf-8"))):
            own |= words(s)
        allowed = fixed | catalog_words | own
        leaks = {}
        for number, line in enumerate(text.splitlines(), 1):
            for w in WORD.findall(line):
                if w not in allowed and w.lower() not in {a.lower() for a in own}:
                    leaks.setdefault(w, line.strip())
        if leaks:
            failures += 1
            print(f"{design.name}: {len(leaks)} English word(s) in the zh_CN report:")
            for w, line in sorted(leaks.items()):
                print(f"  {w!r} in: {line[:110]}")
        else:
            print(f"{design.name}: no English outside names, ids, citations and units")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
