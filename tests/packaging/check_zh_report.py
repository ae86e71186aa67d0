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

Both languages' reports (issue 29, item 7): no internal path, no name cut short with an ellipsis,
no id or part number broken over two lines, the same sections in the same order, as many
paragraphs (poppler's text blocks) in each one-page section, the same ids, part numbers and
labels in both (every row of a table over many pages, which breaks its pages
where each language's line height puts them), and the last page ends a sentence.

usage: check_zh_report.py CLI EXAMPLES_DIR WORK_DIR
"""
import collections
import json
import pathlib
import re
import subprocess
import sys
import unicodedata

WORD = re.compile(r"[A-Za-z]+")
# What a buyer must never read: a path into this repository or a source file's name.
INTERNAL_PATH = re.compile(r"\b[\w.-]+\.(?:md|cpp|h|py|json)\b|/work/|\bresources/|\bdocs/")


def pdf_text(cli, design, pdf, language):
    """The report's text twice: as laid out on the page, and in drawing order (a wrapped table
    cell's lines one after the other, so an id broken across lines has its halves adjacent)."""
    subprocess.run([cli, "report", str(design), "-o", str(pdf), "--lang", language],
                   check=True, capture_output=True)
    texts = []
    for mode in ("-layout", "-raw", "-bbox-layout"):
        text = subprocess.run(["pdftotext", mode, str(pdf), "-"], check=True,
                              capture_output=True, text=True).stdout
        # Ligatures (ﬁ, ﬀ, ﬃ) split words in the extracted text: fold them back to letters.
        texts.append(unicodedata.normalize("NFKC", text))
    return texts


def blocks_by_section(bbox):
    """Per section, the text blocks (paragraphs, table cells) poppler finds on each page."""
    sections = []
    for page in bbox.split("<page ")[1:]:
        blocks = re.findall(r"<block[^>]*>(.*?)</block>", page, re.S)
        first = " ".join(re.findall(r">([^<]*)</word>", blocks[0])) if blocks else ""
        title = re.sub(r"\s*[(（](?:continued|续)[)）]$", "", first)
        if sections and sections[-1][0] == title:
            sections[-1][1].append(len(blocks))
        else:
            sections.append((title, [len(blocks)]))
    return sections


def paragraph_problems(english_bbox, chinese_bbox):
    """A section of one page in both languages has as many paragraphs and cells in each (a
    table over several pages breaks its rows where each language's line height puts them)."""
    problems = []
    for (en_title, en), (zh_title, zh) in zip(blocks_by_section(english_bbox),
                                              blocks_by_section(chinese_bbox)):
        if len(en) == 1 and len(zh) == 1 and en != zh:
            problems.append(f"section {en_title!r} / {zh_title!r}: {en[0]} paragraphs and cells "
                            f"in English, {zh[0]} in Chinese")
    return problems


# An id, part number or label: letters and digits joined by - _ or . ("B-R07-U3-cx7-5",
# "osfp-2x400g-sr8", "R01-02"). English compounds of the prose ("48-port", "8-GPU", "P10-P90",
# "DeepSeek-V3-class") are worded otherwise in Chinese and are not counted.
# ASCII bounds: Chinese text may run up to an id without a space ("经由QM9700-1互联").
ID_TOKEN = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+(?![A-Za-z0-9_-])")
PROSE_COMPOUND = re.compile(r"^\d+-[A-Za-z]+$|^P\d+-P\d+$|-class$")


def id_tokens(raw):
    return collections.Counter(
        t for t in ID_TOKEN.findall(raw)
        if re.search(r"\d", t) and re.search(r"[A-Za-z]", t) and not PROSE_COMPOUND.search(t))


def id_problems(english_raw, chinese_raw):
    """The ids, part numbers and labels each report prints, counted: a row or a cell one
    language drops, on however many pages its table runs, shows as an id the other has more."""
    english, chinese = id_tokens(english_raw), id_tokens(chinese_raw)
    problems = []
    for name, more, other in (("en", english - chinese, "zh_CN"),
                              ("zh_CN", chinese - english, "en")):
        if more:
            shown = ", ".join(f"{t} x{n}" for t, n in sorted(more.items())[:6])
            problems.append(f"{name} prints ids {other} does not (or more often): {shown}"
                            f"{' …' if len(more) > 6 else ''}")
    return problems


def sections(raw):
    """The report's sections in order: each page's title, its continuation pages folded in."""
    titles = []
    for page in raw.split("\f"):
        lines = page.strip().splitlines()
        if not lines:
            continue
        title = re.sub(r"\s*[(（](?:continued|续)[)）]$", "", lines[0].strip())
        if not titles or titles[-1] != title:
            titles.append(title)
    return titles


def broken_ids(raw, ids):
    """Ids and part numbers split over two lines ("pdu-3ph-415v-" / "60a", "NET-" / "A4")."""
    problems = []
    lines = raw.splitlines()
    for above, below in zip(lines, lines[1:]):
        if not above.split() or not below.split():
            continue
        end, start = above.split()[-1], below.split()[0]
        joined = end + start
        for token in ids:
            if token not in joined:
                continue
            # A whole id (not part of a longer word) that straddles the line break.
            for m in re.finditer(r"(?<![\w-])" + re.escape(token) + r"(?![\w-])", joined):
                if m.start() < len(end) < m.end():
                    problems.append(f"id broken over two lines: {end!r} / {start!r} ({token})")
    return problems


def whole_report_problems(english, chinese, ids):
    """Both languages: no internal path, no name cut short, no id broken over two lines, the same
    sections in the same order, and the last page's text ends a sentence (the Chinese assumptions
    were once cut mid-sentence at the page's end). Page counts may differ: a CJK line is taller."""
    problems = []
    (english, english_raw, english_bbox), (chinese, chinese_raw, chinese_bbox) = english, chinese
    problems += paragraph_problems(english_bbox, chinese_bbox)
    problems += id_problems(english_raw, chinese_raw)
    for name, raw in (("en", english_raw), ("zh_CN", chinese_raw)):
        problems += [f"{name}: {p}" for p in broken_ids(raw, ids)]
    if len(sections(english_raw)) != len(sections(chinese_raw)):
        problems.append(f"sections: en {sections(english_raw)}, zh_CN {sections(chinese_raw)}")
    for name, text in (("en", english), ("zh_CN", chinese)):
        for m in INTERNAL_PATH.finditer(text):
            problems.append(f"{name}: internal path {m.group(0)!r}")
        # An ellipsis right after a letter or digit is a name or id cut short ("SU1-R0…"); a
        # range ("SU1-R01 … SU1-R16") has spaces around it.
        for m in re.finditer(r"\S*\w\u2026", text):
            problems.append(f"{name}: text cut short: {m.group(0)!r}")
        pages = text.split("\f")
        last = [line.strip() for line in pages[-1 if pages[-1].strip() else -2].splitlines()
                if line.strip()]
        body = last[:-1]  # the footer (design name, date, page) is the last line
        if body and not body[-1].endswith((".", "。", ")", "）", "%")):
            problems.append(f"{name}: the last page ends mid-sentence: {body[-1][-80:]!r}")
    return problems


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


def catalog_ids(cli):
    """Every catalog id: what a buyer copies from the BOM into a purchase order."""
    catalog = json.loads(subprocess.run([cli, "catalog", "--json"], check=True,
                                        capture_output=True, text=True).stdout)
    return {e["id"] for entries in catalog.values() for e in entries if e.get("id")}


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
    part_ids = catalog_ids(cli)
    work = pathlib.Path(work)
    work.mkdir(parents=True, exist_ok=True)
    failures = 0
    for design in sorted(pathlib.Path(examples).glob("*.cluster.json")):
        chinese = pdf_text(cli, design, work / (design.name + ".zh_CN.pdf"), "zh_CN")
        english = pdf_text(cli, design, work / (design.name + ".en.pdf"), "en")
        text = chinese[0]
        own = set()
        names = set()  # the design's own names and ids, whole words of four characters or more
        for s in strings(json.loads(design.read_text(encoding="utf-8"))):
            own |= words(s)
            if len(s) >= 4 and " " not in s:
                names.add(s)
        for problem in whole_report_problems(english, chinese, part_ids | names):
            failures += 1
            print(f"{design.name}: {problem}")
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
