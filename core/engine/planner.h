// SPDX-License-Identifier: GPL-3.0-or-later
// Exhaustive search of parallel layouts: every valid TP, PP, DP, CP, EP, micro-batch, ZeRO stage,
// recompute mode, sequence parallelism and interleave; the fastest that fits memory wins.
#pragma once

#include "trainingmodel.h"

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
    long long configsEvaluated = 0; ///< valid layouts scored
    long long configsFitting = 0;
};

PlanResult planTraining(const TrainingJob &job, const ClusterSpec &cluster,
                        const LayoutConstraints &constraints = {}, int topCount = 5);

/** Layout fully given by constraints (unset -> TP1 PP1 CP1 EP1, DP from the rest, ZeRO-1, ...). */
ParallelLayout layoutFromConstraints(const LayoutConstraints &c, int gpus);

} // namespace cl
