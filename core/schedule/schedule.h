// SPDX-License-Identifier: GPL-3.0-or-later
// The design's portfolio planned over time (issue 30): which job runs where and when, what it
// waits for, how busy each island is week by week, what the cloud takes and what to buy next.
//
// The policy, stated so a planner can check it: jobs take whole GPU servers of one compute
// island. Serving fleets hold the servers their peak load needs (ServingEstimate::gpusNeeded)
// from day 0. At every event (a job ends, racks arrive, a job becomes eligible) the waiting jobs
// are taken by priority (higher first), then fair share (the team's GPU-days so far over its
// share, lower first), then deadline (earlier first), then their order in the file. A job starts
// on the island where it would end soonest; a team at its GPU quota waits, and so does a team
// that has started its GPU-hours for the period (each job charged its whole GPU-hours in the
// period it starts; the next period, from day 0, starts afresh). The first job that
// does not fit reserves the earliest servers it can have (EASY backfill): later jobs start ahead
// of it only where they do not delay it. A preemptible job may instead run on serving servers
// the load curve leaves idle, at the share of the day they are idle. Each job's duration is the
// engine's estimate (with goodput) on the servers it gets, and its P10-P90 the engine's band.
#pragma once

#include "diagnostic.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;
struct DesignLedger;

struct ScheduledJob
{
    std::string id;
    std::string name;
    std::string team;
    /** The workload's mode (pretrain, full-finetune, lora, qlora), or inference. */
    std::string kind;
    std::string island; ///< the island it ran on; "cloud" when bought in; empty when it did not run
    std::string islandLabel;
    int gpus = 0; ///< as allocated: whole servers
    int priority = 0;
    double earliestStartDay = 0;
    double startDay = 0;
    double endDay = 0;
    double endDayP10 = 0, endDayP90 = 0;
    std::optional<double> deadlineDay;
    bool deadlineMet = true; ///< the median end by the deadline (true without one)
    bool deadlineMetP90 = true; ///< the P90 end by the deadline
    double gpuHours = 0;
    std::optional<double> mfu;
    /** An inference job's prompts per second as it ran (on borrowed servers, over the day). */
    std::optional<double> requestsPerS;
    /** An inference job's engine does not run on the GPU it got: the card's usual one served. */
    bool engineFallback = false;
    bool cloud = false;
    /** Why it was bought in: schedule.cloud.late (owned, it would end after its deadline) or
     *  schedule.cloud.no_room (no owned servers free of serving for it). */
    std::string cloudReason;
    /** On serving servers the load curve leaves idle: the share of each day it runs. */
    std::optional<double> borrowedDayShare;
    /** Why it started after it could: schedule.wait.capacity | quota | quota_hours | backfill |
     *  phase; empty when it started at once. waitDetail names the job it waited for, or the team
     *  at its quota. */
    std::string waitReason;
    std::string waitDetail;
    /** Why it did not run: schedule.too_large, schedule.no_island, schedule.no_gpu,
     *  schedule.over_quota, schedule.over_quota_hours, or the engine's reason. */
    std::string reason;

    double waitDays() const { return startDay - earliestStartDay; }
    bool ran() const { return reason.empty(); }
};

struct IslandUtilisation
{
    std::string island;
    std::string label;
    int servers = 0; ///< once every phase has arrived
    std::vector<double> weeks; ///< busy server-days over arrived server-days, week by week
};

struct TeamSummary
{
    std::string id;
    std::string name;
    double share = 1;
    int jobs = 0;
    double gpuDays = 0; ///< owned and cloud
    double queueWaitDays = 0; ///< mean over its jobs that ran
    int deadlinesMissed = 0; ///< median end past the deadline
};

/** The smallest addition to one island that brings every reachable deadline in at P90. */
struct NextPhase
{
    std::string island;
    std::string islandLabel;
    std::string server; ///< catalog server model the island is built of
    int servers = 0;
    int gpus = 0;
    double arriveByDay = 0; ///< the latest arrival that still meets every deadline
    double capexUsd = 0; ///< servers x the design's capex per GPU server (network and racks in)
    std::vector<std::string> jobsFixed; ///< jobs whose P90 deadline it brings in
};

struct CloudUse
{
    bool allowed = false;
    double gpuHours = 0;
    std::optional<double> costUsd; ///< absent without a price
    double usdPerGpuHour = 0;
    double interruptionsPerDay = 0;
    std::vector<std::string> jobs;
};

struct Schedule
{
    std::vector<ScheduledJob> jobs; ///< in the portfolio's order
    std::vector<IslandUtilisation> utilisation;
    std::vector<TeamSummary> teams;
    std::optional<NextPhase> nextPhase;
    /** Deadlines are missed and no addition of up to four times the island brings them in. */
    bool nextPhaseNotFound = false;
    CloudUse cloud;
    double horizonDays = 0; ///< the last end
    /** Jobs whose deadline is out of reach on any capacity (their run alone is longer). */
    std::vector<std::string> unreachable;
    Diagnostics diagnostics;

    /** The team's name, or its id when the schedule has no such team. */
    std::string teamName(const std::string &id) const;
};

/** The portfolio of `design` on the ledger's islands and serving fleets; empty without one. */
Schedule scheduleDesign(const Design &design, const Catalog &catalog, const DesignLedger &ledger);

} // namespace cl
