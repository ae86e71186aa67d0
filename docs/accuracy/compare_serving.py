#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares the serving model with published serving benchmarks (docs/accuracy/serving-runs.json).

    python3 docs/accuracy/compare_serving.py build/ci/app/clusterledger-cli [--markdown]

Each run is estimated with the settings its source states (model, GPU, TP, PP, weight and KV
precision, input and output lengths) through `clusterledger-cli serve --json`; prints the table and,
for the fit and the held-out set apart, the median absolute error, the signed median and the worst.

Exit 1 unless the held-out set has a median |error| of at most 20 % and no run off by more than
40 % (issue 15's target). A run the model says does not fit counts as 100 % off."""
import json
import statistics
import subprocess
import sys
from pathlib import Path


def estimate(cli, run):
    args = [cli, "serve", "--json", "--model", run["model"], "--gpu", run["gpu"],
            "--gpus", str(run["gpus"]), "--tp", str(run["tp"]), "--pp", str(run["pp"]),
            "--precision", run["precision"], "--kv-precision", run["kv_precision"],
            "--input-tokens", str(run["input_tokens"]),
            "--output-tokens", str(run["output_tokens"])]
    out = subprocess.run(args, capture_output=True, text=True)
    if not out.stdout.strip():
        return None
    result = json.loads(out.stdout)
    return result[run["metric"]] if result.get("fits") else None


def summary(errors):
    absolute = [abs(e) for e in errors]
    return statistics.median(absolute), statistics.median(errors), max(absolute)


def main():
    cli = sys.argv[1]
    markdown = "--markdown" in sys.argv
    runs = json.loads((Path(__file__).parent / "serving-runs.json").read_text())["runs"]
    errors = {"fit": [], "held_out": []}
    rows = []
    for run in runs:
        got = estimate(cli, run)
        error = (got - run["published"]) / run["published"] if got else 1.0
        errors[run["set"]].append(error)
        rows.append((run, got, error))
    if markdown:
        print("| Run | Set | Published | Model | Error |")
        print("|---|---|---|---|---|")
    for run, got, error in rows:
        shown = f"{got:,.0f}" if got else "does not fit"
        if markdown:
            print(f"| {run['quote'].split(':')[0]} | {run['set']} | {run['published']:,} | "
                  f"{shown} | {error * 100:+.1f} % |")
        else:
            print(f"{run['id']:<44} {run['set']:<9} {run['published']:>8,} {shown:>12} "
                  f"{error * 100:+7.1f} %")
    ok = True
    for name in ("fit", "held_out"):
        med, signed, worst = summary(errors[name])
        print(f"{name}: {len(errors[name])} runs, median |error| {med * 100:.1f} %, "
              f"signed median {signed * 100:+.1f} %, worst {worst * 100:.1f} %")
        if name == "held_out" and (med > 0.20 or worst > 0.40):
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
