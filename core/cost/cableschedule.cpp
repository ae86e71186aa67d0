// SPDX-License-Identifier: GPL-3.0-or-later
#include "cableschedule.h"

#include "bom.h"
#include "bomexport.h"
#include "cablerouting.h"
#include "catalog/catalog.h"
#include "io/csvtable.h"
#include "model/design.h"
#include "model/naming.h"
#include "model/ports.h"

#include <cstdio>
#include <map>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace cl {

namespace {

/** Devices and racks by id: a schedule of 50,000 links looks each end up in constant time. */
struct Lookup
{
    std::unordered_map<std::string_view, const Device *> devices;
    std::unordered_map<std::string_view, const Rack *> racks;

    explicit Lookup(const Design &d)
    {
        for (const Device &dev : d.devices)
            devices.emplace(dev.id, &dev);
        for (const Rack &r : d.racks)
            racks.emplace(r.id, &r);
    }
    template<typename T>
    static const T *find(const std::unordered_map<std::string_view, const T *> &m,
                         std::string_view id)
    {
        auto it = m.find(id);
        return it == m.end() ? nullptr : it->second;
    }
};

CableEnd endOf(const Lookup &d, const PortRef &ref)
{
    CableEnd e;
    e.device = ref.device;
    e.port = ref.port;
    const Device *dev = Lookup::find(d.devices, ref.device);
    if (!dev) {
        e.label = ref.device + "-" + ref.port;
        return e;
    }
    e.deviceName = dev->name;
    e.u = dev->u;
    const Rack *rack = dev->rack ? Lookup::find(d.racks, *dev->rack) : nullptr;
    if (!rack) {
        e.label = dev->name + "-" + ref.port;
        return e;
    }
    e.rack = rack->id;
    e.rackName = rack->name;
    const std::string position
        = (rack->position + 1 < 10 ? "0" : "") + std::to_string(rack->position + 1);
    e.label
        = rowLetters(rack->row) + "-R" + position + "-U" + std::to_string(dev->u) + "-" + ref.port;
    return e;
}

} // namespace

std::vector<CableRow> cableSchedule(const Design &d, const Catalog &c)
{
    const LinkIndex index(d, c);
    const CableRouter router(d, c);
    const Lookup lookup(d);
    std::vector<CableRow> rows;
    rows.reserve(d.links.size());
    for (std::size_t li = 0; li < d.links.size(); ++li) {
        const Link &l = d.links[li];
        const ResolvedLink &ends = index.links()[li];
        CableRow row;
        row.link = l.id;
        row.a = endOf(lookup, l.a);
        row.b = endOf(lookup, l.b);
        row.fabric = std::string(nameOf(fabricNames(), l.fabric));
        row.media = std::string(nameOf(mediaNames(), l.media));
        row.lengthM = router.lengthM(l, ends);
        row.lengthTyped = l.lengthM.has_value();
        row.parts = linkPartIds(c, l, row.lengthM, ends.ga, ends.gb);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<CableCount> cableCounts(const Design &d, const Catalog &c)
{
    const LinkIndex index(d, c);
    const CableRouter router(d, c);
    // Keyed as the rows read (names, then the parts as one " + " list), so the order is theirs.
    std::map<std::tuple<std::string_view, std::string_view, double, std::string>, CableCount> kinds;
    for (std::size_t li = 0; li < d.links.size(); ++li) {
        const Link &l = d.links[li];
        const ResolvedLink &ends = index.links()[li];
        const double length = router.lengthM(l, ends);
        std::vector<std::string> parts = linkPartIds(c, l, length, ends.ga, ends.gb);
        std::string joined;
        for (const std::string &part : parts)
            joined += (joined.empty() ? "" : " + ") + part;
        const std::string_view fabric = nameOf(fabricNames(), l.fabric);
        const std::string_view media = nameOf(mediaNames(), l.media);
        CableCount &kind = kinds[{fabric, media, length, std::move(joined)}];
        if (kind.cables++ == 0)
            kind = {std::string(fabric), std::string(media), length, std::move(parts), 1};
    }
    std::vector<CableCount> out;
    out.reserve(kinds.size());
    for (auto &[key, kind] : kinds)
        out.push_back(std::move(kind));
    return out;
}

std::string cableScheduleCsv(const std::vector<CableRow> &rows)
{
    std::string out = "link,label_a,device_a,port_a,rack_a,u_a,label_b,device_b,port_b,rack_b,u_b,"
                      "fabric,media,length_m,length_from,parts\n";
    for (const CableRow &r : rows) {
        std::string parts;
        for (const auto &p : r.parts)
            parts += (parts.empty() ? "" : " + ") + p;
        char length[32];
        std::snprintf(length, sizeof length, "%.1f", r.lengthM);
        for (const std::string &field :
             {r.link, r.a.label, r.a.deviceName, r.a.port, r.a.rackName, std::to_string(r.a.u),
              r.b.label, r.b.deviceName, r.b.port, r.b.rackName, std::to_string(r.b.u), r.fabric,
              r.media, std::string(length), std::string(r.lengthTyped ? "typed" : "floor"), parts})
            out += csvField(field) + ",";
        out.back() = '\n';
    }
    return out;
}

nlohmann::ordered_json cableScheduleJson(const std::vector<CableRow> &rows)
{
    auto end = [](const CableEnd &e) {
        return nlohmann::ordered_json {
            {"label", e.label}, {"device", e.device}, {"device_name", e.deviceName},
            {"port", e.port},   {"rack", e.rack},     {"rack_name", e.rackName},
            {"u", e.u}};
    };
    nlohmann::ordered_json links = nlohmann::ordered_json::array();
    for (const CableRow &r : rows)
        links.push_back({{"link", r.link},
                         {"a", end(r.a)},
                         {"b", end(r.b)},
                         {"fabric", r.fabric},
                         {"media", r.media},
                         {"length_m", r.lengthM},
                         {"length_from", r.lengthTyped ? "typed" : "floor"},
                         {"parts", r.parts}});
    return {{"links", links}, {"count", rows.size()}};
}

} // namespace cl
