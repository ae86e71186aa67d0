// SPDX-License-Identifier: GPL-3.0-or-later
#include "planner.h"

#include "catalog/catalogentries.h"
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

std::vector<int> divisorsUpTo(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d) {
        if (n % d == 0)
            out.push_back(d);
    }
    return out;
}

std::vector<int> powersOfTwoUpTo(int limit)
{
    std::vector<int> out;
    for (int x = 1; x <= limit; x *= 2)
        out.push_back(x);
    return out;
}

template<typename T>
std::vector<T> pick(const std::optional<T> &fixed, std::vector<T> all)
{
    return fixed ? std::vector<T> {*fixed} : all;
}

/**
 * Every way to split n GPUs into TP x CP x PP x DP within the constraints; `visit(tp, cp, pp, dp)`
 * returns true to stop. Returns whether a visit stopped it.
 */
template<typename Visit>
bool forEachSplit(int n, const std::vector<int> &tps, const std::vector<int> &cps,
                  const LayoutConstraints &k, int layers, Visit visit)
{
    for (int tp : tps) {
        for (int cp : cps) {
            if (n % (tp * cp) != 0)
                continue;
            const int rest = n / (tp * cp);
            for (int pp : pick(k.pp, divisorsUpTo(rest, layers))) {
                if (rest % pp != 0)
                    continue;
                const int dp = rest / pp;
                if (k.dp && *k.dp != dp)
                    continue;
                if (visit(tp, cp, pp, dp))
                    return true;
            }
        }
    }
    return false;
}

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

struct Scored
{
    ParallelLayout layout;
    double step;
    double memory;
    bool fits;
};

// Within this share of the fastest step time a layout with fewer non-default knobs wins: the
// model's error is larger than 2 %, and every knob is something to get right on the cluster.
constexpr double kSimplerWithin = 0.02;

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

