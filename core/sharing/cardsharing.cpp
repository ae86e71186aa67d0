// SPDX-License-Identifier: GPL-3.0-or-later
#include "cardsharing.h"

#include "cost/tariff.h"

#include <algorithm>

namespace cl {

namespace {

constexpr double kHoursPerDay = 24.0;

/** The platforms' rates for a GPU, by id order. */
std::vector<const SharingRate *> ratesFor(const Catalog &c, const std::string &gpu)
{
    std::vector<const SharingRate *> found;
    for (const auto &[id, rate] : c.sharingRates) {
        if (std::find(rate.gpus.begin(), rate.gpus.end(), gpu) != rate.gpus.end())
            found.push_back(&rate);
    }
    return found;
}

struct ReportCurrency
{
    std::string currency;
    double perUsd = 1;
};

void priceCard(SharedCard &card, const GpuModel &g, const std::vector<const SharingRate *> &rates,
               const SharingOptions &o, const ReportCurrency &out, double pricePerKwh)
{
    const double u = std::clamp(o.utilisation, 0.0, 1.0);
    double low = 0, high = 0, idle = 0;
    bool first = true;
    for (const SharingRate *r : rates) {
        // The rate's currency at its own date's rate, then the report's.
        const double toOut = out.perUsd / r->perUsd;
        const double l = r->hostLowPerHour() * toOut, h = r->hostHighPerHour() * toOut;
        low = first ? l : std::min(low, l);
        high = first ? h : std::max(high, h);
        idle = std::max(idle, r->idleW);
        first = false;
        card.rates.push_back(r->id);
    }
    card.idleW = std::min(idle, card.powerW);
    card.energyKwhPerDay
        = kHoursPerDay * (card.powerW * u + card.idleW * (1.0 - u) + card.hostShareW) / 1000.0;
    card.electricityPerDay = card.energyKwhPerDay * pricePerKwh;
    if (rates.empty())
        return;
    card.incomePerDayLow = low * kHoursPerDay * u;
    card.incomePerDayHigh = high * kHoursPerDay * u;
    card.netPerDayLow = *card.incomePerDayLow - card.electricityPerDay;
    card.netPerDayHigh = *card.incomePerDayHigh - card.electricityPerDay;
    // low·24·x = 24·(P·x + idle·(1 − x) + host)·price / 1000, solved for x.
    const double extraWhenRented = (card.powerW - card.idleW) * pricePerKwh / 1000.0;
    const double alwaysOn = (card.idleW + card.hostShareW) * pricePerKwh / 1000.0;
    const double margin = low - extraWhenRented;
    if (margin > 0) {
        const double x = alwaysOn / margin;
        if (x <= 1.0)
            card.breakEvenUtilisation = x;
    }
    if (g.price && g.price->usd > 0) {
        const double price = g.price->usd * out.perUsd;
        if (*card.netPerDayHigh > 0)
            card.paybackDaysFast = price / *card.netPerDayHigh;
        if (*card.netPerDayLow > 0)
            card.paybackDaysSlow = price / *card.netPerDayLow;
    }
}

} // namespace

SharingReport shareIdleCards(const Design &d, const Catalog &c, const SharingOptions &o)
{
    SharingReport report;
    const ReportCurrency out {o.currency.value_or(d.site.currency),
                              o.currency ? o.currencyPerUsd.value_or(1.0)
                                         : unitsPerUsd(d.site.currency, d.site).value_or(1.0)};
    report.currency = out.currency;
    report.utilisation = std::clamp(o.utilisation, 0.0, 1.0);
    report.pricePerKwh = o.pricePerKwh.value_or(
        loadWeightedPrice(inSiteCurrency(d.site.electricity, d.site), flatLoad()));
    for (const Device &dev : d.devices) {
        const int cards = dev.installedGpuCount();
        int index = 0;
        for (const auto &slot : dev.gpuSlots) {
            if (!slot)
                continue;
            SharedCard card;
            card.device = dev.id;
            card.deviceName = dev.name;
            card.slot = ++index;
            card.gpu = *slot;
            card.hostShareW = std::max(0.0, o.hostW) / cards;
            const GpuModel *g = c.gpu(*slot);
            if (!g) {
                card.why = "unknown_gpu";
                report.cards.push_back(card);
                continue;
            }
            card.powerW = o.powerLimitW ? std::min(*o.powerLimitW, g->tdpW) : g->tdpW;
            const auto rates = ratesFor(c, *slot);
            priceCard(card, *g, rates, o, out, report.pricePerKwh);
            card.eligible = g->memoryBytes >= kSharingMinMemoryBytes && !rates.empty();
            card.why = g->memoryBytes < kSharingMinMemoryBytes ? "memory_below_8gb"
                       : rates.empty()                         ? "no_platform_rate"
                                                               : "ok";
            if (card.eligible) {
                report.netPerDayLow += *card.netPerDayLow;
                report.netPerDayHigh += *card.netPerDayHigh;
                for (const std::string &id : card.rates) {
                    if (std::find(report.rates.begin(), report.rates.end(), id)
                        == report.rates.end())
                        report.rates.push_back(id);
                }
            }
            report.cards.push_back(std::move(card));
        }
    }
    return report;
}

} // namespace cl
