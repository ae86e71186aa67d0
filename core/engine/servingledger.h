// SPDX-License-Identifier: GPL-3.0-or-later
// The design's serving workloads on its GPUs: each model sized on the island it names (else the
// largest), with the island's most common GPU, the design's own cost per GPU-hour and the
// site's cloud price, the design's facility power (typical) spread over its GPUs for energy per
// token. Diagnostics say when a model does not fit or the island is short of GPUs.
#pragma once

#include "diagnostic.h"
#include "model/workload.h"
#include "serving/servingfigures.h"
#include "serving/servingmodel.h"

#include <optional>
#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;
struct GpuModel;
struct ServingWorkload;
struct IslandReport;
struct CostReport;

struct ServingReport
{
    std::string name;
    std::string island; ///< the island it runs on
    std::string gpu; ///< catalog GPU id
    int gpus = 0; ///< of that GPU on the island
    ServingSetup setup; ///< as run (tp chosen when the workload left it open)
    std::optional<ServingEstimate> estimate;
    std::string reason; ///< serving.* when there is no estimate
    std::optional<double> usdPerMillionOwned;
    std::optional<double> usdPerMillionCloud;
    /** compute, memory, bandwidth, energy, ttft, tpot (servingfigures.h); empty without GPUs. */
    std::map<std::string, LedgerRow> dimensions;
    std::vector<ServingCurvePoint> curve; ///< throughput and latency against concurrency
};

/** The setup `w` runs with on `gpu`: the engine it names where that runs on the card (else the
 *  card's usual one, and `engineRefused` set), its deployment, precisions, request shape, load,
 *  targets and the calibration profile; its TP as given, else 1 (estimateOnGpus chooses). */
ServingSetup servingSetupFor(const ServingWorkload &w, const ModelShape &shape, const Catalog &c,
                             const GpuModel &gpu, const EfficiencyProfile &profile,
                             bool &engineRefused);
/** `setup` on `gpus` GPUs in whole replicas at TP `tp`, or with tp 0 at the TP up to `maxTp`
 *  (one server's GPUs) that serves best; `setup` is left as run. */
ServingEstimate estimateOnGpus(ServingSetup &setup, int gpus, int tp, int maxTp);

/**
 * Each workload's estimate and curve from the last evaluation, by what they depend on (the
 * workload, its GPU, their count and one server's): an edit elsewhere (a price, the PUE, a
 * cable) does not simulate the tail again. Valid for one catalog and one set of calibrations
 * (LedgerSession keeps one).
 */
struct ServingMemo
{
    struct Entry
    {
        ServingWorkload workload;
        std::string gpu;
        int gpus = 0, maxTp = 0;
        ServingSetup setup; ///< as run
        ServingEstimate estimate;
        std::vector<ServingCurvePoint> curve;
    };
    std::vector<Entry> entries;
    int reused = 0; ///< workloads the last evaluation took from it
};

std::vector<ServingReport>
evaluateServing(const Design &design, const Catalog &catalog,
                const std::vector<IslandReport> &islands, const CostReport &cost,
                double facilityTypicalW,
                const std::map<std::string, EfficiencyProfile> &calibrations, Diagnostics &out,
                ServingMemo *memo = nullptr);

} // namespace cl
