// SPDX-License-Identifier: GPL-3.0-or-later
// Fabric benchmark: the SuperPOD unit replicated 16 and 64 times (4,096 and 16,384 GPUs), the
// fabric built over it, and the result evaluated. Prints ms; asserts nothing. Targets: 64 units
// in at most 5 s on 2 cores, evaluate under 50 ms besides the planner (issue 13); replicate
// linear, x1024 in seconds (issue 32). `--replicate-only` times replicate alone (x1024 has
// 262,144 GPUs: the fabric and evaluate at that size are another benchmark's).
//   build/ci/tests/bench_fabric [--replicate-only] [units...]
#include "catalog/catalogloader.h"
#include "engine/ledger.h"
#include "fabric/fabricgenerator.h"
#include "io/designreader.h"
#include "model/replicate.h"
#include "resourcepaths.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

int main(int argc, char **argv)
{
    cl::CatalogLoadReport report;
    cl::Catalog bundled;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), bundled, report, false);
    const cl::Catalog *catalog = &bundled;
    auto loaded
        = cl::DesignReader::readFile(CL_EXAMPLES "/superpod-1su-h100.cluster.json", *catalog);
    if (!loaded.ok())
        return 1;
    std::vector<int> units;
    bool replicateOnly = false;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--replicate-only")
            replicateOnly = true;
        else
            units.push_back(std::max(1, std::atoi(argv[i])));
    }
    if (units.empty())
        units = replicateOnly ? std::vector<int> {256, 512, 1024} : std::vector<int> {16, 64};
    for (int n : units) {
        auto start = std::chrono::steady_clock::now();
        const cl::Design many = cl::replicateDesign(*loaded.design, n);
        std::printf("%4d units: replicate %.0f ms (%zu devices, %zu links)\n", n, msSince(start),
                    many.devices.size(), many.links.size());
        if (replicateOnly)
            continue;
        start = std::chrono::steady_clock::now();
        const cl::FabricResult r = cl::buildFabric(many, *catalog, {});
        const double buildMs = msSince(start);
        start = std::chrono::steady_clock::now();
        const cl::DesignLedger L = cl::evaluateDesign(r.design, *catalog);
        const double evaluateMs = msSince(start) - L.planMs;
        std::printf("%3d units: %6zu cables, %5d switches (%d tiers): fabric %.0f ms; evaluate "
                    "%.1f ms + plan %.1f ms\n",
                    n, r.design.links.size(), r.tiers.leaves + r.tiers.spines() + r.tiers.cores(),
                    r.tiers.tiers, buildMs, evaluateMs, L.planMs);
    }
    return 0;
}
