// SPDX-License-Identifier: GPL-3.0-or-later
// Procurement as data: whether a market can buy a part, from the catalog's dated availability
// records, and what a planner already holds. `design --market` and the validator both ask here,
// so "cannot be bought" means the same everywhere.
#pragma once

#include "catalogentries.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

/** The markets the catalog records: mainland China and the rest of the world. */
inline const std::vector<std::string_view> &marketCodes()
{
    static const std::vector<std::string_view> codes {"cn", "global"};
    return codes;
}
bool isMarketCode(std::string_view code);

/** The statuses a market record may carry (catalogentries.h, MarketAvailability::status). */
inline const std::vector<std::string_view> &availabilityStatuses()
{
    static const std::vector<std::string_view> statuses {"available", "licence_required",
                                                         "unavailable", "not_offered"};
    return statuses;
}

/** What the catalog says of one part in one market. */
struct ProcurementCheck
{
    bool buyable = true; ///< false: the record says the market cannot buy it
    bool recorded = false; ///< false: the catalog records nothing for this market
    const MarketAvailability *record = nullptr; ///< the record, when recorded
};

/** An empty market means "no market given": every part is buyable and nothing is recorded. */
ProcurementCheck procurementOf(const GpuModel &gpu, const std::string &market);

/** GPUs the planner already holds, by catalog id: bought before a rule changed, or on hand. */
using HeldParts = std::map<std::string, int>;

/** How many GPUs of a part a design may use in a market: unlimited (-1) where the part can be
 *  bought, else what is held (0 when nothing is). */
int usableGpus(const GpuModel &gpu, const std::string &market, const HeldParts &held);

} // namespace cl
