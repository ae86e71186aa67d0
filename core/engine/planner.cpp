// SPDX-License-Identifier: GPL-3.0-or-later
#include "planner.h"

#include "catalog/catalogentries.h"
#include "layoutsearch.h"
#include "softwarestack.h"
#include "text/printf.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <span>
#include <tuple>

namespace cl {

namespace {

std::string whyLost(const TrainingEstimate &best, const TrainingEstimate &other)
{
    const StepBreakdown &a = best.breakdown;
    const StepBreakdown &b = other.breakdown;
    const std::pair<double, const char *> deltas[] = {
        {b.compute - a.compute, "compute"},         {b.bubble - a.bubble, "pipeline bubble"},
        {b.tpComm - a.tpComm, "TP comm"},           {b.cpComm - a.cpComm, "CP ring"},
        {b.epComm - a.epComm, "EP all-to-all"},     {b.ppComm - a.ppComm, "PP transfers"},
        {b.overhead - a.overhead, "host overhead"}, {b.dpComm - a.dpComm, "exposed DP comm"},
        {b.optimizer - a.optimizer, "optimizer"},   {b.straggler - a.straggler, "stragglers"},
        {b.team - a.team, "typical team"},
    };
    const auto *worst = &deltas[0];
    for (const auto &d : deltas) {
        if (d.first > worst->first)
            worst = &d;
    }
    return formatText("%.1f %% slower: %s +%.3g s per step",
                      (other.stepTimeS / best.stepTimeS - 1.0) * 100.0, worst->second,
                      worst->first);
}

/** The non-default knobs of a layout, costliest first (CP, interleave, ZeRO-3, EP, TP across
 *  servers): compared as a tuple, fewer costly knobs is simpler. */
std::array<bool, 6> knobs(const ParallelLayout &L, const ClusterSpec &c)
{
    return {L.cp > 1, L.interleave > 1, L.zero >= 3,
            L.ep > 1, L.unevenStages,   L.tp > c.gpusPerNode};
}

/** Simpler first: fewer costly knobs, then fewer virtual stages and a smaller CP degree. */
bool simpler(const ParallelLayout &a, const ParallelLayout &b, const ClusterSpec &c)
{
    const auto ka = knobs(a, c), kb = knobs(b, c);
    if (ka != kb)
        return ka < kb;
    return std::make_pair(a.interleave, a.cp) < std::make_pair(b.interleave, b.cp);
}

std::vector<std::string> knobNames(const std::array<bool, 6> &k)
{
    static const char *const names[]
        = {"cp", "interleave", "zero3", "ep", "uneven_stages", "tp_across_servers"};
    std::vector<std::string> out;
    for (std::size_t i = 0; i < k.size(); ++i) {
        if (k[i])
            out.push_back(names[i]);
    }
    return out;
}

/** The constraints narrowed to what the cluster's software stack runs: a degree the stack has no
 *  parallelism for is 1 (where the user did not pin it), so neither the search nor the count of
 *  usable GPUs counts on it. */
LayoutConstraints withinStack(LayoutConstraints k, const ClusterSpec &c)
{
    const SoftwareStack *stack = findStack(c.profile.stack);
    if (!stack)
        return k;
    const auto none = [&](std::optional<int> &degree, const char *feature) {
        if (!degree && !stack->has(feature))
            degree = 1;
    };
    none(k.tp, "tp");
    none(k.pp, "pp");
    none(k.cp, "cp");
    none(k.ep, "ep");
    none(k.interleave, "interleave");
    if (!k.sp && !stack->has("sp"))
        k.sp = false;
    if (!k.unevenStages && !stack->has("uneven_stages"))
        k.unevenStages = false;
    if (!k.shardGroup && !stack->has("hsdp"))
        k.shardGroup = 0;
    return k;
}

} // namespace

ParallelLayout layoutFromConstraints(const LayoutConstraints &c, int gpus)
{
    ParallelLayout L;
    L.tp = c.tp.value_or(1);
    L.pp = c.pp.value_or(1);
    L.cp = c.cp.value_or(1);
    L.ep = c.ep.value_or(1);
    L.dp = c.dp.value_or(std::max(1, gpus / std::max(1, L.tp * L.pp * L.cp)));
    L.zero = c.zero.value_or(1);
    L.microBatch = c.microBatch.value_or(1);
    L.interleave = c.interleave.value_or(1);
    L.recompute = c.recompute.value_or(Recompute::Selective);
    L.sp = c.sp.value_or(L.tp > 1);
    L.shardGroup = c.shardGroup.value_or(0);
    L.unevenStages = c.unevenStages.value_or(false);
    return L;
}

PlanResult planTraining(const TrainingJob &job, const ClusterSpec &cluster,
                        const LayoutConstraints &pinned, int topCount, bool shortcuts)
{
    PlanResult result;
    result.tokens = job.tokens;
    const LayoutConstraints k = withinStack(pinned, cluster);
    std::vector<Scored> scored = scoreLayouts(job, cluster, k, shortcuts, topCount, result);
    // The fastest few in order (the choice, the runners-up, the faster ones over capacity); the
    // least memory and the least sharding are read over all of them.
    std::size_t front = scored.size();
    if (shortcuts)
        front = sortTheFastest(scored, cluster, topCount);
    else
        std::sort(scored.begin(), scored.end(), faster);
    const std::span<const Scored> sorted(scored.data(), front);

    // The fastest layout that fits with room to spare (<= 90 % of memory, what practitioners
    // run); only when none does, the fastest that fits at all.
    const Scored *bestScored = nullptr;
    for (const auto &s : sorted) {
        if (s.fits && s.memory <= 0.9 * cluster.memoryCapacity()) {
            bestScored = &s;
            break;
        }
    }
    for (const auto &s : sorted) {
        if (!bestScored && s.fits) {
            bestScored = &s;
            break;
        }
    }
    // Among the layouts of the same kind (with room to spare, or not) within 2 % of the fastest,
    // the one with the fewest costly knobs.
    const Scored *fastestScored = bestScored;
    if (bestScored) {
        const bool roomy = bestScored->memory <= 0.9 * cluster.memoryCapacity();
        for (const auto &s : sorted) {
            if (s.step > fastestScored->step * (1.0 + kSimplerWithin))
                break;
            const bool sRoomy = s.memory <= 0.9 * cluster.memoryCapacity();
            if (!s.fits || sRoomy != roomy)
                continue;
            if (simpler(s.layout, bestScored->layout, cluster))
                bestScored = &s;
        }
    }
    if (!bestScored) {
        const auto least
            = std::min_element(scored.begin(), scored.end(), [](const Scored &x, const Scored &y) {
                  return x.memory != y.memory ? x.memory < y.memory : faster(x, y);
              });
        if (least != scored.end())
            result.closest = estimateTraining(job, cluster, least->layout);
        return result;
    }
    result.best = estimateTraining(job, cluster, bestScored->layout);
    if (fastestScored != bestScored) {
        result.fastest = estimateTraining(job, cluster, fastestScored->layout);
        const auto fast = knobs(fastestScored->layout, cluster);
        const auto chosen = knobs(bestScored->layout, cluster);
        std::array<bool, 6> avoided {};
        for (std::size_t i = 0; i < fast.size(); ++i)
            avoided[i] = fast[i] && !chosen[i];
        result.knobsAvoided = knobNames(avoided);
        // Same knobs, smaller degrees: say which.
        if (bestScored->layout.interleave < fastestScored->layout.interleave)
            result.knobsAvoided.push_back("interleave_degree");
        if (bestScored->layout.cp < fastestScored->layout.cp)
            result.knobsAvoided.push_back("cp_degree");
    }
    for (const auto &s : sorted) {
        if (&s == bestScored)
            continue;
        if (!s.fits) {
            if (!result.fastestOutOfMemory && s.step < bestScored->step) {
                // Over capacity: report it as what the planner refused and why.
                TrainingEstimate e = estimateTraining(job, cluster, s.layout);
                const std::string buffer
                    = formatText("%.1f %% faster but needs %.1f GB of %.1f GB per GPU",
                                 (1.0 - s.step / bestScored->step) * 100.0, e.memory.total() / 1e9,
                                 e.memory.capacity / 1e9);
                result.fastestOutOfMemory = RunnerUp {e, buffer};
            }
            continue;
        }
        if (s.step < bestScored->step)
            continue; // the faster ones it preferred against are reported as `fastest`
        if (int(result.top.size()) < topCount) {
            TrainingEstimate e = estimateTraining(job, cluster, s.layout);
            result.top.push_back({e, whyLost(*result.best, e)});
        }
    }
    // The least sharding that fits: smallest model-parallel size, then the lowest ZeRO stage.
    const Scored *least = nullptr;
    for (const auto &s : scored)
        if (s.fits && (!least || lessSharded(s, *least)))
            least = &s;
    if (least) {
        const ParallelLayout &L = least->layout;
        result.minShardingToFit = "TP" + std::to_string(L.tp) + " PP" + std::to_string(L.pp)
                                  + (L.cp > 1 ? " CP" + std::to_string(L.cp) : std::string())
                                  + " ZeRO-" + std::to_string(L.zero) + " recompute "
                                  + std::string(nameOf(recomputeNames(), L.recompute));
    }
    return result;
}

} // namespace cl

