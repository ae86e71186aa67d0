// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "json/jsonerror.h"
#include "model/design.h"

#include <optional>
#include <string>
#include <string_view>

namespace cl {

class Catalog;

struct DesignLoadResult
{
    std::optional<Design> design; ///< set only when errors is empty: never a half-loaded design
    LoadErrors errors;
    /** The format version the file says it is (older ones are read and migrated; a save writes
     *  the newest), 0 when it was not read. */
    int version = 0;

    bool ok() const { return design.has_value(); }
};

/**
 * Reads *.cluster.json strictly: every wrong type, missing field, out-of-range or non-finite
 * number, unknown catalog id, duplicate id, dangling reference, unknown format or newer version is
 * reported with its JSON pointer and what was expected; all problems in one pass.
 */
class DesignReader
{
public:
    static DesignLoadResult readFile(const std::string &path, const Catalog &catalog);
    static DesignLoadResult readText(std::string_view text, const Catalog &catalog,
                                     const std::string &fileLabel = {});
};

} // namespace cl
