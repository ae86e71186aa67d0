#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Records clusterledger-probe on a real NVIDIA GPU, with what is needed to judge the figures:
# the machine (nvidia-smi -q, topology, toolkit, libraries found), the quick and the full probe,
# and the same figures measured through PyTorch where it is installed. Run from the repository
# root on the GPU machine; everything lands in $OUT (default ./probe-out):
#
#   machine.txt   nvidia-smi -q, nvidia-smi topo -m, nvcc --version, the libraries the probe loads
#   build.log     the probe's own build (cmake -S app/probe: no Qt needed)
#   quick.jsonl   clusterledger-probe --quick, every line
#   full.jsonl    clusterledger-probe --max-seconds 120 with two published best shapes, every line
#   report.json   the full run's report (the last line of full.jsonl), indented
#   pytorch.json  docs/probe/compare_pytorch.py's figures (skipped cleanly without PyTorch)
#
# A probe built elsewhere can be given as $PREBUILT_PROBE: it is run quick while the local build
# goes on, and used for the full run only if the local build fails. nlohmann/json is header-only;
# where its package is missing, JSON_INCLUDE_DIR names a folder holding nlohmann/json.hpp.
set -u
cd "$(dirname "$0")/../.."
OUT=${OUT:-$PWD/probe-out}
mkdir -p "$OUT"
step() { printf '\n== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "machine"
{
    date -u
    nvidia-smi -q 2>&1
    echo "---- nvidia-smi topo -m"
    nvidia-smi topo -m 2>&1
    echo "---- nvcc"
    nvcc --version 2>&1 || /usr/local/cuda/bin/nvcc --version 2>&1
    echo "---- uname / os"
    uname -a
    cat /etc/os-release 2>/dev/null | head -3
} >"$OUT/machine.txt"
grep -E "Driver Version|CUDA Version|Product Name|Power Limit|Max Clocks" -A0 "$OUT/machine.txt" | head -12

# The probe dlopens these by soname, as a user's machine would resolve them. Where the loader's
# cache lacks one, its folder is added to LD_LIBRARY_PATH and machine.txt says so.
step "libraries"
for lib in libcublasLt.so.13 libcublasLt.so.12 libnvidia-ml.so.1 libnccl.so.2; do
    if ldconfig -p | grep -q "$lib"; then
        echo "$lib: in the loader cache" | tee -a "$OUT/machine.txt"
        continue
    fi
    found=$(find /usr/local/cuda* /usr/local/nvidia /usr/lib /opt -name "$lib" 2>/dev/null | head -n 1)
    if [ -n "$found" ]; then
        export LD_LIBRARY_PATH="$(dirname "$found")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
        echo "$lib: $found (added to LD_LIBRARY_PATH)" | tee -a "$OUT/machine.txt"
    else
        echo "$lib: not found" | tee -a "$OUT/machine.txt"
    fi
done

step "build (background) and quick run"
PATH="$PATH:/usr/local/cuda/bin"
generator=(-G Ninja)
command -v ninja >/dev/null || generator=()
json=()
[ -n "${JSON_INCLUDE_DIR:-}" ] && json=(-DCLUSTERLEDGER_JSON_INCLUDE_DIR="$JSON_INCLUDE_DIR")
# Machine code for this card only (a minute instead of several); without nvidia-smi's answer, the
# probe's own list of architectures with PTX.
archs=()
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .')
[ -n "$cap" ] && archs=(-DCLUSTERLEDGER_PROBE_ARCHS="${cap}-real")
(cmake -S app/probe -B build/probe "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
    "${archs[@]}" "${json[@]}" \
    && cmake --build build/probe -j16) >"$OUT/build.log" 2>&1 &
build=$!
probe=build/probe/clusterledger-probe
if [ -n "${PREBUILT_PROBE:-}" ] && [ -x "$PREBUILT_PROBE" ]; then
    timeout 60 "$PREBUILT_PROBE" --quick >"$OUT/quick.jsonl"
    echo "quick (prebuilt): exit $?"
fi
wait "$build"
build_rc=$?
echo "build: exit $build_rc"
tail -n 3 "$OUT/build.log"
if [ "$build_rc" -ne 0 ] || [ ! -x "$probe" ]; then
    probe=${PREBUILT_PROBE:-}
    echo "using the prebuilt probe: $probe"
fi
if [ ! -s "$OUT/quick.jsonl" ]; then
    timeout 60 "$probe" --quick >"$OUT/quick.jsonl"
    echo "quick: exit $?"
fi

step "full run"
# Two of the best shapes published for Hopper (PROBE.md: mamf-finder's H100 BF16 and H200 FP8).
timeout 240 "$probe" --max-seconds 120 --shape 2048,2048,13312 --shape 1280,4096,12032 \
    >"$OUT/full.jsonl"
echo "full: exit $?"
tail -n 1 "$OUT/full.jsonl" | python3 -c 'import json,sys; json.dump(json.load(sys.stdin), sys.stdout, indent=2)' \
    >"$OUT/report.json"
python3 - "$OUT/report.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
print("status", r["status"], "wall", round(r.get("wall_seconds", 0), 1), "s; warnings",
      [w["code"] for w in r.get("warnings", [])])
for d in r["devices"]:
    print(d.get("name"), d.get("compute_capability"), "SMs", d.get("sms"), "power limit",
          d.get("power_limit_w"), "W")
    mb = d.get("memory_bandwidth", {})
    for k in ("copy_kernel", "triad_kernel", "memcpy_d2d"):
        if k in mb:
            print(f"  {k:14} {mb[k]['median']:9.1f} GB/s  cv {mb[k]['cv']:.3f}")
    for k, v in d.get("host_transfer", {}).items():
        if isinstance(v, dict):
            print(f"  host {k:9} {v['median']:9.1f} GB/s")
    for k, v in d.get("gemm", {}).get("peak", {}).items():
        print(f"  peak {k:6} {v['tflops']:9.1f} at {v['m']}")
    for p in d.get("gemm", {}).get("points", []):
        if p.get("requested") or p.get("status") != "ok":
            rate = p.get("tflops", {}).get("median")
            print("  point", p["precision"], p.get("m"), p.get("n"), p.get("k"), p["status"],
                  p.get("detail", ""), rate)
    s = d.get("sustained")
    if s:
        print("  sustained", s["precision"], round(s["tflops"]["median"], 1), "TFLOP/s",
              s.get("power_w_avg"), "W avg", s.get("sm_clock_mhz_median"), "MHz",
              s.get("temp_c_max"), "C", s.get("clock_event_reasons"))
EOF

step "PyTorch beside it"
if python3 -c 'import torch; assert torch.cuda.is_available()' 2>/dev/null; then
    python3 docs/probe/compare_pytorch.py --report "$OUT/report.json" --json "$OUT/pytorch.json"
    echo "compare: exit $?"
else
    echo "no PyTorch with CUDA here: comparison skipped"
fi
step "done"
