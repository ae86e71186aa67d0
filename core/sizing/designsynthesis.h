// SPDX-License-Identifier: GPL-3.0-or-later
// A complete design for one option of the sizing search: the GPU servers packed into racks within
// the rack's kW, U and weight, PDUs on A/B feeds, storage servers sized for checkpoint writes, the
// compute fabric from the fabric generator (with its network racks at the row ends), the storage
// and management networks, and the workload. A normal design: the canvas opens and edits it.
#pragma once

#include "fabric/fabrictiers.h"
#include "model/design.h"
#include "sizingtypes.h"

#include <map>
#include <string>

namespace cl {

class Catalog;

/** How many servers one rack holds, and what bounds it. */
struct RackPlan
{
    std::string rackModel;
    std::string pduModel;
    int pdusPerSide = 1; ///< A and B sides each get this many (2N feeds)
    RackPower power;
    int serversPerRack = 0;
    std::string limit; ///< power | space | weight | cooling
    double serverMaxW = 0;
};

struct SynthesisResult
{
    Design design;
    /** Empty when the design was made; else a code (sizing.*) with its params. */
    std::string error;
    std::map<std::string, std::string> errorParams;
    RackPlan rack;
    TierPlan computeTiers;
    int storageServers = 0;
    int switches = 0;
    int gpuRacks = 0;
    bool ok() const { return error.empty(); }
};

/** The rack, PDUs and servers per rack for a candidate under the targets' kW per rack. */
SynthesisResult planRackFor(const Catalog &catalog, const SizingTargets &targets,
                            const SizingCandidate &candidate);

/** The design of `servers` servers of the candidate, every network built and cabled. */
SynthesisResult synthesizeDesign(const Catalog &catalog, const SizingTargets &targets,
                                 const SizingCandidate &candidate, int servers);

/** Storage servers that write a checkpoint of the workload's model in about two minutes. */
int storageServersFor(const Catalog &catalog, const Workload &workload, int gpuServers);

/** The candidate's GPUs per server, 0 when either is unknown or they do not fit together. */
int gpusPerServer(const Catalog &catalog, const SizingCandidate &candidate);

} // namespace cl
