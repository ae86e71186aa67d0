// SPDX-License-Identifier: GPL-3.0-or-later
// Strict, kind reading of JSON values: every accessor checks type and range, records a LoadError
// with the value's JSON pointer when something is off, and hands back a usable default so that one
// pass reports every problem in a file, not just the first.
#pragma once

#include "jsonerror.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cl {

/** The range a number must lie in, with the words used in "expected ..." messages. */
struct NumberRule
{
    double min;
    bool minExclusive;
    double max;
    bool maxExclusive;
    const char *expected;

    /** Within the range (x finite). */
    bool accepts(double x) const
    {
        const bool belowMin = minExclusive ? x <= min : x < min;
        const bool aboveMax = maxExclusive ? x >= max : x > max;
        return x == x && !belowMin && !aboveMax;
    }

    static const NumberRule Any; ///< any finite number
    static const NumberRule Positive; ///< > 0
    static const NumberRule NonNegative; ///< >= 0
    static const NumberRule Fraction; ///< 0 < x <= 1
    static const NumberRule UnitRange; ///< 0 <= x <= 1
    static const NumberRule AtLeastOne; ///< >= 1 (PUE, ratios)
};

class JsonReader
{
public:
    using json = nlohmann::json;

    JsonReader(std::string file, LoadErrors &errors);

    static std::string child(const std::string &pointer, std::string_view key);
    static std::string child(const std::string &pointer, std::size_t index);
    /** What a value is, for "got ..." in messages: "\"twelve\"", "an object", "null". */
    static std::string describe(const json &value);

    void error(const std::string &pointer, std::string message);
    bool hasErrors() const { return mErrors.size() > mInitialErrorCount; }
    const std::string &file() const { return mFile; }

    /** Checks that value is an object whose keys are all in allowed; unknown keys are errors. */
    bool object(const json &value, const std::string &pointer,
                std::initializer_list<std::string_view> allowed);
    /** The member, or nullptr when absent; a missing required member is an error. */
    const json *member(const json &obj, const std::string &pointer, std::string_view key,
                       bool required);

    std::optional<double> number(const json &obj, const std::string &pointer, std::string_view key,
                                 const NumberRule &rule);
    double number(const json &obj, const std::string &pointer, std::string_view key,
                  const NumberRule &rule, double fallback);
    std::optional<double> optionalNumber(const json &obj, const std::string &pointer,
                                         std::string_view key, const NumberRule &rule);

    std::optional<std::int64_t> integer(const json &obj, const std::string &pointer,
                                        std::string_view key, std::int64_t min, std::int64_t max);
    std::int64_t integer(const json &obj, const std::string &pointer, std::string_view key,
                         std::int64_t min, std::int64_t max, std::int64_t fallback);

    std::optional<std::string> string(const json &obj, const std::string &pointer,
                                      std::string_view key, bool required = true);
    std::string string(const json &obj, const std::string &pointer, std::string_view key,
                       std::string fallback);
    /** A display name: a string of at most limits::kMaxNameBytes with no control characters. */
    std::string name(const json &obj, const std::string &pointer, std::string_view key,
                     std::string fallback);
    /** An id: 1 to limits::kMaxIdBytes bytes, no control characters or spaces at either end. */
    std::optional<std::string> identifier(const json &obj, const std::string &pointer,
                                          std::string_view key, bool required = true);
    std::optional<bool> optionalBoolean(const json &obj, const std::string &pointer,
                                        std::string_view key, bool required);
    bool boolean(const json &obj, const std::string &pointer, std::string_view key, bool fallback)
    {
        return optionalBoolean(obj, pointer, key, false).value_or(fallback);
    }

    /** A member that must be an array (nullptr when absent and not required, or wrong). */
    const json *array(const json &obj, const std::string &pointer, std::string_view key,
                      bool required);

    /** A string member that must be one of the names; returns the matching value. */
    template<typename E>
    std::optional<E> choice(const json &obj, const std::string &pointer, std::string_view key,
                            const std::vector<std::pair<std::string_view, E>> &names, bool required)
    {
        auto text = string(obj, pointer, key, required);
        if (!text)
            return std::nullopt;
        for (const auto &[name, value] : names) {
            if (name == *text)
                return value;
        }
        std::string expected;
        for (const auto &entry : names)
            expected += (expected.empty() ? "" : ", ") + std::string(entry.first);
        error(child(pointer, key), "expected one of " + expected + ", got \"" + *text + "\"");
        return std::nullopt;
    }

private:
    std::string mFile;
    LoadErrors &mErrors;
    std::size_t mInitialErrorCount = 0;
};

} // namespace cl
