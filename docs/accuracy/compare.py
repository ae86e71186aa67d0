#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Scores the engine against published training runs, leave-one-source-out.

    python3 docs/accuracy/compare.py build/ci/app/clusterledger-cli [--markdown] [--check]
        [--bands resources/catalog/error-bands.json] [--jobs N]

Each run in published-runs.json is estimated with what its source states pinned (layout,
batch, sequence, precision, stack) and the rest left to the planner. The engine's fitted
constants (docs/engine.md, engineconstants.h) are refitted for every source with that source's
runs left out, and the source is then scored with its own refit: no source is its own evidence.
Each constant is fitted alone, over the runs it affects, with the others at their built-in
values (a grid, the median |log error| the criterion).

It reports, per source and over sources (each source one vote): the median |error|, the signed
median (the bias) and the worst run; the in-sample errors beside them; the P10-P90 band of the
held-out errors per regime, and how often a source's runs fall inside the band the other
sources give it; the planner's free pick against the layouts the sources tuned by hand; and how
often the engine orders the rows of a published ablation as published.

--bands FILE writes the bands the engine ships (resources/catalog/error-bands.json);
--check exits 1 unless the committed bands are the ones this run computes and the held-out
figures are within the gates of docs/accuracy.md.
A run the engine cannot estimate counts as 100 % off; one its memory model says does not fit
is scored on its time and counted apart (the memory model is then wrong for it)."""
import concurrent.futures
import json
import math
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BANDS_FILE = ROOT / "resources" / "catalog" / "error-bands.json"

# Targets (issue 25's "done when", over sources, held out) and the gates CTest holds today: the
# gates stop a regression; where a gate is looser than its target, docs/accuracy.md says so.
TARGET_MEDIAN, GATE_MEDIAN = 0.07, 0.07
TARGET_SIGNED, GATE_SIGNED = 0.03, 0.03
TARGET_WORST = 0.30  # reported, not gated: see docs/accuracy.md, "What is weak"
TARGET_COVERAGE, GATE_COVERAGE = 0.70, 0.70
TARGET_FREE_PLANNER, GATE_FREE_PLANNER = 0.06, 0.06

FLOP_METRICS = ("tflops_per_gpu_model", "tflops_per_gpu_hardware", "mfu")


def generation(gpu):
    for prefix, name in (("v100", "volta"), ("a100", "ampere"), ("h100", "hopper"),
                         ("h200", "hopper"), ("h800", "hopper"), ("b200", "blackwell"),
                         ("ascend", "ascend"), ("mi", "cdna")):
        if gpu.startswith(prefix):
            return name
    return "other"


GENERATION_PROFILE = {"ampere": "ampere-2022", "hopper": "hopper-2024",
                      "blackwell": "blackwell-2025", "ascend": "ascend-2024"}


def is_moe(run):
    return run["model"].get("preset", "") in ("mixtral-8x7b", "deepseek-v3")


def scale_bucket(gpus):
    return "8-64" if gpus <= 64 else ("65-1024" if gpus <= 1024 else "1025+")


# The fitted constants in the order they are fitted: each stage given the ones before it (a
# stack's own constants first, on its own runs; then each generation's GEMM fractions; then what
# every run shares). Each with its grid and the runs it can change.
STAGES = [
    [("stack.megatron-2021.gemm_scale", [0.80, 0.85, 0.90, 0.95, 1.00],
      lambda r: r["stack"] == "megatron-2021"),
     ("stack.fsdp.layer_overhead_s", [0.0, 0.0005, 0.001, 0.0015, 0.002],
      lambda r: r["stack"] == "fsdp"),
     ("stack.torchtitan.gemm_scale", [0.70, 0.80, 0.90, 1.00],
      lambda r: r["stack"] == "torchtitan")],
    [("gemm.ampere-2022.bf16", [0.62, 0.66, 0.70, 0.74, 0.78],
      lambda r: generation(r["gpu"]) == "ampere" and r["precision"] in ("bf16", "fp16")),
     ("gemm.hopper-2024.bf16", [0.54, 0.58, 0.62, 0.66, 0.70],
      lambda r: generation(r["gpu"]) == "hopper" and r["precision"] == "bf16"),
     ("gemm.hopper-2024.fp8", [0.40, 0.44, 0.48, 0.52, 0.56, 0.60],
      lambda r: generation(r["gpu"]) == "hopper" and r["precision"] == "fp8"),
     ("gemm.ascend-2024.bf16", [0.40, 0.45, 0.50, 0.55, 0.60, 0.65, 0.70, 0.75],
      lambda r: generation(r["gpu"]) == "ascend")],
    [("overlap_tax", [0.1, 0.2, 0.3], lambda r: True),
     ("straggler_jitter", [0.0, 0.005, 0.01, 0.02], lambda r: True),
     ("chunk_overhead_s", [0.0, 0.0005, 0.001, 0.002, 0.004],
      lambda r: r.get("layout", {}).get("pp", 1) > 1)],
]
CONSTANTS = [c for stage in STAGES for c in stage]

# The values before any fit to these runs (docs/accuracy.md: where each came from). A fit starts
# from them, and a constant no other source's runs affect keeps its prior when its source is
# held out: a built-in value fitted on a source is never that source's evidence.
PRIOR = {
    # No prior slowdown for the 2021 code: the 0.9 of engine v2 was set on Narayanan 2021's own
    # runs (to stand in for the exposed gradient reduction now modelled), so it cannot be their
    # prior.
    "stack.megatron-2021.gemm_scale": 1.00,
    # FSDP1's own host work per wrapped block and pass, as PyTorch measured it (not llm-foundry's
    # runs, the only fsdp source, whose fit gave engine v2's 1 ms): unshard 4.27 ms + write-back
    # 1.07 ms + reshard 2.75 ms for 400 nn.Parameters (pytorch#96958, 2023-03) is ~20 us per
    # parameter per pass; an MPT block holds 6 (Wqkv, out_proj, up, down, two norms), plus the
    # pre-backward hook's ~2.6 us each (pytorch#98250): ~0.14 ms, rounded to 0.15 ms. Kernel
    # launch gaps and the all-gather rate limiter's waits are not in it: the fit finds those.
    "stack.fsdp.layer_overhead_s": 0.00015,
    "stack.torchtitan.gemm_scale": 1.00,
    # The generation fractions were first set (engine v1-v2) on the runs of Narayanan,
    # Korthikanti, BLOOM, Llama 3, llm-foundry and NeMo: each has other sources in its pool, so a
    # prior only starts the stages before it is refitted.
    "gemm.ampere-2022.bf16": 0.70,
    "gemm.hopper-2024.bf16": 0.62,
    "gemm.hopper-2024.fp8": 0.52,
    "gemm.ascend-2024.bf16": 0.50,
    "overlap_tax": 0.2,
    "straggler_jitter": 0.0,
    "chunk_overhead_s": 0.0,
}

# The engine's built-in values: the code's (efficiency.cpp, softwarestack.cpp, efficiency.h).
# --check fails when a fit on all sources moves one: the code and this table change together.
BUILTIN = {
    "stack.megatron-2021.gemm_scale": 1.00,
    "stack.fsdp.layer_overhead_s": 0.001,
    "stack.torchtitan.gemm_scale": 0.80,
    "gemm.ampere-2022.bf16": 0.66,
    "gemm.hopper-2024.bf16": 0.58,
    "gemm.hopper-2024.fp8": 0.56,
    "gemm.ascend-2024.bf16": 0.70,
    "overlap_tax": 0.1,
    "straggler_jitter": 0.0,
    "chunk_overhead_s": 0.0,
}


class Engine:
    def __init__(self, cli, jobs):
        self.cli = cli
        self.jobs = jobs
        self.cache = {}
        self.tmp = tempfile.TemporaryDirectory()
        self.files = {}

    def constants_file(self, constants):
        key = tuple(sorted(constants.items()))
        if key not in self.files:
            path = Path(self.tmp.name) / f"c{len(self.files)}.json"
            path.write_text(json.dumps(dict(key)))
            self.files[key] = str(path)
        return self.files[key]

    def args(self, run, constants, free=False):
        args = [self.cli, "estimate", "--json", "--gpu", run["gpu"], "--gpus", str(run["gpus"]),
                "--network", run["network"], "--precision", run["precision"],
                "--seq-len", str(run["seq_len"]), "--global-batch", str(run["global_batch"]),
                "--tokens", "1e13", "--stack", run["stack"]]
        if constants:
            args += ["--engine-constants", self.constants_file(constants)]
        model = run["model"]
        if "preset" in model:
            args += ["--model", model["preset"]]
        else:
            for key in ("layers", "hidden", "heads", "kv_heads", "ffn", "ffn_type", "vocab"):
                if key in model:
                    args += ["--" + key.replace("_", "-"), str(model[key])]
        if free:
            return args
        layout = run.get("layout", {})
        # A layout detail the source does not state is not the planner's to choose: even stages,
        # and ZeRO-3 over all ranks (FULL_SHARD), as the sources ran them.
        if not layout.get("uneven_stages"):
            args.append("--even-stages")
        if "hsdp" not in layout and layout.get("zero", 0) == 3:
            args += ["--hsdp", "0"]
        for key, value in layout.items():
            flag = "--" + key.replace("_", "-")
            if value is True:
                args.append(flag)
            elif value is not False:
                args += [flag, str(value)]
        return args

    def estimate(self, run, constants=None, free=False):
        constants = constants or {}
        key = (run["id"], tuple(sorted(constants.items())), free)
        if key not in self.cache:
            out = subprocess.run(self.args(run, constants, free), capture_output=True, text=True)
            if out.returncode not in (0, 1) or not out.stdout.strip():
                raise SystemExit(f"{run['id']}: {out.stderr.strip()}")
            self.cache[key] = json.loads(out.stdout)
        return self.cache[key]

    def many(self, tasks):
        """Estimates (run, constants, free) tuples in parallel; fills the cache."""
        todo = [t for t in tasks
                if (t[0]["id"], tuple(sorted((t[1] or {}).items())), t[2]) not in self.cache]
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            list(pool.map(lambda t: self.estimate(*t), todo))


def value_of(run, result):
    """The engine's figure counted as the source counts it: FLOP figures with the whole attention
    square (Megatron eq. 3, Korthikanti eq. 7) unless the run says "flops_counting": "causal"."""
    # A published run the engine's memory says does not fit is still scored on its time (the
    # source ran it); the memory refusals are counted apart (report: "Memory").
    if not result.get("valid", True):
        return None
    metric = run["metric"]
    if (metric in FLOP_METRICS and run.get("flops_counting", "full_square") == "full_square"
            and "full_square" in result):
        return result["full_square"].get(metric)
    return result.get(metric)


def error_of(run, result):
    """Engine / published - 1; a run with no estimate counts as 100 % off."""
    value = value_of(run, result)
    return 1.0 if value is None else value / run["published"] - 1


def log_error(err):
    return abs(math.log(max(1e-3, 1 + err)))


def weighted_quantile(values, weights, q):
    pairs = sorted(zip(values, weights))
    total = sum(weights)
    acc = 0.0
    for v, w in pairs:
        acc += w
        if acc >= q * total:
            return v
    return pairs[-1][0]


def summary(errors):
    absolute = [abs(e) for e in errors]
    return {"n": len(errors), "median": statistics.median(absolute),
            "signed": statistics.median(errors), "worst": max(absolute)}


def fit_constants(engine, runs, leave_out):
    """Stage by stage, each constant's grid value with the least median |log error| over the
    runs it affects (the source `leave_out` not among them), given the stages before and the
    priors of the stages after; the prior where no other run is affected."""
    fitted = {}
    for stage in STAGES:
        chosen = {}
        for name, grid, affects in stage:
            pool = [r for r in runs if affects(r) and r["source_group"] != leave_out]
            if not pool:
                chosen[name] = PRIOR[name]
                continue
            trials = [dict(PRIOR, **fitted, **{name: v}) for v in grid]
            engine.many([(r, t, False) for t in trials for r in pool])
            best = None
            for v, t in zip(grid, trials):
                score = statistics.median(log_error(error_of(r, engine.estimate(r, t)))
                                          for r in pool)
                if best is None or score < best[0] - 1e-12:
                    best = (score, v)
            chosen[name] = best[1]
        fitted.update(chosen)
    return fitted


def regime_keys(run):
    """From the most specific regime to all runs (the band falls back along this list)."""
    stack, gen, scale = run["stack"], generation(run["gpu"]), scale_bucket(run["gpus"])
    kind = "moe" if is_moe(run) else "dense"
    return [f"stack={stack},scale={scale}", f"stack={stack}", f"generation={gen},scale={scale}",
            f"generation={gen}", f"kind={kind}", "all"]


MIN_BAND_RUNS = 8
MIN_BAND_SOURCES = 2


def build_bands(rows):
    """rows: (run, held-out error). Per regime: P10/P90 of measured/engine, each source weighted
    equally; a regime needs 8 runs from 2 sources."""
    by_regime = {}
    for run, err in rows:
        if err >= 1.0:
            continue  # no estimate: no ratio
        for key in regime_keys(run):
            by_regime.setdefault(key, []).append((run, 1.0 / (1.0 + err)))
    bands = {}
    for key, items in by_regime.items():
        sources = {r["source_group"] for r, _ in items}
        if len(items) < MIN_BAND_RUNS or len(sources) < MIN_BAND_SOURCES:
            continue
        per_source = {s: sum(1 for r, _ in items if r["source_group"] == s) for s in sources}
        ratios = [x for _, x in items]
        weights = [1.0 / per_source[r["source_group"]] for r, _ in items]
        bands[key] = {"p10": round(weighted_quantile(ratios, weights, 0.10), 4),
                      "p50": round(weighted_quantile(ratios, weights, 0.50), 4),
                      "p90": round(weighted_quantile(ratios, weights, 0.90), 4),
                      "runs": len(items), "sources": len(sources)}
    return bands


def band_for(run, bands):
    for key in regime_keys(run):
        if key in bands:
            return key, bands[key]
    return None, None


def tuned(run):
    """Layouts the sources' authors tuned by hand for their own cluster."""
    return run["source_group"] in ("narayanan-2021", "korthikanti-2022", "llama3-2024",
                                   "nvidia-nemo", "nvidia-megatron-readme", "megascale-2024",
                                   "mindspeed-modellink-2024") and "ablation" not in run


