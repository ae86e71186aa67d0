// SPDX-License-Identifier: GPL-3.0-or-later
// How many switches each tier of a folded-Clos fabric needs, and which switch each uplink goes to:
// the arithmetic of HARDWARE.md §2.5 (two tiers up to radix leaves; beyond, pods of leaves with
// their own spines under a core layer), kept apart from the design edits so it can be checked
// against NVIDIA's SuperPOD tables on its own.
#pragma once

#include <optional>

namespace cl {

struct TierPlan
{
    int tiers = 1; ///< 1: one leaf is the whole fabric; 2: leaf/spine; 3: leaf/spine/core
    int radix = 0; ///< ports per switch on this fabric
    int leafDown = 0; ///< server ports per leaf
    int leafUp = 0; ///< uplinks per leaf
    int leaves = 0;
    int leavesPerPod = 0; ///< 3 tiers: leaves under one set of spines; 2 tiers: all leaves
    int pods = 1;
    int spinesPerPod = 0;
    int coreGroups = 0; ///< 3 tiers: one group per spine position in a pod
    int coresPerGroup = 0;

    int spines() const { return spinesPerPod * pods; }
    int cores() const { return coreGroups * coresPerGroup; }
    /** The spine (index within the leaf's pod) that uplink j of a leaf goes to. */
    int spineFor(int uplink) const { return uplink % spinesPerPod; }
    /** The core (global index) that uplink m of spine position i goes to. */
    int coreFor(int spinePosition, int uplink) const
    {
        return spinePosition * coresPerGroup + uplink % coresPerGroup;
    }
    /** Uplinks of each spine towards the core (3 tiers), its other ports face the leaves. */
    int spineUp() const { return tiers == 3 ? radix / 2 : 0; }
};

/** Down and up ports of a leaf of `radix` ports at `oversubscription`:1 (1, 2 or 4). */
void splitLeafPorts(int radix, int oversubscription, int &down, int &up);

/**
 * Down and up ports of a leaf with a faster uplink group (48 x 25G down, 8 x 100G up): the fewest
 * uplinks that carry the down ports at `oversubscription`:1, and where even all of them cannot,
 * fewer down ports, so the ratio asked is never exceeded.
 */
void splitLeafWithUplinks(int downPorts, double downBitsPerS, int upPorts, double upBitsPerS,
                          int oversubscription, int &down, int &up);

/**
 * The tiers for `leaves` leaves of `radix` ports with `leafUp` uplinks each. `unitLeaves` keeps
 * whole units (one leaf per rail) inside a pod. nullopt when even three tiers cannot hold it.
 */
std::optional<TierPlan> planTiers(int leaves, int radix, int leafDown, int leafUp, int unitLeaves,
                                  bool forceThreeTiers);

} // namespace cl
