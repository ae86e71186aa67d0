// SPDX-License-Identifier: GPL-3.0-or-later
// A compute tray's `scale_up_domain` in the catalog: {system, max_gpus, link, bandwidth_gb_s}.
#pragma once

#include "catalogentries.h"
#include "json/jsonreader.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cl {

/** The most GPUs one domain may hold (CloudMatrix 384 is the largest shipped; room to grow). */
inline constexpr int kMaxScaleUpDomainGpus = 4096;

std::optional<ScaleUpDomainSpec> readScaleUpDomain(JsonReader &r, const nlohmann::json &v,
                                                   const std::string &pointer);
nlohmann::ordered_json scaleUpDomainJson(const ScaleUpDomainSpec &s);

} // namespace cl
