// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputfiles.h"

#include "calibration/probecalibration.h"
#include "cliargs.h"
#include "io/filetext.h"

#include <filesystem>
#include <ostream>

namespace cl::cli {

bool requireReadableFile(CliContext &c, const std::string &path)
{
    const std::string problem = inputFileProblem(path);
    if (problem.empty())
        return true;
    c.err << path << ": " << problem << "\n";
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
