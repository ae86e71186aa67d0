// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneyargs.h"

#include "cliflags.h"
#include "cost/tariff.h"
#include "io/fieldrules.h"
#include "io/moneyjson.h"
#include "sizing/sizingmoney.h"
#include "text/moneyparse.h"

namespace cl::cli {

namespace {

bool isCurrencyCode(const std::string &s)
{
    if (s.size() != 3)
        return false;
    for (char ch : s) {
        if (ch < 'A' || ch > 'Z')
            return false;
    }
    return true;
}

/** The currency a flag's value names, when it is not USD; the site currency follows it. */
void adopt(const std::string &flag, const std::string &currency, SizingTargets &t, bool given)
{
    if (currency == "USD" || currency == t.currency)
        return;
    if (given || t.currency != "USD")
        throw Failure {ExitUsage, flag + ": the amount is in " + currency
                                      + ", the site's currency is " + t.currency
                                      + " (--currency): give it in one of USD and " + t.currency};
    t.currency = currency;
}

} // namespace

void moneyFromArgs(const CliArgs &args, SizingTargets &t)
{
    const bool currencyGiven = args.value("--currency").has_value();
    if (currencyGiven) {
        t.currency = *args.value("--currency");
        if (!isCurrencyCode(t.currency))
            throw Failure {ExitUsage, "--currency: expected a three-letter code (USD, CNY, EUR), "
                                      "got \""
                                          + t.currency + "\""};
    }
    std::optional<Money> budget;
    if (auto text = args.value("--budget")) {
        if (args.value("--budget-usd"))
            throw Failure {ExitUsage, "give the budget once: --budget or --budget-usd"};
        const ParsedMoney m = parseMoney(*text, t.currency);
        if (!m.money)
            throw Failure {ExitUsage, "--budget: " + m.error};
        if (!rules::kBudgetAmount.accepts(m.money->amount))
            throw Failure {ExitUsage,
                           std::string("--budget: expected ") + rules::kBudgetAmount.expected};
        adopt("--budget", m.money->currency, t, currencyGiven);
        budget = m.money;
    } else if (args.value("--budget-usd")) {
        budget
            = Money {quantity(args, "--budget-usd", 0, 0, 1e13, "an amount up to 1e13 USD"), "USD"};
    }
    const int prices = int(args.value("--electricity").has_value())
                       + int(args.value("--electricity-usd-kwh").has_value())
                       + int(args.value("--tariff").has_value());
    if (prices > 1)
        throw Failure {ExitUsage, "give the electricity price once: --electricity, --tariff or "
                                  "--electricity-usd-kwh"};
    if (auto text = args.value("--electricity")) {
        const ParsedMoney m = parsePricePerKwh(*text, t.currency);
        if (!m.money)
            throw Failure {ExitUsage, "--electricity: " + m.error};
        adopt("--electricity", m.money->currency, t, currencyGiven);
        t.electricity = flatTariff(m.money->amount, m.money->currency);
    } else if (auto spec = args.value("--tariff")) {
        const ParsedTariff parsed = parseTariff(*spec, t.currency);
        if (!parsed.tariff)
            throw Failure {ExitUsage, "--tariff: " + parsed.error + " (prices in " + t.currency
                                          + ", the site's currency)"};
        t.electricity = *parsed.tariff;
    } else {
        t.electricity = flatTariff(quantity(args, "--electricity-usd-kwh", 0.08, 0, 10,
                                            "a price above 0 and at most 10 USD per kWh"),
                                   "USD");
    }
    if (t.currency != "USD") {
        if (!args.value("--currency-per-usd"))
            throw Failure {ExitUsage, "amounts in " + t.currency
                                          + " need the rate: --currency-per-usd R (" + t.currency
                                          + " per USD) and, best, --rate-date YYYY-MM-DD"};
        t.currencyPerUsd = quantity(args, "--currency-per-usd", 1, 0, 1e6,
                                    "an exchange rate above 0 and at most 1000000 per USD");
    } else if (args.value("--currency-per-usd")) {
        // Every amount is in USD: a rate would be read by nothing.
        throw Failure {ExitUsage, "--currency-per-usd goes with amounts in another currency "
                                  "(--budget 5000万元, --electricity 0.6元/度); these are in USD"};
    }
    if (auto date = args.value("--rate-date")) {
        if (!isIsoDate(*date))
            throw Failure {ExitUsage, "--rate-date: expected YYYY-MM-DD, got \"" + *date + "\""};
        t.currencyRateDate = *date;
    }
    t.budget = budget;
    // The file's rules, checked here so that `design -o` never writes what the reader refuses.
    if (const auto usd = budgetUsd(t); usd && !rules::kBudgetUsd.accepts(*usd))
        throw Failure {ExitUsage, std::string("--budget: expected ") + rules::kBudgetUsd.expected
                                      + " at the rate given"};
    for (const TariffPeriod &p : t.electricity.periods) {
        if (!rules::kTariffPricePerKwh.accepts(p.pricePerKwh))
            throw Failure {ExitUsage, std::string("electricity: expected ")
                                          + rules::kTariffPricePerKwh.expected};
    }
    if (!rules::kElectricityUsdPerKwh.accepts(electricityUsdPerKwh(t)))
        throw Failure {ExitUsage, std::string("electricity: expected ")
                                      + rules::kElectricityUsdPerKwh.expected
                                      + " on average at the rate given"};
}

} // namespace cl::cli
