// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneytext.h"

#include "cost/tariff.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace cl::display {

bool chineseUi()
{
    return QLocale().language() == QLocale::Chinese;
}

MoneyUnit budgetUnit(const std::string &currency)
{
    if (currency == "CNY" && chineseUi())
        return {1e4, QStringLiteral(" 万元")};
    return {
        1e6,
        QCoreApplication::translate("MoneyText", " M %1").arg(QString::fromStdString(currency))};
}

QString enteredMoney(const Money &m)
{
    const MoneyUnit unit = budgetUnit(m.currency);
    const int decimals = unit.scale == 1e4 ? 0 : 2;
    return QLocale().toString(m.amount / unit.scale, 'f', decimals) + unit.suffix;
}

QString moneyInFull(const Money &m)
{
    if (budgetUnit(m.currency).scale == 1e4)
        return enteredMoney(m);
    return QLocale().toString(m.amount, 'f', 0) + QLatin1Char(' ')
           + QString::fromStdString(m.currency);
}

QString perKwhUnit(const std::string &currency)
{
    if (currency == "CNY" && chineseUi())
        return QStringLiteral("元/度");
    return QString::fromStdString(currency) + QStringLiteral("/kWh");
}

QString perGpuHourUnit(const std::string &currency)
{
    if (currency == "CNY" && chineseUi())
        return QStringLiteral("元/卡时");
    return QString::fromStdString(currency) + QStringLiteral("/GPU-h");
}

QString perKwMonthUnit(const std::string &currency)
{
    if (currency == "CNY" && chineseUi())
        return QStringLiteral("元/kW/月");
    return QString::fromStdString(currency) + QStringLiteral("/kW/month");
}

QString tariffBandName(TariffBand band)
{
    switch (band) {
    case TariffBand::Sharp:
        return QCoreApplication::translate("MoneyText", "critical peak");
    case TariffBand::Peak:
        return QCoreApplication::translate("MoneyText", "peak");
    case TariffBand::Flat:
        return QCoreApplication::translate("MoneyText", "flat");
    case TariffBand::Valley:
        return QCoreApplication::translate("MoneyText", "valley");
    case TariffBand::DeepValley:
        return QCoreApplication::translate("MoneyText", "deep valley");
    }
    return {};
}

QString hourRanges(const std::vector<std::pair<int, int>> &ranges)
{
    QStringList parts;
    for (const auto &[from, to] : ranges)
        parts << QStringLiteral("%1-%2")
                     .arg(from, 2, 10, QLatin1Char('0'))
                     .arg(to, 2, 10, QLatin1Char('0'));
    return parts.join(QStringLiteral(", "));
}

namespace {

QString price(double x)
{
    return QLocale().toString(x, 'f', 3);
}

} // namespace

QString tariffSummary(const Tariff &t)
{
    const QString unit = perKwhUnit(t.currency);
    if (isFlat(t))
        return price(loadWeightedPrice(t, flatLoad())) + QLatin1Char(' ') + unit;
    QStringList parts;
    for (const TariffPeriod &p : t.periods)
        parts << QStringLiteral("%1 %2 (%3)")
                     .arg(tariffBandName(p.band), price(p.pricePerKwh), hourRanges(p.hours));
    return QCoreApplication::translate("MoneyText", "%1 %2, %3 over the day")
        .arg(parts.join(QStringLiteral(" · ")), unit, price(loadWeightedPrice(t, flatLoad())));
}

} // namespace cl::display
