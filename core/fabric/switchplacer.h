// SPDX-License-Identifier: GPL-3.0-or-later
// Where new switches stand: in the rack asked for (top of rack), else in a network rack of the
// same row, else in any network rack, else in a new network rack at the end of the row, always
// within the rack's free U and its usable power.
#pragma once

#include "model/design.h"

#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace cl {

class Catalog;

class SwitchPlacer
{
public:
    /** `design` gains the new racks; its devices are read once for the U and power in use. */
    SwitchPlacer(Design &design, const Catalog &catalog);

    /** Places `device` (a switch not yet in the design): sets its rack and U. */
    void place(Device &device, int preferredRow, const std::string &preferredRack = {});

    int racksAdded() const { return mRacksAdded; }

private:
    struct RackState
    {
        std::size_t index; ///< into design.racks
        std::vector<char> usedU; ///< 1-based
        double maxW = 0;
        double usableW = 0;
    };
    bool tryRack(RackState &rack, Device &device, int height, double watts);
    RackState &addRack(int row);

    Design &mDesign;
    const Catalog &mCatalog;
    std::vector<RackState> mRacks;
    std::unordered_map<std::string, std::size_t> mRackById;
    std::map<int, std::vector<std::size_t>> mNetworkRacksByRow; ///< into mRacks
    std::unordered_set<std::string> mTakenIds;
    int mRacksAdded = 0;
};

} // namespace cl
