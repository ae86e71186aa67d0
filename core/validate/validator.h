// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

#include <vector>

namespace cl {

class Catalog;
class Design;
class LinkIndex;
struct RackLoad;

/**
 * Checks a loaded design against the catalog and physics: overlapping U ranges, devices past the
 * rack top, GPUs without a free slot, wrong GPU form factors, mixed GPU models in a server, links
 * to missing or reused ports, racks over their power, cooling or weight limits. Never throws; an
 * empty result means the design is sound.
 */
Diagnostics validateDesign(const Design &design, const Catalog &catalog);
/** The same, with the design's links already resolved (evaluateDesign resolves them once). */
Diagnostics validateDesign(const Design &design, const Catalog &catalog, const LinkIndex &links);
/** The same, with the racks' loads as well (power/rackpower.h rackLoads, in design order). */
Diagnostics validateDesign(const Design &design, const Catalog &catalog, const LinkIndex &links,
                           const std::vector<RackLoad> &loads);

} // namespace cl
