// SPDX-License-Identifier: GPL-3.0-or-later
// The two inversions of the engine's own model that calibration from files rests on: the
// collective time model (ring inside a server, then across servers: trainingmodel.cpp's
// hierarchicalAllReduce) solved for the link efficiency, and the step-time model solved for the
// GEMM fraction. Nothing here is fitted on published runs: it is the engine, run backwards.
#include "calibration/filecalibration.h"
#include "calibration/nccltests.h"
#include "engine/clusterspec.h"
#include "engine/trainingmodel.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

/** nccl-tests' "size" moved around a ring of n: all-reduce twice (reduce-scatter + all-gather),
 *  all-gather and reduce-scatter once. 0 for collectives the engine prices otherwise. */
double ringVolume(const std::string &collective)
{
    if (collective == "all_reduce")
        return 2.0;
    if (collective == "all_gather" || collective == "reduce_scatter")
        return 1.0;
    return 0.0;
}

} // namespace

std::optional<FabricFit> fitFabric(const NcclTestsRun &run, const ClusterSpec &c, std::string *why)
{
    auto fail = [&](std::string message) -> std::optional<FabricFit> {
        if (why)
            *why = std::move(message);
        return std::nullopt;
    };
    const double volume = ringVolume(run.collective);
    if (volume <= 0)
        return fail(run.collective
                    + " is read and shown, not calibrated from: the engine's link efficiencies "
                      "come from all_reduce, all_gather and reduce_scatter");
    if (run.ranks < 2)
        return fail("one rank moves nothing over a link: run the test on 2 or more GPUs");
    if (run.curve.empty())
        return fail("no sizes measured");
    const NcclTestsPoint *best = &run.curve.front();
    for (const auto &p : run.curve) {
        if (p.busbwBytesPerS > best->busbwBytesPerS)
            best = &p;
    }
    if (best->busbwBytesPerS <= 0 || best->timeS <= 0)
        return fail("every size measured 0 GB/s: the test did not move data");
    FabricFit f;
    f.atBytes = best->bytes;
    f.measuredTimeS = best->timeS;
    f.busbwBytesPerS = best->busbwBytesPerS;
    f.floorLatencyS = run.curve.front().timeS;
    f.interNode = run.nodes > 1;
    const double B = best->bytes, t = best->timeS;
    double e = 0;
    if (!f.interNode) {
        const int L = run.ranks;
        const double moving = std::max(t - (L - 1.0) * c.scaleUpLatencyS, t * 0.5);
        e = volume * (L - 1.0) / L * B / (c.scaleUpBytesPerS * moving);
    } else {
        if (c.networkBytesPerS <= 0)
            return fail("the test ran across " + std::to_string(run.nodes)
                        + " servers: name the network its NICs are on to read an efficiency");
        // A ring over servers runs one channel per rail, each at its NIC's achieved rate, so
        // the bus bandwidth is the rails' sum (NVIDIA: "busbw = NICs x per-NIC rate", nccl#812;
        // 2 x 8 H100 on NDR reach ~370 GB/s, nccl-tests#212). Read directly, not through the
        // engine's two-tier time: on a DGX the tiers are within a few per cent of each other,
        // so the time alone cannot say which one bounds it.
        const int L = std::max(1, run.gpusPerNode);
        e = best->busbwBytesPerS / (L * c.networkBytesPerS);
    }
    if (e > 1.0) {
        e = 1.0;
        f.capped = true; // NVLink SHARP or in-switch reduction: faster than the ring model
    }
    f.efficiency = std::max(0.01, e);
    return f;
}

std::optional<LogFit> fitGemmToStep(const TrainingJob &job, const ClusterSpec &cluster,
                                    const ParallelLayout &layout, double measuredStepS,
                                    std::string *why)
{
    auto fail = [&](std::string message) -> std::optional<LogFit> {
        if (why)
            *why = std::move(message);
        return std::nullopt;
    };
    const NumberFormat format = matmulFormat(job.precision);
    ClusterSpec c = cluster;
    auto stepAt = [&](double g, StepBreakdown *out) -> std::optional<double> {
        c.profile.gemm[std::size_t(format)] = g;
        const StepNumbers n = computeStep(job, c, layout);
        if (n.invalid)
            return std::nullopt;
        if (out)
            *out = n.breakdown;
        return n.breakdown.total();
    };
    LogFit fit;
    fit.measuredStepS = measuredStepS;
    fit.gemmBefore = cluster.profile.gemmFraction(format);
    const auto predicted = stepAt(fit.gemmBefore, &fit.before);
    if (!predicted)
        return fail("the engine cannot run the logged layout (" + layout.describe()
                    + ") for this model on this cluster");
    fit.predictedStepS = *predicted;
    constexpr double kLow = 0.02, kHigh = 1.0;
    const double fastest = *stepAt(kHigh, nullptr), slowest = *stepAt(kLow, nullptr);
    if (measuredStepS < fastest)
        return fail("the logged step (" + std::to_string(measuredStepS)
                    + " s) is faster than the engine allows at 100 % of the GEMM peak ("
                    + std::to_string(fastest)
                    + " s): is the layout, the batch or the model as the log states?");
    if (measuredStepS > slowest)
        return fail("the logged step (" + std::to_string(measuredStepS)
                    + " s) is slower than at 2 % of the GEMM peak: the time holds something "
                      "else (evaluation, checkpoints, a stalled data loader)");
    double lo = kLow, hi = kHigh;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (*stepAt(mid, nullptr) > measuredStepS)
            lo = mid;
        else
            hi = mid;
    }
    fit.gemmAfter = 0.5 * (lo + hi);
    stepAt(fit.gemmAfter, &fit.after);
    return fit;
}

} // namespace cl
