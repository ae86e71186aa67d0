// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox's racks, devices and cables back into a design (issue 28): either what netbox-export
// wrote (import column names and values) or what NetBox's list views export (their headers,
// "Height" of "42U", display labels). A device type the catalog does not know becomes a named
// diagnostic with its file and line, never a guess. Pure: texts in, design out.
#pragma once

#include "diagnostic.h"
#include "json/jsonerror.h"
#include "model/design.h"

#include <optional>
#include <string>

namespace cl {

class Catalog;

/** The CSV files of a NetBox export, as text; the optional ones empty when absent. */
struct NetBoxImportFiles
{
    std::string dir; ///< for messages: "DIR/racks.csv"
    std::string racks;
    std::string devices;
    std::string cables; ///< optional
    std::string powerFeeds; ///< optional: the racks' feeds
};

struct NetBoxImport
{
    std::optional<Design> design; ///< absent when a file could not be read at all
    LoadErrors errors;
    /** What was left out or assumed (netbox.*), each naming its file and line. */
    Diagnostics notes;
};

NetBoxImport importNetBox(const NetBoxImportFiles &files, const Catalog &catalog);

} // namespace cl
