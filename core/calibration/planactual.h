// SPDX-License-Identifier: GPL-3.0-or-later
// The plan against the actual (seed 001 §5.3's weekly "full-link resource bill"): what the
// cards of a running design did, from its telemetry files (one per period: a week's export, a
// day's), beside what the ledger planned for them, each drift over a tolerance marked.
#pragma once

#include "calibration/telemetry.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cl {

class Catalog;
struct DesignLedger;

/**
 * What the ledger plans per GPU for its training run, in telemetry's terms. How each is read off
 * the engine's step (docs/calibration.md):
 *  - utilization (nvidia-smi utilization.gpu, "a kernel was running"): the step less the
 *    pipeline bubble and the host overhead, where no kernel runs;
 *  - SM active (DCGM_FI_PROF_SM_ACTIVE): the compute and optimizer share of the step;
 *  - tensor active (DCGM_FI_PROF_PIPE_TENSOR_ACTIVE): the hardware FLOP utilisation (HFU),
 *    the tensor pipes' share of their dense peak;
 *  - memory: the memory fit's total per GPU; power: the GPU's TDP, which training holds the
 *    card near (the ledger's typical power counts GPUs at TDP);
 *  - network: the bytes the engine sends between servers each step, per server per second,
 *    against node_exporter's InfiniBand port counters.
 */
struct PlanFigures
{
    std::string gpuId;
    int gpus = 0;
    std::optional<double> utilization, smActive, tensorActive;
    std::optional<double> memoryBytesPerGpu, powerWPerGpu;
    /** What a server's NICs send between servers per second: the engine's bytes per GPU per
     *  step x GPUs per server / step time (absent on one server). */
    std::optional<double> networkBytesPerSPerServer;
};
/** The figures for the ledger's training run; absent (all nullopt) without one. */
PlanFigures planFigures(const DesignLedger &ledger, const Catalog &catalog);

/** A card that did less than the others of its period (its own means). */
struct GpuOutlier
{
    std::string gpu; ///< as the file names it ("node-a/5", "5")
    std::optional<double> utilization, smActive, powerW;
};

/** One telemetry file: one period of the bill. */
struct BillPeriod
{
    std::string file;
    std::optional<double> startEpochS, durationS;
    TelemetrySummary actual;
    /** The GPUs' energy over the period: the cards' counters where the file has them, else
     *  mean power x duration x GPUs; absent without either. */
    std::optional<double> energyJ;
    bool energyFromCounter = false;
    /** GPUs whose mean utilization (SM active where the file has it) is below the period's
     *  median GPU by more than the tolerance: one slow card paces a synchronous job. */
    std::vector<GpuOutlier> outliers;
};

/** A figure of the bill in one period: planned, observed, and the relative drift. */
struct BillCell
{
    std::optional<double> plan, actual;
    std::optional<double> drift; ///< actual / plan - 1, where both are known
    bool drifted = false; ///< |drift| over the bill's tolerance
};

/** One row: utilization | sm_active | tensor_active | memory_per_gpu | power_per_gpu |
 *  nvlink_per_gpu | pcie_per_gpu | network_per_server | energy (units: ratio, bytes, W,
 *  bytes/s, J). */
struct BillLine
{
    std::string metric;
    std::vector<BillCell> cells; ///< one per period
};

struct PlanActualBill
{
    PlanFigures plan;
    std::vector<BillPeriod> periods; ///< in time order where the files say, else as given
    std::vector<BillLine> lines;
    double tolerance = 0.10;
};

/** One period's telemetry file, read whole (size-capped as calibration inputs are). A CSV
 *  without header needs `fields`; errors name the file and line. */
std::optional<TelemetryFile> loadTelemetryFile(const std::string &path,
                                               const std::vector<std::string> &fields,
                                               LoadErrors &errors);

/** The bill of the files against the plan; periods sorted by their first sample's time. */
PlanActualBill planAgainstActual(const PlanFigures &plan,
                                 const std::vector<std::pair<std::string, TelemetryFile>> &files,
                                 double tolerance);

/** The bill as JSON (the `actual` command's --json): plan, tolerance, periods, lines. */
nlohmann::ordered_json planActualToJson(const PlanActualBill &bill);

} // namespace cl
