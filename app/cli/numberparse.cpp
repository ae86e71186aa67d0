// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberparse.h"

#include <cmath>
#include <cstdlib>

namespace cl::cli {

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
    char *end = nullptr;
    const double x = std::strtod(digits.c_str(), &end);
    if (digits.empty() || end != digits.c_str() + digits.size() || !std::isfinite(x) || x <= 0)
        return std::nullopt;
    return x * scale;
}

std::optional<int> parsePositiveInt(const std::string &text)
{
    char *end = nullptr;
    const long x = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || end != text.c_str() + text.size() || x <= 0 || x > 100'000'000)
        return std::nullopt;
    return int(x);
}

} // namespace cl::cli
