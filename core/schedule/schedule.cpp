// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio's schedule: capacity from the design and its ledger, the queue simulated, the
// cloud taking what misses its deadline, and the smallest next phase that meets them all.
#include "schedule.h"

#include "catalog/catalog.h"
#include "cost/tariff.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "scheduleparts.h"
#include "serving/servingengine.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cl {

namespace {

constexpr double kScheduleEps = 1e-9;
/** The next phase is sought up to this many times the island it grows. */
constexpr int kMaxPhaseGrowth = 4;

/** Servers each hour of the week for one fleet holding `servers` at its peak: the curve's share
 *  of the peak, in whole servers; a daily curve repeats each day, a flat fleet holds them all
 *  week. */
std::vector<int> fleetByHour(const ServingWorkload &w, int servers)
{
    std::vector<int> byHour(kHoursPerWeek, servers);
    if (w.loadCurve.empty())
        return byHour;
    const double peak = *std::max_element(w.loadCurve.begin(), w.loadCurve.end());
    for (int h = 0; h < kHoursPerWeek; ++h)
        byHour[h] = int(std::ceil(servers * w.loadCurve[std::size_t(h) % w.loadCurve.size()] / peak
                                  - kScheduleEps));
    return byHour;
}

void holdServing(const Design &d, const DesignLedger &L, IslandCapacity &c)
{
    for (std::size_t i = 0; i < L.serving.size() && i < d.serving.size(); ++i) {
        const ServingReport &r = L.serving[i];
        if (r.island != c.island->id || !r.estimate)
            continue;
        // Without a load, one instance: what the fleet needs at least.
        const int gpus = r.estimate->gpusNeeded.value_or(
            std::max(r.setup.tp * r.setup.pp, r.setup.expert ? r.setup.expert->ep : 1));
        const int servers = std::min(int(c.arrivals.size()) - c.servingServers,
                                     (gpus + c.gpusPerServer - 1) / c.gpusPerServer);
        if (servers <= 0)
            continue;
        const std::vector<int> byHour = fleetByHour(d.serving[i], servers);
        for (int h = 0; h < kHoursPerWeek; ++h)
            c.servingByHour[h] += byHour[h];
        c.servingServers += servers;
    }
}

std::vector<IslandCapacity> capacityOf(const Design &d, const DesignLedger &L)
{
    std::map<std::string, double> rackArrival;
    for (const HardwarePhase &p : d.portfolio->phases)
        for (const std::string &rack : p.racks)
            rackArrival[rack] = std::max(rackArrival[rack], p.arrivalDay);
    std::vector<IslandCapacity> out;
    for (const ComputeIsland &g : L.network.islands) {
        if (g.servers.empty())
            continue;
        IslandCapacity c;
        c.island = &g;
        const Device &first = d.devices[g.servers.front()];
        c.server = first.model;
        c.gpusPerServer = std::max(1, first.installedGpuCount());
        int most = 0;
        for (const auto &[gpu, count] : g.gpuModels)
            if (count > most) {
                c.gpu = gpu;
                most = count;
            }
        for (std::size_t s : g.servers) {
            const auto &rack = d.devices[s].rack;
            const auto a = rack ? rackArrival.find(*rack) : rackArrival.end();
            c.arrivals.push_back(a == rackArrival.end() ? 0.0 : a->second);
        }
        std::sort(c.arrivals.begin(), c.arrivals.end());
        holdServing(d, L, c);
        out.push_back(std::move(c));
    }
    return out;
}

void markDeadlines(std::vector<ScheduledJob> &jobs)
{
    for (ScheduledJob &j : jobs) {
        if (!j.deadlineDay)
            continue;
        j.deadlineMet = j.ran() && j.endDay <= *j.deadlineDay + kScheduleEps;
        j.deadlineMetP90 = j.ran() && j.endDayP90 <= *j.deadlineDay + kScheduleEps;
    }
}

std::vector<ScheduledJob> simulate(const SimulationInput &in, JobRuns &runs)
{
    auto jobs = simulateQueue(in, runs);
    markDeadlines(jobs);
    return jobs;
}

/** Jobs whose P90 deadline no capacity can meet: alone on their best island they end too late. */
std::vector<bool> unreachable(const SimulationInput &in, JobRuns &runs)
{
    std::vector<bool> out(in.portfolio->jobs.size(), false);
    for (std::size_t j = 0; j < out.size(); ++j) {
        const PortfolioJob &job = in.portfolio->jobs[j];
        if (!job.deadlineDay)
            continue;
        double best = 1e300;
        for (const IslandCapacity &c : in.islands) {
            if (job.island && c.island->id != *job.island)
                continue;
            const int n = (job.gpus + c.gpusPerServer - 1) / c.gpusPerServer;
            if (n > int(c.island->servers.size()))
                continue;
            const JobRun &r = runs.run(j, c, n, in.cloudInterruptionsPerDay);
            if (r.reason.empty())
                best = std::min(best, r.daysP90);
        }
        out[j] = job.earliestStartDay + best > *job.deadlineDay + kScheduleEps;
    }
    return out;
}

/** Every deadline that can be met is met at P90 (jobs bought in count as met). */
bool allMet(const std::vector<ScheduledJob> &jobs, const std::vector<bool> &beyondReach)
{
    for (std::size_t j = 0; j < jobs.size(); ++j)
        if (!beyondReach[j] && jobs[j].deadlineDay && !jobs[j].cloud && !jobs[j].deadlineMetP90)
            return false;
    return true;
}

/** Buy in, one at a time, each job the owned cluster finishes late or cannot hold at all. */
void burstToCloud(SimulationInput &in, JobRuns &runs, const std::vector<bool> &beyondReach,
                  std::vector<ScheduledJob> &jobs)
{
    for (std::size_t round = 0; round < jobs.size(); ++round) {
        std::optional<std::size_t> late;
        for (std::size_t j = 0; j < jobs.size() && !late; ++j)
            if (!in.inCloud[j] && !beyondReach[j]
                && ((jobs[j].ran() && jobs[j].deadlineDay && !jobs[j].deadlineMetP90)
                    || jobs[j].reason == "schedule.too_large"))
                late = j;
        if (!late)
            return;
        in.inCloud[*late] = true;
        jobs = simulate(in, runs);
    }
}

/** The smallest count of the island's own servers, and their latest arrival, that meets every
 *  reachable deadline at P90 on owned capacity alone. */
std::optional<NextPhase> nextPhase(const SimulationInput &owned, JobRuns &runs,
                                   const std::vector<bool> &beyondReach,
                                   const std::vector<ScheduledJob> &ownedJobs,
                                   double capexPerServer)
{
    if (allMet(ownedJobs, beyondReach))
        return std::nullopt;
    std::size_t target = 0;
    bool targetFound = false;
    std::vector<std::string> late;
    for (std::size_t j = 0; j < ownedJobs.size(); ++j) {
        if (beyondReach[j] || !ownedJobs[j].deadlineDay || ownedJobs[j].deadlineMetP90)
            continue;
        // The island of the first late job that ran (one that never ran grows the largest).
        if (!targetFound)
            for (std::size_t i = 0; i < owned.islands.size(); ++i)
                if (owned.islands[i].island->id == ownedJobs[j].island) {
                    target = i;
                    targetFound = true;
                }
        late.push_back(ownedJobs[j].id);
    }
    SimulationInput trial = owned;
    IslandCapacity &grown = trial.islands[target];
    auto meets = [&](int servers, double day) {
        grown.added = servers;
        grown.addedDay = day;
        return allMet(simulate(trial, runs), beyondReach);
    };
    int lo = 0, hi = kMaxPhaseGrowth * int(grown.island->servers.size());
    if (!meets(hi, 0))
        return std::nullopt;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (meets(mid, 0) ? hi : lo) = mid;
    }
    // The latest whole day it may arrive: the deadlines it meets are all before the last one.
    double early = 0, lateDay = 0;
    for (const ScheduledJob &j : ownedJobs)
        lateDay = std::max(lateDay, std::ceil(j.deadlineDay.value_or(0)));
    while (lateDay - early > 1) {
        const double mid = std::floor((early + lateDay) / 2);
        if (mid <= early)
            break;
        (meets(hi, mid) ? early : lateDay) = mid;
    }
    NextPhase p;
    p.island = grown.island->id;
    p.islandLabel = grown.island->label;
    p.server = grown.server;
    p.servers = hi;
    p.gpus = hi * grown.gpusPerServer;
    p.arriveByDay = early;
    p.capexUsd = hi * capexPerServer;
    p.jobsFixed = late;
    return p;
}

