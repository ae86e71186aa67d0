// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingfigures.h"

#include "catalog/catalogentries.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

ServingCurvePoint pointAt(const ServingSetup &s, const ServingEstimate &e, double perReplica)
{
    const ReplicaTiming t = replicaTiming(s, e, perReplica);
    // Under one sequence per replica the GPUs idle that share of the time.
    return {perReplica * e.replicas, t.outputTokensPerS * std::min(1.0, perReplica) * e.replicas,
            t.ttftS, t.tpotS, perReplica <= std::max<double>(e.maxConcurrency, largestBatch(s, e))};
}

/** Requests per second all replicas serve at the working point (Little's law the other way). */
double requestRate(const ServingSetup &s, const ServingEstimate &e)
{
    if (s.requestsPerS)
        return *s.requestsPerS;
    const double inSystem = e.ttftS + s.outputTokens * e.tpotS;
    return inSystem > 0 ? e.concurrencyUsed * e.replicas / inSystem : 0.0;
}

ServingSetup withProfile(const ServingSetup &s, const EfficiencyProfile &p)
{
    ServingSetup t = s;
    t.profile = p;
    return t;
}

LedgerRow latencyRow(double estimated, const std::optional<double> &target)
{
    LedgerRow row {"s", estimated, target, {}, {}, {}, {}};
    // Time runs the other way: headroom is how far under the target the estimate is.
    if (target && estimated > 0)
        row.headroom = *target / estimated - 1.0;
    return row;
}

} // namespace

std::vector<ServingCurvePoint> servingCurve(const ServingSetup &s, const ServingEstimate &e)
{
    std::vector<ServingCurvePoint> curve;
    if (!e.valid || !e.fits || e.replicas < 1)
        return curve;
    const double top = largestBatch(s, e);
    for (double c = 1; c < top; c *= 2)
        curve.push_back(pointAt(s, e, c));
    curve.push_back(pointAt(s, e, top));
    if (e.concurrencyUsed > 0 && std::abs(e.concurrencyUsed - top) > 0.5) {
        curve.push_back(pointAt(s, e, e.concurrencyUsed));
        std::sort(curve.begin(), curve.end(),
                  [](const auto &a, const auto &b) { return a.concurrency < b.concurrency; });
    }
    return curve;
}

std::map<std::string, LedgerRow> servingDimensions(const ServingSetup &s, const ServingEstimate &e,
                                                   const ServingProfiles &p, double facilityWPerGpu)
{
    std::map<std::string, LedgerRow> rows;
    if (!e.valid || !s.gpu)
        return rows;
    const double gpus = s.gpus;
    const ServingSetup datasheet = withProfile(s, p.datasheet);
    const std::optional<ServingSetup> calibrated
        = p.calibrated ? std::optional(withProfile(s, *p.calibrated)) : std::nullopt;

    LedgerRow compute {"FLOP/s", {}, gpus * servingGemmRate(datasheet), {}, {}, {}, {}};
    if (e.fits)
        compute.required = requestRate(s, e) * prefillFlopsPerRequest(s);
    if (calibrated)
        compute.calibrated = gpus * servingGemmRate(*calibrated);

    // The sequences in flight on one replica, each holding its average context in the cache (a
    // cached prefix once for all of them).
    // With EP each data-parallel rank holds its own sequences.
    const double inFlight = e.fits ? e.concurrencyUsed / dataParallelRanks(s) : 0.0;
    const double kvPerGpu = kvBytesPerTokenPerGpu(s, e.kvBytesPerToken);
    LedgerRow memory {"B",
                      e.weightsBytesPerGpu + e.workspaceBytesPerGpu
                          + (inFlight * residentKvTokens(s) + sharedPrefixHeld(s)) * kvPerGpu,
                      s.gpu->memoryBytes,
                      {},
                      {},
                      {},
                      {}};

    LedgerRow bandwidth {"B/s", {}, servingHbmRate(datasheet), {}, {}, {}, {}};
    const double tpot = s.tpotTargetS.value_or(e.tpotS);
    if (e.fits && tpot > 0)
        bandwidth.required = decodeBytesPerStepPerGpu(s, e, e.concurrencyUsed) / tpot;
    if (calibrated)
        bandwidth.calibrated = servingHbmRate(*calibrated);

    // Facility energy per million output tokens at the load, and at maximum throughput (the
    // least it can be): lower is better, so no headroom.
    LedgerRow energy {"J/Mtok", {}, {}, {}, {}, {}, {}};
    const double facilityW = facilityWPerGpu * gpus;
    if (e.fits && facilityW > 0) {
        // Under one sequence per replica (a light request rate) the GPUs idle part of the time:
        // the tokens made are that share of one sequence's rate.
        const ReplicaTiming at = replicaTiming(s, e, e.concurrencyUsed);
        const double made = at.outputTokensPerS * std::min(1.0, e.concurrencyUsed) * e.replicas;
        if (made > 0)
            energy.required = facilityW / made * 1e6;
        if (e.outputTokensPerS > 0)
            energy.available = facilityW / e.outputTokensPerS * 1e6;
    }

    for (LedgerRow *row : {&compute, &memory, &bandwidth})
        row->headroom = ledgerHeadroom(row->available, row->required);
    rows["compute"] = compute;
    rows["memory"] = memory;
    rows["bandwidth"] = bandwidth;
    rows["energy"] = energy;
    if (e.fits) {
        rows["ttft"] = latencyRow(e.ttftS, s.ttftTargetS);
        rows["tpot"] = latencyRow(e.tpotS, s.tpotTargetS);
        // The percentiles the targets name, from the simulated tail at the load (simulated
        // where a percentile target is set): the SLOs users set are these, not the means.
        const PercentileTargets &p = s.percentileTargets;
        if (e.tail && p.ttftP90S)
            rows["ttft_p90"] = latencyRow(e.tail->ttftP90, p.ttftP90S);
        if (e.tail && p.tpotP99S)
            rows["tpot_p99"] = latencyRow(e.tail->tpotP99, p.tpotP99S);
    } else {
        rows["ttft"] = {"s", {}, s.ttftTargetS, {}, {}, {}, {}};
        rows["tpot"] = {"s", {}, s.tpotTargetS, {}, {}, {}, {}};
    }
    return rows;
}

} // namespace cl
