// SPDX-License-Identifier: GPL-3.0-or-later
// Probe reports into calibration profiles: the fixtures in tests/data (none measured on a real GPU
// yet; see tests/data/README.md) and the errors the parser must give.
#include "calibration/probecalibration.h"
#include "catalog/catalogentries.h"
#include "core/testcatalog.h"

#include <QTemporaryDir>

using namespace cl;

namespace {
std::string data(const char *name)
{
    return std::string(CL_TEST_DATA "/") + name;
}
} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private slots:
    void h100ReportCalibratesTheH100()
    {
        LoadErrors errors;
        const auto r
            = readCalibrationInput(data("h100-probe-handmade.json"), bundledCatalog(), errors);
        QVERIFY2(r, errors.empty() ? "" : errors.front().toString().c_str());
        QCOMPARE(r->profiles.size(), std::size_t(1));
        const auto &p = r->profiles.front();
        QCOMPARE(p.gpuId, std::string("h100-sxm5-80gb"));
        QVERIFY(p.profile.calibrated);
        const auto &m = r->measurements.front();
        QCOMPARE(m.gemmTflops.at("bf16"), 765.0);
        QVERIFY(std::abs(m.gemmFraction.at("bf16") - 765.0 / 989.4) < 1e-12);
        // In-framework efficiency scales with the card's cuBLAS result against the reference 0.803.
        const double base = defaultProfileFor(*bundledCatalog().gpu("h100-sxm5-80gb"))
                                .gemmFraction(NumberFormat::BF16);
        QVERIFY(
            std::abs(p.profile.gemmFraction(NumberFormat::BF16) - base * (765.0 / 989.4) / 0.803)
            < 1e-12);
        QVERIFY(std::abs(p.profile.hbm - 3010.0 / 3350.0) < 1e-12);
        QCOMPARE(*m.hostBytesPerS, 55e9);
        QVERIFY(!m.recordedOnGpu);
    }

    void partialQuickRunStillCalibrates()
    {
        LoadErrors errors;
        const auto r
            = readCalibrationInput(data("rtx4090-probe-handmade.json"), bundledCatalog(), errors);
        QVERIFY(r);
        QCOMPARE(r->profiles.front().gpuId, std::string("rtx-4090"));
        QVERIFY(std::abs(r->measurements.front().gemmFraction.at("bf16") - 150.0 / 165.2) < 1e-12);
    }

    void brokenReportsAreRefusedWithReasons_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("message");
        QTest::newRow("no schema") << "broken-probe-no-schema.json"
                                   << "/schema"
                                   << "required field is missing";
        QTest::newRow("bad peak") << "broken-probe-bad-peak.json"
                                  << "/devices/0/gemm/peak/bf16/tflops"
                                  << "expected a positive number, got \"fast\"";
        QTest::newRow("unknown GPU") << "broken-probe-unknown-gpu.json"
                                     << "/devices"
                                     << "no catalog GPU has the probe name \"Imaginary GPU 9000\"";
        QTest::newRow("no GPU here") << "nogpu-probe-unavailable.json"
                                     << "/status"
                                     << "the probe measured nothing";
    }
    void brokenReportsAreRefusedWithReasons()
    {
        QFETCH(QString, file);
        QFETCH(QString, pointer);
        QFETCH(QString, message);
        LoadErrors errors;
        QVERIFY(!readCalibrationInput(data(file.toUtf8().constData()), bundledCatalog(), errors));
        bool found = false;
        for (const auto &e : errors)
            found = found
                    || (QString::fromStdString(e.pointer) == pointer
                        && QString::fromStdString(e.message).contains(message));
        QVERIFY2(found, errors.empty() ? "no error" : errors.front().toString().c_str());
    }

    void savedStdoutWithProgressLinesIsAccepted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.jsonl"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"type\":\"progress\",\"phase\":\"inventory\",\"device\":-1,\"done\":0,\"total\":"
                "1}\n");
        QFile report(QString::fromStdString(data("h100-probe-handmade.json")));
        QVERIFY(report.open(QIODevice::ReadOnly));
        f.write(QJsonDocumentCompat(report.readAll()));
        f.write("\n");
        f.close();
        LoadErrors errors;
        QVERIFY(readCalibrationInput(path.toStdString(), bundledCatalog(), errors));
    }

    void profilesRoundTripThroughTheConfigFolder()
    {
        QTemporaryDir dir;
        qputenv("XDG_CONFIG_HOME", dir.path().toUtf8());
        LoadErrors errors;
        const auto r
            = readCalibrationInput(data("h100-probe-handmade.json"), bundledCatalog(), errors);
        std::string error;
        QVERIFY(storeCalibration(r->profiles.front(), &r->measurements.front(), &error));
        const auto stored = loadStoredCalibrations(bundledCatalog(), errors);
        QVERIFY(errors.empty());
        QCOMPARE(stored.size(), std::size_t(1));
        QCOMPARE(stored.at("h100-sxm5-80gb").gemmFraction(NumberFormat::BF16),
                 r->profiles.front().profile.gemmFraction(NumberFormat::BF16));
        // The stored profile reads back as a calibration input too.
        const auto again = readCalibrationInput(calibrationDir() + "/h100-sxm5-80gb.json",
                                                bundledCatalog(), errors);
        QVERIFY(again);
    }

private:
    static QByteArray QJsonDocumentCompat(const QByteArray &pretty)
    {
        // One line, as the probe prints it.
        return QByteArray::fromStdString(nlohmann::json::parse(pretty.toStdString()).dump());
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
