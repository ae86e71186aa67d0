// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's cooling data: a rack model's `cooling` {type, limit_kw, liquid_kw} and the
// `cdus` section's ratings (mount, u, capacity_kw, facility_supply_c, flow_lpm, power_w).
#pragma once

#include "catalogentries.h"
#include "json/jsonreader.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

void readRackModelCooling(JsonReader &r, const nlohmann::json &c, const std::string &pointer,
                          RackModel &rack);
/** The fields after the common ones (id, name, price, source). */
void readCduFields(JsonReader &r, const nlohmann::json &v, const std::string &pointer,
                   CduModel &cdu);

nlohmann::ordered_json rackModelCoolingJson(const RackModel &rack);
void addCduFields(nlohmann::ordered_json &j, const CduModel &cdu);

} // namespace cl
