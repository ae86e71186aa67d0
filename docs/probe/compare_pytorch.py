#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks clusterledger-probe against PyTorch on the same card (the bar: within 5 %).

    python3 docs/probe/compare_pytorch.py PROBE [--keep REPORT.json] [--probe-args "..."]
    python3 docs/probe/compare_pytorch.py --report REPORT.json [--json OUT.json]

Runs the probe (full mode, or reads a report it already wrote), then measures the same things
on GPU 0 through PyTorch: square 8192^3 matrix products in each precision the probe sweeps
(FP32, TF32, FP16, BF16 and, on sm_89 or newer, FP8 e4m3 through torch._scaled_mm, both with
and without fast accumulation), a 1 GiB device-to-device copy and a 256 MiB pinned host-to-device
copy. Each is timed with CUDA events as the median of 7 blocks after warm-up and 0.1 s of
settling (as the probe times them), on random operands
(never zeros: they run faster than real data). Copies count bytes read + written, the probe's
convention; the host copy counts bytes moved one way.

Prints a table; with --json writes the figures. Exits 1 when the BF16 product or the device copy
differs from PyTorch by more than 5 % (the other rows are reported, not gated: cuBLAS picks
different kernels for them through PyTorch's own heuristics and layouts).
"""
import argparse
import json
import shlex
import statistics
import subprocess
import sys

SIZE = 8192


def median_seconds(torch, op, calls):
    for _ in range(3):
        op()
    torch.cuda.synchronize()
    # Settle as the probe does (kGemmSettleSeconds): 0.1 s of back-to-back calls, so neither side
    # reads the boost a power-limited card holds only for tens of milliseconds.
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    start.record()
    op()
    stop.record()
    stop.synchronize()
    for _ in range(min(20000, max(1, int(0.1 / max(start.elapsed_time(stop) / 1e3, 1e-6))))):
        op()
    torch.cuda.synchronize()
    samples = []
    for _ in range(7):
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(calls):
            op()
        stop.record()
        stop.synchronize()
        samples.append(start.elapsed_time(stop) / 1e3 / calls)
    return statistics.median(samples)


def torch_figures():
    import torch

    dev = torch.device("cuda:0")
    n = SIZE
    flop = 2.0 * n**3
    out = {"name": torch.cuda.get_device_name(dev), "torch": torch.__version__,
           "cuda": torch.version.cuda, "gemm_tflops": {}}
    major, minor = torch.cuda.get_device_capability(dev)

    def matmul_rate(dtype, calls, tf32=False):
        torch.backends.cuda.matmul.allow_tf32 = tf32
        a = torch.randn(n, n, device=dev, dtype=torch.float32).to(dtype)
        b = torch.randn(n, n, device=dev, dtype=torch.float32).to(dtype)
        s = median_seconds(torch, lambda: torch.matmul(a, b), calls)
        torch.backends.cuda.matmul.allow_tf32 = False
        return flop / s / 1e12

    out["gemm_tflops"]["fp32"] = matmul_rate(torch.float32, 3)
    out["gemm_tflops"]["tf32"] = matmul_rate(torch.float32, 6, tf32=True)
    out["gemm_tflops"]["fp16"] = matmul_rate(torch.float16, 20)
    out["gemm_tflops"]["bf16"] = matmul_rate(torch.bfloat16, 20)
    if (major, minor) >= (8, 9) and hasattr(torch, "_scaled_mm"):
        # TN, as cuBLASLt requires for FP8 on Hopper: B given column-major through .t().
        a = (torch.randn(n, n, device=dev) * 4).to(torch.float8_e4m3fn)
        b = (torch.randn(n, n, device=dev) * 4).to(torch.float8_e4m3fn).t()
        one = torch.tensor(1.0, device=dev)
        for key, fast in (("fp8", False), ("fp8_fast_accum", True)):
            s = median_seconds(torch, lambda: torch._scaled_mm(
                a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16,
                use_fast_accum=fast), 30)
            out["gemm_tflops"][key] = flop / s / 1e12

    src = torch.empty(1 << 30, dtype=torch.uint8, device=dev).random_()
    dst = torch.empty_like(src)
    out["d2d_gbps"] = 2.0 * src.numel() / median_seconds(torch, lambda: dst.copy_(src), 10) / 1e9
    host = torch.empty(256 << 20, dtype=torch.uint8).random_().pin_memory()
    devbuf = torch.empty(256 << 20, dtype=torch.uint8, device=dev)
    out["h2d_gbps"] = host.numel() / median_seconds(
        torch, lambda: devbuf.copy_(host, non_blocking=True), 4) / 1e9
    return out


def run_probe(probe, keep, extra):
    run = subprocess.run([probe] + extra, capture_output=True, text=True, timeout=600)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    report = lines[-1]
    if keep:
        with open(keep, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2)
            f.write("\n")
    return report


def probe_figures(report):
    if not report.get("recorded_on_gpu"):
        sys.exit(f"the probe measured no GPU: {report.get('error')}")
    device = report["devices"][0]
    gemm = {}
    for p in device["gemm"]["points"]:
        if p.get("m") == SIZE and p.get("n") == SIZE and p.get("k") == SIZE \
                and p.get("status") == "ok" and not p.get("requested"):
            gemm[p["precision"]] = p["tflops"]["median"]
    return {
        "name": device.get("name"),
        "gemm_tflops": gemm,
        "d2d_gbps": device["memory_bandwidth"]["memcpy_d2d"]["median"],
        "h2d_gbps": device["host_transfer"]["h2d"]["median"],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("probe", nargs="?", help="the clusterledger-probe executable to run")
    ap.add_argument("--report", help="a report the probe already wrote, instead of running it")
    ap.add_argument("--keep", help="where to keep the report of the run")
    ap.add_argument("--probe-args", default="", help="arguments for the probe, one string")
    ap.add_argument("--json", help="write both sides' figures here")
    args = ap.parse_args()
    if args.report:
        with open(args.report, encoding="utf-8") as f:
            report = json.load(f)
    elif args.probe:
        report = run_probe(args.probe, args.keep, shlex.split(args.probe_args))
    else:
        ap.error("give the probe to run or --report")
    probe = probe_figures(report)
    torch = torch_figures()
    rows = [(f"{key.upper()} GEMM {SIZE}^3 TFLOP/s", probe["gemm_tflops"].get(key),
             torch["gemm_tflops"].get(key), key in ("bf16",))
            for key in ("fp32", "tf32", "fp16", "bf16", "fp8")]
    rows.append(("FP8 fast-accum TFLOP/s", None, torch["gemm_tflops"].get("fp8_fast_accum"),
                 False))
    rows.append(("D2D copy GB/s (r+w)", probe["d2d_gbps"], torch["d2d_gbps"], True))
    rows.append(("H2D pinned GB/s", probe["h2d_gbps"], torch["h2d_gbps"], False))
    worst = 0.0
    print(f"{'':28}{'probe':>10}{'PyTorch':>10}{'diff':>9}   ({probe['name']}, torch "
          f"{torch['torch']}, CUDA {torch['cuda']})")
    table = []
    for label, ours, theirs, gated in rows:
        diff = ours / theirs - 1.0 if ours and theirs else None
        if gated and diff is not None:
            worst = max(worst, abs(diff))
        table.append({"what": label, "probe": ours, "pytorch": theirs, "diff": diff,
                      "gated": gated})
        fmt = lambda v: f"{v:10.1f}" if v is not None else f"{'-':>10}"
        print(f"{label:28}{fmt(ours)}{fmt(theirs)}"
              f"{(f'{diff:+9.1%}' if diff is not None else f'{chr(45):>9}')}"
              f"{'  (gated)' if gated else ''}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"probe": probe, "pytorch": torch, "rows": table,
                       "worst_gated_diff": worst}, f, indent=2)
            f.write("\n")
    return 0 if worst <= 0.05 else 1


if __name__ == "__main__":
    sys.exit(main())
