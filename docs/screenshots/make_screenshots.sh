#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# make_screenshots.sh [BUILD]: draws the README's screenshots from the bundled examples with the
# app as built (default build/release), offscreen, so that they show what the app shows today
# (a hand-taken picture went stale: 84.5 days where the app said 74.0). Writes
# docs/screenshots/<example>-<size>-<lang>.png for the SuperPOD and the 64-unit hall (the
# SuperPOD replicated 64 times), at 1600x1000 and 1366x768, in English and Chinese.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build="${1:-$root/build/release}"
app="$build/app/clusterledger"
cli="$build/app/clusterledger-cli"
out="$root/docs/screenshots"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen CLUSTERLEDGER_RESOURCES="$root/resources" XDG_CONFIG_HOME="$work"
"$cli" replicate "$root/resources/examples/superpod-1su-h100.cluster.json" --times 64 \
    -o "$work/hall-64su.cluster.json" >/dev/null
for example in superpod hall-64su; do
    case "$example" in
    superpod) file="$root/resources/examples/superpod-1su-h100.cluster.json" ;;
    *) file="$work/$example.cluster.json" ;;
    esac
    for size in 1600x1000 1366x768; do
        for lang in en zh_CN; do
            "$app" "$file" --lang "$lang" --size "$size" \
                --screenshot "$out/$example-$size-$lang.png" 2>/dev/null
            echo "$out/$example-$size-$lang.png"
        done
    done
done
# The SuperPOD on DGX H200s, its ledger calibrated by the probe's run on a real H200
# (tests/data/h200-probe-recorded.json, docs/probe.md): the Calibrated column beside the datasheet.
python3 - "$root/resources/examples/superpod-1su-h100.cluster.json" "$work/superpod-h200.cluster.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
d["name"] = d["name"].replace("H100", "H200")
for dev in d["devices"]:
    if dev["model"] == "dgx-h100":
        dev["model"] = "dgx-h200"
        dev["gpu_slots"] = ["h200-sxm-141gb" if g else g for g in dev.get("gpu_slots", [])]
json.dump(d, open(sys.argv[2], "w", encoding="utf-8"), indent=2)
PY
"$cli" calibrate "$root/tests/data/h200-probe-recorded.json" >/dev/null 2>&1
for lang in en zh_CN; do
    "$app" "$work/superpod-h200.cluster.json" --lang "$lang" --size 1600x1000 \
        --screenshot "$out/h200-calibrated-1600x1000-$lang.png" 2>/dev/null
    echo "$out/h200-calibrated-1600x1000-$lang.png"
done
