// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreader.h"

#include "model/limits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cl {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}

const NumberRule NumberRule::Any {-kInf, false, kInf, false, "a number"};
const NumberRule NumberRule::Positive {0, true, kInf, false, "a positive number"};
const NumberRule NumberRule::NonNegative {0, false, kInf, false, "a non-negative number"};
const NumberRule NumberRule::Fraction {0, true, 1, false, "a number above 0 and at most 1"};
const NumberRule NumberRule::UnitRange {0, false, 1, false, "a number from 0 to 1"};
const NumberRule NumberRule::AtLeastOne {1, false, kInf, false, "a number of at least 1"};

JsonReader::JsonReader(std::string file, LoadErrors &errors)
    : mFile(std::move(file))
    , mErrors(errors)
    , mInitialErrorCount(errors.size())
{ }

std::string JsonReader::child(const std::string &pointer, std::string_view key)
{
    std::string out = pointer + "/";
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::string JsonReader::child(const std::string &pointer, std::size_t index)
{
    return pointer + "/" + std::to_string(index);
}

std::string JsonReader::describe(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "an array";
    case json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case json::value_t::number_float:
        if (!std::isfinite(value.get<double>()))
            return "a number too large to represent";
        [[fallthrough]];
    default: {
        std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
        if (text.size() > 60)
            text = text.substr(0, 57) + "...";
        return text;
    }
    }
}

void JsonReader::error(const std::string &pointer, std::string message)
{
    mErrors.push_back({mFile, pointer, 0, 0, std::move(message)});
}

bool JsonReader::object(const json &value, const std::string &pointer,
                        std::initializer_list<std::string_view> allowed)
{
    if (!value.is_object()) {
        error(pointer, "expected an object, got " + describe(value));
        return false;
    }
    for (const auto &item : value.items()) {
        bool known = false;
        for (auto key : allowed)
            known = known || key == item.key();
        if (!known) {
            std::string list;
            for (auto key : allowed)
                list += (list.empty() ? "" : ", ") + std::string(key);
            error(child(pointer, item.key()), "unknown field (expected one of: " + list + ")");
        }
    }
    return true;
}

const JsonReader::json *JsonReader::member(const json &obj, const std::string &pointer,
                                           std::string_view key, bool required)
{
    if (obj.is_object()) {
        auto it = obj.find(key);
        if (it != obj.end())
            return &*it;
    }
    if (required)
        error(child(pointer, key), "required field is missing");
    return nullptr;
}

std::optional<double> JsonReader::number(const json &obj, const std::string &pointer,
                                         std::string_view key, const NumberRule &rule)
{
    const json *v = member(obj, pointer, key, true);
    if (!v)
        return std::nullopt;
    return optionalNumber(obj, pointer, key, rule);
}

double JsonReader::number(const json &obj, const std::string &pointer, std::string_view key,
                          const NumberRule &rule, double fallback)
{
    return optionalNumber(obj, pointer, key, rule).value_or(fallback);
}

std::optional<double> JsonReader::optionalNumber(const json &obj, const std::string &pointer,
                                                 std::string_view key, const NumberRule &rule)
{
    const json *v = member(obj, pointer, key, false);
    if (!v)
        return std::nullopt;
    const std::string where = child(pointer, key);
    if (!v->is_number()) {
        error(where, std::string("expected ") + rule.expected + ", got " + describe(*v));
        return std::nullopt;
    }
    const double x = v->get<double>();
    if (!std::isfinite(x)) {
        error(where, std::string("expected ") + rule.expected + " (finite), got " + describe(*v));
        return std::nullopt;
    }
    if (!rule.accepts(x)) {
        error(where, std::string("expected ") + rule.expected + ", got " + describe(*v));
        return std::nullopt;
    }
    return x;
}

