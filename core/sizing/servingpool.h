// SPDX-License-Identifier: GPL-3.0-or-later
// The hardware a serving layout needs when the design does not have it: the configurator's pick
// on another card (or on more GPUs than the island holds) becomes a pool of the card's usual
// server, packed into racks and cabled as design from targets builds them (designsynthesis.h),
// placed in the rows after the design's last, with fresh ids: its own compute island.
#pragma once

#include "edit/fragment.h"

#include <map>
#include <string>

namespace cl {

class Catalog;
struct Design;

struct ServingPool
{
    Fragment hardware; ///< racks, devices and links, ids fresh for the design
    std::string island; ///< the island its GPU servers form once added
    std::string server; ///< the catalog server model
    int servers = 0;
    int gpus = 0; ///< installed: whole servers, so at least what was asked
    int racks = 0;
    /** Empty when the pool was made; else a code (serving_pool.*, sizing.*) with its params. */
    std::string error;
    std::map<std::string, std::string> errorParams;
    bool ok() const { return error.empty(); }
};

/**
 * `gpus` GPUs of catalog GPU `gpuId` in whole servers of its usual server model (whole systems of
 * a rack-scale one), racks within
 * `rackKw` each (the design's PUE and site money carried into the synthesis, storage left out:
 * a serving pool loads weights, it writes no checkpoints), every network cabled.
 */
ServingPool servingPoolFor(const Catalog &catalog, const Design &design, const std::string &gpuId,
                           int gpus, double rackKw);

} // namespace cl
