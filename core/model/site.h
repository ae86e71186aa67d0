// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <string>

namespace cl {

/** Where the cluster lives and what power and money cost there. Prices in USD; shown in currency.
 */
struct Site
{
    std::string name;
    double pue = 1.4; ///< facility power / IT power
    double electricityUsdPerKwh = 0.08; ///< price as billed (per kWh), USD
    std::string currency = "USD"; ///< display currency (ISO 4217)
    double currencyPerUsd = 1.0; ///< exchange rate: units of currency for one USD
    std::optional<double> colocationUsdPerKwMonth; ///< when set, opex is colocation, not energy
    double depreciationYears = 5.0;
    double utilisation = 0.9; ///< expected share of hours the GPUs are busy
    std::map<std::string, double> cloudUsdPerGpuHour; ///< by catalog GPU id

    bool operator==(const Site &) const = default;
};

} // namespace cl
