// SPDX-License-Identifier: GPL-3.0-or-later
#include "ports.h"

#include "design.h"

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
    case DeviceKind::Cdu:
        break;
    }
    for (std::size_t k = 0; k < device.nics.size(); ++k) {
        if (const auto *nic = catalog.nic(device.nics[k]))
            addGroups(out, nic->ports, "nic" + std::to_string(k + 1) + "-");
    }
    return out;
}

namespace {

const std::vector<PortGroup> *modelPorts(const Device &device, const Catalog &catalog)
{
    switch (device.kind) {
    case DeviceKind::GpuServer:
    case DeviceKind::Server:
        if (const auto *s = catalog.server(device.model))
            return &s->ports;
        return nullptr;
    case DeviceKind::Switch:
        if (const auto *s = catalog.switchModel(device.model))
            return &s->ports;
        return nullptr;
    case DeviceKind::Pdu:
    case DeviceKind::Cdu:
        return nullptr;
    }
    return nullptr;
}

const PortGroup *matchGroup(const std::vector<PortGroup> &groups, std::string_view name)
{
    for (const auto &g : groups) {
        if (name.size() <= g.prefix.size() || name.compare(0, g.prefix.size(), g.prefix) != 0)
            continue;
        int index = 0;
        bool digits = true;
        for (char ch : name.substr(g.prefix.size())) {
            // Stop before the number can overflow: no port group has 100,000 ports.
            if (ch < '0' || ch > '9' || index > 100000) {
                digits = false;
                break;
            }
            index = index * 10 + (ch - '0');
        }
        // "p01" is not "p1": names are written without leading zeros.
        if (digits && name[g.prefix.size()] != '0' && index >= 1 && index <= g.count)
            return &g;
    }
    return nullptr;
}

} // namespace

namespace {

/** "nicK-rest" -> (K, rest); K = 0 when the name is not a NIC port. */
std::pair<std::size_t, std::string_view> splitNicPort(std::string_view port)
{
    if (port.rfind("nic", 0) != 0)
        return {0, port};
    const auto dash = port.find('-');
    if (dash == std::string_view::npos || dash <= 3)
        return {0, port};
    std::size_t k = 0;
    for (char ch : port.substr(3, dash - 3)) {
        if (ch < '0' || ch > '9' || k > 1000)
            return {0, port};
        k = k * 10 + std::size_t(ch - '0');
    }
    return {k, port.substr(dash + 1)};
}

} // namespace

PortResolver::PortResolver(const Design &design, const Catalog &catalog)
{
    mIndex.reserve(design.devices.size());
    mModelPorts.reserve(design.devices.size());
    mNicPorts.resize(design.devices.size());
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        const Device &d = design.devices[i];
        mIndex.emplace(d.id, i);
        mModelPorts.push_back(modelPorts(d, catalog));
        for (const auto &id : d.nics) {
            const NicModel *nic = catalog.nic(id);
            mNicPorts[i].push_back(nic ? &nic->ports : nullptr);
        }
    }
}

std::size_t PortResolver::deviceIndex(std::string_view id) const
{
    auto it = mIndex.find(id);
    return it == mIndex.end() ? npos : it->second;
}

LinkIndex::LinkIndex(const Design &design, const Catalog &catalog)
    : mPorts(design, catalog)
{
    mLinks.reserve(design.links.size());
    for (const Link &l : design.links) {
        ResolvedLink r;
        r.a = mPorts.deviceIndex(l.a.device);
        r.b = mPorts.deviceIndex(l.b.device);
        r.ga = mPorts.resolve(r.a, l.a.port);
        r.gb = mPorts.resolve(r.b, l.b.port);
        mLinks.push_back(r);
    }
}

const PortGroup *PortResolver::resolve(std::size_t i, std::string_view port) const
{
    if (i >= mModelPorts.size())
        return nullptr;
    const auto [k, rest] = splitNicPort(port);
    if (k >= 1 && k <= mNicPorts[i].size() && mNicPorts[i][k - 1]) {
        if (const PortGroup *g = matchGroup(*mNicPorts[i][k - 1], rest))
            return g;
    }
    return mModelPorts[i] ? matchGroup(*mModelPorts[i], port) : nullptr;
}

const PortGroup *resolvePort(const Device &device, std::string_view port, const Catalog &catalog)
{
    const auto [k, rest] = splitNicPort(port);
    if (k >= 1 && k <= device.nics.size()) {
        if (const auto *nic = catalog.nic(device.nics[k - 1]))
            if (const auto *g = matchGroup(nic->ports, rest))
                return g;
    }
    if (const auto *groups = modelPorts(device, catalog))
        return matchGroup(*groups, port);
    return nullptr;
}

int countPorts(const Device &device, Fabric fabric, const Catalog &catalog)
{
    int n = 0;
    if (const auto *groups = modelPorts(device, catalog)) {
        for (const auto &g : *groups)
            n += g.fabric == fabric ? g.count : 0;
    }
    for (const auto &id : device.nics) {
        if (const auto *nic = catalog.nic(id)) {
            for (const auto &g : nic->ports)
                n += g.fabric == fabric ? g.count : 0;
        }
    }
    return n;
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
    case DeviceKind::Cdu:
        if (const auto *c = catalog.cdu(device.model))
            return c->u;
        return 0;
    }
    return 0;
}

bool standsWithoutU(const Device &device, const Catalog &catalog)
{
    if (device.kind == DeviceKind::Pdu)
        return true;
    const CduModel *cdu = device.kind == DeviceKind::Cdu ? catalog.cdu(device.model) : nullptr;
    return cdu && cdu->mount == CduMount::InRow;
}

} // namespace cl
