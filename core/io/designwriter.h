// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "model/design.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cl {

/** Writes *.cluster.json: fixed key order, pretty-printed, so that a diff of two saves reads well.
 */
class DesignWriter
{
public:
    static nlohmann::ordered_json toJson(const Design &design);
    static std::string toText(const Design &design);
    /**
     * toText, read back before anything is written: nullopt, with the reader's first error in
     * *error, when the text would not load again (an id replicate lengthened past its limit, a
     * derived value out of range). No writer produces a file its reader refuses.
     */
    static std::optional<std::string> checkedText(const Design &design, const Catalog &catalog,
                                                  std::string *error);
    /** checkedText, then atomic: the old file stays intact unless the new one is completely
     *  written and loads. */
    static bool writeFile(const Design &design, const Catalog &catalog, const std::string &path,
                          std::string *error);
};

} // namespace cl
