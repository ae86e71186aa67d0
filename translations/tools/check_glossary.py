#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Each glossary term is translated one way (docs/glossary.md).

Reads the glossary table (English | 中文 | Not | Why) and translations/tools/zh_CN.tsv, and
fails when a translation uses a term the glossary replaces (放得下 where 可容纳 is the word).

usage: check_glossary.py ROOT
"""
import pathlib
import re
import sys


def glossary(root):
    rows = []
    for line in (root / "docs/glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("English", "---") or set(cells[0]) <= {"-"}:
            continue
        english = re.sub(r"\s*\(.*\)", "", cells[0])
        rows.append((english, cells[1], [t.strip() for t in cells[2].split(",") if t.strip()]))
    return rows


def main(root):
    root = pathlib.Path(root)
    failures = []
    terms = glossary(root)
    for n, line in enumerate((root / "translations/tools/zh_CN.tsv").read_text(
            encoding="utf-8").splitlines(), 1):
        source, _, target = line.partition("\t")
        for english, chinese, avoid in terms:
            for bad in avoid:
                if bad in target:
                    failures.append(f"zh_CN.tsv:{n}: {bad!r} where the glossary says {chinese!r}: {target[:80]}")
    for f in failures:
        print(f)
    print(f"{len(terms)} glossary terms, {len(failures)} inconsistencies")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
