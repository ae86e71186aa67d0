// SPDX-License-Identifier: GPL-3.0-or-later
// The hardware a training run sees: which GPU, how many, how they are grouped into servers, and the
// bandwidth each GPU really has inside a server (NVLink/PCIe) and between servers (its NIC share).
#pragma once

#include "efficiency.h"

#include <optional>
#include <string>

namespace cl {

struct GpuModel;

struct ClusterSpec
{
    const GpuModel *gpu = nullptr;
    int gpus = 1;
    int gpusPerNode = 8;
    /** Per GPU, per direction, datasheet (B/s). Scale-up: NVLink or PCIe. Network: NIC share. */
    double scaleUpBytesPerS = 0;
    double networkBytesPerS = 0;
    std::string scaleUpName; ///< "NVLink4"
    std::string networkName; ///< "ib-ndr-400", "25 GbE (design)"
    double networkLatencyS = 5e-6;
    double scaleUpLatencyS = 3e-6;
    double oversubscription = 1.0; ///< leaf downlink / uplink bandwidth, >= 1
    /** Aggregate checkpoint write bandwidth (B/s); 0 = a default per server (goodput.h). */
    double storageWriteBytesPerS = 0;
    /** What the loaders read from the design's file servers at most (B/s); 0 = none stated (the
     *  data check is skipped: local NVMe, or storage outside the design). */
    double storageReadBytesPerS = 0;
    int cpuCoresPerNode = 0; ///< host cores of the pacing server; 0 = not stated
    EfficiencyProfile profile;
    /** Mixed GPU models: the smallest memory bounds the layout (0 = the pacing GPU's own). */
    double memoryBytesPerGpu = 0;

    int nodes() const { return (gpus + gpusPerNode - 1) / gpusPerNode; }
    double memoryCapacity() const;
    /** What NCCL achieves: datasheet x profile fraction (and / oversubscription across leaves). */
    double effectiveScaleUp() const { return scaleUpBytesPerS * profile.scaleUp; }
    double effectiveNetwork() const
    {
        return networkBytesPerS * profile.network / std::max(1.0, oversubscription);
    }
};

/** A named network option of the CLI: line rate per NIC and whether each GPU has its own NIC. */
struct NetworkPreset
{
    const char *name;
    double bitsPerS;
    bool nicPerGpu;
    double latencyS;
    const char *label;
};

const std::vector<NetworkPreset> &networkPresets();
const NetworkPreset *findNetworkPreset(const std::string &name);
/** The usual network for a GPU's servers: NDR for Hopper/Blackwell, HDR for A100, 25 GbE else. */
std::string defaultNetworkFor(const GpuModel &gpu);

/** A cluster of `gpus` of one model in servers of `gpusPerNode`, on a named network. */
ClusterSpec makeClusterSpec(const GpuModel &gpu, int gpus, int gpusPerNode,
                            const NetworkPreset &network, const EfficiencyProfile &profile);

} // namespace cl
