// SPDX-License-Identifier: GPL-3.0-or-later
// Money as a planner types it, in a CLI flag or a form: "5000万元", "3.5亿元", "50M USD", "$35M",
// "0.65元/度", "0.65 CNY/kWh"; and a time-of-use tariff as one line:
// "peak=1.10@8-11,18-23; flat=0.65@7-8,11-18; valley=0.30@23-24,0-7" (or 峰/平/谷).
#pragma once

#include "model/money.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace cl {

struct ParsedMoney
{
    std::optional<Money> money;
    std::string error; ///< what was expected, when money is empty
};

/** An amount with an optional currency (元/万元/亿元/CNY/RMB/¥, USD/$) and the count suffixes of
 *  parseQuantity (k, M, B, 万, 亿); without a currency it is in `defaultCurrency`. */
ParsedMoney parseMoney(std::string_view text, std::string_view defaultCurrency);

/** A price per kWh: parseMoney's forms with an optional "/kWh" or "/度". */
ParsedMoney parsePricePerKwh(std::string_view text, std::string_view defaultCurrency);

/** "8-11" or "08-11" (blanks around allowed): whole hours with 0 <= FROM < TO <= 24; the one
 *  reading of an hour range for the file, the CLI's --tariff and the tariff dialog. */
std::optional<std::pair<int, int>> parseHourRange(std::string_view text);

struct ParsedTariff
{
    std::optional<Tariff> tariff;
    std::string error;
};

/** "BAND=PRICE@FROM-TO[,FROM-TO...]; ..." with bands sharp/peak/flat/valley/deep_valley (or
 *  尖峰/峰/平/谷/深谷); every hour must be covered once. Prices are in `currency`. */
ParsedTariff parseTariff(std::string_view text, const std::string &currency);

} // namespace cl
