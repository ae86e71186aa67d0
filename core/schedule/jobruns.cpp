// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's run of a portfolio job on part of an island, and an island's capacity over time.
#include "catalog/catalog.h"
#include "engine/errorband.h"
#include "engine/islandrun.h"
#include "engine/networkanalysis.h"
#include "engine/trainingmodel.h"
#include "model/design.h"
#include "scheduleparts.h"

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
    return hours / 24.0;
}

double IslandCapacity::servingMeanServers() const
{
    return std::accumulate(servingByHour.begin(), servingByHour.end(), 0.0) / 24.0;
}

JobRuns::JobRuns(const Design &design, const Catalog &catalog)
    : mDesign(design)
    , mCatalog(catalog)
{
    for (const PortfolioJob &j : design.portfolio->jobs)
        mJobs.push_back(jobFromWorkload(j.workload, catalog));
}

const JobRun &JobRuns::run(std::size_t job, const IslandCapacity &island, int servers,
                           double spotInterruptionsPerDay)
{
    const auto key = std::make_tuple(job, island.island, servers);
    if (auto hit = mRuns.find(key); hit != mRuns.end())
        return hit->second;
    JobRun &out = mRuns[key];
    if (!mJobs[job]) {
        out.reason = "engine.no_model";
        return out;
    }
    const ComputeIsland &g = *island.island;
    const std::vector<std::size_t> first(g.servers.begin(), g.servers.begin() + servers);
    Diagnostics notes;
    const auto cluster = clusterFromServers(mDesign, mCatalog, first, g.perGpuBitsPerS,
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
