// SPDX-License-Identifier: GPL-3.0-or-later
// The big arrays of a design (racks, devices, links) read element by element as the parser
// reaches them (json/jsonstream.h), in the order and with the errors the whole-tree reader gives:
// each array is read once the document's header and the arrays before it are, its elements kept
// as JSON only while they cannot be read yet (a hand-edited file with its keys in another order).
#pragma once

#include "json/jsonerror.h"
#include "json/jsonreader.h"
#include "json/jsonstream.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cl {

class StreamedArrays
{
public:
    using json = nlohmann::json;
    struct Array
    {
        std::string key;
        std::size_t ceiling; ///< more entries than this: the array is refused whole
        std::function<void(const json &element, const std::string &pointer)> read;
    };
    /** Reads the header from the document so far (`complete`: the whole document): nullopt
     *  while a key it reads may still come, else whether the document is read on (false:
     *  refused, e.g. a newer version). Called until it answers, once after. */
    using Header = std::function<std::optional<bool>(const json &soFar, bool complete)>;

    StreamedArrays(std::vector<Array> inOrder, JsonReader &reader, LoadErrors &errors,
                   Header header);

    /** The callbacks for parseJsonText. */
    JsonStream stream();

    /** After the parse: the header (if the stream did not read it), whether the document is
     *  read on. */
    bool readHeader(const json &doc);

    /** After the parse and the header: the arrays (or their elements) not read yet, in order.
     *  An array that was not streamed (absent, or not an array) is read from `doc` as the
     *  whole-tree reader reads it. */
    void finish(const json &doc);

    /** A top-level array, refused whole when it holds more than `ceiling` entries. */
    static const json *boundedArray(JsonReader &r, const json &doc, const std::string &key,
                                    std::size_t ceiling, bool required);

private:
    struct State
    {
        bool streamed = false, ended = false, started = false;
        std::size_t count = 0;
        std::vector<json> kept; ///< the tail of the array not read yet
        std::size_t errorsBegin = 0; ///< where this array's errors start (once started)
    };
    void element(std::size_t which, std::size_t index, json &&e, const json &soFar);
    bool ready(std::size_t which, const json &soFar);
    void readOne(std::size_t which, const json &e, std::size_t index);
    /** Over its ceiling: its elements' errors give way to the one that refuses it. */
    void refuseIfTooMany(std::size_t which);

    std::vector<Array> mArrays;
    std::vector<State> mStates;
    JsonReader &r;
    LoadErrors &mErrors;
    Header mHeader;
    std::optional<bool> mHeaderRead;
};

} // namespace cl
