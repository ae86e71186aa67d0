// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabrictiers.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

int ceilDiv(long a, long b)
{
    return int((a + b - 1) / b);
}

/**
 * The fewest spines for `leaves` leaves of `up` uplinks each when a spine has `down` ports facing
 * them: every leaf reaches every spine (spines <= up) with the same number of links, and no spine
 * takes more than `down`. 0 when that cannot be.
 */
int spinesFor(int leaves, int up, int down)
{
    if (leaves > down || up < 1)
        return 0;
    for (int s = std::max(1, ceilDiv(long(leaves) * up, down)); s <= up; ++s) {
        if (long(leaves) * ceilDiv(up, s) <= down)
            return s;
    }
    return 0;
}

} // namespace

void splitLeafPorts(int radix, int oversubscription, int &down, int &up)
{
    const int o = std::max(1, oversubscription);
    down = radix * o / (o + 1);
    up = radix - down;
}

void splitLeafWithUplinks(int downPorts, double downBitsPerS, int upPorts, double upBitsPerS,
                          int oversubscription, int &down, int &up)
{
    const double o = std::max(1, oversubscription);
    const double needed = downPorts * downBitsPerS / (o * upBitsPerS);
    up = std::clamp(int(std::ceil(needed - 1e-9)), 1, std::max(1, upPorts));
    down = std::min(downPorts, int(std::floor(up * upBitsPerS * o / downBitsPerS + 1e-9)));
}

std::optional<TierPlan> planTiers(int leaves, int radix, int leafDown, int leafUp, int unitLeaves,
                                  bool forceThreeTiers)
{
    TierPlan t;
    t.radix = radix;
    t.leafDown = leafDown;
    t.leafUp = leafUp;
    t.leaves = leaves;
    t.leavesPerPod = leaves;
    if (leaves < 1 || radix < 2)
        return std::nullopt;
    if (leaves == 1 && !forceThreeTiers) {
        t.tiers = 1;
        return t;
    }
    if (!forceThreeTiers) {
        if (const int s = spinesFor(leaves, leafUp, radix); s > 0) {
            t.tiers = 2;
            t.spinesPerPod = s;
            return t;
        }
    }
    // Three tiers: a spine gives half its ports to the leaves of its pod, half to the core. A pod
    // holds whole units where it can, so a rail's leaves meet under the same spines.
    const int half = radix / 2;
    int perPod = std::min(leaves, half);
    if (unitLeaves > 1 && unitLeaves <= half && perPod == half)
        perPod = half / unitLeaves * unitLeaves;
    const int spines = spinesFor(perPod, leafUp, half);
    if (spines == 0)
        return std::nullopt;
    t.tiers = 3;
    t.leavesPerPod = perPod;
    t.pods = ceilDiv(leaves, perPod);
    t.spinesPerPod = spines;
    t.coreGroups = spines;
    // Each core of a group takes (half / g) links from that position's spine in every pod.
    for (int g = 1; g <= half; ++g) {
        if (long(t.pods) * ceilDiv(half, g) <= radix) {
            t.coresPerGroup = g;
            return t;
        }
    }
    return std::nullopt;
}

} // namespace cl
