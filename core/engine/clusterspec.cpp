// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterspec.h"

#include "catalog/catalogentries.h"

namespace cl {

double ClusterSpec::memoryCapacity() const
{
    return memoryBytesPerGpu > 0 ? memoryBytesPerGpu : (gpu ? gpu->memoryBytes : 0.0);
}

const std::vector<NetworkPreset> &networkPresets()
{
    static const std::vector<NetworkPreset> presets {
        {"ib-xdr-800", 800e9, true, 5e-6, "InfiniBand XDR 800 Gb/s per GPU (ConnectX-8)"},
        {"ib-ndr-400", 400e9, true, 5e-6, "InfiniBand NDR 400 Gb/s per GPU"},
        {"ib-hdr-200", 200e9, true, 5e-6, "InfiniBand HDR 200 Gb/s per GPU"},
        {"roce-400", 400e9, true, 8e-6, "RoCE 400 GbE per GPU"},
        {"roce-200", 200e9, true, 8e-6, "RoCE 200 GbE per GPU (Atlas 800T A2: 8 x 200GE)"},
        {"rdma-4x100", 400e9, false, 5e-6,
         "4 x 100 Gb/s RDMA per server (Omni-Path, InfiniBand EDR or RoCE)"},
        {"eth-100", 100e9, false, 15e-6, "100 GbE per server"},
        {"eth-25", 25e9, false, 20e-6, "25 GbE per server"},
        {"eth-1", 1e9, false, 50e-6, "1 GbE per server"},
        {"none", 0, false, 0, "no network between servers"},
    };
    return presets;
}

const NetworkPreset *findNetworkPreset(const std::string &name)
{
    for (const auto &p : networkPresets()) {
        if (name == p.name)
            return &p;
    }
    return nullptr;
}

std::string defaultNetworkFor(const GpuModel &gpu)
{
    const std::string &id = gpu.id;
    auto starts = [&](const char *prefix) {
        return id.rfind(prefix, 0) == 0;
    };
    // Blackwell Ultra systems ship with ConnectX-8 (800G per GPU; HGX B300, GB300 NVL72).
    if (starts("b300") || starts("gb300"))
        return "ib-xdr-800";
    if (starts("h100") || starts("h200") || starts("h800") || starts("b200") || starts("gb200")
        || starts("mi3"))
        return "ib-ndr-400";
    // Ascend servers carry their own RoCE ports (Atlas 800T A2: 8 x 200GE, one per NPU).
    if (starts("ascend"))
        return "roce-200";
    if (starts("a100") || starts("v100") || starts("mi250"))
        return "ib-hdr-200";
    return "eth-25";
}

ClusterSpec makeClusterSpec(const GpuModel &gpu, int gpus, int gpusPerNode,
                            const NetworkPreset &network, const EfficiencyProfile &profile)
{
    ClusterSpec c;
    c.gpu = &gpu;
    c.gpus = gpus;
    c.gpusPerNode = std::max(1, std::min(gpusPerNode, gpus));
    // Datasheets give NVLink as the sum of both directions; collectives move one direction.
    c.scaleUpBytesPerS = gpu.scaleUpBytesPerS / 2.0;
    c.scaleUpName = gpu.scaleUpLink;
    const double nicBytes = network.bitsPerS / 8.0;
    c.networkBytesPerS = network.nicPerGpu ? nicBytes : nicBytes / c.gpusPerNode;
    c.networkName = network.name;
    c.networkLatencyS = network.latencyS;
    c.profile = profile;
    return c;
}

} // namespace cl
