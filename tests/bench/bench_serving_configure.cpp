// SPDX-License-Identifier: GPL-3.0-or-later
// Serving configurator benchmark (issue 27), two cases, each searching every engine that runs on
// each card x TP / EP x aggregated or disaggregated, each layout sized and checked:
//   deepseek  DeepSeek-V3 (FP8) at 40 requests/s, 2,048 in / 512 out, P90 TTFT 2 s, P99 TPOT
//             100 ms, over eight cards;
//   llama70b  Llama 3 70B (BF16) at 20 requests/s, 1,024 in / 256 out, P90 TTFT 1 s, P99 TPOT
//             50 ms, over H100, H200, H20, 910B and 4090 (the issue's own case).
// Prints the layouts sized, the pick and the wall time per case; asserts nothing. Target: each
// under 30 s on 2 cores.
//   build/ci/tests/bench_serving_configure [deepseek|llama70b|all] [gpu,gpu,...]
#include "catalog/catalogloader.h"
#include "engine/efficiency.h"
#include "engine/modelshape.h"
#include "resourcepaths.h"
#include "serving/servingconfigurator.h"
#include "serving/servingcost.h"

#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>

namespace {

struct Case
{
    const char *name;
    const char *model;
    cl::QuantFormat weights;
    int input, output;
    double rps, ttftP90S, tpotP99S;
    const char *gpus;
};

const Case kCases[] = {
    {"deepseek", "deepseek-v3", cl::QuantFormat::FP8, 2048, 512, 40, 2.0, 0.100,
     "h100-sxm5-80gb,h200-sxm-141gb,h800-sxm5-80gb,h20-96gb,b200-sxm-180gb,mi300x,ascend-910b,"
     "ascend-910c"},
    {"llama70b", "llama-3-70b", cl::QuantFormat::BF16, 1024, 256, 20, 1.0, 0.050,
     "h100-sxm5-80gb,h200-sxm-141gb,h20-96gb,ascend-910b,rtx-4090"},
};

int runCase(const cl::Catalog &catalog, const Case &k, const std::string &gpus)
{
    cl::ConfigureRequest q;
    cl::ModelSpec spec;
    spec.preset = k.model;
    q.base.shape = *cl::resolveModel(spec, catalog);
    if (const cl::ModelPreset *preset = catalog.modelPreset(k.model); preset && preset->kvLoraRank)
        q.base.mla = cl::LatentAttention {preset->kvLoraRank, preset->ropeHeadDim};
    q.base.precision = {k.weights, k.weights, cl::QuantFormat::BF16};
    q.base.inputTokens = k.input;
    q.base.outputTokens = k.output;
    q.base.requestsPerS = k.rps;
    q.base.percentileTargets.ttftP90S = k.ttftP90S;
    q.base.percentileTargets.tpotP99S = k.tpotP99S;
    std::stringstream in(gpus);
    for (std::string id; std::getline(in, id, ',');) {
        const cl::GpuModel *gpu = catalog.gpu(id);
        if (!gpu) {
            std::fprintf(stderr, "no catalog GPU %s\n", id.c_str());
            return 2;
        }
        cl::ConfigureCandidate c;
        c.gpu = gpu;
        c.usdPerGpuHour = cl::ownedUsdPerGpuHour(catalog, *gpu, {});
        c.wattsPerGpu = cl::servingWattsPerGpu(catalog, *gpu);
        const cl::ServingFabric f = cl::servingFabric(catalog, *gpu);
        c.scaleOutBytesPerS = f.scaleOutBytesPerS;
        c.gpusPerServer = f.gpusPerServer;
        c.profile = cl::defaultProfileFor(*gpu);
        q.candidates.push_back(c);
    }
    const auto start = std::chrono::steady_clock::now();
    const cl::ConfigureResult r = cl::configureServing(q);
    const double ms
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    std::printf("%s: %zu candidates, %d layouts sized: %.0f ms\n", k.name, q.candidates.size(),
                r.evaluated, ms);
    if (r.picked) {
        const cl::ConfiguredOption &o = r.options.front();
        std::printf("  pick: %s, %d GPUs, %.1f USD/h\n", cl::configuredLabel(o).c_str(), o.gpus,
                    o.usdPerHour.value_or(0));
    } else {
        std::printf("  no layout meets the targets\n");
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    cl::CatalogLoadReport report;
    cl::Catalog catalog;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), catalog, report, false);
    const std::string which = argc > 1 ? argv[1] : "all";
    int ran = 0;
    for (const Case &k : kCases) {
        if (which != "all" && which != k.name)
            continue;
        ++ran;
        if (const int rc = runCase(catalog, k, argc > 2 ? argv[2] : k.gpus))
            return rc;
    }
    if (!ran) {
        std::fprintf(stderr, "no case %s (deepseek, llama70b, all)\n", which.c_str());
        return 2;
    }
    return 0;
}
