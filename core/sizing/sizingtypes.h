// SPDX-License-Identifier: GPL-3.0-or-later
// Design from targets: what the planner asks for ("train this model on these tokens by this date,
// within these kW and this budget") and what the search answers, as plain values. Core speaks in
// codes and numbers; cltext words the codes.
#pragma once

#include "catalog/procurement.h"
#include "engine/estimate.h"
#include "model/enums.h"
#include "model/money.h"
#include "model/workload.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

/** A GPU and the server it is bought in. */
struct SizingCandidate
{
    std::string gpu;
    std::string server;
    bool operator==(const SizingCandidate &) const = default;
};

struct SizingTargets
{
    /** Model, tokens, sequence length, precision, optimizer, stack; the layout is the planner's.
     *  Its deadline and budget are set from the fields below in every design made. */
    Workload workload;
    double deadlineDays = 90;
    std::vector<SizingCandidate> candidates;
    std::string rackModel; ///< empty: the cheapest catalog rack whose cooling covers rackKw
    double rackKw = 40; ///< usable power per rack (feeds, 2N redundancy, derating included)
    double pue = 1.3;
    /** Money as entered (version 10): the tariff and the budget in USD or `currency`, at
     *  `currencyPerUsd` taken on `currencyRateDate`; the search compares in USD (sizingmoney.h)
     *  and the design it makes keeps them as given. */
    Tariff electricity;
    std::string currency = "USD";
    double currencyPerUsd = 1.0;
    std::string currencyRateDate;
    std::optional<double> siteMw; ///< facility power ceiling
    std::optional<Money> budget; ///< capex ceiling
    std::map<std::string, double> cloudUsdPerGpuHour; ///< by GPU id, for the cloud cost of the run
    int maxGpus = 16384; ///< the ladder's top
    /** Where the GPUs are bought (procurement.h: cn, global); empty: no market, nothing is
     *  left out. A part the market cannot buy is searched only up to what `held` holds. */
    std::string market;
    HeldParts held;
};

/** One evaluated option: a candidate at a cluster size, synthesised and run through the ledger. */
struct SizingOption
{
    int candidate = -1; ///< index into SizingTargets::candidates
    int servers = 0;
    int gpus = 0;
    int racks = 0; ///< GPU, network and storage racks
    int gpuRacks = 0;
    std::string rackLimit; ///< what bounds servers per rack: power, space, weight or cooling
    int serversPerRack = 0;
    int switches = 0;
    int storageServers = 0;
    std::optional<double> trainDays;
    /** The band of the days (errorband.h): the deadline is met at P90 (9 in 10); absent
     *  without measured bands, and then the point estimate decides. */
    std::optional<EstimateBand> band;
    std::optional<double> mfu;
    std::string noEstimateReason; ///< a reason code when trainDays is absent
    std::map<std::string, std::string> noEstimateParams; ///< a sizing.* reason's parameters
    double capexUsd = 0;
    std::optional<double> runUsdOwned;
    std::optional<double> runUsdCloud;
    double runEnergyUsd = 0;
    double facilityMaxW = 0;
    int errors = 0; ///< error diagnostics of the synthesised design
    bool pareto = false;
    /** Why it was not chosen (sizing.*): misses_deadline, over_budget, over_site_power,
     *  dominated, costlier, no_estimate; empty for the chosen option. */
    std::string whyNot;
    int dominatedBy = -1; ///< index into SizingResult::options, for "dominated"

    bool meetsDeadline(double days) const
    {
        return trainDays && (band ? band->trainDaysP90 : *trainDays) <= days;
    }
};

/** What one change of the targets would do to the chosen design (JSON `sensitivity`). */
struct SensitivityCase
{
    std::string change; ///< deadline_plus_month | budget_plus_20 | rack_kw_60
    std::optional<SizingOption> chosen; ///< absent: nothing meets the changed targets either
};

struct SizingResult
{
    /** Empty when the search ran; else a code (sizing.no_candidates, sizing.unknown_gpu, ...). */
    std::string error;
    std::map<std::string, std::string> errorParams;
    std::vector<SizingOption> options; ///< every option evaluated, by candidate then size
    std::vector<int> bestPerCandidate; ///< per candidate: lowest capex meeting the deadline, or -1
    /** Per candidate: the most GPUs the search could use (-1: no limit but maxGpus); 0 means it
     *  was left out unsearched because the market cannot buy it and too few are held. */
    std::vector<int> usableGpus;
    int chosen = -1; ///< into options; -1 when no option meets every target
    int nearestMiss = -1; ///< when nothing is chosen: the option closest to the targets
    std::vector<SensitivityCase> sensitivity;
    bool cancelled = false;
    double elapsedMs = 0;
};

} // namespace cl
