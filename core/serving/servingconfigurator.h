// SPDX-License-Identifier: GPL-3.0-or-later
// The serving configurator: given a model, its load and its latency targets, search the candidate
// GPUs x the engines that run on each x TP / EP x aggregated or disaggregated, size each to the
// load (replicas, or prefill and decode pools), and rank what meets the targets by the objective
// (cost per hour owned, GPUs, or power). The Pareto set over the three is kept, and every option
// that lost says why, as a code with its numbers (app/text words them). Pure: the catalog's
// numbers come in through the candidates.
#pragma once

#include "servingmodel.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

struct GpuModel;
struct ServingEngine;

enum class ConfigureObjective { Cost, Gpus, Power };

struct ConfigureCandidate
{
    const GpuModel *gpu = nullptr;
    std::optional<double> usdPerGpuHour; ///< owned, the GPU's share of its server included
    double wattsPerGpu = 0; ///< typical, its server's share included
    double scaleOutBytesPerS = 50e9;
    int gpusPerServer = 8;
    EfficiencyProfile profile;
};

struct ConfigureRequest
{
    /** Model, precision, token lengths, the load (rate or concurrency) and the targets, mean
     *  and percentile; the GPU, engine and layout are what the search sets. */
    ServingSetup base;
    std::vector<ConfigureCandidate> candidates;
    std::vector<const ServingEngine *> engines; ///< empty: each that runs on the card
    ConfigureObjective objective = ConfigureObjective::Cost;
    int maxGpus = 16384; ///< sizes beyond this are not considered
    bool disaggregation = true; ///< try prefill/decode pools as well as replicas
};

struct ConfiguredOption
{
    ServingSetup setup; ///< as sized: GPU, engine, TP/EP, GPUs, pools
    ServingEstimate estimate;
    int gpus = 0;
    std::optional<double> usdPerHour;
    double powerW = 0;
    bool meets = false;
    bool pareto = false; ///< no other option is as good on cost, GPUs and power and better on one
    /** Empty for the pick; else configure.does_not_fit | configure.no_size_meets |
     *  configure.too_many_gpus | configure.no_price | configure.no_format | configure.dominated |
     *  configure.behind (Pareto, worse by the objective) | configure.tie (as good as the pick) */
    std::string whyNot;
    std::map<std::string, std::string> whyParams; ///< by, share (percent), gpus
};

struct ConfigureResult
{
    std::vector<ConfiguredOption> options; ///< the pick first, then what meets, then the rest
    bool picked = false;
    int evaluated = 0; ///< layouts estimated
};

ConfigureResult configureServing(const ConfigureRequest &request);

/** "H100 · vLLM · TP4" / "· EP32 · 8P+16D": one option, in words every language shares. */
std::string configuredLabel(const ConfiguredOption &option);

} // namespace cl
