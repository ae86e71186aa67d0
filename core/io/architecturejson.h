// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing a transformer architecture: shared by catalog presets and design workloads.
#pragma once

#include "json/jsonreader.h"
#include "model/workload.h"

#include <nlohmann/json.hpp>

namespace cl {

Architecture readArchitecture(JsonReader &reader, const nlohmann::json &value,
                              const std::string &pointer);
nlohmann::ordered_json writeArchitecture(const Architecture &a);

} // namespace cl
