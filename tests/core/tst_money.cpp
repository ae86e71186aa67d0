// SPDX-License-Identifier: GPL-3.0-or-later
// Money in the planner's currency (issue 28, item 5; format version 10): budgets in 万元 and
// 峰谷 tariffs in 元/度 stored as entered, read back exactly, converted to USD at the site's dated
// rate where the engine compares with catalog prices; older files read as USD.
#include "cost/tariff.h"
#include "engine/ledger.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "testcatalog.h"
#include "testloaderrors.h"
#include "text/moneyparse.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace cl;
using json = nlohmann::json;

namespace {

/** Beijing-style three periods (illustrative prices): 8 h each of peak, flat and valley. */
Tariff peakValley()
{
    return {"CNY",
            {{TariffBand::Peak, 1.05, {{8, 11}, {18, 23}}},
             {TariffBand::Flat, 0.65, {{7, 8}, {11, 18}}},
             {TariffBand::Valley, 0.30, {{23, 24}, {0, 7}}}}};
}

json exampleJson()
{
    const auto text = DesignWriter::toText(
        *DesignReader::readFile(CL_EXAMPLES "/superpod-1su-h100.cluster.json", bundledCatalog())
             .design);
    return json::parse(text);
}

DesignLoadResult readJson(const json &j)
{
    return DesignReader::readText(j.dump(), bundledCatalog(), "mem");
}

bool hasError(const DesignLoadResult &r, const std::string &pointer, const std::string &words)
{
    return hasLoadError(r.errors, pointer, words);
}

} // namespace

class TestMoney : public QObject
{
    Q_OBJECT

private slots:
    void tariffPricesEveryHourAndWeighsTheLoad()
    {
        const Tariff t = peakValley();
        QVERIFY(tariffProblems(t).empty());
        const auto prices = hourlyPrices(t);
        QCOMPARE(*prices[9], 1.05);
        QCOMPARE(*prices[7], 0.65);
        QCOMPARE(*prices[3], 0.30);
        // A flat load pays the mean of the hours: (8 x 1.05 + 8 x 0.65 + 8 x 0.30) / 24.
        QVERIFY(std::abs(loadWeightedPrice(t, flatLoad()) - 16.0 / 24.0) < 1e-12);
        // A load that runs only at night pays the valley price.
        DayProfile night {};
        for (int h = 0; h < 7; ++h)
            night[std::size_t(h)] = 1;
        QVERIFY(std::abs(loadWeightedPrice(t, night) - 0.30) < 1e-12);
        QVERIFY(!isFlat(t));
        QVERIFY(isFlat(flatTariff(0.6, "CNY")));
    }

