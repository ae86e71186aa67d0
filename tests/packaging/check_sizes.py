#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Size rules of issue 11, checked on every build: small files with one job each.

- no source file (app/, core/, widgets/, tests/) over 600 lines;
- app/gui/mainwindow.cpp under 450 lines (the window delegates);
- no function over 120 lines, except data tables: a function whose opening line is preceded by a
  comment containing "size-check: data table" (the diagnostics wording table, the catalog's
  field lists), so an exception is visible where it is taken.

Prints every breach and exits 1.
"""
import pathlib
import sys

FILE_LIMIT = 600
MAINWINDOW_LIMIT = 450
FUNCTION_LIMIT = 120
ROOTS = ("app", "core", "widgets", "tests")
SUFFIXES = {".cpp", ".h", ".cu"}
DATA_TABLE_MARK = "size-check: data table"


def functions(lines):
    """(opening brace index, closing brace index) of every function body.

    clang-format puts a function's "{" on a line of its own at the signature's indent and its "}"
    at the same indent; class, struct, enum and namespace bodies are skipped, their members not.
    """
    for i, line in enumerate(lines):
        if line.strip() != "{":
            continue
        indent = line[: len(line) - len(line.lstrip())]
        prev = next((lines[k].strip() for k in range(i - 1, -1, -1) if lines[k].strip()), "")
        if prev.split(" ", 1)[0] in {"class", "struct", "enum", "namespace", "union"} \
                or prev.endswith("="):
            continue
        for j in range(i + 1, len(lines)):
            if lines[j].startswith(indent + "}") and not lines[j].startswith(indent + " "):
                yield i, j
                break


def is_data_table(lines, brace):
    # The comment sits right above the signature, which may span a few lines.
    for j in range(brace - 1, max(-1, brace - 12), -1):
        if DATA_TABLE_MARK in lines[j]:
            return True
        if lines[j].strip() == "" or lines[j].startswith("}"):
            break
    return False


def main(source_dir):
    root = pathlib.Path(source_dir)
    breaches = []
    for top in ROOTS:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in SUFFIXES or "fuzz/corpus" in str(path):
                continue
            rel = path.relative_to(root)
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
            limit = MAINWINDOW_LIMIT if str(rel) == "app/gui/mainwindow.cpp" else FILE_LIMIT
            if len(lines) > limit:
                breaches.append(f"{rel}: {len(lines)} lines, over {limit}")
            for brace, end in functions(lines):
                length = end - brace + 1
                if length > FUNCTION_LIMIT and not is_data_table(lines, brace):
                    signature = lines[brace - 1].strip() if brace > 0 else "?"
                    breaches.append(f"{rel}:{brace}: function '{signature}' is {length} lines, "
                                    f"over {FUNCTION_LIMIT}")
    for b in breaches:
        print(b)
    print(f"{len(breaches)} size breach(es)")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
