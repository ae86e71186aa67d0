// SPDX-License-Identifier: GPL-3.0-or-later
// Money in *.cluster.json (version 10): an amount with its currency, and the site's electricity
// tariff by hour. Both may be in USD or the site's currency; anything else has no rate to
// convert it with and is refused, with the currencies that would do.
#pragma once

#include "json/jsonreader.h"
#include "model/money.h"
#include "model/site.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace cl {

/** {"amount": 50000000, "currency": "CNY"}; `usdRule` bounds the amount once in USD. */
std::optional<Money> readMoneyJson(JsonReader &r, const nlohmann::json &v, const std::string &p,
                                   const Site &site, const NumberRule &usdRule);
nlohmann::ordered_json moneyJson(const Money &m);

/** A budget member: `budget` (version 10, as entered) or `budget_usd` (up to version 9). */
std::optional<Money> readBudgetJson(JsonReader &r, const nlohmann::json &v, const std::string &p,
                                    const Site &site);

/** {"currency": "CNY", "periods": [{"band": "peak", "price_per_kwh": 1.1, "hours": [[8, 11]]}]} */
void readTariffJson(JsonReader &r, const nlohmann::json &v, const std::string &p, const Site &site,
                    Tariff &t);
nlohmann::ordered_json tariffJson(const Tariff &t);

/** An ISO date, YYYY-MM-DD with a real month and day. */
bool isIsoDate(const std::string &s);

} // namespace cl
