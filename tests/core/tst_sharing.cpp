// SPDX-License-Identifier: GPL-3.0-or-later
// Sharing idle cards (issue 30 item 6, seed 001 §4): the seed's own arithmetic on the 4 x 4090
// workstation (200 W x 24 h = 4.8 kWh, 2.88 元 a day at 0.6 元/度), the platforms' income after
// their fee, break-even and payback, who is left out and why, and the catalog's sharing rates
// read strictly.
#include "catalog/catalogloader.h"
#include "io/designreader.h"
#include "sharing/cardsharing.h"
#include "testcatalog.h"
#include "testloaderrors.h"

#include <nlohmann/json.hpp>

using namespace cl;

namespace {

Design workstation()
{
    return exampleDesign("workstation-4x4090");
}

/** The seed's setting: 0.6 元/度 (a rate of 7.1 元 to the dollar), every card at 200 W. */
SharingOptions seedOptions()
{
    SharingOptions o;
    o.pricePerKwh = 0.6;
    o.currency = "CNY";
    o.currencyPerUsd = 7.1;
    o.powerLimitW = 200;
    o.utilisation = 1.0;
    o.hostW = 0;
    return o;
}

} // namespace

class TestSharing : public QObject
{
    Q_OBJECT

private slots:
    void theSeedsArithmetic()
    {
        const SharingReport r = shareIdleCards(workstation(), bundledCatalog(), seedOptions());
        QCOMPARE(r.cards.size(), std::size_t(4));
        QCOMPARE(r.currency, std::string("CNY"));
        for (const SharedCard &c : r.cards) {
            QVERIFY(c.eligible);
            QCOMPARE(c.why, std::string("ok"));
            QCOMPARE(c.powerW, 200.0);
            QCOMPARE(c.energyKwhPerDay, 4.8);
            QCOMPARE(c.electricityPerDay, 2.88);
        }
        QCOMPARE(r.cards[3].slot, 4);
    }

    void incomeIsTheRentersPriceLessTheFee()
    {
        const Catalog &cat = bundledCatalog();
        const SharingReport r = shareIdleCards(workstation(), cat, seedOptions());
        const SharedCard &c = r.cards.front();
        // The 4090's lowest host price is Vast's $0.30 less 25 %, its highest Vast's $0.40
        // less 25 % (RunPod's $0.34 less 20 % falls between).
        const double low = cat.sharingRate("share-rtx-4090-vast")->hostLowPerHour();
        const double high = std::max(cat.sharingRate("share-rtx-4090-vast")->hostHighPerHour(),
                                     cat.sharingRate("share-rtx-4090-runpod")->hostHighPerHour());
        QCOMPARE(low, 0.30 * 0.75);
        QCOMPARE(*c.incomePerDayLow, low * 24 * 7.1);
        QCOMPARE(*c.incomePerDayHigh, high * 24 * 7.1);
        QCOMPARE(*c.netPerDayLow, *c.incomePerDayLow - 2.88);
        QCOMPARE(c.rates.size(), std::size_t(2));
        QCOMPARE(r.rates.size(), std::size_t(2));
        QCOMPARE(r.netPerDayLow, 4 * *c.netPerDayLow);
        // Payback: the card's $1,599 launch price over the net.
        QCOMPARE(*c.paybackDaysSlow, 1599 * 7.1 / *c.netPerDayLow);
    }

    void breakEvenWeighsIdleAndTheMachine()
    {
        SharingOptions o = seedOptions();
        o.utilisation = 0.2;
        o.hostW = 100; // 25 W for each of the four cards, all day
        const SharingReport r = shareIdleCards(workstation(), bundledCatalog(), o);
        const SharedCard &c = r.cards.front();
        QCOMPARE(c.hostShareW, 25.0);
        QCOMPARE(c.idleW, 22.0);
        QCOMPARE(c.energyKwhPerDay, 24 * (200 * 0.2 + 22 * 0.8 + 25) / 1000.0);
        // At break-even the lowest income pays the electricity of that utilisation.
        const double x = *c.breakEvenUtilisation;
        const double hostLowPerHour = 0.30 * 0.75 * 7.1;
        const double costPerHour = (200 * x + 22 * (1 - x) + 25) * 0.6 / 1000;
        QVERIFY(std::abs(hostLowPerHour * x - costPerHour) < 1e-12);
        // Electricity at 50 元/度: no utilisation pays for it.
        o.pricePerKwh = 50;
        QVERIFY(!shareIdleCards(workstation(), bundledCatalog(), o).cards[0].breakEvenUtilisation);
    }

