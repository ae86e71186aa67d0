#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates the bundled example designs. Run from this folder, then canonicalise each file with
`clusterledger-cli format FILE` so that it is exactly what the app itself writes:

    python3 make_examples.py && for f in *.cluster.json; do clusterledger-cli format "$f"; done

Hand-writing 512 links is how typos get in; the layouts below follow the DGX SuperPOD reference
architecture (rail-optimised leaves, 8 uplinks from every leaf to every spine)."""
import json


def rack(rid, name, model, row, pos, feeds, redundancy="2N", derating=0.8):
    return {"id": rid, "name": name, "model": model, "row": row, "position": pos,
            "power": {"feeds": feeds, "derating": derating, "redundancy": redundancy}}


def feed(count, volts, amps, phase):
    return {"count": count, "voltage_v": volts, "amps": amps, "phase": phase}


def device(did, name, kind, model, rack_id, u, **extra):
    d = {"id": did, "name": name, "kind": kind, "model": model, "rack": rack_id, "u": u}
    d.update(extra)
    return d


def link(lid, a, b, fabric, media):
    # No length: version 3 routes every cable over the floor (site.floor) and rounds it up to a
    # length that is sold; a typed length_m would override that.
    return {"id": lid, "a": {"device": a[0], "port": a[1]}, "b": {"device": b[0], "port": b[1]},
            "fabric": fabric, "media": media}


def held_gpus(devices, models):
    """What the devices hold of the given GPU models: the counts a site says it has on hand."""
    counts = {}
    for d in devices:
        for slot in d.get("gpu_slots", []):
            if slot in models:
                counts[slot] = counts.get(slot, 0) + 1
    return counts


def superpod():
    racks, devices, links = [], [], []
    racks.append(rack("rack-net", "NET-1", "rack-48u", 0, 0, feed(2, 415, 60, "three")))
    for i in range(16):
        row, pos = (0, i + 1) if i < 8 else (1, i - 8)
        racks.append(rack(f"rack-{i + 1}", f"SU1-R{i + 1:02d}", "rack-48u", row, pos,
                          feed(2, 415, 60, "three")))
    for r in racks:
        for k in range(2):
            devices.append(device(f"{r['id']}-pdu{k + 1}", f"{r['name']}-PDU{'AB'[k]}", "pdu",
                                  "pdu-3ph-415v-60a", r["id"], 0))
    for l in range(8):
        devices.append(device(f"leaf-{l + 1}", f"IB-LEAF-{l + 1}", "switch", "qm9700", "rack-net",
                              1 + l))
    for s in range(4):
        devices.append(device(f"spine-{s + 1}", f"IB-SPINE-{s + 1}", "switch", "qm9700",
                              "rack-net", 12 + s))
    for n in range(32):
        rid = f"rack-{n // 2 + 1}"
        devices.append(device(f"dgx-{n + 1:02d}", f"DGX-{n + 1:02d}", "gpu_server", "dgx-h100",
                              rid, 3 if n % 2 == 0 else 13, gpu_slots=["h100-sxm5-80gb"] * 8))
    # Rail-optimised: GPU rail i of every node goes to leaf i (ENGINE.md §3.5).
    for n in range(32):
        rid = f"rack-{n // 2 + 1}"
        for rail in range(8):
            links.append(link(f"ib-n{n + 1:02d}-r{rail + 1}", (f"dgx-{n + 1:02d}", f"cx7-{rail + 1}"),
                              (f"leaf-{rail + 1}", f"p{n + 1}"), "compute", "mmf"))
    # Each leaf: ports 33-64 up, 8 to each of the 4 spines; spine s port 8*(leaf-1)+k.
    for l in range(8):
        for k in range(32):
            s, j = divmod(k, 8)
            links.append(link(f"ib-l{l + 1}-s{s + 1}-{j + 1}", (f"leaf-{l + 1}", f"p{33 + k}"),
                              (f"spine-{s + 1}", f"p{8 * l + j + 1}"), "compute", "dac"))
    return {
        "format": "clusterledger-design", "version": 5,
        "name": "DGX SuperPOD, one scalable unit (32 x DGX H100)",
        "site": {"name": "Example hall, 2 DGX per 48U rack", "pue": 1.3, "electricity_usd_per_kwh": 0.08,
                 "currency": "USD", "currency_per_usd": 1.0, "depreciation_years": 5,
                 "utilisation": 0.9, "cloud_usd_per_gpu_hour": {"h100-sxm5-80gb": 2.99}},
        "racks": racks, "devices": devices, "links": links,
        "workload": {"model": {"preset": "llama-2-70b"}, "tokens": 2e12, "seq_len": 4096,
                     "global_batch_seqs": 1024, "precision": "bf16", "optimizer": "adamw",
                     "mode": "pretrain", "parallelism": {"auto": True},
                     "deadline_days": 120, "budget_usd": 15e6},
        # The same GPUs serve between runs: a 70B chat model in FP8 for 20 requests a second.
        "serving": [{"name": "Llama 3 70B chat (FP8)", "model": {"preset": "llama-3-70b"},
                     "weight_precision": "fp8", "activation_precision": "fp8",
                     "kv_precision": "fp8", "input_tokens": 1000, "output_tokens": 300,
                     "requests_per_s": 20, "ttft_ms": 2000, "tpot_ms": 50, "tp": 0, "pp": 1,
                     # Version 7: the engine it is served with and the percentile targets.
                     "engine": "tensorrt-llm", "ttft_p90_ms": 3000, "tpot_p99_ms": 60}],
    }


def mozi():
    racks, devices, links = [], [], []
    # Air-cooled hall: two 400 V three-phase 25 A feeds per rack, A/B (2N), 80 % derating:
    # sqrt(3) x 400 x 25 x 0.8 = 13.9 kW usable, so one 8-GPU server per rack.
    names = ["MZ-R01", "MZ-R02", "MZ-R03", "MZ-R04", "MZ-R05", "MZ-NET"]
    for i, n in enumerate(names):
        racks.append(rack(f"mz-rack-{i + 1}", n, "rack-42u", 0, i, feed(2, 400, 25, "three")))
    devices.append(device("mz-3090-1", "MZ-3090-01", "gpu_server", "srv-8gpu-pcie", "mz-rack-1", 10,
                          gpu_slots=["rtx-3090"] * 8, nics=["cx6lx-25g"]))
    devices.append(device("mz-3090-2", "MZ-3090-02", "gpu_server", "srv-8gpu-pcie", "mz-rack-2", 10,
                          gpu_slots=["rtx-3090"] * 8, nics=["cx6lx-25g"]))
    devices.append(device("mz-a100-1", "MZ-A100-01", "gpu_server", "dgx-a100", "mz-rack-3", 10,
                          gpu_slots=["a100-sxm4-80gb"] * 8))
    devices.append(device("mz-a100-2", "MZ-A100-02", "gpu_server", "dgx-a100", "mz-rack-4", 10,
                          gpu_slots=["a100-sxm4-80gb"] * 8))
    devices.append(device("mz-h100-1", "MZ-H100-01", "gpu_server", "dgx-h100", "mz-rack-5", 10,
                          gpu_slots=["h100-sxm5-80gb"] * 8))
    devices.append(device("mz-eth-1", "MZ-ETH-25G", "switch", "eth-25g-48", "mz-rack-6", 20))
    devices.append(device("mz-ib-1", "MZ-IB-HDR", "switch", "qm8700", "mz-rack-6", 22))
    devices.append(device("mz-oob-1", "MZ-OOB", "switch", "eth-1g-48", "mz-rack-6", 24))
    for i, srv in enumerate(["mz-3090-1", "mz-3090-2"]):
        rid = f"mz-rack-{i + 1}"
        links.append(link(f"mz-cable-eth-{i + 1}", (srv, "nic1-p1"), ("mz-eth-1", f"p{i + 1}"), "compute",
                          "aoc"))
    port = 1
    for srv, rid, prefix in [("mz-a100-1", "mz-rack-3", "ib"), ("mz-a100-2", "mz-rack-4", "ib"),
                             ("mz-h100-1", "mz-rack-5", "cx7-")]:
        for rail in range(8):
            links.append(link(f"mz-cable-ib-{srv[3:]}-{rail + 1}", (srv, f"{prefix}{rail + 1}"),
                              ("mz-ib-1", f"p{port}"), "compute", "aoc"))
            port += 1
    for i, srv in enumerate(["mz-3090-1", "mz-3090-2", "mz-a100-1", "mz-a100-2", "mz-h100-1"]):
        links.append(link(f"mz-cable-oob-{i + 1}", (srv, "bmc1"), ("mz-oob-1", f"p{i + 1}"),
                          "out_of_band", "copper"))
    return {
        "format": "clusterledger-design", "version": 5,
        "name": "墨子 (Mozi) mixed cluster: RTX 3090, A100 and H100",
        "site": {"name": "墨子机房 (air-cooled, 13.9 kW per rack)", "pue": 1.5,
                 "electricity_usd_per_kwh": 0.09, "currency": "CNY", "currency_per_usd": 7.2,
                 "depreciation_years": 5, "utilisation": 0.7,
                 "cloud_usd_per_gpu_hour": {"a100-sxm4-80gb": 1.5, "h100-sxm5-80gb": 2.99,
                                            "rtx-3090": 0.3},
                 # Bought in mainland China before the export rules: what it runs is held, so
                 # the validator flags only GPUs added beyond these (version 8).
                 "market": "cn", "held_gpus": held_gpus(devices, ["a100-sxm4-80gb",
                                                                  "h100-sxm5-80gb"])},
        "racks": racks, "devices": devices, "links": links,
        "workload": {"model": {"preset": "llama-2-7b"}, "tokens": 2e11, "seq_len": 4096,
                     "global_batch_seqs": 512, "precision": "bf16", "optimizer": "adamw",
                     "mode": "pretrain", "parallelism": {"auto": True},
                     "deadline_days": 60},
    }


def budget_rack(rid, name, model, row, pos, budget_w, domain):
    """A rack fed through its own power shelves (NVL72's 54 V busbar): a plain budget, no PDUs."""
    return {"id": rid, "name": name, "model": model, "row": row, "position": pos,
            "power": {"budget_w": budget_w, "derating": 0.8, "redundancy": "N"},
            "scale_up_domain": domain}


def nvl72():
    """16 GB200 NVL72 racks (1,152 GPUs): each rack one NVLink domain of 18 compute trays and 9
    NVLink switch trays (NVIDIA's GB200 NVL72 layout: 10 trays above the switches, 8 below;
    power shelves at top and bottom are the rack's own). The compute and management fabrics are
    left to `clusterledger-cli fabric`, which synthesises them (and their racks) from the trays'
    ports: see REGENERATE below."""
    racks, devices = [], []
    for r in range(16):
        rid = f"nvl-{r + 1:02d}"
        racks.append(budget_rack(rid, f"NVL72-{r + 1:02d}", "rack-nvl72-mgx", r // 8, r % 8,
                                 142000, f"nvl72-{r + 1:02d}"))
        us = list(range(5, 13)) + list(range(22, 32))
        for t, u in enumerate(us):
            devices.append(device(f"{rid}-c{t + 1:02d}", f"NVL72-{r + 1:02d}-C{t + 1:02d}",
                                  "gpu_server", "gb200-nvl72-tray", rid, u,
                                  gpu_slots=["gb200"] * 4))
        for k in range(9):
            devices.append(device(f"{rid}-nvs{k + 1}", f"NVL72-{r + 1:02d}-NVS{k + 1}", "server",
                                  "nvlink5-switch-tray", rid, 13 + k))
    return {
        "format": "clusterledger-design", "version": 9,
        "name": "16 x GB200 NVL72 (1,152 GPUs): DeepSeek-V3-class MoE with EP inside each NVLink domain",
        "site": {"name": "Liquid-cooled hall, 142 kW per NVL72 rack", "pue": 1.15,
                 "electricity_usd_per_kwh": 0.08, "currency": "USD", "currency_per_usd": 1.0,
                 "depreciation_years": 5, "utilisation": 0.9,
                 "cloud_usd_per_gpu_hour": {"gb200": 6.0}},
        "racks": racks, "devices": devices, "links": [],
        "workload": {"model": {"preset": "deepseek-v3"}, "tokens": 2e12, "seq_len": 4096,
                     "global_batch_seqs": 4096, "precision": "bf16", "optimizer": "adamw",
                     "mode": "pretrain", "parallelism": {"auto": True}, "deadline_days": 90},
        "serving": [{"name": "DeepSeek-R1 (FP8), wide EP", "model": {"preset": "deepseek-r1"},
                     "weight_precision": "fp8", "activation_precision": "fp8",
                     "kv_precision": "fp8", "input_tokens": 2000, "output_tokens": 1000,
                     "requests_per_s": 20, "ttft_ms": 3000, "tpot_ms": 50, "tp": 0, "pp": 1,
                     "engine": "tensorrt-llm"}],
    }


def cloudmatrix():
    """One Huawei CloudMatrix 384 supernode: 12 compute racks of 4 nodes x 8 Ascend 910C and 4
    bus racks of UB switches, all 16 one Unified Bus domain (arXiv 2506.12708; SemiAnalysis)."""
    racks, devices = [], []
    domain = "cm384-01"
    for r in range(16):
        rid = f"cm-{r + 1:02d}"
        compute = r not in (3, 7, 11, 15)  # a bus rack after every three compute racks
        racks.append({**rack(rid, f"CM384-{r + 1:02d}", "rack-52u-liquid", r // 8, r % 8,
                             feed(4, 415, 60, "three")), "scale_up_domain": domain})
        for k in range(2):
            devices.append(device(f"{rid}-pdu{k + 1}", f"CM384-{r + 1:02d}-PDU{'AB'[k]}", "pdu",
                                  "pdu-3ph-415v-60a", rid, 0))
        for k in range(4):
            if compute:
                devices.append(device(f"{rid}-n{k + 1}", f"CM384-{r + 1:02d}-N{k + 1}",
                                      "gpu_server", "cloudmatrix-384-node", rid, 3 + 10 * k,
                                      gpu_slots=["ascend-910c"] * 8))
            else:
                devices.append(device(f"{rid}-ub{k + 1}", f"CM384-{r + 1:02d}-UB{k + 1}",
                                      "server", "cloudmatrix-ub-switch-shelf", rid, 3 + 6 * k))
    return {
        "format": "clusterledger-design", "version": 9,
        "name": "Huawei CloudMatrix 384 supernode (384 x Ascend 910C, one UB domain)",
        "site": {"name": "Supernode hall (liquid-cooled racks assumed)", "pue": 1.2,
                 "electricity_usd_per_kwh": 0.08, "currency": "CNY", "currency_per_usd": 7.2,
                 "depreciation_years": 5, "utilisation": 0.9, "market": "cn"},
        "racks": racks, "devices": devices, "links": [],
        "workload": {"model": {"preset": "deepseek-v3"}, "tokens": 5e11, "seq_len": 4096,
                     "global_batch_seqs": 2048, "precision": "bf16", "optimizer": "adamw",
                     "mode": "pretrain", "parallelism": {"auto": True}, "deadline_days": 120},
        "serving": [{"name": "DeepSeek-R1 (INT8), EP across the supernode",
                     "model": {"preset": "deepseek-r1"}, "weight_precision": "int8",
                     "activation_precision": "int8", "kv_precision": "bf16",
                     "input_tokens": 4000, "output_tokens": 1000, "requests_per_s": 10,
                     "ttft_ms": 3000, "tpot_ms": 50, "tp": 0, "pp": 1, "engine": "mindie"}],
    }


def workstation():
    racks = [rack("ws-rack", "LAB-R01", "rack-42u", 0, 0, feed(1, 230, 16, "single"), "N")]
    devices = [device("ws-1", "WS-4090-01", "gpu_server", "ws-4gpu-pcie", "ws-rack", 20,
                      gpu_slots=["rtx-4090"] * 4)]
    return {
        "format": "clusterledger-design", "version": 5,
        "name": "4 x RTX 4090 workstation: LoRA fine-tune of a 7B model",
        "site": {"name": "Lab", "pue": 1.2, "electricity_usd_per_kwh": 0.15, "currency": "USD",
                 "currency_per_usd": 1.0, "depreciation_years": 3, "utilisation": 0.5,
                 "cloud_usd_per_gpu_hour": {"rtx-4090": 0.4}},
        "racks": racks, "devices": devices, "links": [],
        "workload": {"model": {"preset": "llama-2-7b"}, "tokens": 1e8, "seq_len": 2048,
                     "global_batch_seqs": 64, "precision": "bf16", "optimizer": "adamw",
                     "mode": "lora", "parallelism": {"auto": True}, "goodput": 0.95,
                     "deadline_days": 3},
        # The seeds' case for old and consumer cards: serving is bandwidth per yuan. INT4 weights
        # (AWQ) with BF16 activations put a 8B chat model on each 24 GB card.
        "serving": [{"name": "Team assistant, Llama 3 8B (INT4)", "model": {"preset": "llama-3-8b"},
                     "weight_precision": "int4", "activation_precision": "bf16",
                     "kv_precision": "bf16", "input_tokens": 1024, "output_tokens": 256,
                     "concurrency": 32, "tpot_ms": 50, "tp": 0, "pp": 1}],
    }


def lab_portfolio():
    """A lab sharing one SuperPOD unit over half a year (issue 30): three teams, a 70B pre-train,
    four fine-tunes, an evaluation sweep and a chat fleet with a daily curve; racks 9-16 (DGX-17
    to DGX-32) arrive as a second phase on day 45. The fabric is cabled for all 32 from the start."""
    d = superpod()
    d["version"] = 16
    d["name"] = "Lab portfolio: 3 teams on one SuperPOD unit, phase 2 on day 45"
    site = d["site"]
    del site["electricity_usd_per_kwh"]
    site["electricity"] = {"currency": "USD", "periods": [
        {"band": "flat", "price_per_kwh": 0.08, "hours": ["00-24"]}]}
    w = d["workload"]
    del w["budget_usd"]
    w["budget"] = {"amount": 15e6, "currency": "USD"}

    def job(jid, name, team, gpus, priority, model, tokens, mode, seq_len=4096, **extra):
        j = {"id": jid, "name": name, "team": team, "gpus": gpus, "priority": priority,
             "earliest_start_day": extra.pop("start", 0),
             "workload": {"model": {"preset": model}, "tokens": tokens, "seq_len": seq_len,
                          "precision": "bf16", "optimizer": "adamw", "mode": mode,
                          "parallelism": {"auto": True}}}
        j.update(extra)
        return j

    chat = d["serving"][0]
    chat["team"] = "product"
    # A chat product's day (Beijing time): quiet overnight, peaks late morning and evening.
    chat["load_curve"] = [0.25, 0.2, 0.15, 0.15, 0.15, 0.2, 0.3, 0.5, 0.7, 0.85, 0.95, 1.0,
                          0.9, 0.85, 0.9, 0.95, 0.9, 0.85, 0.85, 0.9, 0.95, 0.8, 0.6, 0.4]
    d["portfolio"] = {
        "teams": [{"id": "foundation", "name": "Foundation models", "share": 2},
                  {"id": "product", "name": "Product", "share": 1},
                  {"id": "research", "name": "Research", "share": 1, "quota_gpus": 64}],
        "phases": [{"name": "Phase 2: racks SU1-R09 to R16", "arrival_day": 45,
                    "racks": [f"rack-{i}" for i in range(9, 17)]}],
        "jobs": [
            job("pretrain-70b", "70B pre-train, 1T tokens", "foundation", 128, 10,
                "llama-2-70b", 1e12, "pretrain", deadline_day=120),
            job("sft-chat-8b", "8B chat SFT", "product", 32, 5, "llama-3-8b", 6e11,
                "full-finetune", deadline_day=30),
            job("lora-support-70b", "70B support LoRA", "product", 16, 5, "llama-3-70b", 5e10,
                "lora", deadline_day=40),
            job("sft-code-8b", "8B code SFT", "research", 64, 3, "llama-3-8b", 8e11,
                "full-finetune", start=10, deadline_day=40),
            job("qlora-legal-70b", "70B legal QLoRA", "research", 8, 1, "llama-3-70b", 2e10,
                "qlora", preemptible=True),
            # An evaluation sweep (version 16): a million prompts at the serving model's rate.
            {"id": "eval-70b", "name": "70B eval sweep, 1M prompts", "team": "research",
             "gpus": 16, "priority": 1, "earliest_start_day": 20,
             "inference": {"name": "", "model": {"preset": "llama-3-70b"},
                           "weight_precision": "fp8", "activation_precision": "fp8",
                           "kv_precision": "fp8", "input_tokens": 2048, "output_tokens": 256,
                           "tp": 0, "pp": 1},
             "requests": 1e6},
        ],
        # Renting is allowed in principle; the lab's default plan is owned capacity only.
        "cloud": {"allowed": False},
    }
    return d


# REGENERATE: after this script and `format`, the rack-scale examples get their fabrics from the
# CLI, as a planner's would:
#   clusterledger-cli fabric nvl72-gb200-16racks.cluster.json -o nvl72-gb200-16racks.cluster.json
#   clusterledger-cli fabric cloudmatrix-384.cluster.json --switch sn5600 -o cloudmatrix-384.cluster.json
#   (then each with --fabric out_of_band)
for name, design in [("superpod-1su-h100", superpod()), ("mozi-mixed", mozi()),
                     ("workstation-4x4090", workstation()), ("nvl72-gb200-16racks", nvl72()),
                     ("cloudmatrix-384", cloudmatrix()), ("lab-portfolio", lab_portfolio())]:
    with open(f"{name}.cluster.json", "w", encoding="utf-8") as f:
        json.dump(design, f, ensure_ascii=False, indent=2)
        f.write("\n")
