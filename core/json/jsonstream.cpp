// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonstream.h"

#include <algorithm>
#include <list>

namespace cl {

namespace {

using json = nlohmann::json;

/**
 * nlohmann's SAX interface, building the tree as its own DOM parser does. A streamed array is a
 * null on the stack: what is placed in it goes to `element`, handed over when it is complete.
 */
class StreamingBuilder
{
public:
    StreamingBuilder(const JsonStream &stream, json &root, std::size_t maxDepth)
        : stream(stream)
        , root(root)
        , maxDepth(maxDepth)
    { }

    bool null() { return value(json(nullptr)); }
    bool boolean(bool v) { return value(json(v)); }
    bool number_integer(json::number_integer_t v) { return value(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return value(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t &) { return value(json(v)); }
    bool string(json::string_t &v) { return value(json(std::move(v))); }
    bool binary(json::binary_t &) { return false; } // JSON text has none
    bool key(json::string_t &k)
    {
        pendingKey = std::move(k);
        return true;
    }
    bool start_object(std::size_t)
    {
        if (maxDepth && stack.size() >= maxDepth)
            return false;
        stack.push_back(place(json::object()));
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t)
    {
        if (maxDepth && stack.size() >= maxDepth)
            return false;
        if (stack.size() == 1 && stack.back() && stack.back()->is_object()
            && std::find(stream.arrays.begin(), stream.arrays.end(), pendingKey)
                   != stream.arrays.end()) {
            duplicateKey |= !stack.back()->emplace(pendingKey, json::array()).second;
            streamKey = pendingKey;
            streamIndex = 0;
            stack.push_back(nullptr);
            return true;
        }
        stack.push_back(place(json::array()));
        return true;
    }
    bool end_array()
    {
        if (!stack.empty() && stack.back() == nullptr) {
            stack.pop_back();
            if (stream.arrayEnd)
                stream.arrayEnd(streamKey, streamIndex);
            return true;
        }
        return close();
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &)
    {
        return false;
    }

private:
    bool value(json &&v)
    {
        place(std::move(v));
        if (!stack.empty() && stack.back() == nullptr)
            emit(); // a number or a string as an element of a streamed array
        return true;
    }

    /** Puts `v` where the parser is and returns where it now lives. */
    json *place(json &&v)
    {
        if (stack.empty()) {
            root = std::move(v);
            return &root;
        }
        json *top = stack.back();
        if (!top) {
            element = std::move(v);
            return &element;
        }
        if (top->is_array()) {
            top->push_back(std::move(v));
            return &top->back();
        }
        // Emplaced: a key the object has already keeps its first value here (the document is
        // refused for it, by parseJsonText with both places named). The repeated value is built
        // apart, never into the first one: that may be a string or an array where this is an
        // object.
        auto &object = top->get_ref<json::object_t &>();
        const auto [at, inserted] = object.try_emplace(pendingKey, std::move(v)); // v kept if not
        if (inserted)
            return &at->second;
        duplicateKey = true;
        repeated.push_back(std::move(v));
        return &repeated.back();
    }

    bool close()
    {
        stack.pop_back();
        if (!stack.empty() && stack.back() == nullptr)
            emit(); // an object or array element of a streamed array is complete
        return true;
    }

    void emit()
    {
        if (stream.element)
            stream.element(streamKey, streamIndex, std::move(element), root);
        ++streamIndex;
        element = json();
    }

    const JsonStream &stream;
    json &root;
    const std::size_t maxDepth; ///< 0: any
    std::vector<json *> stack; ///< open containers; null: a streamed array
    json::string_t pendingKey;
    std::string streamKey;
    std::size_t streamIndex = 0;
    json element;
    std::list<json> repeated; ///< the values of repeated keys (a list: their places stay put)

public:
    bool duplicateKey = false; ///< an object repeated a key
};

} // namespace

bool parseStreaming(std::string_view text, const JsonStream &stream, nlohmann::json &document,
                    bool *duplicateKey, std::size_t maxDepth)
{
    StreamingBuilder builder(stream, document, maxDepth);
    const bool parsed = json::sax_parse(text, &builder, json::input_format_t::json,
                                        /*strict=*/true, /*ignore_comments=*/false);
    if (duplicateKey)
        *duplicateKey = builder.duplicateKey;
    return parsed;
}

} // namespace cl