namespace {

/** Every interleave a pipeline of `pp` stages can use: each divisor of the layers per stage. */
std::vector<int> interleaveOptions(int layers, int pp)
{
    std::vector<int> out {1};
    if (pp <= 1)
        return out;
    const int perStage = (layers + pp - 1) / pp;
    for (int v = 2; v <= perStage; ++v) {
        if (perStage % v == 0)
            out.push_back(v);
    }
    return out;
}

/** Faster first; the same step and memory by the layout itself, so the order never depends on
 *  the order of the search. */
bool faster(const Scored &x, const Scored &y)
{
    const auto key = [](const ParallelLayout &L) {
        return std::make_tuple(L.tp, L.pp, L.dp, L.cp, L.ep, L.zero, int(L.recompute), L.sp,
                               L.microBatch, L.interleave, L.shardGroup, L.unevenStages);
    };
    if (x.step != y.step)
        return x.step < y.step;
    if (x.memory != y.memory)
        return x.memory < y.memory;
    return key(x.layout) < key(y.layout);
}

/** Less sharding first (model-parallel size with EP, then the ZeRO stage, then recompute), the
 *  same sharding by the faster: planTraining's "least sharding that fits". */
bool lessSharded(const Scored &x, const Scored &y)
{
    const auto key = [](const ParallelLayout &L) {
        return std::make_tuple(L.modelParallel() * L.ep, L.zero, int(L.recompute));
    };
    return key(x.layout) != key(y.layout) ? key(x.layout) < key(y.layout) : faster(x, y);
}

/**
 * The step up to which planTraining reads layouts in order: the simplicity margin past the
 * fastest fitting one (the fastest with room to spare where one has it), or the (topCount + 1)-th
 * fitting step past that margin if later. NaN when nothing fits. `partial` (the search still
 * running): infinity unless a layout with room to spare fits and topCount + 1 fitting ones lie
 * past its margin, so that more layouts can only lower the bound.
 */
double frontStep(const std::vector<Scored> &scored, const ClusterSpec &cluster, int topCount,
                 bool partial)
{
    const double roomyLimit = 0.9 * cluster.memoryCapacity();
    double bestRoomy = INFINITY, bestFitting = INFINITY;
    for (const Scored &s : scored) {
        if (s.fits) {
            bestFitting = std::min(bestFitting, s.step);
            if (s.memory <= roomyLimit)
                bestRoomy = std::min(bestRoomy, s.step);
        }
    }
    if (partial && !std::isfinite(bestRoomy))
        return INFINITY;
    const double best = std::isfinite(bestRoomy) ? bestRoomy : bestFitting;
    if (!std::isfinite(best))
        return NAN;
    // The fitting steps in the simplicity margin, then topCount + 1 more past it.
    const double margin = best * (1.0 + kSimplerWithin);
    std::vector<double> beyond;
    for (const Scored &s : scored) {
        if (s.fits && s.step > margin)
            beyond.push_back(s.step);
    }
    const std::size_t wanted = std::size_t(std::max(0, topCount)) + 1;
    if (partial && beyond.size() < wanted)
        return INFINITY;
    double front = margin;
    const std::size_t more = std::min(beyond.size(), wanted);
    if (more > 0) {
        std::nth_element(beyond.begin(), beyond.begin() + std::ptrdiff_t(more - 1), beyond.end());
        front = std::max(front, beyond[more - 1]);
    }
    return front;
}

/**
 * Sorts the front of `scored` that planTraining reads in order (the fastest fitting layouts within
 * the simplicity margin, the next `topCount` fitting ones, and every layout faster than them,
 * over capacity or not); the rest stay after it, unordered. The sorted front is what a full sort
 * would put first: everything up to a step time is in it, and nothing after it is faster.
 */
std::size_t sortTheFastest(std::vector<Scored> &scored, const ClusterSpec &cluster, int topCount)
{
    const double front = frontStep(scored, cluster, topCount, false);
    if (std::isnan(front))
        return 0; // nothing fits: planTraining reads the least memory, in any order
    const auto end = std::partition(scored.begin(), scored.end(),
                                    [front](const Scored &s) { return s.step <= front; });
    std::sort(scored.begin(), end, faster);
    return std::size_t(end - scored.begin());
}

/** Every layout the constraints allow, with its step time and memory, counted into result. */
std::vector<Scored> scoreLayouts(const TrainingJob &job, const ClusterSpec &cluster,
                                 const LayoutConstraints &k, bool shortcuts, int topCount,
                                 PlanResult &result)
{
    const Architecture &a = job.shape.arch;
    const int n = cluster.gpus;
    std::vector<Scored> scored;
    // TP across servers is searched (up to four servers) and pays the network for its
    // all-reduces; the simplicity rule prefers TP inside a server when it is as fast.
    const auto tps = pick(k.tp, powersOfTwoUpTo(std::min({n, a.heads, 4 * cluster.gpusPerNode})));
    std::vector<int> cpAll;
    for (int cp : powersOfTwoUpTo(std::min(n, 64))) {
        // Context parallelism splits long sequences; CP = 1 (no split) is always a layout, or a
        // sequence shorter than 1,024 tokens got "no valid layout".
        if (cp == 1 || (job.sequenceLength % cp == 0 && job.sequenceLength / cp >= 1024))
            cpAll.push_back(cp);
    }
    const auto cps = pick(k.cp, cpAll);
    const auto zeros = pick(k.zero, std::vector<int> {0, 1, 2, 3});
    const auto recomputes
        = pick(k.recompute,
               std::vector<Recompute> {Recompute::None, Recompute::Selective, Recompute::Full});
    const auto microBatches = pick(k.microBatch, std::vector<int> {1, 2, 4, 8, 16});

    StepMemo memo;
    std::size_t pruneAt = 4096;
    std::optional<Scored> leastSharded; // kept whatever the pruning drops
    const auto score = [&](const ParallelLayout &L) {
        ++result.configsConsidered;
        const StepNumbers s = computeStep(job, cluster, L, shortcuts ? &memo : nullptr);
        if (s.invalid)
            return;
        const double step = s.breakdown.total();
        if (!std::isfinite(step))
            return;
        ++result.configsEvaluated;
        const bool fits = s.memory.fits();
        result.configsFitting += fits;
        scored.push_back({L, step, s.memory.total(), fits});
        if (fits && (!leastSharded || lessSharded(scored.back(), *leastSharded)))
            leastSharded = scored.back();
        // Now and then, the layouts past any front the rest could make are dropped: a million
        // layouts are not kept to read a few dozen (frontStep only falls as layouts come).
        if (shortcuts && scored.size() >= pruneAt) {
            const double bound = frontStep(scored, cluster, topCount, true);
            std::erase_if(scored, [bound](const Scored &x) { return x.step > bound; });
            pruneAt = 2 * scored.size() + 4096;
        }
    };
    forEachSplit(n, tps, cps, k, a.layers, [&](int tp, int cp, int pp, int dp) {
        std::vector<int> eps {1};
        if (a.isMoe())
            eps = divisorsUpTo(a.experts, dp * cp);
        const auto interleaves = pick(k.interleave, interleaveOptions(a.layers, pp));
        const auto sps
            = pick(k.sp, tp > 1 ? std::vector<bool> {true, false} : std::vector<bool> {false});
        const auto unevens = pick(k.unevenStages, pp > 1 ? std::vector<bool> {false, true}
                                                         : std::vector<bool> {false});
        // HSDP: shard inside one server, or a few, and replicate across (ZeRO-3 only).
        std::vector<int> groups {0};
        for (int g = cluster.gpusPerNode; g < dp * cp; g *= 2) {
            if ((dp * cp) % g == 0)
                groups.push_back(g);
        }
        const auto shardGroups = pick(k.shardGroup, groups);
        for (int ep : pick(k.ep, eps)) {
            for (int mb : microBatches) {
                for (int v : interleaves) {
                    for (bool sp : sps) {
                        for (Recompute rc : recomputes) {
                            // ZeRO and the shard group innermost: the step's micro-batch part
                            // does not change with them (StepMemo).
                            for (bool uneven : unevens) {
                                for (int zero : zeros) {
                                    for (int g : zero >= 3 ? shardGroups : std::vector<int> {0}) {
                                        const ParallelLayout L {tp, pp, dp, cp, ep, zero,
                                                                rc, sp, mb, v,  g,  uneven};
                                        score(L);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return false;
    });
    if (leastSharded && std::none_of(scored.begin(), scored.end(), [&](const Scored &x) {
            return x.layout == leastSharded->layout;
        }))
        scored.push_back(*leastSharded);
    return scored;
}

} // namespace

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
