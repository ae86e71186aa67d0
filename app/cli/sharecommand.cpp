// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli share FILE [--tariff PRICE] [--power-limit-w W] [--utilisation X] [--json]:
// each card of a design rented out on a GPU-sharing platform (seed 001 §4): electricity a day,
// the platforms' income range after their fee, the net, break-even utilisation and payback.
#include "cliargs.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "cost/tariff.h"
#include "inputfiles.h"
#include "sharing/cardsharing.h"
#include "text/moneyparse.h"
#include "text/printf.h"
#include "text/sharingtext.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <ostream>

namespace cl::cli {

namespace {

using ojson = nlohmann::ordered_json;

constexpr double kDaysPerMonth = 30.0;

/** --tariff in the site's currency, or in USD, or in another currency with --currency-per-usd. */
void tariffFromArgs(const CliArgs &args, const Site &site, SharingOptions &o)
{
    const auto text = args.value("--tariff");
    if (!text) {
        if (args.value("--currency-per-usd"))
            throw Failure {ExitUsage, "--currency-per-usd goes with a --tariff in that currency"};
        return;
    }
    const ParsedMoney m = parsePricePerKwh(*text, site.currency);
    if (!m.money)
        throw Failure {ExitUsage, "--tariff: " + m.error};
    if (m.money->amount <= 0 || m.money->amount > 10'000)
        throw Failure {ExitUsage, "--tariff: expected a price above 0 and at most 10000 per kWh"};
    o.pricePerKwh = m.money->amount;
    o.currency = m.money->currency;
    if (args.value("--currency-per-usd"))
        o.currencyPerUsd = quantity(args, "--currency-per-usd", 1, 0, 1e6,
                                    "an exchange rate above 0 and at most 1000000 per USD");
    else if (const auto rate = unitsPerUsd(m.money->currency, site))
        o.currencyPerUsd = *rate;
    else
        throw Failure {ExitUsage, "--tariff is in " + m.money->currency
                                      + ", the site's currency is " + site.currency
                                      + ": give --currency-per-usd R (" + m.money->currency
                                      + " per USD)"};
}

/** --host-w: a power up to 5000 W, or 0 for the cards alone (the seed's first sum). */
double hostWattsFromArgs(const CliArgs &args)
{
    const auto text = args.value("--host-w");
    if (!text)
        return kTypicalHostW;
    char *end = nullptr;
    if (std::strtod(text->c_str(), &end) == 0.0 && end && *end == '\0' && end != text->c_str())
        return 0.0;
    return quantity(args, "--host-w", kTypicalHostW, 0, 5000, "a power from 0 to 5000 W");
}

ojson orNull(const std::optional<double> &x)
{
    return x ? ojson(*x) : ojson(nullptr);
}

ojson reportJson(const SharingReport &r, const Catalog &catalog)
{
    ojson cards = ojson::array();
    for (const SharedCard &c : r.cards)
        cards.push_back({{"device", c.device},
                         {"device_name", c.deviceName},
                         {"gpu", c.gpu},
                         {"eligible", c.eligible},
                         {"why", c.why},
                         {"why_text", sharingWhyText(c.why).toStdString()},
                         {"power_w", c.powerW},
                         {"slot", c.slot},
                         {"idle_w", c.idleW},
                         {"host_share_w", c.hostShareW},
                         {"energy_kwh_per_day", c.energyKwhPerDay},
                         {"electricity_per_day", c.electricityPerDay},
                         {"income_per_day_low", orNull(c.incomePerDayLow)},
                         {"income_per_day_high", orNull(c.incomePerDayHigh)},
                         {"net_per_day_low", orNull(c.netPerDayLow)},
                         {"net_per_day_high", orNull(c.netPerDayHigh)},
                         {"break_even_utilisation", orNull(c.breakEvenUtilisation)},
                         {"payback_days_fast", orNull(c.paybackDaysFast)},
                         {"payback_days_slow", orNull(c.paybackDaysSlow)},
                         {"rates", c.rates}});
    ojson sources = ojson::array();
    for (const std::string &id : r.rates) {
        const SharingRate *s = catalog.sharingRate(id);
        sources.push_back({{"id", id},
                           {"platform", s->platform},
                           {"document", s->source.document},
                           {"date", s->source.date},
                           {"note", s->source.note}});
    }
    ojson checklist = ojson::array();
    for (const QString &line : sharingChecklist())
        checklist.push_back(line.toStdString());
    return {{"currency", r.currency},
            {"price_per_kwh", r.pricePerKwh},
            {"utilisation", r.utilisation},
            {"cards", cards},
            {"net_per_day_low", r.netPerDayLow},
            {"net_per_day_high", r.netPerDayHigh},
            {"net_per_month_low", r.netPerDayLow * kDaysPerMonth},
            {"net_per_month_high", r.netPerDayHigh * kDaysPerMonth},
            {"sources", sources},
            {"checklist", checklist}};
}

std::string range(const std::optional<double> &low, const std::optional<double> &high)
{
    if (!low || !high)
        return "-";
    return *low == *high ? formatText("%.2f", *low) : formatText("%.2f to %.2f", *low, *high);
}

void printReport(std::ostream &out, const Design &d, const SharingReport &r, const Catalog &catalog)
{
    out << d.name << "\n"
        << formatText("electricity %.3f %s/kWh; each card rented %.0f %% of the day\n",
                      r.pricePerKwh, r.currency.c_str(), r.utilisation * 100);
    for (const SharedCard &c : r.cards) {
        out << formatText("%s #%d  %s  %s\n", c.deviceName.c_str(), c.slot, c.gpu.c_str(),
                          sharingWhyText(c.why).toStdString().c_str());
        out << formatText("  %.0f W at load, %.0f W idle, %.0f W of the machine: %.2f kWh a day, "
                          "%.2f %s of electricity\n",
                          c.powerW, c.idleW, c.hostShareW, c.energyKwhPerDay, c.electricityPerDay,
                          r.currency.c_str());
        if (c.incomePerDayLow)
            out << "  income " << range(c.incomePerDayLow, c.incomePerDayHigh) << " " << r.currency
                << " a day, net " << range(c.netPerDayLow, c.netPerDayHigh) << "; "
                << (c.breakEvenUtilisation
                        ? formatText("breaks even at %.0f %% rented", *c.breakEvenUtilisation * 100)
                        : std::string("never breaks even at this price"))
                << "\n";
    }
    out << formatText("all eligible cards: net %.2f to %.2f %s a day, %.0f to %.0f a month\n",
                      r.netPerDayLow, r.netPerDayHigh, r.currency.c_str(),
                      r.netPerDayLow * kDaysPerMonth, r.netPerDayHigh * kDaysPerMonth);
    for (const std::string &id : r.rates)
        out << "source: " << id << ": " << catalog.sharingRate(id)->source.document << " ("
            << catalog.sharingRate(id)->source.date << ")\n";
    out << "before you share:\n";
    for (const QString &line : sharingChecklist())
        out << "  - " << line.toStdString() << "\n";
}

} // namespace

int runShare(CliContext &c, const CliArgs &args)
{
    try {
        int code = ExitOk;
        const auto loaded = loadDesignFile(c, args.positional()[0], code);
        if (!loaded)
            return code;
        const Design &d = *loaded->design;
        SharingOptions o;
        tariffFromArgs(args, d.site, o);
        if (args.value("--power-limit-w"))
            o.powerLimitW = quantity(args, "--power-limit-w", 0, 0, 2000,
                                     "a power above 0 and at most 2000 W");
        o.utilisation = quantity(args, "--utilisation", kTypicalSharingUtilisation, 0, 1,
                                 "a share above 0 and at most 1 of the day");
        o.hostW = hostWattsFromArgs(args);
        const SharingReport r = shareIdleCards(d, c.catalog, o);
        if (args.flag("--json"))
            c.out << reportJson(r, c.catalog).dump(2) << "\n";
        else
            printReport(c.out, d, r, c.catalog);
        return ExitOk;
    } catch (const Failure &f) {
        c.err << "error: " << f.message << "\n";
        return f.code;
    }
}

} // namespace cl::cli
