// SPDX-License-Identifier: GPL-3.0-or-later
// One pass of the queue over the islands, event by event (schedule.h states the policy).
#include "engine/networkanalysis.h"
#include "model/design.h"
#include "model/enums.h"
#include "scheduleparts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cl {

namespace {

constexpr double kQueueEps = 1e-9;
constexpr double kQueueNever = std::numeric_limits<double>::infinity();
/** A borrowed job runs only when serving leaves its servers idle at least this share of a day:
 *  below it the job would mostly wait, preempted, and is better queued. */
constexpr double kMinBorrowedDayShare = 0.25;

struct Running
{
    std::size_t job = 0;
    std::size_t island = 0;
    int servers = 0;
    double end = 0;
    bool borrowed = false;
};

/** Where a job may run: an island and the whole servers its GPUs take there. */
struct Placement
{
    std::size_t island = 0;
    int servers = 0;
};

/** The earliest servers the first job that does not fit can have (EASY backfill). */
struct Reservation
{
    std::size_t job = 0;
    std::size_t island = 0;
    double shadow = kQueueNever; ///< when its servers are free
    int extra = 0; ///< servers free beyond its need at that time
};

class Queue
{
public:
    Queue(const SimulationInput &in, JobRuns &runs)
        : in(in)
        , runs(runs)
        , jobs(in.portfolio->jobs)
        , out(jobs.size())
        , shapes(jobs.size())
        , placements(jobs.size())
        , waiting(jobs.size(), true)
        , anyHourQuota(std::any_of(in.portfolio->teams.begin(), in.portfolio->teams.end(),
                                   [](const PortfolioTeam &t) { return t.quotaGpuHours > 0; }))
    { }

    std::vector<ScheduledJob> run()
    {
        for (std::size_t j = 0; j < jobs.size(); ++j)
            describe(j);
        double t = 0;
        while (true) {
            std::erase_if(running, [&](const Running &r) {
                if (r.end > t + kQueueEps)
                    return false;
                teamGpus[jobs[r.job].team] -= out[r.job].gpus;
                return true;
            });
            startWhatFits(t);
            const double next = nextEvent(t);
            if (next == kQueueNever)
                break;
            t = next;
        }
        for (std::size_t j = 0; j < jobs.size(); ++j)
            if (waiting[j] && out[j].reason.empty())
                out[j].reason = "schedule.too_large";
        return out;
    }

private:
    /** The job's fixed facts, where it could run, or why nowhere. */
    void describe(std::size_t j)
    {
        const PortfolioJob &job = jobs[j];
        ScheduledJob &s = out[j];
        s.id = job.id;
        s.name = job.name;
        s.team = job.team;
        s.kind = job.inference ? "inference" : nameOf(trainingModeNames(), job.workload.mode);
        s.gpus = job.gpus;
        s.priority = job.priority;
        s.earliestStartDay = job.earliestStartDay;
        s.deadlineDay = job.deadlineDay;
        bool named = false, ofItsGpu = false;
        std::string engineReason;
        for (std::size_t i = 0; i < in.islands.size(); ++i) {
            const IslandCapacity &c = in.islands[i];
            if (job.island && c.island->id != *job.island)
                continue;
            named = true;
            if (job.gpu && c.gpu != *job.gpu)
                continue;
            ofItsGpu = true;
            const int n = (job.gpus + c.gpusPerServer - 1) / c.gpusPerServer;
            if (n > int(c.island->servers.size()))
                continue;
            const JobRun &r = runs.run(j, c, n, in.cloudInterruptionsPerDay);
            if (!r.reason.empty()) {
                engineReason = engineReason.empty() ? r.reason : engineReason;
                continue;
            }
            shapes[j].push_back({i, n});
            // Owned, it needs servers serving does not hold, unless it may borrow serving's.
            if (n <= c.eventually() - c.servingServers || job.preemptible)
                placements[j].push_back({i, n});
        }
        // A team's quota counts whole servers: a job whose servers exceed it never starts.
        if (const PortfolioTeam *team = in.portfolio->findTeam(job.team);
            team && team->quotaGpus > 0 && !placements[j].empty()
            && std::all_of(placements[j].begin(), placements[j].end(), [&](const Placement &p) {
                   return p.servers * in.islands[p.island].gpusPerServer > team->quotaGpus;
               })) {
            placements[j].clear();
            s.reason = "schedule.over_quota";
        }
        // Nor one whose GPU-hours are more than its team may start in a whole period.
        if (const PortfolioTeam *team = in.portfolio->findTeam(job.team);
            team && team->quotaGpuHours > 0 && !placements[j].empty()
            && std::all_of(placements[j].begin(), placements[j].end(), [&](const Placement &p) {
                   return hours(j, p) > team->quotaGpuHours + kQueueEps;
               })) {
            placements[j].clear();
            s.reason = "schedule.over_quota_hours";
        }
        if (!shapes[j].empty() && in.inCloud[j]) {
            startInCloud(j);
            return;
        }
        if (placements[j].empty()) {
            waiting[j] = false;
            if (!s.reason.empty())
                return;
            s.reason = !named                                       ? "schedule.no_island"
                       : !ofItsGpu                                  ? "schedule.no_gpu"
                       : engineReason.empty() || !shapes[j].empty() ? "schedule.too_large"
                                                                    : engineReason;
        }
    }

