// SPDX-License-Identifier: GPL-3.0-or-later
// The Targets panel as the portfolio's list (issue 30 item 3), driven as a planner would: the lab
// portfolio's jobs listed after the training run and its served model, a job picked and edited
// whole (its queue fields and its run, one undo step each, re-planned live, the design's own run
// untouched), a deadline before the start refused with the reason, a job added and removed on a
// design without a portfolio (the file loads again either way), and a job double-clicked in the
// Schedule tab opening in the Targets panel.
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "ledger/ledgerservice.h"
#include "ledger/schedulepanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

QString placement(QWidget &w)
{
    return child<QLabel>(w, "targetPlannerChoice")->text();
}

} // namespace

class TestPortfolioJobs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theJobsAreListedAfterTheRunAndTheServedModels()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        auto *list = child<QComboBox>(w, "workloadSelector");
        const Design &d = w.document()->design();
        QCOMPARE(list->count(), 1 + int(d.serving.size()) + 6);
        QVERIFY(list->itemText(0).startsWith(QStringLiteral("Training: ")));
        QCOMPARE(list->itemText(list->count() - 1),
                 QStringLiteral("Job: 70B eval sweep, 1M prompts"));
        // The run shows no queue fields; a job shows them, without the run's island and budget.
        QVERIFY(!child<QGroupBox>(w, "jobGroup")->isVisible());
        QVERIFY(child<QComboBox>(w, "targetIsland")->isVisible());
        QVERIFY(pickWorkload(w, QStringLiteral("Job: 70B pre-train, 1T tokens")));
        QVERIFY(child<QGroupBox>(w, "jobGroup")->isVisible());
        QVERIFY(!child<QComboBox>(w, "targetIsland")->isVisible());
        QVERIFY(!child<QDoubleSpinBox>(w, "targetBudget")->isVisible());
        QVERIFY(!child<QGroupBox>(w, "designedForGroup")->isVisible());
        QCOMPARE(child<QSpinBox>(w, "jobGpus")->value(), 128);
        QCOMPARE(child<QComboBox>(w, "jobTeam")->currentData().toString(),
                 QStringLiteral("foundation"));
        QCOMPARE(child<QDoubleSpinBox>(w, "jobDeadline")->value(), 120.0);
        // Where the schedule put it, as the Gantt does: day 45, when phase 2's racks arrive.
        QVERIFY2(placement(w).contains(QStringLiteral("Day 45.0 to")), qPrintable(placement(w)));
        QVERIFY(placement(w).contains(QStringLiteral("128 GPUs")));
        QVERIFY(placement(w).contains(QStringLiteral("its servers had not arrived")));
        // The run's tokens are the job's: 1 T.
        QCOMPARE(child<QDoubleSpinBox>(w, "targetTokens")->value(), 1.0);
    }

    void editingAJobIsOneUndoStepAndReplans()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1366, 768)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        const Workload run = w.document()->design().workload;
        QVERIFY(pickWorkload(w, QStringLiteral("Job: 70B pre-train, 1T tokens")));
        // Fewer tokens: the job ends sooner; the design's own run does not change.
        const double endBefore = w.ledgerService()->schedule()->jobs[0].endDay;
        child<QDoubleSpinBox>(w, "targetTokens")->setValue(0.5);
        QVERIFY(w.ledgerService()->waitForIdle());
        const Portfolio &p = *w.document()->design().portfolio;
        QCOMPARE(p.jobs[0].workload.tokens, 0.5e12);
        QVERIFY(w.document()->design().workload == run);
        QVERIFY(w.ledgerService()->schedule()->jobs[0].endDay < endBefore);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QCOMPARE(w.document()->undoStack()->undoText(),
                 QStringLiteral("Edit Job 70B pre-train, 1T tokens"));
        // A higher priority is another step; the list still shows the job.
        const int priority = p.jobs[0].priority;
        child<QSpinBox>(w, "jobPriority")->setValue(priority + 5);
        QCOMPARE(w.document()->design().portfolio->jobs[0].priority, priority + 5);
        QCOMPARE(w.document()->undoStack()->count(), 2);
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->currentText(),
                 QStringLiteral("Job: 70B pre-train, 1T tokens"));
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.document()->design().portfolio->jobs[0].workload.tokens, 1e12);
        QCOMPARE(child<QDoubleSpinBox>(w, "targetTokens")->value(), 1.0);
        QCOMPARE(child<QSpinBox>(w, "jobPriority")->value(), priority);
        QCOMPARE(w.ledgerService()->schedule()->jobs[0].endDay, endBefore);
    }

    void aDeadlineBeforeTheStartIsRefusedWithTheReason()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(pickWorkload(w, QStringLiteral("Job: 8B code SFT"))); // earliest start day 10
        w.show();
        child<QDoubleSpinBox>(w, "jobDeadline")->setValue(5);
        QCOMPARE(*w.document()->design().portfolio->jobs[3].deadlineDay, 40.0);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        auto *refusal = child<QLabel>(w, "jobRefusal");
        QVERIFY(refusal->isVisible());
        QVERIFY2(refusal->text().contains(QStringLiteral("after the earliest start (day 10")),
                 qPrintable(refusal->text()));
        QCOMPARE(child<QDoubleSpinBox>(w, "jobDeadline")->value(), 40.0);
        // A deadline after it is taken, and the reason goes.
        child<QDoubleSpinBox>(w, "jobDeadline")->setValue(50);
        QCOMPARE(*w.document()->design().portfolio->jobs[3].deadlineDay, 50.0);
        QVERIFY(!refusal->isVisible());
    }

    void aJobAddedToADesignWithoutAPortfolioSavesAndGoes()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1366, 768)));
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(!w.document()->design().portfolio);
        // The training run and the one served model.
        const int before = child<QComboBox>(w, "workloadSelector")->count();
        QCOMPARE(before, 2);
        QTest::mouseClick(child<QPushButton>(w, "jobAdd"), Qt::LeftButton);
        QVERIFY(w.ledgerService()->waitForIdle());
        const Design &d = w.document()->design();
        QVERIFY(d.portfolio);
        QCOMPARE(d.portfolio->jobs.size(), std::size_t(1));
        const PortfolioJob &job = d.portfolio->jobs[0];
        QCOMPARE(job.id, std::string("job-1"));
        // Every job names a team: the first job brings one.
        QCOMPARE(d.portfolio->teams.size(), std::size_t(1));
        QCOMPARE(job.team, d.portfolio->teams[0].id);
        QCOMPARE(child<QComboBox>(w, "jobTeam")->currentText(), QStringLiteral("Team 1"));
        QVERIFY(job.workload.model == d.workload.model);
        // The training run's GPUs: the planner's layout over the whole SU.
        QCOMPARE(job.gpus, w.ledgerService()->ledger()->training->layout.modelParallel()
                               * w.ledgerService()->ledger()->training->layout.dp);
        const int job0Gpus = job.gpus;
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->currentText(),
                 QStringLiteral("Job: Job 1"));
        QVERIFY(child<QGroupBox>(w, "jobGroup")->isVisible());
        QVERIFY(w.ledgerService()->schedule());
        // The run's GPUs are more than serving leaves free: the line says so, and fewer run.
        QVERIFY2(placement(w).contains(QStringLiteral("more servers than any island")),
                 qPrintable(placement(w)));
        child<QSpinBox>(w, "jobGpus")->setValue(64);
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY2(placement(w).contains(QStringLiteral("Scheduled on")), qPrintable(placement(w)));
        QVERIFY(placement(w).contains(QStringLiteral("64 GPUs")));
        // What the panel made, the file keeps: it is written, read back and equal.
        std::string error;
        const auto text = DesignWriter::checkedText(d, w.document()->catalog(), &error);
        QVERIFY2(text, error.c_str());
        const DesignLoadResult back = DesignReader::readText(*text, w.document()->catalog());
        QVERIFY(back.ok());
        QVERIFY(back.design->portfolio == d.portfolio);
        // Renamed, then removed: the design is as it was, with no empty portfolio left.
        auto *name = child<QLineEdit>(w, "jobName");
        name->setText(QStringLiteral("Vision ablation"));
        emit name->editingFinished();
        QCOMPARE(w.document()->design().portfolio->jobs[0].name, std::string("Vision ablation"));
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->currentText(),
                 QStringLiteral("Job: Vision ablation"));
        QTest::mouseClick(child<QPushButton>(w, "servingRemove"), Qt::LeftButton);
        QVERIFY(!w.document()->design().portfolio);
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->count(), before);
        QVERIFY(!child<QGroupBox>(w, "jobGroup")->isVisible());
        // Undo brings the job back, and the list with it.
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->design().portfolio->jobs[0].name, std::string("Vision ablation"));
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->count(), before + 1);
        // Then the rename, the GPUs and the Add itself.
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->design().portfolio->jobs[0].name, std::string("Job 1"));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->design().portfolio->jobs[0].gpus, job0Gpus);
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->design().portfolio);
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->count(), before);
    }

    void aJobHeldToOneGpuRunsOnThatGpusIsland()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1366, 768)));
        QVERIFY(openThroughMenu(w, example("mozi-mixed")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QTest::mouseClick(child<QPushButton>(w, "jobAdd"), Qt::LeftButton);
        QVERIFY(w.ledgerService()->waitForIdle());
        child<QSpinBox>(w, "jobGpus")->setValue(8);
        QVERIFY(w.ledgerService()->waitForIdle());
        // The mixed cluster's three GPUs are offered, by name, after "Any GPU".
        auto *gpu = child<QComboBox>(w, "jobGpuModel");
        QVERIFY(gpu->isEnabled());
        QCOMPARE(gpu->count(), 4);
        QCOMPARE(gpu->itemText(0), QStringLiteral("Any GPU"));
        const int a100 = gpu->findData(QStringLiteral("a100-sxm4-80gb"));
        QVERIFY(a100 > 0);
        const int steps = w.document()->undoStack()->count();
        gpu->setCurrentIndex(a100);
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        const PortfolioJob &job = w.document()->design().portfolio->jobs[0];
        QCOMPARE(*job.gpu, std::string("a100-sxm4-80gb"));
        // The schedule puts it on the island whose GPUs are A100s.
        const auto schedule = w.ledgerService()->schedule();
        QVERIFY(schedule);
        QVERIFY2(schedule->jobs[0].ran(), schedule->jobs[0].reason.c_str());
        const auto ledger = w.ledgerService()->ledger();
        bool onA100 = false;
        for (const IslandReport &r : ledger->islands)
            onA100 = onA100
                     || (r.id == schedule->jobs[0].island && r.gpuModels.count("a100-sxm4-80gb"));
        QVERIFY(onA100);
        QCOMPARE(child<QComboBox>(w, "jobGpuModel")->currentIndex(), a100);
    }

    void aJobDoubleClickedInTheScheduleOpensInTheTargets()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        w.findChild<QDockWidget *>(QStringLiteral("scheduleDock"))->raise();
        QTableWidget *jobs = w.schedulePanel()->jobsTable();
        QTRY_VERIFY(jobs->isVisible());
        const QRect cell = jobs->visualItemRect(jobs->item(1, 0));
        // A double-click is a click, then the second press (QTest sends only the second).
        QTest::mouseClick(jobs->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(jobs->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->currentText(),
                 QStringLiteral("Job: 8B chat SFT"));
        QCOMPARE(child<QSpinBox>(w, "jobGpus")->value(), 32);
        QVERIFY(child<QGroupBox>(w, "jobGroup")->isVisible());
    }
};

QTEST_MAIN(TestPortfolioJobs)
#include "tst_portfoliojobs.moc"
