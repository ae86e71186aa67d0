// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli estimate | plan: one training run on a described cluster.
#include "calibration/probecalibration.h"
#include "cliargs.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/errorband.h"
#include "engine/estimatejson.h"
#include "engine/islandrun.h"
#include "engine/planner.h"
#include "engine/softwarestack.h"
#include "model/limits.h"
#include "numberparse.h"
#include "text/diagnostictext.h"
#include "text/englishwording.h"
#include "text/ledgerformat.h"
#include "text/printf.h"

#include <chrono>
#include <cstdio>
#include <map>
#include <ostream>

namespace cl::cli {

namespace {

constexpr int kMaxDegree = limits::kMaxParallelDegree;

struct Setup
{
    TrainingJob job;
    ClusterSpec cluster;
    LayoutConstraints constraints;
    int top = 5; ///< alternatives that plan lists
};

/** What the user pinned must be something the stack runs: a named error, not "no layout". */
void requireStackFeatures(const Setup &s)
{
    const SoftwareStack *stack = findStack(s.cluster.profile.stack);
    if (!stack)
        return;
    // The least the pinned flags need: what was not pinned the planner picks within the stack.
    const LayoutConstraints &k = s.constraints;
    ParallelLayout pinned;
    pinned.tp = k.tp.value_or(1);
    pinned.pp = k.pp.value_or(1);
    pinned.cp = k.cp.value_or(1);
    pinned.ep = k.ep.value_or(1);
    pinned.zero = k.zero.value_or(0);
    pinned.recompute = k.recompute.value_or(Recompute::None);
    pinned.sp = k.sp.value_or(false);
    pinned.interleave = k.interleave.value_or(1);
    pinned.shardGroup = k.shardGroup.value_or(0);
    pinned.unevenStages = k.unevenStages.value_or(false);
    if (const char *missing = stackLacks(*stack, pinned, s.job.precision)) {
        std::string has;
        for (const StackFeature &f : stack->features)
            has += (has.empty() ? "" : ", ") + display::stackFeature(f.code).toStdString();
        throw Failure {ExitBadInput,
                       "the " + stack->id + " stack has no "
                           + display::stackFeature(missing).toStdString()
                           + " (it runs: " + (has.empty() ? "data parallelism only" : has)
                           + "); choose another --stack or leave it to the planner"};
    }
}

Setup buildSetup(CliContext &c, const CliArgs &args)
{
    Setup s;
    const auto gpuId = args.value("--gpu");
    if (!gpuId)
        throw Failure {ExitUsage, "--gpu is required (a catalog GPU id, e.g. h100-sxm5-80gb)"};
    const GpuModel *gpu = c.catalog.gpu(*gpuId);
    if (!gpu)
        throw Failure {ExitBadInput, "--gpu: unknown GPU \"" + *gpuId
                                         + "\" (clusterledger-cli catalog lists them)"};
    if (!args.value("--gpus"))
        throw Failure {ExitUsage, "--gpus is required"};
    const int gpus = intOption(args, "--gpus", 1, 1, limits::kMaxGpus);
    const int perNode = intOption(args, "--gpus-per-node", 8, 1, 1024);
    const std::string networkName = args.value("--network").value_or(defaultNetworkFor(*gpu));
    const NetworkPreset *network = findNetworkPreset(networkName);
    if (!network)
        throw Failure {ExitUsage, "--network: unknown network \"" + networkName + "\""};

    const EfficiencyProfile profile = profileFromArgs(c, args, gpu);
    s.cluster = makeClusterSpec(*gpu, gpus, perNode, *network, profile);

    const ModelSpec model = modelFromArgs(c, args);
    auto shape = resolveModel(model, c.catalog);
    if (!shape)
        throw Failure {ExitBadInput, "the model could not be resolved"};
    TrainingJob &job = s.job;
    job.shape = *shape;
    job.stack = s.cluster.profile.stack;
    job.sequenceLength = intOption(args, "--seq-len", 4096, 1, limits::kMaxSequenceLength);
    job.tokens = quantity(args, "--tokens", 1e12, 0, 1e17, "a token count of at most 1e17");
    job.globalBatch
        = intOption(args, "--global-batch", defaultGlobalBatch(job.sequenceLength, gpus), 1,
                    limits::kMaxGlobalBatch);
    job.precision = choice(args, "--precision", precisionNames(), Precision::BF16);
    // A card without units for the format gets a clear answer, not a rate borrowed from another
    // format (BF16 on a V100, FP8 on an A100, TF32 before Ampere).
    requireFormat("--precision", *gpu, matmulFormat(job.precision));
    job.optimizer = choice(args, "--optimizer", optimizerNames(), Optimizer::AdamW);
    job.mode = choice(args, "--mode", trainingModeNames(), TrainingMode::Pretrain);
    if (args.value("--goodput"))
        job.goodput
            = quantity(args, "--goodput", 0.85, 0.01 - 1e-12, 1, "a fraction from 0.01 to 1");
    if (args.value("--storage-write-gbps"))
        s.cluster.storageWriteBytesPerS
            = 1e9
              * quantity(args, "--storage-write-gbps", 0, 0.001, 1e6,
                         "gigabytes per second from 0.001 to 1,000,000");
    job.asyncCheckpoint = args.flag("--async-checkpoint");
    job.team = choice(args, "--team-profile", teamProfileNames(), TeamProfile::PublishedBest);
    job.moeLoadFactor = quantity(args, "--moe-load", 1.0, 1.0, 4.0, "a factor from 1 to 4");
    job.epOverlap = quantity(args, "--ep-overlap", 0.0, 0.0, 1.0, "a fraction from 0 to 1");
    if (args.value("--mfu"))
        job.fixedMfu = quantity(args, "--mfu", 0.4, 0.001 - 1e-12, 1, "a fraction from 0.001 to 1");
    if (double(job.globalBatch) * job.sequenceLength > job.tokens)
        throw Failure {ExitBadInput, "--global-batch: one step (" + std::to_string(job.globalBatch)
                                         + " sequences of " + std::to_string(job.sequenceLength)
                                         + " tokens) would be more than the whole run's --tokens"};

    LayoutConstraints &k = s.constraints;
    k.tp = optionalInt(args, "--tp", 1, kMaxDegree);
    k.pp = optionalInt(args, "--pp", 1, kMaxDegree);
    k.dp = optionalInt(args, "--dp", 1, limits::kMaxDataParallel);
    k.cp = optionalInt(args, "--cp", 1, kMaxDegree);
    k.ep = optionalInt(args, "--ep", 1, kMaxDegree);
    k.zero = optionalInt(args, "--zero", 0, 3);
    k.microBatch = optionalInt(args, "--micro-batch", 1, limits::kMaxMicroBatch);
    k.interleave = optionalInt(args, "--interleave", 1, 128);
    k.shardGroup = optionalInt(args, "--hsdp", 0, limits::kMaxDataParallel);
    if (args.flag("--uneven-stages") && args.flag("--even-stages"))
        throw Failure {ExitUsage, "--uneven-stages and --even-stages contradict each other"};
    if (args.flag("--uneven-stages"))
        k.unevenStages = true;
    if (args.flag("--even-stages"))
        k.unevenStages = false;
    s.top = intOption(args, "--top", 5, 0, 100);
    if (args.value("--recompute"))
        k.recompute = choice(args, "--recompute", recomputeNames(), Recompute::Selective);
    if (args.flag("--sp") && args.flag("--no-sp"))
        throw Failure {ExitUsage, "--sp and --no-sp contradict each other"};
    if (args.flag("--no-sp"))
        k.sp = false;
    if (args.flag("--sp"))
        k.sp = true;
    requireStackFeatures(s);
    return s;
}

void printHuman(std::ostream &out, const TrainingJob &job, const ClusterSpec &cluster,
                const TrainingEstimate &e)
{
    out << "model:       " << job.shape.origin << "\n";
    out << "cluster:     " << cluster.gpus << " x " << cluster.gpu->name << " ("
        << cluster.gpusPerNode << " per server, " << cluster.networkName << ", profile "
        << cluster.profile.id << ")\n";
    out << "layout:      " << e.layout.describe() << ", " << e.microBatches << " micro-batches\n";
    out << formatText("step:        %.3f s  (%.0f tokens/s, %.0f per GPU)\n", e.stepTimeS,
                      e.tokensPerS, e.tokensPerSPerGpu);
    out << formatText("throughput:  %.1f model TFLOP/s per GPU, MFU %.1f %%, HFU %.1f %%\n",
                      e.tflopsModelPerGpu, e.mfu * 100, e.hfu * 100);
    out << formatText("time:        %.1f days (goodput %.2f%s), %.3g GPU-hours, %.3g FLOPs\n",
                      e.trainDays, e.goodput.value, e.goodput.modelled ? ", modelled" : "",
                      e.gpuHours, e.flopsTotal);
    if (e.band)
        out << "band:        " << display::trainingBand(*e.band).toStdString()
            << formatText("; %.0f–%.0f tokens/s per GPU\n", e.band->tokensPerSPerGpuP10,
                          e.band->tokensPerSPerGpuP90);
    if (e.goodput.modelled)
        out << formatText(
            "goodput:     %.1f interruptions a day, %scheckpoint every %.1f min "
            "(%.0f s to write at %.3g GB/s%s), %.0f s per restart\n",
            e.goodput.interruptionsPerDay, e.goodput.asynchronous ? "asynchronous " : "",
            e.goodput.checkpointIntervalS / 60.0, e.goodput.checkpointWriteS,
            e.goodput.storageWriteBytesPerS / 1e9,
            e.goodput.asynchronous
                ? formatText(", training stops %.1f s", e.goodput.checkpointStallS).c_str()
                : "",
            e.goodput.restartS);
    out << formatText("memory:      %.1f of %.1f GB per GPU (%s)\n", e.memory.total() / 1e9,
                      e.memory.capacity / 1e9, e.memory.status());
    out << "bottleneck:  " << display::bottleneck(e.bottleneckParts).toStdString() << "\n";
}

/** The planner's search on the cluster (on the most GPUs a layout can use: `idle` says how many
 *  sit out), each estimate with the band of its regime (the engine's measured error). */
PlanResult searchWithBands(CliContext &c, Setup &s, bool planMode, int &idle, double &searchMs)
{
    const auto start = std::chrono::steady_clock::now();
    int used = 0;
    PlanResult plan = planUsingMostGpus(
        s.job, s.cluster, s.constraints,
        [&](const ClusterSpec &cluster) {
            return planTraining(s.job, cluster, s.constraints, planMode ? s.top : 0);
        },
        used);
    idle = s.cluster.gpus - used;
    s.cluster.gpus = used;
    searchMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                   .count();
    for (auto *e : {plan.best ? &*plan.best : nullptr, plan.closest ? &*plan.closest : nullptr,
                    plan.fastest ? &*plan.fastest : nullptr}) {
        if (e)
            e->band = estimateBand(*e, s.job, s.cluster, c.catalog.errorBands);
    }
    return plan;
}

int run(CliContext &c, const CliArgs &args, bool planMode)
{
    Setup s;
    try {
        s = buildSetup(c, args);
    } catch (const Failure &f) {
        if (f.code == ExitUsage)
            return usageFailure(c, args, f.message);
        c.err << f.message << "\n";
        return f.code;
    }
    int idle = 0;
    double searchMs = 0;
    const PlanResult plan = searchWithBands(c, s, planMode, idle, searchMs);
    // Nothing fits: still the memory of the closest layout, and the least changes that fit.
    const TrainingEstimate *shown = plan.best      ? &*plan.best
                                    : plan.closest ? &*plan.closest
                                                   : nullptr;
    const std::vector<FitSuggestion> suggestions
        = shown && !shown->memory.fits() ? fitSuggestions(s.job, s.cluster, shown->layout)
                                         : std::vector<FitSuggestion> {};
    const auto above
        = shown ? mfuAbovePublished(*shown, *s.cluster.gpu, s.job.precision) : std::nullopt;
    if (args.flag("--json")) {
        nlohmann::ordered_json j;
        if (planMode) {
            j = planToJson(plan, textWording());
            if (!plan.best && plan.closest)
                j["closest"] = estimateToJson(*plan.closest, textWording());
        } else if (shown) {
            j = estimateToJson(*shown, textWording());
            j["min_sharding_to_fit"] = plan.minShardingToFit
                                           ? nlohmann::ordered_json(*plan.minShardingToFit)
                                           : nlohmann::ordered_json(nullptr);
            j["simpler_than_fastest"] = simplerThanFastestToJson(plan);
        } else {
            j = {{"valid", false},
                 {"fits", false},
                 {"memory_status", "oom"},
                 {"invalid_code", "plan.none_valid"},
                 {"invalid_reason", reasonText("plan.none_valid").toStdString()},
                 {"configs_considered", plan.configsConsidered},
                 {"configs_evaluated", plan.configsEvaluated}};
        }
        j["idle_gpus"] = idle;
        j["team_profile"] = std::string(nameOf(teamProfileNames(), s.job.team));
        // Above the best published run on this GPU and precision: optimistic, and said so.
        const auto ceiling = publishedMfuCeiling(*s.cluster.gpu, s.job.precision);
        j["mfu_above_published"]
            = above ? nlohmann::ordered_json {{"ceiling", ceiling->mfu},
                                              {"mfu_full_square", shown->fullSquare.mfu},
                                              {"source", ceiling->source},
                                              {"text", diagnosticText(*above).toStdString()}}
                    : nlohmann::ordered_json(nullptr);
        auto list = nlohmann::ordered_json::array();
        for (const FitSuggestion &f : suggestions)
            list.push_back({{"code", f.code},
                            {"params", f.params},
                            {"text", fitSuggestionText(f.code, f.params).toStdString()},
                            {"memory_per_gpu_bytes_total", f.memoryPerGpuBytes},
                            {"fits", f.fits}});
        j["suggestions"] = list;
        j["context"] = contextToJson(s.job, s.cluster);
        if (args.flag("--timing"))
            j["search_ms"] = searchMs;
        c.out << j.dump(2) << "\n";
    } else {
        if (!shown) {
            c.out << "no valid layout for these constraints (" << plan.configsEvaluated
                  << " layouts tried)\n";
        } else {
            if (idle > 0)
                c.out << "idle:        " << idle << " of " << s.cluster.gpus + idle
                      << " GPUs (no layout uses them all with this global batch)\n";
            printHuman(c.out, s.job, s.cluster, *shown);
            if (above)
                c.out << "warning:     " << diagnosticText(*above).toStdString() << "\n";
            if (plan.fastest && plan.best) {
                std::string knobs;
                for (const auto &k : plan.knobsAvoided)
                    knobs += (knobs.empty() ? "" : ", ") + display::plannerKnob(k).toStdString();
                c.out << formatText("simpler:     chosen over %s, which is %.1f %% faster but "
                                    "needs %s\n",
                                    plan.fastest->layout.describe().c_str(),
                                    (plan.best->stepTimeS / plan.fastest->stepTimeS - 1.0) * 100.0,
                                    knobs.c_str());
            }
            for (const FitSuggestion &f : suggestions)
                c.out << formatText("  to fit: %s -> %.1f GB per GPU%s\n",
                                    fitSuggestionText(f.code, f.params).toStdString().c_str(),
                                    f.memoryPerGpuBytes / 1e9, f.fits ? " (fits)" : "");
            if (planMode && plan.best) {
                c.out << "searched:    " << plan.configsConsidered << " layouts, "
                      << plan.configsPruned << " pruned by bounds, " << plan.configsEvaluated
                      << " scored, " << plan.configsFitting << " of those fit\n";
                for (const auto &r : plan.top)
                    c.out << "  " << r.estimate.layout.describe() << ": " << r.whyLost << "\n";
                if (plan.fastestOutOfMemory)
                    c.out << "  " << plan.fastestOutOfMemory->estimate.layout.describe() << ": "
                          << plan.fastestOutOfMemory->whyLost << "\n";
            }
        }
        if (args.flag("--timing"))
            c.out << "search_ms:   " << searchMs << "\n";
    }
    if (!plan.best)
        return ExitBadInput;
    return ExitOk;
}

} // namespace

int runEstimate(CliContext &context, const CliArgs &args)
{
    return run(context, args, false);
}

int runPlan(CliContext &context, const CliArgs &args)
{
    return run(context, args, true);
}

} // namespace cl::cli
