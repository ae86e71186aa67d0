// SPDX-License-Identifier: GPL-3.0-or-later
#include "procurementtext.h"

#include "languagemanager.h"

#include <QCoreApplication>

#include <map>

namespace cl {

namespace {

QString lookup(const std::map<std::string, const char *> &table, const std::string &code)
{
    const auto it = table.find(code);
    return it == table.end() ? QString::fromStdString(code)
                             : QCoreApplication::translate("ProcurementText", it->second);
}

} // namespace

QString marketName(const std::string &code)
{
    static const std::map<std::string, const char *> table {
        {"cn", QT_TRANSLATE_NOOP("ProcurementText", "Mainland China")},
        {"global", QT_TRANSLATE_NOOP("ProcurementText", "Global (outside mainland China)")},
    };
    return lookup(table, code);
}

QString availabilityStatusText(const std::string &status)
{
    static const std::map<std::string, const char *> table {
        {"available", QT_TRANSLATE_NOOP("ProcurementText", "buyable")},
        {"licence_required", QT_TRANSLATE_NOOP("ProcurementText", "export licence required")},
        {"unavailable", QT_TRANSLATE_NOOP("ProcurementText", "banned")},
        {"not_offered", QT_TRANSLATE_NOOP("ProcurementText", "not sold there")},
        {"unrecorded", QT_TRANSLATE_NOOP("ProcurementText", "not recorded in the catalog")},
    };
    return lookup(table, status);
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

} // namespace cl
