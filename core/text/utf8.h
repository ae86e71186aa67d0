// SPDX-License-Identifier: GPL-3.0-or-later
// UTF-8 checks for text that comes from outside: the JSON reader names a bad byte where nlohmann
// would report a syntax error, the CSV reader refuses a Latin-1 export, and names are cut on a
// character boundary, never inside one.
#pragma once

#include <string>
#include <string_view>

namespace cl {

/** The offset of the first byte that breaks UTF-8, or npos. */
std::size_t firstInvalidUtf8(std::string_view s);

/** At most maxBytes of s, cut before a character that would not fit whole. */
std::string truncateUtf8(std::string_view s, std::size_t maxBytes);

} // namespace cl
