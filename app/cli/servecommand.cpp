// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli serve: one model served on N GPUs of a kind (serving/servingmodel.h): memory
// per replica, throughput, latency at a concurrency or request rate, the replicas a latency target
// needs, the bottleneck, power and the cost per million output tokens. Several --gpu ids compare
// candidates (each on one server of its usual kind), cheapest per million tokens first.
#include "catalog/catalog.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/ledgerjson.h"
#include "engine/modelshape.h"
#include "json/jsontext.h"
#include "loadcurvearg.h"
#include "model/limits.h"
#include "serving/servingcost.h"
#include "serving/servingengine.h"
#include "serving/servinghostcosts.h"
#include "serving/servingmodel.h"
#include "servingargs.h"
#include "sizing/sizingsearch.h"
#include "text/printf.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <deque>
#include <ostream>
#include <vector>

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

std::string upperName(QuantFormat f)
{
    std::string n(nameOf(quantFormatNames(), f));
    for (char &ch : n)
        ch = char(std::toupper(static_cast<unsigned char>(ch)));
    return n;
}

const NameTable<Arrival> &arrivalNames()
{
    static const NameTable<Arrival> names
        = {{"poisson", Arrival::Poisson}, {"uniform", Arrival::Uniform}};
    return names;
}

PercentileTargets percentileTargetsFromArgs(const CliArgs &args)
{
    PercentileTargets t;
    if (args.value("--ttft-p90-ms"))
        t.ttftP90S = quantity(args, "--ttft-p90-ms", 0, 0, 1e7, "a time up to 1e7 ms") / 1000.0;
    if (args.value("--tpot-p99-ms"))
        t.tpotP99S = quantity(args, "--tpot-p99-ms", 0, 0, 1e7, "a time up to 1e7 ms") / 1000.0;
    if (t.any() && !args.value("--rps") && !args.value("--concurrency"))
        throw Failure {ExitUsage, "--ttft-p90-ms/--tpot-p99-ms: give the load they hold at "
                                  "(--rps or --concurrency)"};
    return t;
}

/** The engine with a file's host costs on the card's vendor; it lives as long as the program
 *  (a setup points at its engine). */
const ServingEngine *engineWithHostCosts(const ServingEngine &engine, const GpuModel &gpu,
                                         const std::string &path)
{
    static std::deque<ServingEngine> kept;
    LoadErrors errors;
    const auto doc = readJsonFile(path, InputKind::Json, errors);
    const auto e = doc ? withHostCosts(engine, gpu.vendor, *doc, path, errors) : std::nullopt;
    if (!e) {
        std::string text;
        for (auto err : errors) {
            err.file = path;
            text += (text.empty() ? "" : "\n") + err.toString();
        }
        throw Failure {ExitBadInput, text};
    }
    kept.push_back(*e);
    return &kept.back();
}

/** The engine asked for, or the card's usual one; a card it does not run on, or a GEMM format it
 *  has no kernels for, is a named error. Its defaults for the card fill the batch limits. */
void engineFromArgs(const CliArgs &args, ServingSetup &s)
{
    const ServingEngine *engine = &defaultServingEngine(*s.gpu);
    if (const auto id = args.value("--engine")) {
        engine = servingEngine(*id);
        if (!engine) {
            std::string known;
            for (const ServingEngine &e : servingEngines())
                known += (known.empty() ? "" : ", ") + e.id;
            throw Failure {ExitUsage,
                           "--engine: no serving engine \"" + *id + "\"; expected " + known};
        }
    }
    if (!engine->runsOn(*s.gpu))
        throw Failure {ExitUsage, "--engine: " + engine->name + " does not run on " + s.gpu->vendor
                                      + " cards (" + s.gpu->id + ")"};
    if (!engine->hasGemmFormat(s.precision.activations))
        throw Failure {ExitUsage, "--activation-precision: " + engine->name + " has no "
                                      + upperName(s.precision.activations) + " GEMM path"};
    if (const auto path = args.value("--serving-host-costs"))
        engine = engineWithHostCosts(*engine, *s.gpu, *path);
    applyEngineDefaults(s, *engine);
}

