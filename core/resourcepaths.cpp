// SPDX-License-Identifier: GPL-3.0-or-later
#include "resourcepaths.h"

#include <cstdlib>
#include <filesystem>

namespace cl {

namespace fs = std::filesystem;

std::string bundledResourceDir()
{
    if (const char *env = std::getenv("CLUSTERLEDGER_RESOURCES"); env && *env)
        return env;
    std::error_code ec;
    // Installed anywhere (the DEB uses /usr, a local install /usr/local):
    // bin/../share/clusterledger.
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path share = exe.parent_path().parent_path() / "share" / "clusterledger";
        if (fs::is_directory(share / "catalog", ec))
            return share.string();
    }
    if (fs::is_directory(fs::path(CLUSTERLEDGER_INSTALL_DATADIR) / "catalog", ec))
        return CLUSTERLEDGER_INSTALL_DATADIR;
    return CLUSTERLEDGER_SOURCE_RESOURCES;
}

std::string bundledCatalogDir()
{
    return (fs::path(bundledResourceDir()) / "catalog").string();
}

std::string bundledExampleDir()
{
    return (fs::path(bundledResourceDir()) / "examples").string();
}

std::string userConfigDir()
{
    if (const char *xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return (fs::path(xdg) / "clusterledger").string();
    const char *home = std::getenv("HOME");
    return (fs::path(home && *home ? home : ".") / ".config" / "clusterledger").string();
}

std::string userCatalogDir()
{
    return (fs::path(userConfigDir()) / "catalog").string();
}

} // namespace cl
