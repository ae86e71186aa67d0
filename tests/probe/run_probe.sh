#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the real probe. Without a GPU (CI): exit 2 (3 for a build without CUDA) and a valid report
# saying why. With a GPU: exit 0 or 1 and a report with measured devices.
set -u
probe="$1"
out=$(timeout 120 "$probe" --quick 2>/dev/null)
code=$?
report=$(printf '%s\n' "$out" | tail -n 1)
printf '%s\n' "$report" | python3 -c '
import json, sys
r = json.load(sys.stdin)
code = int(sys.argv[1])
assert r["schema"] == "clusterledger-probe/1", r
assert r["type"] == "report"
assert isinstance(r["recorded_on_gpu"], bool)
if code in (2, 3):
    assert r["status"] == "unavailable", r["status"]
    assert r["error"]["code"] in ("no_driver", "driver_too_old", "no_device", "stub_driver_library", "device_unavailable", "cuda_not_built"), r["error"]
    assert r["error"]["message"], r["error"]
    print("probe unavailable here, as expected:", r["error"]["code"], "-", r["error"]["message"])
elif code in (0, 1):
    assert r["status"] in ("ok", "partial")
    assert r["devices"] and r["recorded_on_gpu"] is True
    print("probe measured", len(r["devices"]), "device(s)")
else:
    sys.exit("unexpected exit code %d" % code)
' "$code"