ServingSetup setupFromArgs(CliContext &c, const CliArgs &args, const std::string &gpuId,
                           int defaultGpus)
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
    s.gpu = c.catalog.gpu(gpuId);
    if (!s.gpu)
        throw Failure {ExitUsage, "--gpu: no catalog GPU \"" + gpuId + "\""};
    s.gpus = intOption(args, "--gpus", defaultGpus, 1, 1'000'000);
    s.tp = intOption(args, "--tp", 1, 1, 1024);
    s.pp = intOption(args, "--pp", 1, 1, 1024);
    expertFromArgs(args, s);
    disaggregationFromArgs(args, s);
    const ServingFabric fabric = servingFabric(c.catalog, *s.gpu);
    s.scaleOutBytesPerS = fabric.scaleOutBytesPerS;
    s.gpusPerServer = fabric.gpusPerServer;
    if (!s.disaggregated && s.gpus % replicaGpus(s))
        throw Failure {ExitUsage, "--gpus: expected a multiple of "
                                      + std::string(s.expert ? "ep (" : "tp x pp (")
                                      + std::to_string(replicaGpus(s)) + ")"};
    s.precision = precisionFromArgs(args);
    // The GEMMs run at the activation precision: a card without units for it is a named error,
    // not a rate borrowed from a wider format (FP8 on an A100 or a 910B).
    requireFormat("--activation-precision", *s.gpu, gemmFormat(s.precision.activations));
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
    s.percentileTargets = percentileTargetsFromArgs(args);
    s.simulateTail = true; // serve prints and writes the percentiles
    s.arrival = choice(args, "--arrival", arrivalNames(), Arrival::Poisson);
    if (args.value("--prompts"))
        s.benchmarkPrompts = intOption(args, "--prompts", 1, 1, 1'000'000);
    s.loadCurve = loadCurveFromArgs(args);
    engineFromArgs(args, s);
    s.maxBatch = intOption(args, "--max-batch", s.maxBatch, 1, 1'000'000);
    s.prefix = prefixFromArgs(args, s.inputTokens);
    s.speculation = speculationFromArgs(c, args);
    s.profile = profileFromArgs(c, args, s.gpu);
    // A benchmark is one fixed run of one replica's queue: not a day's steady states, and not
    // two pools (the prefill pool's queue is a steady-state wait).
    if (s.benchmarkPrompts && (!s.loadCurve.empty() || s.disaggregated))
        throw Failure {ExitUsage, "--prompts: a benchmark of aggregated replicas at one load; "
                                  "leave out --load-curve and --disaggregated"};
    return s;
}

/** The benchmark's output over its wall time: all N prompts' tokens over the span of a replica
 *  that served ceil(N / replicas) of them (the slowest, where they do not divide evenly). */
nlohmann::ordered_json benchmarkRate(const ServingSetup &s, const ServingEstimate &e)
{
    if (!s.benchmarkPrompts || !e.tail || e.tail->benchmarkS <= 0)
        return nullptr;
    return double(*s.benchmarkPrompts) * s.outputTokens / e.tail->benchmarkS;
}

