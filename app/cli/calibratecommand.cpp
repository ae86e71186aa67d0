// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli calibrate REPORT.json [--json] [--no-store]
#include "calibration/probecalibration.h"
#include "catalog/catalog.h"
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "inputfiles.h"
#include "text/printf.h"

#include <cstdio>
#include <filesystem>
#include <ostream>

namespace cl::cli {

int runCalibrate(CliContext &c, const CliArgs &args)
{
    const std::string &path = args.positional()[0];
    if (!requireReadableFile(c, path))
        return ExitUsage;
    LoadErrors errors;
    const auto result = readCalibrationInput(path, c.catalog, errors);
    if (!result) {
        for (const auto &e : errors)
            c.err << "error " << e.toString() << "\n";
        return ExitBadInput;
    }
    nlohmann::ordered_json all = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < result->profiles.size(); ++i) {
        const auto &profile = result->profiles[i];
        const auto &measured = result->measurements[i];
        all.push_back(calibrationToJson(profile, &measured));
        if (!args.flag("--no-store")) {
            std::string error;
            if (!storeCalibration(profile, &measured, &error)) {
                c.err << error << "\n";
                return ExitBadInput;
            }
        }
        if (!args.flag("--json")) {
            const GpuModel *gpu = c.catalog.gpu(profile.gpuId);
            c.out << profile.gpuId << " (" << measured.deviceName << ")"
                  << (measured.recordedOnGpu ? "" : " [report not measured on a real GPU]") << "\n";
            for (const auto &[precision, tflops] : measured.gemmTflops) {
                const auto format = valueOf(numberFormatNames(), precision);
                c.out << formatText(
                    "  %-5s %8.1f TFLOP/s = %5.1f %% of the dense peak -> GEMM efficiency %.3f\n",
                    precision.c_str(), tflops, measured.gemmFraction.at(precision) * 100,
                    format ? profile.profile.gemmFraction(*format) : 0.0);
            }
            if (measured.memoryBytesPerS && gpu) {
                c.out << formatText("  memory %.0f GB/s of %.0f GB/s -> HBM efficiency %.3f\n",
                                    *measured.memoryBytesPerS / 1e9,
                                    gpu->memoryBandwidthBytesPerS / 1e9, profile.profile.hbm);
            }
        }
    }
    for (const auto &name : result->unmatched)
        c.err << "warning: no catalog GPU has the probe name \"" << name
              << "\"; add it to probe_names\n";
    if (args.flag("--json"))
        c.out << all.dump(2) << "\n";
    else if (!args.flag("--no-store"))
        c.out << "stored in " << calibrationDir() << "\n";
    return ExitOk;
}

} // namespace cl::cli
