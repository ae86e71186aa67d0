// SPDX-License-Identifier: GPL-3.0-or-later
#include "placement.h"

#include "catalog/catalog.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "text/printf.h"

#include <algorithm>
#include <cstdio>

namespace cl {

PlacementCheck checkPlacement(const Design &d, const Catalog &c, const Device &device,
                              const std::string &rackId, int u, bool enforcePower,
                              const std::string &ignoreDeviceId)
{
    PlacementCheck check;
    const Rack *rack = d.findRack(rackId);
    if (!rack) {
        check.problem = PlacementProblem::UnknownRack;
        return check;
    }
    const RackModel *model = c.rack(rack->model);
    const int height = deviceHeightU(device, c);
    if (!model || (height == 0 && !standsWithoutU(device, c))) {
        check.problem = PlacementProblem::UnknownModel;
        return check;
    }
    if (height > 0) {
        if (u < 1 || u + height - 1 > model->u) {
            check.problem = PlacementProblem::PastTop;
            return check;
        }
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            const Device &other = d.devices[i];
            if (!other.rack || *other.rack != rackId || other.id == ignoreDeviceId)
                continue;
            const int h = deviceHeightU(other, c);
            if (h > 0 && u <= other.u + h - 1 && other.u <= u + height - 1) {
                check.problem = PlacementProblem::UnitsTaken;
                check.occupiedBy = int(i);
                return check;
            }
        }
    }
    RackLoad load = rackLoad(d, *rack, c);
    if (!ignoreDeviceId.empty()) {
        if (const Device *self = d.findDevice(ignoreDeviceId); self && self->rack == rackId) {
            const DeviceFigures own = deviceFigures(*self, c);
            load.maxW -= own.maxW;
            load.liquidMaxW -= own.maxW * own.liquidShare;
        }
    }
    const DeviceFigures added = deviceFigures(device, c);
    check.afterW = load.maxW + added.maxW;
    check.usableW = load.usableW;
    check.liquidAfterW = load.liquidMaxW + added.maxW * added.liquidShare;
    check.liquidLimitW = rack->cooling.liquidLimitW.value_or(0);
    if (enforcePower && check.afterW > check.usableW) {
        check.problem = PlacementProblem::OverPower;
    } else if (enforcePower && rack->cooling.type != CoolingType::Liquid && added.liquidShare > 0) {
        check.problem = PlacementProblem::NeedsLiquidCooling;
    } else if (enforcePower && added.liquidShare > 0 && rack->cooling.liquidLimitW
               && check.liquidAfterW > *rack->cooling.liquidLimitW) {
        check.problem = PlacementProblem::OverLiquidLoop;
    }
    return check;
}

int firstFreeU(const Design &d, const Catalog &c, const std::string &rackId, int height,
               const std::string &ignoreDeviceId)
{
    const Rack *rack = d.findRack(rackId);
    const RackModel *model = rack ? c.rack(rack->model) : nullptr;
    if (!model || height <= 0)
        return 0;
    std::vector<bool> taken(std::size_t(model->u) + 2, false);
    for (const Device *other : d.devicesInRack(rackId)) {
        if (other->id == ignoreDeviceId)
            continue;
        const int h = deviceHeightU(*other, c);
        for (int k = other->u; k < other->u + h && k <= model->u; ++k)
            if (k >= 1)
                taken[std::size_t(k)] = true;
    }
    for (int u = 1; u + height - 1 <= model->u; ++u) {
        bool free = true;
        for (int k = u; k < u + height && free; ++k)
            free = !taken[std::size_t(k)];
        if (free)
            return u;
    }
    return 0;
}

int nextRackPosition(const Design &d, int row)
{
    int next = 0;
    for (const auto &r : d.racks) {
        if (r.row == row)
            next = std::max(next, r.position + 1);
    }
    return next;
}

PlacementCheck checkGpuInstall(const Design &, const Catalog &c, const Device &server,
                               const std::string &gpuId, int count)
{
    PlacementCheck check;
    const ServerModel *model = c.server(server.model);
    const GpuModel *gpu = c.gpu(gpuId);
    if (server.kind != DeviceKind::GpuServer || !model || !gpu) {
        check.problem = PlacementProblem::NotAGpuServer;
        return check;
    }
    if (gpu->formFactor != model->gpuFormFactor) {
        check.problem = PlacementProblem::WrongFormFactor;
        return check;
    }
    if (model->builtInGpu && *model->builtInGpu != gpuId) {
        check.problem = PlacementProblem::WrongFormFactor;
        return check;
    }
    int free = model->gpuSlots;
    for (const auto &slot : server.gpuSlots) {
        if (slot && *slot != gpuId) {
            check.problem = PlacementProblem::MixedModels;
            return check;
        }
        free -= slot ? 1 : 0;
    }
    if (count > free || free <= 0) {
        check.problem = PlacementProblem::NoFreeSlot;
    }
    return check;
}

std::vector<std::optional<std::string>> slotsWithGpus(const Catalog &c, const Device &server,
                                                      const std::string &gpuId, int count)
{
    std::vector<std::optional<std::string>> slots = server.gpuSlots;
    if (const ServerModel *model = c.server(server.model))
        slots.resize(std::size_t(model->gpuSlots));
    for (auto &slot : slots) {
        if (count <= 0)
            break;
        if (!slot) {
            slot = gpuId;
            --count;
        }
    }
    return slots;
}

Device makeDevice(const Catalog &c, const std::string &modelId, const std::string &id)
{
    Device d;
    d.id = id;
    d.model = modelId;
    if (const ServerModel *s = c.server(modelId)) {
        d.kind = s->gpuServer ? DeviceKind::GpuServer : DeviceKind::Server;
        d.name = s->name;
        if (s->gpuServer)
            d.gpuSlots.assign(std::size_t(s->gpuSlots),
                              s->builtInGpu ? std::optional<std::string>(*s->builtInGpu)
                                            : std::nullopt);
    } else if (const SwitchModel *s = c.switchModel(modelId)) {
        d.kind = DeviceKind::Switch;
        d.name = s->name;
    } else if (const PduModel *p = c.pdu(modelId)) {
        d.kind = DeviceKind::Pdu;
        d.name = p->name;
    } else if (c.cdu(modelId)) {
        d.kind = DeviceKind::Cdu;
    }
    d.name = id; // short names read better on a rack than catalog names
    return d;
}

Rack makeRack(const Catalog &c, const std::string &modelId, const std::string &id,
              const std::string &name, int row, int position)
{
    Rack r;
    r.id = id;
    r.name = name;
    r.model = modelId;
    r.row = row;
    r.position = position;
    r.power.feeds = FeedSpec {2, 415, 32, Phase::Three, 1.0};
    r.power.redundancy = Redundancy::TwoN;
    r.power.derating = 0.8;
    if (const RackModel *m = c.rack(modelId)) {
        r.cooling.type = m->cooling;
        r.cooling.limitW = m->coolingLimitW;
        r.cooling.liquidLimitW = m->liquidLimitW;
    }
    return r;
}

} // namespace cl
