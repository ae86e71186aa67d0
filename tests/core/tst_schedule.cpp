// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio's schedule (issue 30 items 1, 2 and 4) on the bundled lab-portfolio example:
// the 70B pre-train waits for the second phase and misses its deadline, the research team waits
// for its quota, the weekly utilisation, the next phase that brings every deadline in at P90,
// the cloud taking the late job when allowed, borrowing serving's idle servers, fair share; and
// the portfolio read and written strictly.
#include "engine/ledger.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "schedule/schedule.h"
#include "schedule/schedulejson.h"
#include "testcatalog.h"
#include "testloaderrors.h"

#include <nlohmann/json.hpp>

using namespace cl;

namespace {

Design lab()
{
    return exampleDesign("lab-portfolio");
}

Schedule scheduleOf(const Design &d)
{
    return scheduleDesign(d, bundledCatalog(), evaluateDesign(d, bundledCatalog()));
}

const ScheduledJob &job(const Schedule &s, const std::string &id)
{
    for (const ScheduledJob &j : s.jobs)
        if (j.id == id)
            return j;
    qFatal("no job %s", id.c_str());
}

PortfolioJob &jobIn(Design &d, const std::string &id)
{
    for (PortfolioJob &j : d.portfolio->jobs)
        if (j.id == id)
            return j;
    qFatal("no job %s", id.c_str());
}

/** The lab's text with one replacement, read back: the errors a user would get. */
LoadErrors errorsAfter(const std::string &from, const std::string &to)
{
    std::string text = DesignWriter::toText(lab());
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("no %s in the lab", from.c_str());
    text.replace(at, from.size(), to);
    return DesignReader::readText(text, bundledCatalog()).errors;
}

} // namespace

class TestSchedule : public QObject
{
    Q_OBJECT

private slots:
    void thePreTrainWaitsForThePhaseAndMissesItsDeadline()
    {
        const Schedule s = scheduleOf(lab());
        QCOMPARE(s.jobs.size(), std::size_t(6));
        const ScheduledJob &pretrain = job(s, "pretrain-70b");
        // 128 GPUs are 16 DGX; phase 1 has 16, of which the chat fleet holds one at its peak.
        QCOMPARE(pretrain.gpus, 128);
        QCOMPARE(pretrain.startDay, 45.0);
        QCOMPARE(pretrain.waitReason, std::string("schedule.wait.phase"));
        QVERIFY2(pretrain.endDay > 120 && pretrain.endDay < 135,
                 qPrintable(QString::number(pretrain.endDay)));
        QVERIFY(pretrain.endDayP10 < pretrain.endDay && pretrain.endDay < pretrain.endDayP90);
        QVERIFY(!pretrain.deadlineMet);
        QVERIFY(!pretrain.deadlineMetP90);
        QCOMPARE(s.horizonDays, pretrain.endDay);
        // The fine-tunes fit beside it and start at once, ending before the phase arrives.
        for (const char *id : {"sft-chat-8b", "lora-support-70b", "qlora-legal-70b"}) {
            QCOMPARE(job(s, id).startDay, 0.0);
            QVERIFY(job(s, id).deadlineMet);
            QVERIFY(job(s, id).endDay < 45);
        }
        // The eval sweep runs on its earliest day, inside Research's quota beside the QLoRA run.
        QCOMPARE(job(s, "eval-70b").startDay, 20.0);
        QCOMPARE(job(s, "eval-70b").kind, std::string("inference"));
        QVERIFY(job(s, "eval-70b").endDay < 21);
        QCOMPARE(s.diagnostics.size(), std::size_t(1));
        QCOMPARE(s.diagnostics[0].code, std::string("schedule.deadline_missed"));
    }

