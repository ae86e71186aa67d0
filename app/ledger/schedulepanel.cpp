// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedulepanel.h"

#include "charts/ganttchart.h"
#include "commands/replaceobject.h"
#include "document/document.h"
#include "gui/dialogs.h"
#include "portfoliodialog.h"
#include "text/ledgerformat.h"
#include "text/scheduletext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cl {

namespace {

enum JobColumn {
    kJob,
    kTeam,
    kKind,
    kGpus,
    kPriority,
    kIsland,
    kStart,
    kEnd,
    kBand,
    kDeadline,
    kWhy
};

/** Team colours: distinct at a glance, readable under white or black text. */
QColor teamColour(int index)
{
    static const QColor colours[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
           QColor(0x7f, 0x7f, 0x7f), QColor(0x17, 0xbe, 0xcf)};
    return colours[index % int(std::size(colours))];
}

QString day(double d)
{
    return display::number(d, 1);
}

QString teamName(const Schedule &s, const std::string &id)
{
    return QString::fromStdString(s.teamName(id));
}

} // namespace

SchedulePanel::SchedulePanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("schedulePanel"));
    auto *layout = new QVBoxLayout(this);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("scheduleSummary"));
    mSummary->setWordWrap(true);
    mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *top = new QHBoxLayout;
    top->addWidget(mSummary, 1);
    mEditPortfolio = new QPushButton(this);
    mEditPortfolio->setObjectName(QStringLiteral("scheduleEditPortfolio"));
    top->addWidget(mEditPortfolio, 0, Qt::AlignTop);
    layout->addLayout(top);
    connect(mEditPortfolio, &QPushButton::clicked, this, &SchedulePanel::editPortfolio);
    // Side by side: the dock sits in the window's wide, short bottom row.
    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // The chart scales its days to the width it has; only many lanes scroll, downwards.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mGantt = new clw::GanttChart(scroll);
    mGantt->setObjectName(QStringLiteral("scheduleGantt"));
    scroll->setWidget(mGantt);
    scroll->setMinimumWidth(mGantt->minimumSizeHint().width());
    auto *tabs = new QTabWidget(split);
    mJobs = new QTableWidget(0, kWhy + 1, tabs);
    mJobs->setObjectName(QStringLiteral("scheduleJobs"));
    mJobs->verticalHeader()->hide();
    mJobs->horizontalHeader()->setStretchLastSection(true);
    mTeams = new QTableWidget(0, 7, tabs);
    mTeams->setObjectName(QStringLiteral("scheduleTeams"));
    mTeams->verticalHeader()->hide();
    mTeams->horizontalHeader()->setStretchLastSection(true);
    connect(mJobs, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (mDocument->design().portfolio && row < int(mDocument->design().portfolio->jobs.size()))
            emit jobActivated(row);
    });
    tabs->addTab(mJobs, QString());
    tabs->addTab(mTeams, QString());
    split->addWidget(scroll);
    split->addWidget(tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    layout->addStretch(0); // keeps the paragraph at the top when the body is hidden
    mBody = split;
    refresh();
}

void SchedulePanel::setSchedule(std::shared_ptr<const Schedule> schedule)
{
    mSchedule = std::move(schedule);
    refresh();
}

void SchedulePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

QString SchedulePanel::summaryText() const
{
    if (!mSchedule || !mDocument->design().portfolio)
        return tr("This design has no portfolio. A portfolio lists the teams that share the "
                  "cluster, the jobs they queue and the hardware that arrives later "
                  "(docs/schedule.md); the lab-portfolio example has one.");
    const Schedule &s = *mSchedule;
    int missed = 0;
    for (const ScheduledJob &j : s.jobs)
        missed += j.deadlineMet ? 0 : 1;
    QStringList parts;
    parts << tr("All jobs done by day %1; %n deadline(s) missed.", nullptr, missed)
                 .arg(day(s.horizonDays));
    const Site &site = mDocument->design().site;
    parts << scheduleOutcomeSentences(s, [&](double usd) { return display::money(usd, site); });
    return joinSentences(parts);
}

