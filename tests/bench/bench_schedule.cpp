// SPDX-License-Identifier: GPL-3.0-or-later
// Schedule benchmark (issue 30): the lab-portfolio example (or FILE) evaluated, then its
// portfolio scheduled: the queue simulated, the cloud burst and the next-phase search. Prints
// the jobs, the simulations' wall time and the best of five; asserts nothing. Target: under 1 s.
//   build/ci/tests/bench_schedule [FILE]
#include "catalog/catalogloader.h"
#include "engine/ledger.h"
#include "io/designreader.h"
#include "resourcepaths.h"
#include "schedule/schedule.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

int main(int argc, char **argv)
{
    cl::CatalogLoadReport report;
    cl::Catalog catalog;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), catalog, report, false);
    const std::string path
        = argc > 1 ? argv[1] : std::string(CL_EXAMPLES) + "/lab-portfolio.cluster.json";
    const cl::DesignLoadResult loaded = cl::DesignReader::readFile(path, catalog);
    if (!loaded.ok() || !loaded.design->portfolio) {
        std::fprintf(stderr, "%s: no design with a portfolio\n", path.c_str());
        return 2;
    }
    using Ms = std::chrono::duration<double, std::milli>;
    double bestEvaluate = 1e300, bestSchedule = 1e300;
    std::size_t jobs = 0;
    for (int round = 0; round < 5; ++round) {
        const auto start = std::chrono::steady_clock::now();
        const cl::DesignLedger ledger = cl::evaluateDesign(*loaded.design, catalog);
        const auto evaluated = std::chrono::steady_clock::now();
        const cl::Schedule s = cl::scheduleDesign(*loaded.design, catalog, ledger);
        const auto done = std::chrono::steady_clock::now();
        jobs = s.jobs.size();
        bestEvaluate = std::min(bestEvaluate, Ms(evaluated - start).count());
        bestSchedule = std::min(bestSchedule, Ms(done - evaluated).count());
    }
    std::printf("%s: %zu jobs; evaluate %.1f ms, schedule %.1f ms (best of 5); target < 1000 ms "
                "together\n",
                path.c_str(), jobs, bestEvaluate, bestSchedule);
    return 0;
}
