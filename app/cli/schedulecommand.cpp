// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli schedule FILE [--json] [--timing]: the design's portfolio over time (issue
// 30): each job's island, start and end with its P10-P90, deadlines, why jobs waited, the
// islands' weekly utilisation, the teams' waits, the cloud bought in and the next phase to buy.
#include "cliargs.h"
#include "commands.h"
#include "engine/ledger.h"
#include "inputfiles.h"
#include "schedule/schedulejson.h"
#include "text/diagnostictext.h"
#include "text/printf.h"
#include "text/scheduletext.h"

#include <chrono>
#include <ostream>

namespace cl::cli {

namespace {

void printJobs(std::ostream &out, const Schedule &s)
{
    out << formatText("%-16s %-12s %-13s %6s %-10s %8s %8s %17s %9s\n", "job", "team", "kind",
                      "GPUs", "island", "start", "end", "P10-P90", "deadline");
    for (const ScheduledJob &j : s.jobs) {
        const std::string deadline
            = j.deadlineDay
                  ? formatText("%.0f %s", *j.deadlineDay,
                               j.deadlineMet ? (j.deadlineMetP90 ? "ok" : "P50 ok") : "MISSED")
                  : std::string("-");
        if (!j.ran()) {
            out << formatText("%-16s %-12s %-13s %6d %-10s %s\n", j.id.c_str(), j.team.c_str(),
                              j.kind.c_str(), j.gpus, "-",
                              scheduleWaitText(j).toStdString().c_str());
            continue;
        }
        out << formatText("%-16s %-12s %-13s %6d %-10s %8.1f %8.1f %8.1f-%-8.1f %9s\n",
                          j.id.c_str(), j.team.c_str(), j.kind.c_str(), j.gpus,
                          (j.cloud ? std::string("cloud") : j.islandLabel).c_str(), j.startDay,
                          j.endDay, j.endDayP10, j.endDayP90, deadline.c_str());
        if (j.waitDays() > 0 || j.cloud || j.borrowedDayShare)
            out << "    " << scheduleWaitText(j).toStdString() << "\n";
    }
}

void printSummary(std::ostream &out, const Schedule &s)
{
    out << formatText("\nall done by day %.1f\n", s.horizonDays);
    for (const IslandUtilisation &u : s.utilisation) {
        double sum = 0;
        for (double w : u.weeks)
            sum += w;
        out << formatText("%s (%d servers): %.0f %% busy over %zu weeks\n", u.label.c_str(),
                          u.servers, u.weeks.empty() ? 0.0 : 100 * sum / u.weeks.size(),
                          u.weeks.size());
    }
    for (const TeamSummary &t : s.teams)
        out << formatText("team %s: %d jobs, %.0f GPU-days, waited %.1f days on average, %d "
                          "deadline(s) missed\n",
                          t.name.c_str(), t.jobs, t.gpuDays, t.queueWaitDays, t.deadlinesMissed);
    if (s.cloud.allowed)
        out << formatText("cloud: %.0f GPU-hours%s\n", s.cloud.gpuHours,
                          s.cloud.costUsd ? formatText(", %.0f USD", *s.cloud.costUsd).c_str()
                                          : "");
    if (const auto &p = s.nextPhase)
        out << formatText("next phase: %d x %s (%d GPUs) on %s by day %.0f, %.0f USD capex: "
                          "every reachable deadline met at P90\n",
                          p->servers, p->server.c_str(), p->gpus, p->islandLabel.c_str(),
                          p->arriveByDay, p->capexUsd);
    else
        out << "next phase: none needed\n";
    for (const std::string &id : s.unreachable)
        out << "beyond reach: " << id << " (its run alone ends after its deadline at P90)\n";
    for (const Diagnostic &d : s.diagnostics)
        out << diagnosticLine(d).toStdString() << "\n";
}

} // namespace

int runSchedule(CliContext &c, const CliArgs &args)
{
    int code = ExitOk;
    auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const Design &d = *loaded->design;
    if (!d.portfolio) {
        c.err << "error: " << args.positional()[0]
              << ": the design has no portfolio (teams, jobs, phases) to schedule\n";
        return ExitBadInput;
    }
    const auto start = std::chrono::steady_clock::now();
    const DesignLedger ledger = evaluateDesign(d, c.catalog);
    const auto evaluated = std::chrono::steady_clock::now();
    const Schedule s = scheduleDesign(d, c.catalog, ledger);
    const auto done = std::chrono::steady_clock::now();
    using Ms = std::chrono::duration<double, std::milli>;
    if (args.flag("--json")) {
        auto j = scheduleJson(s);
        j["policy"] = schedulePolicyText().toStdString();
        if (args.flag("--timing")) {
            j["evaluate_ms"] = Ms(evaluated - start).count();
            j["schedule_ms"] = Ms(done - evaluated).count();
        }
        c.out << j.dump(2) << "\n";
        return ExitOk;
    }
    c.out << d.name << "\n";
    printJobs(c.out, s);
    printSummary(c.out, s);
    if (args.flag("--timing"))
        c.out << formatText("evaluate %.1f ms, schedule %.1f ms\n", Ms(evaluated - start).count(),
                            Ms(done - evaluated).count());
    return ExitOk;
}

} // namespace cl::cli
