// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog entries as JSON for `clusterledger-cli catalog --json`: every field, in SI units, with
// the datasheet-unit figures (TFLOP/s) beside them so a reader can check against the sheet.
#pragma once

#include "catalog.h"

#include <nlohmann/json.hpp>

namespace cl {

nlohmann::ordered_json catalogEntryToJson(const Catalog &catalog, const std::string &id);
nlohmann::ordered_json catalogToJson(const Catalog &catalog);

/** One line for a listing: "gpu  h100-sxm5-80gb  NVIDIA H100 SXM5 80GB". */
std::vector<std::array<std::string, 3>> catalogListing(const Catalog &catalog);

} // namespace cl