    void startInCloud(std::size_t j)
    {
        // Rented as the island it would run on soonest is built: the same servers, bought in.
        const Placement *best = nullptr;
        for (const Placement &p : shapes[j])
            if (!best || days(j, p) < days(j, *best))
                best = &p;
        const IslandCapacity &c = in.islands[best->island];
        const JobRun &r = runs.run(j, c, best->servers, in.cloudInterruptionsPerDay);
        const double stretch = r.goodput / r.spotGoodput;
        ScheduledJob &s = out[j];
        // Bought in (schedule.cpp, burstToCloud) because it would end late on owned servers, or
        // because serving holds the servers it would need there.
        s.cloudReason = placements[j].empty() || !s.deadlineDay ? "schedule.cloud.no_room"
                                                                : "schedule.cloud.late";
        s.reason.clear();
        s.cloud = true;
        s.island = "cloud";
        s.islandLabel = c.gpu;
        fill(s, r, best->servers * c.gpusPerServer, s.earliestStartDay, stretch);
        waiting[j] = false;
    }

    double days(std::size_t j, const Placement &p)
    {
        return runs.run(j, in.islands[p.island], p.servers, in.cloudInterruptionsPerDay).days;
    }

    /** The GPU-hours the job runs on the placement (borrowed or not: the hours it computes). */
    double hours(std::size_t j, const Placement &p)
    {
        return p.servers * in.islands[p.island].gpusPerServer * days(j, p) * 24.0;
    }

    /** The period of the team's GPU-hour quota that day t falls in (periods from day 0). */
    static long hourPeriod(const PortfolioTeam &team, double t)
    {
        return long(std::floor((t + kQueueEps) / team.quotaPeriodDays));
    }

    /** Whether the job on the placement, started at t, takes its team past the GPU-hours it
     *  may start in this period. */
    bool overHourQuota(std::size_t j, const Placement &p, double t)
    {
        const PortfolioTeam *team = in.portfolio->findTeam(jobs[j].team);
        if (!team || team->quotaGpuHours <= 0)
            return false;
        const auto used = periodHours.find({team->id, hourPeriod(*team, t)});
        return (used == periodHours.end() ? 0.0 : used->second) + hours(j, p)
               > team->quotaGpuHours + kQueueEps;
    }

    static void fill(ScheduledJob &s, const JobRun &r, int gpus, double start, double stretch)
    {
        s.gpus = gpus;
        s.startDay = start;
        s.endDay = start + r.days * stretch;
        s.endDayP10 = start + r.daysP10 * stretch;
        s.endDayP90 = start + r.daysP90 * stretch;
        s.gpuHours = gpus * (s.endDay - start) * 24.0;
        s.mfu = r.mfu;
        s.requestsPerS = r.requestsPerS ? std::optional(*r.requestsPerS / stretch) : std::nullopt;
        s.engineFallback = r.engineFallback;
    }

    int held(std::size_t island, bool borrowed) const
    {
        int n = 0;
        for (const Running &r : running)
            n += r.island == island && r.borrowed == borrowed ? r.servers : 0;
        return n;
    }

    int freeServers(std::size_t island, double t) const
    {
        const IslandCapacity &c = in.islands[island];
        return std::max(0, c.arrivedBy(t) - c.servingServers - held(island, false));
    }

    /** When `need` servers of the island are free, and how many beyond them then. */
    std::pair<double, int> shadow(std::size_t island, int need, double t) const
    {
        const IslandCapacity &c = in.islands[island];
        std::vector<std::pair<double, int>> events; // (day, servers freed or arriving)
        for (const Running &r : running)
            if (r.island == island && !r.borrowed)
                events.push_back({r.end, r.servers});
        for (double a : c.arrivals)
            if (a > t)
                events.push_back({a, 1});
        if (c.added > 0 && c.addedDay > t)
            events.push_back({c.addedDay, c.added});
        std::sort(events.begin(), events.end());
        int free = freeServers(island, t);
        if (free >= need)
            return {t, free - need};
        for (std::size_t k = 0; k < events.size();) {
            const double day = events[k].first;
            for (; k < events.size() && events[k].first <= day + kQueueEps; ++k)
                free += events[k].second;
            if (free >= need)
                return {day, free - need};
        }
        return {kQueueNever, 0};
    }

