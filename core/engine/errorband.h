// SPDX-License-Identifier: GPL-3.0-or-later
// How far the engine's training estimates land from measured runs, as it was measured: the P10
// and P90 of measured / engine over the held-out published runs (docs/accuracy/compare.py,
// leave-one-source-out), per regime, shipped in resources/catalog/error-bands.json. Every
// training time, tokens/s and MFU carries the band of its regime; the team profile says whose
// run it is (the best published, or a typical self-built cluster).
#pragma once

#include "catalog/catalogentries.h"
#include "estimate.h"
#include "trainingjob.h"

#include <map>
#include <optional>
#include <string>

namespace cl {

class Catalog;
struct ClusterSpec;

/** A run's regimes from the most specific to all runs: stack and scale, stack, generation and
 *  scale, generation, dense or MoE, all. */
std::vector<std::string> regimeKeys(const std::string &stack, const std::string &gpuId, int gpus,
                                    bool moe);

/**
 * The team profile's share of the published-best throughput and its own spread (seeds 001 and
 * 003: the best teams reach 40-60 % MFU, self-built clusters 20-35 %: midpoints 50 % and 27.5 %).
 * Published best: 1, no spread of its own.
 */
struct TeamProfileShare
{
    double share = 1, low = 1, high = 1;
};
TeamProfileShare teamProfileShare(TeamProfile profile);

/**
 * The band of `estimate` on `cluster`: the engine's own held-out band for its regime, or for a
 * typical team the seeds' spread around the typical figure; nullopt when the catalog has no
 * bands and the profile none of its own.
 */
std::optional<EstimateBand> estimateBand(const TrainingEstimate &estimate, const TrainingJob &job,
                                         const ClusterSpec &cluster, const ErrorBands &bands);

/** How much a calibrated band widens per doubling from the scale its files measured to the
 *  planned one: P90 x exp(k d), P10 / exp(k d), d = log2(planned / measured GPUs). */
double calibrationExtrapolationPerDoubling();

/** The confidence that the run finishes within `deadlineDays`, read off the band (0.1 at P10,
 *  0.5 at P50, 0.9 at P90, linear between; 0.05 below P10 and 0.95 above P90: the band says no
 *  more than that). */
double deadlineConfidence(const EstimateBand &band, double deadlineDays);

} // namespace cl
