// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's run of a portfolio job on part of an island, and an island's capacity over time.
#include "catalog/catalog.h"
#include "engine/errorband.h"
#include "engine/islandrun.h"
#include "engine/modelshape.h"
#include "engine/networkanalysis.h"
#include "engine/servingledger.h"
#include "engine/trainingmodel.h"
#include "model/design.h"
#include "scheduleparts.h"
#include "serving/servingband.h"

#include <algorithm>
#include <numeric>

namespace cl {

int IslandCapacity::arrivedBy(double day) const
{
    const int owned
        = int(std::upper_bound(arrivals.begin(), arrivals.end(), day) - arrivals.begin());
    return owned + (added > 0 && addedDay <= day ? added : 0);
}

double IslandCapacity::idleShare(int servers) const
{
    int hours = 0;
    for (int need : servingByHour)
        hours += need + servers <= servingServers ? 1 : 0;
    return hours / double(servingByHour.size());
}

double IslandCapacity::servingMeanServers() const
{
    return std::accumulate(servingByHour.begin(), servingByHour.end(), 0.0)
           / double(servingByHour.size());
}

JobRuns::JobRuns(const Design &design, const Catalog &catalog)
    : mDesign(design)
    , mCatalog(catalog)
    , mScan(scanDesign(design, catalog))
{
    for (const PortfolioJob &j : design.portfolio->jobs)
        mJobs.push_back(j.inference ? std::nullopt : jobFromWorkload(j.workload, catalog));
}

namespace {

/** An inference job on `gpus` GPUs of the island: the prompts at the serving model's maximum
 *  throughput there (the largest batch the KV cache holds, continuous batching interleaving each
 *  prompt's prefill), in whole replicas at the TP it names or the best one inside a server. A
 *  failure or a spot interruption loses only the requests in flight: each costs one request's
 *  latency of the whole job's time. */
JobRun inferenceRun(const BatchInference &b, const Catalog &catalog, const IslandCapacity &island,
                    int servers, double interruptionsPerDay)
{
    JobRun out;
    const GpuModel *gpu = catalog.gpu(island.gpu);
    const auto shape = resolveModel(b.serving.model, catalog);
    if (!gpu || !shape) {
        out.reason = gpu ? "engine.no_model" : "engine.no_gpus";
        return out;
    }
    bool engineRefused = false;
    ServingSetup s
        = servingSetupFor(b.serving, *shape, catalog, *gpu, defaultProfileFor(*gpu), engineRefused);
    const int gpus = servers * island.gpusPerServer;
    const ServingEstimate e = estimateOnGpus(s, gpus, b.serving.tp, island.gpusPerServer);
    // estimateOnGpus sizes at least one replica: a job with fewer GPUs than that has none.
    if (gpus < (s.disaggregated ? 2 : replicaGpus(s))) {
        out.reason = "serving.bad_layout";
        return out;
    }
    if (!e.valid || !e.fits || e.outputTokensPerS <= 0) {
        out.reason = e.valid ? "serving.does_not_fit" : "serving.bad_layout";
        return out;
    }
    const double requestsPerS = e.outputTokensPerS / s.outputTokens;
    out.requestsPerS = requestsPerS;
    out.engineFallback = engineRefused;
    out.days = b.requests / requestsPerS / 86'400;
    out.daysP10 = out.days * kServingThroughputBand.p10;
    out.daysP90 = out.days * kServingThroughputBand.p90;
    const double requestS = e.ttftS + s.outputTokens * e.tpotS;
    out.spotGoodput = std::max(0.0, 1 - interruptionsPerDay * requestS / 86'400);
    return out;
}

} // namespace

const JobRun &JobRuns::run(std::size_t job, const IslandCapacity &island, int servers,
                           double spotInterruptionsPerDay)
{
    const auto key = std::make_tuple(job, island.island, servers);
    if (auto hit = mRuns.find(key); hit != mRuns.end())
        return hit->second;
    JobRun &out = mRuns[key];
    if (const auto &inference = mDesign.portfolio->jobs[job].inference) {
        out = inferenceRun(*inference, mCatalog, island, servers, spotInterruptionsPerDay);
        return out;
    }
    if (!mJobs[job]) {
        out.reason = "engine.no_model";
        return out;
    }
    const ComputeIsland &g = *island.island;
    const std::vector<std::size_t> first(g.servers.begin(), g.servers.begin() + servers);
    Diagnostics notes;
    const auto cluster = clusterFromServers(mDesign, mCatalog, mScan, first, g.perGpuBitsPerS,
                                            g.maxOversubscription, {}, notes);
    if (!cluster) {
        out.reason = "engine.no_gpus";
        return out;
    }
    const Parallelism &parallelism = mDesign.portfolio->jobs[job].workload.parallelism;
    IslandRun r = runOnCluster(parallelism, *mJobs[job], *cluster, mPlans);
    if (!r.trains()) {
        out.reason = r.reason.empty() ? "schedule.does_not_train" : r.reason;
        return out;
    }
    const TrainingEstimate &e = *r.training;
    out.days = out.daysP10 = out.daysP90 = e.trainDays;
    if (const auto band = estimateBand(e, r.job, *cluster, mCatalog.errorBands)) {
        out.daysP10 = band->trainDaysP10;
        out.daysP90 = band->trainDaysP90;
    }
    out.mfu = e.mfu;
    out.goodput = out.spotGoodput = e.goodput.value;
    if (spotInterruptionsPerDay > 0) {
        // Spot capacity: each interruption hits the whole job, as a failure does.
        GoodputInputs in = goodputInputs(r.job, *cluster);
        in.interruptionsPerGpuHour += spotInterruptionsPerDay / 24.0 / cluster->gpus;
        out.spotGoodput = modelGoodput(in).value;
    }
    return out;
}

} // namespace cl
