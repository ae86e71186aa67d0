// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsontext.h"

#include "io/filetext.h"
#include "jsonreader.h"
#include "jsonstream.h"
#include "text/utf8.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace cl {

std::string LoadError::toString() const
{
    std::string out = file.empty() ? std::string() : file + ": ";
    if (line > 0)
        out += std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : "") + ": ";
    else if (!pointer.empty())
        out += pointer + ": "; // the whole file has no pointer: "file: message"
    return out + message;
}

std::pair<int, int> lineAndColumn(std::string_view text, std::size_t offset)
{
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column; // count code points, not UTF-8 continuation bytes
        }
    }
    return {line, column};
}

namespace {

// The parser would build any depth; we stop before a hostile file costs stack or time later.
std::size_t firstTooDeep(std::string_view s)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string_view::npos;
}

struct DuplicateKey
{
    std::string pointer;
    std::string key;
    std::size_t first = 0; ///< byte offsets of the two keys
    std::size_t second = 0;
};

// nlohmann keeps the last of two equal keys without a word, so {"pue": 1.2, ..., "pue": 9} would
// load as 9. This pass over an already valid document finds the first key an object repeats.
// Objects with many keys switch from a linear scan to a hash map, so a hostile file stays linear.
std::optional<DuplicateKey> firstDuplicateKey(std::string_view s)
{
    struct Frame
    {
        bool object = false;
        bool expectKey = false;
        std::size_t index = 0;
        std::string currentKey;
        std::vector<std::pair<std::string, std::size_t>> keys;
        std::unordered_map<std::string, std::size_t> many;
    };
    std::vector<Frame> stack;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '{' || c == '[') {
            stack.push_back({});
            stack.back().object = c == '{';
            stack.back().expectKey = c == '{';
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',' && !stack.empty()) {
            if (stack.back().object)
                stack.back().expectKey = true;
            else
                ++stack.back().index;
        } else if (c == '"') {
            const std::size_t start = i;
            bool escaped = false;
            for (++i; i < s.size() && s[i] != '"'; ++i) {
                if (s[i] == '\\') {
                    escaped = true;
                    ++i;
                }
            }
            if (stack.empty() || !stack.back().object || !stack.back().expectKey)
                continue;
            Frame &f = stack.back();
            f.expectKey = false;
            std::string key(s.substr(start + 1, i - start - 1));
            if (escaped) {
                // "\u0061" and "a" are the same key: compare them decoded.
                const auto decoded
                    = nlohmann::json::parse(s.substr(start, i - start + 1), nullptr, false);
                if (decoded.is_string())
                    key = decoded.get<std::string>();
            }
            std::optional<std::size_t> previous;
            if (f.many.empty()) {
                for (const auto &[k, at] : f.keys) {
                    if (k == key)
                        previous = at;
                }
            } else if (auto it = f.many.find(key); it != f.many.end()) {
                previous = it->second;
            }
            if (previous) {
                std::string pointer;
                for (std::size_t k = 0; k + 1 < stack.size(); ++k)
                    pointer = stack[k].object ? JsonReader::child(pointer, stack[k].currentKey)
                                              : JsonReader::child(pointer, stack[k].index);
                return DuplicateKey {JsonReader::child(pointer, key), key, *previous, start};
            }
            f.currentKey = key;
            if (!f.many.empty()) {
                f.many.emplace(std::move(key), start);
            } else {
                f.keys.emplace_back(std::move(key), start);
                if (f.keys.size() > 16) {
                    for (auto &[k, at] : f.keys)
                        f.many.emplace(std::move(k), at);
                    f.keys.clear();
                }
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<nlohmann::json> parseJsonText(std::string_view text, const std::string &file,
                                            LoadErrors &errors, const JsonStream *stream)
{
    auto fail = [&](std::size_t offset, std::string message) {
        const auto [line, column] = lineAndColumn(text, offset);
        errors.push_back({file, {}, line, column, std::move(message)});
        return std::nullopt;
    };
    if (text.empty())
        return fail(0, "the file is empty: expected a JSON document");
    // Bytes that are not UTF-8 and nesting too deep, named with their place. The streaming
    // parse refuses both itself (nlohmann's lexer checks every string's bytes, JSON outside
    // strings is ASCII, and the builder stops past the depth), so a big design is not scanned
    // twice more before it is read (0.3 s of a 156 MB hall); the tree parse is checked first.
    const auto refusedBytesOrDepth = [&]() {
        if (auto bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
            fail(bad, "the file is not valid UTF-8 (byte "
                          + std::to_string(static_cast<unsigned char>(text[bad])) + ")");
            return true;
        }
        if (auto deep = firstTooDeep(text); deep != std::string_view::npos) {
            fail(deep, "nesting deeper than " + std::to_string(kMaxJsonDepth)
                           + " levels: expected a design or catalog document");
            return true;
        }
        return false;
    };
    if (!stream && refusedBytesOrDepth())
        return std::nullopt;

    nlohmann::json doc;
    bool parsed = false;
    bool mayRepeatKeys = true; // the byte scan below decides, unless the parser saw none
    if (stream) {
        parsed = parseStreaming(text, *stream, doc, &mayRepeatKeys, kMaxJsonDepth);
    } else {
        doc = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false,
                                    /*ignore_comments=*/false);
        parsed = !doc.is_discarded();
    }
    if (parsed) {
        // Keys equal as written are equal decoded: where the parser saw no repeat, the scan
        // (a second pass over the whole text) has none to find.
        if (auto dup = mayRepeatKeys ? firstDuplicateKey(text) : std::nullopt) {
            const auto [line1, column1] = lineAndColumn(text, dup->first);
            const auto [line2, column2] = lineAndColumn(text, dup->second);
            errors.push_back({file, dup->pointer, 0, 0,
                              "duplicate key \"" + dup->key + "\": first at line "
                                  + std::to_string(line1) + ":" + std::to_string(column1)
                                  + ", again at line " + std::to_string(line2) + ":"
                                  + std::to_string(column2) + " (expected each key once)"});
            return std::nullopt;
        }
        return doc;
    }

    if (stream && refusedBytesOrDepth())
        return std::nullopt;
    // Parse again with exceptions to learn where and why; only on the error path.
    try {
        const nlohmann::json reparsed = nlohmann::json::parse(text);
        return doc; // unreachable: the first parse failed, so this one throws
    } catch (const nlohmann::json::parse_error &e) {
        std::string what = e.what();
        // nlohmann: "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error
        // while parsing value - invalid literal; last read: 'tw'". Keep the part after the
        // location.
        const auto colon = what.find(": ", what.find("parse error"));
        std::string detail = colon == std::string::npos ? what : what.substr(colon + 2);
        // The parser stopped at the last byte (mid-string, mid-object): the file ends too soon.
        const bool truncated
            = detail.find("unexpected end of input") != std::string::npos || e.byte >= text.size();
        if (truncated)
            detail = "unexpected end of file (is the file truncated?): " + detail;
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        return fail(offset, "syntax error: " + detail);
    } catch (const nlohmann::json::out_of_range &e) {
        // "number overflow parsing '1e999'": a literal no double can hold. Point at it.
        std::string what = e.what();
        std::size_t offset = 0;
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        if (open != std::string::npos && close > open) {
            const std::string literal = what.substr(open + 1, close - open - 1);
            offset = std::min(text.find(literal), text.size());
            return fail(offset, "the number " + literal
                                    + " is too large to represent: expected a finite number");
        }
        return fail(offset, "number out of range: expected a finite number");
    } catch (const std::exception &e) {
        return fail(0, std::string("syntax error: ") + e.what());
    }
    return fail(0, "syntax error");
}

std::optional<nlohmann::json> readJsonFile(const std::string &path, InputKind kind,
                                           LoadErrors &errors)
{
    const FileText file = readInputFile(path, kind);
    if (!file.text) {
        errors.push_back({path, {}, 0, 0, file.error});
        return std::nullopt;
    }
    return parseJsonText(*file.text, path, errors);
}

} // namespace cl
