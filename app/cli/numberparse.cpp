// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberparse.h"

#include "text/quantity.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace cl::cli {

std::optional<double> parseQuantity(const std::string &text)
{
    // The same parser as the app's fields (core/text/quantity.h): 70B, 1.4T, 15万, 2,048.
    const ParsedQuantity q = cl::parseQuantity(text, QuantityKind::Count);
    if (q.error == QuantityError::TooLarge)
        return std::numeric_limits<double>::infinity(); // the caller's range check names it
    if (!q.ok() || !(q.value > 0))
        return std::nullopt;
    return q.value;
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
