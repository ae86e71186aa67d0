// SPDX-License-Identifier: GPL-3.0-or-later
// The compute fabric as a logical diagram (issue 13): servers grouped by the leaves they share
// (a scalable unit), leaves by the servers they serve, spines and cores by what they join, with
// the cables between groups counted and each tier's oversubscription. 16,384 GPUs read as a few
// dozen boxes instead of a cloud of lines.
#pragma once

#include "model/enums.h"

#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;

struct TopologyGroup
{
    int tier = 0; ///< 0 servers, 1 leaves, 2 spines, 3 cores
    std::vector<std::string> members; ///< device ids, in design order
    int gpus = 0; ///< servers' GPUs
};

struct TopologyBundle
{
    std::size_t from = 0; ///< lower tier group (index into groups)
    std::size_t to = 0;
    int cables = 0;
    double bitsPerS = 0;
};

/** One kind of scale-up domain: a rack-scale system's domains (GB200 NVL72, CloudMatrix 384),
 *  or the servers of one model that scale up on their own board (an HGX's NVLink, PCIe). */
struct ScaleUpKind
{
    std::string system; ///< the system's name, or the server model's catalog id
    std::string link; ///< "NVLink5", "UB", "PCIe"
    bool rackScale = false;
    int domains = 0;
    int gpus = 0; ///< in all of them
    int largest = 0; ///< GPUs in the largest domain
    double bytesPerSPerGpu = 0; ///< inside a domain, per GPU, both directions
    std::vector<std::string> members; ///< the trays or servers, device ids
};

struct TopologySummary
{
    /** The scale-up side (inside domains), apart from the network tiers (scale-out), by
     *  rack-scale systems first, then server models, in design order. */
    std::vector<ScaleUpKind> scaleUp;
    std::vector<TopologyGroup> groups; ///< by tier, then by first member's design order
    std::vector<TopologyBundle> bundles;
    /** Per tier boundary (servers→leaves, leaves→spines, spines→cores): the bandwidth coming up
     *  into the tier over the bandwidth going on up from it; 0 where nothing goes up. */
    double oversubscription[3] = {0, 0, 0};
    int tiers = 0; ///< switch tiers found (0: no compute switches)
};

TopologySummary summariseTopology(const Design &design, const Catalog &catalog,
                                  Fabric fabric = Fabric::Compute);

} // namespace cl
