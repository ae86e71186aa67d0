// SPDX-License-Identifier: GPL-3.0-or-later
// Procurement in words: market names, availability statuses and why a market cannot buy a part,
// for the CLI, New from Targets and the validator's diagnostics alike.
#pragma once

#include "catalog/catalogentries.h"

#include <QString>

#include <string>

namespace cl {

/** "Mainland China", "Global (outside mainland China)"; the code itself when unknown. */
QString marketName(const std::string &code);

/** available, licence_required, unavailable, not_offered and unrecorded, worded. */
QString availabilityStatusText(const std::string &status);

/** The rule in the interface's language (the catalog's rule_zh in Chinese, where it has one). */
QString availabilityRuleText(const MarketAvailability &record);

/** "Not buyable in Mainland China (banned): <rule>, since 2023-10-17." */
QString unbuyableText(const MarketAvailability &record, const std::string &market);

/** "Lead time in Global (outside mainland China): 8–12 weeks from order, as published in
 *  2024-04 (source)." Empty when the record has none. */
QString leadTimeText(const MarketAvailability &record, const std::string &market);

} // namespace cl
