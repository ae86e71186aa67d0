// SPDX-License-Identifier: GPL-3.0-or-later
// The targets' money in USD: the search ranks on catalog prices, which are in USD, while the
// planner's budget and tariff stay in the currency they were given in.
#pragma once

#include "model/site.h"
#include "sizingtypes.h"

#include <optional>

namespace cl {

/** A site with the targets' currency, rate and tariff, for the conversions of cost/tariff.h. */
Site moneySite(const SizingTargets &t);
/** The capex ceiling in USD; empty when none was given. */
std::optional<double> budgetUsd(const SizingTargets &t);
/** The tariff's mean price for a flat load, in USD per kWh. */
double electricityUsdPerKwh(const SizingTargets &t);

} // namespace cl
