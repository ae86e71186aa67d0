// SPDX-License-Identifier: GPL-3.0-or-later
#include "netboxexport.h"

#include "catalog/catalog.h"
#include "cost/cablerouting.h"
#include "io/csvtable.h"
#include "model/design.h"
#include "model/ports.h"
#include "netboxdevicetypes.h"
#include "netboxvocabulary.h"
#include "text/printf.h"
#include "text/utf8.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace cl {

namespace {

using Rows = std::vector<std::vector<std::string>>;

std::string table(const std::vector<std::string> &header, const Rows &rows)
{
    std::string out = csvLine(header);
    for (const auto &r : rows)
        out += csvLine(r);
    return out;
}

std::string number(double x, int decimals = 0)
{
    return formatText("%.*f", decimals, x);
}

std::string locationOf(const Rack &k)
{
    return "Row " + std::to_string(k.row + 1);
}

// NetBox's field lengths (dcim/models): device and interface names 64, facility ids 50,
// descriptions 200, cable labels 100.
constexpr std::size_t kNameLength = 64, kFacilityIdLength = 50, kDescriptionLength = 200,
                      kLabelLength = 100;

std::string lowered(std::string s)
{
    for (char &ch : s)
        ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

/** NetBox wants device names unique in a site without regard to case, at most 64 bytes, and
 *  (4.7's cable import splits on commas) without commas: a repeated name gets its id after it. */
std::map<std::string, std::string> deviceNames(const Design &d)
{
    auto base = [](const Device &dev) {
        std::string name = dev.name.empty() ? dev.id : dev.name;
        std::replace(name.begin(), name.end(), ',', ';');
        return truncateUtf8(name, kNameLength);
    };
    std::map<std::string, int> seen;
    for (const Device &dev : d.devices)
        ++seen[lowered(base(dev))];
    std::map<std::string, std::string> out;
    std::set<std::string> taken;
    for (const Device &dev : d.devices) {
        std::string name = base(dev);
        if (seen[lowered(name)] > 1) {
            const std::string tag = " [" + dev.id + "]";
            name = truncateUtf8(name, kNameLength > tag.size() ? kNameLength - tag.size() : 0)
                   + truncateUtf8(tag, kNameLength);
        }
        for (int n = 2; !taken.insert(lowered(name)).second; ++n)
            name = truncateUtf8(base(dev), kNameLength - 6) + " #" + std::to_string(n);
        out[dev.id] = name;
    }
    return out;
}

/** "GPUs: h100-sxm5-80gb x8; NICs: cx7-400g" — what the catalog type does not say of a device,
 *  in the description, where netbox-import reads it back. */
std::string deviceDescription(const Device &dev)
{
    std::map<std::string, int> gpus;
    for (const auto &slot : dev.gpuSlots) {
        if (slot)
            ++gpus[*slot];
    }
    std::string out;
    for (const auto &[gpu, n] : gpus)
        out += (out.empty() ? "GPUs: " : ", ") + gpu + " x" + std::to_string(n);
    if (!dev.nics.empty()) {
        out += out.empty() ? "NICs: " : "; NICs: ";
        for (std::size_t i = 0; i < dev.nics.size(); ++i)
            out += (i ? "," : "") + dev.nics[i];
    }
    return out;
}

struct Exporter
{
    const Design &d;
    const Catalog &c;
    const NetBoxExportOptions &o;
    std::string site;
    std::map<std::string, std::string> names;
    std::vector<NetBoxFile> files;

    void add(std::string path, std::string text)
    {
        files.push_back({std::move(path), std::move(text)});
    }

    void organisation(const std::vector<NetBoxDeviceType> &types)
    {
        std::set<std::string> makers;
        for (const NetBoxDeviceType &t : types)
            makers.insert(t.manufacturer);
        Rows m;
        for (const std::string &name : makers)
            m.push_back({name, netboxSlug(name, "manufacturer")});
        add("manufacturers.csv", table({"name", "slug"}, m));
        Rows roles;
        std::set<DeviceKind> kinds;
        for (const Device &dev : d.devices)
            kinds.insert(dev.kind);
        for (DeviceKind k : kinds)
            roles.push_back(
                {netboxRole(k), netboxSlug(netboxRole(k), "role"), netboxRoleColor(k), "false"});
        add("device_roles.csv", table({"name", "slug", "color", "vm_role"}, roles));
        add("sites.csv", table({"name", "slug", "status", "description"},
                               {{site, netboxSlug(site, "site"), "planned",
                                 "planned in ClusterLedger: " + d.name}}));
        std::set<int> rows;
        for (const Rack &k : d.racks)
            rows.insert(k.row);
        Rows locations;
        for (int row : rows) {
            const std::string name = "Row " + std::to_string(row + 1);
            locations.push_back({site, name, netboxSlug(name, "row"), "planned"});
        }
        add("locations.csv", table({"site", "name", "slug", "status"}, locations));
    }

    void racks()
    {
        std::vector<std::string> header {"site",        "location",    "name",       "facility_id",
                                         "status",      "width",       "u_height",   "form_factor",
                                         "outer_width", "outer_depth", "outer_unit", "max_weight",
                                         "weight_unit", "airflow",     "description"};
        const bool cooling = o.netboxVersion == "4.7";
        if (cooling)
            header.insert(header.end(), {"cooling_capability", "cooling_capacity"});
        Rows rows;
        for (const Rack &k : d.racks) {
            const RackModel *m = c.rack(k.model);
            std::vector<std::string> r {site,
                                        locationOf(k),
                                        k.name.empty() ? k.id : k.name,
                                        truncateUtf8(k.id, kFacilityIdLength),
                                        "planned",
                                        "19",
                                        std::to_string(m ? m->u : 42),
                                        "4-post-cabinet",
                                        m ? number(m->widthMm) : "",
                                        m ? number(m->depthMm) : "",
                                        m ? "mm" : "",
                                        m && m->maxWeightKg > 0 ? number(m->maxWeightKg) : "",
                                        m && m->maxWeightKg > 0 ? "kg" : "",
                                        "front-to-rear",
                                        m ? m->name : k.model};
            if (r[8].empty())
                r[10].clear();
            if (cooling) {
                double limitW = 0;
                if (k.cooling.limitW)
                    limitW = *k.cooling.limitW;
                else if (m && m->coolingLimitW)
                    limitW = *m->coolingLimitW;
                r.push_back(k.cooling.type == CoolingType::Liquid ? "liquid-only" : "air-only");
                r.push_back(limitW > 0 ? number(limitW / 1000, 2) : "");
            }
            rows.push_back(std::move(r));
        }
        add("racks.csv", table(header, rows));
    }

    void devices()
    {
        Rows rows;
        for (const Device &dev : d.devices) {
            const CatalogEntry *e = netboxCatalogEntry(c, dev);
            const Rack *k = dev.rack ? d.findRack(*dev.rack) : nullptr;
            const bool positioned = k && dev.u > 0;
            rows.push_back({names[dev.id], netboxRole(dev.kind),
                            e ? netboxManufacturer(*e) : "Generic", e ? e->name : dev.model,
                            "planned", site, k ? locationOf(*k) : "",
                            k ? (k->name.empty() ? k->id : k->name) : "",
                            positioned ? std::to_string(dev.u) : "", positioned ? "front" : "",
                            truncateUtf8(deviceDescription(dev), kDescriptionLength)});
        }
        add("devices.csv", table({"name", "role", "manufacturer", "device_type", "status", "site",
                                  "location", "rack", "position", "face", "description"},
                                 rows));
    }

    /** Every port of every device, for device types imported from device_types.csv (which
     *  carries no components); add-in NIC ports apart, as YAML types do not have them. */
    void interfaces()
    {
        Rows all, addIn;
        for (const Device &dev : d.devices) {
            for (const PortInfo &p : devicePorts(dev, c)) {
                std::vector<std::string> r {names[dev.id], p.name, netboxInterfaceType(*p.group),
                                            p.group->fabric == Fabric::OutOfBand ? "true" : "false",
                                            number(p.group->speedBitsPerS / 1e3)};
                if (p.name.rfind("nic", 0) == 0 && !dev.nics.empty())
                    addIn.push_back(r);
                all.push_back(std::move(r));
            }
        }
        const std::vector<std::string> header {"device", "name", "type", "mgmt_only", "speed"};
        add("interfaces.csv", table(header, all));
        add("interfaces-addin.csv", table(header, addIn));
    }

    /** One panel per row; each rack's feeds, primary and redundant as its redundancy says. */
    void power()
    {
        std::set<int> rows;
        Rows feeds;
        for (const Rack &k : d.racks) {
            if (!k.power.feeds)
                continue;
            rows.insert(k.row);
            const FeedSpec &f = *k.power.feeds;
            const int redundant = k.power.redundancy == Redundancy::TwoN     ? f.count / 2
                                  : k.power.redundancy == Redundancy::NPlus1 ? std::min(1, f.count)
                                                                             : 0;
            for (int i = 0; i < f.count; ++i) {
                const std::string rack = k.name.empty() ? k.id : k.name;
                feeds.push_back(
                    {site, "Panel " + locationOf(k), locationOf(k), rack,
                     rack + " feed " + std::string(1, char('A' + i % 26))
                         + (i >= 26 ? std::to_string(i / 26) : ""),
                     "planned", i >= f.count - redundant ? "redundant" : "primary", "ac",
                     f.phase == Phase::Three ? "three-phase" : "single-phase", number(f.voltageV),
                     number(std::max(1.0, std::round(f.amps))),
                     number(std::clamp(std::round(k.power.derating * 100), 1.0, 100.0))});
            }
        }
        Rows panels;
        for (int row : rows) {
            const std::string location = "Row " + std::to_string(row + 1);
            panels.push_back({site, location, "Panel " + location});
        }
        add("power_panels.csv", table({"site", "location", "name"}, panels));
        add("power_feeds.csv",
            table({"site", "power_panel", "location", "rack", "name", "status", "type", "supply",
                   "phase", "voltage", "amperage", "max_utilization"},
                  feeds));
    }

    void cables()
    {
        const CableRouter router(d, c);
        Rows rows;
        for (const Link &l : d.links) {
            if (!d.findDevice(l.a.device) || !d.findDevice(l.b.device))
                continue; // a dangling link is the validator's to report
            rows.push_back({names[l.a.device], "dcim.interface", l.a.port, names[l.b.device],
                            "dcim.interface", l.b.port, netboxCableType(l.media), "planned",
                            truncateUtf8(l.id, kLabelLength), number(router.lengthM(l), 2), "m"});
        }
        add("cables.csv",
            table({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
                   "side_b_name", "type", "status", "label", "length", "length_unit"},
                  rows));
    }
};

const char *const kReadme = R"(NetBox bulk import of a ClusterLedger design (NetBox %s).

Import in this order, each file through its list view's Import button (or the REST API):
  1. manufacturers.csv      DCIM > Manufacturers
  2. device_roles.csv       DCIM > Device Roles
  3. sites.csv              DCIM > Sites
  4. locations.csv          DCIM > Locations (one per rack row)
  5. racks.csv              DCIM > Racks (facility_id is the design's rack id)
  6. device types: either the YAML files under device-types/ (DCIM > Device Types > Import,
     one file each: their interfaces and power ports come with them), or device_types.csv
     (no components)
  7. devices.csv            DCIM > Devices (description: GPUs and add-in NICs installed)
  8. interfaces.csv         DCIM > Interfaces, only after device_types.csv; after the YAML types
     import interfaces-addin.csv instead (add-in NIC ports, which a type does not have)
  9. power_panels.csv, then power_feeds.csv (racks with feeds only; max_utilization = derating)
 10. cables.csv             DCIM > Cables (lengths routed over the floor, in metres)

Everything is status "planned". Switch power ports are not exported: the catalog gives switch
power, not their PSUs. Server power ports are one per PSU, each with its share of the server's
maximum and typical draw.
)";

} // namespace

std::vector<NetBoxFile> exportNetBox(const Design &d, const Catalog &c,
                                     const NetBoxExportOptions &o)
{
    Exporter x {d, c, o, d.site.name.empty() ? d.name : d.site.name, deviceNames(d), {}};
    if (x.site.empty())
        x.site = "ClusterLedger site";
    x.add("README.txt", formatText(kReadme, o.netboxVersion.c_str()));
    const std::vector<NetBoxDeviceType> types = netboxDeviceTypes(d, c);
    x.organisation(types);
    x.racks();
    for (NetBoxFile &f : netboxDeviceTypeFiles(types))
        x.files.push_back(std::move(f));
    x.devices();
    x.interfaces();
    x.power();
    x.cables();
    return x.files;
}

} // namespace cl
