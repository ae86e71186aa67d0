// SPDX-License-Identifier: GPL-3.0-or-later
#include "availabilityjson.h"

#include "procurement.h"

#include <algorithm>

namespace cl {

namespace {

// Five years: no published order-to-delivery figure comes near it.
const NumberRule kLeadTimeWeeks {0, false, 260, false, "a number of weeks from 0 to 260"};

/** {"weeks_min": 8, "weeks_max": 12, "date": "2024-04", "source": "…"} */
std::optional<LeadTime> readLeadTime(JsonReader &r, const nlohmann::json &l, const std::string &p)
{
    if (!r.object(l, p, {"weeks_min", "weeks_max", "date", "source"}))
        return std::nullopt;
    const auto low = r.number(l, p, "weeks_min", kLeadTimeWeeks);
    const auto high = r.number(l, p, "weeks_max", kLeadTimeWeeks);
    const auto date = r.string(l, p, "date");
    const auto source = r.string(l, p, "source");
    if (!low || !high || !date || !source)
        return std::nullopt;
    if (*low > *high) {
        r.error(JsonReader::child(p, "weeks_max"),
                "expected at least weeks_min (" + JsonReader::describe(l["weeks_min"]) + "), got "
                    + JsonReader::describe(l["weeks_max"]));
        return std::nullopt;
    }
    return LeadTime {*low, *high, *date, *source};
}

} // namespace

std::optional<Availability> readAvailability(JsonReader &r, const nlohmann::json &a,
                                             const std::string &ap)
{
    if (!r.object(a, ap, {"note", "date", "markets"}))
        return std::nullopt;
    Availability out {
        r.string(a, ap, "note").value_or(""), r.string(a, ap, "date").value_or(""), {}};
    const nlohmann::json *markets = r.member(a, ap, "markets", false);
    if (!markets)
        return out;
    const auto mp = JsonReader::child(ap, "markets");
    if (!markets->is_object()) {
        r.error(mp, "expected an object of markets, got " + JsonReader::describe(*markets));
        return out;
    }
    for (const auto &[code, m] : markets->items()) {
        const auto p = JsonReader::child(mp, code);
        if (!isMarketCode(code)) {
            r.error(p, "expected a market code (cn or global), got \"" + code + "\"");
            continue;
        }
        if (!r.object(m, p, {"status", "rule", "rule_zh", "date", "source", "lead_time"}))
            continue;
        MarketAvailability x;
        x.status = r.string(m, p, "status").value_or("");
        const auto &known = availabilityStatuses();
        if (!x.status.empty() && std::find(known.begin(), known.end(), x.status) == known.end())
            r.error(JsonReader::child(p, "status"),
                    "expected available, licence_required, unavailable or not_offered, got \""
                        + x.status + "\"");
        x.rule = r.string(m, p, "rule").value_or("");
        x.ruleZh = r.string(m, p, "rule_zh", std::string());
        x.date = r.string(m, p, "date").value_or("");
        x.source = r.string(m, p, "source").value_or("");
        if (const nlohmann::json *l = r.member(m, p, "lead_time", false))
            x.leadTime = readLeadTime(r, *l, JsonReader::child(p, "lead_time"));
        out.markets[code] = std::move(x);
    }
    return out;
}

nlohmann::ordered_json leadTimeJson(const LeadTime &l)
{
    return {{"weeks_min", l.weeksMin},
            {"weeks_max", l.weeksMax},
            {"date", l.date},
            {"source", l.source}};
}

nlohmann::ordered_json availabilityJson(const Availability &a)
{
    nlohmann::ordered_json markets = nlohmann::ordered_json::object();
    for (const auto &[code, m] : a.markets) {
        markets[code] = {{"status", m.status},
                         {"rule", m.rule},
                         {"rule_zh", m.ruleZh},
                         {"date", m.date},
                         {"source", m.source}};
        if (m.leadTime)
            markets[code]["lead_time"] = leadTimeJson(*m.leadTime);
    }
    return {{"note", a.note}, {"date", a.date}, {"markets", markets}};
}

} // namespace cl
