// SPDX-License-Identifier: GPL-3.0-or-later
// Sizing benchmark (issue 14): 70B on 15T tokens within 90 days at 40 kW per rack, three GPU
// candidates, clusters up to 16,384 GPUs. Prints the options evaluated and the wall time; asserts
// nothing. Target: under 10 s on 2 cores.
//   build/ci/tests/bench_sizing [gpu,gpu,...]
#include "catalog/catalogloader.h"
#include "resourcepaths.h"
#include "sizing/sizingsearch.h"

#include <cstdio>
#include <sstream>
#include <string>

int main(int argc, char **argv)
{
    cl::CatalogLoadReport report;
    cl::Catalog catalog;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), catalog, report, false);
    std::string list = argc > 1 ? argv[1] : "h100-sxm5-80gb,h200-sxm-141gb,ascend-910b";
    cl::SizingTargets t;
    t.workload.model.parameters = 70e9;
    t.workload.tokens = 15e12;
    t.deadlineDays = 90;
    t.rackKw = 40;
    t.pue = 1.3;
    std::stringstream in(list);
    for (std::string gpu; std::getline(in, gpu, ',');) {
        const cl::GpuModel *g = catalog.gpu(gpu);
        if (!g) {
            std::fprintf(stderr, "no catalog GPU %s\n", gpu.c_str());
            return 2;
        }
        t.candidates.push_back({gpu, cl::usualServerFor(catalog, *g)});
    }
    const cl::SizingResult r = cl::searchSizing(catalog, t);
    if (!r.error.empty()) {
        std::fprintf(stderr, "%s\n", r.error.c_str());
        return 1;
    }
    std::printf("%zu candidates, %zu options up to %d GPUs, %zu sensitivity cases: %.0f ms\n",
                t.candidates.size(), r.options.size(), t.maxGpus, r.sensitivity.size(),
                r.elapsedMs);
    if (r.chosen >= 0) {
        const cl::SizingOption &o = r.options[std::size_t(r.chosen)];
        std::printf("chosen: %d x %s, %.1f days, %.1f M USD, %.2f MW, %d racks\n", o.gpus,
                    t.candidates[std::size_t(o.candidate)].gpu.c_str(), *o.trainDays,
                    o.capexUsd / 1e6, o.facilityMaxW / 1e6, o.racks);
    }
    return 0;
}
