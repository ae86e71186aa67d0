// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Plan Against Actual, driven as a user would: the SuperPOD example open, two weeks of
// nvidia-smi telemetry chosen through the (injected) file dialog, the bill read (periods in time
// order, the power drift marked, the throttled card named), the tolerance widened, a period
// removed, and a file that is not telemetry named without losing the others. And Tools > Share
// Idle Cards on the 4 x 4090 workstation: the seed's 200 W card at 0.6 a kWh (in the site's
// currency), driven through its fields.
#include "document/appcatalog.h"
#include "document/document.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/ledgerservice.h"
#include "ledger/planactualdialog.h"
#include "ledger/sharingdialog.h"
#include "scripteddialogs.h"

#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

QString data(const char *name)
{
    return QStringLiteral(CL_TEST_DATA "/calibration/") + QLatin1String(name);
}

int rowOf(const PlanActualBill &bill, const char *metric)
{
    for (int r = 0; r < int(bill.lines.size()); ++r)
        if (bill.lines[r].metric == metric)
            return r;
    return -1;
}

} // namespace

class TestPlanActual : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { shotLanguage(); }

    void twoWeeksBesideThePlan()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        ScriptedDialogs script;
        script.setNextFileNames({data("nvidia-smi-week2-throttled.csv"),
                                 data("nvidia-smi-8gpu.csv"),
                                 data("torchtitan-llama3-8b-8gpu.log")});
        QStringList failures;
        script.setDialogHandler([&](QDialog *d) {
            auto *dialog = qobject_cast<PlanActualDialog *>(d);
            if (!dialog) {
                failures << QStringLiteral("not the plan-against-actual dialog");
                return int(QDialog::Rejected);
            }
            dialog->findChild<QPushButton *>(QStringLiteral("actualAddFiles"))->click();
            QTableWidget *t = dialog->table();
            const PlanActualBill &bill = dialog->bill();
            // The log is not telemetry: named, and the two weeks are still read.
            if (!dialog->messagesText().contains(QLatin1String("torchtitan-llama3-8b-8gpu.log")))
                failures << QStringLiteral("log not named: ") + dialog->messagesText();
            if (t->columnCount() != 3)
                failures << QStringLiteral("columns: %1").arg(t->columnCount());
            // Time order: 1 May before 8 May, whatever order they were chosen in.
            if (!t->horizontalHeaderItem(1)->text().contains(QLatin1String("nvidia-smi-8gpu.csv"))
                || !t->horizontalHeaderItem(1)->text().contains(QLatin1String("2024-05-01")))
                failures << t->horizontalHeaderItem(1)->text();
            const int power = rowOf(bill, "power_per_gpu");
            if (power < 0 || !bill.lines[power].cells[1].drifted)
                failures << QStringLiteral("week 2 power not marked");
            else if (t->item(power, 2)->background().color() == t->palette().base().color()
                     || !t->item(power, 2)->text().contains(QStringLiteral("-13.5")))
                failures << t->item(power, 2)->text();
            if (!dialog->notesText().contains(QLatin1String("GPU 5 lags")))
                failures << dialog->notesText();
            if (!dialog->notesText().contains(QLatin1String("8 of the plan's 256 GPUs")))
                failures << dialog->notesText();
            shot(dialog, QStringLiteral("plan-against-actual"), {1100, 640});
            // 15 %: the power drift of -12.4 % (week 1) is no longer marked, -13.5 % neither.
            dialog->setTolerance(0.15);
            if (dialog->bill().lines[power].cells[0].drifted
                || dialog->bill().lines[power].cells[1].drifted)
                failures << QStringLiteral("tolerance not applied");
            t->setCurrentCell(0, 1);
            dialog->findChild<QPushButton *>(QStringLiteral("actualRemove"))->click();
            if (dialog->bill().periods.size() != 1
                || dialog->bill().periods[0].file.find("week2") == std::string::npos)
                failures << QStringLiteral("remove took the wrong period");
            return int(QDialog::Accepted);
        });
        trigger(w, "actionPlanAgainstActual");
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QVERIFY(script.allAnswered());
    }

    void idleCardsAreSharedAsTheSeedCountsThem()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("workstation-4x4090")));
        ScriptedDialogs script;
        QStringList failures;
        script.setDialogHandler([&](QDialog *d) {
            auto *dialog = qobject_cast<SharingDialog *>(d);
            if (!dialog) {
                failures << QStringLiteral("not the sharing dialog");
                return int(QDialog::Rejected);
            }
            if (dialog->table()->rowCount() != 4)
                failures << QStringLiteral("rows: %1").arg(dialog->table()->rowCount());
            dialog->findChild<QDoubleSpinBox *>(QStringLiteral("sharingPrice"))->setValue(0.6);
            dialog->findChild<QSpinBox *>(QStringLiteral("sharingPowerLimit"))->setValue(200);
            dialog->findChild<QSpinBox *>(QStringLiteral("sharingHost"))->setValue(0);
            dialog->findChild<QSpinBox *>(QStringLiteral("sharingUtilisation"))->setValue(100);
            const SharedCard &card = dialog->report().cards.front();
            if (card.energyKwhPerDay != 4.8 || std::abs(card.electricityPerDay - 2.88) > 1e-12)
                failures << QStringLiteral("%1 kWh, %2 a day")
                                .arg(card.energyKwhPerDay)
                                .arg(card.electricityPerDay);
            if (dialog->table()->item(0, 4)->text() != QStringLiteral("4.80"))
                failures << dialog->table()->item(0, 4)->text();
            if (!dialog->totalsText().contains(QStringLiteral("a month")))
                failures << dialog->totalsText();
            const auto *checklist = dialog->findChild<QLabel *>(QStringLiteral("sharingChecklist"));
            if (!checklist || !checklist->text().contains(QStringLiteral("physical disk")))
                failures << QStringLiteral("no checklist");
            shot(dialog, QStringLiteral("share-idle-cards"), {1000, 640});
            return int(QDialog::Accepted);
        });
        trigger(w, "actionShareIdleCards");
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QVERIFY(script.allAnswered());
        QVERIFY(!w.document()->undoStack()->canUndo()); // it reads the design, changes nothing
    }

    void withoutATrainingRunTheFilesStandAlone()
    {
        PlanActualDialog dialog(AppCatalog::catalog(), nullptr);
        dialog.addFiles({data("dcgm-exporter-scrapes.prom")});
        QCOMPARE(dialog.bill().periods.size(), std::size_t(1));
        QVERIFY(dialog.notesText().contains(QLatin1String("plans no training run")));
        QVERIFY(dialog.table()->item(0, 0)->text().contains(QLatin1String("not planned")));
    }
};

QTEST_MAIN(TestPlanActual)
#include "tst_planactual.moc"
