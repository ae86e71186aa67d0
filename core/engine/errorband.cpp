// SPDX-License-Identifier: GPL-3.0-or-later
#include "errorband.h"

#include "clusterspec.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

std::string generationOf(const std::string &gpu)
{
    static const std::pair<const char *, const char *> prefixes[]
        = {{"v100", "volta"},     {"a100", "ampere"},     {"h100", "hopper"},
           {"h200", "hopper"},    {"h800", "hopper"},     {"b200", "blackwell"},
           {"b300", "blackwell"}, {"gb200", "blackwell"}, {"gb300", "blackwell"},
           {"ascend", "ascend"},  {"mi", "cdna"}};
    for (const auto &[prefix, name] : prefixes) {
        if (gpu.rfind(prefix, 0) == 0)
            return name;
    }
    return "other";
}

std::string scaleOf(int gpus)
{
    return gpus <= 64 ? "8-64" : gpus <= 1024 ? "65-1024" : "1025+";
}

} // namespace

std::vector<std::string> regimeKeys(const std::string &stack, const std::string &gpuId, int gpus,
                                    bool moe)
{
    const std::string gen = generationOf(gpuId), scale = scaleOf(gpus);
    return {"stack=" + stack + ",scale=" + scale,           "stack=" + stack,
            "generation=" + gen + ",scale=" + scale,        "generation=" + gen,
            std::string("kind=") + (moe ? "moe" : "dense"), "all"};
}

TeamProfileShare teamProfileShare(TeamProfile profile)
{
    if (profile == TeamProfile::Typical)
        return {27.5 / 50.0, 20.0 / 27.5, 35.0 / 27.5};
    return {};
}

double deadlineConfidence(const EstimateBand &b, double deadlineDays)
{
    // Piecewise linear through (P10, 0.1), (P50, 0.5), (P90, 0.9); flat beyond.
    const double x[] = {b.trainDaysP10, b.trainDaysP50, b.trainDaysP90};
    const double y[] = {0.1, 0.5, 0.9};
    if (deadlineDays <= x[0])
        return deadlineDays < x[0] ? 0.05 : 0.1;
    if (deadlineDays >= x[2])
        return deadlineDays > x[2] ? 0.95 : 0.9;
    const int i = deadlineDays < x[1] ? 0 : 1;
    const double span = x[i + 1] - x[i];
    return span > 0 ? y[i] + (y[i + 1] - y[i]) * (deadlineDays - x[i]) / span : y[i + 1];
}

double calibrationExtrapolationPerDoubling()
{
    // Seed 001 §2.2: benchmark on 1-2 cards, extrapolate linearly, keep a 1.3-1.5x margin. Its
    // midpoint, 1.4x, over the ~9 doublings from 2 cards to a ~1,000-card cluster.
    return std::log(1.4) / 9.0;
}

std::optional<EstimateBand> estimateBand(const TrainingEstimate &e, const TrainingJob &job,
                                         const ClusterSpec &cluster, const ErrorBands &bands)
{
    if (!e.valid || !cluster.gpu)
        return std::nullopt;
    EstimateBand b;
    double low = 1, mid = 1, high = 1;
    if (job.team == TeamProfile::Typical) {
        // The seeds' spread of typical teams dwarfs the engine's own error: it is the band.
        const TeamProfileShare t = teamProfileShare(job.team);
        low = t.low;
        high = t.high;
        b.regime = "team:typical";
    } else {
        const auto keys = regimeKeys(cluster.profile.stack, cluster.gpu->id, cluster.gpus,
                                     job.shape.arch.isMoe());
        const RatioBand *found = nullptr;
        for (const std::string &key : keys) {
            if (auto it = bands.bands.find(key); it != bands.bands.end()) {
                found = &it->second;
                b.regime = key;
                break;
            }
        }
        if (!found)
            return std::nullopt;
        low = found->p10;
        mid = found->p50;
        high = found->p90;
        b.runs = found->runs;
        b.sources = found->sources;
    }
    const int measured = cluster.profile.calibrated ? cluster.profile.calibratedAtGpus : 0;
    if (measured > 0 && job.team != TeamProfile::Typical) {
        // Calibrated on the team's own run: the engine reproduces it there, so the published
        // runs' bias (P50) no longer applies; the spread does, and it grows with every doubling
        // from the measured scale to the planned one (calibrationExtrapolationPerDoubling).
        const double d = std::max(0.0, std::log2(double(cluster.gpus) / measured));
        const double widen = std::exp(calibrationExtrapolationPerDoubling() * d);
        low = low / mid / widen;
        high = high / mid * widen;
        mid = 1;
        b.calibratedAtGpus = measured;
        b.extrapolationDoublings = d;
        b.regime = "calibrated:" + b.regime;
    }
    // Measured = engine x ratio: throughput scales with it, days with its inverse.
    b.tokensPerSPerGpuP10 = e.tokensPerSPerGpu * low;
    b.tokensPerSPerGpuP90 = e.tokensPerSPerGpu * high;
    b.mfuP10 = e.mfu * low;
    b.mfuP90 = e.mfu * high;
    b.trainDaysP10 = e.trainDays / high;
    b.trainDaysP50 = e.trainDays / mid;
    b.trainDaysP90 = e.trainDays / low;
    return b;
}

} // namespace cl
