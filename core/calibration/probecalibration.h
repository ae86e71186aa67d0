// SPDX-License-Identifier: GPL-3.0-or-later
// From a probe report (clusterledger-probe/1) to calibration profiles
// (clusterledger-calibration/1), one per GPU model the report measured, matched to the catalog by
// the names CUDA reports.
#pragma once

#include "engine/efficiency.h"
#include "json/jsonerror.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

class Catalog;

/** What was measured, kept beside the fractions the engine applies. */
struct CalibrationMeasurement
{
    std::map<std::string, double> gemmTflops; ///< peak median per precision
    std::map<std::string, double> gemmFraction; ///< measured / datasheet dense peak
    std::optional<double> memoryBytesPerS; ///< best of copy/triad medians (read + write)
    std::optional<double> hostBytesPerS; ///< pinned host-to-device median
    std::string deviceName;
    bool recordedOnGpu = false;
};

struct CalibrationResult
{
    std::vector<CalibrationProfile> profiles;
    std::vector<CalibrationMeasurement> measurements; ///< parallel to profiles
    std::vector<std::string> unmatched; ///< device names no catalog GPU claims
    /** The probe's warnings (code, detail): a busy or throttled card, a library not loaded. */
    std::vector<std::pair<std::string, std::string>> warnings;
};

/** The catalog GPU whose probe_names hold the name CUDA reports ("NVIDIA H100 80GB HBM3"): the
 *  probe, nccl-tests, torchtitan and telemetry all print that name. */
const GpuModel *gpuByProbeName(const Catalog &catalog, const std::string &name);

/**
 * cuBLAS GEMM fraction of the dense peak that a normal card of this class reaches when timed as
 * the report was: `settled` (each shape after 0.1 s of back-to-back calls, reports with
 * gemm.settle_s) for Hopper SXM from the probe on a real H200 (BF16 0.690, FP8 0.606;
 * docs/probe.md); otherwise the published burst figures (PROBE.md §4.1: A100 BF16 0.869, Hopper
 * BF16 0.803 and FP8 0.734, 0.8 elsewhere). A card that measures below its reference lowers the
 * in-framework efficiency in proportion.
 */
double referenceGemmFraction(const GpuModel &gpu, NumberFormat format, bool settled);

/** Reads a probe report (already parsed); errors name the JSON pointer. */
std::optional<CalibrationResult> calibrationFromProbeReport(const nlohmann::json &report,
                                                            const Catalog &catalog,
                                                            const std::string &file,
                                                            LoadErrors &errors);

/** A calibration profile file or a probe report: whichever the file is (by its schema). */
/** The same for the text of such a file; path names it in errors. */
std::optional<CalibrationResult> readCalibrationText(std::string_view text, const std::string &path,
                                                     const Catalog &catalog, LoadErrors &errors);
std::optional<CalibrationResult> readCalibrationInput(const std::string &path,
                                                      const Catalog &catalog, LoadErrors &errors);

nlohmann::ordered_json calibrationToJson(const CalibrationProfile &profile,
                                         const CalibrationMeasurement *measured = nullptr);

/** The user's stored profiles ($XDG_CONFIG_HOME/clusterledger/calibration/<gpu>.json). */
std::string calibrationDir();
bool storeCalibration(const CalibrationProfile &profile, const CalibrationMeasurement *measured,
                      std::string *error);
std::map<std::string, EfficiencyProfile> loadStoredCalibrations(const Catalog &catalog,
                                                                LoadErrors &errors);
/** Where one GPU's stored profile lives (calibrationDir()/<gpu>.json); nullopt, with the reason
 *  in *why, for a GPU id that cannot name a file there (a catalog's "../x" stays outside). */
std::optional<std::string> storedCalibrationPath(const std::string &gpuId,
                                                 std::string *why = nullptr);
/** The stored profile's file as it is on disk, for undo; nullopt when none is stored. */
std::optional<std::string> storedCalibrationText(const std::string &gpuId);
/** Writes that text back (atomically), or removes the file for nullopt: undoing an Apply. */
bool restoreCalibrationText(const std::string &gpuId, const std::optional<std::string> &text,
                            std::string *error);

} // namespace cl
