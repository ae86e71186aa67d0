// SPDX-License-Identifier: GPL-3.0-or-later
// Procurement as data (issue 28): the catalog's market records, `design`'s market and held GPUs,
// the site's market in the file (version 8) and the validator's flag for what cannot be bought.
#include "catalog/procurement.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "sizing/sizingsearch.h"
#include "testcatalog.h"
#include "validate/validator.h"

#include <QTemporaryDir>

#include <algorithm>
#include <fstream>

using namespace cl;

namespace {

SizingTargets chinaTargets()
{
    SizingTargets t;
    t.workload.model.preset = "llama-2-7b";
    t.workload.tokens = 3e11;
    t.deadlineDays = 30;
    t.rackKw = 40;
    t.maxGpus = 512;
    t.candidates = {{"h800-sxm5-80gb", "hgx-h100-8gpu"},
                    {"h100-sxm5-80gb", "dgx-h100"},
                    {"ascend-910b", "atlas-800t-a2"}};
    t.market = "cn";
    return t;
}

int optionsOf(const SizingResult &r, int candidate, int *largest = nullptr)
{
    int n = 0;
    for (const SizingOption &o : r.options) {
        if (o.candidate == candidate) {
            ++n;
            if (largest)
                *largest = std::max(*largest, o.gpus);
        }
    }
    return n;
}

bool hasCode(const Diagnostics &ds, const std::string &code, Diagnostic *found = nullptr)
{
    for (const Diagnostic &d : ds) {
        if (d.code == code) {
            if (found)
                *found = d;
            return true;
        }
    }
    return false;
}

} // namespace

class TestProcurement : public QObject
{
    Q_OBJECT

private slots:
    /** Every market record says a known status, names its rule in both languages, its date and
     *  its source; the parts the October 2022 and 2023 rules name are banned for China. */
    void catalogRecordsAreCompleteAndDated()
    {
        const Catalog &c = bundledCatalog();
        int records = 0, leadTimes = 0;
        for (const auto &[id, g] : c.gpus) {
            if (!g.availability)
                continue;
            for (const auto &[market, m] : g.availability->markets) {
                QVERIFY2(isMarketCode(market), id.c_str());
                const auto &statuses = availabilityStatuses();
                QVERIFY2(std::find(statuses.begin(), statuses.end(), m.status) != statuses.end(),
                         id.c_str());
                QVERIFY2(!m.rule.empty() && !m.ruleZh.empty(), id.c_str());
                QVERIFY2(m.date.size() >= 4 && !m.source.empty(), id.c_str());
                if (m.leadTime) {
                    QVERIFY2(m.leadTime->weeksMin > 0, id.c_str());
                    QVERIFY2(m.leadTime->weeksMin <= m.leadTime->weeksMax, id.c_str());
                    QVERIFY2(m.leadTime->date.size() >= 7 && !m.leadTime->source.empty(),
                             id.c_str());
                    ++leadTimes;
                }
                ++records;
            }
        }
        QVERIFY(records >= 40);
        QVERIFY(leadTimes >= 5); // only figures published with a date: H100, A100, B200, GB200, H20
        for (const char *id : {"a100-sxm4-80gb", "h100-sxm5-80gb", "h800-sxm5-80gb",
                               "h200-sxm-141gb", "b200-sxm-180gb", "rtx-4090", "mi300x"}) {
            const ProcurementCheck p = procurementOf(*c.gpu(id), "cn");
            QVERIFY2(p.recorded && !p.buyable, id);
            QCOMPARE(p.record->status, std::string("unavailable"));
        }
        QVERIFY(procurementOf(*c.gpu("ascend-910b"), "cn").buyable);
        QVERIFY(!procurementOf(*c.gpu("ascend-910b"), "global").buyable);
        QCOMPARE(procurementOf(*c.gpu("h20-96gb"), "cn").record->status,
                 std::string("licence_required"));
        QVERIFY(procurementOf(*c.gpu("h800-sxm5-80gb"), "").buyable); // no market: no rule
    }

