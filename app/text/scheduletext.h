// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the portfolio's schedule (core/schedule/schedule.h): why a job did not run, why it
// waited, and the policy the scheduler follows, for the CLI, the Schedule tab and the PDF.
#pragma once

#include "model/portfolio.h"
#include "schedule/schedule.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace cl {

/** A job's kind (its workload's mode) in words: "Pre-train", "Full fine-tune", "LoRA", "QLoRA". */
QString scheduleKindText(const std::string &kind);

/** Why a job did not run: schedule.* or the engine's reason code, in words. */
QString scheduleReasonText(const std::string &code);

/** Why a job started after its earliest start ("Waited 12.5 days: the team was at its quota"),
 *  or that it started at once. */
QString scheduleWaitText(const ScheduledJob &job);

/** When a job runs: "Day 45.0 to 131.2 (P10–P90 120.1–140.3)". */
QString scheduleSpanText(const ScheduledJob &job);

/** Where and when the schedule put a job, one sentence each: its island (or the cloud) and GPUs,
 *  its span, its MFU, why it waited; or why it did not run. The Targets panel's job line. */
QString schedulePlacementText(const ScheduledJob &job);

/** What the schedule comes to, one sentence each: the next phase (or that none is needed, or
 *  none found), the cloud bought in, the jobs beyond reach. `money` words a USD amount. */
QStringList scheduleOutcomeSentences(const Schedule &schedule,
                                     const std::function<QString(double)> &money);

/** Sentences as one paragraph: a space after an English full stop, none after a Chinese 。. */
QString joinSentences(const QStringList &sentences);

/** The scheduling policy in one paragraph (schedule.h states it). */
QString schedulePolicyText();

/** A team's quotas: "64 GPUs", "5000 GPU-h per 30 days", both, or "None". */
QString teamQuotaText(const PortfolioTeam &team);

/** A row of the per-team summary, as the Schedule tab and the PDF show it: name, share, quotas
 *  (from the portfolio), jobs, GPU-days, mean wait in days, deadlines missed. */
QStringList scheduleTeamCells(const TeamSummary &summary, const Portfolio &portfolio);

} // namespace cl
