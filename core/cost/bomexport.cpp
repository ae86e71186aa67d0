// SPDX-License-Identifier: GPL-3.0-or-later
#include "bomexport.h"

#include "io/csvtable.h"
#include "model/design.h"
#include "text/printf.h"

#include <cstdio>

namespace cl {

namespace {

std::string money(double x)
{
    return formatText("%.2f", x);
}

std::string quantity(const BomLine &l)
{
    return l.unit == "m" ? formatText("%.1f", l.quantity) : formatText("%.0f", l.quantity);
}

} // namespace

std::string bomToCsv(const Bom &bom)
{
    std::string out = "id,category,description,qty,unit,unit_usd,extended_usd\n";
    for (const auto &l : bom.lines) {
        out += csvField(l.id) + ',' + csvField(l.category) + ',' + csvField(l.description) + ','
               + quantity(l) + ',' + l.unit + ',' + money(l.unitUsd) + ',' + money(l.extendedUsd)
               + '\n';
    }
    for (const auto &[category, usd] : bom.totalsByCategory)
        out += ",total," + csvField(category) + ",,,," + money(usd) + '\n';
    out += ",total,all,,,," + money(bom.totalUsd) + '\n';
    return out;
}

nlohmann::ordered_json bomToJson(const Bom &bom, const Design &d)
{
    nlohmann::ordered_json j;
    nlohmann::ordered_json lines = nlohmann::ordered_json::array();
    for (const auto &l : bom.lines) {
        lines.push_back({{"id", l.id},
                         {"category", l.category},
                         {"description", l.description},
                         {"qty", l.quantity},
                         {"unit", l.unit},
                         {"unit_usd", l.unitUsd},
                         {"extended_usd", l.extendedUsd},
                         {"priced", l.priced}});
    }
    j["design"] = d.name;
    j["lines"] = lines;
    j["totals_by_category"] = bom.totalsByCategory;
    j["total_usd"] = bom.totalUsd;
    j["currency"] = d.site.currency;
    j["currency_per_usd"] = d.site.currencyPerUsd;
    j["total_in_currency"] = bom.totalUsd * d.site.currencyPerUsd;
    j["unmatched"] = bom.unmatched;
    return j;
}

} // namespace cl
