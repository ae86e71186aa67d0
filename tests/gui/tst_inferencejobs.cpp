// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluation and batch-inference jobs in the Targets panel (issue 30 item 1), driven as a
// planner would on the lab portfolio: its eval sweep shown with the serving form (no load,
// latency or island rows: a batch runs at full throughput on the job's island), its prompts and
// its served model edited (one undo step each, re-planned live, the design's own served model
// untouched), and a fine-tune turned into an evaluation of its model and back by undo.
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/ledgerservice.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QUndoStack>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

const QString kEval = QStringLiteral("Job: 70B eval sweep, 1M prompts");

} // namespace

class TestInferenceJobs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void anEvaluationShowsTheServingFormWithoutLoadOrLatency()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1366, 768)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(pickWorkload(w, kEval));
        QVERIFY(child<QGroupBox>(w, "jobGroup")->isVisible());
        QCOMPARE(child<QComboBox>(w, "jobKind")->currentIndex(), 1);
        QVERIFY(child<QDoubleSpinBox>(w, "jobRequests")->isVisible());
        QCOMPARE(child<QDoubleSpinBox>(w, "jobRequests")->value(), 1e6);
        QVERIFY(child<QWidget>(w, "servingForm")->isVisible());
        QVERIFY(!child<QDoubleSpinBox>(w, "targetTokens")->isVisible());
        QCOMPARE(child<QComboBox>(w, "servingModel")->currentData().toString(),
                 QStringLiteral("llama-3-70b"));
        QCOMPARE(child<QSpinBox>(w, "servingInput")->value(), 2048);
        for (const char *hidden : {"servingLoadKind", "servingTtft", "servingTpotP99",
                                   "servingIsland", "servingConfigure", "servingName"})
            QVERIFY2(!child<QWidget>(w, hidden)->isVisible(), hidden);
        QVERIFY(child<QWidget>(w, "servingEngine")->isVisible());
        // Where the schedule put it and how fast it goes.
        const QString said = child<QLabel>(w, "servingResult")->text();
        QVERIFY2(said.contains(QStringLiteral("with 16 GPUs")), qPrintable(said));
        QVERIFY(said.contains(QStringLiteral("Day 20.0 to")));
        QVERIFY(said.contains(QStringLiteral("prompts per second")));
        // The ledger says it is the design's run, not the job's.
        QVERIFY(child<QLabel>(w, "ledgerTableFor")
                    ->text()
                    .contains(QStringLiteral("not of job 70B eval sweep, 1M prompts")));
        // The design's own served model still shows every row.
        QVERIFY(pickWorkload(w, QStringLiteral("Serving: Llama 3 70B chat (FP8)")));
        QVERIFY(!child<QGroupBox>(w, "jobGroup")->isVisible());
        for (const char *shown : {"servingLoadKind", "servingTtft", "servingIsland"})
            QVERIFY2(child<QWidget>(w, shown)->isVisible(), shown);
        QVERIFY(!child<QLabel>(w, "servingResult")->text().contains(QStringLiteral("Day 20")));
        QVERIFY(!child<QLabel>(w, "ledgerTableFor")->text().contains(QStringLiteral("not of job")));
    }

    void itsPromptsAndItsModelAreEditedAndReplanned()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        const auto served = w.document()->design().serving;
        QVERIFY(pickWorkload(w, kEval));
        const ScheduledJob before = scheduledJob(w, "eval-70b");
        child<QDoubleSpinBox>(w, "jobRequests")->setValue(2e6);
        QVERIFY(w.ledgerService()->waitForIdle());
        const PortfolioJob &job = w.document()->design().portfolio->jobs.back();
        QCOMPARE(job.inference->requests, 2e6);
        QCOMPARE(w.document()->undoStack()->undoText(),
                 QStringLiteral("Edit Job 70B eval sweep, 1M prompts"));
        const ScheduledJob twice = scheduledJob(w, "eval-70b");
        const double ratio = (twice.endDay - twice.startDay) / (before.endDay - before.startDay);
        QVERIFY2(std::abs(ratio - 2) < 1e-6, qPrintable(QString::number(ratio)));
        // Shorter prompts: the served model of the job changes, not the design's fleet.
        child<QSpinBox>(w, "servingInput")->setValue(512);
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.document()->design().portfolio->jobs.back().inference->serving.inputTokens, 512);
        QVERIFY(w.document()->design().serving == served);
        QVERIFY(scheduledJob(w, "eval-70b").endDay - scheduledJob(w, "eval-70b").startDay
                < twice.endDay - twice.startDay);
        QCOMPARE(w.document()->undoStack()->count(), 2);
        QCOMPARE(child<QComboBox>(w, "workloadSelector")->currentText(), kEval);
    }

    void aFineTuneBecomesAnEvaluationOfItsModelAndBack()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(pickWorkload(w, QStringLiteral("Job: 8B chat SFT")));
        QVERIFY(child<QDoubleSpinBox>(w, "targetTokens")->isVisible());
        QVERIFY(!child<QDoubleSpinBox>(w, "jobRequests")->isVisible());
        child<QComboBox>(w, "jobKind")->setCurrentIndex(1);
        QVERIFY(w.ledgerService()->waitForIdle());
        const PortfolioJob &job = w.document()->design().portfolio->jobs[1];
        QVERIFY(job.inference.has_value());
        QCOMPARE(*job.inference->serving.model.preset, std::string("llama-3-8b"));
        QVERIFY(child<QWidget>(w, "servingForm")->isVisible());
        QVERIFY(!child<QDoubleSpinBox>(w, "targetTokens")->isVisible());
        QVERIFY(child<QDoubleSpinBox>(w, "jobRequests")->isVisible());
        QCOMPARE(scheduledJob(w, "sft-chat-8b").kind, std::string("inference"));
        // The prompts a new evaluation starts with, not what the hidden box held.
        QCOMPARE(job.inference->requests, BatchInference {}.requests);
        QCOMPARE(child<QDoubleSpinBox>(w, "jobRequests")->value(), BatchInference {}.requests);
        // A queue field's edit leaves the served model as it is.
        const ServingWorkload served = job.inference->serving;
        child<QSpinBox>(w, "jobPriority")->setValue(job.priority + 1);
        QVERIFY(w.document()->design().portfolio->jobs[1].inference->serving == served);
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(!w.document()->design().portfolio->jobs[1].inference);
        QCOMPARE(child<QComboBox>(w, "jobKind")->currentIndex(), 0);
        QVERIFY(child<QDoubleSpinBox>(w, "targetTokens")->isVisible());
        QCOMPARE(scheduledJob(w, "sft-chat-8b").kind, std::string("full-finetune"));
    }
};

QTEST_MAIN(TestInferenceJobs)
#include "tst_inferencejobs.moc"