namespace cl {

int largestUsableGpuCount(const TrainingJob &job, const ClusterSpec &cluster,
                          const LayoutConstraints &pinned)
{
    const LayoutConstraints k = withinStack(pinned, cluster);
    // Arithmetic only (no step model): some TP x PP x CP x DP = n with DP x micro-batch dividing
    // the global batch. The planner then searches the count found.
    const Architecture &a = job.shape.arch;
    const auto tps = pick(
        k.tp, powersOfTwoUpTo(std::min({cluster.gpus, a.heads, std::max(1, cluster.gpusPerNode)})));
    const auto cps = pick(k.cp, std::vector<int> {1});
    const int smallestMb = k.microBatch.value_or(1);
    for (int n = cluster.gpus; n >= 1; --n) {
        if (forEachSplit(n, tps, cps, k, a.layers, [&](int, int, int, int dp) {
                return job.globalBatch % (std::int64_t(dp) * smallestMb) == 0;
            }))
            return n;
    }
    return 0;
}

PlanResult planUsingMostGpus(const TrainingJob &job, const ClusterSpec &cluster,
                             const LayoutConstraints &k,
                             const std::function<PlanResult(const ClusterSpec &)> &plan,
                             int &usedGpus)
{
    usedGpus = cluster.gpus;
    PlanResult result = plan(cluster);
    if (result.best || result.configsEvaluated > 0)
        return result;
    const int usable = largestUsableGpuCount(job, cluster, k);
    if (usable <= 0 || usable >= cluster.gpus)
        return result;
    ClusterSpec used = cluster;
    used.gpus = usedGpus = usable;
    return plan(used);
}

} // namespace cl