std::optional<double> cloudPrice(const Design &d, const std::vector<IslandCapacity> &islands)
{
    const CloudBurst &c = d.portfolio->cloud;
    if (c.pricePerGpuHour)
        return toUsd(*c.pricePerGpuHour, d.site);
    for (const IslandCapacity &i : islands)
        if (const auto price = cloudUsdPerGpuHour(d.site, i.gpu))
            return price;
    return std::nullopt;
}

std::vector<TeamSummary> teamSummaries(const Portfolio &f, const std::vector<ScheduledJob> &jobs)
{
    std::vector<TeamSummary> out;
    for (const PortfolioTeam &t : f.teams) {
        TeamSummary s;
        s.id = t.id;
        s.name = t.name;
        s.share = t.share;
        int ran = 0;
        for (const ScheduledJob &j : jobs) {
            if (j.team != t.id)
                continue;
            ++s.jobs;
            s.deadlinesMissed += j.deadlineMet ? 0 : 1;
            if (!j.ran())
                continue;
            ++ran;
            s.gpuDays += j.gpuHours / 24.0;
            s.queueWaitDays += j.waitDays();
        }
        s.queueWaitDays = ran > 0 ? s.queueWaitDays / ran : 0;
        out.push_back(s);
    }
    return out;
}

/** An inference job whose engine does not run on the GPU it was given was served by the card's
 *  usual engine (servingSetupFor decided, in its run): say so, as the fleets' ledger does. */
