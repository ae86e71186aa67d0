// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingcost.h"

#include "catalog/catalog.h"
#include "sizing/sizingsearch.h"

namespace cl {

namespace {
constexpr double kHoursPerYear = 8760.0;

const ServerModel *usualServer(const Catalog &c, const GpuModel &gpu)
{
    const std::string id = usualServerFor(c, gpu);
    const ServerModel *server = id.empty() ? nullptr : c.server(id);
    return server && server->gpuSlots > 0 ? server : nullptr;
}
} // namespace

double servingWattsPerGpu(const Catalog &c, const GpuModel &gpu)
{
    const ServerModel *server = usualServer(c, gpu);
    if (!server)
        return gpu.tdpW;
    // A server sold with its GPUs states its whole power; one without adds the GPUs'.
    return server->builtInGpu ? server->typicalW / server->gpuSlots
                              : server->typicalW / server->gpuSlots + gpu.tdpW;
}

ServingFabric servingFabric(const Catalog &c, const GpuModel &gpu)
{
    ServingFabric f;
    const ServerModel *server = usualServer(c, gpu);
    if (!server || server->gpuSlots <= 0)
        return f;
    f.gpusPerServer = server->gpuSlots;
    double bits = 0;
    for (const PortGroup &p : server->ports)
        if (p.fabric == Fabric::Compute)
            bits += p.count * p.speedBitsPerS;
    if (bits > 0)
        f.scaleOutBytesPerS = bits / 8.0 / server->gpuSlots;
    return f;
}

std::optional<double> ownedUsdPerGpuHour(const Catalog &c, const GpuModel &gpu,
                                         const OwnedCostInputs &in)
{
    const ServerModel *server = usualServer(c, gpu);
    const double watts = servingWattsPerGpu(c, gpu);
    double hardware = 0;
    bool priced = false;
    if (server && server->price) {
        hardware += server->price->usd / server->gpuSlots;
        priced = true;
    }
    if (!(server && server->builtInGpu) && gpu.price) {
        hardware += gpu.price->usd;
        priced = true;
    }
    if (!priced)
        return std::nullopt;
    const double hours = in.depreciationYears * kHoursPerYear * in.utilisation;
    const double energy = watts / 1000.0 * in.pue * in.electricityUsdPerKwh;
    return hardware / hours + energy;
}

double usdPerMillionTokens(double usdPerGpuHour, double tokensPerSPerGpu)
{
    return tokensPerSPerGpu > 0 ? usdPerGpuHour / (tokensPerSPerGpu * 3600.0) * 1e6 : 0.0;
}

} // namespace cl
