// SPDX-License-Identifier: GPL-3.0-or-later
#include "tariff.h"

namespace cl {

const NameTable<TariffBand> &tariffBandNames()
{
    static const NameTable<TariffBand> names {{"sharp", TariffBand::Sharp},
                                              {"peak", TariffBand::Peak},
                                              {"flat", TariffBand::Flat},
                                              {"valley", TariffBand::Valley},
                                              {"deep_valley", TariffBand::DeepValley}};
    return names;
}

namespace {

bool validRange(const std::pair<int, int> &h)
{
    return h.first >= 0 && h.second <= 24 && h.first < h.second;
}

} // namespace

std::array<std::optional<double>, 24> hourlyPrices(const Tariff &t)
{
    std::array<std::optional<double>, 24> out;
    for (const TariffPeriod &p : t.periods) {
        for (const auto &range : p.hours) {
            if (!validRange(range))
                continue;
            for (int h = range.first; h < range.second; ++h) {
                if (!out[std::size_t(h)])
                    out[std::size_t(h)] = p.pricePerKwh;
            }
        }
    }
    return out;
}

std::vector<TariffProblem> tariffProblems(const Tariff &t)
{
    std::vector<TariffProblem> out;
    std::array<int, 24> cover {};
    for (const TariffPeriod &p : t.periods) {
        for (const auto &range : p.hours) {
            if (!validRange(range))
                continue;
            for (int h = range.first; h < range.second; ++h)
                ++cover[std::size_t(h)];
        }
    }
    // One problem per kind, at its first hour: a planner fixes one range and reads again.
    for (int h = 0; h < 24; ++h) {
        if (cover[std::size_t(h)] == 0) {
            out.push_back({TariffProblem::Uncovered, h});
            break;
        }
    }
    for (int h = 0; h < 24; ++h) {
        if (cover[std::size_t(h)] > 1) {
            out.push_back({TariffProblem::Twice, h});
            break;
        }
    }
    return out;
}

DayProfile flatLoad()
{
    DayProfile load;
    load.fill(1.0);
    return load;
}

double loadWeightedPrice(const Tariff &t, const DayProfile &load)
{
    const auto prices = hourlyPrices(t);
    double paid = 0;
    double weight = 0;
    for (std::size_t h = 0; h < 24; ++h) {
        paid += load[h] * prices[h].value_or(0.0);
        weight += load[h];
    }
    return weight > 0 ? paid / weight : 0.0;
}

Tariff flatTariff(double pricePerKwh, std::string currency)
{
    return {std::move(currency), {{TariffBand::Flat, pricePerKwh, {{0, 24}}}}};
}

bool isFlat(const Tariff &t)
{
    const auto prices = hourlyPrices(t);
    for (const auto &p : prices) {
        if (p != prices[0])
            return false;
    }
    return true;
}

std::optional<double> unitsPerUsd(std::string_view currency, const Site &site)
{
    if (currency == "USD")
        return 1.0;
    if (currency == site.currency)
        return site.currencyPerUsd;
    return std::nullopt;
}

std::optional<double> toUsd(const Money &m, const Site &site)
{
    const auto rate = unitsPerUsd(m.currency, site);
    if (!rate || *rate <= 0)
        return std::nullopt;
    return m.amount / *rate;
}

std::optional<double> colocationUsdPerKwMonth(const Site &site)
{
    return site.colocationPerKwMonth ? toUsd(*site.colocationPerKwMonth, site) : std::nullopt;
}

std::optional<double> cloudUsdPerGpuHour(const Site &site, const std::string &gpuId)
{
    const auto price = site.cloudPerGpuHour.find(gpuId);
    return price == site.cloudPerGpuHour.end() ? std::nullopt : toUsd(price->second, site);
}

namespace {

Tariff scaled(const Tariff &t, double factor, std::string currency)
{
    Tariff out = t;
    out.currency = std::move(currency);
    for (TariffPeriod &p : out.periods)
        p.pricePerKwh *= factor;
    return out;
}

/** The factor that takes an amount in `currency` to USD at the old site's rate, when the new
 *  site has no rate for it; empty when it stays as entered. */
std::optional<double> conversion(const std::string &currency, const Site &from, const Site &to)
{
    if (unitsPerUsd(currency, to))
        return std::nullopt; // USD or already the new currency: stays as entered
    const auto old = unitsPerUsd(currency, from);
    if (!old || *old <= 0)
        return std::nullopt;
    return 1.0 / *old;
}

} // namespace

Money inCurrency(const Money &m, const Site &from, const Site &to)
{
    const auto factor = conversion(m.currency, from, to);
    if (!factor)
        return m;
    return {m.amount * *factor, "USD"};
}

Tariff inCurrency(const Tariff &t, const Site &from, const Site &to)
{
    const auto factor = conversion(t.currency, from, to);
    return factor ? scaled(t, *factor, "USD") : t;
}

Tariff inSiteCurrency(const Tariff &t, const Site &site)
{
    const auto from = unitsPerUsd(t.currency, site);
    if (t.currency == site.currency || !from || *from <= 0)
        return t;
    return scaled(t, site.currencyPerUsd / *from, site.currency);
}

double inSiteCurrency(const Money &m, const Site &site)
{
    const auto usd = toUsd(m, site);
    const auto rate = unitsPerUsd(site.currency, site);
    return usd && rate ? *usd * *rate : m.amount;
}

double electricityUsdPerKwh(const Site &site)
{
    const double local = loadWeightedPrice(site.electricity, flatLoad());
    const auto rate = unitsPerUsd(site.electricity.currency, site);
    return rate && *rate > 0 ? local / *rate : local;
}

} // namespace cl
