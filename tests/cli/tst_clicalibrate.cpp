// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli calibrate on the files a team already has, through the real CLI: the
// SuperPOD example calibrated from a two-server nccl-tests run and a two-server Megatron log
// moves the ledger's time by what the files imply, with the band widened to the planned scale.
#include "clirun.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

namespace {

QString data(const char *name)
{
    return QStringLiteral(CL_TEST_DATA "/calibration/") + QString::fromLatin1(name);
}

nlohmann::json json(const Run &r)
{
    return nlohmann::json::parse(r.out.toStdString(), nullptr, false);
}

} // namespace

class TestCliCalibrate : public QObject
{
    Q_OBJECT

private slots:
    void superPodFromNcclTestsAndMegatronLog()
    {
        const Run cal = cli({QStringLiteral("calibrate"), data("nccl-all_reduce-2node-16xh100.txt"),
                             data("megatron-llama3-8b-2node.log"), QStringLiteral("--network"),
                             QStringLiteral("ib-ndr-400"), QStringLiteral("--json"),
                             QStringLiteral("--no-store")});
        QVERIFY2(cal.code == 0, qPrintable(cal.err));
        const auto j = json(cal);
        QCOMPARE(j["inputs"].size(), std::size_t(2));
        const auto &nccl = j["inputs"][0];
        QCOMPARE(nccl["kind"], "nccl-tests");
        QCOMPARE(nccl["collective"], "all_reduce");
        QCOMPARE(nccl["ranks"], 16);
        QCOMPARE(nccl["nodes"], 2);
        QCOMPARE(nccl["gpus_per_node"], 8);
        QCOMPARE(nccl["wrong"], 0.0);
        QVERIFY(std::abs(nccl["busbw_avg_bytes_per_s"].get<double>() - 110.382e9) < 1e3);
        // Eight rails at 50 GB/s each: 372.3 GB/s of bus bandwidth is 0.931 of the line rate.
        QVERIFY2(std::abs(nccl["efficiency"].get<double>() - 372.29 / 400) < 0.002,
                 nccl.dump().c_str());
        QCOMPARE(nccl["curve"].size(), std::size_t(31));
        const auto &log = j["inputs"][1];
        QCOMPARE(log["framework"], "megatron");
        QCOMPARE(log["iterations"], 27);
        QVERIFY(std::abs(log["step_time_s"].get<double>() - 8.423) < 0.01);
        // 128 x 8192 tokens per step over 16 GPUs.
        QVERIFY(std::abs(log["tokens_per_s_per_gpu"].get<double>()
                         - 128.0 * 8192 / 16 / log["step_time_s"].get<double>())
                < 1e-6);
        const auto &profile = j["profile"];
        QCOMPARE(profile["schema"], "clusterledger-calibration/1");
        QCOMPARE(profile["gpu"], "h100-sxm5-80gb");
        QCOMPARE(profile["measured_gpus"], 16);
        QCOMPARE(profile["figure_sources"]["gemm_bf16"].get<std::string>(),
                 data("megatron-llama3-8b-2node.log").toStdString());
        const double gemm = profile["gemm_efficiency"]["bf16"].get<double>();
        QVERIFY2(gemm > 0.44 && gemm < 0.49, profile.dump().c_str());

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("h100.json"));
        std::ofstream(file.toStdString()) << profile.dump();
        const QString design = QStringLiteral(CL_EXAMPLES "/superpod-1su-h100.cluster.json");
        const auto base = json(cli({QStringLiteral("evaluate"), design, QStringLiteral("--json")}));
        const auto calibrated
            = json(cli({QStringLiteral("evaluate"), design, QStringLiteral("--json"),
                        QStringLiteral("--calibration"), file}));
        const auto &t0 = base["training"];
        const auto &t1 = calibrated["training"]["calibrated"];
        QVERIFY2(t1.is_object(), calibrated["training"].dump().c_str());
        const double days0 = t0["train_days"].get<double>(), days1 = t1["train_days"].get<double>();
        // The log ran 18 % slower than the engine said (8.42 s a step against 7.11 s): the GEMM
        // fraction drops 0.58 -> 0.464, the network's rises 0.85 -> 0.93, and at 256 GPUs the
        // planned run takes about a fifth longer.
        QVERIFY2(days1 / days0 > 1.15 && days1 / days0 < 1.25,
                 qPrintable(QStringLiteral("%1 -> %2 days").arg(days0).arg(days1)));
        // The ledger's time row carries the calibrated time in its calibrated column.
        QCOMPARE(calibrated["ledger"]["time"]["calibrated"].get<double>(), days1);
        // The band: centred on the measurement, 4 doublings from 16 to 256 GPUs wider.
        QCOMPARE(t1["band"]["calibrated_at_gpus"], 16);
        QVERIFY(std::abs(t1["band"]["extrapolation_doublings"].get<double>() - 4.0) < 1e-9);
        QVERIFY(t1["band"]["regime"].get<std::string>().rfind("calibrated:", 0) == 0);
        const double width0
            = t0["train_days_p90"].get<double>() / t0["train_days_p10"].get<double>();
        const double width1
            = t1["train_days_p90"].get<double>() / t1["train_days_p10"].get<double>();
        QVERIFY(std::abs(width1 / width0 - std::pow(1.4, 8.0 / 9.0)) < 0.01);

