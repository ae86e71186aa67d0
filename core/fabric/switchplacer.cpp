// SPDX-License-Identifier: GPL-3.0-or-later
#include "switchplacer.h"

#include "catalog/catalog.h"
#include "edit/placement.h"
#include "model/naming.h"
#include "model/ports.h"
#include "power/rackpower.h"

#include <algorithm>

namespace cl {

SwitchPlacer::SwitchPlacer(Design &d, const Catalog &c)
    : mDesign(d)
    , mCatalog(c)
{
    const auto byRack = d.devicesByRack();
    for (std::size_t i = 0; i < d.racks.size(); ++i) {
        const Rack &rack = d.racks[i];
        RackState state;
        state.index = i;
        const RackModel *model = c.rack(rack.model);
        state.usedU.assign(std::size_t(model ? model->u : 42) + 1, 0);
        bool network = false;
        if (auto it = byRack.find(rack.id); it != byRack.end()) {
            const RackLoad load = rackLoad(d, rack, c, it->second);
            state.maxW = load.maxW;
            for (std::size_t k : it->second) {
                const Device &dev = d.devices[k];
                network = network || dev.kind == DeviceKind::Switch;
                const int h = deviceHeightU(dev, c);
                for (int u = dev.u; u > 0 && u < dev.u + h && u < int(state.usedU.size()); ++u)
                    state.usedU[std::size_t(u)] = 1;
            }
        }
        state.usableW = rackLoad(d, rack, c, {}).usableW;
        mRackById.emplace(rack.id, mRacks.size());
        if (network)
            mNetworkRacksByRow[rack.row].push_back(mRacks.size());
        mRacks.push_back(std::move(state));
        mTakenIds.insert(rack.id);
    }
}

bool SwitchPlacer::tryRack(RackState &rack, Device &device, int height, double watts)
{
    if (rack.usableW > 0 && rack.maxW + watts > rack.usableW)
        return false;
    int run = 0;
    for (int u = 1; u < int(rack.usedU.size()); ++u) {
        run = rack.usedU[std::size_t(u)] ? 0 : run + 1;
        if (run == height) {
            const int bottom = u - height + 1;
            for (int k = bottom; k <= u; ++k)
                rack.usedU[std::size_t(k)] = 1;
            rack.maxW += watts;
            device.rack = mDesign.racks[rack.index].id;
            device.u = bottom;
            return true;
        }
    }
    return false;
}

SwitchPlacer::RackState &SwitchPlacer::addRack(int row)
{
    // A new network rack at the end of the row, like the row's other network racks (or, without
    // one, like the row's racks), with their power feeds.
    const Rack *like = nullptr;
    if (auto it = mNetworkRacksByRow.find(row); it != mNetworkRacksByRow.end())
        like = &mDesign.racks[mRacks[it->second.front()].index];
    // Not like a liquid-cooled compute rack (an NVL72's MGX rack): switches stand in air racks.
    auto airCooled = [this](const Rack &r) {
        const RackModel *m = mCatalog.rack(r.model);
        return !m || m->cooling == CoolingType::Air;
    };
    for (const Rack &r : mDesign.racks) {
        if (!like && r.row == row && airCooled(r))
            like = &r;
    }
    for (const Rack &r : mDesign.racks) {
        if (!like && airCooled(r))
            like = &r;
    }
    const std::string model = like ? like->model : std::string("rack-48u");
    const int position = nextRackPosition(mDesign, row);
    std::string id;
    for (int n = 1; id.empty() || mTakenIds.count(id); ++n)
        id = "net-" + rowLetters(row) + std::to_string(n);
    mTakenIds.insert(id);
    Rack rack = makeRack(mCatalog, model, id, "NET-" + id.substr(4), row, position);
    if (like) {
        rack.power = like->power;
        rack.cooling = like->cooling;
    }
    mDesign.racks.push_back(rack);
    RackState state;
    state.index = mDesign.racks.size() - 1;
    const RackModel *m = mCatalog.rack(model);
    state.usedU.assign(std::size_t(m ? m->u : 42) + 1, 0);
    state.usableW = rackLoad(mDesign, mDesign.racks.back(), mCatalog, {}).usableW;
    mRackById.emplace(id, mRacks.size());
    mNetworkRacksByRow[row].push_back(mRacks.size());
    mRacks.push_back(std::move(state));
    ++mRacksAdded;
    return mRacks.back();
}

void SwitchPlacer::place(Device &device, int row, const std::string &preferredRack)
{
    const int height = std::max(1, deviceHeightU(device, mCatalog));
    const double watts = deviceMaxW(device, mCatalog);
    if (!preferredRack.empty()) {
        if (auto it = mRackById.find(preferredRack); it != mRackById.end()) {
            if (tryRack(mRacks[it->second], device, height, watts))
                return;
        }
    }
    // The row's network racks, then every other row's, nearest first.
    std::vector<int> rows;
    for (const auto &[r, list] : mNetworkRacksByRow)
        rows.push_back(r);
    std::stable_sort(rows.begin(), rows.end(),
                     [row](int a, int b) { return std::abs(a - row) < std::abs(b - row); });
    if (rows.empty() || rows.front() != row)
        rows.insert(rows.begin(), row);
    for (int r : rows) {
        auto it = mNetworkRacksByRow.find(r);
        if (it == mNetworkRacksByRow.end())
            continue;
        for (std::size_t k : it->second) {
            if (tryRack(mRacks[k], device, height, watts))
                return;
        }
    }
    tryRack(addRack(row), device, height, watts);
}

} // namespace cl
