// SPDX-License-Identifier: GPL-3.0-or-later
// The serving form's configurator, driven as a planner would (issue 27): the superpod example's
// chat workload (Llama 3 70B FP8 at 20 requests/s, P90 TTFT 3 s, P99 TPOT 60 ms), Configure…,
// Search over the default cards, read the table (the pick first, every other row saying why it
// lost), Apply: the workload takes the pick's engine and layout in one undoable edit, and the
// ledger sizes it; Undo restores the workload as it was. A pick on other cards brings its
// hardware: a new island of their usual servers, the workload moved there, one undo step.
#include "commands/replaceobject.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/ledgerservice.h"
#include "ledger/servingconfiguredialog.h"
#include "scripteddialogs.h"
#include "serving/servingengine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace cl;
using namespace guidriver;

class TestServingConfigure : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        shotLanguage();
    }

    void configureReadTheTableApplyAndUndo()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QCoreApplication::processEvents();
        auto *which = w.findChild<QComboBox *>(QStringLiteral("workloadSelector"));
        QVERIFY(which && which->count() == 2);
        which->setCurrentIndex(1);
        const ServingWorkload before = w.document()->design().serving.front();
        w.show();
        shot(&w, QStringLiteral("serving-window-1600"), {1600, 1000});
        shot(&w, QStringLiteral("serving-window-1366"), {1366, 768});
        shot(w.findChild<QWidget *>(QStringLiteral("targetsPanel")), QStringLiteral("serving-form"),
             {440, 980});
        if (auto *scroll
            = w.findChild<QWidget *>(QStringLiteral("targetsPanel"))->findChild<QScrollArea *>()) {
            scroll->ensureWidgetVisible(
                w.findChild<QPushButton *>(QStringLiteral("servingConfigure")));
            shot(w.findChild<QWidget *>(QStringLiteral("targetsPanel")),
                 QStringLiteral("serving-form-deployment"));
        }
        // The form shows the version-7 fields the example carries.
        auto *engine = w.findChild<QComboBox *>(QStringLiteral("servingEngine"));
        auto *p99 = w.findChild<QDoubleSpinBox *>(QStringLiteral("servingTpotP99"));
        QVERIFY(engine && p99);
        QCOMPARE(engine->currentData().toString(), QStringLiteral("tensorrt-llm"));
        QCOMPARE(p99->value(), 60.0);

        ScriptedDialogs script;
        ConfigureResult seen;
        QString summary;
        int rows = 0;
        QStringList verdicts;
        int applied = -1;
        QString applyTextForThePick;
        script.setDialogHandler([&](QDialog *d) {
            auto *dialog = qobject_cast<ServingConfigureDialog *>(d);
            if (!dialog)
                return int(QDialog::Rejected);
            auto *run = dialog->findChild<QPushButton *>(QStringLiteral("configureRun"));
            auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("configureTable"));
            auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("configureApply"));
            if (!run || !table || !apply)
                return int(QDialog::Rejected);
            QTest::mouseClick(run, Qt::LeftButton);
            seen = dialog->configured();
            rows = table->rowCount();
            for (int r = 0; r < rows; ++r)
                verdicts << table->item(r, table->columnCount() - 1)->text();
            summary = dialog->findChild<QLabel *>(QStringLiteral("configureSummary"))->text();
            dialog->resize(1366, 700);
            shot(dialog, QStringLiteral("serving-configure"));
            // Apply takes a row on the island's own GPU (the H100s): the best one of them.
            applied = -1;
            for (int r = 0; r < rows && applied < 0; ++r)
                if (seen.options[std::size_t(r)].meets
                    && seen.options[std::size_t(r)].setup.gpu->id == "h100-sxm5-80gb")
                    applied = r;
            if (applied < 0)
                return int(QDialog::Rejected);
            applyTextForThePick = apply->isEnabled() ? apply->text() : QString();
            table->selectRow(applied);
            QTest::mouseClick(apply, Qt::LeftButton);
            return dialog->QDialog::result() == QDialog::Accepted ? int(QDialog::Accepted)
                                                                  : int(QDialog::Rejected);
        });
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("servingConfigure")),
                          Qt::LeftButton);
        QVERIFY2(seen.picked, qPrintable(summary));
        QCOMPARE(rows, int(seen.options.size()));
        QVERIFY(rows > 10);
        QCOMPARE(verdicts.front(), QStringLiteral("the pick"));
        for (int r = 1; r < rows; ++r)
            QVERIFY2(!verdicts[r].isEmpty(), qPrintable(QString::number(r)));
        QVERIFY(summary.contains(QString::fromStdString(configuredLabel(seen.options.front()))));

        // A pick on other cards brings its hardware along; one on the island's own, its layout.
        QCOMPARE(applyTextForThePick, seen.options.front().setup.gpu->id != "h100-sxm5-80gb"
                                          ? QStringLiteral("Add Hardware and Apply")
                                          : QStringLiteral("Apply"));
        // Applied: the chosen row's engine and layout, one undo step.
        QVERIFY(applied >= 0);
        const ServingSetup &pick = seen.options[std::size_t(applied)].setup;
        const ServingWorkload &after = w.document()->design().serving.front();
        QCOMPARE(after.engine.value_or(""), engineOf(pick).id);
        QCOMPARE(after.tp, pick.tp);
        QCOMPARE(after.disaggregated, pick.disaggregated.has_value());
        QCOMPARE(w.document()->undoStack()->undoText(),
                 QStringLiteral("Apply Serving Configuration"));
        QVERIFY(w.ledgerService()->waitForIdle());
        const auto &report = w.ledgerService()->ledger()->serving.front();
        QVERIFY(report.estimate && report.estimate->fits);
        QCOMPARE(report.setup.tp, pick.tp);
        // The form follows the document.
        QCoreApplication::processEvents();
        QCOMPARE(engine->currentData().toString(), QString::fromStdString(engineOf(pick).id));
        QCOMPARE(w.findChild<QCheckBox *>(QStringLiteral("servingDisaggregated"))->isChecked(),
                 pick.disaggregated.has_value());

        w.document()->undoStack()->undo();
        QVERIFY(w.document()->design().serving.front() == before);
        QCOMPARE(engine->currentData().toString(), QStringLiteral("tensorrt-llm"));
    }

    void applyOnOtherCardsAddsTheirHardwareAsAnIsland()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        Document *doc = w.document();
        const Design before = doc->design();
        const auto trainingIsland = [&] {
            for (const IslandReport &r : w.ledgerService()->ledger()->islands)
                if (r.chosen)
                    return r.id;
            return std::string();
        };
        const std::string trainedOn = trainingIsland();
        QVERIFY(!trainedOn.empty());
        ServingConfigureDialog dialog(doc, 0, w.ledgerService()->ledger().get());
        dialog.run();
        const ConfigureResult &seen = dialog.configured();
        // The best row that meets the targets on H200s (not the island's H100s).
        int row = -1;
        for (int r = 0; r < int(seen.options.size()) && row < 0; ++r)
            if (seen.options[std::size_t(r)].meets
                && seen.options[std::size_t(r)].setup.gpu->id == "h200-sxm-141gb")
                row = r;
        QVERIFY(row >= 0);
        const ConfiguredOption option = seen.options[std::size_t(row)];
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("configureTable"));
        auto *apply = dialog.findChild<QPushButton *>(QStringLiteral("configureApply"));
        table->selectRow(row);
        QVERIFY(apply->isEnabled());
        QCOMPARE(apply->text(), QStringLiteral("Add Hardware and Apply"));
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const Design &after = doc->design();
        QVERIFY(after.racks.size() > before.racks.size());
        QVERIFY(after.links.size() > before.links.size());
        QCOMPARE(doc->undoStack()->undoText(),
                 QStringLiteral("Apply Serving Configuration with Hardware"));
        // The old racks stay where they were; the new ones stand in rows after them.
        int lastRow = 0;
        for (const Rack &r : before.racks)
            lastRow = std::max(lastRow, r.row);
        for (std::size_t i = before.racks.size(); i < after.racks.size(); ++i)
            QVERIFY(after.racks[i].row > lastRow);
        QVERIFY(after.serving.front().island.has_value());
        QCOMPARE(after.serving.front().engine.value_or(""), engineOf(option.setup).id);
        // The training run named no island and ran on the H100s: it stays there.
        QCOMPARE(after.workload.island.value_or(""), trainedOn);

        QVERIFY(w.ledgerService()->waitForIdle());
        const auto ledger = w.ledgerService()->ledger();
        const ServingReport &report = ledger->serving.front();
        QCOMPARE(report.island, *after.serving.front().island);
        QCOMPARE(report.gpu, std::string("h200-sxm-141gb"));
        // Whole servers of eight: what was asked, rounded up to the next server, and no more.
        int added = 0;
        for (std::size_t i = before.devices.size(); i < after.devices.size(); ++i)
            for (const auto &slot : after.devices[i].gpuSlots)
                added += slot && *slot == "h200-sxm-141gb" ? 1 : 0;
        QCOMPARE(report.gpus, added);
        QVERIFY(added >= option.gpus && added < option.gpus + 8);
        w.show();
        shot(&w, QStringLiteral("serving-pool-added"), {1600, 1000});
        QVERIFY(report.estimate && report.estimate->fits);
        QCOMPARE(trainingIsland(), trainedOn);
        // The new pool passes the design's own checks: no error diagnostics of its making, and
        // the split fabric is the plan (each island named by what runs there), not a warning.
        bool assigned = false;
        for (const Diagnostic &d : ledger->diagnostics) {
            QVERIFY2(d.severity != Severity::Error, d.code.c_str());
            QVERIFY(d.code != "fabric.islands");
            assigned = assigned || d.code == "fabric.islands_assigned";
        }
        QVERIFY(assigned);

        doc->undoStack()->undo();
        QCOMPARE(doc->design().racks.size(), before.racks.size());
        QCOMPARE(doc->design().devices.size(), before.devices.size());
        QCOMPARE(doc->design().links.size(), before.links.size());
        QVERIFY(doc->design().serving == before.serving);
        QVERIFY(doc->design().workload == before.workload);
    }

    void withoutALoadTheDialogSaysWhatItNeeds()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        Document *doc = w.document();
        ServingList list = doc->design().serving;
        list.front().requestsPerS.reset();
        list.front().ttftP90Ms.reset();
        list.front().tpotP99Ms.reset();
        doc->undoStack()->push(
            new ReplaceObjectCommand<ServingList>(doc, {}, std::move(list), QStringLiteral("x")));
        QVERIFY(w.ledgerService()->waitForIdle());
        ServingConfigureDialog dialog(doc, 0, w.ledgerService()->ledger().get());
        dialog.run();
        QVERIFY(!dialog.configured().picked);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("configureSummary"))
                    ->text()
                    .contains(QLatin1String("load")));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("configureApply"))->isEnabled());
    }
};

QTEST_MAIN(TestServingConfigure)
#include "tst_servingconfigure.moc"
