// SPDX-License-Identifier: GPL-3.0-or-later
// Where bundled data and the user's own catalog live, without Qt (the GUI uses the same answers).
#pragma once

#include <string>

namespace cl {

/**
 * The folder holding catalog/ and examples/: $CLUSTERLEDGER_RESOURCES if set, else the installed
 * share folder if it exists, else the source tree's resources/ (a build run in place).
 */
std::string bundledResourceDir();
std::string bundledCatalogDir();
std::string bundledExampleDir();

/** $XDG_CONFIG_HOME/clusterledger (or ~/.config/clusterledger). */
std::string userConfigDir();
/** The user's catalog folder: entries here add to or override the bundled ones by id. */
std::string userCatalogDir();

} // namespace cl
