// SPDX-License-Identifier: GPL-3.0-or-later
// The probe's host side, tested where no GPU is: statistics, plateau detection, the error
// mapping and the JSON it writes.
#include "probeerrors.h"
#include "probereportwriter.h"
#include "probestats.h"

#include <QtTest>

using namespace cl::probe;

class TestProbeHost : public QObject
{
    Q_OBJECT

private slots:
    void statistics()
    {
        const Stat s = summarise({10, 12, 11, 13, 9});
        QCOMPARE(s.median, 11.0);
        QCOMPARE(s.best, 13.0);
        QCOMPARE(s.n, 5);
        QVERIFY(std::abs(s.cv - std::sqrt(2.0) / 11.0) < 1e-12);
        QVERIFY(s.noisy());
        QCOMPARE(summarise({4, 2}).median, 3.0);
        QCOMPARE(summarise({}).n, 0);
        QVERIFY(!summarise({100, 100.5, 99.5}).noisy());
    }

    void plateauDetection()
    {
        QVERIFY(!plateaued({{4096, 700}, {8192, 760}})); // +8.6 %: keep going
        QVERIFY(plateaued({{4096, 700}, {8192, 710}})); // +1.4 %: stop
        QVERIFY(!plateaued({{1024, 300}, {2048, 301}})); // too small to judge
        QVERIFY(plateaued({{8192, 760}, {16384, 765}}));
        QVERIFY(!plateaued({{8192, 760}}));
    }

    void blockSizing()
    {
        QCOMPARE(callsPerBlock(0.001, 0.02), 20);
        QCOMPARE(callsPerBlock(0.5, 0.02), 1);
        QCOMPARE(callsPerBlock(0.0, 0.02, 50), 50);
    }

    void errorMapping_data()
    {
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("driver");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("no driver") << 35 << -1 << 0 << "no_driver" << 2;
        QTest::newRow("driver too old") << 35 << -1 << 12040 << "driver_too_old" << 2;
        QTest::newRow("stub libcuda") << 34 << -1 << 0 << "stub_driver_library" << 2;
        QTest::newRow("no device") << 100 << 0 << 13000 << "no_device" << 2;
        QTest::newRow("zero devices") << 0 << 0 << 13000 << "no_device" << 2;
        QTest::newRow("busy") << 46 << -1 << 13000 << "device_unavailable" << 2;
        QTest::newRow("other") << 999 << -1 << 13000 << "cuda_error" << 4;
        QTest::newRow("usable") << 0 << 2 << 13000 << "" << 0;
    }
    void errorMapping()
    {
        QFETCH(int, error);
        QFETCH(int, count);
        QFETCH(int, driver);
        QFETCH(QString, code);
        QFETCH(int, exitCode);
        const StartupVerdict v = classifyStartup(error, "message", count, driver, 13000);
        QCOMPARE(QString::fromStdString(v.code), code);
        QCOMPARE(v.exitCode, exitCode);
        QCOMPARE(v.usable, code.isEmpty());
    }

    void noDriverMessageIsTheOneCudaGives()
    {
        const StartupVerdict v = classifyStartup(
            35, "CUDA driver version is insufficient for CUDA runtime version", -1, 0, 13000);
        QCOMPARE(QString::fromStdString(v.message),
                 QStringLiteral("no NVIDIA driver found: CUDA driver version is insufficient for "
                                "CUDA runtime version"));
        QCOMPARE(QString::fromStdString(classifyStartup(35, "x", -1, 12040, 13000).message),
                 QStringLiteral("the driver supports CUDA 12.4; this probe needs 13.0: x"));
    }

    void jsonWriter()
    {
        const auto progress = nlohmann::json::parse(progressLine("gemm", 0, 3, 7));
        QCOMPARE(progress["type"].get<std::string>(), std::string("progress"));
        QCOMPARE(progress["done"].get<int>(), 3);
        auto report = reportSkeleton("quick", false);
        QCOMPARE(report["schema"].get<std::string>(), std::string("clusterledger-probe/1"));
        QCOMPARE(report["recorded_on_gpu"].get<bool>(), false);
        QVERIFY(report["conventions"]["memory_bandwidth"].get<std::string>().find(
                    "read + bytes written")
                != std::string::npos);
        QCOMPARE(finishReport(report, "unavailable", "no_driver", "none here", ExitUnavailable), 2);
        QCOMPARE(report["error"]["code"].get<std::string>(), std::string("no_driver"));
        const auto stat = statJson(summarise({1, 2, 30}), "GB/s");
        QCOMPARE(stat["median"].get<double>(), 2.0);
        QVERIFY(stat["noisy"].get<bool>());
        std::ostringstream out;
        emitLine(out, report);
        const std::string line = out.str();
        QCOMPARE(std::count(line.begin(), line.end(), '\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TestProbeHost)
#include "tst_probehost.moc"
