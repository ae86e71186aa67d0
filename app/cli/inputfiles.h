// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cliargs.h"
#include "clicontext.h"
#include "engine/islandrun.h"
#include "io/designreader.h"

#include <optional>
#include <string>

namespace cl::cli {

/** True when PATH is a regular file that can be opened; otherwise says what it is on stderr
 *  ("is a directory, expected a file"). */
bool requireReadableFile(CliContext &context, const std::string &path);

/**
 * The design in PATH, loaded against the context's catalog. When it cannot be read or is
 * invalid, every error goes to stderr, exitCode is set (usage or bad input) and nothing returns.
 */
std::optional<DesignLoadResult> loadDesignFile(CliContext &context, const std::string &path,
                                               int &exitCode);

/** --calibration FILE (a stored profile or a probe report), by GPU; none without the flag. On a
 *  bad file the errors go to stderr, exitCode is bad input and nothing returns. */
std::optional<Calibrations> calibrationsFromArgs(CliContext &context, const CliArgs &args,
                                                 int &exitCode);

} // namespace cl::cli
