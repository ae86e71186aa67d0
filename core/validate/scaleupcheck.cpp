// SPDX-License-Identifier: GPL-3.0-or-later
#include "scaleupcheck.h"

#include "catalog/catalog.h"
#include "fabric/scaleupdomain.h"
#include "model/design.h"

#include <map>

namespace cl {

namespace {

std::string rackPointer(const Design &d, const std::string &rackId)
{
    for (std::size_t i = 0; i < d.racks.size(); ++i)
        if (d.racks[i].id == rackId)
            return "/racks/" + std::to_string(i) + "/scale_up_domain";
    return {};
}

void checkDomain(const Design &d, const ScaleUpDomainGroup &g, Diagnostics &out)
{
    const std::string &first = g.rackIds.front();
    if (g.spec && g.gpus > g.spec->maxGpus)
        out.push_back({Severity::Error,
                       "scale_up.over_capacity",
                       first,
                       rackPointer(d, first),
                       {{"domain", g.name},
                        {"system", g.spec->system},
                        {"gpus", std::to_string(g.gpus)},
                        {"max", std::to_string(g.spec->maxGpus)}}});
    if (g.mixedModels) {
        std::string models;
        for (std::size_t i : g.trays)
            if (models.find(d.devices[i].model) == std::string::npos)
                models += (models.empty() ? "" : ", ") + d.devices[i].model;
        out.push_back({Severity::Error,
                       "scale_up.mixed_trays",
                       first,
                       rackPointer(d, first),
                       {{"domain", g.name}, {"models", models}}});
    }
    for (std::size_t i : g.outsiders) {
        const Device &dev = d.devices[i];
        out.push_back({Severity::Warning,
                       "scale_up.outsider",
                       dev.id,
                       "/devices/" + std::to_string(i),
                       {{"device", dev.name}, {"domain", g.name}, {"model", dev.model}}});
    }
}

} // namespace

void checkScaleUpDomains(const Design &d, const Catalog &c, Diagnostics &out)
{
    for (const ScaleUpDomainGroup &g : scaleUpDomains(d, c))
        checkDomain(d, g, out);
    // Trays that join rack-scale domains, in racks that name none: one warning per rack.
    std::map<std::string, std::pair<int, const ServerModel *>> alone;
    const auto named = rackScaleUpDomains(d);
    for (const Device &dev : d.devices) {
        if (!dev.rack || dev.kind != DeviceKind::GpuServer || named.count(*dev.rack))
            continue;
        const ServerModel *s = c.server(dev.model);
        if (s && s->scaleUpDomain) {
            auto &[trays, model] = alone[*dev.rack];
            ++trays;
            model = s;
        }
    }
    for (const auto &[rackId, entry] : alone) {
        const Rack *k = d.findRack(rackId);
        out.push_back({Severity::Warning,
                       "scale_up.tray_alone",
                       rackId,
                       rackPointer(d, rackId),
                       {{"rack", k ? k->name : rackId},
                        {"trays", std::to_string(entry.first)},
                        {"system", entry.second->scaleUpDomain->system},
                        {"gpus_per_tray", std::to_string(entry.second->gpuSlots)}}});
    }
}

} // namespace cl