    /** Priority, then fair share (GPU-days committed over the team's share), then deadline. */
    std::vector<std::size_t> order(double t) const
    {
        std::vector<std::size_t> ready;
        for (std::size_t j = 0; j < jobs.size(); ++j)
            if (waiting[j] && jobs[j].earliestStartDay <= t + kQueueEps)
                ready.push_back(j);
        auto usage = [&](std::size_t j) {
            const PortfolioTeam *team = in.portfolio->findTeam(jobs[j].team);
            const auto used = teamGpuDays.find(jobs[j].team);
            return (used == teamGpuDays.end() ? 0.0 : used->second) / (team ? team->share : 1.0);
        };
        std::stable_sort(ready.begin(), ready.end(), [&](std::size_t a, std::size_t b) {
            if (jobs[a].priority != jobs[b].priority)
                return jobs[a].priority > jobs[b].priority;
            if (usage(a) != usage(b))
                return usage(a) < usage(b);
            return jobs[a].deadlineDay.value_or(kQueueNever)
                   < jobs[b].deadlineDay.value_or(kQueueNever);
        });
        return ready;
    }

    bool overQuota(std::size_t j) const
    {
        const PortfolioTeam *team = in.portfolio->findTeam(jobs[j].team);
        if (!team || team->quotaGpus <= 0)
            return false;
        const auto h = teamGpus.find(jobs[j].team);
        // Charged as allocated: whole servers.
        const IslandCapacity &c = in.islands[placements[j].front().island];
        const int allocated = placements[j].front().servers * c.gpusPerServer;
        return (h == teamGpus.end() ? 0 : h->second) + allocated > team->quotaGpus;
    }

    void noteWait(std::size_t j, const char *reason, std::string detail = {})
    {
        if (out[j].waitReason.empty()) {
            out[j].waitReason = reason;
            out[j].waitDetail = std::move(detail);
        }
    }

    void start(std::size_t j, const Placement &p, double t, double dayShare)
    {
        const IslandCapacity &c = in.islands[p.island];
        const JobRun &r = runs.run(j, c, p.servers, in.cloudInterruptionsPerDay);
        ScheduledJob &s = out[j];
        s.island = c.island->id;
        s.islandLabel = c.island->label;
        fill(s, r, p.servers * c.gpusPerServer, t, 1.0 / dayShare);
        if (dayShare < 1.0) {
            s.borrowedDayShare = dayShare;
            s.gpuHours = s.gpus * r.days * 24.0; // the hours it runs, not the hours it waits
        }
        running.push_back({j, p.island, p.servers, s.endDay, dayShare < 1.0});
        waiting[j] = false;
        teamGpus[jobs[j].team] += s.gpus;
        teamGpuDays[jobs[j].team] += s.gpuHours / 24.0;
        if (const PortfolioTeam *team = in.portfolio->findTeam(jobs[j].team);
            team && team->quotaGpuHours > 0)
            periodHours[{team->id, hourPeriod(*team, t)}] += s.gpuHours;
    }

    /** A placement that fits now without delaying the reservation; nullptr if none. */
    const Placement *fitNow(std::size_t j, double t, const std::optional<Reservation> &held,
                            bool &heldBack)
    {
        const Placement *best = nullptr;
        for (const Placement &p : shapes[j]) {
            if (freeServers(p.island, t) < p.servers || overHourQuota(j, p, t))
                continue;
            if (held && held->island == p.island && t + days(j, p) > held->shadow + kQueueEps
                && p.servers > held->extra) {
                heldBack = true;
                continue;
            }
            if (!best || days(j, p) < days(j, *best))
                best = &p;
        }
        return best;
    }

    /** A preemptible job on serving's idle servers, when that ends before waiting would. */
    bool borrow(std::size_t j, double t)
    {
        if (!jobs[j].preemptible)
            return false;
        for (const Placement &p : placements[j]) {
            const IslandCapacity &c = in.islands[p.island];
            const int lent = held(p.island, true);
            // Serving's servers that have arrived: a later phase's are not there to lend yet.
            if (lent + p.servers > std::min(c.servingServers, c.arrivedBy(t))
                || overHourQuota(j, p, t))
                continue;
            const double share = c.idleShare(lent + p.servers);
            if (share < kMinBorrowedDayShare)
                continue;
            const double queued = shadow(p.island, p.servers, t).first + days(j, p);
            if (t + days(j, p) / share < queued) {
                start(j, p, t, share);
                return true;
            }
        }
        return false;
    }

