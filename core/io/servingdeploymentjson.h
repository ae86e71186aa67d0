// SPDX-License-Identifier: GPL-3.0-or-later
// A serving workload's deployment in *.cluster.json (version 7): its engine, expert parallelism,
// prefill/decode pools, prefix cache, speculation and percentile targets. All optional: a file
// of an older version has none of them and reads as before.
#pragma once

#include "json/jsonreader.h"
#include "model/workload.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

/** The keys readServingDeployment reads, for the serving object's list of known keys. */
#define CL_SERVING_DEPLOYMENT_KEYS \
    "engine", "ep", "two_batch_overlap", "disaggregated", "prefix_hit", "prefix_tokens", \
        "draft_tokens", "accept_length", "ttft_p90_ms", "tpot_p99_ms"

void readServingDeployment(JsonReader &r, const nlohmann::json &v, const std::string &p,
                           ServingWorkload &w);
void writeServingDeployment(const ServingWorkload &w, nlohmann::ordered_json &j);

} // namespace cl