void engineWarnings(const Portfolio &p, const Catalog &catalog,
                    const std::vector<IslandCapacity> &islands, Schedule &out)
{
    for (std::size_t j = 0; j < out.jobs.size() && j < p.jobs.size(); ++j) {
        const ScheduledJob &s = out.jobs[j];
        const auto &inference = p.jobs[j].inference;
        if (!s.ran() || !s.engineFallback || !inference || !inference->serving.engine)
            continue;
        std::string gpuId = s.cloud ? s.islandLabel : std::string();
        for (const IslandCapacity &c : islands)
            gpuId = c.island->id == s.island ? c.gpu : gpuId;
        const ServingEngine *engine = servingEngine(*inference->serving.engine);
        const GpuModel *gpu = catalog.gpu(gpuId);
        if (engine && gpu)
            out.diagnostics.push_back(
                {Severity::Warning,
                 "schedule.engine_not_on_gpu",
                 {},
                 "/portfolio/jobs/" + std::to_string(j) + "/inference/engine",
                 {{"job", s.id}, {"engine", engine->name}, {"gpu", gpu->shortName}}});
    }
}

} // namespace

std::string Schedule::teamName(const std::string &id) const
{
    for (const TeamSummary &t : teams)
        if (t.id == id)
            return t.name;
    return id;
}