nlohmann::ordered_json resultJson(const ServingSetup &s, const ServingEstimate &e,
                                  const std::optional<double> &owned,
                                  const std::optional<double> &cloud, double wattsPerGpu)
{
    using oj = nlohmann::ordered_json;
    auto opt = [](const auto &x) {
        return x ? oj(*x) : oj(nullptr);
    };
    auto tail = [&](double LatencyPercentiles::*field) {
        return e.tail && e.tail->requests > 0 ? oj((*e.tail).*field) : oj(nullptr);
    };
    auto perMillion = [&](const std::optional<double> &price) {
        return price && e.outputTokensPerSPerGpu > 0
                   ? oj(usdPerMillionTokens(*price, e.outputTokensPerSPerGpu))
                   : oj(nullptr);
    };
    return {
        {"gpu", s.gpu->id},
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
        {"kv_cache_bytes_per_request", e.kvBytesPerRequest},
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
        {"gpus_needed_past_limit", e.pastGpuLimit},
        {"concurrency_meeting_targets", opt(e.concurrencyMeetingTargets)},
        {"bottleneck", e.bottleneck},
        // Typical IT power of the GPUs the target needs (else those given), with their
        // share of the usual server.
        {"it_power_w", wattsPerGpu * e.gpusNeeded.value_or(s.gpus)},
        {"usd_per_gpu_hour_owned", opt(owned)},
        {"usd_per_million_output_tokens_owned", perMillion(owned)},
        {"usd_per_million_output_tokens_cloud", perMillion(cloud)},
        {"efficiency_profile", s.profile.id},
        {"engine", engineOf(s).id},
        {"engine_version", engineOf(s).version},
        {"max_batch", s.maxBatch},
        {"prefill_chunk_tokens", s.prefillChunkTokens},
        {"prefill_tokens_per_request", e.prefillTokensPerRequest},
        {"tokens_per_decode_step", e.tokensPerStep},
        {"draft_step_s", e.draftStepS},
        {"arrival",
         s.requestsPerS ? std::string(nameOf(arrivalNames(), s.arrival)) : std::string("closed")},
        {"ttft_s_p50", tail(&LatencyPercentiles::ttftP50)},
        {"ttft_s_p90", tail(&LatencyPercentiles::ttftP90)},
        {"ttft_s_p99", tail(&LatencyPercentiles::ttftP99)},
        {"tpot_s_p50", tail(&LatencyPercentiles::tpotP50)},
        {"tpot_s_p90", tail(&LatencyPercentiles::tpotP90)},
        {"tpot_s_p99", tail(&LatencyPercentiles::tpotP99)},
        {"itl_s_p50", tail(&LatencyPercentiles::itlP50)},
        {"itl_s_p90", tail(&LatencyPercentiles::itlP90)},
        {"itl_s_p99", tail(&LatencyPercentiles::itlP99)},
        {"saturated", e.tail ? oj(e.tail->saturated) : oj(nullptr)},
        {"num_prompts", opt(s.benchmarkPrompts)},
        {"benchmark_s", s.benchmarkPrompts ? tail(&LatencyPercentiles::benchmarkS) : oj(nullptr)},
        {"benchmark_output_tokens_per_s", benchmarkRate(s, e)},
        {"load_curve_tail", curveTailJson(s.loadCurve.size(), e.tailOverCurve)},
        {"ep", s.expert ? oj(s.expert->ep) : oj(nullptr)},
        {"redundant_experts", s.expert ? oj(s.expert->redundantExperts) : oj(nullptr)},
        {"two_batch_overlap", s.expert ? oj(s.expert->twoBatchOverlap) : oj(nullptr)},
        {"dispatch_combine_s", s.expert ? oj(e.dispatchCombineS) : oj(nullptr)},
        {"disaggregated", s.disaggregated.has_value()},
        {"prefill_gpus", opt(e.prefillGpus)},
        {"decode_gpus", opt(e.decodeGpus)},
        {"kv_transfer_s", e.prefillGpus ? oj(e.kvTransferS) : oj(nullptr)},
        {"prefill_input_tokens_per_s_per_gpu",
         e.prefillGpus ? oj(e.prefillTokensPerSPerGpu) : oj(nullptr)},
        {"decode_output_tokens_per_s_per_gpu",
         e.decodeGpus ? oj(e.decodeTokensPerSPerGpu) : oj(nullptr)}};
}

