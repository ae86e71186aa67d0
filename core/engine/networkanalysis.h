// SPDX-License-Identifier: GPL-3.0-or-later
// What the design's cables give each GPU: per fabric, the bandwidth a GPU really has between
// servers, leaf oversubscription, islands, and unconnected or missing ports.
#pragma once

#include "diagnostic.h"
#include "model/enums.h"

#include <map>
#include <string>

namespace cl {

class Catalog;
class Design;

struct FabricSummary
{
    int links = 0;
    int serversConnected = 0; ///< GPU servers with at least one link on this fabric
    double minPerGpuBitsPerS = 0; ///< the slowest GPU server's share per GPU (0: one has none)
    double maxOversubscription = 1; ///< worst leaf: downlink / uplink bandwidth
    int islands = 0; ///< groups of GPU servers with no path between them
};

struct NetworkAnalysis
{
    std::map<Fabric, FabricSummary> fabrics;
    int gpuServers = 0;
    Diagnostics diagnostics;

    const FabricSummary &compute() const;
};

NetworkAnalysis analyseNetwork(const Design &design, const Catalog &catalog);

} // namespace cl
