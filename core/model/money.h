// SPDX-License-Identifier: GPL-3.0-or-later
// Money as the planner enters it (format version 10): an amount in a currency, and the site's
// electricity tariff by hour of the day. Both are stored as entered, so a budget of 5,000 万元
// stays 5,000 万元 when the exchange rate moves; the engine converts to USD where it compares
// with catalog prices (cost/money.h).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace cl {

struct Money
{
    double amount = 0;
    std::string currency = "USD"; ///< ISO 4217: USD or the site's currency

    bool operator==(const Money &) const = default;
};

/** China's time-of-use periods (尖峰, 峰, 平, 谷, 深谷); a flat tariff is one Flat period. */
enum class TariffBand { Sharp, Peak, Flat, Valley, DeepValley };

/** One price for the hours it lists: [from, to) pairs of whole hours, 0–24. */
struct TariffPeriod
{
    TariffBand band = TariffBand::Flat;
    double pricePerKwh = 0; ///< in the tariff's currency
    std::vector<std::pair<int, int>> hours;

    bool operator==(const TariffPeriod &) const = default;
};

/** The electricity price over a day: every hour in exactly one period (cost/tariff.h checks). */
struct Tariff
{
    std::string currency = "USD";
    std::vector<TariffPeriod> periods {{TariffBand::Flat, 0.08, {{0, 24}}}};

    bool operator==(const Tariff &) const = default;
};

} // namespace cl