    void aTeamAtItsQuotaWaits()
    {
        const Schedule s = scheduleOf(lab());
        // Research may hold 64 GPUs: the QLoRA run's 8 keep the 64-GPU code SFT waiting from
        // its earliest start (day 10) until the QLoRA run ends.
        const ScheduledJob &code = job(s, "sft-code-8b");
        const ScheduledJob &legal = job(s, "qlora-legal-70b");
        QCOMPARE(code.waitReason, std::string("schedule.wait.quota"));
        QCOMPARE(code.waitDetail, std::string("Research")); // the team's name
        QCOMPARE(code.startDay, legal.endDay);
        QCOMPARE(code.waitDays(), legal.endDay - 10.0);
        QVERIFY(code.deadlineMet);
        const TeamSummary &research = s.teams[2];
        QCOMPARE(research.id, std::string("research"));
        QCOMPARE(research.queueWaitDays, code.waitDays() / 3); // the QLoRA and eval: no wait
        // Without the quota it starts on its earliest day.
        Design open = lab();
        open.portfolio->teams[2].quotaGpus = 0;
        QCOMPARE(job(scheduleOf(open), "sft-code-8b").startDay, 10.0);
    }

    void utilisationIsBusyOverArrivedServerDays()
    {
        const Schedule s = scheduleOf(lab());
        QCOMPARE(s.utilisation.size(), std::size_t(1));
        const IslandUtilisation &u = s.utilisation[0];
        QCOMPARE(u.servers, 32);
        QCOMPARE(int(u.weeks.size()), int(std::ceil(s.horizonDays / 7)));
        // Week 1: the chat fleet's one server (busy every hour of its curve) and the fine-tunes'
        // 4 + 2 + 1 servers, of the 16 that have arrived.
        QCOMPARE(u.weeks[0], 8.0 / 16.0);
        // Once the pre-train runs on 16 of the 32, with the chat fleet's one: 17 / 32.
        QCOMPARE(u.weeks[10], 17.0 / 32.0);
    }

    void theNextPhaseBringsEveryDeadlineInAtP90()
    {
        const Schedule s = scheduleOf(lab());
        QVERIFY(s.nextPhase);
        const NextPhase &p = *s.nextPhase;
        QCOMPARE(p.server, std::string("dgx-h100"));
        QCOMPARE(p.gpus, p.servers * 8);
        QCOMPARE(p.jobsFixed, std::vector<std::string> {"pretrain-70b"});
        QVERIFY(p.servers >= 1 && p.servers <= 16);
        QVERIFY(p.arriveByDay > 0 && p.arriveByDay < 45);
        const DesignLedger L = evaluateDesign(lab(), bundledCatalog());
        QCOMPARE(p.capexUsd, p.servers * L.cost.capexUsd / 32);
        // Brought forward to day 0, the second phase fixes it too: nothing more to buy.
        Design early = lab();
        early.portfolio->phases[0].arrivalDay = 0;
        const Schedule fixed = scheduleOf(early);
        QCOMPARE(job(fixed, "pretrain-70b").startDay, 0.0);
        QVERIFY(job(fixed, "pretrain-70b").deadlineMetP90);
        QVERIFY(!fixed.nextPhase);
    }

    void theCloudTakesWhatMissesItsDeadline()
    {
        Design d = lab();
        d.portfolio->cloud.allowed = true;
        const Schedule s = scheduleOf(d);
        const ScheduledJob &pretrain = job(s, "pretrain-70b");
        QVERIFY(pretrain.cloud);
        QCOMPARE(pretrain.island, std::string("cloud"));
        QCOMPARE(pretrain.cloudReason, std::string("schedule.cloud.late"));
        QCOMPARE(pretrain.startDay, 0.0);
        QVERIFY(pretrain.deadlineMetP90);
        QCOMPARE(s.cloud.jobs, std::vector<std::string> {"pretrain-70b"});
        QCOMPARE(s.cloud.gpuHours, 128 * pretrain.endDay * 24);
        // The site's cloud price for the H100 (2.99 USD per GPU-hour).
        QVERIFY(s.cloud.costUsd);
        QCOMPARE(*s.cloud.costUsd, s.cloud.gpuHours * 2.99);
        // Spot capacity is cheaper to ask for and slower: its interruptions cost goodput.
        d.portfolio->cloud.interruptionsPerDay = 4;
        const Schedule spot = scheduleOf(d);
        QVERIFY(job(spot, "pretrain-70b").endDay > pretrain.endDay);
    }

