// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfiles.h"

#include "calibration/probecalibration.h"
#include "cliargs.h"

#include <filesystem>
#include <fstream>
#include <ostream>

namespace cl::cli {

bool requireReadableFile(CliContext &c, const std::string &path)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec) && std::ifstream(path).good())
        return true;
    c.err << path << ": cannot read the file\n";
    return false;
}

std::optional<DesignLoadResult> loadDesignFile(CliContext &c, const std::string &path,
                                               int &exitCode)
{
    if (!requireReadableFile(c, path)) {
        exitCode = ExitUsage;
        return std::nullopt;
    }
    auto result = DesignReader::readFile(path, c.catalog);
    if (!result.ok()) {
        for (const auto &e : result.errors)
            c.err << "error " << e.toString() << "\n";
        exitCode = ExitBadInput;
        return std::nullopt;
    }
    return result;
}

std::optional<Calibrations> calibrationsFromArgs(CliContext &c, const CliArgs &args, int &exitCode)
{
    Calibrations calibrations;
    if (auto path = args.value("--calibration")) {
        LoadErrors errors;
        auto result = readCalibrationInput(*path, c.catalog, errors);
        if (!result) {
            for (const auto &e : errors)
                c.err << e.toString() << "\n";
            exitCode = ExitBadInput;
            return std::nullopt;
        }
        for (const auto &p : result->profiles)
            calibrations[p.gpuId] = p.profile;
    }
    return calibrations;
}

} // namespace cl::cli
