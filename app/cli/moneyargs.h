// SPDX-License-Identifier: GPL-3.0-or-later
// The money flags of `design`: a budget and a tariff in the planner's currency (--budget 5000万元,
// --electricity 0.65元/度, --tariff "峰=1.10@8-11,18-23;平=0.65@7-8,11-18;谷=0.30@23-24,0-7"),
// the currency, its rate per USD and the day it was taken; the USD flags of older scripts stay.
#pragma once

#include "cliargs.h"
#include "sizing/sizingtypes.h"

namespace cl::cli {

/** Sets the targets' currency, rate, tariff and budget; a Failure names the flag that is wrong. */
void moneyFromArgs(const CliArgs &args, SizingTargets &t);

} // namespace cl::cli
