// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Calibrate From Files, driven as a user would: the SuperPOD example open, the two-server
// nccl-tests output and Megatron log chosen through the (injected) file dialog, the network the
// files do not name picked, the preview read, Apply, then Undo and Redo through the Edit menu —
// and an undo that would overwrite a newer calibration refused.
#include "calibration/probecalibration.h"
#include "document/appcatalog.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/filecalibrationdialog.h"
#include "ledger/ledgerservice.h"
#include "scripteddialogs.h"

#include <QComboBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <fstream>

using namespace cl;
using namespace guidriver;

namespace {

QString data(const char *name)
{
    return QStringLiteral(CL_TEST_DATA "/calibration/") + QLatin1String(name);
}

const char *kGpu = "h100-sxm5-80gb";

/** The ledger's time once the service is idle: calibrated where a profile applies. */
std::optional<double> calibratedDays(MainWindow &w)
{
    if (!w.ledgerService()->waitForIdle())
        return std::nullopt;
    const auto ledger = w.ledgerService()->ledger();
    if (!ledger || !ledger->trainingCalibrated || !ledger->trainingCalibrated->valid)
        return std::nullopt;
    return ledger->trainingCalibrated->trainDays;
}

double datasheetDays(MainWindow &w)
{
    if (!w.ledgerService()->waitForIdle())
        return 0;
    const auto ledger = w.ledgerService()->ledger();
    return ledger && ledger->training ? ledger->training->trainDays : 0;
}

bool selectData(QComboBox *combo, const QString &data)
{
    const int i = combo->findData(data);
    if (i < 0)
        return false;
    combo->setCurrentIndex(i);
    return true;
}

} // namespace

class TestCalibrateFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { shotLanguage(); }

    void init()
    {
        QVERIFY(mConfig.isValid());
        qputenv("XDG_CONFIG_HOME", mConfig.path().toUtf8());
        std::string error;
        QVERIFY(restoreCalibrationText(kGpu, std::nullopt, &error));
    }

    void chooseFilesPreviewApplyUndoRedo()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        const double days0 = datasheetDays(w);
        QVERIFY(days0 > 0);
        QVERIFY(!calibratedDays(w));

        ScriptedDialogs script;
        script.setNextFileNames(
            {data("nccl-all_reduce-2node-16xh100.txt"), data("megatron-llama3-8b-2node.log")});
        QString effect;
        int changes = 0;
        script.setDialogHandler([&](QDialog *d) {
            auto *dialog = qobject_cast<FileCalibrationDialog *>(d);
            if (!dialog)
                return int(QDialog::Rejected);
            // Nothing to apply before a file is chosen.
            if (dialog->applyButton()->isEnabled())
                return int(QDialog::Rejected);
            dialog->findChild<QPushButton *>(QStringLiteral("calibrationAddFiles"))->click();
            // The multi-node test names no NIC: without it the network cannot be fitted.
            if (!dialog->messagesText().contains(QLatin1String("network")))
                return int(QDialog::Rejected);
            if (!selectData(dialog->networkCombo(), QStringLiteral("ib-ndr-400")))
                return int(QDialog::Rejected);
            if (dialog->filesTable()->rowCount() != 2)
                return int(QDialog::Rejected);
            changes = dialog->changesTable()->rowCount();
            effect = dialog->effectText();
            shot(dialog, QStringLiteral("calibrate-files-dialog"), {1100, 760});
            dialog->applyButton()->click();
            return dialog->result() == QDialog::Accepted ? int(QDialog::Accepted)
                                                         : int(QDialog::Rejected);
        });
        trigger(w, "actionCalibrateFromFiles");
        QVERIFY2(script.unexpected().isEmpty(),
                 qPrintable(script.unexpected().join(QStringLiteral(", "))));
        QVERIFY(script.allAnswered());
        // The preview: the network and the GEMMs moved, and what that does to this design.
        QVERIFY2(changes >= 2, qPrintable(QString::number(changes)));
        QVERIFY2(effect.contains(QStringLiteral("→")) && effect.contains(QLatin1String("16")),
                 qPrintable(effect));

        // Applied: stored, one undo step, and the ledger's time moves as the files imply (the
        // log ran about 18 % slower than the engine said; the CLI test asserts the same band).
        QVERIFY(storedCalibrationText(kGpu).has_value());
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(w.document()->undoStack()->undoText().contains(QLatin1String(kGpu)));
        const auto days1 = calibratedDays(w);
        QVERIFY(days1.has_value());
        QVERIFY2(*days1 / days0 > 1.15 && *days1 / days0 < 1.25,
                 qPrintable(QStringLiteral("%1 -> %2").arg(days0).arg(*days1)));
        const auto ledger = w.ledgerService()->ledger();
        QVERIFY(ledger->trainingCalibrated->band.has_value());
        QCOMPARE(ledger->trainingCalibrated->band->calibratedAtGpus, 16);
        QVERIFY(ledger->calibrationSources.count("gemm_bf16"));

        // Undo puts the folder back as it was: no profile, the datasheet time.
        trigger(w, "actionUndo");
        QVERIFY(!storedCalibrationText(kGpu).has_value());
        QVERIFY(!calibratedDays(w));
        QCOMPARE(datasheetDays(w), days0);
        trigger(w, "actionRedo");
        QVERIFY(storedCalibrationText(kGpu).has_value());
        QCOMPARE(calibratedDays(w).value_or(0), *days1);
    }

    void anUndoNeverOverwritesANewerCalibration()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        ScriptedDialogs script;
        script.setNextFileNames({data("nccl-all_reduce-1node-8xh100.txt")});
        script.setDialogHandler([](QDialog *d) {
            auto *dialog = qobject_cast<FileCalibrationDialog *>(d);
            dialog->findChild<QPushButton *>(QStringLiteral("calibrationAddFiles"))->click();
            dialog->applyButton()->click();
            return int(QDialog::Accepted);
        });
        trigger(w, "actionCalibrateFromFiles");
        QVERIFY(storedCalibrationText(kGpu).has_value());
        // Another window (or the CLI) stores a newer profile for the same GPU.
        const std::string newer = "{\"schema\": \"clusterledger-calibration/1\"}\n";
        std::string error;
        QVERIFY(restoreCalibrationText(kGpu, newer, &error));
        trigger(w, "actionUndo");
        QCOMPARE(storedCalibrationText(kGpu).value_or(""), newer);
        QVERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("changed elsewhere")),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    void badFilesAreNamedAndNothingIsApplied()
    {
        QTemporaryDir dir;
        const QString junk = dir.filePath(QStringLiteral("notes.txt"));
        std::ofstream(junk.toStdString()) << "lunch at noon\n";
        FileCalibrationDialog dialog(AppCatalog::catalog(), Design {});
        dialog.addFiles(
            {junk, data("nccl-interleaved-mpi.txt"), dir.filePath(QStringLiteral("missing.log"))});
        QCOMPARE(dialog.filesTable()->rowCount(), 2); // the missing one is named, not listed
        const QString messages = dialog.messagesText();
        QVERIFY2(messages.contains(QLatin1String("notes.txt"))
                     && messages.contains(QLatin1String("cannot tell what this file is")),
                 qPrintable(messages));
        QVERIFY2(messages.contains(QLatin1String("missing.log")), qPrintable(messages));
        QVERIFY2(messages.contains(QLatin1String("nccl-interleaved-mpi.txt: line 5")),
                 qPrintable(messages));
        QVERIFY(!dialog.applyButton()->isEnabled());
        QVERIFY(dialog.profileText().empty());
        // Removing the bad files leaves nothing to calibrate from, still nothing to apply.
        dialog.removeFile(0);
        dialog.removeFile(0);
        QCOMPARE(dialog.filesTable()->rowCount(), 0);
        QVERIFY(!dialog.applyButton()->isEnabled());
    }

    void telemetryAloneIsReadNotFitted()
    {
        FileCalibrationDialog dialog(AppCatalog::catalog(), Design {});
        dialog.addFiles({data("nvidia-smi-8gpu.csv")});
        QCOMPARE(dialog.filesTable()->rowCount(), 1);
        QVERIFY2(dialog.filesTable()->item(0, 2)->text().contains(QLatin1String("8 GPUs")),
                 qPrintable(dialog.filesTable()->item(0, 2)->text()));
        QVERIFY(dialog.effectText().contains(QLatin1String("Plan Against Actual")));
        QVERIFY(!dialog.applyButton()->isEnabled());
    }

private:
    QTemporaryDir mConfig;
};

QTEST_MAIN(TestCalibrateFiles)
#include "tst_calibratefiles.moc"
