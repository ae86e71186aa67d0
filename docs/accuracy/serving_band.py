#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The serving model's throughput band (core/serving/servingband.h): model / published output
tokens per second over the held-out throughput rows of both serving comparisons, P10 and P90
with each source one vote (a source's rows share its weight).

    python3 docs/accuracy/serving_band.py build/ci/app/clusterledger-cli"""
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def engine_rows(cli):
    """The other engines' sources: every throughput row (all out of sample)."""
    out = subprocess.run([sys.executable, str(HERE / "compare_serving_engines.py"), cli],
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[6].endswith("%") and "tokens_per_s" in cells[3]:
            yield cells[1], 1 + float(cells[6].replace("%", "")) / 100


def table_rows(cli):
    """TensorRT-LLM's performance tables: the rows held out of the fit."""
    out = subprocess.run([sys.executable, str(HERE / "compare_serving.py"), cli],
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[1] == "held_out":
            yield "trtllm-performance-tables", 1 + float(parts[-2]) / 100


def weighted_quantile(points, q):
    total = sum(w for _, w in points)
    seen = 0.0
    for ratio, weight in sorted(points):
        seen += weight
        if seen >= q * total - 1e-9:  # a source's weights add up to 1 only roughly
            return ratio
    return points[-1][0]


def main():
    cli = sys.argv[1]
    by_source = {}
    for source, ratio in [*engine_rows(cli), *table_rows(cli)]:
        by_source.setdefault(source, []).append(ratio)
    points = [(r, 1 / len(v)) for v in by_source.values() for r in v]
    runs = sum(len(v) for v in by_source.values())
    print(f"{runs} rows of {len(by_source)} sources: model / published throughput "
          f"P10 {weighted_quantile(points, 0.1):.3f}, P50 {weighted_quantile(points, 0.5):.3f}, "
          f"P90 {weighted_quantile(points, 0.9):.3f}")


if __name__ == "__main__":
    main()
