#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks clusterledger-probe against PyTorch on the same card (the bar: within 5 %).

    python3 docs/probe/compare_pytorch.py build/ci/app/probe/clusterledger-probe [--keep REPORT.json]

Runs the probe (full mode), then on GPU 0: torch.matmul on 8192^3 BF16 and a 1 GiB
device-to-device copy, both timed with CUDA events as the median of 7 blocks after warm-up.
The copy is counted as bytes read + written, the probe's convention. Needs PyTorch with CUDA.
Prints a table and exits 1 when either figure differs by more than 5 %.
"""
import json
import statistics
import subprocess
import sys


def torch_figures():
    import torch

    dev = torch.device("cuda:0")
    n = 8192
    a = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
    b = torch.randn(n, n, device=dev, dtype=torch.bfloat16)

    def median_seconds(op, calls):
        for _ in range(3):
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

    gemm_s = median_seconds(lambda: torch.matmul(a, b), 20)
    src = torch.empty(1 << 30, dtype=torch.uint8, device=dev).random_()
    dst = torch.empty_like(src)
    copy_s = median_seconds(lambda: dst.copy_(src), 10)
    return {
        "name": torch.cuda.get_device_name(dev),
        "bf16_tflops": 2.0 * n**3 / gemm_s / 1e12,
        "d2d_gbps": 2.0 * src.numel() / copy_s / 1e9,
    }


def probe_figures(probe, keep):
    run = subprocess.run([probe], capture_output=True, text=True, timeout=120)
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    report = lines[-1]
    if keep:
        with open(keep, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=2)
    if not report.get("recorded_on_gpu"):
        sys.exit(f"the probe measured no GPU (exit {run.returncode}): {report.get('error')}")
    device = report["devices"][0]
    gemm_points = [p for p in device["gemm"]["points"]
                   if p.get("precision") == "bf16" and p.get("m") == 8192 and p.get("status") == "ok"]
    return {
        "name": device.get("name"),
        "bf16_tflops": gemm_points[0]["tflops"]["median"] if gemm_points
        else device["gemm"]["peak"]["bf16"]["tflops"],
        "d2d_gbps": device["memory_bandwidth"]["memcpy_d2d"]["median"],
    }


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    probe = probe_figures(sys.argv[1], keep)
    torch = torch_figures()
    worst = 0.0
    print(f"{'':24}{'probe':>12}{'PyTorch':>12}{'diff':>9}   ({probe['name']})")
    for key, label in (("bf16_tflops", "BF16 GEMM 8192^3 TFLOP/s"), ("d2d_gbps", "D2D copy GB/s")):
        diff = probe[key] / torch[key] - 1.0
        worst = max(worst, abs(diff))
        print(f"{label:24}{probe[key]:12.1f}{torch[key]:12.1f}{diff:+9.1%}")
    return 0 if worst <= 0.05 else 1


if __name__ == "__main__":
    sys.exit(main())
