// SPDX-License-Identifier: GPL-3.0-or-later
// The whole ledger of a design (seed 001 §2.2): compute, memory, bandwidth, energy and time, with
// per-rack power, the network as cabled, the bill of materials, cost, and every diagnostic.
#pragma once

#include "cost/bom.h"
#include "diagnostic.h"
#include "islandrun.h"
#include "ledgerrow.h"
#include "networkanalysis.h"
#include "planner.h"
#include "power/coolingplan.h"
#include "servingledger.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

class PlanCache;

class Catalog;
class Design;

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
    /** Of itMaxW, the heat racks hand to direct liquid cooling (devices' liquid_share); the rest
     *  goes to the room's air. */
    double liquidMaxW = 0;
    double coolingTons = 0;
    /** Heat by the way it leaves, the CDUs and the facility power they make (coolingplan.h):
     *  facilityMaxW and facilityTypicalW are its. */
    CoolingPlan cooling;
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

/** What one island, or a hierarchical cluster of islands, alone would achieve. */
struct IslandReport
{
    std::string id; ///< "island:<smallest server id>"; empty for a hierarchical cluster
    int gpus = 0;
    std::map<std::string, int> gpuModels; ///< catalog GPU id -> count
    std::string fabric; ///< what joins its servers: compute, in_band, storage; none when alone
    std::string network; ///< per-GPU bandwidth between its servers ("200 Gb/s/GPU", "-")
    std::vector<std::string> members; ///< hierarchical: the islands it joins
    std::string label; ///< its servers by name (networkanalysis.h), for people; id is for files
    std::vector<std::string> memberLabels; ///< hierarchical: the islands' labels
    std::optional<double> trainDays; ///< with a layout that trains and fits
    /** The band of the run (errorband.h); absent without measured bands. */
    std::optional<EstimateBand> band;
    std::optional<double> mfu;
    std::string reason; ///< why no estimate, as a reason code (cltext words it)
    bool chosen = false; ///< the ledger's main figures are this one's
};

struct DesignLedger
{
    std::optional<TrainingJob> job;
    std::optional<ClusterSpec> cluster;
    std::optional<TrainingEstimate> training;
    std::optional<PlanResult> plan; ///< when the design leaves parallelism to the planner
    std::optional<TrainingEstimate> trainingCalibrated;
    /** Which file each calibrated figure came from (EfficiencyProfile::figureSources), for the
     *  ledger's calibrated column; empty for a probe profile stored before files were read. */
    std::map<std::string, std::string> calibrationSources;
    std::vector<RackReport> racks;
    SiteReport site;
    CostReport cost;
    NetworkAnalysis network;
    Bom bom;
    std::map<std::string, LedgerRow> ledger; ///< compute, memory, bandwidth, energy, time
    std::vector<ScalingPoint> scaling;
    /** Every island with GPUs, then the hierarchical clusters; one of them is chosen. */
    std::vector<IslandReport> islands;
    /** The design's serving workloads, each on its island (servingledger.h). */
    std::vector<ServingReport> serving;
    Diagnostics diagnostics;
    double planMs = 0;
    int idleGpus = 0; ///< GPUs no layout could use with the workload's global batch
};

/**
 * The cluster all the design's GPU servers form as one (no bandwidth between servers when the
 * compute fabric is split); nullopt without GPUs. A profile in calibrations for the pacing GPU
 * replaces its built-in efficiency profile.
 */
std::optional<ClusterSpec> clusterFromDesign(const Design &design, const Catalog &catalog,
                                             const NetworkAnalysis &network,
                                             const Calibrations &calibrations, Diagnostics &out);

/**
 * The ledger's figures are for one island: the one the workload names, else the fastest (an
 * island, or a hierarchical cluster of islands), else the largest with the reason it cannot train.
 * With a `cache`, a plan for the same job and cluster is not searched again (plancache.h). */
DesignLedger evaluateDesign(const Design &design, const Catalog &catalog,
                            const Calibrations &calibrations = {}, PlanCache *cache = nullptr);

} // namespace cl
