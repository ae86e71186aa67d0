// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enums.h"
#include "money.h"

#include <map>
#include <optional>
#include <string>

namespace cl {

/**
 * The hall floor: racks stand in rows (Rack::row, Rack::position) this far apart, and cables run
 * in overhead trays along and across the rows. Cable lengths come from it (cablerouting.h).
 */
struct Floor
{
    double rowPitchM = 2.4; ///< centre to centre of adjacent rows (rack depth plus one aisle)
    double slackM = 2.0; ///< added to every routed cable: service loops and dressing
    Containment containment = Containment::Cold;

    bool operator==(const Floor &) const = default;
};

/** Where the cluster lives and what power and money cost there. Catalog prices are in USD and
 *  shown in the site's currency; the tariff and budgets are stored as entered (model/money.h).
 */
struct Site
{
    std::string name;
    double pue = 1.4; ///< facility power / IT power, for heat the room's air removes
    /** The partial PUE of heat that direct liquid cooling takes (format 11): the facility water
     *  plant's watts per watt of liquid heat, the CDUs placed in the design not included (their
     *  own power is added). Absent: liquid heat costs the same PUE as air (older files). */
    std::optional<double> liquidPue;
    /** Price per kWh by hour of the day (version 10), in USD or the site's currency. */
    Tariff electricity;
    std::string currency = "USD"; ///< display currency (ISO 4217)
    double currencyPerUsd = 1.0; ///< exchange rate: units of currency for one USD
    std::string currencyRateDate; ///< the day the rate was taken (YYYY-MM-DD); empty: not said
    /** Colocation price per kW of IT power per month, as entered (version 17; USD before): when
     *  set, opex is colocation, not energy. */
    std::optional<Money> colocationPerKwMonth;
    double depreciationYears = 5.0;
    double utilisation = 0.9; ///< expected share of hours the GPUs are busy
    /** Cloud price per GPU-hour by catalog GPU id, as entered (version 17; USD before). */
    std::map<std::string, Money> cloudPerGpuHour;
    Floor floor;
    /** Where the parts are bought (cn, global: catalog/procurement.h); empty: not said. */
    std::string market;
    /** GPUs already held, by catalog id: the validator does not flag these up to the count
     *  where the market cannot buy more. */
    std::map<std::string, int> heldGpus;

    bool operator==(const Site &) const = default;
};

} // namespace cl
