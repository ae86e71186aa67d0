// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleupdomain.h"

#include "catalog/catalog.h"
#include "model/design.h"

#include <unordered_map>

namespace cl {

namespace {

/** The tray's catalog model when it joins rack-scale domains. */
const ServerModel *joiningTray(const Device &dev, const Catalog &c)
{
    if (dev.kind != DeviceKind::GpuServer)
        return nullptr;
    const ServerModel *s = c.server(dev.model);
    return s && s->scaleUpDomain ? s : nullptr;
}

} // namespace

std::vector<ScaleUpDomainGroup> scaleUpDomains(const Design &d, const Catalog &c)
{
    std::vector<ScaleUpDomainGroup> groups;
    std::unordered_map<std::string_view, std::size_t> byName; // views into d.racks
    for (const Rack &k : d.racks) {
        if (k.scaleUpDomain.empty())
            continue;
        auto [it, fresh] = byName.emplace(k.scaleUpDomain, groups.size());
        if (fresh)
            groups.push_back({k.scaleUpDomain, {}, {}, 0, {}, nullptr, false, {}});
        groups[it->second].rackIds.push_back(k.id);
    }
    if (groups.empty())
        return groups;
    const auto rackDomain = rackScaleUpDomains(d);
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        const Device &dev = d.devices[i];
        if (!dev.rack || dev.kind != DeviceKind::GpuServer)
            continue;
        const auto r = rackDomain.find(*dev.rack);
        if (r == rackDomain.end())
            continue;
        ScaleUpDomainGroup &g = groups[byName.at(r->second)];
        const ServerModel *tray = joiningTray(dev, c);
        if (!tray) {
            g.outsiders.push_back(i);
            continue;
        }
        if (g.trayModel.empty()) {
            g.trayModel = dev.model;
            g.spec = &*tray->scaleUpDomain;
        } else if (g.trayModel != dev.model) {
            g.mixedModels = true;
        }
        g.trays.push_back(i);
        g.gpus += dev.installedGpuCount();
    }
    return groups;
}

std::unordered_map<std::string_view, std::string_view> rackScaleUpDomains(const Design &d)
{
    std::unordered_map<std::string_view, std::string_view> out;
    for (const Rack &k : d.racks)
        if (!k.scaleUpDomain.empty())
            out.emplace(k.id, k.scaleUpDomain);
    return out;
}

} // namespace cl