Schedule scheduleDesign(const Design &d, const Catalog &catalog, const DesignLedger &L)
{
    Schedule out;
    if (!d.portfolio)
        return out;
    SimulationInput in;
    in.portfolio = &*d.portfolio;
    in.islands = capacityOf(d, L);
    in.inCloud.assign(d.portfolio->jobs.size(), false);
    in.cloudInterruptionsPerDay = d.portfolio->cloud.interruptionsPerDay;
    JobRuns runs(d, catalog);
    const std::vector<bool> beyondReach = unreachable(in, runs);
    for (std::size_t j = 0; j < beyondReach.size(); ++j)
        if (beyondReach[j])
            out.unreachable.push_back(d.portfolio->jobs[j].id);
    const SimulationInput owned = in;
    const std::vector<ScheduledJob> ownedJobs = simulate(owned, runs);
    out.jobs = ownedJobs;
    CloudUse &cloud = out.cloud;
    cloud.allowed = d.portfolio->cloud.allowed;
    cloud.interruptionsPerDay = d.portfolio->cloud.interruptionsPerDay;
    if (cloud.allowed) {
        burstToCloud(in, runs, beyondReach, out.jobs);
        const auto price = cloudPrice(d, in.islands);
        if (price)
            cloud.usdPerGpuHour = *price;
        for (const ScheduledJob &j : out.jobs) {
            if (!j.cloud)
                continue;
            cloud.gpuHours += j.gpuHours;
            cloud.jobs.push_back(j.id);
        }
        if (price)
            cloud.costUsd = cloud.gpuHours * *price;
        else if (!cloud.jobs.empty())
            out.diagnostics.push_back(
                {Severity::Warning, "schedule.cloud_unpriced", {}, "/portfolio/cloud", {}});
    }
    const double capexPerServer
        = L.network.gpuServers > 0 ? L.cost.capexUsd / L.network.gpuServers : 0.0;
    out.nextPhase = nextPhase(owned, runs, beyondReach, ownedJobs, capexPerServer);
    out.nextPhaseNotFound = !out.nextPhase && !allMet(ownedJobs, beyondReach);
    for (const ScheduledJob &j : out.jobs)
        out.horizonDays = std::max(out.horizonDays, j.ran() ? j.endDay : 0.0);
    out.utilisation = islandUtilisation(in, out.jobs, out.horizonDays);
    out.teams = teamSummaries(*d.portfolio, out.jobs);
    engineWarnings(*d.portfolio, catalog, in.islands, out);
    for (const ScheduledJob &j : out.jobs) {
        if (!j.ran())
            out.diagnostics.push_back({Severity::Warning,
                                       "schedule.job_not_run",
                                       {},
                                       "/portfolio/jobs",
                                       {{"job", j.id}, {"reason", j.reason}}});
        else if (!j.deadlineMet)
            out.diagnostics.push_back({Severity::Warning,
                                       "schedule.deadline_missed",
                                       {},
                                       "/portfolio/jobs",
                                       {{"job", j.id}}});
    }
    return out;
}

std::vector<IslandUtilisation> islandUtilisation(const SimulationInput &in,
                                                 const std::vector<ScheduledJob> &jobs,
                                                 double horizonDays)
{
    // At most the longest schedule a file can state (100 years) in weeks.
    const int weeks
        = std::clamp(int(std::ceil(std::min(horizonDays, 36'500.0) / 7.0 - kScheduleEps)), 1, 5215);
    auto overlap = [](double a0, double a1, double b0, double b1) {
        return std::max(0.0, std::min(a1, b1) - std::max(a0, b0));
    };
    std::vector<IslandUtilisation> out;
    for (const IslandCapacity &c : in.islands) {
        IslandUtilisation u;
        u.island = c.island->id;
        u.label = c.island->label;
        u.servers = c.eventually();
        for (int w = 0; w < weeks; ++w) {
            const double w0 = 7.0 * w, w1 = w0 + 7.0;
            double arrived = 0;
            for (double a : c.arrivals)
                arrived += overlap(a, w1, w0, w1);
            double busy = c.servingMeanServers() * 7.0;
            for (const ScheduledJob &j : jobs) {
                if (j.island != c.island->id)
                    continue;
                const double share = j.borrowedDayShare.value_or(1.0);
                busy += j.gpus / double(c.gpusPerServer) * share
                        * overlap(j.startDay, j.endDay, w0, w1);
            }
            u.weeks.push_back(arrived > 0 ? std::min(1.0, busy / arrived) : 0.0);
        }
        out.push_back(std::move(u));
    }
    return out;
}

} // namespace cl
