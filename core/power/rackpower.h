// SPDX-License-Identifier: GPL-3.0-or-later
// Power a rack may draw and power its contents draw (ENGINE.md §3.4).
#pragma once

#include "catalog/catalog.h"
#include "model/design.h"

namespace cl {

/** One feed's apparent capacity: V·A·PF single-phase, √3·V_LL·A·PF three-phase (W). */
double feedCapacityW(const FeedSpec &feed);

/**
 * Usable W after derating and redundancy: N uses every feed, N+1 all but one, 2N half (the load
 * must fit on one side alone). A plain budget caps it; with neither, 0.
 */
double usableRackPowerW(const RackPower &power);

/** What one device weighs, occupies and draws; PDUs and CDUs draw nothing from the rack's IT
 *  budget (a CDU's power is the facility's: coolingplan.h), unknown models are all zero. */
struct DeviceFigures
{
    double maxW = 0; ///< nameplate, GPUs and add-in NICs included
    double typicalW = 0; ///< during training
    double weightKg = 0;
    int heightU = 0;
    double liquidShare = 0; ///< of its heat, to direct liquid cooling (catalog liquid_share)
};

DeviceFigures deviceFigures(const Device &device, const Catalog &catalog);
double deviceMaxW(const Device &device, const Catalog &catalog);
double deviceTypicalW(const Device &device, const Catalog &catalog);

struct RackLoad
{
    double maxW = 0;
    double typicalW = 0;
    double usableW = 0;
    int uUsed = 0;
    int uTotal = 0;
    double weightKg = 0;
    double liquidMaxW = 0; ///< of maxW, the heat its devices hand to liquid (the rest is air)
    double liquidTypicalW = 0; ///< of typicalW, the same
};

RackLoad rackLoad(const Design &design, const Rack &rack, const Catalog &catalog);
/** The same for a rack whose devices are already known (indices into design.devices). */
RackLoad rackLoad(const Design &design, const Rack &rack, const Catalog &catalog,
                  const std::vector<std::size_t> &deviceIndices);
/** Every rack's load, in design.racks order, the devices grouped by rack once: the validator,
 *  the cooling check and the ledger's power read the same loads (ledgerstages.h). */
std::vector<RackLoad> rackLoads(const Design &design, const Catalog &catalog);

} // namespace cl