    void startWhatFits(double t)
    {
        std::optional<Reservation> reservation;
        for (std::size_t j : order(t)) {
            if (overQuota(j)) {
                const PortfolioTeam *team = in.portfolio->findTeam(jobs[j].team);
                noteWait(j, "schedule.wait.quota", team ? team->name : jobs[j].team);
                continue;
            }
            // The team has started its GPU-hours for the period: the job waits for the next one
            // (and holds no reservation it could not use).
            if (std::all_of(shapes[j].begin(), shapes[j].end(),
                            [&](const Placement &p) { return overHourQuota(j, p, t); })) {
                const PortfolioTeam *team = in.portfolio->findTeam(jobs[j].team);
                noteWait(j, "schedule.wait.quota_hours", team ? team->name : jobs[j].team);
                continue;
            }
            bool heldBack = false;
            if (const Placement *p = fitNow(j, t, reservation, heldBack)) {
                if (reservation && reservation->island == p->island
                    && t + days(j, *p) > reservation->shadow + kQueueEps)
                    reservation->extra -= p->servers;
                start(j, *p, t, 1.0);
                continue;
            }
            if (borrow(j, t))
                continue;
            if (heldBack) {
                noteWait(j, "schedule.wait.backfill", jobs[reservation->job].id);
                continue;
            }
            // Only a job that can get servers holds the one reservation (one that could only
            // borrow never would, and would leave the next large job unprotected).
            if (!reservation)
                if (const Reservation r = reserve(j, t); r.shadow < kQueueNever)
                    reservation = r;
            noteCapacityWait(j, t);
        }
    }

    Reservation reserve(std::size_t j, double t) const
    {
        Reservation best;
        best.job = j;
        for (const Placement &p : placements[j]) {
            const auto [day, extra] = shadow(p.island, p.servers, t);
            if (day < best.shadow) {
                best.island = p.island;
                best.shadow = day;
                best.extra = extra;
            }
        }
        return best;
    }

    /** Waiting for servers: racks not yet arrived, or the running job that frees them first. */
    void noteCapacityWait(std::size_t j, double t)
    {
        const Placement &p = placements[j].front();
        const IslandCapacity &c = in.islands[p.island];
        if (c.arrivedBy(t) < c.eventually() && c.arrivedBy(t) - c.servingServers < p.servers) {
            noteWait(j, "schedule.wait.phase");
            return;
        }
        const Running *first = nullptr;
        for (const Running &r : running)
            if (r.island == p.island && !r.borrowed && (!first || r.end < first->end))
                first = &r;
        noteWait(j, "schedule.wait.capacity", first ? jobs[first->job].id : std::string());
    }

    double nextEvent(double t) const
    {
        if (std::none_of(waiting.begin(), waiting.end(), [](bool w) { return w; }))
            return kQueueNever;
        double next = kQueueNever;
        for (const Running &r : running)
            next = std::min(next, r.end > t + kQueueEps ? r.end : next);
        for (const IslandCapacity &c : in.islands) {
            for (double a : c.arrivals)
                next = a > t + kQueueEps ? std::min(next, a) : next;
            if (c.added > 0 && c.addedDay > t + kQueueEps)
                next = std::min(next, c.addedDay);
        }
        for (std::size_t j = 0; j < jobs.size(); ++j)
            if (waiting[j] && jobs[j].earliestStartDay > t + kQueueEps)
                next = std::min(next, jobs[j].earliestStartDay);
        // A team's GPU-hours start again with its next period, if it has spent any in this one
        // (an untouched period would free nothing, and the queue would never end).
        for (std::size_t j = 0; anyHourQuota && j < jobs.size(); ++j) {
            const PortfolioTeam *team = waiting[j] ? in.portfolio->findTeam(jobs[j].team) : nullptr;
            if (!team || team->quotaGpuHours <= 0)
                continue;
            const long period = hourPeriod(*team, t);
            if (periodHours.count({team->id, period}))
                next = std::min(next, double(period + 1) * team->quotaPeriodDays);
        }
        return next;
    }

    const SimulationInput &in;
    JobRuns &runs;
    const std::vector<PortfolioJob> &jobs;
    std::vector<ScheduledJob> out;
    /** Per job: where its servers exist and the engine trains it (what the cloud rents). */
    std::vector<std::vector<Placement>> shapes;
    /** Of those, where the owned cluster can give it servers. */
    std::vector<std::vector<Placement>> placements;
    std::vector<bool> waiting;
    const bool anyHourQuota; ///< whether the periods' boundaries are events at all
    std::vector<Running> running;
    std::map<std::string, int> teamGpus;
    std::map<std::string, double> teamGpuDays;
    std::map<std::pair<std::string, long>, double> periodHours; ///< (team, period): GPU-hours
};

} // namespace

std::vector<ScheduledJob> simulateQueue(const SimulationInput &in, JobRuns &runs)
{
    return Queue(in, runs).run();
}

} // namespace cl
