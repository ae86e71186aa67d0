// SPDX-License-Identifier: GPL-3.0-or-later
#include "procurementtext.h"

#include "codewords.h"
#include "languagemanager.h"

#include <QCoreApplication>

#include <map>

namespace cl {

QString marketName(const std::string &code)
{
    static const CodeWords table {
        {"cn", QT_TRANSLATE_NOOP("ProcurementText", "Mainland China")},
        {"global", QT_TRANSLATE_NOOP("ProcurementText", "Global (outside mainland China)")},
    };
    return translatedCode(table, "ProcurementText", code);
}

QString availabilityStatusText(const std::string &status)
{
    static const CodeWords table {
        {"available", QT_TRANSLATE_NOOP("ProcurementText", "buyable")},
        {"licence_required", QT_TRANSLATE_NOOP("ProcurementText", "export licence required")},
        {"unavailable", QT_TRANSLATE_NOOP("ProcurementText", "banned")},
        {"not_offered", QT_TRANSLATE_NOOP("ProcurementText", "not sold there")},
        {"unrecorded", QT_TRANSLATE_NOOP("ProcurementText", "not recorded in the catalog")},
    };
    return translatedCode(table, "ProcurementText", status);
}

QString availabilityRuleText(const MarketAvailability &record)
{
    if (!record.ruleZh.empty() && LanguageManager::instance()->language() == QLatin1String("zh_CN"))
        return QString::fromStdString(record.ruleZh);
    return QString::fromStdString(record.rule);
}

QString unbuyableText(const MarketAvailability &record, const std::string &market)
{
    return QCoreApplication::translate("ProcurementText", "Not buyable in %1 (%2): %3, since %4.")
        .arg(marketName(market), availabilityStatusText(record.status),
             availabilityRuleText(record), QString::fromStdString(record.date));
}

QString leadTimeText(const MarketAvailability &record, const std::string &market)
{
    if (!record.leadTime)
        return QString();
    const LeadTime &l = *record.leadTime;
    const QString weeks = l.weeksMin == l.weeksMax
                              ? QString::number(l.weeksMax)
                              : QStringLiteral("%1–%2").arg(l.weeksMin).arg(l.weeksMax);
    return QCoreApplication::translate("ProcurementText",
                                       "Lead time in %1: %2 weeks from order, as published in %3 "
                                       "(%4).")
        .arg(marketName(market), weeks, QString::fromStdString(l.date),
             QString::fromStdString(l.source));
}

} // namespace cl
