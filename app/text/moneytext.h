// SPDX-License-Identifier: GPL-3.0-or-later
// Money as planners write it: 5,000 万元 and 0.65 元/度 in Chinese, 50.0 M CNY and 0.650 CNY/kWh
// in English; the tariff's periods by name (尖峰, 峰, 平, 谷, 深谷).
#pragma once

#include "model/money.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace cl {

struct Site;

namespace display {

/** The unit a budget is typed in: 万元 (x 10,000) for CNY in Chinese, else millions. */
struct MoneyUnit
{
    double scale = 1e6;
    QString suffix; ///< with its leading space: " 万元", " M USD"
};
MoneyUnit budgetUnit(const std::string &currency);

/** An amount as entered, in its own currency: "5,000 万元", "50.00 M USD". */
QString enteredMoney(const Money &m);

/** An amount in full in its own currency: "150,000 USD", "835,200 CNY"; 万元 for CNY in Chinese
 *  ("84 万元"), as planners there write it. */
QString moneyInFull(const Money &m);

/** "元/度" for CNY in Chinese, else "CNY/kWh". */
QString perKwhUnit(const std::string &currency);
/** "元/卡时" for CNY in Chinese, as China's GPU clouds price, else "CNY/GPU-h". */
QString perGpuHourUnit(const std::string &currency);
/** "元/kW/月" for CNY in Chinese, else "CNY/kW/month": a colocation price. */
QString perKwMonthUnit(const std::string &currency);

QString tariffBandName(TariffBand band);

/** "08-11, 18-23": a period's hours as the tariff dialog and the file write them. */
QString hourRanges(const std::vector<std::pair<int, int>> &ranges);

/** "peak 1.100 (08–11, 18–23) · flat 0.650 (…) · valley 0.300 (…) CNY/kWh, 0.640 over the day";
 *  a flat tariff as its one price. */
QString tariffSummary(const Tariff &t);

/** Whether the UI speaks Chinese (QLocale's default follows the language chosen). */
bool chineseUi();

} // namespace display
} // namespace cl
