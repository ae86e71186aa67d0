// SPDX-License-Identifier: GPL-3.0-or-later
// The site object of *.cluster.json: power and money, the floor, and (version 8) the market its
// parts are bought in and the GPUs already held. Apart from the reader so each file keeps one job.
#pragma once

#include "json/jsonreader.h"
#include "model/site.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

class Catalog;

void readSiteJson(JsonReader &r, const Catalog &catalog, const nlohmann::json &v,
                  const std::string &p, Site &s);
nlohmann::ordered_json siteJson(const Site &s);

} // namespace cl
