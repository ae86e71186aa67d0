// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli serve: one model served on N GPUs of a kind (serving/servingmodel.h): memory
// per replica, throughput, latency at a concurrency or request rate, the replicas a latency target
// needs, the bottleneck and the cost per million output tokens.
#include "catalog/catalog.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/modelshape.h"
#include "serving/servingcost.h"
#include "serving/servingmodel.h"
#include "text/printf.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <ostream>

namespace cl::cli {

namespace {

ServingPrecision precisionFromArgs(const CliArgs &args)
{
    ServingPrecision p;
    const QuantFormat both = choice(args, "--precision", quantFormatNames(), QuantFormat::BF16);
    // INT4 is a weight format: its activations stay BF16 (dequantised in the GEMM).
    p.weights = both;
    p.activations = both == QuantFormat::INT4 ? QuantFormat::BF16 : both;
    p.weights = choice(args, "--weight-precision", quantFormatNames(), p.weights);
    p.activations = choice(args, "--activation-precision", quantFormatNames(), p.activations);
    if (p.activations == QuantFormat::INT4)
        throw Failure {ExitUsage, "--activation-precision: int4 is a weight format; expected "
                                  "bf16, fp16, fp8 or int8"};
    const QuantFormat kvDefault
        = p.activations == QuantFormat::FP16 ? QuantFormat::FP16 : QuantFormat::BF16;
    p.kv = choice(args, "--kv-precision", quantFormatNames(), kvDefault);
    if (p.kv == QuantFormat::INT4)
        throw Failure {ExitUsage, "--kv-precision: expected bf16, fp16, fp8 or int8"};
    return p;
}

ServingSetup setupFromArgs(CliContext &c, const CliArgs &args)
{
    ServingSetup s;
    const ModelSpec spec = modelFromArgs(c, args);
    auto shape = resolveModel(spec, c.catalog);
    if (!shape)
        throw Failure {ExitBadInput, "the model could not be resolved"};
    s.shape = *shape;
    if (spec.preset) {
        const ModelPreset *m = c.catalog.modelPreset(*spec.preset);
        if (m && m->kvLoraRank > 0)
            s.mla = LatentAttention {m->kvLoraRank, m->ropeHeadDim};
    }
    const auto gpuId = args.value("--gpu");
    if (!gpuId)
        throw Failure {ExitUsage, "give the GPU: --gpu ID"};
    s.gpu = c.catalog.gpu(*gpuId);
    if (!s.gpu)
        throw Failure {ExitUsage, "--gpu: no catalog GPU \"" + *gpuId + "\""};
    s.gpus = intOption(args, "--gpus", 1, 1, 1'000'000);
    s.tp = intOption(args, "--tp", 1, 1, 1024);
    s.pp = intOption(args, "--pp", 1, 1, 1024);
    if (s.gpus % (s.tp * s.pp))
        throw Failure {ExitUsage, "--gpus: expected a multiple of tp x pp ("
                                      + std::to_string(s.tp * s.pp) + ")"};
    s.precision = precisionFromArgs(args);
    s.inputTokens = intOption(args, "--input-tokens", 1024, 1, 10'000'000);
    s.outputTokens = intOption(args, "--output-tokens", 256, 1, 10'000'000);
    if (args.value("--concurrency") && args.value("--rps"))
        throw Failure {ExitUsage, "give --concurrency or --rps, not both"};
    if (args.value("--concurrency"))
        s.concurrency = quantity(args, "--concurrency", 0, 0, 1e9, "a count up to 1e9");
    if (args.value("--rps"))
        s.requestsPerS = quantity(args, "--rps", 0, 0, 1e9, "a rate up to 1e9 per second");
    if (args.value("--ttft-ms"))
        s.ttftTargetS = quantity(args, "--ttft-ms", 0, 0, 1e7, "a time up to 1e7 ms") / 1000.0;
    if (args.value("--tpot-ms"))
        s.tpotTargetS = quantity(args, "--tpot-ms", 0, 0, 1e7, "a time up to 1e7 ms") / 1000.0;
    s.maxBatch = intOption(args, "--max-batch", 2048, 1, 1'000'000);
    if (args.value("--draft-tokens")) {
        Speculation sp;
        sp.draftTokens = intOption(args, "--draft-tokens", 0, 1, 64);
        sp.acceptance = quantity(args, "--acceptance", 0.7, 0, 0.999, "a rate above 0, below 1");
        s.speculation = sp;
    }
    s.profile = profileFromArgs(c, args, s.gpu);
    return s;
}

nlohmann::ordered_json resultJson(const ServingSetup &s, const ServingEstimate &e,
                                  const std::optional<double> &owned,
                                  const std::optional<double> &cloud)
{
    using oj = nlohmann::ordered_json;
    auto opt = [](const auto &x) {
        return x ? oj(*x) : oj(nullptr);
    };
    auto perMillion = [&](const std::optional<double> &price) {
        return price && e.outputTokensPerSPerGpu > 0
                   ? oj(usdPerMillionTokens(*price, e.outputTokensPerSPerGpu))
                   : oj(nullptr);
    };
    return {{"gpu", s.gpu->id},
            {"gpus", s.gpus},
            {"tp", s.tp},
            {"pp", s.pp},
            {"weight_precision", nameOf(quantFormatNames(), s.precision.weights)},
            {"activation_precision", nameOf(quantFormatNames(), s.precision.activations)},
            {"kv_precision", nameOf(quantFormatNames(), s.precision.kv)},
            // The GEMMs run at the activation precision: narrower weights are dequantised to it.
            {"gemm_precision", nameOf(quantFormatNames(), s.precision.activations)},
            {"input_tokens", s.inputTokens},
            {"output_tokens", s.outputTokens},
            {"fits", e.fits},
            {"weights_bytes", e.weightsBytes},
            {"weights_bytes_per_gpu", e.weightsBytesPerGpu},
            {"kv_cache_bytes_per_token", e.kvBytesPerToken},
            {"kv_capacity_tokens", e.kvCapacityTokens},
            {"workspace_bytes_per_gpu", e.workspaceBytesPerGpu},
            {"max_concurrency", e.maxConcurrency},
            {"flops_per_output_token", e.flopsPerOutputToken},
            {"output_tokens_per_s", e.outputTokensPerS},
            {"output_tokens_per_s_per_gpu", e.outputTokensPerSPerGpu},
            {"hbm_bound_tokens_per_s", e.hbmBoundTokensPerS * e.replicas},
            {"concurrency", e.concurrencyUsed * e.replicas},
            {"ttft_s", e.ttftS},
            {"tpot_s", e.tpotS},
            {"replicas", e.replicas},
            {"replicas_needed", opt(e.replicasNeeded)},
            {"gpus_needed", opt(e.gpusNeeded)},
            {"concurrency_meeting_targets", opt(e.concurrencyMeetingTargets)},
            {"bottleneck", e.bottleneck},
            {"usd_per_gpu_hour_owned", opt(owned)},
            {"usd_per_million_output_tokens_owned", perMillion(owned)},
            {"usd_per_million_output_tokens_cloud", perMillion(cloud)},
            {"efficiency_profile", s.profile.id}};
}

void printText(std::ostream &out, const ServingSetup &s, const ServingEstimate &e)
{
    const double gb = 1e9;
    const auto upper = [](QuantFormat f) {
        std::string n(nameOf(quantFormatNames(), f));
        for (char &ch : n)
            ch = char(std::toupper(static_cast<unsigned char>(ch)));
        return n;
    };
    out << formatText("precision:   weights %s, activations %s, KV cache %s\n",
                      upper(s.precision.weights).c_str(), upper(s.precision.activations).c_str(),
                      upper(s.precision.kv).c_str());
    if (bytesPerValue(s.precision.weights) < bytesPerValue(s.precision.activations))
        out << formatText("             %s weights are dequantised to %s for the GEMMs: decode "
                          "reads the narrow weights from HBM, prefill runs at the %s rate\n",
                          upper(s.precision.weights).c_str(),
                          upper(s.precision.activations).c_str(),
                          upper(s.precision.activations).c_str());
    out << formatText("replica:     TP%d PP%d, %d replica(s) on %d x %s\n", s.tp, s.pp, e.replicas,
                      s.gpus, s.gpu->shortName.c_str())
        << formatText("memory/GPU:  weights %.1f GB, workspace %.1f GB, KV %.0f bytes per token "
                      "(%.0f tokens fit)\n",
                      e.weightsBytesPerGpu / gb, e.workspaceBytesPerGpu / gb, e.kvBytesPerToken,
                      e.kvCapacityTokens)
        << formatText("fits:        %s, up to %d sequences of %d tokens per replica\n",
                      e.fits ? "yes" : "no", e.maxConcurrency, s.inputTokens + s.outputTokens);
    if (!e.fits)
        return;
    out << formatText("throughput:  %.0f output tokens/s (%.0f per GPU) at the largest batch; "
                      "bottleneck: %s\n",
                      e.outputTokensPerS, e.outputTokensPerSPerGpu, e.bottleneck.c_str())
        << formatText("latency:     TTFT %.0f ms, TPOT %.1f ms at %.0f sequences per replica\n",
                      e.ttftS * 1000, e.tpotS * 1000, e.concurrencyUsed);
    if (e.gpusNeeded)
        out << formatText("target:      %d replica(s), %d GPUs\n", *e.replicasNeeded,
                          *e.gpusNeeded);
}

} // namespace

int runServe(CliContext &c, const CliArgs &args)
{
    ServingSetup s;
    ServingEstimate e;
    try {
        s = setupFromArgs(c, args);
        e = args.value("--tp") ? estimateServing(s) : estimateWithBestTp(s, 8);
    } catch (const Failure &f) {
        return f.code == ExitUsage ? usageFailure(c, args, f.message)
                                   : (c.err << f.message << "\n", f.code);
    }
    if (!e.valid) {
        c.err << e.invalidCode << "\n";
        return ExitBadInput;
    }
    OwnedCostInputs costs;
    std::optional<double> cloud;
    try {
        costs.pue = quantity(args, "--pue", 1.3, 0.999, 3, "a PUE from 1 to 3");
        costs.electricityUsdPerKwh = quantity(args, "--electricity-usd-kwh", 0.08, 0, 10,
                                              "a price above 0 and at most 10 USD per kWh");
        if (args.value("--cloud-usd-gpu-hour"))
            cloud = quantity(args, "--cloud-usd-gpu-hour", 0, 0, 1e4,
                             "a price above 0 and at most 10000 USD per GPU-hour");
    } catch (const Failure &f) {
        return usageFailure(c, args, f.message);
    }
    const auto owned = ownedUsdPerGpuHour(c.catalog, *s.gpu, costs);
    if (args.flag("--json"))
        c.out << resultJson(s, e, owned, cloud).dump(2) << "\n";
    else
        printText(c.out, s, e);
    return e.fits ? ExitOk : ExitBadInput;
}

} // namespace cl::cli
