// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schedule/schedule.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace clw {
class GanttChart;
}

namespace cl {

class Document;

/**
 * The Schedule tab (issue 30): the design's portfolio over time. A Gantt chart by island (and
 * the cloud) with each job's P10-P90, its deadline and why it waited on hover, the islands'
 * weekly utilisation under their lanes; the jobs (GPUs and priority edited here re-plan live,
 * one undo step each; a double-click opens the job in the Targets panel) and the teams' summary;
 * the next phase to buy and the cloud bought in.
 */
class SchedulePanel : public QWidget
{
    Q_OBJECT

public:
    explicit SchedulePanel(Document *document, QWidget *parent = nullptr);
    void setSchedule(std::shared_ptr<const Schedule> schedule);

    clw::GanttChart *gantt() const { return mGantt; }
    QTableWidget *jobsTable() const { return mJobs; }
    QTableWidget *teamsTable() const { return mTeams; }
    QString summaryText() const;

signals:
    /** A job was double-clicked: its index in the portfolio, to edit it whole. */
    void jobActivated(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fillGantt();
    void fillJobs();
    void fillTeams();
    /** GPUs (column kGpus) or priority (kPriority) of the job in `row`, as one undo step. */
    void editJob(int row, int column, int value);
    /** Teams, Phases and Cloud…: the portfolio's other parts, as one undo step. */
    void editPortfolio();

    Document *mDocument;
    std::shared_ptr<const Schedule> mSchedule;
    QLabel *mSummary = nullptr;
    QPushButton *mEditPortfolio = nullptr;
    QWidget *mBody = nullptr; ///< the Gantt and the tables, hidden without a portfolio
    clw::GanttChart *mGantt = nullptr;
    QTableWidget *mJobs = nullptr;
    QTableWidget *mTeams = nullptr;
};

} // namespace cl
