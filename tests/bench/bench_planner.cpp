// SPDX-License-Identifier: GPL-3.0-or-later
// Planner benchmark (issue 31): the layout search on the cases the issue names, each run several
// times; prints one JSON line per case with the layouts considered and evaluated, the median
// wall time and layouts per second. Asserts nothing.
//   build/ci/tests/bench_planner [gpt3|deepseek|llama405b|superpod|deepseek16k|gpt3-16k|
//                                 llama405b-128k|all] [runs]
#include "catalog/catalogloader.h"
#include "engine/clusterspec.h"
#include "engine/efficiency.h"
#include "engine/modelshape.h"
#include "engine/planner.h"
#include "resourcepaths.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {

struct Case
{
    const char *name, *model, *gpu;
    int gpus, seq, batch;
};

// size-check: data table
constexpr Case kCases[] = {
    {"gpt3", "gpt3-175b", "h100-sxm5-80gb", 4096, 2048, 1536},
    {"deepseek", "deepseek-v3", "h800-sxm5-80gb", 2048, 4096, 15360},
    {"llama405b", "llama-3-405b", "h100-sxm5-80gb", 16384, 8192, 2048},
    // The SuperPOD example's run: what a cold evaluate of it (and of its replicated halls) plans.
    {"superpod", "llama-2-70b", "h100-sxm5-80gb", 256, 4096, 1024},
    // Larger spaces: DeepSeek-V3's at 16,384 GPUs passes a million layouts (EP by every divisor).
    {"deepseek16k", "deepseek-v3", "h800-sxm5-80gb", 16384, 4096, 15360},
    {"gpt3-16k", "gpt3-175b", "h100-sxm5-80gb", 16384, 2048, 6144},
    {"llama405b-128k", "llama-3-405b", "h100-sxm5-80gb", 16384, 131072, 128},
};

int runCase(const cl::Catalog &catalog, const Case &k, int runs)
{
    const cl::GpuModel *gpu = catalog.gpu(k.gpu);
    const auto shape = cl::resolveModel(cl::ModelSpec {std::string(k.model), {}, {}, {}}, catalog);
    if (!gpu || !shape) {
        std::fprintf(stderr, "bench_planner: %s or %s is not in the catalog\n", k.gpu, k.model);
        return 2;
    }
    cl::TrainingJob job;
    job.shape = *shape;
    job.tokens = 1e12;
    job.sequenceLength = k.seq;
    job.globalBatch = k.batch;
    job.precision = cl::Precision::BF16;
    const cl::ClusterSpec cluster
        = cl::makeClusterSpec(*gpu, k.gpus, 8, *cl::findNetworkPreset(cl::defaultNetworkFor(*gpu)),
                              cl::defaultProfileFor(*gpu));
    std::vector<double> ms;
    cl::PlanResult plan;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        plan = cl::planTraining(job, cluster);
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    std::string best = "none";
    if (plan.best) {
        const cl::ParallelLayout &L = plan.best->layout;
        best = "TP" + std::to_string(L.tp) + " PP" + std::to_string(L.pp) + " DP"
               + std::to_string(L.dp) + " EP" + std::to_string(L.ep) + " mb"
               + std::to_string(L.microBatch) + " v" + std::to_string(L.interleave);
    }
    std::printf("{\"case\": \"%s\", \"gpus\": %d, \"configs_considered\": %lld, "
                "\"configs_pruned\": %lld, \"configs_evaluated\": %lld, \"median_ms\": %.1f, "
                "\"layouts_per_s\": %.0f, "
                "\"best\": \"%s\"}\n",
                k.name, k.gpus, plan.configsConsidered, plan.configsPruned, plan.configsEvaluated,
                median, double(plan.configsConsidered) / (median / 1000.0), best.c_str());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string which = argc > 1 ? argv[1] : "all";
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    cl::CatalogLoadReport report;
    cl::Catalog catalog;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), catalog, report, false);
    bool any = false;
    for (const Case &k : kCases) {
        if (which != "all" && which != k.name)
            continue;
        any = true;
        if (const int rc = runCase(catalog, k, runs))
            return rc;
    }
    if (!any) {
        std::fprintf(stderr,
                     "bench_planner: no case %s (gpt3, deepseek, llama405b, superpod, deepseek16k, "
                     "gpt3-16k, llama405b-128k, all)\n",
                     which.c_str());
        return 2;
    }
    return 0;
}
