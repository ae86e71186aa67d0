// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadcurvearg.h"

#include "cliflags.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

namespace cl::cli {

std::vector<double> loadCurveFromArgs(const CliArgs &args)
{
    const auto text = args.value("--load-curve");
    if (!text)
        return {};
    if (!args.value("--rps"))
        throw Failure {ExitUsage, "--load-curve: give --rps, the peak rate its shares scale"};
    std::vector<double> shares;
    std::stringstream in(*text);
    for (std::string item; std::getline(in, item, ',');) {
        std::size_t used = 0;
        double x = NAN;
        try {
            x = std::stod(item, &used);
        } catch (...) {
            used = 0;
        }
        const bool whole = used > 0 && item.find_first_not_of(" \t", used) == std::string::npos;
        if (!whole || !std::isfinite(x) || x < 0 || x > 1)
            throw Failure {ExitUsage, "--load-curve: value " + std::to_string(shares.size() + 1)
                                          + " (\"" + item
                                          + "\") is not a share of the peak from 0 to 1"};
        shares.push_back(x);
    }
    if (shares.size() != 24 && shares.size() != 168)
        throw Failure {ExitUsage, "--load-curve: 24 values (a day) or 168 (a week from Monday "
                                  "00:00), got "
                                      + std::to_string(shares.size())};
    if (*std::max_element(shares.begin(), shares.end()) <= 0)
        throw Failure {ExitUsage, "--load-curve: every hour is 0; one must carry load"};
    return shares;
}

} // namespace cl::cli
