// SPDX-License-Identifier: GPL-3.0-or-later
#include "fragment.h"

#include "io/designreader.h"
#include "io/designwriter.h"
#include "model/naming.h"
#include "placement.h"

#include <unordered_map>
#include <unordered_set>

namespace cl {

Fragment extractFragment(const Design &d, const std::set<std::string> &ids)
{
    Fragment f;
    std::unordered_set<std::string> racks;
    for (const auto &r : d.racks) {
        if (ids.count(r.id)) {
            f.racks.push_back(r);
            racks.insert(r.id);
        }
    }
    std::unordered_set<std::string> devices;
    for (const auto &dv : d.devices) {
        const bool inCopiedRack = dv.rack && racks.count(*dv.rack);
        if (inCopiedRack || ids.count(dv.id)) {
            Device copy = dv;
            if (!inCopiedRack)
                copy.rack.reset(); // placed again when pasted
            if (!inCopiedRack)
                copy.u = 0;
            f.devices.push_back(copy);
            devices.insert(dv.id);
        }
    }
    for (const auto &l : d.links) {
        if (devices.count(l.a.device) && devices.count(l.b.device))
            f.links.push_back(l);
    }
    return f;
}

Fragment renumberFragment(const Design &d, const Fragment &f, int row)
{
    Fragment out = f;
    std::unordered_set<std::string> used;
    for (const auto &r : d.racks)
        used.insert(r.id);
    for (const auto &dv : d.devices)
        used.insert(dv.id);
    for (const auto &l : d.links)
        used.insert(l.id);
    std::unordered_map<std::string, std::string> rename;
    auto fresh = [&](const std::string &id) {
        // "dgx-01" -> "dgx-01-2", "dgx-01-3", ...: readable and unique.
        for (int n = 2;; ++n) {
            std::string candidate = id + "-" + std::to_string(n);
            if (!used.count(candidate)) {
                used.insert(candidate);
                rename[id] = candidate;
                return candidate;
            }
        }
    };
    int targetRow = row;
    if (targetRow < 0) {
        targetRow = 0;
        for (const auto &r : d.racks)
            targetRow = std::max(targetRow, r.row);
    }
    int position = nextRackPosition(d, targetRow);
    // Names continue the planner's pattern (naming.h): "NET-1" pastes as "NET-2".
    NameSet rackNames, deviceNames;
    for (const auto &r : d.racks)
        rackNames.insert(r.name);
    for (const auto &dv : d.devices)
        deviceNames.insert(dv.name);
    // A copied rack-scale system is a new NVLink domain, not more trays in the original's.
    std::unordered_set<std::string> domains;
    for (const auto &r : d.racks)
        domains.insert(r.scaleUpDomain);
    std::unordered_map<std::string, std::string> domainRename;
    auto freshDomain = [&](const std::string &domain) {
        if (domain.empty() || !domains.count(domain))
            return domain;
        if (auto it = domainRename.find(domain); it != domainRename.end())
            return it->second;
        for (int n = 2;; ++n) {
            std::string candidate = domain + "-" + std::to_string(n);
            if (!domains.count(candidate)) {
                domains.insert(candidate);
                return domainRename[domain] = candidate;
            }
        }
    };
    for (auto &r : out.racks) {
        r.scaleUpDomain = freshDomain(r.scaleUpDomain);
        r.id = fresh(r.id);
        r.name = nextFreeName(r.name, rackNames);
        r.row = targetRow;
        r.position = position++;
    }
    for (auto &dv : out.devices) {
        dv.id = fresh(dv.id);
        dv.name = nextFreeName(dv.name, deviceNames);
        if (dv.rack)
            dv.rack = rename.at(*dv.rack);
    }
    for (auto &l : out.links) {
        l.id = fresh(l.id);
        l.a.device = rename.at(l.a.device);
        l.b.device = rename.at(l.b.device);
    }
    return out;
}

nlohmann::ordered_json fragmentToJson(const Fragment &f)
{
    Design carrier;
    carrier.name = "fragment";
    carrier.racks = f.racks;
    carrier.devices = f.devices;
    carrier.links = f.links;
    carrier.workload.model.parameters = 1e9;
    return DesignWriter::toJson(carrier);
}

std::optional<Fragment> fragmentFromJson(const std::string &text, const Catalog &catalog)
{
    auto result = DesignReader::readText(text, catalog, "clipboard");
    if (!result.ok())
        return std::nullopt;
    Fragment f;
    f.racks = std::move(result.design->racks);
    f.devices = std::move(result.design->devices);
    f.links = std::move(result.design->links);
    return f;
}

} // namespace cl
