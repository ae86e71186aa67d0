// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's results as JSON, with the key names the CLI contract promises scripts.
#pragma once

#include "clusterspec.h"
#include "planner.h"
#include "trainingjob.h"

#include <nlohmann/json.hpp>

namespace cl {

nlohmann::ordered_json estimateToJson(const TrainingEstimate &estimate);
nlohmann::ordered_json planToJson(const PlanResult &plan);
/** What the estimate was computed for: model origin, cluster, network, efficiency profile. */
nlohmann::ordered_json contextToJson(const TrainingJob &job, const ClusterSpec &cluster);

} // namespace cl