    void aPreemptibleJobBorrowsServingsIdleServers()
    {
        Design d = lab();
        // The chat fleet at ten times the load holds most of phase 1 at its peak; overnight
        // (25 % or less of the peak) much of it is idle.
        *d.serving[0].requestsPerS *= 10;
        PortfolioJob &legal = jobIn(d, "qlora-legal-70b");
        legal.gpus = 32;
        const Schedule s = scheduleOf(d);
        const ScheduledJob &borrowed = job(s, "qlora-legal-70b");
        QVERIFY(borrowed.borrowedDayShare);
        QVERIFY(*borrowed.borrowedDayShare >= 0.25 && *borrowed.borrowedDayShare < 1);
        QCOMPARE(borrowed.startDay, 0.0);
        // It runs only in the idle hours: its GPU-hours are the work, its days stretched.
        QCOMPARE(borrowed.gpuHours * *borrowed.borrowedDayShare,
                 borrowed.gpus * (borrowed.endDay - borrowed.startDay) * 24
                     * *borrowed.borrowedDayShare * *borrowed.borrowedDayShare);
        legal.preemptible = false;
        QVERIFY(!job(scheduleOf(d), "qlora-legal-70b").borrowedDayShare);
    }

    void aWeeklyCurveLeavesTheWeekendIdle()
    {
        Design d = lab();
        *d.serving[0].requestsPerS *= 10;
        PortfolioJob &legal = jobIn(d, "qlora-legal-70b");
        legal.gpus = 32;
        const double daily = *job(scheduleOf(d), "qlora-legal-70b").borrowedDayShare;
        // The same weekdays, and a weekend at a fifth of the peak: more of the week is idle.
        std::vector<double> week;
        for (int day = 0; day < 7; ++day)
            for (int h = 0; h < 24; ++h)
                week.push_back(day < 5 ? d.serving[0].loadCurve[std::size_t(h)] : 0.2);
        d.serving[0].loadCurve = week;
        const Schedule s = scheduleOf(d);
        const double weekly = *job(s, "qlora-legal-70b").borrowedDayShare;
        QVERIFY2(weekly > daily, qPrintable(QStringLiteral("%1 %2").arg(weekly).arg(daily)));
        // 48 of the week's 168 hours at the weekend level: the share moves by at most their part.
        QVERIFY(weekly - daily <= 48.0 / 168 + 1e-9);
        // The file keeps the week.
        const DesignLoadResult again
            = DesignReader::readText(DesignWriter::toText(d), bundledCatalog());
        QVERIFY(again.ok());
        QCOMPARE(again.design->serving[0].loadCurve.size(), std::size_t(168));
        QVERIFY(hasLoadError(
            errorsAfter("\"load_curve\": [\n        0.25,", "\"load_curve\": [0.5, 0.5,"),
            "/serving/0/load_curve", "or 168 (a week from Monday 00:00), got 25"));
    }

    void equalPrioritiesGoByFairShare()
    {
        Design d = lab();
        // Two jobs of equal priority that cannot both run: the team that has used less per
        // share goes first. Product's first SFT has run; research has used nothing yet.
        PortfolioJob a = jobIn(d, "sft-chat-8b");
        a.id = "product-first";
        PortfolioJob b = a;
        b.id = "product-second";
        b.earliestStartDay = 1;
        b.gpus = 120;
        PortfolioJob c = b;
        c.id = "research-one";
        c.team = "research";
        c.gpus = 64;
        d.portfolio->teams[2].quotaGpus = 0;
        d.portfolio->jobs = {a, b, c};
        d.portfolio->jobs[0].gpus = 120;
        const Schedule s = scheduleOf(d);
        QCOMPARE(job(s, "product-first").startDay, 0.0);
        QVERIFY(job(s, "research-one").startDay < job(s, "product-second").startDay);
    }

    void tooLargeOrUnknownIslandsSayWhy()
    {
        Design d = lab();
        jobIn(d, "sft-chat-8b").gpus = 512;
        jobIn(d, "lora-support-70b").island = "island:nowhere";
        const Schedule s = scheduleOf(d);
        QCOMPARE(job(s, "sft-chat-8b").reason, std::string("schedule.too_large"));
        QCOMPARE(job(s, "lora-support-70b").reason, std::string("schedule.no_island"));
        QVERIFY(!job(s, "sft-chat-8b").deadlineMet);
    }

