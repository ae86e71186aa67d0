// SPDX-License-Identifier: GPL-3.0-or-later
#include "netboxdevicetypes.h"

#include "catalog/catalog.h"
#include "io/csvtable.h"
#include "model/design.h"
#include "netboxvocabulary.h"
#include "text/printf.h"

#include <cmath>
#include <map>

namespace cl {

namespace {

// IEC 60320: a C13/C14 pair is rated 10 A, a C19/C20 pair 16 A; at 230 V a PSU over 2.3 kW
// takes the C20 inlet (NetBox names the inlet: power ports are C14/C20, outlets C13/C19).
constexpr double kC14LimitW = 230.0 * 10.0;

void addInterfaces(NetBoxDeviceType &t, const std::vector<PortGroup> &groups)
{
    for (const PortGroup &g : groups) {
        for (int i = 1; i <= g.count; ++i)
            t.interfaces.push_back({g.prefix + std::to_string(i), netboxInterfaceType(g),
                                    g.fabric == Fabric::OutOfBand});
    }
}

NetBoxDeviceType typeOf(const CatalogEntry &e, int u, double weightKg)
{
    NetBoxDeviceType t;
    t.catalogId = e.id;
    t.manufacturer = netboxManufacturer(e);
    t.model = e.name;
    t.slug = netboxSlug(e.id, "type");
    t.uHeight = u;
    t.weightKg = weightKg;
    t.comments
        = "ClusterLedger catalog " + e.id + ": " + e.source.document + " (" + e.source.date + ")";
    return t;
}

std::string yamlString(const std::string &s)
{
    std::string out = "\"";
    for (char c : s)
        out += c == '"' ? std::string("\\\"") : c == '\\' ? std::string("\\\\") : std::string(1, c);
    return out + "\"";
}

std::string yaml(const NetBoxDeviceType &t)
{
    std::string y
        = "---\nmanufacturer: " + yamlString(t.manufacturer) + "\nmodel: " + yamlString(t.model)
          + "\nslug: " + yamlString(t.slug) + "\nu_height: " + std::to_string(t.uHeight)
          + "\nis_full_depth: " + (t.fullDepth ? "true" : "false") + "\nairflow: front-to-rear\n";
    if (t.weightKg > 0)
        y += formatText("weight: %.1f\nweight_unit: kg\n", t.weightKg);
    y += "comments: " + yamlString(t.comments) + "\n";
    if (!t.interfaces.empty()) {
        y += "interfaces:\n";
        for (const auto &i : t.interfaces)
            y += "  - name: " + yamlString(i.name) + "\n    type: " + i.type
                 + (i.mgmtOnly ? "\n    mgmt_only: true\n" : "\n");
    }
    if (!t.powerPorts.empty()) {
        y += "power-ports:\n";
        for (const auto &p : t.powerPorts)
            y += "  - name: " + yamlString(p.name) + "\n    type: " + p.type
                 + "\n    maximum_draw: " + std::to_string(p.maximumDrawW)
                 + "\n    allocated_draw: " + std::to_string(p.allocatedDrawW) + "\n";
    }
    return y;
}

} // namespace

const CatalogEntry *netboxCatalogEntry(const Catalog &c, const Device &dev)
{
    switch (dev.kind) {
    case DeviceKind::GpuServer:
    case DeviceKind::Server:
        return c.server(dev.model);
    case DeviceKind::Switch:
        return c.switchModel(dev.model);
    case DeviceKind::Pdu:
        return c.pdu(dev.model);
    case DeviceKind::Cdu:
        return c.cdu(dev.model);
    }
    return nullptr;
}

std::vector<NetBoxDeviceType> netboxDeviceTypes(const Design &d, const Catalog &c)
{
    std::map<std::string, NetBoxDeviceType> types;
    for (const Device &dev : d.devices) {
        if (types.count(dev.model))
            continue;
        if (const ServerModel *s = c.server(dev.model)) {
            NetBoxDeviceType t = typeOf(*s, s->u, s->weightKg);
            addInterfaces(t, s->ports);
            const int psus = std::max(1, s->psuCount);
            for (int i = 1; i <= s->psuCount; ++i)
                t.powerPorts.push_back({"PSU" + std::to_string(i),
                                        s->psuW > kC14LimitW ? "iec-60320-c20" : "iec-60320-c14",
                                        int(std::lround(s->maxW / psus)),
                                        int(std::lround(s->typicalW / psus))});
            types.emplace(dev.model, std::move(t));
        } else if (const SwitchModel *w = c.switchModel(dev.model)) {
            NetBoxDeviceType t = typeOf(*w, w->u, w->weightKg);
            addInterfaces(t, w->ports);
            types.emplace(dev.model, std::move(t));
        } else if (const PduModel *p = c.pdu(dev.model)) {
            NetBoxDeviceType t = typeOf(*p, p->u, p->weightKg);
            t.fullDepth = false;
            types.emplace(dev.model, std::move(t));
        } else if (const CduModel *cdu = c.cdu(dev.model)) {
            // An in-row CDU is a floor cabinet: a 0U device type NetBox places at the rack.
            types.emplace(dev.model, typeOf(*cdu, cdu->u, cdu->weightKg));
        }
    }
    std::vector<NetBoxDeviceType> out;
    for (auto &[id, t] : types)
        out.push_back(std::move(t));
    return out;
}

std::vector<NetBoxFile> netboxDeviceTypeFiles(const std::vector<NetBoxDeviceType> &types)
{
    std::string csv = csvLine({"manufacturer", "model", "slug", "u_height", "is_full_depth",
                               "airflow", "weight", "weight_unit", "comments"});
    std::vector<NetBoxFile> out;
    for (const NetBoxDeviceType &t : types) {
        csv += csvLine({t.manufacturer, t.model, t.slug, std::to_string(t.uHeight),
                        t.fullDepth ? "true" : "false", "front-to-rear",
                        t.weightKg > 0 ? formatText("%.1f", t.weightKg) : "",
                        t.weightKg > 0 ? "kg" : "", t.comments});
        // The folder is the manufacturer's slug: a name is never a path.
        out.push_back(
            {"device-types/" + netboxSlug(t.manufacturer, "generic") + "/" + t.slug + ".yaml",
             yaml(t)});
    }
    out.insert(out.begin(), NetBoxFile {"device_types.csv", csv});
    return out;
}

} // namespace cl
