// SPDX-License-Identifier: GPL-3.0-or-later
// What the design's cables give each GPU: per fabric, the bandwidth a GPU really has between
// servers, leaf oversubscription, islands, and unconnected or missing ports.
#pragma once

#include "diagnostic.h"
#include "model/enums.h"

#include <map>
#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;
class LinkIndex;

struct FabricSummary
{
    int links = 0;
    int serversConnected = 0; ///< GPU servers with at least one link on this fabric
    double minPerGpuBitsPerS = 0; ///< the slowest GPU server's share per GPU (0: one has none)
    double maxOversubscription = 1; ///< worst leaf: downlink / uplink bandwidth
    int islands = 0; ///< groups of GPU servers with no path between them
};

/**
 * GPU servers that can train together: joined by compute links, or one server with no compute
 * link standing alone. A hierarchical cluster is several islands joined only by a slower fabric
 * (in-band or storage Ethernet); its id is empty and `joinedBy` names that fabric.
 */
struct ComputeIsland
{
    std::string id; ///< "island:" + the smallest server id in it: stable across edits elsewhere
    std::vector<std::size_t> servers; ///< indices into design.devices, in list order
    std::map<std::string, int> gpuModels; ///< catalog GPU id -> count
    int gpus = 0;
    /** Per GPU between servers: the slowest server's compute share (for a hierarchical cluster,
     *  the slowest island's share of the joining fabric). 0 for a lone server. */
    double perGpuBitsPerS = 0;
    double maxOversubscription = 1; ///< worst leaf inside the island
    bool linked = false; ///< false: one server with no compute link
    Fabric joinedBy = Fabric::Compute;
    std::vector<std::string> members; ///< hierarchical: the island ids it joins
    /** What people call it: its servers' names, "DGX-01" alone or "DGX-01 … DGX-32" (first and
     *  last in the design's order); for a hierarchical cluster, its islands' labels. */
    std::string label;
    std::vector<std::string> memberLabels;
};

struct NetworkAnalysis
{
    std::map<Fabric, FabricSummary> fabrics;
    int gpuServers = 0;
    /** Every island with GPUs, largest first (ties by id). */
    std::vector<ComputeIsland> islands;
    /** Islands joined only through a slower fabric, when there are such. */
    std::vector<ComputeIsland> hierarchical;
    Diagnostics diagnostics;

    const FabricSummary &compute() const;
};

NetworkAnalysis analyseNetwork(const Design &design, const Catalog &catalog);
/** The same, with the design's links already resolved (evaluateDesign resolves them once). */
NetworkAnalysis analyseNetwork(const Design &design, const Catalog &catalog,
                               const LinkIndex &links);

} // namespace cl
