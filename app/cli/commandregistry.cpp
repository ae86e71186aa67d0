// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandregistry.h"

#include "cliargs.h"
#include "commands.h"

#include <algorithm>
#include <ostream>

namespace cl::cli {

namespace {

const OptionSpec kJson {"--json", nullptr, "print JSON (the keys scripts read)"};
const OptionSpec kTiming {"--timing", nullptr, "print how long the work took, in ms"};
const OptionSpec kOutput {"--output", "OUT", "write to OUT", {"-o"}};

std::vector<OptionSpec> calibrateOptions()
{
    return {
        kJson,
        {"--no-store", nullptr, "print the profile without storing it"},
        {"--kind", "K", "probe|nccl-tests|training-log|telemetry (default: detected)"},
        {"--gpu", "ID", "catalog GPU id, where the files do not name it"},
        {"--network", "ID", "the network between servers (multi-server tests and runs)"},
        {"--gpus-per-node", "N", "GPUs per server (default: from the test, else 8)"},
        {"--stack", "ID", "software stack of the logged run (default: the GPU's)"},
        {"--model", "PRESET", "catalog model of a log that prints no architecture"},
        {"--collective", "C", "the collective of nccl-tests output that names none"},
        {"--fields", "LIST", "nvidia-smi --query-gpu list of a CSV written without header"},
        {"--gpus", "N", "GPUs of the logged run"},
        {"--tp", "N", "its tensor parallel"},
        {"--pp", "N", "its pipeline parallel"},
        {"--cp", "N", "its context parallel"},
        {"--ep", "N", "its expert parallel"},
        {"--dp", "N", "its data parallel"},
        {"--zero", "0..3", "its ZeRO stage"},
        {"--micro-batch", "B", "its micro-batch"},
        {"--global-batch", "SEQS", "its global batch in sequences"},
        {"--seq-len", "S", "its sequence length"},
        {"--interleave", "V", "its virtual pipeline stages"},
        {"--precision", "P", "its precision: bf16|fp16|fp8|tf32|fp32"},
        {"--recompute", "R", "its recompute: none|selective|full"},
        {"--sp", nullptr, "it ran sequence parallelism"},
        {"--layers", "L", "its layers"},
        {"--hidden", "H", "its hidden size"},
        {"--heads", "A", "its attention heads"},
        {"--kv-heads", "K", "its key/value heads"},
        {"--ffn", "F", "its FFN width"},
        {"--ffn-type", "TYPE", "gelu|swiglu"},
        {"--vocab", "V", "its vocabulary"},
    };
}

std::vector<OptionSpec> estimateOptions()
{
    return {
        {"--gpu", "ID", "catalog GPU id (required), e.g. h100-sxm5-80gb"},
        {"--gpus", "N", "number of GPUs (required)"},
        {"--gpus-per-node", "N", "GPUs per server (default 8)"},
        {"--network", "ID",
         "ib-xdr-800|ib-ndr-400|ib-hdr-200|roce-400|roce-200|rdma-4x100|eth-100|eth-25|eth-1|none"},
        {"--params", "N", "model size: 70B, 7e9, 700亿"},
        {"--model", "PRESET", "a catalog model preset instead of --params"},
        {"--layers", "L", "architecture: layers (with --hidden and --heads)"},
        {"--hidden", "H", "architecture: hidden size"},
        {"--heads", "A", "architecture: attention heads"},
        {"--kv-heads", "K", "architecture: key/value heads (GQA)"},
        {"--ffn", "F", "architecture: FFN width"},
        {"--ffn-type", "TYPE", "gelu|swiglu"},
        {"--vocab", "V", "architecture: vocabulary size"},
        {"--local-attention", "TYPE",
         "architecture: sliding|chunked|linear attention in the layers that do not attend over "
         "the whole context"},
        {"--attention-window", "N", "architecture: the sliding window or chunk, in tokens"},
        {"--full-attention-every", "N",
         "architecture: one layer in N attends over the whole context (default 0: none)"},
        {"--tokens", "N", "tokens to train on (default 1T)"},
        {"--seq-len", "S", "sequence length (default 4096)"},
        {"--global-batch", "SEQS", "global batch in sequences"},
        {"--micro-batch", "B", "micro-batch (omitted: the planner chooses)"},
        {"--precision", "P", "bf16|fp16|fp8|tf32|fp32"},
        {"--optimizer", "O", "adamw|adamw-8bit|sgd-momentum|adafactor"},
        {"--mode", "M", "pretrain|full-finetune|lora|qlora"},
        {"--goodput", "X",
         "share of wall time that trains (default: modelled from failures and checkpoints)"},
        {"--storage-write-gbps", "X", "checkpoint write bandwidth in GB/s, all storage together"},
        {"--team-profile", "P",
         "published (the best published stacks and teams, default) or typical (a self-built "
         "cluster: 20-35 % MFU, seeds 001/003)"},
        {"--async-checkpoint", nullptr,
         "checkpoints copied to host memory and written while training goes on"},
        {"--moe-load", "X", "MoE: busiest expert's load / balanced (capacity factor; default 1)"},
        {"--ep-overlap", "X", "MoE: share of the all-to-alls hidden behind compute (default 0)"},
        {"--tp", "N", "tensor parallel (omitted: the planner chooses)"},
        {"--pp", "N", "pipeline parallel"},
        {"--dp", "N", "data parallel"},
        {"--cp", "N", "context parallel"},
        {"--ep", "N", "expert parallel"},
        {"--zero", "0..3", "ZeRO stage"},
        {"--recompute", "R", "none|selective|full"},
        {"--sp", nullptr, "sequence parallelism on"},
        {"--no-sp", nullptr, "sequence parallelism off (the planner keeps it off)"},
        {"--interleave", "V", "virtual pipeline stages"},
        {"--hsdp", "G", "ZeRO-3 shard group (HSDP: shard in G ranks, replicate across; 0 = all)"},
        {"--uneven-stages", nullptr, "first and last pipeline stages hold a layer fewer"},
        {"--even-stages", nullptr,
         "every pipeline stage holds the same layers (the planner keeps it)"},
        {"--mfu", "X", "back of the envelope: assume this MFU"},
        {"--calibration", "FILE", "a calibration profile or probe report"},
        {"--stack", "ID",
         "software stack: megatron-core|megatron-2022|megatron-2021|deepspeed|fsdp|pytorch|"
         "torchtitan|mindspeed|colossalai|internevo"},
        {"--profile", "ID", "a built-in efficiency profile (overrides the stack's fractions)"},
        {"--engine-constants", "FILE",
         "fitted engine constants to use instead, as JSON (validation, what-if: docs/accuracy.md)"},
        {"--top", "N", "runners-up to list (plan; default 5)"},
        kJson,
        kTiming,
    };
}

std::vector<OptionSpec> designOptions()
{
    return {
        {"--model", "PRESET", "a catalog model preset"},
        {"--params", "N", "model size instead of --model: 70B, 7e9"},
        {"--tokens", "N", "tokens to train on (default 1T)"},
        {"--deadline-days", "D", "days the run may take (required)"},
        {"--rack-kw", "K", "usable power per rack in kW (required)"},
        {"--pue", "P", "the site's PUE (default 1.3)"},
        {"--gpu", "ID[,ID...]", "candidate GPUs (default H100, H200, B200)"},
        {"--server", "ID[,ID...]", "their servers (default: each GPU's usual server)"},
        {"--budget", "AMOUNT", "capex ceiling: 5000万元, 3.5亿元, 50M USD"},
        {"--budget-usd", "X", "capex ceiling in USD"},
        {"--site-mw", "M", "facility power ceiling in MW"},
        {"--seq-len", "S", "sequence length (default 4096)"},
        {"--precision", "P", "bf16|fp16|fp8|tf32|fp32"},
        {"--stack", "ID", "software stack (default: each GPU's)"},
        {"--rack", "ID", "catalog rack (default: the cheapest that cools --rack-kw)"},
        {"--electricity", "PRICE", "electricity all day: 0.65元/度, 0.08 USD/kWh"},
        {"--tariff", "SPEC", "time of use: 峰=1.1@8-11,18-23;平=0.65@7-8,11-18;谷=0.3@23-24,0-7"},
        {"--electricity-usd-kwh", "X", "electricity price in USD (default 0.08)"},
        {"--currency", "CODE", "the site's currency (default USD; CNY from 元 amounts)"},
        {"--currency-per-usd", "R", "its rate: units per USD (required for a non-USD amount)"},
        {"--rate-date", "YYYY-MM-DD", "the day the rate was taken"},
        {"--cloud-usd-gpu-hour", "X|GPU=X,...", "cloud price for the run's cloud cost"},
        {"--max-gpus", "N", "the largest cluster to consider (default 16384)"},
        {"--market", "M", "cn|global: leave out what that market cannot buy (default: none)"},
        {"--have", "ID=N[,...]", "GPUs already held: searched up to N even where unbuyable"},
        kOutput,
        kJson};
}

std::vector<OptionSpec> shareOptions()
{
    return {
        {"--tariff", "PRICE", "electricity all day: 0.6元/度, 0.08 USD/kWh (default: the site's)"},
        {"--currency-per-usd", "R", "the --tariff currency's units per USD (another currency)"},
        {"--power-limit-w", "W", "each card's draw at load, capped (nvidia-smi -pl)"},
        {"--utilisation", "X",
         "share of the day a renter uses the card, 0 to 1 (default 0.337: Akash, Q1 2026)"},
        {"--host-w", "W",
         "the rest of each machine, on all day (default 85 W; 0: the cards alone)"},
        kJson};
}

std::vector<OptionSpec> serveOptions()
{
    return {{"--model", "PRESET", "a catalog model preset"},
            {"--params", "N", "model size instead of --model"},
            {"--gpu", "ID[,ID]", "catalog GPU id (required); several compare candidates"},
            {"--gpus", "N",
             "GPUs in all: gpus / (tp x pp) replicas (default 1; compared: one usual server)"},
            {"--tp", "T", "tensor parallel per replica (omitted: the best of 1, 2, 4, 8)"},
            {"--pp", "P", "pipeline parallel per replica (default 1)"},
            {"--precision", "P",
             "bf16|fp16|fp8|int8|int4: weights and activations (int4: BF16 "
             "activations)"},
            {"--weight-precision", "P", "bf16|fp16|fp8|int8|int4"},
            {"--activation-precision", "P", "bf16|fp16|fp8|int8"},
            {"--kv-precision", "P", "bf16|fp16|fp8|int8 (default: the activations' 16-bit format)"},
            {"--input-tokens", "I", "prompt tokens per request (default 1024)"},
            {"--output-tokens", "O", "generated tokens per request (default 256)"},
            {"--concurrency", "C", "sequences in flight, all replicas"},
            {"--rps", "R", "requests per second (Little's law gives the concurrency)"},
            {"--ttft-ms", "X", "time-to-first-token target (mean)"},
            {"--tpot-ms", "Y", "time-per-output-token target (mean)"},
            {"--ttft-p90-ms", "X", "time-to-first-token target at the 90th percentile"},
            {"--tpot-p99-ms", "Y", "time-per-output-token target at the 99th percentile"},
            {"--arrival", "KIND", "poisson|uniform: how --rps requests arrive (default poisson)"},
            {"--prompts", "N",
             "a benchmark of N requests (bench_serving --num-prompts): the percentiles over all "
             "of them, and its wall time and output rate, the last request's drain included"},
            {"--load-curve", "S,S,...",
             "24 (a day) or 168 (a week) shares of the --rps peak, one per hour: adds the "
             "percentiles over them (load_curve_tail)"},
            {"--engine", "ID",
             "tensorrt-llm|vllm|sglang|lmdeploy|mindie|vllm-ascend (default: by the GPU)"},
            {"--max-batch", "B", "the engine's largest batch per replica (default: the engine's)"},
            {"--serving-host-costs", "FILE",
             "the engine's host costs on this card's vendor (decode_gemm, all_reduce_latency_s)"},
            {"--prefix-hit", "X", "share of requests whose prefix is cached, 0 to 1"},
            {"--prefix-tokens", "N", "the cached prefix's length in tokens (with --prefix-hit)"},
            {"--draft-tokens", "K", "speculative decoding: tokens drafted per step"},
            {"--acceptance", "A", "speculative decoding: acceptance rate (default 0.7)"},
            {"--accept-length", "X", "speculative decoding: mean tokens a step yields"},
            {"--draft-model", "PRESET",
             "speculative decoding: the draft (default: one layer on the target)"},
            {"--ep", "N",
             "MoE: routed experts over N GPUs per instance, attention data-parallel over them"},
            {"--redundant-experts", "N", "with --ep: EPLB's extra expert copies (default 32)"},
            {"--two-batch-overlap", nullptr,
             "with --ep: hide the all-to-all behind a second micro-batch"},
            {"--disaggregated", nullptr,
             "prefill and decode on separate GPUs (default: split to balance)"},
            {"--prefill-gpus", "N", "with --disaggregated: GPUs that prefill"},
            {"--decode-gpus", "M", "with --disaggregated: GPUs that decode"},
            {"--prefill-ep", "N", "with --disaggregated --ep: the prefill instance's EP"},
            {"--configure", nullptr,
             "search GPU x engine x TP/EP x aggregated/disaggregated for the cheapest that meets "
             "the targets at the load"},
            {"--objective", "O", "with --configure: cost|gpus|power (default cost)"},
            {"--calibration", "FILE", "a calibration profile or probe report"},
            {"--stack", "ID", "software stack (efficiency profile)"},
            {"--profile", "ID", "a built-in efficiency profile"},
            {"--pue", "P", "PUE for the owned cost (default 1.3)"},
            {"--electricity-usd-kwh", "X", "electricity price (default 0.08)"},
            {"--cloud-usd-gpu-hour", "X", "cloud price per GPU-hour, or GPU=PRICE,..."},
            kJson};
}

} // namespace

// size-check: data table (one row per command: its name, arguments, summary and options)
const std::vector<CommandSpec> &commandTable()
{
    static const std::vector<CommandSpec> table {
        {"catalog", "[ID]", "list catalog entries, or print one", 0, 1, {kJson}, runCatalog},
        {"validate",
         "FILE",
         "check a design: exit 0 valid, 1 invalid, 2 unreadable",
         1,
         1,
         {},
         runValidate},
        {"format",
         "FILE",
         "rewrite a design in canonical form (in place, or to -o OUT)",
         1,
         1,
         {kOutput},
         runFormat},
        {"estimate", "", "one training run: time, MFU, memory, bottleneck", 0, 0, estimateOptions(),
         runEstimate},
        {"plan", "", "the fastest parallel layout that fits, and the runners-up", 0, 0,
         estimateOptions(), runPlan},
        {"evaluate",
         "FILE",
         "the whole ledger of a design: training, power, network, cost",
         1,
         1,
         {kJson, kTiming, {"--calibration", "FILE", "a calibration profile or probe report"}},
         runEvaluate},
        {"replicate",
         "FILE",
         "repeat every rack, its contents and their links N times",
         1,
         1,
         {{"--times", "N", "copies in all (required)"}, kOutput},
         runReplicate},
        {"netbox-export",
         "FILE",
         "NetBox bulk-import CSVs and device-type YAML for the DCIM (one folder)",
         1,
         1,
         {kOutput, {"--netbox", "VERSION", "4.6|4.7 (4.7 adds rack cooling; default 4.6)"}},
         runNetboxExport},
        {"netbox-import",
         "DIR",
         "a design from NetBox's racks.csv and devices.csv (cables.csv, power_feeds.csv too)",
         1,
         1,
         {kOutput},
         runNetboxImport},
        {"bom",
         "FILE",
         "the bill of materials with prices and totals",
         1,
         1,
         {{"--csv", nullptr, "print CSV"}, kJson},
         runBom},
        {"cables",
         "FILE",
         "the cable schedule: both ends, rack and U, medium, parts and labels",
         1,
         1,
         {{"--csv", nullptr, "print CSV (a header, then one row per link)"}, kJson},
         runCables},
        {"share", "FILE",
         "each card rented out on a GPU-sharing platform: electricity, income, net, break-even", 1,
         1, shareOptions(), runShare},
        {"schedule",
         "FILE",
         "the design's portfolio over time: each job's start and end (P10-P90), deadlines, waits, "
         "utilisation per island and week, the cloud bought in and the next phase to buy",
         1,
         1,
         {kJson, kTiming},
         runSchedule},
        {"serve", "",
         "inference serving: memory, throughput, latency and cost of a model on N GPUs", 0, 0,
         serveOptions(), runServe},
        {"design", "",
         "a complete design from targets: model, tokens, deadline, kW per rack, budget", 0, 0,
         designOptions(), runDesign},
        {"fabric",
         "FILE",
         "build the fabric that joins the servers: leaves, spines, core, their racks and cables",
         1,
         1,
         {kOutput,
          {"--fabric", "F", "compute|storage|in_band|out_of_band (default compute)"},
          {"--topology", "T", "rail-optimized|fat-tree|three-tier (default rail-optimized)"},
          {"--switch", "ID", "catalog switch (default: the most ports at the servers' speed)"},
          {"--oversubscription", "N", "1, 2 or 4 at the leaves (default 1)"},
          kJson},
         runFabric},
        {"report",
         "FILE",
         "the PDF report",
         1,
         1,
         {kOutput,
          {"--lang", "LANG", "en|zh_CN (default en)"},
          {"--paper", "SIZE", "a4|letter (default a4)"},
          {"--calibration", "FILE", "a calibration profile or probe report"},
          kTiming},
         runReport},
        {"calibrate", "FILE...",
         "calibration from a probe report, nccl-tests outputs, training logs, telemetry", 1, 64,
         calibrateOptions(), runCalibrate,
         "Kinds are detected (--kind forces one): probe reports, nccl-tests text (all_reduce_perf\n"
         "and kin), Megatron/NeMo/torchtitan/DeepSpeed logs, nvidia-smi --query-gpu CSV and\n"
         "dcgm-exporter text. What the files do not state is asked for: --gpu, --network, the\n"
         "run's layout and model flags as estimate names them."},
        {"actual",
         "DESIGN TELEMETRY...",
         "the plan against the actual: telemetry files beside what the ledger planned",
         2,
         65,
         {kJson,
          {"--tolerance", "PCT", "mark a drift over PCT % of the plan (default 10)"},
          {"--calibration", "FILE", "a calibration profile or probe report"},
          {"--fields", "LIST", "nvidia-smi --query-gpu list of a CSV written without header"},
          {"--interval", "S",
           "seconds between the scrapes of a Prometheus file without timestamps"}},
         runActual,
         "One period per file (a week's nvidia-smi CSV or dcgm-exporter scrapes), in time order.\n"
         "Planned per GPU: utilization (the step less bubble and host overhead), SM active\n"
         "(compute and optimizer share), tensor active (HFU), memory (the fit's total), power\n"
         "(TDP); network sent per server against node_exporter's InfiniBand counters; energy\n"
         "is the planned power over each file's own span."},
    };
    return table;
}

const CommandSpec *findCommand(const std::string &name)
{
    for (const CommandSpec &c : commandTable()) {
        if (name == c.name)
            return &c;
    }
    return nullptr;
}

std::string usageOf(const CommandSpec &c)
{
    std::string out = std::string("usage: clusterledger-cli ") + c.name;
    if (*c.arguments)
        out += std::string(" ") + c.arguments;
    if (!c.options.empty())
        out += " [options]";
    out += "\n" + std::string(c.summary) + "\n";
    std::size_t width = 0;
    std::vector<std::string> heads;
    for (const OptionSpec &o : c.options) {
        std::string head;
        for (const char *alias : o.aliases)
            head += std::string(alias) + ", ";
        head += o.name;
        if (o.value)
            head += std::string(" ") + o.value;
        width = std::max(width, head.size());
        heads.push_back(head);
    }
    for (std::size_t i = 0; i < heads.size(); ++i)
        out += "  " + heads[i] + std::string(width - heads[i].size() + 2, ' ') + c.options[i].help
               + "\n";
    if (c.details)
        out += c.details;
    return out;
}

std::string overview()
{
    std::string out = "usage: clusterledger-cli COMMAND [ARGS]\n\ncommands:\n";
    for (const CommandSpec &c : commandTable()) {
        std::string head
            = std::string(c.name) + (*c.arguments ? std::string(" ") + c.arguments : "");
        out += "  " + head + std::string(head.size() < 24 ? 24 - head.size() : 1, ' ') + c.summary
               + "\n";
    }
    out += "\nclusterledger-cli COMMAND --help shows a command's options.\n"
           "exit codes: 0 ok, 1 bad input, 2 usage, 3 internal error, 4 (evaluate) the ledger "
           "was\nprinted but the design has error diagnostics\n";
    return out;
}

int usageFailure(CliContext &context, const CliArgs &args, const std::string &why)
{
    if (!why.empty())
        context.err << why << "\n";
    if (args.command())
        context.err << usageOf(*args.command());
    return ExitUsage;
}

} // namespace cl::cli
