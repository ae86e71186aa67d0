// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's results as JSON, with the key names the CLI contract promises scripts.
#pragma once

#include "clusterspec.h"
#include "jsonwording.h"
#include "planner.h"
#include "trainingjob.h"

#include <nlohmann/json.hpp>

namespace cl {

/** Codes and numbers; with `wording`, the English sentences beside them (see JsonWording). */
nlohmann::ordered_json estimateToJson(const TrainingEstimate &estimate,
                                      const JsonWording &wording = {});
/** {fastest_layout, fastest_step_time_s, slower_percent, knobs_avoided}, or null when the best
 *  is the fastest. */
nlohmann::ordered_json simplerThanFastestToJson(const PlanResult &plan);
nlohmann::ordered_json planToJson(const PlanResult &plan, const JsonWording &wording = {});
/** What the estimate was computed for: model origin, cluster, network, efficiency profile. */
nlohmann::ordered_json contextToJson(const TrainingJob &job, const ClusterSpec &cluster);

} // namespace cl
