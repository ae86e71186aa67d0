// SPDX-License-Identifier: GPL-3.0-or-later
// The Schedule tab (issue 30 item 3), driven as a planner would: the lab portfolio opened from
// the menu, its Gantt read bar by bar and hovered for why a job waits, a job's GPUs edited in the
// jobs table re-planning live (one undo step, undone), a fleet's load by hour edited (a week
// pasted, what the file refuses said), and a design without a portfolio saying so.
#include "charts/ganttchart.h"
#include "document/document.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "ledger/ledgerservice.h"
#include "ledger/schedulepanel.h"

#include <QDockWidget>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolTip>
#include <QUndoStack>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

int barNamed(const clw::GanttChart *gantt, const QString &name)
{
    for (int i = 0; i < gantt->bars().size(); ++i)
        if (gantt->bars()[i].label == name)
            return i;
    return -1;
}

} // namespace

class TestSchedulePanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theGanttShowsEveryJobAndSaysWhyItWaited()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        w.findChild<QDockWidget *>(QStringLiteral("scheduleDock"))->raise();
        SchedulePanel *panel = w.schedulePanel();
        clw::GanttChart *gantt = panel->gantt();
        QCOMPARE(gantt->lanes().size(), 1);
        QCOMPARE(gantt->lanes()[0].label, QStringLiteral("DGX-01 … DGX-32"));
        QCOMPARE(gantt->bars().size(), 6);
        const int pretrain = barNamed(gantt, QStringLiteral("70B pre-train, 1T tokens"));
        QVERIFY(pretrain >= 0);
        const clw::GanttBar &bar = gantt->bars()[pretrain];
        QCOMPARE(bar.start, 45.0);
        QVERIFY(!bar.deadlineMet);
        QCOMPARE(*bar.deadline, 120.0);
        // Bars that overlap in time sit on their own rows; the pre-train starts right of them.
        const QRectF r = gantt->barRect(pretrain);
        const QRectF chat = gantt->barRect(barNamed(gantt, QStringLiteral("8B chat SFT")));
        QVERIFY(r.left() > chat.right());
        QVERIFY(!r.intersects(chat));
        // Hovering the bar tells why it waited.
        QHelpEvent help(QEvent::ToolTip, r.center().toPoint(),
                        gantt->mapToGlobal(r.center().toPoint()));
        QApplication::sendEvent(gantt, &help);
        QVERIFY2(QToolTip::text().contains(QStringLiteral("its servers had not arrived")),
                 qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QStringLiteral("missed")));
        QVERIFY(panel->summaryText().contains(QStringLiteral("Next phase: 9 more dgx-h100")));
        QCOMPARE(panel->teamsTable()->rowCount(), 3);
        QCOMPARE(panel->jobsTable()->rowCount(), 6);
        // Each team's quotas, as the file gives them: Research may hold 64 GPUs at once.
        QCOMPARE(panel->teamsTable()->item(2, 2)->text(), QStringLiteral("64 GPUs at once"));
        QCOMPARE(panel->teamsTable()->item(0, 2)->text(), QStringLiteral("None"));
    }

    void editingAJobsGpusReplansLive()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1366, 768)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        w.findChild<QDockWidget *>(QStringLiteral("scheduleDock"))->raise();
        SchedulePanel *panel = w.schedulePanel();
        auto *gpus = panel->findChild<QSpinBox *>(QStringLiteral("job0Gpus"));
        QVERIFY(gpus);
        QCOMPARE(gpus->value(), 128);
        // 112 GPUs are 14 DGX: phase 1's 15 free servers hold it from day 0.
        gpus->setValue(112);
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.document()->design().portfolio->jobs[0].gpus, 112);
        QCOMPARE(w.ledgerService()->schedule()->jobs[0].startDay, 0.0);
        const int pretrain = barNamed(panel->gantt(), QStringLiteral("70B pre-train, 1T tokens"));
        QCOMPARE(panel->gantt()->bars()[pretrain].start, 0.0);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.document()->undoStack()->undo();
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.ledgerService()->schedule()->jobs[0].startDay, 45.0);
        QCOMPARE(panel->findChild<QSpinBox *>(QStringLiteral("job0Gpus"))->value(), 128);
    }

    void aFleetsLoadByHourIsEditedAndReplans()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("lab-portfolio")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(pickWorkload(w, QStringLiteral("Serving: Llama 3 70B chat (FP8)")));
        auto *curve = child<QLineEdit>(w, "servingLoadCurve");
        QVERIFY(curve && curve->isVisible());
        QVERIFY(curve->text().startsWith(QStringLiteral("0.25, 0.2, 0.15")));
        // The form says the tail over the day beside the peak hour's (issue 27).
        auto *result = child<QLabel>(w, "servingResult");
        QVERIFY2(result->text().contains(QLatin1String("Over the day's load: TTFT P90")),
                 qPrintable(result->text()));
        shotLanguage(); // CL_SHOT_LANG=zh_CN CL_SHOT_DIR=… for the screenshot
        shot(child<QWidget>(w, "targetsDock"), QStringLiteral("serving-load-by-hour"),
             QSize(520, 1300));
        const double busy = w.ledgerService()->schedule()->utilisation[0].weeks[0];
        // A week pasted from a spreadsheet column: the weekdays at the peak, the weekend off (the
        // fleet's one server is then free: week 0 is less busy).
        QStringList week;
        for (int h = 0; h < 168; ++h)
            week << (h < 120 ? QStringLiteral("1") : QStringLiteral("0"));
        curve->setText(week.join(QLatin1Char('\n')));
        emit curve->editingFinished();
        QVERIFY(w.ledgerService()->waitForIdle());
        const ServingWorkload &fleet = w.document()->design().serving[0];
        QCOMPARE(fleet.loadCurve.size(), std::size_t(168));
        QCOMPARE(fleet.loadCurve[0], 1.0);
        QCOMPARE(fleet.loadCurve[167], 0.0);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        QVERIFY(w.ledgerService()->schedule()->utilisation[0].weeks[0] < busy);
        QVERIFY2(result->text().contains(QLatin1String("Over the week's load")),
                 qPrintable(result->text()));
        // What the file would refuse is said and not taken.
        curve->setText(QStringLiteral("0.5, 0.5, 0.5"));
        emit curve->editingFinished();
        auto *refusal = child<QLabel>(w, "servingLoadCurveRefusal");
        QVERIFY(!refusal->isHidden());
        QVERIFY2(refusal->text().contains(QStringLiteral("a day has 24 hours, a week 168")),
                 qPrintable(refusal->text()));
        QCOMPARE(w.document()->design().serving[0].loadCurve.size(), std::size_t(168));
        curve->setText(QStringLiteral("2"));
        emit curve->editingFinished();
        QVERIFY(refusal->text().contains(QStringLiteral("\"2\" is not a share")));
        // Cleared: flat, the peak all the time.
        curve->clear();
        emit curve->editingFinished();
        QVERIFY(w.document()->design().serving[0].loadCurve.empty());
        QVERIFY(refusal->isHidden());
    }

    void aDesignWithoutAPortfolioSaysSo()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(!w.ledgerService()->schedule());
        QVERIFY(w.schedulePanel()->summaryText().contains(QStringLiteral("no portfolio")));
        QVERIFY(w.schedulePanel()->gantt()->bars().isEmpty());
    }
};

QTEST_MAIN(TestSchedulePanel)
#include "tst_schedulepanel.moc"