void printText(std::ostream &out, const ServingSetup &s, const ServingEstimate &e)
{
    const double gb = 1e9;
    const auto upper = upperName;
    out << formatText("precision:   weights %s, activations %s, KV cache %s\n",
                      upper(s.precision.weights).c_str(), upper(s.precision.activations).c_str(),
                      upper(s.precision.kv).c_str());
    if (bytesPerValue(s.precision.weights) < bytesPerValue(s.precision.activations))
        out << formatText("             %s weights are dequantised to %s for the GEMMs: decode "
                          "reads the narrow weights from HBM, prefill runs at the %s rate\n",
                          upper(s.precision.weights).c_str(),
                          upper(s.precision.activations).c_str(),
                          upper(s.precision.activations).c_str());
    out << formatText("engine:      %s %s (batch up to %d, %d tokens per prefill chunk)\n",
                      engineOf(s).name.c_str(), engineOf(s).version.c_str(), s.maxBatch,
                      s.prefillChunkTokens)
        << (s.expert
                ? formatText("instance:    EP%d (attention TP%d x DP%d), %d instance(s) on "
                             "%d x %s\n",
                             s.expert->ep, s.tp, s.expert->ep / s.tp, e.replicas, s.gpus,
                             s.gpu->shortName.c_str())
                : formatText("replica:     TP%d PP%d, %d %s on %d x %s\n", s.tp, s.pp, e.replicas,
                             e.prefillGpus ? "decode replica(s), prefill apart" : "replica(s)",
                             s.gpus, s.gpu->shortName.c_str()))
        << formatText("memory/GPU:  weights %.1f GB, workspace %.1f GB, KV %.0f bytes per token "
                      "(%.0f tokens fit), %.2f GB per request\n",
                      e.weightsBytesPerGpu / gb, e.workspaceBytesPerGpu / gb, e.kvBytesPerToken,
                      e.kvCapacityTokens, e.kvBytesPerRequest / gb)
        << formatText("fits:        %s, up to %d sequences of %d tokens per replica\n",
                      e.fits ? "yes" : "no", e.maxConcurrency, s.inputTokens + s.outputTokens);
    if (!e.fits)
        return;
    out << formatText("throughput:  %.0f output tokens/s (%.0f per GPU) at the largest batch; "
                      "bottleneck: %s\n",
                      e.outputTokensPerS, e.outputTokensPerSPerGpu, e.bottleneck.c_str())
        << formatText("latency:     TTFT %.0f ms, TPOT %.1f ms at %.0f sequences per replica\n",
                      e.ttftS * 1000, e.tpotS * 1000, e.concurrencyUsed);
    if (e.prefillGpus && e.decodeGpus)
        out << formatText("pools:       %d prefill GPUs (%.0f input tokens/s each), %d decode GPUs "
                          "(%.0f output tokens/s each at the load); KV cache %.1f ms per request "
                          "between them\n",
                          *e.prefillGpus, e.prefillTokensPerSPerGpu, *e.decodeGpus,
                          e.decodeTokensPerSPerGpu, e.kvTransferS * 1000);
    if (s.expert)
        out << formatText("all-to-all:  %.1f ms of dispatch and combine per decode step%s\n",
                          e.dispatchCombineS * 1000,
                          s.expert->twoBatchOverlap ? ", overlapped by two micro-batches" : "");
    // A queue's TTFT runs to minutes: seconds past ten of them, milliseconds below.
    const bool longTtft = e.tail && e.tail->ttftP99 >= 10.0;
    const double ttftScale = longTtft ? 1.0 : 1000.0;
    if (e.tail && e.tail->requests > 0)
        out << formatText(
            "tail:        TTFT P50/P90/P99 %.0f/%.0f/%.0f %s, TPOT %.1f/%.1f/%.1f ms, "
            "ITL %.1f/%.1f/%.1f ms (%d requests simulated, %s)%s\n",
            e.tail->ttftP50 * ttftScale, e.tail->ttftP90 * ttftScale, e.tail->ttftP99 * ttftScale,
            longTtft ? "s" : "ms", e.tail->tpotP50 * 1000, e.tail->tpotP90 * 1000,
            e.tail->tpotP99 * 1000, e.tail->itlP50 * 1000, e.tail->itlP90 * 1000,
            e.tail->itlP99 * 1000, e.tail->requests,
            s.requestsPerS ? (s.arrival == Arrival::Poisson ? "Poisson arrivals" : "evenly spaced")
                           : "closed loop",
            e.tail->saturated ? "; saturated: requests arrive faster than served" : "");
    if (const auto rate = benchmarkRate(s, e); rate.is_number())
        out << formatText("benchmark:   %d prompts in %.1f s, %.0f output tokens/s (the last "
                          "request's drain included)\n",
                          *s.benchmarkPrompts, e.tail->benchmarkS, rate.get<double>());
    if (const auto &t = e.tailOverCurve)
        out << formatText(
            "over %zu h:   TTFT P50/P90/P99 %.0f/%.0f/%.0f ms, TPOT %.1f/%.1f/%.1f ms "
            "(each hour at its share of the peak)%s\n",
            s.loadCurve.size(), t->ttftP50 * 1000, t->ttftP90 * 1000, t->ttftP99 * 1000,
            t->tpotP50 * 1000, t->tpotP90 * 1000, t->tpotP99 * 1000,
            t->saturated ? "; an hour saturates" : "");
    if (e.tokensPerStep > 1.0)
        out << formatText("speculation: %.2f tokens per step, the draft's forwards %.2f ms of "
                          "each\n",
                          e.tokensPerStep, e.draftStepS * 1000);
    if (s.prefix)
        out << formatText("prefix:      %.0f of %d input tokens prefilled per request (%.0f %% hit "
                          "a %d-token cached prefix)\n",
                          e.prefillTokensPerRequest, s.inputTokens, s.prefix->hitRate * 100,
                          s.prefix->sharedTokens);
    if (e.tail && e.tail->requests == 0 && e.tail->saturated)
        out << "tail:        not simulated: more clients per replica than the simulation follows "
               "(65,536); each mostly waits for the batches ahead of it\n";
    if (e.gpusNeeded)
        out << formatText("target:      %d replica(s), %d GPUs\n", *e.replicasNeeded,
                          *e.gpusNeeded);
    else if (e.pastGpuLimit)
        out << formatText("target:      more than %d GPUs, past the largest cluster planned\n",
                          limits::kMaxGpus);
}