        // The PDF says the calibrated time and which figure came from which file.
        const QString pdf = dir.filePath(QStringLiteral("calibrated.pdf"));
        const Run report = cli({QStringLiteral("report"), design, QStringLiteral("--calibration"),
                                file, QStringLiteral("-o"), pdf});
        QVERIFY2(report.code == 0, qPrintable(report.err));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString words
            = QString::fromUtf8(text.readAllStandardOutput()).simplified().remove(QChar(0xad));
        QVERIFY2(words.contains(QStringLiteral("Calibrated on your own measurements: %1 days")
                                    .arg(days1, 0, 'f', 1)),
                 qPrintable(words.left(3000)));
        QVERIFY2(words.contains(QLatin1String("from megatron-llama3-8b-2node.log")),
                 qPrintable(words.left(3000)));
        QVERIFY(words.contains(QLatin1String("centred on your own run on 16 GPUs")));
    }
    void whatTheLogDoesNotSayIsAskedFor()
    {
        // DeepSpeed prints its batch, ZeRO stage and world size, not the GPU, the model, the
        // sequence or the model-parallel degrees.
        const Run r = cli({QStringLiteral("calibrate"), data("deepspeed-throughput.log"),
                           QStringLiteral("--no-store")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("--gpu")), qPrintable(r.err));
        QStringList args {QStringLiteral("calibrate"), data("deepspeed-throughput.log"),
                          QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"),
                          QStringLiteral("--no-store")};
        const Run missing = cli(args);
        QCOMPARE(missing.code, 1);
        for (const char *flag : {"--tp", "--pp", "--seq-len", "--model"})
            QVERIFY2(missing.err.contains(QLatin1String(flag)), qPrintable(missing.err));
        QVERIFY2(!missing.err.contains(QLatin1String("--micro-batch")), qPrintable(missing.err));
        args << QStringLiteral("--tp") << QStringLiteral("1") << QStringLiteral("--pp")
             << QStringLiteral("1") << QStringLiteral("--seq-len") << QStringLiteral("2048")
             << QStringLiteral("--model") << QStringLiteral("llama-2-7b")
             << QStringLiteral("--json");
        const Run given = cli(args);
        QVERIFY2(given.code == 0, qPrintable(given.err));
        const auto g = json(given)["inputs"][0];
        QCOMPARE(g["framework"], "deepspeed");
        QCOMPARE(g["gpus"], 8);
        // 128 samples / 31.75 samples/s.
        QVERIFY(std::abs(g["step_time_s"].get<double>() - 4.05) < 0.02);
        // A fact the log states differently is refused, not overridden.
        const Run conflict
            = cli({QStringLiteral("calibrate"), data("megatron-llama3-8b-2node.log"),
                   QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"),
                   QStringLiteral("--network"), QStringLiteral("ib-ndr-400"),
                   QStringLiteral("--tp"), QStringLiteral("4"), QStringLiteral("--no-store")});
        QCOMPARE(conflict.code, 1);
        QVERIFY2(
            conflict.err.contains(QLatin1String("the log states the tensor-parallel degree 2")),
            qPrintable(conflict.err));
    }
    void kindsAreDetectedOrNamed()
    {
        const Run telemetry = cli({QStringLiteral("calibrate"), data("dcgm-exporter-scrapes.prom"),
                                   data("nvidia-smi-8gpu.csv"), QStringLiteral("--json"),
                                   QStringLiteral("--no-store")});
        QVERIFY2(telemetry.code == 0, qPrintable(telemetry.err));
        const auto j = json(telemetry);
        QCOMPARE(j["inputs"][0]["format"], "dcgm");
        QCOMPARE(j["inputs"][1]["format"], "nvidia-smi");
        QVERIFY(j["profile"].is_null()); // telemetry is read against the plan, not fitted
        const Run wrongKind = cli({QStringLiteral("calibrate"), data("nvidia-smi-8gpu.csv"),
                                   QStringLiteral("--kind"), QStringLiteral("nccl-tests"),
                                   QStringLiteral("--no-store")});
        QCOMPARE(wrongKind.code, 1);
        QVERIFY2(wrongKind.err.contains(QLatin1String("not nccl-tests output")),
                 qPrintable(wrongKind.err));
        QTemporaryDir dir;
        const QString junk = dir.filePath(QStringLiteral("notes.txt"));
        std::ofstream(junk.toStdString()) << "shopping list\n";
        const Run unknown = cli({QStringLiteral("calibrate"), junk, QStringLiteral("--no-store")});
        QCOMPARE(unknown.code, 1);
        QVERIFY2(unknown.err.contains(QLatin1String("--kind")), qPrintable(unknown.err));
        const Run interleaved = cli({QStringLiteral("calibrate"), data("nccl-interleaved-mpi.txt"),
                                     QStringLiteral("--no-store")});
        QCOMPARE(interleaved.code, 1);
        QVERIFY2(interleaved.err.contains(QLatin1String("nccl-interleaved-mpi.txt: 5:")),
                 qPrintable(interleaved.err));
    }

    void planAgainstActualBillsEachFileAsAPeriod()
    {
        // Given newest first: the bill puts the periods in time order.
        const QString design = QStringLiteral(CL_EXAMPLES "/superpod-1su-h100.cluster.json");
        const Run r = cli({QStringLiteral("actual"), design, data("nvidia-smi-week2-throttled.csv"),
                           data("nvidia-smi-8gpu.csv"), data("dcgm-exporter-scrapes.prom"),
                           QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = json(r);
        QCOMPARE(j["plan"]["gpu"], "h100-sxm5-80gb");
        QCOMPARE(j["plan"]["gpus"], 256);
        QCOMPARE(j["plan"]["power_w_per_gpu"], 700.0); // the H100 SXM's TDP
        const auto &periods = j["periods"];
        QCOMPARE(periods.size(), std::size_t(3));
        QVERIFY(periods[0]["file"].get<std::string>().find("nvidia-smi-8gpu") != std::string::npos);
        QVERIFY(periods[1]["file"].get<std::string>().find("week2") != std::string::npos);
        QVERIFY(periods[2]["start_epoch_s"].is_null()); // dcgm text without timestamps: last
        // Week 2: GPU 5 throttled (mean 360.0 W, 61.9 %), the eight cards at 605.6 W on average
        // against 700 W planned: -13.5 %, over the 10 % tolerance; energy over its 29 minutes.
        QCOMPARE(periods[1]["outliers"].size(), std::size_t(1));
        QCOMPARE(periods[1]["outliers"][0]["gpu"], "5");
        QVERIFY(std::abs(periods[1]["outliers"][0]["power_w"].get<double>() - 360.0167) < 1e-3);
        const nlohmann::json *power = nullptr, *energy = nullptr, *tensor = nullptr;
        for (const auto &line : j["lines"]) {
            if (line["metric"] == "power_per_gpu")
                power = &line;
            if (line["metric"] == "energy")
                energy = &line;
            if (line["metric"] == "tensor_active")
                tensor = &line;
        }
        QVERIFY(power && energy && tensor);
        const auto &week2 = (*power)["cells"][1];
        QVERIFY(std::abs(week2["actual"].get<double>() - 605.6483) < 1e-3);
        QVERIFY(std::abs(week2["drift"].get<double>() - (605.6483 / 700 - 1)) < 1e-5);
        QVERIFY(week2["drifted"].get<bool>());
        const auto &e2 = (*energy)["cells"][1];
        QVERIFY(std::abs(e2["actual"].get<double>() - 605.6483 * 1740.001 * 8) < 50);
        QVERIFY(std::abs(e2["plan"].get<double>() - 700 * 1740.001 * 8) < 50);
        // Only the dcgm file measures the tensor pipes; nvidia-smi leaves those cells empty.
        QVERIFY((*tensor)["cells"][0]["actual"].is_null());
        QVERIFY((*tensor)["cells"][2]["actual"].is_number());
        // A wider tolerance marks nothing in the power row.
        const Run wide
            = cli({QStringLiteral("actual"), design, data("nvidia-smi-week2-throttled.csv"),
                   QStringLiteral("--tolerance"), QStringLiteral("20"), QStringLiteral("--json")});
        const auto wideBill = json(wide); // kept: the loop reads into it
        for (const auto &line : wideBill["lines"])
            if (line["metric"] == "power_per_gpu")
                QVERIFY(!line["cells"][0]["drifted"].get<bool>());
        // A file that is not telemetry is a named error.
        const Run bad
            = cli({QStringLiteral("actual"), design, data("megatron-llama3-8b-2node.log")});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(QLatin1String("megatron-llama3-8b-2node.log")),
                 qPrintable(bad.err));
        // The text bill names the lagging card.
        const Run text
            = cli({QStringLiteral("actual"), design, data("nvidia-smi-week2-throttled.csv")});
        QVERIFY2(text.out.contains(QLatin1String("behind the others: GPU 5")),
                 qPrintable(text.out));
    }

    void theNetworkRowReadsNodeExporterCounters()
    {
        // Prometheus /federate output of two DGX H100 hosts, three requests 30 s apart: each
        // host's eight ports sent 9.496 GB/s between them; the engine plans 11.8 GB/s a server.
        const QString design = QStringLiteral(CL_EXAMPLES "/superpod-1su-h100.cluster.json");
        const QString federate = data("prometheus-federate-2node.prom");
        auto networkCell = [](const nlohmann::json &bill) -> nlohmann::json {
            for (const auto &line : bill["lines"])
                if (line["metric"] == "network_per_server")
                    return line["cells"][0];
            return nullptr;
        };
        const auto bill
            = json(cli({QStringLiteral("actual"), design, federate, QStringLiteral("--json")}));
        QCOMPARE(bill["periods"][0]["nic_ports"], 16);
        QCOMPARE(bill["periods"][0]["nic_hosts"], 2);
        QCOMPARE(bill["periods"][0]["duration_s"], 60.0);
        const auto cell = networkCell(bill);
        QVERIFY2(cell.is_object(), bill.dump().c_str());
        QVERIFY(std::abs(cell["actual"].get<double>() - 9.496e9) < 1e3);
        // The plan is what the engine sends between servers for the layout it picked.
        const double plan = bill["plan"]["network_bytes_per_s_per_server"].get<double>();
        QVERIFY(plan > 0);
        QCOMPARE(cell["plan"].get<double>(), plan);
        QVERIFY(std::abs(cell["drift"].get<double>() - (9.496e9 / plan - 1)) < 1e-6);
        QCOMPARE(cell["drifted"].get<bool>(), std::abs(9.496e9 / plan - 1) > 0.10);
        // The same scrapes appended by curl in a loop carry no timestamps: no span, no rate,
        // until the interval is given.
        QTemporaryDir dir;
        const QString bare = dir.filePath(QStringLiteral("curl-loop.prom"));
        QFile in(federate), out(bare);
        QVERIFY(in.open(QIODevice::ReadOnly) && out.open(QIODevice::WriteOnly));
        out.write(QString::fromUtf8(in.readAll())
                      .remove(QRegularExpression(QStringLiteral(" \\d{13}$"),
                                                 QRegularExpression::MultilineOption))
                      .toUtf8());
        out.close();
        const auto untimed
            = json(cli({QStringLiteral("actual"), design, bare, QStringLiteral("--json")}));
        QVERIFY(untimed["periods"][0]["duration_s"].is_null());
        QVERIFY(networkCell(untimed).is_null());
        const auto timed
            = json(cli({QStringLiteral("actual"), design, bare, QStringLiteral("--interval"),
                        QStringLiteral("30"), QStringLiteral("--json")}));
        QVERIFY(std::abs(networkCell(timed)["actual"].get<double>() - 9.496e9) < 1e3);
    }
};

QTEST_GUILESS_MAIN(TestCliCalibrate)
#include "tst_clicalibrate.moc"
