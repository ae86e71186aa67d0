// SPDX-License-Identifier: GPL-3.0-or-later
#include "quantity.h"

#include <cmath>
#include <cstdlib>
#include <utility>

namespace cl {

namespace {

struct Unit
{
    std::string_view name;
    double scale;
};

// Case matters where SI says it does ("M" mega, "m" would be milli: not accepted at all).
constexpr Unit kCountUnits[]
    = {{"k", 1e3},  {"K", 1e3},  {"M", 1e6},  {"B", 1e9},    {"G", 1e9},    {"T", 1e12},
       {"万", 1e4}, {"亿", 1e8}, {"千", 1e3}, {"百万", 1e6}, {"万亿", 1e12}};
constexpr Unit kByteUnits[] = {{"B", 1},
                               {"kB", 1e3},
                               {"KB", 1e3},
                               {"MB", 1e6},
                               {"GB", 1e9},
                               {"TB", 1e12},
                               {"PB", 1e15},
                               {"KiB", 1024.0},
                               {"MiB", 1048576.0},
                               {"GiB", 1073741824.0},
                               {"TiB", 1099511627776.0}};
constexpr Unit kPowerUnits[] = {{"W", 1}, {"kW", 1e3}, {"KW", 1e3}, {"MW", 1e6}, {"GW", 1e9}};
constexpr Unit kDurationUnits[]
    = {{"s", 1},        {"min", 60},    {"h", 3600},   {"d", 86400},  {"day", 86400},
       {"days", 86400}, {"小时", 3600}, {"天", 86400}, {"w", 604800}, {"周", 604800}};

template<std::size_t N>
const Unit *find(const Unit (&units)[N], std::string_view name)
{
    for (const Unit &u : units) {
        if (u.name == name)
            return &u;
    }
    return nullptr;
}

const Unit *unitOf(QuantityKind kind, std::string_view name)
{
    switch (kind) {
    case QuantityKind::Count:
        return find(kCountUnits, name);
    case QuantityKind::Bytes:
        return find(kByteUnits, name);
    case QuantityKind::Power:
        return find(kPowerUnits, name);
    case QuantityKind::Duration:
        return find(kDurationUnits, name);
    }
    return nullptr;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::string_view trim(std::string_view s)
{
    auto space = [](char c) {
        return c == ' ' || c == '\t';
    };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

} // namespace

ParsedQuantity parseQuantity(std::string_view text, QuantityKind kind)
{
    ParsedQuantity out;
    text = trim(text);
    if (text.empty())
        return out.error = QuantityError::Empty, out;
    if (text.front() == '-') {
        // Say "negative" rather than "not a number": that is what the user typed.
        out.error = text.size() > 1 && (isDigit(text[1]) || text[1] == '.')
                        ? QuantityError::Negative
                        : QuantityError::NotANumber;
        return out;
    }
    // The number: digits with optional group separators, a fraction, an exponent.
    std::string digits;
    std::size_t i = 0;
    std::size_t mantissa = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (isDigit(c)) {
            digits += c;
            ++mantissa;
            ++i;
        } else if ((c == ',' || c == '_') && mantissa > 0 && i + 1 < text.size()
                   && isDigit(text[i + 1])) {
            ++i; // a group separator between digits
        } else {
            break;
        }
    }
    if (i < text.size() && text[i] == '.') {
        digits += '.';
        ++i;
        while (i < text.size() && isDigit(text[i])) {
            digits += text[i++];
            ++mantissa;
        }
    }
    if (mantissa == 0)
        return out.error = QuantityError::NotANumber, out;
    if (i + 1 < text.size() && (text[i] == 'e' || text[i] == 'E')
        && (isDigit(text[i + 1])
            || ((text[i + 1] == '+' || text[i + 1] == '-') && i + 2 < text.size()
                && isDigit(text[i + 2])))) {
        digits += 'e';
        ++i;
        if (text[i] == '+' || text[i] == '-')
            digits += text[i++];
        while (i < text.size() && isDigit(text[i]))
            digits += text[i++];
    }
    // "0x10": a letter right after a lone zero is a base prefix, not a unit.
    if (digits == "0" && i < text.size() && (text[i] == 'x' || text[i] == 'X'))
        return out.error = QuantityError::NotANumber, out;
    double value = std::strtod(digits.c_str(), nullptr);
    const std::string_view unit = trim(text.substr(i));
    if (!unit.empty()) {
        const Unit *u = unitOf(kind, unit);
        if (!u) {
            out.unit = std::string(unit);
            return out.error = QuantityError::UnknownUnit, out;
        }
        value *= u->scale;
        out.hasUnit = true;
        out.unit = std::string(unit);
    }
    if (!std::isfinite(value))
        return out.error = QuantityError::TooLarge, out;
    out.value = value;
    return out;
}

std::string quantityUnits(QuantityKind kind)
{
    switch (kind) {
    case QuantityKind::Count:
        return "k, M, B (10^9), T, 万, 亿, 万亿";
    case QuantityKind::Bytes:
        return "B, kB, MB, GB, TB, KiB, MiB, GiB, TiB";
    case QuantityKind::Power:
        return "W, kW, MW";
    case QuantityKind::Duration:
        return "s, min, h, d";
    }
    return {};
}

} // namespace cl
