// SPDX-License-Identifier: GPL-3.0-or-later
// A serving engine's host costs on a vendor's cards, from a small JSON file (serve
// --serving-host-costs FILE): what the accuracy scripts fit leave-one-source-out, and what a team
// that measured its own engine gives the model. {"decode_gemm": 0.35, "all_reduce_latency_s":
// 6e-5, "source": "..."}; each optional, the engine's own value where absent.
#pragma once

#include "json/jsonreader.h"
#include "servingengine.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cl {

/** The engine with the file's costs on `vendor`'s cards; nullopt with the errors (file, field,
 *  what was expected) when the file is wrong. */
std::optional<ServingEngine> withHostCosts(const ServingEngine &engine, const std::string &vendor,
                                           const nlohmann::json &doc, const std::string &file,
                                           LoadErrors &errors);

} // namespace cl