    void theSitesTariffAndCurrencyByDefault()
    {
        const Design d = workstation();
        SharingOptions o;
        const SharingReport r = shareIdleCards(d, bundledCatalog(), o);
        QCOMPARE(r.currency, d.site.currency);
        QCOMPARE(r.utilisation, kTypicalSharingUtilisation);
        QVERIFY(r.pricePerKwh > 0);
        QCOMPARE(r.cards[0].powerW, 450.0); // the 4090's board power
        QCOMPARE(r.cards[0].hostShareW, kTypicalHostW / 4);
    }

    void cardsNoPlatformRentsAreLeftOutWithTheirReason()
    {
        Catalog c = bundledCatalog();
        GpuModel small = *c.gpu("rtx-4090");
        small.id = "test-6gb-card"; // a stand-in for a 6 GB gaming card, rented by Vast
        small.memoryBytes = 6.0 * 1024 * 1024 * 1024;
        c.gpus[small.id] = small;
        c.sharingRates["share-rtx-4090-vast"].gpus.push_back(small.id);
        Design d = workstation();
        d.devices.front().gpuSlots = {small.id, std::string("h100-pcie-80gb")};
        const SharingReport r = shareIdleCards(d, c, seedOptions());
        QCOMPARE(r.cards.size(), std::size_t(2));
        QCOMPARE(r.cards[0].why, std::string("memory_below_8gb"));
        QVERIFY(!r.cards[0].eligible);
        QCOMPARE(r.cards[1].why, std::string("no_platform_rate"));
        QVERIFY(!r.cards[1].incomePerDayLow);
        QCOMPARE(r.netPerDayLow, 0.0); // only eligible cards count
    }

    void ratesAreReadStrictly()
    {
        const auto load = [](const char *rate) {
            const std::string text
                = std::string(
                      R"({"format": "clusterledger-catalog", "version": 1, "sharing_rates": [)")
                  + rate + "]}";
            Catalog c;
            CatalogLoadReport report;
            CatalogLoader::loadDocument(nlohmann::json::parse(text), "sharing.json", c, report);
            return report.errors;
        };
        const char *good = R"({"id": "r", "name": "R", "gpus": ["rtx-3090"], "platform": "P",
            "renter_per_gpu_hour": {"low": 0.1, "high": 0.2}, "platform_fee": 0.2,
            "currency": "USD", "per_usd": 1, "idle_w": 20, "source": {"document": "d", "date": "2026"}})";
        QVERIFY(load(good).empty());
        QVERIFY(hasLoadError(
            load(
                R"({"id": "r", "gpus": ["rtx-3090"], "platform": "P", "renter_per_gpu_hour": {"low": 0.3, "high": 0.2}, "platform_fee": 0.2, "currency": "USD", "per_usd": 1, "source": {"document": "d", "date": "2026"}})"),
            "/sharing_rates/0/renter_per_gpu_hour/high", "at least low"));
        QVERIFY(hasLoadError(
            load(
                R"({"id": "r", "gpus": ["rtx-3090"], "platform": "P", "renter_per_gpu_hour": {"low": 0.1, "high": 0.2}, "platform_fee": 1, "currency": "USD", "per_usd": 1, "source": {"document": "d", "date": "2026"}})"),
            "/sharing_rates/0/platform_fee", "below 1"));
        QVERIFY(hasLoadError(
            load(
                R"({"id": "r", "gpus": [], "platform": "P", "renter_per_gpu_hour": {"low": 0.1, "high": 0.2}, "platform_fee": 0.1, "currency": "USD", "per_usd": 7, "source": {"document": "d", "date": "2026"}})"),
            "/sharing_rates/0/per_usd", "1 for USD"));
        QVERIFY(hasLoadError(
            load(
                R"({"id": "r", "gpus": [], "platform": "P", "renter_per_gpu_hour": {"low": 0.1, "high": 0.2}, "platform_fee": 0.1, "currency": "USD", "per_usd": 1, "source": {"document": "d", "date": "2026"}})"),
            "/sharing_rates/0/gpus", "at least one"));
    }
};

QTEST_GUILESS_MAIN(TestSharing)
#include "tst_sharing.moc"