void SchedulePanel::refresh()
{
    mSummary->setText(summaryText());
    // Without a portfolio the tab is its one paragraph: what a portfolio is and where to find one.
    mBody->setVisible(mSchedule && mDocument->design().portfolio);
    mSummary->setToolTip(schedulePolicyText());
    mEditPortfolio->setText(tr("Teams, Phases and Cloud…"));
    mEditPortfolio->setToolTip(tr("The teams that share the cluster and their quotas, the racks "
                                  "that arrive later and the cloud the schedule may rent"));
    // Jobs come first (Add Job in the Targets panel brings the portfolio).
    mEditPortfolio->setVisible(mDocument->design().portfolio.has_value());
    auto *tabs = qobject_cast<QTabWidget *>(mJobs->parentWidget()->parentWidget());
    if (tabs) {
        tabs->setTabText(0, tr("Jobs"));
        tabs->setTabText(1, tr("Teams"));
    }
    mJobs->setHorizontalHeaderLabels({tr("Job"), tr("Team"), tr("Kind"), tr("GPUs"), tr("Priority"),
                                      tr("Island"), tr("Start (day)"), tr("End (day)"),
                                      tr("P10–P90"), tr("Deadline"), tr("Why it waited")});
    mTeams->setHorizontalHeaderLabels({tr("Team"), tr("Share"), tr("Quota"), tr("Jobs"),
                                       tr("GPU-days"), tr("Mean wait (days)"),
                                       tr("Deadlines missed")});
    fillGantt();
    fillJobs();
    fillTeams();
}

void SchedulePanel::fillGantt()
{
    QVector<clw::GanttLane> lanes;
    QVector<clw::GanttBar> bars;
    if (!mSchedule || !mDocument->design().portfolio) {
        mGantt->setData({}, {}, 1);
        return;
    }
    const Schedule &s = *mSchedule;
    for (const IslandUtilisation &u : s.utilisation)
        lanes.push_back(
            {QString::fromStdString(u.label), QVector<double>(u.weeks.begin(), u.weeks.end())});
    const bool cloud = std::any_of(s.jobs.begin(), s.jobs.end(), [](auto &j) { return j.cloud; });
    if (cloud)
        lanes.push_back({tr("Cloud"), {}});
    for (const ScheduledJob &j : s.jobs) {
        if (!j.ran())
            continue;
        clw::GanttBar b;
        b.lane = int(lanes.size()) - 1;
        for (int i = 0; i < int(s.utilisation.size()); ++i)
            if (s.utilisation[i].island == j.island)
                b.lane = i;
        b.start = j.startDay;
        b.end = j.endDay;
        b.p10 = j.endDayP10;
        b.p90 = j.endDayP90;
        b.deadline = j.deadlineDay;
        b.deadlineMet = j.deadlineMet;
        int team = 0;
        for (int i = 0; i < int(s.teams.size()); ++i)
            if (s.teams[i].id == j.team)
                team = i;
        b.colour = teamColour(team);
        b.label = QString::fromStdString(j.name);
        QStringList tip {
            QStringLiteral("<b>%1</b>").arg(QString::fromStdString(j.name).toHtmlEscaped()),
            tr("%1, %2 GPUs, team %3")
                .arg(scheduleKindText(j.kind))
                .arg(j.gpus)
                .arg(teamName(s, j.team).toHtmlEscaped()),
            scheduleSpanText(j)};
        if (j.deadlineDay)
            tip << (j.deadlineMet ? tr("Deadline day %1: met").arg(day(*j.deadlineDay))
                                  : tr("Deadline day %1: missed").arg(day(*j.deadlineDay)));
        tip << scheduleWaitText(j).toHtmlEscaped();
        b.toolTip = tip.join(QStringLiteral("<br>"));
        bars.push_back(b);
    }
    mGantt->setData(lanes, bars, s.horizonDays);
}

