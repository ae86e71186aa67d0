// SPDX-License-Identifier: GPL-3.0-or-later
// workload.dataset (format 13): {kind, bytes_per_token, cpu_us_per_token, workers_per_gpu}.
#pragma once

#include "json/jsonreader.h"
#include "model/workload.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

Dataset readDataset(JsonReader &r, const nlohmann::json &v, const std::string &pointer);
nlohmann::ordered_json writeDataset(const Dataset &d);

} // namespace cl
