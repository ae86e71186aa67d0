// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"

#include <iosfwd>
#include <string>

namespace cl::cli {

/** What every command needs: the catalog (bundled + user folder) and the output streams. */
struct CliContext
{
    Catalog catalog;
    std::ostream &out;
    std::ostream &err;
};

/** Loads the catalog; problems in the user's folder are printed as warnings, not fatal. */
bool loadCatalog(CliContext &context);

} // namespace cl::cli
