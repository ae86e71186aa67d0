// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberparse.h"

#include <cmath>
#include <cstdlib>

namespace cl::cli {

namespace {

// Plain decimal only: strtod would also take "0x10" (16), "inf", "nan" and leading spaces, and
// a user typing 0x10 parameters means something else than 16.
bool isDecimal(const std::string &s)
{
    std::size_t i = 0;
    auto digits = [&] {
        const std::size_t start = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9')
            ++i;
        return i - start;
    };
    std::size_t count = digits();
    if (i < s.size() && s[i] == '.') {
        ++i;
        count += digits();
    }
    if (count == 0)
        return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-'))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == s.size();
}

} // namespace

std::optional<double> parseQuantity(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    double scale = 1;
    std::string digits = text;
    switch (text.back()) {
    case 'K':
    case 'k':
        scale = 1e3;
        break;
    case 'M':
        scale = 1e6;
        break;
    case 'B':
    case 'G':
        scale = 1e9;
        break;
    case 'T':
        scale = 1e12;
        break;
    default:
        break;
    }
    if (scale != 1)
        digits.pop_back();
    if (!isDecimal(digits))
        return std::nullopt;
    // May be +inf ("1e300T"): the caller's range check then names the range, not the syntax.
    const double x = std::strtod(digits.c_str(), nullptr) * scale;
    if (std::isnan(x) || x <= 0)
        return std::nullopt;
    return x;
}

std::optional<int> parsePositiveInt(const std::string &text)
{
    if (text.empty() || text.size() > 9
        || text.find_first_not_of("0123456789") != std::string::npos)
        return std::nullopt;
    const long x = std::strtol(text.c_str(), nullptr, 10);
    if (x <= 0 || x > 100'000'000)
        return std::nullopt;
    return int(x);
}

} // namespace cl::cli
