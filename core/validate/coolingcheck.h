// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnostic.h"

#include <vector>

namespace cl {

class Catalog;
class Design;
struct RackLoad;

/** Liquid cooling against what carries it (power/coolingplan.h): rack.liquid_over_limit (error:
 *  the rack's cold-plate heat passes its liquid loop), rack.air_over_limit (warning: the rest
 *  passes what the room's air takes), cooling.cdu_short (error: a row's liquid heat passes its
 *  CDUs) and cooling.no_cdu (warning: liquid heat and no CDU placed, so the plan prices none). */
void checkCooling(const Design &d, const Catalog &c, const std::vector<RackLoad> &loads,
                  Diagnostics &out);

} // namespace cl
