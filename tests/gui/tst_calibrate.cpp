// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Calibrate against this GPU, end to end against the stand-in probe (tests/fakes): the run,
// its progress, the table and chart, Apply, and a hang or a crash that never harms the app.
#include "calibration/probecalibration.h"
#include "charts/chartpanel.h"
#include "document/appcatalog.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/calibratedialog.h"
#include "ledger/ledgerservice.h"
#include "scripteddialogs.h"

#include <QAction>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

/** Runs the stand-in probe (tests/fakes) replaying a recorded report, misbehaving as `mode`
 *  says (hang, slow, crash, garbage) under a watchdog of `timeoutMs` (0: the dialog's own); true
 *  when the run finished. */
bool runStandInProbe(CalibrateDialog &dialog, const char *report, const char *mode = "",
                     int timeoutMs = 0)
{
    qputenv("CLUSTERLEDGER_FAKE_PROBE_REPORT", report);
    qputenv("CLUSTERLEDGER_FAKE_PROBE_MODE", mode);
    dialog.setProbeProgram(QStringLiteral(CL_FAKE_PROBE));
    if (timeoutMs > 0)
        dialog.setTimeoutMs(timeoutMs);
    QSignalSpy done(&dialog, &CalibrateDialog::finishedRun);
    dialog.startProbe();
    const bool finished = done.wait(20000);
    qunsetenv("CLUSTERLEDGER_FAKE_PROBE_MODE");
    return finished;
}

} // namespace

