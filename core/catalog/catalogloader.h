// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "json/jsonerror.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace cl {

struct CatalogLoadReport
{
    LoadErrors errors; ///< a file with errors contributes nothing
    std::vector<std::string> files; ///< files read, in order
    std::vector<std::string> overridden; ///< ids a later file replaced ("gpu h100-sxm5-80gb")
};

/**
 * Reads catalog files (`"format": "clusterledger-catalog"`). Files are all-or-nothing: a file with
 * any error adds no entry, so a typo in the user's folder never leaves a half-defined part.
 */
class CatalogLoader
{
public:
    /** Adds one file's entries to catalog; later entries with the same id override earlier ones. */
    static bool loadFile(const std::string &path, Catalog &catalog, CatalogLoadReport &report);
    /** The same for a file's text already in memory; label names it in errors. */
    static bool loadText(std::string_view text, const std::string &label, Catalog &catalog,
                         CatalogLoadReport &report);
    static bool loadDocument(const nlohmann::json &document, const std::string &label,
                             Catalog &catalog, CatalogLoadReport &report);
    /** Every *.json in dir, in name order; a missing dir is fine when optional. */
    static void loadDirectory(const std::string &dir, Catalog &catalog, CatalogLoadReport &report,
                              bool optional);
    /** The bundled catalog, then the user's folder on top. */
    static Catalog loadDefault(CatalogLoadReport &report);
};

} // namespace cl
