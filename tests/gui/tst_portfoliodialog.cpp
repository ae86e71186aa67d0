// SPDX-License-Identifier: GPL-3.0-or-later
// Teams, Phases and Cloud… in the Schedule tab (issue 30 item 3), driven as a planner would on
// the lab portfolio: a team's quota lifted and a team added, the cloud allowed at a price (one
// undo step, the schedule re-planned: the code SFT starts on its day, the late pre-train is
// rented), a phase's racks and day changed, a rack of one phase not offered to another, and what
// would break the file refused with the reason: removing a team jobs name, a team without a name.
#include "charts/ganttchart.h"
#include "commands/replaceobject.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/ledgerservice.h"
#include "ledger/portfoliodialog.h"
#include "scripteddialogs.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

int rowNamed(QTableWidget *t, const QString &name)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0) && t->item(r, 0)->text() == name)
            return r;
    return -1;
}

QListWidgetItem *rackNamed(QListWidget *list, const QString &name)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text() == name)
            return list->item(i);
    return nullptr;
}

void openLab(MainWindow &w)
{
    QVERIFY(showAtSize(w, QSize(1600, 1000)));
    QVERIFY(openThroughMenu(w, example("lab-portfolio")));
    QVERIFY(w.ledgerService()->waitForIdle());
    w.findChild<QDockWidget *>(QStringLiteral("scheduleDock"))->raise();
}

/** Clicks Teams, Phases and Cloud… with `drive` answering the dialog. */
void editPortfolio(MainWindow &w, const std::function<int(PortfolioDialog *)> &drive)
{
    ScriptedDialogs script;
    script.setDialogHandler([&](QDialog *d) {
        auto *dialog = qobject_cast<PortfolioDialog *>(d);
        return dialog ? drive(dialog) : int(QDialog::Rejected);
    });
    auto *button = w.findChild<QPushButton *>(QStringLiteral("scheduleEditPortfolio"));
    QVERIFY(button && button->isVisible());
    button->click();
    QVERIFY(w.ledgerService()->waitForIdle());
}

} // namespace

class TestPortfolioDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void quotasTeamsAndTheCloudAreOneUndoStepAndReplan()
    {
        shotLanguage(); // CL_SHOT_LANG=zh_CN CL_SHOT_DIR=… for the screenshots below
        MainWindow w;
        openLab(w);
        QCOMPARE(scheduledJob(w, "sft-code-8b").waitReason, std::string("schedule.wait.quota"));
        QVERIFY(!scheduledJob(w, "pretrain-70b").cloud);
        editPortfolio(w, [](PortfolioDialog *d) {
            QTableWidget *teams = d->teamsTable();
            const int research = rowNamed(teams, QStringLiteral("Research"));
            qobject_cast<QSpinBox *>(teams->cellWidget(research, 2))->setValue(0);
            d->findChild<QPushButton *>(QStringLiteral("portfolioAddTeam"))->click();
            teams->item(teams->rowCount() - 1, 0)->setText(QStringLiteral("Vision"));
            qobject_cast<QDoubleSpinBox *>(teams->cellWidget(teams->rowCount() - 1, 1))
                ->setValue(2);
            d->findChild<QCheckBox *>(QStringLiteral("portfolioCloudAllowed"))->setChecked(true);
            d->findChild<QDoubleSpinBox *>(QStringLiteral("portfolioCloudPrice"))->setValue(2.5);
            shot(d, QStringLiteral("portfolio-dialog-teams"));
            auto *tabs = d->findChild<QTabWidget *>();
            tabs->setCurrentIndex(1);
            shot(d, QStringLiteral("portfolio-dialog-phases"));
            tabs->setCurrentIndex(2);
            shot(d, QStringLiteral("portfolio-dialog-cloud"));
            return int(QDialog::Accepted);
        });
        const Portfolio &p = *w.document()->design().portfolio;
        QCOMPARE(p.teams.size(), std::size_t(4));
        QCOMPARE(p.teams[3].name, std::string("Vision"));
        QCOMPARE(p.teams[3].id, std::string("team-4"));
        QCOMPARE(p.teams[3].share, 2.0);
        QCOMPARE(p.teams[2].quotaGpus, 0);
        QVERIFY(p.cloud.allowed);
        QCOMPARE(*p.cloud.pricePerGpuHour, (Money {2.5, "USD"}));
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.document()->undoStack()->undoText(),
                 QStringLiteral("Edit Teams, Phases and Cloud"));
        // No quota: the code SFT starts on its earliest day; the late pre-train is rented.
        QCOMPARE(scheduledJob(w, "sft-code-8b").startDay, 10.0);
        const ScheduledJob &pretrain = scheduledJob(w, "pretrain-70b");
        QVERIFY(pretrain.cloud);
        QVERIFY(std::abs(*w.ledgerService()->schedule()->cloud.costUsd
                         - w.ledgerService()->schedule()->cloud.gpuHours * 2.5)
                < 1e-6);
        w.document()->undoStack()->undo();
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.document()->design().portfolio->teams.size(), std::size_t(3));
        QVERIFY(!scheduledJob(w, "pretrain-70b").cloud);
    }

    void aPhasesRacksAndDayAreEditedAndOneRackIsInOnePhase()
    {
        MainWindow w;
        openLab(w);
        QCOMPARE(scheduledJob(w, "pretrain-70b").startDay, 45.0);
        editPortfolio(w, [](PortfolioDialog *d) {
            QTableWidget *phases = d->phasesTable();
            QListWidget *racks = d->phaseRacks();
            phases->selectRow(0);
            if (rackNamed(racks, QStringLiteral("SU1-R16"))->checkState() != Qt::Checked
                || rackNamed(racks, QStringLiteral("SU1-R01"))->checkState() != Qt::Unchecked)
                return int(QDialog::Rejected);
            rackNamed(racks, QStringLiteral("SU1-R16"))->setCheckState(Qt::Unchecked);
            qobject_cast<QDoubleSpinBox *>(phases->cellWidget(0, 1))->setValue(30);
            // A new phase is not offered phase 2's racks; R16, now in none, it may take.
            d->findChild<QPushButton *>(QStringLiteral("portfolioAddPhase"))->click();
            if (rackNamed(racks, QStringLiteral("SU1-R09"))->flags() & Qt::ItemIsEnabled)
                return int(QDialog::Rejected);
            rackNamed(racks, QStringLiteral("SU1-R16"))->setCheckState(Qt::Checked);
            return int(QDialog::Accepted);
        });
        const Portfolio &p = *w.document()->design().portfolio;
        QCOMPARE(p.phases.size(), std::size_t(2));
        QCOMPARE(p.phases[0].arrivalDay, 30.0);
        QCOMPARE(p.phases[0].racks.size(), std::size_t(7));
        QCOMPARE(p.phases[1].racks, std::vector<std::string> {"rack-16"});
        QCOMPARE(p.phases[1].arrivalDay, 30.0);
        // Phase 1's 16 servers less serving's one are too few; both phases arrive on day 30.
        QCOMPARE(scheduledJob(w, "pretrain-70b").startDay, 30.0);
    }

    void whatWouldBreakTheFileIsRefusedWithTheReason()
    {
        MainWindow w;
        openLab(w);
        const Portfolio before = *w.document()->design().portfolio;
        QString refusedRemove, refusedName;
        int rowsAfterRemove = -1;
        editPortfolio(w, [&](PortfolioDialog *d) {
            QTableWidget *teams = d->teamsTable();
            teams->selectRow(rowNamed(teams, QStringLiteral("Research")));
            d->findChild<QPushButton *>(QStringLiteral("portfolioRemoveTeam"))->click();
            refusedRemove = d->refusal();
            rowsAfterRemove = teams->rowCount();
            teams->item(0, 0)->setText(QString());
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            refusedName = d->refusal();
            return d->result() ? int(QDialog::Accepted) : int(QDialog::Rejected);
        });
        QVERIFY2(refusedRemove.contains(QStringLiteral("Team Research is named by 3 job(s)")),
                 qPrintable(refusedRemove));
        QCOMPARE(rowsAfterRemove, 3);
        QCOMPARE(refusedName, QStringLiteral("Team 1 needs a name."));
        QVERIFY(*w.document()->design().portfolio == before);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        // A team no job names goes.
        editPortfolio(w, [](PortfolioDialog *d) {
            d->findChild<QPushButton *>(QStringLiteral("portfolioAddTeam"))->click();
            d->teamsTable()->selectRow(3);
            d->findChild<QPushButton *>(QStringLiteral("portfolioRemoveTeam"))->click();
            return d->teamsTable()->rowCount() == 3 ? int(QDialog::Accepted)
                                                    : int(QDialog::Rejected);
        });
        QCOMPARE(w.document()->undoStack()->count(), 0); // nothing changed: no step
        // The file's price limit, in the site's currency.
        QString refusedPrice;
        editPortfolio(w, [&](PortfolioDialog *d) {
            d->findChild<QCheckBox *>(QStringLiteral("portfolioCloudAllowed"))->setChecked(true);
            d->findChild<QDoubleSpinBox *>(QStringLiteral("portfolioCloudPrice"))->setValue(1500);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            refusedPrice = d->refusal();
            return d->result() ? int(QDialog::Accepted) : int(QDialog::Rejected);
        });
        QVERIFY2(refusedPrice.contains(QStringLiteral("at most 1000 USD")),
                 qPrintable(refusedPrice));
        QCOMPARE(w.document()->undoStack()->count(), 0);
    }

    void okWithoutAnEditChangesNothing()
    {
        MainWindow w;
        openLab(w);
        // Values finer than the boxes show: a share of 0.001, a phase on day 45.25.
        Portfolio p = *w.document()->design().portfolio;
        p.teams[0].share = 0.001;
        p.phases[0].arrivalDay = 45.25;
        w.document()->undoStack()->push(new ReplaceObjectCommand<PortfolioNote>(
            w.document(), std::string(), p, QStringLiteral("fine values")));
        QVERIFY(w.ledgerService()->waitForIdle());
        editPortfolio(w, [](PortfolioDialog *) { return int(QDialog::Accepted); });
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.document()->design().portfolio->teams[0].share, 0.001);
        QCOMPARE(w.document()->design().portfolio->phases[0].arrivalDay, 45.25);
    }
};

QTEST_MAIN(TestPortfolioDialog)
#include "tst_portfoliodialog.moc"
