// SPDX-License-Identifier: GPL-3.0-or-later
// The site's electricity tariff by hour, and money in the site's currency converted to USD, the
// unit catalog prices are dated in. Pure functions of the site (model/money.h).
#pragma once

#include "model/enums.h"
#include "model/money.h"
#include "model/site.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

using DayProfile = std::array<double, 24>;

/** Names of TariffBand as the file writes them: sharp, peak, flat, valley, deep_valley. */
const NameTable<TariffBand> &tariffBandNames();

/** The price of each hour of the day; empty for an hour no period covers. */
std::array<std::optional<double>, 24> hourlyPrices(const Tariff &t);

/** What is wrong with a tariff's hours: an hour missing or an hour in two periods (ranges out
 *  of 0–24 are refused where they are read). The reader names the hour. */
struct TariffProblem
{
    enum Kind { Uncovered, Twice } kind;
    int hour = 0; ///< the first hour concerned
};
std::vector<TariffProblem> tariffProblems(const Tariff &t);

/** The load of a cluster that runs flat out all day: every hour weighs the same. Training and
 *  the serving model's steady rate are flat today; a daily load curve would weigh the hours. */
DayProfile flatLoad();

/** The mean price paid per kWh by a load shaped as `load` (any non-negative weights per hour):
 *  sum(load_h x price_h) / sum(load_h). Uncovered hours count at 0; the reader refuses them. */
double loadWeightedPrice(const Tariff &t, const DayProfile &load);

/** A tariff with one price all day. */
Tariff flatTariff(double pricePerKwh, std::string currency);
bool isFlat(const Tariff &t);

/** Units of `currency` per USD at the site's rate: 1 for USD, the site's rate for its own
 *  currency, empty for any other (the reader allows only those two). */
std::optional<double> unitsPerUsd(std::string_view currency, const Site &site);

/** An amount in USD at the site's rate; empty when its currency is neither USD nor the site's. */
std::optional<double> toUsd(const Money &m, const Site &site);

/** The site's colocation price per kW and month in USD; empty when it pays for energy instead. */
std::optional<double> colocationUsdPerKwMonth(const Site &site);
/** The site's cloud price of a catalog GPU per GPU-hour in USD; empty when it has none. */
std::optional<double> cloudUsdPerGpuHour(const Site &site, const std::string &gpuId);

/** Money kept valid across a change of the site's currency: an amount in USD or in the new
 *  currency stays as entered; one in the old currency (which will have no rate) is converted to
 *  USD at the old rate, since the new currency's rate is not known when its code changes. */
Money inCurrency(const Money &m, const Site &from, const Site &to);
Tariff inCurrency(const Tariff &t, const Site &from, const Site &to);

/** The tariff with its prices in the site's currency (a tariff entered in USD, converted). */
Tariff inSiteCurrency(const Tariff &t, const Site &site);
/** The amount in the site's currency (one entered in USD, converted at the site's rate). */
double inSiteCurrency(const Money &m, const Site &site);

/** The site's electricity in USD per kWh for a flat load: what the ledger's energy cost uses. */
double electricityUsdPerKwh(const Site &site);

} // namespace cl
