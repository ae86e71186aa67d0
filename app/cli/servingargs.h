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
/** --prefix-hit X --prefix-tokens N: a cached shared prefix (servingoptionargs.cpp). */
std::optional<PrefixCache> prefixFromArgs(const CliArgs &args, int inputTokens);
/** --draft-model ID --draft-tokens K (--acceptance X | --accept-length L). */
std::optional<Speculation> speculationFromArgs(CliContext &c, const CliArgs &args);
/** --ep N [--redundant-experts R --two-batch-overlap]: attention data-parallel over the EP GPUs. */
void expertFromArgs(const CliArgs &args, ServingSetup &s);
/** --disaggregated [--prefill-gpus N --decode-gpus M --prefill-ep E]: the pools add up to --gpus.
 */
void disaggregationFromArgs(const CliArgs &args, ServingSetup &s);
/** serve --configure over the --gpu candidates (serveconfigure.cpp). */
int runServeConfigure(CliContext &c, const CliArgs &args, const std::vector<std::string> &ids);

} // namespace cl::cli
