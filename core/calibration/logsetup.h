// SPDX-License-Identifier: GPL-3.0-or-later
// From what a training log states (and what the user adds) to the job, cluster and layout the
// engine models: the run as it ran, nothing planned. What neither says is a named gap, listed with
// the flag that fills it.
#pragma once

#include "calibration/traininglog.h"
#include "engine/clusterspec.h"
#include "engine/layout.h"
#include "engine/trainingjob.h"

#include <optional>
#include <string>

namespace cl {

class Catalog;

/** The log's facts with the user's added; a fact both state differently is an error. */
std::optional<LogConfig> mergeLogFacts(const LogConfig &log, const LogConfig &given,
                                       std::string *why);

struct LogSetup
{
    TrainingJob job;
    ClusterSpec cluster;
    ParallelLayout layout;
};

/**
 * The run the log describes on `gpu` in servers of `gpusPerNode` on `network` (may be null for
 * one server). `modelPreset` stands in for an architecture the log does not print. `why` lists
 * what is missing ("the log does not state: the GPU count (--gpus), ...").
 */
std::optional<LogSetup> setupFromLog(const LogConfig &k, const GpuModel &gpu,
                                     const NetworkPreset *network, int gpusPerNode,
                                     const EfficiencyProfile &profile,
                                     const std::string &modelPreset, const Catalog &catalog,
                                     std::string *why);

/** The steady step time: logged, or from torchtitan's tokens/s per GPU and the batch. */
std::optional<double> measuredStepSeconds(const LogSteadyState &s, const LogConfig &k);

} // namespace cl
