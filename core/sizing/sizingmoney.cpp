// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizingmoney.h"

#include "cost/tariff.h"

namespace cl {

Site moneySite(const SizingTargets &t)
{
    Site s;
    s.currency = t.currency;
    s.currencyPerUsd = t.currencyPerUsd;
    s.currencyRateDate = t.currencyRateDate;
    s.electricity = t.electricity;
    return s;
}

std::optional<double> budgetUsd(const SizingTargets &t)
{
    if (!t.budget)
        return std::nullopt;
    return toUsd(*t.budget, moneySite(t));
}

double electricityUsdPerKwh(const SizingTargets &t)
{
    return electricityUsdPerKwh(moneySite(t));
}

} // namespace cl
