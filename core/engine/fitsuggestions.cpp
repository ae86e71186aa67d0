// SPDX-License-Identifier: GPL-3.0-or-later
// What would make a layout that does not fit fit (planner.h): one change of each kind, with the
// memory it would need.
#include "planner.h"

#include <algorithm>
#include <cstdint>

namespace cl {

std::vector<FitSuggestion> fitSuggestions(const TrainingJob &job, const ClusterSpec &cluster,
                                          const ParallelLayout &layout)
{
    std::vector<FitSuggestion> out;
    auto tryOne = [&](const std::string &code, std::map<std::string, std::string> params,
                      const TrainingJob &j, const ClusterSpec &c, const ParallelLayout &L) {
        const StepNumbers s = computeStep(j, c, L);
        if (s.invalid)
            return false;
        out.push_back({code, std::move(params), s.memory.total(), s.memory.fits()});
        return s.memory.fits();
    };
    // One entry per kind of change: the smallest step of it that fits, else its largest.
    auto keepOne = [&out](std::size_t before) {
        if (out.size() > before + 1) {
            const auto fitting = std::find_if(out.begin() + std::ptrdiff_t(before), out.end(),
                                              [](const FitSuggestion &s) { return s.fits; });
            FitSuggestion kept = fitting != out.end() ? *fitting : out.back();
            out.resize(before);
            out.push_back(std::move(kept));
        }
    };
    std::size_t before = out.size();
    for (int zero = layout.zero + 1; zero <= 3; ++zero) {
        ParallelLayout L = layout;
        L.zero = zero;
        if (tryOne("zero_stage", {{"zero", std::to_string(zero)}}, job, cluster, L))
            break;
    }
    keepOne(before);
    if (layout.recompute != Recompute::Full) {
        ParallelLayout L = layout;
        L.recompute = Recompute::Full;
        tryOne("recompute_full", {}, job, cluster, L);
    }
    if (layout.dp % 2 == 0) {
        ParallelLayout L = layout;
        L.tp *= 2;
        L.dp /= 2;
        L.sp = L.sp || L.tp > 1;
        tryOne("more_tp", {{"tp", std::to_string(L.tp)}}, job, cluster, L);
        L = layout;
        L.pp *= 2;
        L.dp /= 2;
        tryOne("more_pp", {{"pp", std::to_string(L.pp)}}, job, cluster, L);
    }
    // More GPUs help only what is sharded over data parallelism: with ZeRO-3, every state.
    before = out.size();
    for (int factor = 2; factor <= 64; factor *= 2) {
        ClusterSpec more = cluster;
        more.gpus = cluster.gpus * factor;
        ParallelLayout L = layout;
        L.dp = layout.dp * factor;
        L.zero = 3;
        TrainingJob j = job;
        // The batch grows with DP when it must (the run's tokens stay the same).
        const std::int64_t perStep = std::int64_t(L.dp) * L.microBatch;
        if (j.globalBatch % perStep != 0)
            j.globalBatch = ((j.globalBatch + perStep - 1) / perStep) * perStep;
        if (tryOne("more_gpus", {{"gpus", std::to_string(more.gpus)}}, j, more, L))
            break;
    }
    keepOne(before);
    if (job.mode == TrainingMode::Pretrain || job.mode == TrainingMode::FullFinetune) {
        TrainingJob j = job;
        j.mode = TrainingMode::Lora;
        tryOne("lora", {}, j, cluster, layout);
    }
    // Keep the changes that help; fitting ones first, then the least memory.
    const double now = computeStep(job, cluster, layout).memory.total();
    out.erase(std::remove_if(out.begin(), out.end(),
                             [now](const FitSuggestion &s) { return s.memoryPerGpuBytes >= now; }),
              out.end());
    std::stable_sort(out.begin(), out.end(), [](const FitSuggestion &x, const FitSuggestion &y) {
        return x.fits != y.fits ? x.fits : x.memoryPerGpuBytes < y.memoryPerGpuBytes;
    });
    return out;
}

} // namespace cl
