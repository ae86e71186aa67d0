// SPDX-License-Identifier: GPL-3.0-or-later
// The report's schedule section (issue 30): each job of the portfolio with its island, start and
// end with P10-P90, its deadline and why it waited; the teams' summary; the next phase to buy and
// the cloud bought in, under the policy the schedule follows. Shown when the design has one.
#include "reportcomposer.h"
#include "reporttable.h"
#include "schedule/schedule.h"
#include "text/ledgerformat.h"
#include "text/scheduletext.h"

namespace cl::report {

namespace {

QString day(double d)
{
    return display::number(d, 1);
}

} // namespace

void Composer::schedule()
{
    if (!d.portfolio)
        return;
    const Schedule plan = scheduleDesign(d, c, L);
    Table jobs;
    jobs.headers
        = {tr("Job"),       tr("Team"),    tr("GPUs"),     tr("Island"),       tr("Start (day)"),
           tr("End (day)"), tr("P10–P90"), tr("Deadline"), tr("Why it waited")};
    jobs.widths = {0.15, 0.12, 0.07, 0.12, 0.07, 0.07, 0.10, 0.10, 0.20};
    jobs.rightAlign = {false, false, true, false, true, true, true, false, false};
    for (const ScheduledJob &j : plan.jobs) {
        const QString deadline = !j.deadlineDay  ? QStringLiteral("–")
                                 : j.deadlineMet ? tr("%1 (met)").arg(day(*j.deadlineDay))
                                                 : tr("%1 (missed)").arg(day(*j.deadlineDay));
        // The kind beside the name (an evaluation reads apart from the runs that train), unless
        // the name says it already ("70B legal QLoRA").
        const QString name = QString::fromStdString(j.name);
        const QString kind = scheduleKindText(j.kind);
        jobs.rows << QStringList {
            name.contains(kind, Qt::CaseInsensitive) ? name : tr("%1 (%2)").arg(name, kind),
            QString::fromStdString(plan.teamName(j.team)),
            QString::number(j.gpus),
            j.cloud ? tr("Cloud") : QString::fromStdString(j.islandLabel),
            j.ran() ? day(j.startDay) : QStringLiteral("–"),
            j.ran() ? day(j.endDay) : QStringLiteral("–"),
            j.ran() ? QStringLiteral("%1–%2").arg(day(j.endDayP10), day(j.endDayP90))
                    : QStringLiteral("–"),
            deadline,
            scheduleWaitText(j)};
    }
    QStringList note {tr("All jobs done by day %1.").arg(day(plan.horizonDays))};
    note << scheduleOutcomeSentences(plan, [&](double usd) { return money(usd); });
    note << schedulePolicyText();
    paginatedTable(tr("Schedule"), jobs, joinSentences(note));

    Table teams;
    teams.headers = {tr("Team"),
                     tr("Share"),
                     tr("Quota"),
                     tr("Jobs"),
                     tr("GPU-days"),
                     tr("Mean wait (days)"),
                     tr("Deadlines missed")};
    teams.widths = {0.22, 0.08, 0.22, 0.08, 0.12, 0.14, 0.14};
    teams.rightAlign = {false, true, false, true, true, true, true};
    for (const TeamSummary &t : plan.teams)
        teams.rows << scheduleTeamCells(t, *d.portfolio);
    QStringList weeks;
    for (const IslandUtilisation &u : plan.utilisation) {
        double sum = 0;
        for (double w : u.weeks)
            sum += w;
        weeks << tr("%1: %2 busy over %n week(s)", nullptr, int(u.weeks.size()))
                     .arg(QString::fromStdString(u.label),
                          display::percent(u.weeks.empty() ? 0.0 : sum / u.weeks.size(), 0));
    }
    paginatedTable(tr("Teams"), teams, weeks.join(QStringLiteral("; ")));
}

} // namespace cl::report
