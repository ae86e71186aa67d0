// SPDX-License-Identifier: GPL-3.0-or-later
// A GPU's `availability` in the catalog: the note, its date and the per-market records that
// procurement.h answers from (status, rule in English and Chinese, date, source).
#pragma once

#include "catalogentries.h"
#include "json/jsonreader.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cl {

/** {note, date, markets: {cn: {status, rule, rule_zh, date, source}, global: {...}}}. */
std::optional<Availability> readAvailability(JsonReader &r, const nlohmann::json &a,
                                             const std::string &pointer);
/** {"weeks_min", "weeks_max", "date", "source"}: as the catalog stores it and `design` prints it.
 */
nlohmann::ordered_json leadTimeJson(const LeadTime &l);
nlohmann::ordered_json availabilityJson(const Availability &a);

} // namespace cl