void SchedulePanel::fillJobs()
{
    const auto &portfolio = mDocument->design().portfolio;
    const int rows = mSchedule && portfolio ? int(mSchedule->jobs.size()) : 0;
    mJobs->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        const ScheduledJob &j = mSchedule->jobs[r];
        auto text = [&](int column, const QString &value) {
            auto *item = new QTableWidgetItem(value);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            mJobs->setItem(r, column, item);
        };
        text(kJob, QString::fromStdString(j.name));
        text(kTeam, teamName(*mSchedule, j.team));
        text(kKind, scheduleKindText(j.kind));
        for (int column : {kGpus, kPriority}) {
            // Kept across re-plans: the field being typed in must not be replaced under the user.
            auto *spin = qobject_cast<QSpinBox *>(mJobs->cellWidget(r, column));
            if (!spin) {
                spin = new QSpinBox(mJobs);
                spin->setRange(column == kGpus ? 1 : -1000, column == kGpus ? 1'000'000 : 1000);
                spin->setKeyboardTracking(false);
                spin->setFocusPolicy(Qt::StrongFocus);
                spin->setObjectName(QStringLiteral("job%1%2").arg(r).arg(
                    column == kGpus ? QStringLiteral("Gpus") : QStringLiteral("Priority")));
                connect(spin, &QSpinBox::valueChanged, this,
                        [this, r, column](int value) { editJob(r, column, value); });
                mJobs->setCellWidget(r, column, spin);
            }
            const PortfolioJob *job
                = r < int(portfolio->jobs.size()) ? &portfolio->jobs[r] : nullptr;
            const QSignalBlocker quiet(spin);
            spin->setValue(job ? (column == kGpus ? job->gpus : job->priority) : 0);
        }
        text(kIsland, j.cloud ? tr("Cloud") : QString::fromStdString(j.islandLabel));
        text(kStart, j.ran() ? day(j.startDay) : QStringLiteral("–"));
        text(kEnd, j.ran() ? day(j.endDay) : QStringLiteral("–"));
        text(kBand, j.ran() ? QStringLiteral("%1–%2").arg(day(j.endDayP10), day(j.endDayP90))
                            : QStringLiteral("–"));
        text(kDeadline, !j.deadlineDay  ? QStringLiteral("–")
                        : j.deadlineMet ? tr("%1 (met)").arg(day(*j.deadlineDay))
                                        : tr("%1 (missed)").arg(day(*j.deadlineDay)));
        text(kWhy, scheduleWaitText(j));
    }
    mJobs->resizeColumnsToContents();
}

void SchedulePanel::fillTeams()
{
    const int rows = mSchedule && mDocument->design().portfolio ? int(mSchedule->teams.size()) : 0;
    mTeams->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        const QStringList cells
            = scheduleTeamCells(mSchedule->teams[r], *mDocument->design().portfolio);
        for (int c = 0; c < int(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            if (c == 0)
                item->setForeground(teamColour(r));
            mTeams->setItem(r, c, item);
        }
    }
    mTeams->resizeColumnsToContents();
}

void SchedulePanel::editJob(int row, int column, int value)
{
    PortfolioNote portfolio = mDocument->design().portfolio;
    if (!portfolio || row >= int(portfolio->jobs.size()))
        return;
    PortfolioJob &job = portfolio->jobs[row];
    int &field = column == kGpus ? job.gpus : job.priority;
    if (field == value)
        return;
    field = value;
    const QString text
        = column == kGpus
              ? tr("Set %1's GPUs to %2").arg(QString::fromStdString(job.name)).arg(value)
              : tr("Set %1's priority to %2").arg(QString::fromStdString(job.name)).arg(value);
    mDocument->undoStack()->push(new ReplaceObjectCommand<PortfolioNote>(
        mDocument, std::string(), std::move(portfolio), text, CmdEditPortfolio,
        row * 2 + (column == kGpus ? 0 : 1)));
}

void SchedulePanel::editPortfolio()
{
    const Design &d = mDocument->design();
    if (!d.portfolio)
        return;
    PortfolioDialog dialog(d, this);
    if (Dialogs::instance().exec(&dialog) != QDialog::Accepted)
        return;
    std::optional<Portfolio> edited = dialog.result();
    if (!edited || edited == d.portfolio)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<PortfolioNote>(
        mDocument, std::string(), std::move(edited), tr("Edit Teams, Phases and Cloud")));
}

} // namespace cl
