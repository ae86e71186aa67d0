// SPDX-License-Identifier: GPL-3.0-or-later
// Exhaustive search of parallel layouts: every valid TP, PP, DP, CP, EP, micro-batch, ZeRO stage,
// recompute mode, sequence parallelism and interleave; the fastest that fits memory wins.
#pragma once

#include "trainingmodel.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

/** Choices the user fixed; unset ones are searched. */
struct LayoutConstraints
{
    std::optional<int> tp, pp, dp, cp, ep, zero, microBatch, interleave;
    std::optional<Recompute> recompute;
    std::optional<bool> sp;
    std::optional<int> shardGroup; ///< HSDP group size (0 = shard over all DP ranks)
    std::optional<bool> unevenStages;
};

struct RunnerUp
{
    TrainingEstimate estimate;
    std::string whyLost; ///< "pipeline bubble +0.8 s (+6 %)"
};

struct PlanResult
{
    std::optional<TrainingEstimate> best; ///< fastest that fits; absent when nothing fits
    std::vector<RunnerUp> top; ///< next fastest fitting layouts
    std::optional<RunnerUp> fastestOutOfMemory; ///< faster than best but does not fit
    std::optional<std::string> minShardingToFit;
    /** When nothing fits: the layout that needs the least memory, with its full estimate (memory
     *  against capacity, and the time it would take), so a planner sees how far off it is. */
    std::optional<TrainingEstimate> closest;
    /** When the best layout is a simpler one within 2 % of the fastest (fewer non-default knobs:
     *  CP, interleave, ZeRO-3, EP, TP across servers), the fastest, and the knobs it needed. */
    std::optional<TrainingEstimate> fastest;
    /** cp | interleave | zero3 | ep | tp_across_servers, or with the same knobs the smaller
     *  interleave_degree | cp_degree */
    std::vector<std::string> knobsAvoided;
    /** Layouts the search covered: every one it enumerated, those the step model refused as
     *  invalid and those pruned included. */
    long long configsConsidered = 0;
    /** Of those considered, the ones skipped because no layout of theirs could change the
     *  answer (slower than every layout the answer reads, and more sharded than the least
     *  sharded that fits): counted, not scored. */
    long long configsPruned = 0;
    long long configsEvaluated = 0; ///< valid layouts scored
    long long configsFitting = 0;
    double tokens = 0; ///< the run's tokens its estimates are timed for (the job's)
};

/**
 * The search. `shortcuts` (the default) reuses what layouts share (StepMemo) and sorts only the
 * fastest few; false scores every layout from scratch and sorts them all, the reference the
 * tests hold the shortcuts to (the same result, field by field).
 */
PlanResult planTraining(const TrainingJob &job, const ClusterSpec &cluster,
                        const LayoutConstraints &constraints = {}, int topCount = 5,
                        bool shortcuts = true);

/**
 * The most GPUs, at most cluster.gpus, that some layout within the constraints can use with the
 * job's global batch (e.g. 960 of 1,000: DP must divide the batch); 0 when none can. The rest sit
 * idle: a planner with 1,000 GPUs gets an answer, not "no valid layout".
 */
int largestUsableGpuCount(const TrainingJob &job, const ClusterSpec &cluster,
                          const LayoutConstraints &constraints = {});

/**
 * `plan` on the cluster; when no layout can use every GPU (DP must divide the global batch), on
 * the most GPUs one can instead. `usedGpus` says how many the result is for (the rest sit idle).
 * `plan` is the search to run (the planner, or a cached one).
 */
PlanResult planUsingMostGpus(const TrainingJob &job, const ClusterSpec &cluster,
                             const LayoutConstraints &constraints,
                             const std::function<PlanResult(const ClusterSpec &)> &plan,
                             int &usedGpus);

/** One change to a layout that does not fit, with the memory it would need. */
struct FitSuggestion
{
    std::string code; ///< zero_stage | recompute_full | more_tp | more_pp | more_gpus | lora
    std::map<std::string, std::string> params; ///< zero, tp, pp, gpus
    double memoryPerGpuBytes = 0;
    bool fits = false;
};

/**
 * The least changes that make `layout` fit, each with its own memory figure: a higher ZeRO
 * stage, full recompute, more TP, more PP, more GPUs (data parallel, ZeRO-3), LoRA; one entry
 * per kind (its smallest step that fits, else its largest).
 * Fitting ones first, then by memory.
 */
std::vector<FitSuggestion> fitSuggestions(const TrainingJob &job, const ClusterSpec &cluster,
                                          const ParallelLayout &layout);

/** Layout fully given by constraints (unset -> TP1 PP1 CP1 EP1, DP from the rest, ZeRO-1, ...). */
ParallelLayout layoutFromConstraints(const LayoutConstraints &c, int gpus);

} // namespace cl
