// SPDX-License-Identifier: GPL-3.0-or-later
// serve's --load-curve: how the rate moves through a day or week, as the file's load_curve.
#pragma once

#include "cliargs.h"

#include <vector>

namespace cl::cli {

/** The shares of the peak --rps each hour carries: 24 (a day) or 168 (a week) numbers from 0 to
 *  1, comma-separated, one above 0; empty without the flag. A Failure says which value is wrong
 *  and what was expected, or that --rps (the peak it scales) is missing. */
std::vector<double> loadCurveFromArgs(const CliArgs &args);

} // namespace cl::cli
