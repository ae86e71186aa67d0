// SPDX-License-Identifier: GPL-3.0-or-later
#include "scheduletext.h"

#include "diagnosticformatters.h"
#include "diagnostictext.h"
#include "ledgerformat.h"

#include <QCoreApplication>

namespace cl {

QString scheduleKindText(const std::string &kind)
{
    if (kind == "pretrain")
        return QCoreApplication::translate("Schedule", "Pre-train");
    if (kind == "full-finetune")
        return QCoreApplication::translate("Schedule", "Full fine-tune");
    if (kind == "lora")
        return QCoreApplication::translate("Schedule", "LoRA");
    if (kind == "qlora")
        return QCoreApplication::translate("Schedule", "QLoRA");
    if (kind == "inference")
        return QCoreApplication::translate("Schedule", "Evaluation / batch inference");
    return QString::fromStdString(kind);
}

QString scheduleReasonText(const std::string &code)
{
    if (code == "schedule.too_large")
        return QCoreApplication::translate(
            "Schedule", "asks for more servers than any island it may use has free of serving");
    if (code == "schedule.no_island")
        return QCoreApplication::translate("Schedule", "the island it names is not in the design");
    if (code == "schedule.no_gpu")
        return QCoreApplication::translate("Schedule",
                                           "no island it may use has the GPU it asks for");
    if (code == "schedule.over_quota")
        return QCoreApplication::translate("Schedule", "asks for more GPUs than its team's quota");
    if (code == "schedule.over_quota_hours")
        return QCoreApplication::translate(
            "Schedule", "needs more GPU-hours than its team may start in a whole period");
    if (code == "serving.does_not_fit")
        return QCoreApplication::translate(
            "Schedule", "the served model and its KV cache do not fit on these GPUs");
    if (code == "serving.bad_layout")
        return QCoreApplication::translate(
            "Schedule", "its TP, PP or EP makes no whole replica of the GPUs it gets");
    if (code == "schedule.does_not_train")
        return QCoreApplication::translate(
            "Schedule", "the engine finds no layout that trains it on these servers");
    return reasonText(code);
}

QString scheduleWaitText(const ScheduledJob &job)
{
    if (!job.ran())
        return QCoreApplication::translate("Schedule", "Did not run: %1")
            .arg(scheduleReasonText(job.reason));
    if (job.cloud && job.cloudReason == "schedule.cloud.no_room")
        return QCoreApplication::translate(
            "Schedule", "Bought in from the cloud: the owned cluster has no servers free of "
                        "serving for it");
    if (job.cloud)
        return QCoreApplication::translate(
            "Schedule",
            "Bought in from the cloud: the owned cluster would finish it after its deadline");
    const QString days = QString::number(job.waitDays(), 'f', 1);
    const QString detail = QString::fromStdString(job.waitDetail);
    if (job.waitReason.empty() || job.waitDays() <= 0)
        return job.borrowedDayShare
                   ? QCoreApplication::translate(
                         "Schedule", "Started at once on serving's idle servers, %1 % of the time")
                         .arg(*job.borrowedDayShare * 100, 0, 'f', 0)
                   : QCoreApplication::translate("Schedule", "Started at once");
    if (job.waitReason == "schedule.wait.quota")
        return QCoreApplication::translate("Schedule",
                                           "Waited %1 days: team %2 was at its GPU quota")
            .arg(days, detail);
    if (job.waitReason == "schedule.wait.quota_hours")
        return QCoreApplication::translate(
                   "Schedule", "Waited %1 days: team %2 had started its GPU-hours for the period")
            .arg(days, detail);
    if (job.waitReason == "schedule.wait.backfill")
        return QCoreApplication::translate(
                   "Schedule", "Waited %1 days: its servers were held for %2, which queued first")
            .arg(days, detail);
    if (job.waitReason == "schedule.wait.phase")
        return QCoreApplication::translate(
                   "Schedule",
                   "Waited %1 days: its servers had not arrived (a later hardware phase)")
            .arg(days);
    if (detail.isEmpty())
        return QCoreApplication::translate("Schedule", "Waited %1 days: the island was full")
            .arg(days);
    return QCoreApplication::translate(
               "Schedule", "Waited %1 days: the island was full (first to free servers: %2)")
        .arg(days, detail);
}

QString scheduleSpanText(const ScheduledJob &job)
{
    const auto day = [](double d) {
        return display::number(d, 1);
    };
    return QCoreApplication::translate("Schedule", "Day %1 to %2 (P10–P90 %3–%4)")
        .arg(day(job.startDay), day(job.endDay), day(job.endDayP10), day(job.endDayP90));
}

QString schedulePlacementText(const ScheduledJob &job)
{
    if (!job.ran())
        return QCoreApplication::translate("Schedule", "%1.").arg(scheduleWaitText(job));
    QStringList sentences;
    const QString where = job.cloud ? QCoreApplication::translate("Schedule", "the cloud")
                                    : QString::fromStdString(job.islandLabel);
    sentences << QCoreApplication::translate("Schedule", "Scheduled on %1 with %2 GPUs.")
                     .arg(where)
                     .arg(job.gpus);
    sentences << QCoreApplication::translate("Schedule", "%1.").arg(scheduleSpanText(job));
    if (job.mfu)
        sentences << QCoreApplication::translate("Schedule", "MFU %1 %.")
                         .arg(display::number(*job.mfu * 100, 0));
    if (job.requestsPerS)
        sentences << QCoreApplication::translate("Schedule", "%1 prompts per second.")
                         .arg(display::number(*job.requestsPerS, *job.requestsPerS < 10 ? 2 : 0));
    sentences << QCoreApplication::translate("Schedule", "%1.").arg(scheduleWaitText(job));
    return joinSentences(sentences);
}

QStringList scheduleOutcomeSentences(const Schedule &s, const std::function<QString(double)> &money)
{
    const auto day = [](double d) {
        return display::number(d, 1);
    };
    QStringList parts;
    if (const auto &p = s.nextPhase)
        parts << QCoreApplication::translate(
                     "Schedule", "Next phase: %1 more %2 (%3 GPUs) on %4 by day %5, %6 capex: "
                                 "every reachable deadline met at P90.")
                     .arg(p->servers)
                     .arg(QString::fromStdString(p->server))
                     .arg(p->gpus)
                     .arg(QString::fromStdString(p->islandLabel), day(p->arriveByDay),
                          money(p->capexUsd));
    else if (s.nextPhaseNotFound)
        parts << QCoreApplication::translate(
            "Schedule", "No addition of up to four times the island's servers brings every "
                        "deadline in at P90: raise priorities, allow the cloud or move the "
                        "deadlines.");
    else
        parts << QCoreApplication::translate(
            "Schedule", "No next phase needed: every reachable deadline is met at P90.");
    if (s.cloud.allowed)
        parts << (s.cloud.costUsd
                      ? QCoreApplication::translate("Schedule", "Cloud: %1 GPU-hours, %2.")
                            .arg(display::number(s.cloud.gpuHours), money(*s.cloud.costUsd))
                      : QCoreApplication::translate("Schedule", "Cloud: %1 GPU-hours.")
                            .arg(display::number(s.cloud.gpuHours)));
    if (!s.unreachable.empty()) {
        QStringList ids;
        for (const std::string &id : s.unreachable)
            ids << QString::fromStdString(id);
        parts << QCoreApplication::translate("Schedule",
                                             "Beyond reach on any capacity (their run alone ends "
                                             "after the deadline at P90): %1.")
                     .arg(ids.join(QStringLiteral(", ")));
    }
    return parts;
}

QString joinSentences(const QStringList &sentences)
{
    QString out;
    for (const QString &s : sentences) {
        if (!out.isEmpty() && !out.endsWith(QChar(0x3002)) && !out.endsWith(QChar(0xFF1A)))
            out += QLatin1Char(' ');
        out += s;
    }
    return out;
}

QString teamQuotaText(const PortfolioTeam &team)
{
    QStringList parts;
    if (team.quotaGpus > 0)
        parts << QCoreApplication::translate("Schedule", "%1 GPUs at once").arg(team.quotaGpus);
    if (team.quotaGpuHours > 0)
        parts << QCoreApplication::translate("Schedule", "%1 GPU-h per %2 days")
                     .arg(display::number(team.quotaGpuHours),
                          display::number(team.quotaPeriodDays));
    return parts.isEmpty() ? QCoreApplication::translate("Schedule", "None")
                           : parts.join(QStringLiteral(" · "));
}

QStringList scheduleTeamCells(const TeamSummary &t, const Portfolio &portfolio)
{
    const PortfolioTeam *team = portfolio.findTeam(t.id);
    return {QString::fromStdString(t.name),
            display::number(t.share, 1),
            team ? teamQuotaText(*team) : QString(),
            QString::number(t.jobs),
            display::number(t.gpuDays),
            display::number(t.queueWaitDays, 1),
            QString::number(t.deadlinesMissed)};
}

QString schedulePolicyText()
{
    return QCoreApplication::translate(
        "Schedule",
        "Jobs take whole GPU servers of one island. Serving fleets hold the servers their "
        "peak load needs. Waiting jobs go by priority, then fair share (GPU-days used over "
        "the team's share), then deadline; each starts where it ends soonest, and a team at "
        "its quota (GPUs at once, or GPU-hours started in the period) waits. The first job that "
        "does not fit reserves the earliest servers it "
        "can have; later jobs start ahead of it only where they do not delay it (EASY "
        "backfill). A preemptible job may run on serving's idle servers for the share of "
        "the day the load curve leaves them idle. Durations are the engine's, with "
        "goodput, on the servers each job gets; P10-P90 is the engine's band. An evaluation or "
        "batch-inference job runs its prompts at the serving model's full throughput there, "
        "its P10-P90 the serving model's measured spread.");
}

const std::map<std::string, DiagnosticFormatter> &scheduleFormatters()
{
    static const auto p = diagnosticParam;
    static const std::map<std::string, DiagnosticFormatter> table {
        {"schedule.job_not_run",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "Job %1 cannot be scheduled: %2")
                 .arg(p(d, "job"),
                      scheduleReasonText(d.params.count("reason") ? d.params.at("reason")
                                                                  : std::string()));
         }},
        {"schedule.deadline_missed",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "Job %1 finishes after its deadline")
                 .arg(p(d, "job"));
         }},
        {"schedule.engine_not_on_gpu",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Job %1 names %2, which does not run on the %3: the card's usual engine "
                        "serves it instead")
                 .arg(p(d, "job"), p(d, "engine"), p(d, "gpu"));
         }},
        {"schedule.cloud_unpriced",
         [](const Diagnostic &) {
             return QCoreApplication::translate(
                 "Diagnostics",
                 "Jobs were bought in from the cloud without a price: set the portfolio's cloud "
                 "price per GPU-hour or the site's cloud price for the GPU");
         }},
    };
    return table;
}

} // namespace cl
