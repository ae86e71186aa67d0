// SPDX-License-Identifier: GPL-3.0-or-later
// The whole ledger of a design (seed 001 §2.2): compute, memory, bandwidth, energy and time, with
// per-rack power, the network as cabled, the bill of materials, cost, and every diagnostic.
#pragma once

#include "cost/bom.h"
#include "diagnostic.h"
#include "networkanalysis.h"
#include "planner.h"
#include "power/rackpower.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

class PlanCache;

class Catalog;
class Design;

/** One of the five dimensions: what the run needs against what the cluster has. */
struct LedgerRow
{
    std::string unit;
    std::optional<double> required;
    std::optional<double> available;
    std::optional<double> calibrated; ///< available as calibrated by a probe profile
    std::optional<double> headroom; ///< available / required - 1 (negative when short)
    // The formula is worded by the row's key (compute, memory, ...) in cltext.
};

struct RackReport
{
    std::string id;
    std::string name;
    RackLoad load;
};

struct SiteReport
{
    double itMaxW = 0;
    double itTypicalW = 0;
    double usableW = 0;
    double facilityMaxW = 0;
    double facilityTypicalW = 0;
    double heatBtuPerHour = 0; ///< at max IT power
    double coolingTons = 0;
    double runEnergyJ = 0; ///< facility energy of the training run
    double yearEnergyJ = 0; ///< facility energy per year at the site's utilisation
};

struct CostReport
{
    double capexUsd = 0;
    double opexUsdPerYear = 0;
    std::string opexBasis; ///< "energy" or "colocation"
    double usdPerGpuHour = 0;
    std::optional<double> cloudUsdPerGpuHour;
    std::optional<double> runUsdOwned;
    std::optional<double> runUsdCloud;
    std::optional<double> breakEvenUtilisation;
};

struct ScalingPoint
{
    int gpus = 0;
    double trainDays = 0;
    double mfu = 0;
    bool current = false;
};

struct DesignLedger
{
    std::optional<TrainingJob> job;
    std::optional<ClusterSpec> cluster;
    std::optional<TrainingEstimate> training;
    std::optional<PlanResult> plan; ///< when the design leaves parallelism to the planner
    std::optional<TrainingEstimate> trainingCalibrated;
    std::vector<RackReport> racks;
    SiteReport site;
    CostReport cost;
    NetworkAnalysis network;
    Bom bom;
    std::map<std::string, LedgerRow> ledger; ///< compute, memory, bandwidth, energy, time
    std::vector<ScalingPoint> scaling;
    Diagnostics diagnostics;
    double planMs = 0;
    int idleGpus = 0; ///< GPUs no layout could use with the workload's global batch
};

/** Calibration profiles by GPU id, applied wherever the design uses that GPU. */
using Calibrations = std::map<std::string, EfficiencyProfile>;

/**
 * The cluster the design's GPU servers and compute cabling form; nullopt without GPUs. A profile
 * in calibrations for the pacing GPU replaces its built-in efficiency profile.
 */
std::optional<ClusterSpec> clusterFromDesign(const Design &design, const Catalog &catalog,
                                             const NetworkAnalysis &network,
                                             const Calibrations &calibrations, Diagnostics &out);

/** With a `cache`, a plan for the same job and cluster is not searched again (plancache.h). */
DesignLedger evaluateDesign(const Design &design, const Catalog &catalog,
                            const Calibrations &calibrations = {}, PlanCache *cache = nullptr);

} // namespace cl
