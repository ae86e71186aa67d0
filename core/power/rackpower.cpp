// SPDX-License-Identifier: GPL-3.0-or-later
#include "rackpower.h"

#include "model/ports.h"

#include <algorithm>
#include <cmath>

namespace cl {

double feedCapacityW(const FeedSpec &feed)
{
    const double phaseFactor = feed.phase == Phase::Three ? std::sqrt(3.0) : 1.0;
    return phaseFactor * feed.voltageV * feed.amps * feed.powerFactor;
}

double usableRackPowerW(const RackPower &power)
{
    double usable = 0;
    bool haveFeeds = false;
    if (power.feeds && power.feeds->count > 0) {
        haveFeeds = true;
        const double perFeed = feedCapacityW(*power.feeds) * power.derating;
        int effective = power.feeds->count;
        switch (power.redundancy) {
        case Redundancy::N:
            break;
        case Redundancy::NPlus1:
            effective = std::max(0, effective - 1);
            break;
        case Redundancy::TwoN:
            effective = effective / 2;
            break;
        }
        usable = perFeed * effective;
    }
    if (power.budgetW)
        usable = haveFeeds ? std::min(usable, *power.budgetW) : *power.budgetW;
    return usable;
}

namespace {

// Servers whose GPUs are bought separately state chassis power without GPUs; the installed GPUs
// add their TDP. Systems sold with their GPUs (DGX) state the whole system's power.
double addedGpuW(const Device &device, const Catalog &catalog, const ServerModel &server)
{
    if (server.builtInGpu)
        return 0;
    double w = 0;
    for (const auto &slot : device.gpuSlots) {
        if (slot) {
            if (const auto *g = catalog.gpu(*slot))
                w += g->tdpW;
        }
    }
    return w;
}

double nicW(const Device &device, const Catalog &catalog)
{
    double w = 0;
    for (const auto &id : device.nics) {
        if (const auto *n = catalog.nic(id))
            w += n->maxW;
    }
    return w;
}

} // namespace

DeviceFigures deviceFigures(const Device &device, const Catalog &catalog)
{
    DeviceFigures f;
    f.heightU = deviceHeightU(device, catalog);
    switch (device.kind) {
    case DeviceKind::GpuServer:
    case DeviceKind::Server:
        if (const auto *s = catalog.server(device.model)) {
            // Training holds GPUs near their TDP, so added GPUs count at TDP in the typical
            // figure too.
            const double added = addedGpuW(device, catalog, *s) + nicW(device, catalog);
            f.maxW = s->maxW + added;
            f.typicalW = s->typicalW + added;
            f.weightKg = s->weightKg;
            f.liquidShare = s->liquidShare;
        }
        break;
    case DeviceKind::Switch:
        if (const auto *s = catalog.switchModel(device.model)) {
            f.maxW = s->maxW;
            f.typicalW = s->typicalW;
            f.weightKg = s->weightKg;
        }
        break;
    case DeviceKind::Pdu:
        if (const auto *p = catalog.pdu(device.model))
            f.weightKg = p->weightKg;
        break;
    case DeviceKind::Cdu:
        // An in-row CDU stands on the floor beside the rack it is placed at, not in it.
        if (const auto *cdu = catalog.cdu(device.model); cdu && cdu->mount == CduMount::InRack)
            f.weightKg = cdu->weightKg;
        break;
    }
    return f;
}

double deviceMaxW(const Device &device, const Catalog &catalog)
{
    return deviceFigures(device, catalog).maxW;
}

double deviceTypicalW(const Device &device, const Catalog &catalog)
{
    return deviceFigures(device, catalog).typicalW;
}

RackLoad rackLoad(const Design &design, const Rack &rack, const Catalog &catalog,
                  const std::vector<std::size_t> &deviceIndices)
{
    RackLoad load;
    load.usableW = usableRackPowerW(rack.power);
    if (const auto *model = catalog.rack(rack.model))
        load.uTotal = model->u;
    for (std::size_t i : deviceIndices) {
        const DeviceFigures f = deviceFigures(design.devices[i], catalog);
        load.maxW += f.maxW;
        load.typicalW += f.typicalW;
        load.uUsed += f.heightU;
        load.weightKg += f.weightKg;
        load.liquidMaxW += f.maxW * f.liquidShare;
        load.liquidTypicalW += f.typicalW * f.liquidShare;
    }
    return load;
}

RackLoad rackLoad(const Design &design, const Rack &rack, const Catalog &catalog)
{
    std::vector<std::size_t> inRack;
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        if (design.devices[i].rack && *design.devices[i].rack == rack.id)
            inRack.push_back(i);
    }
    return rackLoad(design, rack, catalog, inRack);
}

std::vector<RackLoad> rackLoads(const Design &design, const Catalog &catalog)
{
    const auto byRack = design.devicesByRack();
    static const std::vector<std::size_t> none;
    std::vector<RackLoad> loads;
    loads.reserve(design.racks.size());
    for (const Rack &rack : design.racks) {
        const auto found = byRack.find(rack.id);
        loads.push_back(
            rackLoad(design, rack, catalog, found != byRack.end() ? found->second : none));
    }
    return loads;
}

} // namespace cl