    void aTeamThatHasStartedItsGpuHoursWaitsForTheNextPeriod()
    {
        // Research's GPU-hours, not its GPUs: a quota both its jobs fit in alone, not together.
        Design hours = lab();
        PortfolioTeam &research = hours.portfolio->teams[2];
        research.quotaGpus = 0;
        const Schedule open = scheduleOf(hours);
        const double legalHours = job(open, "qlora-legal-70b").gpuHours;
        const double codeHours = job(open, "sft-code-8b").gpuHours;
        QVERIFY(legalHours > 0 && codeHours > 0);
        research.quotaGpuHours = std::max(legalHours, codeHours) * 1.01;
        research.quotaPeriodDays = 30;
        QVERIFY(legalHours + codeHours > research.quotaGpuHours);
        const Schedule s = scheduleOf(hours);
        // The QLoRA run starts on day 0 and spends the period's hours; the code SFT, eligible on
        // day 10, waits for day 30 when the next period starts.
        QCOMPARE(job(s, "qlora-legal-70b").startDay, 0.0);
        const ScheduledJob &code = job(s, "sft-code-8b");
        QCOMPARE(code.waitReason, std::string("schedule.wait.quota_hours"));
        QCOMPARE(code.waitDetail, std::string("Research"));
        QCOMPARE(code.startDay, 30.0);
        // A longer period keeps it waiting longer; a quota below one job's hours refuses it.
        research.quotaPeriodDays = 40;
        QCOMPARE(job(scheduleOf(hours), "sft-code-8b").startDay, 40.0);
        research.quotaGpuHours = codeHours * 0.5;
        QCOMPARE(job(scheduleOf(hours), "sft-code-8b").reason,
                 std::string("schedule.over_quota_hours"));
        // Written and read back as given.
        const DesignLoadResult back
            = DesignReader::readText(DesignWriter::toText(hours), bundledCatalog());
        QVERIFY(back.ok());
        QCOMPARE(back.design->portfolio->teams[2], research);
    }

    void aJobThatAsksForAGpuRunsOnlyWhereThereIsOne()
    {
        // The lab's islands are H100: a job held to them runs as before, one held to A100s finds
        // no island and says so.
        Design held = lab();
        jobIn(held, "sft-chat-8b").gpu = "h100-sxm5-80gb";
        QCOMPARE(job(scheduleOf(held), "sft-chat-8b").startDay,
                 job(scheduleOf(lab()), "sft-chat-8b").startDay);
        jobIn(held, "sft-chat-8b").gpu = "a100-sxm4-80gb";
        const Schedule withoutA100 = scheduleOf(held);
        const ScheduledJob &none = job(withoutA100, "sft-chat-8b");
        QVERIFY(!none.ran());
        QCOMPARE(none.reason, std::string("schedule.no_gpu"));
        // Written and read back; a GPU the catalog lacks is refused where it is named.
        const DesignLoadResult back
            = DesignReader::readText(DesignWriter::toText(held), bundledCatalog());
        QVERIFY(back.ok());
        QCOMPARE(*back.design->portfolio->jobs[1].gpu, std::string("a100-sxm4-80gb"));
        QVERIFY(hasLoadError(
            errorsAfter("\"id\": \"sft-chat-8b\"", "\"id\": \"sft-chat-8b\", \"gpu\": \"h900\""),
            "/portfolio/jobs/1/gpu", "unknown GPU \"h900\""));
    }

    void edgesTheReviewFound()
    {
        // A deadline that is not a whole day: the arrival search still ends.
        Design half = lab();
        jobIn(half, "pretrain-70b").deadlineDay = 120.5;
        const Schedule s = scheduleOf(half);
        QVERIFY(s.nextPhase);
        QVERIFY(s.nextPhase->arriveByDay <= 120.5);
        // A quota counts whole servers: 12 GPUs take two 8-GPU DGX, over a 12-GPU quota.
        Design quota = lab();
        quota.portfolio->teams[2].quotaGpus = 12;
        jobIn(quota, "qlora-legal-70b").gpus = 12;
        QCOMPARE(job(scheduleOf(quota), "qlora-legal-70b").reason,
                 std::string("schedule.over_quota"));
        // A rack a phase names, deleted: the save leaves it out of the phase and loads again.
        Design removed = lab();
        std::erase_if(removed.devices, [](const Device &d) { return d.rack == "rack-16"; });
        std::erase_if(removed.links, [&](const Link &l) {
            return !removed.findDevice(l.a.device) || !removed.findDevice(l.b.device);
        });
        std::erase_if(removed.racks, [](const Rack &r) { return r.id == "rack-16"; });
        std::string error;
        const auto text = DesignWriter::checkedText(removed, bundledCatalog(), &error);
        QVERIFY2(text, error.c_str());
        const DesignLoadResult back = DesignReader::readText(*text, bundledCatalog());
        QVERIFY(back.ok());
        QCOMPARE(back.design->portfolio->phases[0].racks.size(), std::size_t(7));
    }