def concordance(engine, runs, constants_for):
    """Pairs of rows of one ablation whose published figures differ by more than 3 %: how often
    the engine orders them the same way."""
    sweeps = {}
    for r in runs:
        if "ablation" in r:
            sweeps.setdefault(r["ablation"], []).append(r)
    agree = total = 0
    per_sweep = []
    for name, rows in sorted(sweeps.items()):
        if len(rows) < 2:
            continue
        a = t = 0
        for i in range(len(rows)):
            for j in range(i + 1, len(rows)):
                p, q = rows[i], rows[j]
                if p["metric"] != q["metric"]:
                    continue
                if abs(p["published"] / q["published"] - 1) <= 0.03:
                    continue
                ep = value_of(p, engine.estimate(p, constants_for(p)))
                eq = value_of(q, engine.estimate(q, constants_for(q)))
                if ep is None or eq is None:
                    t += 1
                    continue
                t += 1
                a += (ep > eq) == (p["published"] > q["published"])
        if t:
            per_sweep.append((name, a, t))
        agree += a
        total += t
    return agree, total, per_sweep


def main():
    cli = sys.argv[1]
    markdown = "--markdown" in sys.argv
    check = "--check" in sys.argv
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
    bands_out = sys.argv[sys.argv.index("--bands") + 1] if "--bands" in sys.argv else None
    data = json.loads((HERE / "published-runs.json").read_text())
    runs = data["runs"]
    sources = sorted({r["source_group"] for r in runs})
    engine = Engine(cli, jobs)

    # Every run at the built-in constants (the fit on all sources); then the fits,
    # leave-one-source-out.
    engine.many([(r, {}, False) for r in runs])
    in_sample = {r["id"]: error_of(r, engine.estimate(r)) for r in runs}

    fitted = {s: fit_constants(engine, runs, s) for s in sources}
    fitted_all = fit_constants(engine, runs, None)
    engine.many([(r, fitted[r["source_group"]], False) for r in runs])
    held = {r["id"]: error_of(r, engine.estimate(r, fitted[r["source_group"]])) for r in runs}

    per_source = {}
    for s in sources:
        mine = [r for r in runs if r["source_group"] == s]
        per_source[s] = (summary([held[r["id"]] for r in mine]),
                         summary([in_sample[r["id"]] for r in mine]))
    over_sources = {
        "median": statistics.median(v[0]["median"] for v in per_source.values()),
        "signed": statistics.median(v[0]["signed"] for v in per_source.values()),
        "worst": max(v[0]["worst"] for v in per_source.values()),
        "worst_source": max(per_source, key=lambda s: per_source[s][0]["median"]),
    }
    rows_held = [(r, held[r["id"]]) for r in runs]
    bands = build_bands(rows_held)
    # Coverage, leave-one-source-out too: a source's runs against the bands the others give.
    inside = counted = 0
    coverage_by_source = {}
    for s in sources:
        others = build_bands([(r, e) for r, e in rows_held if r["source_group"] != s])
        a = n = 0
        for r in runs:
            if r["source_group"] != s or held[r["id"]] >= 1.0:
                continue
            _, band = band_for(r, others)
            if band is None:
                continue
            ratio = 1.0 / (1.0 + held[r["id"]])
            n += 1
            a += band["p10"] <= ratio <= band["p90"]
        coverage_by_source[s] = (a, n)
        inside += a
        counted += n
    coverage = inside / counted if counted else 0.0

    # The planner's free pick against the tuned layouts (both the engine's, refit per source).
    free_rows = []
    tuned_runs = [r for r in runs if tuned(r)]
    engine.many([(r, fitted[r["source_group"]], True) for r in tuned_runs])
    for r in tuned_runs:
        pinned = engine.estimate(r, fitted[r["source_group"]])
        free = engine.estimate(r, fitted[r["source_group"]], True)
        if pinned.get("valid") and free.get("valid") and free.get("fits"):
            free_rows.append((r, free["tokens_per_s_per_gpu"] / pinned["tokens_per_s_per_gpu"] - 1,
                              free))
    free_signed = statistics.median(x for _, x, _ in free_rows) if free_rows else 0.0
    free_by_source = {}
    for r, x, _ in free_rows:
        free_by_source.setdefault(r["source_group"], []).append(x)
    free_over_sources = statistics.median(statistics.median(v) for v in free_by_source.values())

    agree, total, per_sweep = concordance(engine, runs, lambda r: fitted[r["source_group"]])
    refused = [r for r in runs if not engine.estimate(r, fitted[r["source_group"]]).get("fits")]

    report(markdown, runs, sources, per_source, over_sources, in_sample, held, fitted,
           fitted_all, bands, coverage, coverage_by_source, free_rows, free_signed,
           free_over_sources, agree, total, per_sweep, refused)

    document = {
        "format": "clusterledger-catalog", "version": 1,
        "description": "The engine's error bands: measured / engine at P10, P50 and P90 of the "
                       "held-out runs per regime (docs/accuracy/compare.py writes this file; "
                       "docs/accuracy.md explains it).",
        "error_bands": {
            "source": "docs/accuracy/compare.py: held-out errors of the engine against "
                      "docs/accuracy/published-runs.json, leave-one-source-out; measured / "
                      "engine per regime, each source weighted equally",
            "runs": len(runs), "sources": len(sources),
            "fallback": "stack,scale > stack > generation,scale > generation > kind > all",
            "bands": dict(sorted(bands.items()))}}
    if bands_out:
        Path(bands_out).write_text(json.dumps(document, indent=1) + "\n")
    if not check:
        return 0
    ok = True
    committed = json.loads(BANDS_FILE.read_text()) if BANDS_FILE.exists() else None
    if committed != document:
        print("error-bands.json is not what this run computes: rerun with --bands "
              + str(BANDS_FILE.relative_to(ROOT)))
        ok = False
    for name, value in fitted_all.items():
        if abs(value - BUILTIN[name]) > 1e-9:
            print(f"{name}: the fit on all sources is {value}, the code has {BUILTIN[name]}: "
                  "set it in the code and in BUILTIN")
            ok = False
    gates = [("held-out median over sources", over_sources["median"], GATE_MEDIAN,
              TARGET_MEDIAN),
             ("held-out signed median over sources", abs(over_sources["signed"]), GATE_SIGNED,
              TARGET_SIGNED),
             ("held-out worst run", over_sources["worst"], None, TARGET_WORST),
             ("free planner over tuned layouts (signed median)", free_signed, GATE_FREE_PLANNER,
              TARGET_FREE_PLANNER)]
    for name, value, gate, target in gates:
        if gate is not None and value > gate:
            print(f"gate: {name} {value * 100:.1f} % over {gate * 100:.0f} %")
            ok = False
        elif value > target:
            print(f"target not met (not gated): {name} {value * 100:.1f} % over "
                  f"{target * 100:.0f} %")
    if coverage < GATE_COVERAGE:
        print(f"gate: band coverage {coverage * 100:.0f} % under {GATE_COVERAGE * 100:.0f} %")
        ok = False
    elif coverage < TARGET_COVERAGE:
        print(f"target not met (not gated): band coverage {coverage * 100:.1f} % under "
              f"{TARGET_COVERAGE * 100:.0f} %")
    return 0 if ok else 1


