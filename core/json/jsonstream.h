// SPDX-License-Identifier: GPL-3.0-or-later
// A JSON document built as it is parsed, with the elements of chosen top-level arrays handed over
// one at a time instead of kept: a design's racks, devices and links are turned into the model as
// they come, so a hall of half a million cables never exists twice (once as a JSON tree of ~1 GB,
// once as the model). Everything else is built as nlohmann::json::parse would build it.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace cl {

struct JsonStream
{
    /** The top-level keys whose arrays are streamed; in the document they stay empty arrays. */
    std::vector<std::string> arrays;
    /** Each element of a streamed array, in order: the key, its index, the element, and the
     *  document so far (every top-level key before this one complete). */
    std::function<void(const std::string &key, std::size_t index, nlohmann::json &&element,
                       const nlohmann::json &soFar)>
        element;
    /** A streamed array has ended, after `count` elements. */
    std::function<void(const std::string &key, std::size_t count)> arrayEnd;
};

/** Parses `text` as nlohmann::json::parse does, streaming the arrays `stream` names; false on a
 *  syntax error (the elements before it have been handed over; the caller discards them), or on
 *  arrays and objects nested more than `maxDepth` deep (0: any depth).
 *  `duplicateKey`: whether an object repeated a key (decoded: "a" and "\u0061" are one key). */
bool parseStreaming(std::string_view text, const JsonStream &stream, nlohmann::json &document,
                    bool *duplicateKey = nullptr, std::size_t maxDepth = 0);

} // namespace cl
