// SPDX-License-Identifier: GPL-3.0-or-later
// A rack's power feeds and cooling in the design file, read with their cross-checks.
#pragma once

#include "json/jsonreader.h"
#include "model/rack.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

/** A rack's cooling overrides its model's; liquid_limit_w (format 11) is the liquid loop's part
 *  of limit_w and needs direct liquid cooling. */
void readRackCoolingJson(JsonReader &r, const nlohmann::json &c, const std::string &cp,
                         RackCooling &cooling);

/** A rack's feeds (or a budget), derating and redundancy; a rack needs one power limit. */
void readRackPowerJson(JsonReader &r, const nlohmann::json &v, const std::string &p, RackPower &pw);

} // namespace cl
