// SPDX-License-Identifier: GPL-3.0-or-later
// Where things may go: U space, rack tops, power budgets and GPU slots, asked by the canvas before
// it changes anything (a refused drop leaves the model untouched).
#pragma once

#include "model/design.h"

#include <string>

namespace cl {

class Catalog;

enum class PlacementProblem {
    None,
    UnknownRack,
    UnknownModel,
    PastTop,
    UnitsTaken,
    OverPower,
    NeedsLiquidCooling, ///< a direct-liquid-cooled part in an air-cooled rack
    OverLiquidLoop, ///< its cold-plate heat would pass the rack's liquid loop (liquidLimitW)
    NoFreeSlot,
    WrongFormFactor,
    NotAGpuServer,
    MixedModels
};

struct PlacementCheck
{
    PlacementProblem problem = PlacementProblem::None;
    double afterW = 0; ///< the rack's max power with the device added
    double usableW = 0;
    int occupiedBy = -1; ///< index of the device in the way, for UnitsTaken
    double liquidAfterW = 0; ///< the rack's liquid heat with the device added
    double liquidLimitW = 0; ///< the rack's liquid loop, for OverLiquidLoop

    bool ok() const { return problem == PlacementProblem::None; }
};

/**
 * Can `device` (its kind, model and GPUs) stand in `rackId` from `u` up? `ignoreDeviceId` is the
 * device being moved (its own U do not count). With `enforcePower`, a rack whose max power would
 * pass its usable power refuses, and so does an air-cooled rack a liquid-cooled part and a liquid
 * rack a part whose cold-plate heat would pass its liquid loop.
 */
PlacementCheck checkPlacement(const Design &design, const Catalog &catalog, const Device &device,
                              const std::string &rackId, int u, bool enforcePower,
                              const std::string &ignoreDeviceId = {});

/** The lowest U from which `height` U are free in the rack, or 0 when there is none. */
int firstFreeU(const Design &design, const Catalog &catalog, const std::string &rackId, int height,
               const std::string &ignoreDeviceId = {});

/** The next free floor place in a row (one past the last rack there). */
int nextRackPosition(const Design &design, int row);

/** Fills the server's free slots with `count` GPUs of a model; checks slots and form factor. */
PlacementCheck checkGpuInstall(const Design &design, const Catalog &catalog, const Device &server,
                               const std::string &gpuId, int count);
std::vector<std::optional<std::string>> slotsWithGpus(const Catalog &catalog, const Device &server,
                                                      const std::string &gpuId, int count);

/** A new device of a catalog model, not yet placed; servers sold with GPUs come full. */
Device makeDevice(const Catalog &catalog, const std::string &modelId, const std::string &id);
/** A new rack of a catalog model with typical feeds: 2 x 415 V 3-phase 32 A, 2N. */
Rack makeRack(const Catalog &catalog, const std::string &modelId, const std::string &id,
              const std::string &name, int row, int position);

} // namespace cl