/** One GPU's result, for the comparison table and JSON. */
struct Candidate
{
    ServingSetup setup;
    ServingEstimate estimate;
    std::optional<double> owned;
    std::optional<double> cloud;
    double wattsPerGpu = 0;
    std::optional<double> perMillionOwned() const
    {
        return owned && estimate.fits && estimate.outputTokensPerSPerGpu > 0
                   ? std::optional(usdPerMillionTokens(*owned, estimate.outputTokensPerSPerGpu))
                   : std::nullopt;
    }
};

/** Several --gpu ids: one row each, cheapest per million output tokens first; those that do not
 *  fit last. seq/replica: the most sequences one replica holds within the latency targets. */
void printComparison(std::ostream &out, std::vector<Candidate> &all)
{
    std::stable_sort(all.begin(), all.end(), [](const Candidate &a, const Candidate &b) {
        const auto x = a.perMillionOwned(), y = b.perMillionOwned();
        return x && (!y || *x < *y);
    });
    out << formatText("%-18s %4s %5s %10s %12s %10s %11s %13s\n", "gpu", "tp", "fits", "tok/s/GPU",
                      "GPUs needed", "IT kW", "seq/replica", "USD/M owned");
    for (const Candidate &k : all) {
        const ServingEstimate &e = k.estimate;
        const int gpus = e.gpusNeeded.value_or(k.setup.gpus);
        const auto usd = k.perMillionOwned();
        out << formatText("%-18s %4d %5s %10.0f %12d %10.1f %11.0f %13s\n", k.setup.gpu->id.c_str(),
                          k.setup.tp, e.fits ? "yes" : "no", e.outputTokensPerSPerGpu, gpus,
                          k.wattsPerGpu * gpus / 1000.0, e.concurrencyMeetingTargets.value_or(0),
                          usd ? formatText("%.3f", *usd).c_str() : "-");
    }
}

} // namespace

