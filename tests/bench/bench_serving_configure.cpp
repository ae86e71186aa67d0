// SPDX-License-Identifier: GPL-3.0-or-later
// Serving configurator benchmark (issue 27): DeepSeek-V3 (FP8) at 40 requests/s, 2,048 input and
// 512 output tokens, P90 TTFT 2 s and P99 TPOT 100 ms, over eight candidate cards: every engine
// that runs on each x TP / EP x aggregated or disaggregated, each sized and checked. Prints the
// layouts sized, the pick and the wall time; asserts nothing. Target: under 30 s on 2 cores.
//   build/ci/tests/bench_serving_configure [gpu,gpu,...]
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

int main(int argc, char **argv)
{
    cl::CatalogLoadReport report;
    cl::Catalog catalog;
    cl::CatalogLoader::loadDirectory(cl::bundledCatalogDir(), catalog, report, false);
    const std::string list = argc > 1 ? argv[1]
                                      : "h100-sxm5-80gb,h200-sxm-141gb,h800-sxm5-80gb,h20-96gb,"
                                        "b200-sxm-180gb,mi300x,ascend-910b,ascend-910c";
    cl::ConfigureRequest q;
    cl::ModelSpec spec;
    spec.preset = "deepseek-v3";
    q.base.shape = *cl::resolveModel(spec, catalog);
    const cl::ModelPreset *preset = catalog.modelPreset("deepseek-v3");
    q.base.mla = cl::LatentAttention {preset->kvLoraRank, preset->ropeHeadDim};
    q.base.precision = {cl::QuantFormat::FP8, cl::QuantFormat::FP8, cl::QuantFormat::BF16};
    q.base.inputTokens = 2048;
    q.base.outputTokens = 512;
    q.base.requestsPerS = 40;
    q.base.percentileTargets.ttftP90S = 2.0;
    q.base.percentileTargets.tpotP99S = 0.100;
    std::stringstream in(list);
    for (std::string id; std::getline(in, id, ',');) {
        const cl::GpuModel *gpu = catalog.gpu(id);
        if (!gpu) {
            std::fprintf(stderr, "no catalog GPU %s\n", id.c_str());
            return 2;
        }
        cl::ConfigureCandidate k;
        k.gpu = gpu;
        k.usdPerGpuHour = cl::ownedUsdPerGpuHour(catalog, *gpu, {});
        k.wattsPerGpu = cl::servingWattsPerGpu(catalog, *gpu);
        const cl::ServingFabric f = cl::servingFabric(catalog, *gpu);
        k.scaleOutBytesPerS = f.scaleOutBytesPerS;
        k.gpusPerServer = f.gpusPerServer;
        k.profile = cl::defaultProfileFor(*gpu);
        q.candidates.push_back(k);
    }
    const auto start = std::chrono::steady_clock::now();
    const cl::ConfigureResult r = cl::configureServing(q);
    const double ms
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    std::printf("%zu candidates, %d layouts sized: %.0f ms\n", q.candidates.size(), r.evaluated,
                ms);
    if (r.picked) {
        const cl::ConfiguredOption &o = r.options.front();
        std::printf("pick: %s, %d GPUs, %.1f USD/h\n", cl::configuredLabel(o).c_str(), o.gpus,
                    o.usdPerHour.value_or(0));
    } else {
        std::printf("no layout meets the targets\n");
    }
    return 0;
}
