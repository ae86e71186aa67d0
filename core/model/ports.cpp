// SPDX-License-Identifier: GPL-3.0-or-later
#include "ports.h"

namespace cl {

namespace {
void addGroups(std::vector<PortInfo> &out, const std::vector<PortGroup> &groups,
               const std::string &namePrefix)
{
    for (const auto &g : groups) {
        for (int i = 1; i <= g.count; ++i)
            out.push_back({namePrefix + g.prefix + std::to_string(i), &g});
    }
}
} // namespace

std::vector<PortInfo> devicePorts(const Device &device, const Catalog &catalog)
{
    std::vector<PortInfo> out;
    switch (device.kind) {
    case DeviceKind::GpuServer:
    case DeviceKind::Server:
        if (const auto *s = catalog.server(device.model))
            addGroups(out, s->ports, {});
        break;
    case DeviceKind::Switch:
        if (const auto *s = catalog.switchModel(device.model))
            addGroups(out, s->ports, {});
        break;
    case DeviceKind::Pdu:
        break;
    }
    for (std::size_t k = 0; k < device.nics.size(); ++k) {
        if (const auto *nic = catalog.nic(device.nics[k]))
            addGroups(out, nic->ports, "nic" + std::to_string(k + 1) + "-");
    }
    return out;
}

int deviceHeightU(const Device &device, const Catalog &catalog)
{
    switch (device.kind) {
    case DeviceKind::GpuServer:
    case DeviceKind::Server:
        if (const auto *s = catalog.server(device.model))
            return s->u;
        return 0;
    case DeviceKind::Switch:
        if (const auto *s = catalog.switchModel(device.model))
            return s->u;
        return 0;
    case DeviceKind::Pdu:
        if (const auto *p = catalog.pdu(device.model))
            return p->u;
        return 0;
    }
    return 0;
}

} // namespace cl
