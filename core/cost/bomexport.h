// SPDX-License-Identifier: GPL-3.0-or-later
// The BOM as procurement takes it: CSV (one header row, then lines, then totals) or JSON. One
// writer serves the CLI and the GUI's export.
#pragma once

#include "bom.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

class Design;

std::string bomToCsv(const Bom &bom);
nlohmann::ordered_json bomToJson(const Bom &bom, const Design &design);

} // namespace cl