    void tariffProblemsNameTheHour()
    {
        Tariff gap = peakValley();
        gap.periods[2].hours = {{0, 7}}; // 23:00-24:00 now in no period
        auto problems = tariffProblems(gap);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].kind, TariffProblem::Uncovered);
        QCOMPARE(problems[0].hour, 23);
        Tariff twice = peakValley();
        twice.periods[1].hours.push_back({9, 10});
        problems = tariffProblems(twice);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].kind, TariffProblem::Twice);
        QCOMPARE(problems[0].hour, 9);
    }

    void moneyConvertsAtTheSiteRate()
    {
        Site s;
        s.currency = "CNY";
        s.currencyPerUsd = 7.17;
        s.electricity = peakValley();
        QVERIFY(std::abs(*toUsd(Money {5e7, "CNY"}, s) - 5e7 / 7.17) < 1e-6);
        QCOMPARE(*toUsd(Money {1e6, "USD"}, s), 1e6);
        QVERIFY(!toUsd(Money {1e6, "EUR"}, s)); // no rate for it
        QVERIFY(std::abs(electricityUsdPerKwh(s) - 16.0 / 24.0 / 7.17) < 1e-12);
        // A change of currency takes what was in the old one to USD at the old rate (the new
        // currency's rate is not known yet, whatever the rate box still says); USD stays.
        Site eur = s;
        eur.currency = "EUR";
        const Money b = inCurrency(Money {7.17e6, "CNY"}, s, eur);
        QCOMPARE(b.currency, std::string("USD"));
        QVERIFY(std::abs(b.amount - 1e6) < 1e-6);
        QCOMPARE(inCurrency(Money {5, "USD"}, s, eur), (Money {5, "USD"}));
        eur.electricity = inCurrency(s.electricity, s, eur);
        QCOMPARE(eur.electricity.currency, std::string("USD"));
        QVERIFY(std::abs(eur.electricity.periods[0].pricePerKwh - 1.05 / 7.17) < 1e-12);
        QVERIFY(std::abs(electricityUsdPerKwh(eur) - electricityUsdPerKwh(s)) < 1e-12);
    }

    void budgetsIn10kYuanAndYuanTariffsRoundTrip()
    {
        json j = exampleJson();
        j["site"]["currency"] = "CNY";
        j["site"]["currency_per_usd"] = 7.17;
        j["site"]["currency_rate_date"] = "2025-06-30";
        j["site"]["electricity"]
            = {{"currency", "CNY"},
               {"periods",
                {{{"band", "peak"}, {"price_per_kwh", 1.05}, {"hours", {"08-11", "18-23"}}},
                 {{"band", "flat"}, {"price_per_kwh", 0.65}, {"hours", {"07-08", "11-18"}}},
                 {{"band", "valley"}, {"price_per_kwh", 0.3}, {"hours", {"23-24", "00-07"}}}}}};
        j["workload"]["budget"] = {{"amount", 5e7}, {"currency", "CNY"}}; // 5,000 万元
        const auto first = readJson(j);
        QVERIFY2(first.design, first.errors.empty() ? "" : first.errors[0].message.c_str());
        const Design &d = *first.design;
        QCOMPARE(d.site.electricity, peakValley());
        QCOMPARE(*d.workload.budget, (Money {5e7, "CNY"}));
        QCOMPARE(d.site.currencyRateDate, std::string("2025-06-30"));
        const std::string text = DesignWriter::toText(d);
        const auto second = DesignReader::readText(text, bundledCatalog(), "mem");
        QVERIFY(second.design);
        QVERIFY(*second.design == d);
        QCOMPARE(DesignWriter::toText(*second.design), text); // byte for byte
        QVERIFY(text.find("\"08-11\"") != std::string::npos);
        // The ledger's energy cost follows the tariff: the same opex as a flat USD price at the
        // tariff's mean converted at the rate.
        Design flat = d;
        flat.site.electricity = flatTariff(16.0 / 24.0 / 7.17, "USD");
        const double tou = evaluateDesign(d, bundledCatalog()).cost.opexUsdPerYear;
        const double usd = evaluateDesign(flat, bundledCatalog()).cost.opexUsdPerYear;
        QVERIFY(tou > 0);
        QVERIFY(std::abs(tou - usd) < 1e-6 * usd);
    }

    void olderFilesReadAsUsd()
    {
        json j = exampleJson();
        j["version"] = 9;
        j["site"].erase("electricity");
        j["site"]["electricity_usd_per_kwh"] = 0.12;
        j["workload"].erase("budget");
        j["workload"]["budget_usd"] = 2.5e7;
        const auto r = readJson(j);
        QVERIFY(r.design);
        QCOMPARE(r.design->site.electricity, flatTariff(0.12, "USD"));
        QCOMPARE(*r.design->workload.budget, (Money {2.5e7, "USD"}));
    }

    void colocationAndCloudPricesInYuanRoundTrip()
    {
        // Version 17: 1,300 元/kW/月 and 18 元/卡时 are stored as typed and read back exactly;
        // the ledger converts them at the site's rate, as it would the same prices in USD.
        json j = exampleJson();
        j["site"]["currency"] = "CNY";
        j["site"]["currency_per_usd"] = 7.2;
        j["site"]["colocation_per_kw_month"] = {{"amount", 1300}, {"currency", "CNY"}};
        j["site"]["cloud_per_gpu_hour"]
            = {{"h100-sxm5-80gb", {{"amount", 18}, {"currency", "CNY"}}},
               {"a100-sxm4-80gb", {{"amount", 1.5}, {"currency", "USD"}}}};
        const auto first = readJson(j);
        QVERIFY2(first.design, first.errors.empty() ? "" : first.errors[0].message.c_str());
        const Design &d = *first.design;
        QCOMPARE(*d.site.colocationPerKwMonth, (Money {1300, "CNY"}));
        QCOMPARE(d.site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {18, "CNY"}));
        QCOMPARE(d.site.cloudPerGpuHour.at("a100-sxm4-80gb"), (Money {1.5, "USD"}));
        const std::string text = DesignWriter::toText(d);
        QVERIFY(text.find("colocation_per_kw_month") != std::string::npos);
        QVERIFY(text.find("cloud_usd_per_gpu_hour") == std::string::npos);
        const auto second = DesignReader::readText(text, bundledCatalog(), "mem");
        QVERIFY(second.design && *second.design == d);
        QCOMPARE(DesignWriter::toText(*second.design), text); // byte for byte
        Design usd = d;
        usd.site.colocationPerKwMonth = Money {1300 / 7.2, "USD"};
        usd.site.cloudPerGpuHour["h100-sxm5-80gb"] = Money {18 / 7.2, "USD"};
        const auto yuan = evaluateDesign(d, bundledCatalog()).cost;
        const auto dollars = evaluateDesign(usd, bundledCatalog()).cost;
        QCOMPARE(yuan.opexBasis, std::string("colocation"));
        QVERIFY(yuan.opexUsdPerYear > 0);
        QVERIFY(std::abs(yuan.opexUsdPerYear - dollars.opexUsdPerYear)
                < 1e-9 * dollars.opexUsdPerYear);
        QVERIFY(std::abs(*yuan.cloudUsdPerGpuHour - 2.5) < 1e-12);
        QCOMPARE(*yuan.breakEvenUtilisation, *dollars.breakEvenUtilisation);
    }

    void olderColocationAndCloudPricesReadAsUsd()
    {
        json j = exampleJson();
        j["version"] = 16;
        j["site"].erase("cloud_per_gpu_hour");
        j["site"]["colocation_usd_per_kw_month"] = 184.06; // CBRE H2 2024
        j["site"]["cloud_usd_per_gpu_hour"] = {{"h100-sxm5-80gb", 2.99}};
        const auto r = readJson(j);
        QVERIFY2(r.design, r.errors.empty() ? "" : r.errors[0].message.c_str());
        QCOMPARE(*r.design->site.colocationPerKwMonth, (Money {184.06, "USD"}));
        QCOMPARE(r.design->site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {2.99, "USD"}));
        // Given both ways, the old key is the one refused.
        j["site"]["colocation_per_kw_month"] = {{"amount", 184.06}, {"currency", "USD"}};
        QVERIFY(hasError(readJson(j), "/site/colocation_usd_per_kw_month", "once"));
        j["site"].erase("colocation_per_kw_month");
        j["site"]["cloud_per_gpu_hour"] = json::object();
        QVERIFY(hasError(readJson(j), "/site/cloud_usd_per_gpu_hour", "once"));
    }

    void badPricesAreRefusedWithTheirPlace()
    {
        json j = exampleJson();
        j["site"]["colocation_per_kw_month"] = {{"amount", 150}, {"currency", "EUR"}};
        QVERIFY(hasError(readJson(j), "/site/colocation_per_kw_month/currency",
                         "USD or the site's currency"));
        j["site"]["colocation_per_kw_month"] = {{"amount", 2e5}, {"currency", "USD"}};
        QVERIFY(hasError(readJson(j), "/site/colocation_per_kw_month/amount", "site's rate"));
        j = exampleJson();
        j["site"]["cloud_per_gpu_hour"] = {{"h100-sxm5-80gb", 2.99}}; // a bare number: v16's shape
        QVERIFY(hasError(readJson(j), "/site/cloud_per_gpu_hour/h100-sxm5-80gb", "object"));
        j["site"]["cloud_per_gpu_hour"]
            = {{"h100-sxm5-80gb", {{"amount", 2e4}, {"currency", "USD"}}}};
        QVERIFY(hasError(readJson(j), "/site/cloud_per_gpu_hour/h100-sxm5-80gb/amount",
                         "10000 USD per GPU-hour"));
        j["site"]["cloud_per_gpu_hour"] = {{"tpu-v9", {{"amount", 2}, {"currency", "USD"}}}};
        QVERIFY(hasError(readJson(j), "/site/cloud_per_gpu_hour/tpu-v9", "unknown GPU"));
    }

    void badMoneyIsRefusedWithItsPlace()
    {
        json j = exampleJson();
        j["site"]["electricity"]
            = {{"currency", "EUR"},
               {"periods", {{{"band", "flat"}, {"price_per_kwh", 0.2}, {"hours", {"00-24"}}}}}};
        QVERIFY(hasError(readJson(j), "/site/electricity/currency", "USD or the site's currency"));
        j["site"]["electricity"]
            = {{"currency", "USD"},
               {"periods", {{{"band", "peak"}, {"price_per_kwh", 0.2}, {"hours", {"00-23"}}}}}};
        QVERIFY(hasError(readJson(j), "/site/electricity/periods", "23:00–24:00 is in no period"));
        j["site"]["electricity"]["periods"][0]["hours"] = {"22-26"};
        QVERIFY(hasError(readJson(j), "/site/electricity/periods/0/hours/0", "FROM-TO"));
        j["site"]["electricity"]["periods"][0]["hours"] = {"00-24"};
        j["site"]["electricity"]["periods"][0]["band"] = "midday";
        QVERIFY(hasError(readJson(j), "/site/electricity/periods/0/band", "deep_valley"));
        j = exampleJson();
        j["site"]["electricity_usd_per_kwh"] = 0.1; // beside electricity: given twice
        QVERIFY(hasError(readJson(j), "/site/electricity_usd_per_kwh", "once"));
        j = exampleJson();
        j["workload"]["budget"] = {{"amount", 5e17}, {"currency", "USD"}};
        QVERIFY(hasError(readJson(j), "/workload/budget/amount", "above 0"));
        j["workload"]["budget"] = {{"amount", 1e15}, {"currency", "USD"}}; // over 1e13 USD
        QVERIFY(hasError(readJson(j), "/workload/budget/amount", "site's rate"));
        j = exampleJson();
        j["site"]["currency_rate_date"] = "30/06/2025";
        QVERIFY(hasError(readJson(j), "/site/currency_rate_date", "YYYY-MM-DD"));
    }

    void typedMoneyIsUnderstood()
    {
        QCOMPARE(*parseMoney("5000万元", "USD").money, (Money {5e7, "CNY"}));
        QCOMPARE(*parseMoney("3.5亿元", "USD").money, (Money {3.5e8, "CNY"}));
        QCOMPARE(*parseMoney("$35M", "CNY").money, (Money {3.5e7, "USD"}));
        QCOMPARE(*parseMoney("50M USD", "CNY").money, (Money {5e7, "USD"}));
        QCOMPARE(*parseMoney("1.2e6", "CNY").money, (Money {1.2e6, "CNY"}));
        QCOMPARE(*parseMoney("80000 EUR", "USD").money, (Money {8e4, "EUR"}));
        QVERIFY(!parseMoney("lots", "USD").money);
        QVERIFY(!parseMoney("-5万元", "USD").money);
        QCOMPARE(*parsePricePerKwh("0.65元/度", "USD").money, (Money {0.65, "CNY"}));
        QCOMPARE(*parsePricePerKwh("0.08 USD/kWh", "CNY").money, (Money {0.08, "USD"}));
        const ParsedTariff t
            = parseTariff("峰=1.05@8-11,18-23; 平=0.65@7-8,11-18; 谷=0.3@23-24,0-7", "CNY");
        QVERIFY2(t.tariff, t.error.c_str());
        QCOMPARE(*t.tariff, peakValley());
        const ParsedTariff gap = parseTariff("peak=1@8-11", "CNY");
        QVERIFY(!gap.tariff);
        QVERIFY(gap.error.find("hour 0-1") != std::string::npos);
        QVERIFY(!parseTariff("noon=1@0-24", "CNY").tariff);
        QVERIFY(!parseTariff("flat=1@20-8", "CNY").tariff);
    }
};

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
