// SPDX-License-Identifier: GPL-3.0-or-later
// The schedule's parts, shared by its files: the capacity of each island over time, the engine's
// run of each job at a server count (cached: the simulation asks the same question many times),
// and one simulation of the queue on given capacity.
#pragma once

#include "engine/islandrun.h"
#include "engine/plancache.h"
#include "engine/trainingjob.h"
#include "schedule.h"

#include <map>
#include <optional>
#include <tuple>
#include <vector>

namespace cl {

struct ComputeIsland;
struct Portfolio;

inline constexpr int kHoursPerWeek = 168;

/** One island as the schedule sees it: its servers by arrival, what serving holds of them. */
struct IslandCapacity
{
    const ComputeIsland *island = nullptr;
    std::string server; ///< catalog model of its first GPU server
    std::string gpu; ///< its most common GPU
    int gpusPerServer = 1;
    std::vector<double> arrivals; ///< one per server, ascending
    int servingServers = 0; ///< held for serving at peak
    /** Servers serving needs each hour of the week from Monday 00:00 (at most servingServers):
     *  a weekly load curve as given, a daily one each day. */
    std::vector<int> servingByHour = std::vector<int>(kHoursPerWeek, 0);
    /** A trial addition (the next phase): this many more servers on arrival day addedDay. */
    int added = 0;
    double addedDay = 0;

    int arrivedBy(double day) const;
    int eventually() const { return int(arrivals.size()) + added; }
    /** Of the week, the share of hours in which `servers` more of serving's servers are idle. */
    double idleShare(int servers) const;
    double servingMeanServers() const;
};

/** The engine's answer for one job on the first `servers` servers of an island. */
struct JobRun
{
    std::string reason; ///< empty: it trains and fits
    double days = 0, daysP10 = 0, daysP90 = 0;
    double goodput = 1; ///< as modelled
    double spotGoodput = 1; ///< with the cloud's interruptions added
    std::optional<double> mfu;
    std::optional<double> requestsPerS; ///< an inference job's prompts per second
    /** An inference job's engine does not run on the island's GPU: its usual engine serves. */
    bool engineFallback = false;
};

class JobRuns
{
public:
    JobRuns(const Design &design, const Catalog &catalog);
    /** `servers` of `island`; the engine runs once per (job, island, servers). */
    const JobRun &run(std::size_t job, const IslandCapacity &island, int servers,
                      double spotInterruptionsPerDay);

private:
    const Design &mDesign;
    const Catalog &mCatalog;
    DesignScan mScan; ///< read once for every (job, island, servers) run
    std::vector<std::optional<TrainingJob>> mJobs;
    std::map<std::tuple<std::size_t, const ComputeIsland *, int>, JobRun> mRuns;
    PlanCache mPlans;
};

/** What one pass of the simulation needs: capacity, which jobs go to the cloud. */
struct SimulationInput
{
    const Portfolio *portfolio = nullptr;
    std::vector<IslandCapacity> islands;
    std::vector<bool> inCloud; ///< per job: bought in, not queued
    double cloudInterruptionsPerDay = 0;
};

/** The queue run once over the islands (schedule.h states the policy): jobs and horizon. */
std::vector<ScheduledJob> simulateQueue(const SimulationInput &in, JobRuns &runs);

/** Busy over arrived server-days, week by week until `horizonDays`. */
std::vector<IslandUtilisation> islandUtilisation(const SimulationInput &in,
                                                 const std::vector<ScheduledJob> &jobs,
                                                 double horizonDays);

} // namespace cl
