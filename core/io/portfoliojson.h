// SPDX-License-Identifier: GPL-3.0-or-later
// A design's portfolio in *.cluster.json (version 14): teams, hardware phases, the job queue and
// the cloud it may burst to. A job's workload is the design's own workload object, and an
// inference job's (version 16) a /serving object, read and written by the design reader and
// writer (passed in, so there is one reader of each).
#pragma once

#include "json/jsonreader.h"
#include "model/portfolio.h"
#include "model/site.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <unordered_set>

namespace cl {

class Catalog;

/** The design reader's readers of the objects a job holds. */
struct JobPartReaders
{
    std::function<void(const nlohmann::json &, const std::string &, Workload &)> workload;
    std::function<ServingWorkload(const nlohmann::json &, const std::string &)> serving;
};
struct JobPartWriters
{
    std::function<nlohmann::ordered_json(const Workload &)> workload;
    std::function<nlohmann::ordered_json(const ServingWorkload &)> serving;
};

/** `rackIds` are the design's racks, which phases name; teams and jobs refer to one another; a
 *  job's GPU is one of the catalog's. */
Portfolio readPortfolioJson(JsonReader &r, const nlohmann::json &v, const std::string &p,
                            const Site &site, const Catalog &catalog,
                            const std::unordered_set<std::string> &rackIds,
                            const JobPartReaders &readers);
nlohmann::ordered_json portfolioJson(const Portfolio &portfolio, const JobPartWriters &writers);

/** An `island` member naming a compute island ("island:<server id>"): a workload's or a job's.
 *  nullopt, with an error at its pointer, when it is not of that form. */
std::optional<std::string> readIslandRef(JsonReader &r, const nlohmann::json &v,
                                         const std::string &p);

/** A serving workload's load_curve and team (version 14). */
#define CL_SERVING_SCHEDULE_KEYS "load_curve", "team"
void readServingSchedule(JsonReader &r, const nlohmann::json &v, const std::string &p,
                         ServingWorkload &w);
void writeServingSchedule(const ServingWorkload &w, nlohmann::ordered_json &j);

} // namespace cl