std::optional<std::int64_t> JsonReader::integer(const json &obj, const std::string &pointer,
                                                std::string_view key, std::int64_t min,
                                                std::int64_t max)
{
    const json *v = member(obj, pointer, key, true);
    if (!v)
        return std::nullopt;
    auto expected = [&] {
        if (max == std::numeric_limits<std::int64_t>::max())
            return "expected an integer of at least " + std::to_string(min);
        return "expected an integer from " + std::to_string(min) + " to " + std::to_string(max);
    };
    const std::string where = child(pointer, key);
    if (!v->is_number_integer()) {
        // 8.0 is accepted as 8: JSON writers in other languages emit integers as floats.
        if (v->is_number_float()) {
            const double x = v->get<double>();
            if (std::isfinite(x) && std::floor(x) == x && x >= double(min) && x <= double(max))
                return static_cast<std::int64_t>(x);
        }
        error(where, expected() + ", got " + describe(*v));
        return std::nullopt;
    }
    const std::int64_t x
        = v->is_number_unsigned() ? static_cast<std::int64_t>(std::min<std::uint64_t>(
              v->get<std::uint64_t>(), std::uint64_t(std::numeric_limits<std::int64_t>::max())))
                                  : v->get<std::int64_t>();
    if (x < min || x > max) {
        error(where, expected() + ", got " + describe(*v));
        return std::nullopt;
    }
    return x;
}

std::int64_t JsonReader::integer(const json &obj, const std::string &pointer, std::string_view key,
                                 std::int64_t min, std::int64_t max, std::int64_t fallback)
{
    if (!member(obj, pointer, key, false))
        return fallback;
    return integer(obj, pointer, key, min, max).value_or(fallback);
}

std::optional<std::string> JsonReader::string(const json &obj, const std::string &pointer,
                                              std::string_view key, bool required)
{
    const json *v = member(obj, pointer, key, required);
    if (!v)
        return std::nullopt;
    if (!v->is_string()) {
        error(child(pointer, key), "expected a string, got " + describe(*v));
        return std::nullopt;
    }
    const auto &text = v->get_ref<const std::string &>();
    // Every string has a ceiling: a 50 MB name once took 17 s and 2.2 GB to report.
    if (text.size() > limits::kMaxTextBytes) {
        error(child(pointer, key), "expected a string of at most "
                                       + std::to_string(limits::kMaxTextBytes) + " bytes, got "
                                       + std::to_string(text.size()) + " bytes");
        return std::nullopt;
    }
    if (text.find('\0') != std::string::npos) {
        error(child(pointer, key), "expected text without NUL (\\u0000) characters");
        return std::nullopt;
    }
    return text;
}

namespace {
bool hasControlCharacter(const std::string &s)
{
    return std::any_of(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7F;
    });
}
} // namespace

std::string JsonReader::name(const json &obj, const std::string &pointer, std::string_view key,
                             std::string fallback)
{
    auto text = string(obj, pointer, key, false);
    if (!text)
        return fallback;
    if (text->size() > limits::kMaxNameBytes) {
        error(child(pointer, key), "expected a name of at most "
                                       + std::to_string(limits::kMaxNameBytes) + " bytes, got "
                                       + std::to_string(text->size()) + " bytes");
        return fallback;
    }
    if (hasControlCharacter(*text)) {
        error(child(pointer, key), "expected a name without control characters");
        return fallback;
    }
    return *text;
}

std::optional<std::string> JsonReader::identifier(const json &obj, const std::string &pointer,
                                                  std::string_view key, bool required)
{
    auto text = string(obj, pointer, key, required);
    if (!text)
        return std::nullopt;
    if (text->empty() || text->size() > limits::kMaxIdBytes || hasControlCharacter(*text)
        || text->front() == ' ' || text->back() == ' ') {
        error(child(pointer, key),
              "expected an id of 1 to " + std::to_string(limits::kMaxIdBytes)
                  + " bytes without control characters or outer spaces, got "
                  + (text->size() > limits::kMaxIdBytes ? std::to_string(text->size()) + " bytes"
                                                        : describe(obj.at(std::string(key)))));
        return std::nullopt;
    }
    return text;
}

std::string JsonReader::string(const json &obj, const std::string &pointer, std::string_view key,
                               std::string fallback)
{
    return string(obj, pointer, key, false).value_or(std::move(fallback));
}

std::optional<bool> JsonReader::optionalBoolean(const json &obj, const std::string &pointer,
                                                std::string_view key, bool required)
{
    const json *v = member(obj, pointer, key, required);
    if (!v)
        return std::nullopt;
    if (!v->is_boolean()) {
        error(child(pointer, key), "expected true or false, got " + describe(*v));
        return std::nullopt;
    }
    return v->get<bool>();
}

const JsonReader::json *JsonReader::array(const json &obj, const std::string &pointer,
                                          std::string_view key, bool required)
{
    const json *v = member(obj, pointer, key, required);
    if (!v)
        return nullptr;
    if (!v->is_array()) {
        error(child(pointer, key), "expected an array, got " + describe(*v));
        return nullptr;
    }
    return v;
}

} // namespace cl