    void theScheduleIsDeterministicAndItsJsonKeepsTheContract()
    {
        const auto a = scheduleJson(scheduleOf(lab()));
        const auto b = scheduleJson(scheduleOf(lab()));
        QCOMPARE(a.dump(), b.dump());
        for (const char *key : {"jobs", "utilisation", "queue_wait_days", "next_phase", "cloud"})
            QVERIFY2(a.contains(key), key);
        for (const auto &j : a["jobs"])
            for (const char *key : {"id", "team", "kind", "gpus", "start_day", "end_day",
                                    "end_day_p10", "end_day_p90", "deadline_day", "deadline_met"})
                QVERIFY2(j.contains(key), key);
        QVERIFY(a["next_phase"].contains("capex"));
        QVERIFY(a["queue_wait_days"].contains("research"));
    }

    void thePortfolioRoundTripsAndOlderFilesHaveNone()
    {
        const Design d = lab();
        const DesignLoadResult again
            = DesignReader::readText(DesignWriter::toText(d), bundledCatalog());
        QVERIFY(again.ok());
        QCOMPARE(*again.design->portfolio, *d.portfolio);
        QCOMPARE(again.design->serving[0].loadCurve.size(), std::size_t(24));
        QCOMPARE(*again.design->serving[0].team, std::string("product"));
        QVERIFY(!exampleDesign("superpod-1su-h100").portfolio);
    }

    void badPortfoliosAreRefusedWithWhere()
    {
        QVERIFY(hasLoadError(errorsAfter("\"team\": \"research\"", "\"team\": \"legal\""),
                             "/portfolio/jobs/3/team", "unknown team \"legal\""));
        QVERIFY(hasLoadError(errorsAfter("\"rack-9\"", "\"rack-99\""),
                             "/portfolio/phases/0/racks/0", "expected the id of a rack"));
        QVERIFY(hasLoadError(errorsAfter("\"load_curve\": [\n        0.25,", "\"load_curve\": ["),
                             "/serving/0/load_curve", "expected 24 hourly shares"));
        QVERIFY(
            hasLoadError(errorsAfter("\"team\": \"product\"\n    }", "\"team\": \"sales\"\n    }"),
                         "/serving/0/team", "unknown team \"sales\""));
        QVERIFY(hasLoadError(
            errorsAfter("\"earliest_start_day\": 10.0", "\"earliest_start_day\": 50.0"),
            "/portfolio/jobs/3/deadline_day", "after earliest_start_day"));
        QVERIFY(hasLoadError(errorsAfter("\"id\": \"sft-chat-8b\"", "\"id\": \"pretrain-70b\""),
                             "/portfolio/jobs/1/id", "duplicate job id"));
        QVERIFY(hasLoadError(
            errorsAfter("\"allowed\": false", "\"allowed\": false, \"interruptions_per_day\": -1"),
            "/portfolio/cloud/interruptions_per_day", "from 0 to 100"));
        QVERIFY(hasLoadError(errorsAfter("\"quota_gpus\": 64", "\"quota_gpu_hours\": -5"),
                             "/portfolio/teams/2/quota_gpu_hours", "GPU-hours from 0 to 1e10"));
        QVERIFY(hasLoadError(errorsAfter("\"quota_gpus\": 64",
                                         "\"quota_gpu_hours\": 5000, \"quota_period_days\": 0"),
                             "/portfolio/teams/2/quota_period_days", "days from 1 to 3650"));
    }
};

QTEST_GUILESS_MAIN(TestSchedule)
#include "tst_schedule.moc"
