// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneyparse.h"

#include "cost/tariff.h"
#include "quantity.h"

#include <array>
#include <cmath>
#include <cstdlib>

namespace cl {

namespace {

std::string_view trimBlanks(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool stripSuffix(std::string_view &s, std::string_view suffix)
{
    if (s.size() < suffix.size() || s.substr(s.size() - suffix.size()) != suffix)
        return false;
    s.remove_suffix(suffix.size());
    s = trimBlanks(s);
    return true;
}

bool stripPrefix(std::string_view &s, std::string_view prefix)
{
    if (s.substr(0, prefix.size()) != prefix)
        return false;
    s.remove_prefix(prefix.size());
    s = trimBlanks(s);
    return true;
}

/** The currency the text names, taken off it; empty when it names none. */
std::string takeCurrency(std::string_view &s)
{
    // 元 after 万/亿 leaves the count suffix for parseQuantity: "5000万元" is 5000万 CNY.
    for (std::string_view code : {"CNY", "RMB", "元"}) {
        if (stripSuffix(s, code))
            return "CNY";
    }
    if (stripPrefix(s, "¥") || stripPrefix(s, "￥"))
        return "CNY";
    if (stripSuffix(s, "USD") || stripPrefix(s, "$") || stripPrefix(s, "US$"))
        return "USD";
    // Any other three capital letters: a code the site's rate may cover (EUR, JPY, ...).
    if (s.size() > 3) {
        const std::string_view tail = s.substr(s.size() - 3);
        if (tail[0] >= 'A' && tail[0] <= 'Z' && tail[1] >= 'A' && tail[1] <= 'Z' && tail[2] >= 'A'
            && tail[2] <= 'Z') {
            std::string code(tail);
            s.remove_suffix(3);
            s = trimBlanks(s);
            return code;
        }
    }
    return {};
}

} // namespace

ParsedMoney parseMoney(std::string_view text, std::string_view defaultCurrency)
{
    std::string_view s = trimBlanks(text);
    std::string currency = takeCurrency(s);
    if (currency.empty())
        currency = std::string(defaultCurrency);
    const ParsedQuantity q = parseQuantity(s, QuantityKind::Count);
    if (!q.ok() || !std::isfinite(q.value))
        return {std::nullopt,
                "expected an amount such as 5000万元, 3.5亿元, 50M USD or $35M, got \""
                    + std::string(text) + "\""};
    return {Money {q.value, currency}, {}};
}

ParsedMoney parsePricePerKwh(std::string_view text, std::string_view defaultCurrency)
{
    std::string_view s = trimBlanks(text);
    if (!stripSuffix(s, "/kWh") && !stripSuffix(s, "/度"))
        stripSuffix(s, "/kwh");
    ParsedMoney m = parseMoney(s, defaultCurrency);
    if (!m.money)
        m.error = "expected a price per kWh such as 0.65元/度, 0.65 CNY/kWh or 0.08 USD/kWh, got \""
                  + std::string(text) + "\"";
    return m;
}

namespace {

std::optional<TariffBand> bandOf(std::string_view name)
{
    for (const auto &[code, band] : tariffBandNames()) {
        if (code == name)
            return band;
    }
    static const std::array<std::pair<std::string_view, TariffBand>, 5> chinese {
        {{"尖峰", TariffBand::Sharp},
         {"峰", TariffBand::Peak},
         {"平", TariffBand::Flat},
         {"谷", TariffBand::Valley},
         {"深谷", TariffBand::DeepValley}}};
    for (const auto &[word, band] : chinese) {
        if (word == name)
            return band;
    }
    return std::nullopt;
}

std::optional<int> hourOf(std::string_view s)
{
    s = trimBlanks(s);
    if (s.empty() || s.size() > 2)
        return std::nullopt;
    int h = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return std::nullopt;
        h = h * 10 + (c - '0');
    }
    return h <= 24 ? std::optional(h) : std::nullopt;
}

} // namespace

std::optional<std::pair<int, int>> parseHourRange(std::string_view text)
{
    const auto dash = text.find('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const auto from = hourOf(text.substr(0, dash));
    const auto to = hourOf(text.substr(dash + 1));
    if (!from || !to || *from >= *to)
        return std::nullopt;
    return std::pair {*from, *to};
}

namespace {

std::string periodError(std::string_view period, const std::string &why)
{
    return "tariff period \"" + std::string(trimBlanks(period)) + "\": " + why;
}

} // namespace

ParsedTariff parseTariff(std::string_view text, const std::string &currency)
{
    Tariff t {currency, {}};
    std::string_view rest = text;
    while (!trimBlanks(rest).empty()) {
        const auto semi = rest.find(';');
        const std::string_view period = rest.substr(0, semi);
        rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 1);
        const auto eq = period.find('=');
        const auto at = period.find('@');
        if (eq == std::string_view::npos || at == std::string_view::npos || at < eq)
            return {std::nullopt, periodError(period, "expected BAND=PRICE@FROM-TO[,FROM-TO]")};
        const auto band = bandOf(trimBlanks(period.substr(0, eq)));
        if (!band)
            return {std::nullopt,
                    periodError(period, "expected a band: sharp, peak, flat, valley, deep_valley "
                                        "(or 尖峰, 峰, 平, 谷, 深谷)")};
        const ParsedMoney price = parsePricePerKwh(period.substr(eq + 1, at - eq - 1), currency);
        if (!price.money || price.money->currency != currency)
            return {std::nullopt, periodError(period, "expected a price in " + currency
                                                          + " per kWh before the @")};
        TariffPeriod p {*band, price.money->amount, {}};
        std::string_view ranges = period.substr(at + 1);
        while (!trimBlanks(ranges).empty()) {
            const auto comma = ranges.find(',');
            const std::string_view range = ranges.substr(0, comma);
            ranges
                = comma == std::string_view::npos ? std::string_view() : ranges.substr(comma + 1);
            const auto hours = parseHourRange(range);
            if (!hours)
                return {
                    std::nullopt,
                    periodError(period, "expected hours FROM-TO with 0 <= FROM < TO <= 24 (past "
                                        "midnight is two ranges: 23-24,0-7), got \""
                                            + std::string(trimBlanks(range)) + "\"")};
            p.hours.push_back(*hours);
        }
        if (p.hours.empty())
            return {std::nullopt, periodError(period, "expected at least one range of hours")};
        t.periods.push_back(std::move(p));
    }
    if (t.periods.empty())
        return {std::nullopt, "expected at least one tariff period"};
    for (const TariffProblem &problem : tariffProblems(t)) {
        const std::string hour
            = std::to_string(problem.hour) + "-" + std::to_string(problem.hour + 1);
        if (problem.kind == TariffProblem::Uncovered)
            return {std::nullopt, "every hour needs a price: hour " + hour + " is in no period"};
        if (problem.kind == TariffProblem::Twice)
            return {std::nullopt, "each hour has one price: hour " + hour + " is in two periods"};
    }
    return {t, {}};
}

} // namespace cl
