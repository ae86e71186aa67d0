// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster as a shared resource over months (format version 14): the teams that share it,
// the hardware that arrives in phases, the training, fine-tune and inference jobs queued on it, and
// the cloud it may burst to. schedule/schedule.h plans it; the design's serving fleets hold their
// GPUs through the day as their load curves say.
#pragma once

#include "money.h"
#include "workload.h"

#include <optional>
#include <string>
#include <vector>

namespace cl {

/** A team with a share of the cluster (fair share orders equal priorities by GPU-days used per
 *  share) and, optionally, a ceiling on the GPUs its jobs hold at once. */
struct PortfolioTeam
{
    std::string id;
    std::string name;
    double share = 1;
    int quotaGpus = 0; ///< 0: no ceiling
    /** GPU-hours the team's jobs may start in each period of quotaPeriodDays from day 0; 0: no
     *  ceiling. A job is charged its whole GPU-hours in the period it starts (as Slurm's
     *  GrpTRESMins with a UsageResetPeriod counts a job's time when it is allowed to start). */
    double quotaGpuHours = 0;
    double quotaPeriodDays = 30;

    bool operator==(const PortfolioTeam &) const = default;
};

/** Racks that arrive later: their GPU servers join the schedule on arrivalDay. */
struct HardwarePhase
{
    std::string name;
    double arrivalDay = 0;
    std::vector<std::string> racks; ///< rack ids

    bool operator==(const HardwarePhase &) const = default;
};

/** An evaluation sweep or a batch-inference job (format 16): `requests` prompts of the served
 *  model's shape, run at the throughput the serving model gives on the GPUs the job gets. */
struct BatchInference
{
    ServingWorkload serving; ///< the model, precisions, request shape, engine and layout
    double requests = 100'000;

    bool operator==(const BatchInference &) const = default;
};

/** One run in the queue: training or fine-tuning (its kind is its workload's mode), or, with
 *  `inference`, an evaluation or batch-inference job. */
struct PortfolioJob
{
    std::string id;
    std::string name;
    std::string team; ///< a team id
    int gpus = 8;
    int priority = 0; ///< higher runs first
    double earliestStartDay = 0;
    std::optional<double> deadlineDay; ///< counted from day 0 of the schedule
    std::optional<std::string> island; ///< "island:<server id>"; absent: any that fits
    /** A catalog GPU id: the job runs only on islands of that GPU (its kernels, its memory, the
     *  GPUs its budget was approved for); absent: any GPU. */
    std::optional<std::string> gpu;
    bool preemptible = false; ///< may run on serving servers their load curve leaves idle
    Workload workload; ///< the run it trains; kept, unused, while it is an inference job
    std::optional<BatchInference> inference;

    bool operator==(const PortfolioJob &) const = default;
};

/** Capacity rented by the GPU-hour for what the owned cluster cannot finish by its deadline
 *  (seed 004: own the base, rent the peaks). */
struct CloudBurst
{
    bool allowed = false;
    /** Absent: the site's cloud price for the GPU the job would have run on. */
    std::optional<Money> pricePerGpuHour;
    /** Spot capacity: interruptions per day, each a restart from the last checkpoint (goodput);
     *  0 for on-demand or reserved capacity. */
    double interruptionsPerDay = 0;

    bool operator==(const CloudBurst &) const = default;
};

struct Portfolio
{
    std::vector<PortfolioTeam> teams;
    std::vector<HardwarePhase> phases;
    std::vector<PortfolioJob> jobs;
    CloudBurst cloud;

    const PortfolioTeam *findTeam(const std::string &id) const
    {
        for (const auto &t : teams)
            if (t.id == id)
                return &t;
        return nullptr;
    }
    bool operator==(const Portfolio &) const = default;
};

} // namespace cl
