// SPDX-License-Identifier: GPL-3.0-or-later
// What serve and serve --configure share: the serving setup from the command line, and one
// result's JSON (the keys of the contract).
#pragma once

#include "cliargs.h"
#include "clicontext.h"
#include "serving/servingmodel.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cl::cli {

/** The model, GPU, layout, precision, load, targets, engine and serving options of the flags;
 *  a Failure names the flag that is wrong. */
ServingSetup servingSetupFromArgs(CliContext &c, const CliArgs &args, const std::string &gpuId,
                                  int defaultGpus);
nlohmann::ordered_json servingResultJson(const ServingSetup &s, const ServingEstimate &e,
                                         const std::optional<double> &ownedUsdPerGpuHour,
                                         double wattsPerGpu);
/** serve --configure over the --gpu candidates (serveconfigure.cpp). */
int runServeConfigure(CliContext &c, const CliArgs &args, const std::vector<std::string> &ids);

} // namespace cl::cli
