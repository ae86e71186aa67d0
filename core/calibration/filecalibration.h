// SPDX-License-Identifier: GPL-3.0-or-later
// A calibration profile from the files a team already has: nccl-tests outputs (the fabric's
// achieved bus bandwidth, inside a server and between servers), training logs (the GEMM
// efficiency the engine needs to reproduce the logged step time on that layout), telemetry (what
// the cards did, kept beside the plan) and probe reports. Each figure says which file it came
// from; the profile records the scale it was measured at, so the ledger widens its band with the
// distance to the planned scale (errorband.h).
#pragma once

#include "calibration/probecalibration.h"
#include "calibration/traininglog.h"
#include "engine/estimate.h"
#include "model/enums.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cl {

class Catalog;
struct ClusterSpec;
struct NcclTestsRun;
struct TrainingJob;

enum class CalibrationInputKind { Probe, NcclTests, TrainingLog, Telemetry };
const NameTable<CalibrationInputKind> &calibrationInputKindNames();

/** What a file is, from its text (and its name for nccl-tests without a header). */
std::optional<CalibrationInputKind> detectCalibrationInput(std::string_view text);

struct CalibrationFile
{
    std::string path;
    std::string text;
    std::optional<CalibrationInputKind> kind; ///< nullopt: detected
};

/** Reads one file whole for calibrateFromFiles; a named error when unreadable or too large. */
std::optional<CalibrationFile> loadCalibrationFile(const std::string &path,
                                                   std::optional<CalibrationInputKind> kind,
                                                   LoadErrors &errors);

/** What the user states beside the files: what a log or a test does not say. */
struct CalibrationOptions
{
    std::string gpuId; ///< empty: the GPU the files name
    std::string network; ///< a network preset (NIC line rate); empty: none given
    std::optional<int> gpusPerNode;
    std::string stack; ///< software stack id; empty: the GPU's default
    std::string modelPreset; ///< a catalog model for a log that prints no architecture
    LogConfig given; ///< run facts the user states (they fill, never silently override, a log)
    std::vector<std::string> telemetryFields; ///< --query-gpu list of a noheader CSV
    std::string collective; ///< for nccl-tests output that names none
};

/** The fabric fit of one nccl-tests run: the efficiency that makes the engine's own collective
 *  model take the measured time at the size of the best bus bandwidth. */
struct FabricFit
{
    bool interNode = false;
    double efficiency = 0; ///< scale-up (inside a server) or network (between servers)
    double atBytes = 0, measuredTimeS = 0, busbwBytesPerS = 0;
    double floorLatencyS = 0; ///< the smallest message's time: latency and launch
    bool capped = false; ///< the measurement beat the datasheet: capped at 1
};
std::optional<FabricFit> fitFabric(const NcclTestsRun &run, const ClusterSpec &cluster,
                                   std::string *why);

/** The GEMM fraction at which the engine's step time for the layout equals the measured one. */
struct LogFit
{
    double measuredStepS = 0, predictedStepS = 0;
    double gemmBefore = 0, gemmAfter = 0;
    StepBreakdown before, after;
};
std::optional<LogFit> fitGemmToStep(const TrainingJob &job, const ClusterSpec &cluster,
                                    const ParallelLayout &layout, double measuredStepS,
                                    std::string *why);

struct FileCalibration
{
    nlohmann::ordered_json inputs = nlohmann::ordered_json::array(); ///< one per file
    std::optional<CalibrationProfile> profile; ///< absent: telemetry only
    EfficiencyProfile before; ///< the profile the files were measured against
    /** What changed: figure (gemm_bf16, scale_up, network, hbm), before, after, file. */
    struct Change
    {
        std::string figure;
        double before = 0, after = 0;
        std::string file;
    };
    std::vector<Change> changes;
    std::vector<LoadError> warnings;
};

/**
 * Reads every file and calibrates from them in a fixed order (probe reports, then nccl-tests
 * inside a server, between servers, then training logs with the fabric already calibrated), so
 * the log's residual is the GEMMs' and not the network's. `stored` are the user's profiles: the
 * files refine the GPU's, not the built-in one, where there is one.
 */
std::optional<FileCalibration>
calibrateFromFiles(const std::vector<CalibrationFile> &files, const CalibrationOptions &options,
                   const Catalog &catalog, const std::map<std::string, EfficiencyProfile> &stored,
                   LoadErrors &errors);

} // namespace cl
