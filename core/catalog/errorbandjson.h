// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's `error_bands` section, as docs/accuracy/compare.py writes it.
#pragma once

#include "catalogentries.h"
#include "json/jsonreader.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

void readErrorBands(JsonReader &r, const nlohmann::json &v, const std::string &p, ErrorBands &out);

} // namespace cl
