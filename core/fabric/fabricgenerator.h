// SPDX-License-Identifier: GPL-3.0-or-later
// Builds a fabric for the servers of a design: the leaves (one per rail of each unit, or top of
// rack), the spine and core layers, their places in network racks, and every cable with its
// media. Pure: a design in, a design out, with counts of what changed. Re-running on its own
// output changes nothing; on replicated units it keeps each unit's leaves and server cables and
// rebuilds only the layer above them.
#pragma once

#include "fabrictiers.h"
#include "model/design.h"

#include <map>
#include <string>
#include <vector>

namespace cl {

class Catalog;

enum class Topology {
    RailOptimized, ///< port i of every server of a unit to the unit's leaf i (NVIDIA SuperPOD)
    FatTree, ///< every port of a server to its top-of-rack leaf (Ethernet/RoCE)
    ThreeTier, ///< rail-optimised leaves, with pods and a core layer even where two tiers fit
};
const NameTable<Topology> &topologyNames();

struct FabricOptions
{
    Fabric fabric = Fabric::Compute;
    Topology topology = Topology::RailOptimized;
    std::string
        switchModel; ///< empty: the catalog switch with the most ports at the servers' speed
    /** At the leaves: 1, 2 or 4 as the CLI offers; design from targets takes storage up to 16:1,
     *  sized to what its servers deliver. */
    int oversubscription = 1;
    /** Fat tree only: a leaf serves the racks of its row (end of row) rather than one rack (top
     *  of rack), for networks with a few ports per rack (storage, in-band): two servers' ports
     *  per rack do not each need a 64-port switch. */
    bool endOfRow = false;
    /** Server ids to join; empty: every server with ports on the fabric. */
    std::vector<std::string> servers;
};

struct FabricResult
{
    Design design;
    /** Empty when the fabric was built; else a code (cltext words it) with its params. */
    std::string error;
    std::map<std::string, std::string> errorParams;

    std::string switchModel; ///< the leaves'
    std::string
        upperSwitchModel; ///< spines and cores (the leaves' unless their uplinks are faster)
    TierPlan tiers;
    int serversJoined = 0;
    int switchesManaged = 0; ///< out of band: switches whose management port was joined
    int switchesAdded = 0;
    int switchesRemoved = 0;
    int linksAdded = 0;
    int linksRemoved = 0;
    int linksKept = 0;
    int racksAdded = 0;

    bool ok() const { return error.empty(); }
    bool changed() const
    {
        return switchesAdded + switchesRemoved + linksAdded + linksRemoved + racksAdded > 0;
    }
};

FabricResult buildFabric(const Design &design, const Catalog &catalog,
                         const FabricOptions &options);

} // namespace cl
