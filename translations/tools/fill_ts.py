#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills translations/clusterledger_zh_CN.ts from tools/zh_CN.tsv (source<TAB>translation).

The TSV is where translators work: one line per string, easy to review in a diff. Run after the
`update_translations` target has added new source strings; it reports any string still missing.
For the English .ts only plural forms are filled (Qt's "%n item(s)" needs them)."""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

here = Path(__file__).resolve().parent
root = here.parent


def load_tsv():
    table = {}
    for line in (here / "zh_CN.tsv").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        source, _, target = line.partition("\t")
        table[source] = target
    return table


def fill(ts_path, table, english):
    tree = ET.parse(ts_path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text or ""
        translation = message.find("translation")
        plural = message.get("numerus") == "yes"
        if english:
            if plural:
                for child in list(translation):
                    translation.remove(child)
                singular = source.replace("(es)", "").replace("(s)", "")
                for form in (singular, source.replace("(es)", "es").replace("(s)", "s")):
                    ET.SubElement(translation, "numerusform").text = form
                translation.attrib.pop("type", None)
            continue
        # A string that means two things carries a disambiguation (tr's second argument, the
        # .ts <comment>): "Compute" the fabric is not "Compute" the figure. Such an entry is
        # keyed "source|comment" in the TSV.
        comment = message.find("comment")
        if comment is not None and comment.text and f"{source}|{comment.text}" in table:
            source = f"{source}|{comment.text}"
        elif comment is not None and comment.text:
            missing.append(f"{source}|{comment.text}")
            continue
        if source not in table:
            missing.append(source)
            continue
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        if plural:
            ET.SubElement(translation, "numerusform").text = table[source]  # Chinese: one form
        else:
            translation.text = table[source]
        translation.attrib.pop("type", None)
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    text = Path(ts_path).read_text(encoding="utf-8")
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>",
                        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>')
    Path(ts_path).write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
    return missing


table = load_tsv()
missing = fill(root / "clusterledger_zh_CN.ts", table, english=False)
fill(root / "clusterledger_en.ts", table, english=True)
for m in missing:
    print(f"missing zh_CN translation: {m!r}", file=sys.stderr)
sys.exit(1 if missing else 0)
