// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedulejson.h"

namespace cl {

using ojson = nlohmann::ordered_json;

namespace {

template<typename T>
ojson orNull(const std::optional<T> &x)
{
    return x ? ojson(*x) : ojson(nullptr);
}

ojson jobJson(const ScheduledJob &j)
{
    ojson o {{"id", j.id},     {"name", j.name},     {"team", j.team},  {"kind", j.kind},
             {"gpus", j.gpus}, {"island", j.island}, {"cloud", j.cloud}};
    if (!j.ran()) {
        o["reason"] = j.reason;
        o["deadline_day"] = orNull(j.deadlineDay);
        o["deadline_met"] = !j.deadlineDay.has_value();
        o["deadline_met_p90"] = !j.deadlineDay.has_value();
        o["wait_days"] = nullptr;
        return o;
    }
    o["start_day"] = j.startDay;
    o["end_day"] = j.endDay;
    o["end_day_p10"] = j.endDayP10;
    o["end_day_p90"] = j.endDayP90;
    o["deadline_day"] = orNull(j.deadlineDay);
    o["deadline_met"] = j.deadlineMet;
    o["deadline_met_p90"] = j.deadlineMetP90;
    o["wait_days"] = j.waitDays();
    o["wait_reason"] = j.waitReason.empty() ? ojson(nullptr) : ojson(j.waitReason);
    if (!j.waitDetail.empty())
        o["wait_detail"] = j.waitDetail;
    o["gpu_hours"] = j.gpuHours;
    o["mfu"] = orNull(j.mfu);
    if (j.cloud)
        o["cloud_reason"] = j.cloudReason;
    if (j.requestsPerS)
        o["requests_per_s"] = *j.requestsPerS;
    o["borrowed_day_share"] = orNull(j.borrowedDayShare);
    return o;
}

} // namespace

ojson scheduleJson(const Schedule &s)
{
    ojson jobs = ojson::array();
    for (const ScheduledJob &j : s.jobs)
        jobs.push_back(jobJson(j));
    ojson utilisation = ojson::array();
    for (const IslandUtilisation &u : s.utilisation)
        utilisation.push_back(
            {{"island", u.island}, {"label", u.label}, {"servers", u.servers}, {"weeks", u.weeks}});
    ojson waits = ojson::object();
    ojson teams = ojson::array();
    for (const TeamSummary &t : s.teams) {
        waits[t.id] = t.queueWaitDays;
        teams.push_back({{"id", t.id},
                         {"name", t.name},
                         {"share", t.share},
                         {"jobs", t.jobs},
                         {"gpu_days", t.gpuDays},
                         {"queue_wait_days", t.queueWaitDays},
                         {"deadlines_missed", t.deadlinesMissed}});
    }
    ojson next = nullptr;
    if (const auto &p = s.nextPhase)
        next = {{"island", p->island},       {"island_label", p->islandLabel},
                {"server", p->server},       {"servers", p->servers},
                {"gpus", p->gpus},           {"capex", p->capexUsd},
                {"currency", "USD"},         {"arrive_by_day", p->arriveByDay},
                {"jobs_fixed", p->jobsFixed}};
    const CloudUse &c = s.cloud;
    return {{"horizon_days", s.horizonDays},
            {"jobs", jobs},
            {"utilisation", utilisation},
            {"queue_wait_days", waits},
            {"teams", teams},
            {"next_phase", next},
            {"next_phase_not_found", s.nextPhaseNotFound},
            {"cloud",
             {{"allowed", c.allowed},
              {"gpu_hours", c.gpuHours},
              {"cost", orNull(c.costUsd)},
              {"currency", "USD"},
              {"usd_per_gpu_hour", c.usdPerGpuHour},
              {"interruptions_per_day", c.interruptionsPerDay},
              {"jobs", c.jobs}}},
            {"unreachable", s.unreachable}};
}

} // namespace cl
