// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's enumeration of parallel layouts and what it keeps of them (planner.cpp reads the
// answer from it): internal to core/engine, not an interface.
#pragma once

#include "planner.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace cl {

/** One layout the search scored: its step time, its memory per GPU and whether that fits. */
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

inline std::vector<int> divisorsUpTo(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d) {
        if (n % d == 0)
            out.push_back(d);
    }
    return out;
}

inline std::vector<int> powersOfTwoUpTo(int limit)
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

/** Faster first; the same step and memory by the layout itself, so the order never depends on
 *  the order of the search. */
bool faster(const Scored &x, const Scored &y);

/** Less sharding first (model-parallel size with EP, then the ZeRO stage, then recompute), the
 *  same sharding by the faster: planTraining's "least sharding that fits". */
bool lessSharded(const Scored &x, const Scored &y);

/**
 * Sorts the front of `scored` that planTraining reads in order (the fastest fitting layouts within
 * the simplicity margin, the next `topCount` fitting ones, and every layout faster than them,
 * over capacity or not); the rest stay after it, unordered. Returns the front's length.
 */
std::size_t sortTheFastest(std::vector<Scored> &scored, const ClusterSpec &cluster, int topCount);

/**
 * Every layout the constraints allow that can change planTraining's answer, with its step time
 * and memory; counted into `result` (considered, pruned, scored, fitting). `shortcuts` false
 * scores every layout from scratch and keeps them all: the reference the shortcuts are held to.
 */
std::vector<Scored> scoreLayouts(const TrainingJob &job, const ClusterSpec &cluster,
                                 const LayoutConstraints &k, bool shortcuts, int topCount,
                                 PlanResult &result);

} // namespace cl