class TestCalibrate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mConfig.isValid());
        qputenv("XDG_CONFIG_HOME", mConfig.path().toUtf8());
    }

    void runReplaysAReportAndApplies()
    {
        CalibrateDialog dialog(AppCatalog::catalog());
        QVERIFY(runStandInProbe(dialog, CL_TEST_DATA "/h100-probe-handmade.json"));
        QVERIFY2(dialog.result().has_value(), qPrintable(dialog.statusText()));
        QCOMPARE(dialog.result()->profiles.front().gpuId, std::string("h100-sxm5-80gb"));
        QVERIFY(dialog.table()->rowCount() >= 4);
        QVERIFY(dialog.table()->item(0, 0)->text().contains(QLatin1String("GEMM")));
        // The chart: a curve per precision and a dashed datasheet line beside each.
        bool bf16 = false, datasheet = false;
        for (const auto &s : dialog.chart()->data().series) {
            bf16 = bf16 || s.name == QLatin1String("bf16");
            datasheet = datasheet || s.dashed;
        }
        QVERIFY(bf16 && datasheet);
        // For a person checking the look: CL_SCREENSHOT_DIR=/tmp/shots ctest -R calibrate
        if (const QString dir = qEnvironmentVariable("CL_SCREENSHOT_DIR"); !dir.isEmpty()) {
            dialog.resize(960, 720);
            dialog.show();
            QVERIFY(dialog.grab().save(dir + QStringLiteral("/calibrate-dialog.png")));
        }
        QSignalSpy applied(&dialog, &CalibrateDialog::applied);
        QVERIFY(dialog.apply());
        QCOMPARE(applied.count(), 1);
        LoadErrors errors;
        QCOMPARE(loadStoredCalibrations(AppCatalog::catalog(), errors).count("h100-sxm5-80gb"),
                 std::size_t(1));
    }

    // A machine without an NVIDIA driver: the dialog says so in the user's language (not
    // CUDA's "driver version is insufficient"), resets its progress and offers the import.
    void noDriverSaysWhatWasFoundAndWhatToDo()
    {
        CalibrateDialog dialog(AppCatalog::catalog());
        QVERIFY(runStandInProbe(dialog, CL_TEST_DATA "/nogpu-probe-unavailable.json"));
        QVERIFY(!dialog.result().has_value());
        QVERIFY2(dialog.statusText().contains(QLatin1String("no NVIDIA driver")),
                 qPrintable(dialog.statusText()));
        QVERIFY(dialog.statusText().contains(QLatin1String("Import Probe Report")));
        QVERIFY(!dialog.statusText().contains(QLatin1String("insufficient")));
        QCOMPARE(dialog.findChild<QProgressBar *>()->value(), 0);
        auto *import = dialog.findChild<QPushButton *>(QStringLiteral("calibrateImport"));
        QVERIFY(import && import->isDefault());
    }

    void theLedgerShowsTheCalibratedColumn()
    {
        // The profile stored above is picked up by a new window's ledger.
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        const auto ledger = w.ledgerService()->ledger();
        const LedgerRow &compute = ledger->ledger.at("compute");
        QVERIFY(compute.calibrated.has_value());
        QVERIFY(*compute.calibrated < *compute.available); // this card measured below the reference
    }

    void aHangIsStoppedAndReported()
    {
        CalibrateDialog dialog(AppCatalog::catalog());
        QVERIFY(runStandInProbe(dialog, "", "hang", 800));
        QVERIFY2(dialog.statusText().contains(QLatin1String("printed nothing")),
                 qPrintable(dialog.statusText()));
        QVERIFY(!dialog.isRunning());
    }

    void aLongRunThatKeepsTalkingIsNotStopped()
    {
        // The watchdog is on silence: a probe measuring GPU after GPU (2.1 s here, a line every
        // 0.3 s) runs past the 0.8 s limit and its report is read.
        CalibrateDialog dialog(AppCatalog::catalog());
        QVERIFY(runStandInProbe(dialog, CL_TEST_DATA "/h100-probe-handmade.json", "slow", 800));
        QVERIFY2(dialog.result().has_value(), qPrintable(dialog.statusText()));
    }

    void aCrashIsReportedAndHarmless()
    {
        CalibrateDialog dialog(AppCatalog::catalog());
        QVERIFY(runStandInProbe(dialog, "", "crash"));
        QVERIFY2(dialog.statusText().contains(QLatin1String("crashed")),
                 qPrintable(dialog.statusText()));
        QVERIFY(!dialog.result().has_value());
    }

    void importARunFromElsewhere()
    {
        CalibrateDialog dialog(AppCatalog::catalog());
        QVERIFY(dialog.importReport(QStringLiteral(CL_TEST_DATA "/rtx4090-probe-handmade.json")));
        QCOMPARE(dialog.result()->profiles.front().gpuId, std::string("rtx-4090"));
        // The probe's warnings reach the user (that run had no NVML).
        QCOMPARE(dialog.result()->warnings.size(), std::size_t(1));
        QVERIFY2(dialog.statusText().contains(QLatin1String("NVML could not be loaded")),
                 qPrintable(dialog.statusText()));
        QVERIFY(!dialog.importReport(QStringLiteral(CL_TEST_DATA "/broken-probe-no-schema.json")));
        QVERIFY(dialog.statusText().contains(QLatin1String("/schema")));
    }

    // Tools > Import Probe Report... with reports whose fields have the wrong type (they once
    // threw out of the reader and aborted the app): the dialog says what is wrong, the app lives.
    void importOfAMalformedReportThroughTheMenuIsReported_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pointer");
        QTest::newRow("schema") << QStringLiteral(CL_TEST_DATA
                                                  "/crash-probe-schema-not-string.json")
                                << QStringLiteral("/schema");
        QTest::newRow("status") << QStringLiteral(CL_TEST_DATA
                                                  "/crash-probe-device-status-not-string.json")
                                << QStringLiteral("/devices/0/status");
    }
    void importOfAMalformedReportThroughTheMenuIsReported()
    {
        QFETCH(QString, file);
        QFETCH(QString, pointer);
        MainWindow w;
        ScriptedDialogs dialogs;
        dialogs.setNextFileName(file);
        QString status;
        dialogs.setDialogHandler([&](QDialog *dialog) {
            auto *label = dialog->findChild<QLabel *>(QStringLiteral("calibrateStatus"));
            status = label ? label->text() : QString();
            return int(QDialog::Rejected);
        });
        auto *action = w.findChild<QAction *>(QStringLiteral("actionImportProbeReport"));
        QVERIFY(action);
        action->trigger();
        QVERIFY2(status.contains(pointer), qPrintable(status));
        QVERIFY(dialogs.unexpected().isEmpty());
    }

private:
    QTemporaryDir mConfig;
};

QTEST_MAIN(TestCalibrate)
#include "tst_calibrate.moc"