def fmt(x):
    return f"{x * 100:+.1f} %"


def layout_text(result):
    p = result.get("parallel", {})
    if not p:
        return "-"
    text = f"TP{p.get('tp')} PP{p.get('pp')} DP{p.get('dp')}"
    if p.get("cp", 1) > 1:
        text += f" CP{p['cp']}"
    if p.get("ep", 1) > 1:
        text += f" EP{p['ep']}"
    text += f" Z{p.get('zero', 0)}"
    return text + f" mb{p.get('micro_batch')} v{p.get('interleave')} {p.get('recompute')}"


def report(markdown, runs, sources, per_source, over, in_sample, held, fitted, fitted_all, bands,
           coverage, coverage_by_source, free_rows, free_signed, free_over_sources, agree,
           total, per_sweep, refused):
    p = print
    p("\n## Held out, by source (each source scored with constants fitted without it)\n")
    p("| Source | Runs | Median \\|error\\| | Signed median | Worst | In-sample median | "
      "In-sample signed |")
    p("|---|---|---|---|---|---|---|")
    for s in sources:
        h, i = per_source[s]
        p(f"| {s} | {h['n']} | {h['median'] * 100:.1f} % | {fmt(h['signed'])} | "
          f"{h['worst'] * 100:.1f} % | {i['median'] * 100:.1f} % | {fmt(i['signed'])} |")
    allh = summary(list(held.values()))
    alli = summary(list(in_sample.values()))
    p(f"\nOver {len(sources)} sources (each one vote): held-out median |error| "
      f"{over['median'] * 100:.1f} %, signed median {fmt(over['signed'])}, worst run "
      f"{over['worst'] * 100:.1f} % (least accurate source: {over['worst_source']}).")
    p(f"Over {allh['n']} runs: held-out median {allh['median'] * 100:.1f} % (signed "
      f"{fmt(allh['signed'])}); in-sample {alli['median'] * 100:.1f} % (signed "
      f"{fmt(alli['signed'])}).")
    p("\n## Constants: prior, built in, fitted on all sources, and the leave-one-out fits\n")
    p("| Constant | Prior | Built in | All sources | Leave-one-out range |")
    p("|---|---|---|---|---|")
    for name, _, _ in CONSTANTS:
        values = [fitted[s][name] for s in sources]
        p(f"| `{name}` | {PRIOR[name]} | {BUILTIN[name]} | {fitted_all[name]} | "
          f"{min(values)} – {max(values)} |")
    p(f"\n## Error bands (P10–P90 of measured / engine, held out)\n")
    p(f"Coverage, leave-one-source-out: {coverage * 100:.1f} % of runs fall inside the band the "
      f"other sources give them.\n")
    p("| Regime | Runs | Sources | P10 | P50 | P90 |")
    p("|---|---|---|---|---|---|")
    for key, b in sorted(bands.items()):
        p(f"| {key} | {b['runs']} | {b['sources']} | {b['p10']:.3f} | {b['p50']:.3f} | "
          f"{b['p90']:.3f} |")
    p("\n| Source | Inside its band |")
    p("|---|---|")
    for s in sources:
        a, n = coverage_by_source[s]
        p(f"| {s} | {a} of {n} |")
    p(f"\n## The planner's free pick against the tuned layouts\n")
    p(f"Over {len(free_rows)} tuned runs: the free pick is predicted {fmt(free_signed)} faster "
      f"(signed median; over sources {fmt(free_over_sources)}).\n")
    p("| Run | Tuned (engine) | Free pick | Free over tuned |")
    p("|---|---|---|---|")
    for r, x, free in free_rows:
        p(f"| {r['id']} | {r.get('layout', {})} | {layout_text(free)} | {fmt(x)} |")
    p(f"\n## Ablations: the engine's order against the published order\n")
    p(f"{agree} of {total} pairs ({(agree / total * 100) if total else 0:.0f} %) in the "
      f"published order (pairs more than 3 % apart).\n")
    p("| Sweep | Pairs in order |")
    p("|---|---|")
    for name, a, t in per_sweep:
        p(f"| {name} | {a} of {t} |")
    p("\n## Memory: published runs the engine says do not fit\n")
    p(f"{len(refused)} of {len(runs)} runs (their times are scored all the same): "
      + (", ".join(r["id"] for r in refused) if refused else "none") + ".")
    p("\n## Every run (held out)\n")
    p("| Run | Source | Stack | GPUs | Metric | Published | Held-out error | In-sample error |")
    p("|---|---|---|---|---|---|---|---|")
    for r in runs:
        p(f"| {r['id']} | {r['source_group']} | {r['stack']} | {r['gpus']} | {r['metric']} | "
          f"{r['published']} | {fmt(held[r['id']])} | {fmt(in_sample[r['id']])} |")


if __name__ == "__main__":
    sys.exit(main())
