// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cl {

/**
 * Names taken from files (a GPU id in a vendor's catalog, a profile's name) become file names
 * only through here: a name is used as it is or refused, never mapped (two names must not share
 * a file), and whatever it holds the file stays inside its folder.
 */

/** Why `name` cannot be one file's name, or nullopt when it can: empty, "." or "..", a leading
 *  dot, a '/', '\\' or control character, invalid UTF-8, or more than 200 bytes. */
std::optional<std::string> unsafeFileNameReason(std::string_view name);

/** folder/(name + extension) when name is safe, else nullopt with the reason in *why. */
std::optional<std::string> fileInFolder(const std::string &folder, std::string_view name,
                                        std::string_view extension, std::string *why = nullptr);

} // namespace cl
