// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalogjson.h"
#include "testcatalog.h"

#include <QTemporaryDir>

#include <fstream>

using namespace cl;

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void bundledCatalogLoadsWithoutErrors()
    {
        CatalogLoadReport report;
        Catalog c;
        CatalogLoader::loadDirectory(bundledCatalogDir(), c, report, false);
        QVERIFY2(report.errors.empty(),
                 report.errors.empty() ? "" : report.errors.front().toString().c_str());
        QVERIFY(report.overridden.empty());
        QVERIFY(c.size() > 60);
    }

    void requiredIdsExist_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"v100-sxm2-32gb",
                               "a100-sxm4-40gb",
                               "a100-sxm4-80gb",
                               "a100-pcie-80gb",
                               "h100-sxm5-80gb",
                               "h100-pcie-80gb",
                               "h800-sxm5-80gb",
                               "h200-sxm-141gb",
                               "b200-sxm-180gb",
                               "l40s",
                               "l4",
                               "rtx-3090",
                               "rtx-4090",
                               "rtx-a6000",
                               "rtx-6000-ada",
                               "ascend-910b",
                               "mi250x",
                               "mi300x",
                               "dgx-a100",
                               "dgx-h100",
                               "dgx-h200",
                               "dgx-b200",
                               "hgx-h100-8gpu",
                               "ws-4gpu-pcie",
                               "srv-8gpu-pcie",
                               "qm9700",
                               "qm9790",
                               "qm8700",
                               "sn5600",
                               "sn4600c",
                               "sn2201",
                               "eth-1g-48",
                               "eth-10g-48",
                               "eth-25g-48",
                               "eth-100g-32",
                               "rack-42u",
                               "rack-48u",
                               "rack-52u-liquid",
                               "llama-2-70b",
                               "gpt3-175b",
                               "mixtral-8x7b",
                               "deepseek-v3"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredIdsExist()
    {
        QFETCH(QString, id);
        QVERIFY(bundledCatalog().entry(id.toStdString()) != nullptr);
    }

    void datasheetFacts()
    {
        const Catalog &c = bundledCatalog();
        const GpuModel *h100 = c.gpu("h100-sxm5-80gb");
        QVERIFY(h100);
        QCOMPARE(*rateOf(h100->peakDense, NumberFormat::BF16), 989.4e12);
        QCOMPARE(*rateOf(h100->peakSparse, NumberFormat::BF16), 1979e12);
        QCOMPARE(h100->memoryBytes, 81559.0 * 1024 * 1024);
        QCOMPARE(h100->memoryBandwidthBytesPerS, 3.35e12);
        QCOMPARE(h100->tdpW, 700.0);
        QCOMPARE(*rateOf(c.gpu("a100-sxm4-80gb")->peakDense, NumberFormat::BF16), 312e12);
        QCOMPARE(*rateOf(c.gpu("a100-sxm4-40gb")->peakDense, NumberFormat::BF16), 312e12);
        QCOMPARE(c.gpu("a100-sxm4-80gb")->memoryBytes, 81920.0 * 1024 * 1024);
        QCOMPARE(c.gpu("h200-sxm-141gb")->memoryBytes, 143771.0 * 1024 * 1024);
        // V100 has no BF16 and A100 no FP8: absent means unsupported.
        QVERIFY(!rateOf(c.gpu("v100-sxm2-32gb")->peakDense, NumberFormat::BF16));
        QVERIFY(!rateOf(c.gpu("a100-sxm4-80gb")->peakDense, NumberFormat::FP8));
        // GeForce cards carry the FP32-accumulate rate training uses.
        QCOMPARE(*rateOf(c.gpu("rtx-4090")->peakDense, NumberFormat::BF16), 165.2e12);
        // MI250X: one package, two devices; per-device figures.
        QCOMPARE(c.gpu("mi250x")->devicesPerPackage, 2);
        QCOMPARE(*rateOf(c.gpu("mi250x")->peakDense, NumberFormat::BF16), 191.5e12);
        QVERIFY(c.gpu("ascend-910b")->source.document.find("910B3") != std::string::npos);
        QCOMPARE(c.server("dgx-h100")->maxW, 10200.0);
        QCOMPARE(c.server("dgx-h100")->u, 8);
        QCOMPARE(*c.server("dgx-h100")->builtInGpu, std::string("h100-sxm5-80gb"));
        QCOMPARE(c.switchModel("qm9700")->ports.front().count, 64);
        QCOMPARE(c.switchModel("qm9700")->maxW, 1720.0);
        QCOMPARE(c.gpu("h100-sxm5-80gb")->probeNames.front(), std::string("NVIDIA H100 80GB HBM3"));
    }

    void everyEntryIsSourcedAndDated()
    {
        const Catalog &c = bundledCatalog();
        auto check = [](const auto &map) {
            for (const auto &[id, e] : map) {
                QVERIFY2(!e.source.document.empty(), id.c_str());
                QVERIFY2(!e.source.date.empty(), id.c_str());
                if (e.price) {
                    QVERIFY2(!e.price->date.empty(), id.c_str());
                    QVERIFY2(!e.price->source.empty(), id.c_str());
                }
            }
        };
        check(c.gpus);
        check(c.servers);
        check(c.switches);
        check(c.racks);
        check(c.pdus);
        check(c.nics);
        check(c.transceivers);
        check(c.cables);
        check(c.models);
        for (const auto &[id, g] : c.gpus)
            QVERIFY2(g.price.has_value(), id.c_str());
    }

    /**
     * Generic parts are named in Chinese too (issue 11): every rack, PDU, cable and transceiver,
     * and every server or switch that is not a branded product (those keep their product name).
     * The failure lists the entries that lack a name_zh.
     */
    void genericPartsHaveChineseNames()
    {
        const Catalog &c = bundledCatalog();
        QStringList missing;
        auto check = [&](const auto &entries, const char *kind, bool onlyGeneric) {
            for (const auto &[id, e] : entries) {
                const bool branded = e.name.rfind("NVIDIA ", 0) == 0;
                if ((onlyGeneric && branded) || !e.nameZh.empty())
                    continue;
                missing << QStringLiteral("%1 %2").arg(QLatin1String(kind),
                                                       QString::fromStdString(id));
            }
        };
        check(c.racks, "rack", false);
        check(c.pdus, "pdu", false);
        check(c.cables, "cable", false);
        check(c.transceivers, "transceiver", false);
        check(c.servers, "server", true);
        check(c.switches, "switch", true);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        // Branded products keep their names: a name_zh on one would be a mistake to notice.
        QVERIFY(c.gpu("h100-sxm5-80gb")->nameZh.empty());
        QCOMPARE(QString::fromStdString(c.rack("rack-42u")->nameZh).left(6),
                 QStringLiteral("42U 机柜"));
    }

    void denseNeverExceedsSparse()
    {
        for (const auto &[id, g] : bundledCatalog().gpus) {
            for (std::size_t f = 0; f < kNumberFormatCount; ++f) {
                if (g.peakSparse[f]) {
                    QVERIFY2(g.peakDense[f].has_value(), id.c_str());
                    QVERIFY2(*g.peakDense[f] <= *g.peakSparse[f], id.c_str());
                }
            }
        }
    }

    void builtInGpusAndSlotsAreConsistent()
    {
        const Catalog &c = bundledCatalog();
        for (const auto &[id, s] : c.servers) {
            if (!s.builtInGpu)
                continue;
            const GpuModel *g = c.gpu(*s.builtInGpu);
            QVERIFY2(g, id.c_str());
            QCOMPARE(g->formFactor, s.gpuFormFactor);
        }
    }

    void userFolderOverridesById()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::ofstream(dir.filePath(QStringLiteral("mine.json")).toStdString()) << R"({
          "format": "clusterledger-catalog", "version": 1,
          "racks": [{"id": "rack-42u", "name": "Our 42U", "u": 42, "max_weight_kg": 1000,
                     "cooling": {"type": "air", "limit_kw": 12},
                     "source": {"document": "site survey", "date": "2026-11"}}]})";
        Catalog c = bundledCatalog();
        CatalogLoadReport report;
        CatalogLoader::loadDirectory(dir.path().toStdString(), c, report, true);
        QVERIFY(report.errors.empty());
        QCOMPARE(report.overridden.size(), std::size_t(1));
        QCOMPARE(c.rack("rack-42u")->name, std::string("Our 42U"));
        QCOMPARE(*c.rack("rack-42u")->coolingLimitW, 12000.0);
    }

    void brokenUserFileNamesFileAndFieldAndAddsNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        std::ofstream(path.toStdString()) << R"({
          "format": "clusterledger-catalog", "version": 1,
          "gpus": [{"id": "my-gpu", "name": "Mine", "vendor": "X",
                    "peak_tflops": {"bf16": "fast"}, "memory_mib": 1024,
                    "memory_bandwidth_gb_s": 100, "scale_up": {"link": "PCIe", "bandwidth_gb_s": 32},
                    "pcie_gen": 4, "tdp_w": 100, "form_factor": "pcie", "probe_names": [],
                    "source": {"document": "x", "date": "2026"}}]})";
        Catalog c = bundledCatalog();
        CatalogLoadReport report;
        CatalogLoader::loadDirectory(dir.path().toStdString(), c, report, true);
        QCOMPARE(report.errors.size(), std::size_t(1));
        QCOMPARE(report.errors.front().file, path.toStdString());
        QCOMPARE(report.errors.front().pointer, std::string("/gpus/0/peak_tflops/bf16"));
        QVERIFY(report.errors.front().message.find("a rate above 0 and at most 1000000 TFLOP/s")
                != std::string::npos);
        QVERIFY(!c.gpu("my-gpu"));
    }

    /** The engine's error bands ship in the catalog: every regime ordered and within range; a
     *  broken band names its file and regime and the bands already loaded stay. */
    void errorBandsLoadAndBadOnesAreNamed()
    {
        const Catalog &c = bundledCatalog();
        QVERIFY(c.errorBands.bands.count("all"));
        QVERIFY(c.errorBands.bands.size() > 5);
        for (const auto &[key, b] : c.errorBands.bands) {
            QVERIFY2(b.p10 <= b.p50 && b.p50 <= b.p90, key.c_str());
            QVERIFY2(b.p10 > 0.3 && b.p90 < 3.0, key.c_str());
            QVERIFY(b.sources >= 2 && b.runs >= 8);
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bands.json"));
        std::ofstream(path.toStdString()) << R"({
          "format": "clusterledger-catalog", "version": 1,
          "error_bands": {"bands": {"all": {"p10": 1.2, "p50": 1.0, "p90": 1.1, "runs": 9,
                                            "sources": 2}}}})";
        Catalog copy = c;
        CatalogLoadReport report;
        CatalogLoader::loadDirectory(dir.path().toStdString(), copy, report, true);
        QCOMPARE(report.errors.size(), std::size_t(1));
        QCOMPARE(report.errors.front().file, path.toStdString());
        QCOMPARE(report.errors.front().pointer, std::string("/error_bands/bands/all"));
        QVERIFY(report.errors.front().message.find("p10 <= p50 <= p90") != std::string::npos);
        QCOMPARE(copy.errorBands.bands.at("all").p10, c.errorBands.bands.at("all").p10);
    }

    void jsonCarriesEveryFieldInSi()
    {
        const auto j = catalogEntryToJson(bundledCatalog(), "h100-sxm5-80gb");
        QCOMPARE(j["memory_bytes"].get<double>(), 81559.0 * 1024 * 1024);
        QCOMPARE(j["memory_bandwidth_bytes_per_s"].get<double>(), 3.35e12);
        QCOMPARE(j["peak_tflops"]["bf16"].get<double>(), 989.4);
        QCOMPARE(j["peak_flops_dense"]["bf16"].get<double>(), 989.4e12);
        QVERIFY(j.contains("source"));
        QVERIFY(j.contains("price"));
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
