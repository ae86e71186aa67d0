// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cl {

/** Writes *.cluster.json: fixed key order, pretty-printed, so that a diff of two saves reads well.
 */
class DesignWriter
{
public:
    static nlohmann::ordered_json toJson(const Design &design);
    static std::string toText(const Design &design);
    /** Atomic: the old file stays intact unless the new one is completely written. */
    static bool writeFile(const Design &design, const std::string &path, std::string *error);
};

} // namespace cl
