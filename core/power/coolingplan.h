// SPDX-License-Identifier: GPL-3.0-or-later
// Where the design's heat goes and what it costs the facility (ENGINE.md §3.4, docs/cooling.md).
//
// Each device's heat splits by its catalog liquid_share: cold plates hand that part to the rack's
// liquid loop, the rest leaves in the room's air (through a rear-door coil where the rack has
// one). Coolant distribution units carry the liquid part to the facility water: an in-rack CDU
// serves its own rack, an in-row CDU the racks of its row. Facility power is then
//   air and rear-door heat x site PUE + liquid heat x liquid partial PUE + the CDUs' own power,
// the partial PUE of The Green Grid (WP #49): the plant's watts per watt of the heat it removes.
#pragma once

#include "rackpower.h"

#include <string>
#include <vector>

namespace cl {

/** The liquid heat of one floor row against the CDUs that serve it. */
struct RowCooling
{
    int row = 0;
    double liquidW = 0; ///< the row's racks' liquid heat at max power
    double inRackW = 0; ///< of it, carried by in-rack CDUs (each up to its own rack's heat)
    double inRowCapacityW = 0; ///< the row's in-row CDUs together
    double shortW = 0; ///< liquid heat no CDU of the row carries
    double flowLpm = 0; ///< secondary flow for the row's liquid heat at its CDUs' rated flow per kW
    std::vector<std::string> cdus; ///< device ids, in-rack and in-row
};

struct CoolingPlan
{
    double itMaxW = 0;
    double itTypicalW = 0;
    double airMaxW = 0; ///< to room air (air-cooled racks and the air part of liquid racks)
    double rearDoorMaxW = 0; ///< to rear-door coils
    double liquidMaxW = 0; ///< to cold plates
    double liquidTypicalW = 0;
    int cduCount = 0;
    double cduCapacityW = 0;
    double cduRatedPowerW = 0; ///< the CDUs' input power at their rated heat
    double cduPowerW = 0; ///< at the max heat they carry (rated power x share of rated heat)
    double facilitySupplyC = 0; ///< the warmest facility water all placed CDUs are rated for
    double sitePue = 0; ///< for air and rear-door heat
    double liquidPue = 0; ///< for liquid heat
    double facilityMaxW = 0;
    double facilityTypicalW = 0;
    std::vector<RowCooling> rows; ///< rows with liquid heat or CDUs, by row

    /** Facility power over IT power for this mix at typical load (energy, cost); the site PUE
     *  when nothing is liquid. */
    double effectivePue() const { return itTypicalW > 0 ? facilityTypicalW / itTypicalW : sitePue; }
    /** The same at max load: the PUE shown beside the facility's max power. */
    double pueAtMax() const { return itMaxW > 0 ? facilityMaxW / itMaxW : sitePue; }
};

/** The plan for the racks' loads (one per design.racks, in order) and the unplaced devices. */
CoolingPlan coolingPlan(const Design &design, const Catalog &catalog,
                        const std::vector<RackLoad> &rackLoads);

} // namespace cl
