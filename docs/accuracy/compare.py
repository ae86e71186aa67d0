#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares the engine with published training runs (docs/accuracy/published-runs.json).

    python3 docs/accuracy/compare.py build/ci/app/clusterledger-cli [--markdown]

Each run is estimated with its published layout fixed (what the paper gives; the planner picks
the rest) and its software generation's efficiency profile; prints the table and the median and
worst errors. Exit 1 if the median error is 10 % or more or any run is off by more than 25 %."""
import json
import statistics
import subprocess
import sys
from pathlib import Path


def estimate(cli, run):
    args = [cli, "estimate", "--json", "--gpu", run["gpu"], "--gpus", str(run["gpus"]),
            "--network", run["network"], "--precision", run["precision"],
            "--seq-len", str(run["seq_len"]), "--global-batch", str(run["global_batch"]),
            "--tokens", "1e12", "--profile", run["profile"]]
    model = run["model"]
    if "preset" in model:
        args += ["--model", model["preset"]]
    else:
        args += ["--layers", str(model["layers"]), "--hidden", str(model["hidden"]),
                 "--heads", str(model["heads"]), "--vocab", str(model["vocab"])]
    for key, value in run.get("layout", {}).items():
        flag = "--" + key.replace("_", "-")
        if value is True:
            args.append(flag)
        else:
            args += [flag, str(value)]
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        raise SystemExit(f"{run['id']}: {out.stderr}")
    return json.loads(out.stdout)


def main():
    cli = sys.argv[1]
    markdown = "--markdown" in sys.argv
    runs = json.loads((Path(__file__).parent / "published-runs.json").read_text())["runs"]
    rows, errors = [], []
    for run in runs:
        result = estimate(cli, run)
        value = result.get(run["metric"]) if result.get("valid", True) else None
        if value is None or not result.get("fits", False):
            rows.append((run, None, None, result))
            errors.append(1.0)
            continue
        error = value / run["published"] - 1
        errors.append(abs(error))
        rows.append((run, value, error, result))
    median = statistics.median(errors)
    worst = max(errors)
    if markdown:
        print("| Run | GPUs | Layout (engine) | Metric | Published | Engine | Error | Bottleneck |")
        print("|---|---|---|---|---|---|---|---|")
    for run, value, error, result in rows:
        p = result.get("parallel", {})
        layout = (f"TP{p.get('tp')} PP{p.get('pp')} DP{p.get('dp')}"
                  + (f" CP{p['cp']}" if p.get("cp", 1) > 1 else "")
                  + f" mb{p.get('micro_batch')} v{p.get('interleave')} {p.get('recompute')}"
                  ) if p else "-"
        shown = "no fit" if value is None else (f"{value:.3f}" if value < 2 else f"{value:.1f}")
        err = "n/a" if error is None else f"{error * 100:+.1f} %"
        if markdown:
            print(f"| {run['id']} | {run['gpus']} | {layout} | {run['metric']} | {run['published']} "
                  f"| {shown} | {err} | {result.get('bottleneck', '')} |")
        else:
            print(f"{run['id']:24} {run['metric']:24} published {run['published']:>8} "
                  f"engine {shown:>8} {err:>9}  {layout}")
    print(f"\nmedian |error| {median * 100:.1f} %, worst {worst * 100:.1f} % over {len(rows)} runs")
    return 0 if median < 0.10 and worst <= 0.25 else 1


if __name__ == "__main__":
    sys.exit(main())
