// SPDX-License-Identifier: GPL-3.0-or-later
#include "portfoliojson.h"

#include "catalog/catalog.h"
#include "io/fieldrules.h"
#include "io/moneyjson.h"
#include "model/limits.h"
#include "text/printf.h"

#include <algorithm>
#include <set>

namespace cl {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

namespace {

/** An array member of at most `ceiling` items; nullptr when absent (and not required) or refused.
 */
const json *boundedList(JsonReader &r, const json &v, const std::string &p, std::string_view key,
                        std::size_t ceiling, bool required)
{
    const json *a = r.array(v, p, key, required);
    if (a && a->size() > ceiling) {
        r.error(JsonReader::child(p, key), "expected at most " + std::to_string(ceiling)
                                               + " items, got " + std::to_string(a->size()));
        return nullptr;
    }
    return a;
}

PortfolioTeam readTeam(JsonReader &r, const json &v, const std::string &p)
{
    PortfolioTeam t;
    if (!r.object(v, p,
                  {"id", "name", "share", "quota_gpus", "quota_gpu_hours", "quota_period_days"}))
        return t;
    t.id = r.identifier(v, p, "id").value_or("");
    t.name = r.name(v, p, "name", t.id);
    t.share = r.number(v, p, "share", rules::kTeamShare, 1.0);
    t.quotaGpus = int(r.integer(v, p, "quota_gpus", 0, limits::kMaxGpus, 0));
    t.quotaGpuHours = r.number(v, p, "quota_gpu_hours", rules::kQuotaGpuHours, 0.0);
    t.quotaPeriodDays = r.number(v, p, "quota_period_days", rules::kQuotaPeriodDays, 30.0);
    return t;
}

HardwarePhase readPhase(JsonReader &r, const json &v, const std::string &p,
                        const std::unordered_set<std::string> &rackIds)
{
    HardwarePhase h;
    if (!r.object(v, p, {"name", "arrival_day", "racks"}))
        return h;
    h.name = r.name(v, p, "name", std::string());
    h.arrivalDay = r.number(v, p, "arrival_day", rules::kScheduleDay).value_or(0);
    const std::string rp = JsonReader::child(p, "racks");
    if (const json *a = boundedList(r, v, p, "racks", limits::kMaxRacks, true)) {
        for (std::size_t i = 0; i < a->size(); ++i) {
            const json &id = (*a)[i];
            if (!id.is_string() || !rackIds.count(id.get<std::string>()))
                r.error(JsonReader::child(rp, i),
                        "expected the id of a rack in /racks, got " + JsonReader::describe(id));
            else
                h.racks.push_back(id.get<std::string>());
        }
    }
    return h;
}

/** An inference job's served model (version 16): a /serving object. Its island and team are the
 *  job's own fields, and a batch runs at full throughput with no load or latency of its own, so
 *  those keys are refused where a reader of the file could think they count. */
void readInference(JsonReader &r, const json &v, const std::string &p,
                   const JobPartReaders &readers, PortfolioJob &j)
{
    const std::string ip = JsonReader::child(p, "inference");
    const json &served = v["inference"];
    BatchInference b;
    b.serving = readers.serving(served, ip);
    for (const char *key : {"island", "team"})
        if (served.is_object() && served.contains(key))
            r.error(JsonReader::child(ip, key), std::string("expected no ") + key
                                                    + " in an inference job: the job's own " + key
                                                    + " says it");
    for (const char *key : {"load_curve", "concurrency", "requests_per_s", "ttft_ms", "tpot_ms",
                            "ttft_p90_ms", "tpot_p99_ms"})
        if (served.is_object() && served.contains(key))
            r.error(JsonReader::child(ip, key),
                    std::string("expected no ") + key
                        + " in an inference job: a batch runs at full throughput");
    b.requests = r.number(v, p, "requests", rules::kBatchRequests).value_or(b.requests);
    j.inference = std::move(b);
}

PortfolioJob readJob(JsonReader &r, const json &v, const std::string &p, const Catalog &catalog,
                     const JobPartReaders &readers)
{
    PortfolioJob j;
    if (!r.object(v, p,
                  {"id", "name", "team", "gpus", "priority", "earliest_start_day", "deadline_day",
                   "island", "gpu", "preemptible", "workload", "inference", "requests"}))
        return j;
    j.id = r.identifier(v, p, "id").value_or("");
    j.name = r.name(v, p, "name", j.id);
    j.team = r.identifier(v, p, "team").value_or("");
    j.gpus = int(r.integer(v, p, "gpus", 1, limits::kMaxGpus, 8));
    j.priority = int(r.integer(v, p, "priority", -1000, 1000, 0));
    j.earliestStartDay = r.number(v, p, "earliest_start_day", rules::kScheduleDay, 0.0);
    j.deadlineDay = r.optionalNumber(v, p, "deadline_day", rules::kDeadlineDays);
    if (j.deadlineDay && *j.deadlineDay <= j.earliestStartDay)
        r.error(JsonReader::child(p, "deadline_day"), "expected a day after earliest_start_day ("
                                                          + formatText("%g", j.earliestStartDay)
                                                          + ")");
    if (v.contains("island"))
        j.island = readIslandRef(r, v, p);
    if (v.contains("gpu")) {
        j.gpu = r.identifier(v, p, "gpu");
        if (j.gpu && !catalog.gpu(*j.gpu))
            r.error(JsonReader::child(p, "gpu"),
                    "unknown GPU \"" + *j.gpu + "\": expected a catalog GPU id");
    }
    j.preemptible = r.boolean(v, p, "preemptible", false);
    // A training job holds a workload, an inference job (version 16) a served model and a count.
    const bool inference = v.contains("inference");
    if (inference && v.contains("workload"))
        r.error(p, "expected a workload or an inference, not both");
    else if (!inference && v.contains("requests"))
        r.error(JsonReader::child(p, "requests"),
                "expected requests only with an inference (a batch-inference job)");
    if (inference)
        readInference(r, v, p, readers, j);
    else if (const json *w = r.member(v, p, "workload", true))
        readers.workload(*w, JsonReader::child(p, "workload"), j.workload);
    return j;
}

void readCloud(JsonReader &r, const json &v, const std::string &p, const Site &site, CloudBurst &c)
{
    if (!r.object(v, p, {"allowed", "price_per_gpu_hour", "interruptions_per_day"}))
        return;
    c.allowed = r.boolean(v, p, "allowed", false);
    if (const json *m = r.member(v, p, "price_per_gpu_hour", false))
        c.pricePerGpuHour = readMoneyJson(r, *m, JsonReader::child(p, "price_per_gpu_hour"), site,
                                          rules::kCloudGpuHourUsd);
    c.interruptionsPerDay = r.number(v, p, "interruptions_per_day", rules::kInterruptionsPerDay, 0);
}

/** Ids unique within their list, and every team a job or fleet names in the team list. */
void checkReferences(JsonReader &r, const std::string &p, const Portfolio &f)
{
    std::set<std::string> teams, jobs;
    for (std::size_t i = 0; i < f.teams.size(); ++i) {
        if (!f.teams[i].id.empty() && !teams.insert(f.teams[i].id).second)
            r.error(JsonReader::child(JsonReader::child(JsonReader::child(p, "teams"), i), "id"),
                    "duplicate team id \"" + f.teams[i].id + "\"");
    }
    for (std::size_t i = 0; i < f.jobs.size(); ++i) {
        const std::string jp = JsonReader::child(JsonReader::child(p, "jobs"), i);
        if (!f.jobs[i].id.empty() && !jobs.insert(f.jobs[i].id).second)
            r.error(JsonReader::child(jp, "id"), "duplicate job id \"" + f.jobs[i].id + "\"");
        if (!f.jobs[i].team.empty() && !teams.count(f.jobs[i].team))
            r.error(JsonReader::child(jp, "team"),
                    "unknown team \"" + f.jobs[i].team + "\": expected an id in " + p + "/teams");
    }
}

} // namespace

std::optional<std::string> readIslandRef(JsonReader &r, const json &v, const std::string &p)
{
    auto island = r.string(v, p, "island");
    if (island
        && (island->rfind("island:", 0) != 0 || island->size() < 8
            || island->size() > 7 + limits::kMaxIdBytes)) {
        r.error(JsonReader::child(p, "island"),
                "expected \"island:\" followed by a server id, got \"" + *island + "\"");
        return std::nullopt;
    }
    return island;
}

Portfolio readPortfolioJson(JsonReader &r, const json &v, const std::string &p, const Site &site,
                            const Catalog &catalog, const std::unordered_set<std::string> &rackIds,
                            const JobPartReaders &readers)
{
    Portfolio f;
    if (!r.object(v, p, {"teams", "phases", "jobs", "cloud"}))
        return f;
    if (const json *a = boundedList(r, v, p, "teams", limits::kMaxPortfolioTeams, true))
        for (std::size_t i = 0; i < a->size(); ++i)
            f.teams.push_back(
                readTeam(r, (*a)[i], JsonReader::child(JsonReader::child(p, "teams"), i)));
    if (const json *a = boundedList(r, v, p, "phases", limits::kMaxHardwarePhases, false))
        for (std::size_t i = 0; i < a->size(); ++i)
            f.phases.push_back(readPhase(
                r, (*a)[i], JsonReader::child(JsonReader::child(p, "phases"), i), rackIds));
    if (const json *a = boundedList(r, v, p, "jobs", limits::kMaxPortfolioJobs, true))
        for (std::size_t i = 0; i < a->size(); ++i)
            f.jobs.push_back(readJob(r, (*a)[i], JsonReader::child(JsonReader::child(p, "jobs"), i),
                                     catalog, readers));
    if (const json *c = r.member(v, p, "cloud", false))
        readCloud(r, *c, JsonReader::child(p, "cloud"), site, f.cloud);
    checkReferences(r, p, f);
    return f;
}

ojson portfolioJson(const Portfolio &f, const JobPartWriters &writers)
{
    ojson j;
    ojson teams = ojson::array();
    for (const PortfolioTeam &t : f.teams) {
        ojson o {{"id", t.id}, {"name", t.name}, {"share", t.share}};
        if (t.quotaGpus > 0)
            o["quota_gpus"] = t.quotaGpus;
        if (t.quotaGpuHours > 0) {
            o["quota_gpu_hours"] = t.quotaGpuHours;
            o["quota_period_days"] = t.quotaPeriodDays;
        }
        teams.push_back(o);
    }
    j["teams"] = teams;
    if (!f.phases.empty()) {
        ojson phases = ojson::array();
        for (const HardwarePhase &h : f.phases)
            phases.push_back({{"name", h.name}, {"arrival_day", h.arrivalDay}, {"racks", h.racks}});
        j["phases"] = phases;
    }
    ojson jobs = ojson::array();
    for (const PortfolioJob &x : f.jobs) {
        ojson o {
            {"id", x.id},     {"name", x.name},         {"team", x.team},
            {"gpus", x.gpus}, {"priority", x.priority}, {"earliest_start_day", x.earliestStartDay}};
        if (x.deadlineDay)
            o["deadline_day"] = *x.deadlineDay;
        if (x.island)
            o["island"] = *x.island;
        if (x.gpu)
            o["gpu"] = *x.gpu;
        if (x.preemptible)
            o["preemptible"] = true;
        if (x.inference) {
            o["inference"] = writers.serving(x.inference->serving);
            o["requests"] = x.inference->requests;
        } else {
            o["workload"] = writers.workload(x.workload);
        }
        jobs.push_back(o);
    }
    j["jobs"] = jobs;
    ojson cloud {{"allowed", f.cloud.allowed}};
    if (f.cloud.pricePerGpuHour)
        cloud["price_per_gpu_hour"] = moneyJson(*f.cloud.pricePerGpuHour);
    if (f.cloud.interruptionsPerDay > 0)
        cloud["interruptions_per_day"] = f.cloud.interruptionsPerDay;
    j["cloud"] = cloud;
    return j;
}

void readServingSchedule(JsonReader &r, const json &v, const std::string &p, ServingWorkload &w)
{
    if (const json *a = r.array(v, p, "load_curve", false)) {
        const std::string cp = JsonReader::child(p, "load_curve");
        if (a->size() != 24 && a->size() != 168) {
            r.error(cp, "expected 24 hourly shares of the peak load (a day) or 168 (a week from "
                        "Monday 00:00), got "
                            + std::to_string(a->size()));
        } else {
            for (std::size_t h = 0; h < a->size(); ++h) {
                const json &x = (*a)[h];
                if (!x.is_number() || !rules::kShare.accepts(x.get<double>()))
                    r.error(JsonReader::child(cp, h), "expected "
                                                          + std::string(rules::kShare.expected)
                                                          + ", got " + JsonReader::describe(x));
                else
                    w.loadCurve.push_back(x.get<double>());
            }
            if (w.loadCurve.size() == a->size()
                && *std::max_element(w.loadCurve.begin(), w.loadCurve.end()) <= 0)
                r.error(cp, "expected at least one hour above 0 (the peak is the given load)");
        }
    }
    if (v.contains("team"))
        w.team = r.identifier(v, p, "team");
}

void writeServingSchedule(const ServingWorkload &w, ojson &j)
{
    if (!w.loadCurve.empty())
        j["load_curve"] = w.loadCurve;
    if (w.team)
        j["team"] = *w.team;
}

} // namespace cl