    void badMarketRecordsAreNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        std::ofstream(path.toStdString()) << R"({
          "format": "clusterledger-catalog", "version": 1,
          "gpus": [{"id": "my-gpu", "name": "Mine", "vendor": "X", "peak_tflops": {"bf16": 100},
                    "memory_mib": 1024, "memory_bandwidth_gb_s": 100,
                    "scale_up": {"link": "PCIe", "bandwidth_gb_s": 32}, "pcie_gen": 4,
                    "tdp_w": 100, "form_factor": "pcie", "probe_names": [],
                    "availability": {"note": "n", "date": "2026", "markets": {
                      "eu": {"status": "available", "rule": "r", "date": "2026", "source": "s"},
                      "cn": {"status": "maybe", "rule": "r", "date": "2026", "source": "s",
                             "lead_time": {"weeks_min": 12, "weeks_max": 8, "date": "2026-01",
                                           "source": "s"}}}},
                    "source": {"document": "x", "date": "2026"}}]})";
        Catalog c = bundledCatalog();
        CatalogLoadReport report;
        CatalogLoader::loadDirectory(dir.path().toStdString(), c, report, true);
        QCOMPARE(report.errors.size(), std::size_t(3));
        std::vector<std::string> pointers;
        for (const auto &e : report.errors)
            pointers.push_back(e.pointer);
        std::sort(pointers.begin(), pointers.end());
        QCOMPARE(pointers[0], std::string("/gpus/0/availability/markets/cn/lead_time/weeks_max"));
        QCOMPARE(pointers[1], std::string("/gpus/0/availability/markets/cn/status"));
        QCOMPARE(pointers[2], std::string("/gpus/0/availability/markets/eu"));
    }

    /** `design --market cn`: what China cannot buy is not searched, and a held stock is searched
     *  up to what is held. */
    void theMarketLeavesOutWhatItCannotBuy()
    {
        const Catalog &c = bundledCatalog();
        const SizingResult r = searchSizing(c, chinaTargets());
        QVERIFY(r.error.empty());
        QCOMPARE(r.usableGpus, (std::vector<int> {0, 0, -1}));
        QCOMPARE(optionsOf(r, 0), 0);
        QCOMPARE(optionsOf(r, 1), 0);
        QVERIFY(optionsOf(r, 2) > 0);
        QVERIFY(r.chosen >= 0);
        QCOMPARE(r.options[std::size_t(r.chosen)].candidate, 2);

        SizingTargets held = chinaTargets();
        held.held["h800-sxm5-80gb"] = 256;
        const SizingResult h = searchSizing(c, held);
        QCOMPARE(h.usableGpus[0], 256);
        int largest = 0;
        QVERIFY(optionsOf(h, 0, &largest) > 0);
        QVERIFY(largest <= 256);
        QCOMPARE(optionsOf(h, 1), 0);

        SizingTargets few = chinaTargets();
        few.held["h800-sxm5-80gb"] = 4; // fewer than one 8-GPU server
        QCOMPARE(searchSizing(c, few).usableGpus[0], 0);

        SizingTargets anywhere = chinaTargets();
        anywhere.market.clear();
        QVERIFY(optionsOf(searchSizing(c, anywhere), 0) > 0);
    }

    /** Version 8: the site's market and held GPUs round-trip; an older file has neither; bad
     *  values are named by pointer. */
    void siteMarketRoundTripsAndIsChecked()
    {
        const Catalog &c = bundledCatalog();
        auto read = DesignReader::readFile(CL_EXAMPLES "/mozi-mixed.cluster.json", c);
        QVERIFY(read.design);
        Design d = *read.design;
        QCOMPARE(d.site.market, std::string("cn"));
        QCOMPARE(d.site.heldGpus.at("h100-sxm5-80gb"), 8);
        const auto again = DesignReader::readText(DesignWriter::toText(d), c, "mem");
        QVERIFY(again.design && *again.design == d);

        std::string text = DesignWriter::toText(d);
        const auto at = text.find("\"market\": \"cn\"");
        QVERIFY(at != std::string::npos);
        text.replace(at, 14, "\"market\": \"mars\"");
        const auto bad = DesignReader::readText(text, c, "bad.cluster.json");
        QVERIFY(!bad.design);
        QCOMPARE(bad.errors.front().pointer, std::string("/site/market"));

        std::string held = DesignWriter::toText(d);
        held.replace(held.find("\"h100-sxm5-80gb\": 8"), 19, "\"h100-sxm5-80gb\": 0");
        const auto zero = DesignReader::readText(held, c, "zero.cluster.json");
        QVERIFY(!zero.design);
        QCOMPARE(zero.errors.front().pointer, std::string("/site/held_gpus/h100-sxm5-80gb"));
    }

    /** The validator flags GPUs the market cannot buy beyond those held, with the rule. */
    void unbuyableGpusBeyondTheHeldAreFlagged()
    {
        const Catalog &c = bundledCatalog();
        Design d = *DesignReader::readFile(CL_EXAMPLES "/mozi-mixed.cluster.json", c).design;
        QVERIFY(!hasCode(validateDesign(d, c), "procurement.unbuyable"));
        d.site.heldGpus["h100-sxm5-80gb"] = 4;
        Diagnostic flag;
        QVERIFY(hasCode(validateDesign(d, c), "procurement.unbuyable", &flag));
        QCOMPARE(flag.params.at("count"), std::string("8"));
        QCOMPARE(flag.params.at("held"), std::string("4"));
        QCOMPARE(flag.params.at("date"), std::string("2022-10-07"));
        QVERIFY(flag.params.at("rule").find("87 FR 62186") != std::string::npos);
        d.site.market = "global";
        QVERIFY(!hasCode(validateDesign(d, c), "procurement.unbuyable"));
    }
};

QTEST_GUILESS_MAIN(TestProcurement)
#include "tst_procurement.moc"
