// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneyjson.h"

#include "cost/tariff.h"
#include "io/fieldrules.h"
#include "text/moneyparse.h"

#include <cstdio>

namespace cl {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

namespace {

/** The currency must have a rate: USD, or the site's own (site.currency_per_usd). */
std::string readCurrency(JsonReader &r, const json &v, const std::string &p, const Site &site)
{
    std::string c = r.string(v, p, "currency", std::string("USD"));
    if (!unitsPerUsd(c, site)) {
        r.error(JsonReader::child(p, "currency"),
                "expected USD or the site's currency " + site.currency
                    + " (the only rates the file has), got \"" + c + "\"");
        return "USD";
    }
    return c;
}

std::vector<std::pair<int, int>> readHours(JsonReader &r, const json &v, const std::string &p)
{
    std::vector<std::pair<int, int>> out;
    const json *hours = r.array(v, p, "hours", true);
    if (!hours)
        return out;
    const std::string hp = JsonReader::child(p, "hours");
    if (hours->empty() || hours->size() > 24) {
        r.error(hp, "expected 1 to 24 hour ranges, got " + std::to_string(hours->size()));
        return out;
    }
    for (std::size_t i = 0; i < hours->size(); ++i) {
        const json &range = (*hours)[i];
        const auto parsed
            = range.is_string() ? parseHourRange(range.get<std::string>()) : std::nullopt;
        if (!parsed) {
            r.error(JsonReader::child(hp, i),
                    "expected \"FROM-TO\", whole hours with FROM < TO within 0 to 24 (past "
                    "midnight is two ranges: \"23-24\" and \"00-07\"), got "
                        + JsonReader::describe(range));
            continue;
        }
        out.push_back(*parsed);
    }
    return out;
}

std::string hourText(int h)
{
    char text[16];
    std::snprintf(text, sizeof text, "%02d:00", h);
    return text;
}

} // namespace

std::optional<Money> readMoneyJson(JsonReader &r, const json &v, const std::string &p,
                                   const Site &site, const NumberRule &usdRule)
{
    if (!r.object(v, p, {"amount", "currency"}))
        return std::nullopt;
    Money m;
    const auto amount = r.number(v, p, "amount", rules::kBudgetAmount);
    m.currency = readCurrency(r, v, p, site);
    if (!amount)
        return std::nullopt;
    m.amount = *amount;
    const auto usd = toUsd(m, site);
    if (usd && !usdRule.accepts(*usd)) {
        r.error(JsonReader::child(p, "amount"), std::string("expected ") + usdRule.expected
                                                    + " once converted at the site's rate, got "
                                                    + std::to_string(*usd) + " USD");
        return std::nullopt;
    }
    return m;
}

ojson moneyJson(const Money &m)
{
    return {{"amount", m.amount}, {"currency", m.currency}};
}

std::optional<Money> readBudgetJson(JsonReader &r, const json &v, const std::string &p,
                                    const Site &site)
{
    if (v.contains("budget") && v.contains("budget_usd")) {
        r.error(JsonReader::child(p, "budget_usd"),
                "give the budget once: budget (version 10) replaces budget_usd");
        return std::nullopt;
    }
    if (const json *b = r.member(v, p, "budget", false))
        return readMoneyJson(r, *b, JsonReader::child(p, "budget"), site, rules::kBudgetUsd);
    if (auto usd = r.optionalNumber(v, p, "budget_usd", rules::kBudgetUsd))
        return Money {*usd, "USD"};
    return std::nullopt;
}

void readTariffJson(JsonReader &r, const json &v, const std::string &p, const Site &site, Tariff &t)
{
    if (!r.object(v, p, {"currency", "periods"}))
        return;
    Tariff out;
    out.periods.clear();
    out.currency = readCurrency(r, v, p, site);
    const json *periods = r.array(v, p, "periods", true);
    if (!periods)
        return;
    const std::string pp = JsonReader::child(p, "periods");
    if (periods->empty() || periods->size() > 24) {
        r.error(pp, "expected 1 to 24 periods, got " + std::to_string(periods->size()));
        return;
    }
    bool complete = true;
    for (std::size_t i = 0; i < periods->size(); ++i) {
        const json &pv = (*periods)[i];
        const std::string ip = JsonReader::child(pp, i);
        if (!r.object(pv, ip, {"band", "price_per_kwh", "hours"})) {
            complete = false;
            continue;
        }
        TariffPeriod period;
        const auto band = r.choice(pv, ip, "band", tariffBandNames(), true);
        const auto price = r.number(pv, ip, "price_per_kwh", rules::kTariffPricePerKwh);
        period.hours = readHours(r, pv, ip);
        if (!band || !price || period.hours.empty()) {
            complete = false;
            continue;
        }
        period.band = *band;
        period.pricePerKwh = *price;
        out.periods.push_back(std::move(period));
    }
    if (!complete)
        return;
    for (const TariffProblem &problem : tariffProblems(out)) {
        if (problem.kind == TariffProblem::Uncovered)
            r.error(pp, "every hour of the day needs a price: " + hourText(problem.hour) + "–"
                            + hourText(problem.hour + 1) + " is in no period");
        else if (problem.kind == TariffProblem::Twice)
            r.error(pp, "each hour has one price: " + hourText(problem.hour) + "–"
                            + hourText(problem.hour + 1) + " is in two periods");
    }
    const auto rate = unitsPerUsd(out.currency, site);
    const double usd = loadWeightedPrice(out, flatLoad()) / rate.value_or(1.0);
    if (!rules::kElectricityUsdPerKwh.accepts(usd))
        r.error(pp, std::string("expected ") + rules::kElectricityUsdPerKwh.expected
                        + " on average once converted at the site's rate, got "
                        + std::to_string(usd));
    t = std::move(out);
}

ojson tariffJson(const Tariff &t)
{
    ojson periods = ojson::array();
    for (const TariffPeriod &p : t.periods) {
        ojson hours = ojson::array();
        for (const auto &[from, to] : p.hours) {
            char range[16];
            std::snprintf(range, sizeof range, "%02d-%02d", from, to);
            hours.push_back(range);
        }
        periods.push_back({{"band", nameOf(tariffBandNames(), p.band)},
                           {"price_per_kwh", p.pricePerKwh},
                           {"hours", hours}});
    }
    return {{"currency", t.currency}, {"periods", periods}};
}

bool isIsoDate(const std::string &s)
{
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (s[i] < '0' || s[i] > '9')
            return false;
    }
    const int month = std::stoi(s.substr(5, 2));
    const int day = std::stoi(s.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

} // namespace cl
