// SPDX-License-Identifier: GPL-3.0-or-later
// Turns bytes into a JSON document, refusing what would hurt later stages: invalid UTF-8, absurd
// nesting, trailing garbage. Errors carry line and column.
#pragma once

#include "io/filetext.h"
#include "jsonerror.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace cl {

/** Deepest nesting of arrays and objects we accept; real designs use fewer than ten levels. */
constexpr int kMaxJsonDepth = 64;

struct JsonStream;

/** Parses text; on failure returns nullopt and appends one error naming line:column. With a
 *  `stream`, the arrays it names are handed over element by element as they are parsed (and on
 *  failure the elements before the error have been: the caller discards what it made of them). */
std::optional<nlohmann::json> parseJsonText(std::string_view text, const std::string &file,
                                            LoadErrors &errors, const JsonStream *stream = nullptr);

/** Reads a whole file and parses it; a missing or unreadable file is an error too. */
std::optional<nlohmann::json> readJsonFile(const std::string &path, InputKind kind,
                                           LoadErrors &errors);

/** Line and column (1-based) of a byte offset in text. */
std::pair<int, int> lineAndColumn(std::string_view text, std::size_t offset);

} // namespace cl
