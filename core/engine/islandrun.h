// SPDX-License-Identifier: GPL-3.0-or-later
// One training estimate on one group of GPU servers: an island of the compute fabric, a
// hierarchical cluster of islands, or the whole design. The ledger runs it per island and
// reports the best; each run carries its own diagnostics so only the chosen one's reach the user.
#pragma once

#include "clusterspec.h"
#include "diagnostic.h"
#include "planner.h"
#include "trainingjob.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cl {

class Catalog;
class Design;
class PlanCache;
struct Parallelism;

/** Calibration profiles by GPU id, applied wherever the design uses that GPU. */
using Calibrations = std::map<std::string, EfficiencyProfile>;

/**
 * What every island's cluster reads of the whole design: which racks stand in a scale-up domain,
 * and what the design's file servers move. Scanned once per evaluation and shared by the
 * islands (scanned per island, a hall of 1,024 islands was quadratic in its devices).
 */
struct DesignScan
{
    std::unordered_map<std::string_view, std::string_view> rackDomain; ///< views into the design
    double storageWriteBytesPerS = 0; ///< checkpoints: the storage servers' share of line rate
    double storageReadBytesPerS = 0; ///< loaders: the storage or NFS servers'
};

DesignScan scanDesign(const Design &design, const Catalog &catalog);

/**
 * The cluster a set of GPU servers forms with `perGpuBitsPerS` between servers behind leaves of
 * `oversubscription`: the slowest GPU paces it, the smallest memory bounds its layouts (the
 * mixed-models warning says both). nullopt without GPUs. A calibration for the pacing GPU
 * replaces its built-in efficiency fractions. `scan` is scanDesign's of the same design.
 */
std::optional<ClusterSpec> clusterFromServers(const Design &design, const Catalog &catalog,
                                              const DesignScan &scan,
                                              const std::vector<std::size_t> &servers,
                                              double perGpuBitsPerS, double oversubscription,
                                              const Calibrations &calibrations, Diagnostics &out);
/** The same, scanning the design for this one call. */
std::optional<ClusterSpec> clusterFromServers(const Design &design, const Catalog &catalog,
                                              const std::vector<std::size_t> &servers,
                                              double perGpuBitsPerS, double oversubscription,
                                              const Calibrations &calibrations, Diagnostics &out);

struct IslandRun
{
    ClusterSpec cluster;
    TrainingJob job; ///< the job as it ran here: the default batch is this cluster's
    std::optional<TrainingEstimate> training; ///< valid or with its invalid code; may not fit
    std::optional<PlanResult> plan; ///< when the workload leaves the layout to the planner
    int idleGpus = 0;
    double planMs = 0;
    /** Empty when the run trains and fits; else a reason code (cltext words it). */
    std::string reason;
    Diagnostics diagnostics; ///< cannot-train, out-of-memory, idle GPUs, MFU above published

    bool trains() const { return reason.empty() && training && training->valid; }
};

/**
 * engine.mfu_above_published when the estimate's MFU, counted as the published runs count it
 * (the whole attention square), is above the best published run on its GPU and precision: the
 * estimate is optimistic, and says so. nullopt otherwise.
 */
std::optional<Diagnostic> mfuAbovePublished(const TrainingEstimate &estimate, const GpuModel &gpu,
                                            Precision precision);

/** Plans (or takes the design's fixed layout) and estimates the job on one cluster. */
IslandRun runOnCluster(const Parallelism &parallelism, const TrainingJob &job,
                       const ClusterSpec &cluster, PlanCache &cache);

} // namespace cl
