// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's `sharing_rates` section (sharing.json): what GPU-sharing platforms charge renters
// for a card class, their fee, and the card's idle draw (catalogentries.h SharingRate).
#pragma once

#include "catalogentries.h"
#include "json/jsonreader.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

/** The fields after the common ones (id, name, price, source). */
void readSharingRateFields(JsonReader &r, const nlohmann::json &v, const std::string &pointer,
                           SharingRate &rate);
void addSharingRateFields(nlohmann::ordered_json &j, const SharingRate &rate);

} // namespace cl