ServingSetup servingSetupFromArgs(CliContext &c, const CliArgs &args, const std::string &gpuId,
                                  int defaultGpus)
{
    return setupFromArgs(c, args, gpuId, defaultGpus);
}

nlohmann::ordered_json servingResultJson(const ServingSetup &s, const ServingEstimate &e,
                                         const std::optional<double> &owned, double wattsPerGpu)
{
    return resultJson(s, e, owned, std::nullopt, wattsPerGpu);
}

int runServe(CliContext &c, const CliArgs &args)
{
    if (args.flag("--configure")) {
        const std::vector<std::string> gpus = listOption(args, "--gpu");
        if (gpus.empty())
            return usageFailure(c, args, "--configure: give the candidates: --gpu A,B,C");
        return runServeConfigure(c, args, gpus);
    }
    // Read only by the configurator: refused here rather than silently ignored.
    if (args.value("--objective"))
        return usageFailure(c, args,
                            "--objective ranks --configure's candidates: give "
                            "--configure with it, or leave it out");
    const std::vector<std::string> ids = listOption(args, "--gpu");
    std::vector<Candidate> all;
    OwnedCostInputs costs;
    try {
        if (ids.empty())
            throw Failure {ExitUsage, "give the GPU: --gpu ID (or several: --gpu A,B,C)"};
        costs.pue = quantity(args, "--pue", 1.3, 0.999, 3, "a PUE from 1 to 3");
        costs.electricityUsdPerKwh = quantity(args, "--electricity-usd-kwh", 0.08, 0, 10,
                                              "a price above 0 and at most 10 USD per kWh");
        const auto cloud = cloudPricesFromArgs(args, ids);
        for (const std::string &id : ids) {
            // Compared, each GPU is sized on one server of its usual kind unless --gpus says.
            const GpuModel *gpu = c.catalog.gpu(id);
            const ServerModel *server
                = gpu ? c.catalog.server(usualServerFor(c.catalog, *gpu)) : nullptr;
            const int defaultGpus
                = ids.size() > 1 && server && server->gpuSlots > 0 ? server->gpuSlots : 1;
            Candidate k;
            k.setup = setupFromArgs(c, args, id, defaultGpus);
            k.estimate
                = args.value("--tp") ? estimateServing(k.setup) : estimateWithBestTp(k.setup, 8);
            if (!k.estimate.valid)
                throw Failure {ExitBadInput, id + ": " + k.estimate.invalidCode};
            k.owned = ownedUsdPerGpuHour(c.catalog, *k.setup.gpu, costs);
            if (auto price = cloud.find(id); price != cloud.end())
                k.cloud = price->second;
            k.wattsPerGpu = servingWattsPerGpu(c.catalog, *k.setup.gpu);
            all.push_back(std::move(k));
        }
    } catch (const Failure &f) {
        return f.code == ExitUsage ? usageFailure(c, args, f.message)
                                   : (c.err << f.message << "\n", f.code);
    }
    bool anyFits = false;
    for (const Candidate &k : all)
        anyFits = anyFits || k.estimate.fits;
    if (all.size() == 1) {
        const Candidate &k = all.front();
        if (args.flag("--json"))
            c.out << resultJson(k.setup, k.estimate, k.owned, k.cloud, k.wattsPerGpu).dump(2)
                  << "\n";
        else
            printText(c.out, k.setup, k.estimate);
    } else if (args.flag("--json")) {
        nlohmann::ordered_json candidates = nlohmann::ordered_json::array();
        for (const Candidate &k : all)
            candidates.push_back(resultJson(k.setup, k.estimate, k.owned, k.cloud, k.wattsPerGpu));
        c.out << nlohmann::ordered_json {{"candidates", candidates}}.dump(2) << "\n";
    } else {
        printComparison(c.out, all);
    }
    return anyFits ? ExitOk : ExitBadInput;
}

} // namespace cl::cli
