// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutsearch.h"

#include "trainingmodel.h"

#include <cmath>
#include <tuple>

namespace cl {

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
 * One run of the search: the layouts kept, the counts, and what decides whether a group of
 * layouts can be skipped (the step bound past which nothing is read, the least sharded layout
 * that fits so far).
 */
class LayoutSearch
{
public:
    LayoutSearch(const TrainingJob &job, const ClusterSpec &cluster, const LayoutConstraints &k,
                 bool shortcuts, int topCount, PlanResult &result)
        : job(job)
        , cluster(cluster)
        , k(k)
        , shortcuts(shortcuts)
        , topCount(topCount)
        , result(result)
        , zeros(pick(k.zero, std::vector<int> {0, 1, 2, 3}))
    { }

    std::vector<Scored> run();

private:
    void scoreSplit(int tp, int cp, int pp, int dp);
    void score(const ParallelLayout &L);
    bool skipZeroVariants(const ParallelLayout &base, const std::vector<int> &shardGroups);

    const TrainingJob &job;
    const ClusterSpec &cluster;
    const LayoutConstraints &k;
    const bool shortcuts;
    const int topCount;
    PlanResult &result;
    const std::vector<int> zeros;
    std::vector<int> microBatches;
    std::vector<Recompute> recomputes;

    std::vector<Scored> scored;
    StepMemo memo;
    std::size_t pruneAt = 1024;
    // No layout slower than this can be read (frontStep while the search runs; it only falls).
    double readBound = INFINITY;
    std::optional<Scored> leastSharded; // kept whatever the pruning drops
};

void LayoutSearch::score(const ParallelLayout &L)
{
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
        readBound = frontStep(scored, cluster, topCount, true);
        std::erase_if(scored, [this](const Scored &x) { return x.step > readBound; });
        pruneAt = 2 * scored.size() + 1024;
    }
}

/**
 * Whether none of the ZeRO and shard-group variants of `base` can change the answer, so they are
 * counted and skipped: none is valid, or none is fast enough to be read (stepFloorOverZero against
 * the bound) and none is less sharded than the least sharded layout that fits so far. Nothing is
 * skipped for speed before a layout with room to spare fits (the bound is infinite until then),
 * so the closest layout when nothing fits is read over every one.
 */
bool LayoutSearch::skipZeroVariants(const ParallelLayout &base, const std::vector<int> &shardGroups)
{
    const double floor = stepFloorOverZero(job, cluster, base, memo);
    long long variants = 0; // as the loop in scoreSplit enumerates them
    for (int zero : zeros)
        variants += zero >= 3 ? (long long)shardGroups.size() : 1;
    if (std::isnan(floor)) {
        result.configsConsidered += variants;
        return true;
    }
    const bool tooSlow = floor > readBound * (1.0 + 1e-9);
    const bool moreSharded = leastSharded
                             && leastSharded->layout.modelParallel() * leastSharded->layout.ep
                                    < base.modelParallel() * base.ep;
    if (!tooSlow || !moreSharded)
        return false;
    result.configsConsidered += variants;
    result.configsPruned += variants;
    return true;
}

void LayoutSearch::scoreSplit(int tp, int cp, int pp, int dp)
{
    const Architecture &a = job.shape.arch;
    std::vector<int> eps {1};
    if (a.isMoe())
        eps = divisorsUpTo(a.experts, dp * cp);
    const auto interleaves = pick(k.interleave, interleaveOptions(a.layers, pp));
    const auto sps
        = pick(k.sp, tp > 1 ? std::vector<bool> {true, false} : std::vector<bool> {false});
    const auto unevens = pick(k.unevenStages,
                              pp > 1 ? std::vector<bool> {false, true} : std::vector<bool> {false});
    // HSDP: shard inside one server, or a few, and replicate across (ZeRO-3 only).
    std::vector<int> groups {0};
    for (int g = cluster.gpusPerNode; g < dp * cp; g *= 2) {
        if ((dp * cp) % g == 0)
            groups.push_back(g);
    }
    const auto shardGroups = pick(k.shardGroup, groups);
    const std::vector<int> noGroup {0};
    for (int ep : pick(k.ep, eps)) {
        for (int mb : microBatches) {
            for (int v : interleaves) {
                for (bool sp : sps) {
                    for (Recompute rc : recomputes) {
                        for (bool uneven : unevens) {
                            // ZeRO and the shard group innermost: the step's micro-batch part
                            // does not change with them (StepMemo), and bounds them all.
                            const ParallelLayout base {tp, pp, dp, cp, ep, 0,
                                                       rc, sp, mb, v,  0,  uneven};
                            if (shortcuts && skipZeroVariants(base, shardGroups))
                                continue;
                            for (int zero : zeros) {
                                for (int g : zero >= 3 ? shardGroups : noGroup) {
                                    ParallelLayout L = base;
                                    L.zero = zero;
                                    L.shardGroup = g;
                                    score(L);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

std::vector<Scored> LayoutSearch::run()
{
    const Architecture &a = job.shape.arch;
    const int n = cluster.gpus;
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
    recomputes = pick(k.recompute, std::vector<Recompute> {Recompute::None, Recompute::Selective,
                                                           Recompute::Full});
    microBatches = pick(k.microBatch, std::vector<int> {1, 2, 4, 8, 16});
    forEachSplit(n, tps, cps, k, a.layers, [this](int tp, int cp, int pp, int dp) {
        scoreSplit(tp, cp, pp, dp);
        return false;
    });
    if (leastSharded && std::none_of(scored.begin(), scored.end(), [this](const Scored &x) {
            return x.layout == leastSharded->layout;
        }))
        scored.push_back(*leastSharded);
    return std::move(scored);
}

} // namespace

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

bool lessSharded(const Scored &x, const Scored &y)
{
    const auto key = [](const ParallelLayout &L) {
        return std::make_tuple(L.modelParallel() * L.ep, L.zero, int(L.recompute));
    };
    return key(x.layout) != key(y.layout) ? key(x.layout) < key(y.layout) : faster(x, y);
}

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

std::vector<Scored> scoreLayouts(const TrainingJob &job, const ClusterSpec &cluster,
                                 const LayoutConstraints &k, bool shortcuts, int topCount,
                                 PlanResult &result)
{
    return LayoutSearch(job, cluster, k, shortcuts, topCount, result).run();
}

} // namespace cl
