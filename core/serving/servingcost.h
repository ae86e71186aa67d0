// SPDX-License-Identifier: GPL-3.0-or-later
// What a GPU-hour of serving costs when the GPUs are owned: the GPU and its share of the server
// written off over the depreciation period at the utilisation, plus its share of the server's
// power at the PUE and the electricity price. Priced from the catalog, as the ledger's cost is.
#pragma once

#include <optional>

namespace cl {

class Catalog;
struct GpuModel;

struct OwnedCostInputs
{
    double pue = 1.3;
    double electricityUsdPerKwh = 0.08;
    double depreciationYears = 5.0;
    double utilisation = 0.9;
};

/** Typical watts per GPU in service: the GPU and its share of its usual server (a server sold with
 *  its GPUs states its whole power); the GPU's board power without a server. */
double servingWattsPerGpu(const Catalog &catalog, const GpuModel &gpu);

/** What the usual server gives each GPU to reach other servers: its compute-fabric NICs'
 *  line rate over its GPU slots (bytes/s, one direction), and the GPUs one server joins. */
struct ServingFabric
{
    double scaleOutBytesPerS = 50e9; ///< 400 Gb/s per GPU where the catalog says nothing
    int gpusPerServer = 8;
};
ServingFabric servingFabric(const Catalog &catalog, const GpuModel &gpu);

/** USD per GPU-hour owned; nullopt when neither the GPU nor its usual server has a price. */
std::optional<double> ownedUsdPerGpuHour(const Catalog &catalog, const GpuModel &gpu,
                                         const OwnedCostInputs &inputs);

/** USD per million output tokens at `tokensPerSPerGpu` for a GPU-hour price. */
double usdPerMillionTokens(double usdPerGpuHour, double tokensPerSPerGpu);

} // namespace cl
