// SPDX-License-Identifier: GPL-3.0-or-later
#include "validator.h"

#include "catalog/catalog.h"
#include "catalog/procurement.h"
#include "coolingcheck.h"
#include "model/design.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "scaleupcheck.h"
#include "text/printf.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

namespace cl {

namespace {

std::string fmt(double x, int decimals = 1)
{
    return formatText("%.*f", decimals, x);
}

class Validator
{
public:
    Validator(const Design &design, const Catalog &catalog, const LinkIndex &links,
              const std::vector<RackLoad> &loads)
        : d(design)
        , c(catalog)
        , index(links)
        , loads(loads)
    { }

    Diagnostics run()
    {
        byRack = d.devicesByRack();
        checkRackPlaces();
        for (std::size_t i = 0; i < d.racks.size(); ++i)
            checkRack(d.racks[i], i);
        for (std::size_t i = 0; i < d.devices.size(); ++i)
            checkDevice(d.devices[i], i);
        checkLinks();
        checkProcurement();
        checkScaleUpDomains(d, c, out);
        checkCooling(d, c, loads, out);
        return std::move(out);
    }

private:
    void add(Severity s, std::string code, std::string objectId, std::string pointer,
             std::map<std::string, std::string> params)
    {
        out.push_back(
            {s, std::move(code), std::move(objectId), std::move(pointer), std::move(params)});
    }

    /** GPUs the site's market cannot buy, beyond what the site holds (procurement.h). */
    void checkProcurement()
    {
        if (d.site.market.empty())
            return;
        std::map<std::string, int> installed;
        for (const Device &dev : d.devices) {
            for (const auto &slot : dev.gpuSlots)
                if (slot)
                    ++installed[*slot];
        }
        for (const auto &[gpu, n] : installed) {
            const GpuModel *g = c.gpu(gpu);
            const ProcurementCheck p = g ? procurementOf(*g, d.site.market) : ProcurementCheck {};
            const auto held = d.site.heldGpus.find(gpu);
            const int have = held == d.site.heldGpus.end() ? 0 : held->second;
            if (p.buyable || n <= have)
                continue;
            add(Severity::Warning, "procurement.unbuyable", {}, "/site/market",
                {{"gpu", g->shortName.empty() ? g->id : g->shortName},
                 {"count", std::to_string(n)},
                 {"held", std::to_string(have)},
                 {"market", d.site.market},
                 {"status", p.record->status},
                 {"rule", p.record->rule},
                 {"rule_zh", p.record->ruleZh},
                 {"date", p.record->date}});
        }
    }

    void checkRackPlaces()
    {
        std::map<std::pair<int, int>, const Rack *> places;
        for (std::size_t i = 0; i < d.racks.size(); ++i) {
            const Rack &k = d.racks[i];
            auto [it, fresh] = places.emplace(std::make_pair(k.row, k.position), &k);
            if (!fresh)
                add(Severity::Warning, "rack.place_taken", k.id, "/racks/" + std::to_string(i),
                    {{"rack", k.name},
                     {"other", it->second->name},
                     {"row", std::to_string(k.row)},
                     {"position", std::to_string(k.position)}});
        }
    }

    void checkRack(const Rack &k, std::size_t index)
    {
        const std::string ptr = "/racks/" + std::to_string(index);
        const RackModel *model = c.rack(k.model);
        if (!model)
            return; // the loader reports unknown models
        const auto found = byRack.find(k.id);
        const std::vector<std::size_t> &indices = found != byRack.end() ? found->second : none;
        const RackLoad &load = loads[index];
        if (load.usableW > 0 && load.maxW > load.usableW) {
            add(Severity::Error, "rack.power_over_budget", k.id, ptr,
                {{"rack", k.name},
                 {"max_kw", fmt(load.maxW / 1000, 2)},
                 {"usable_kw", fmt(load.usableW / 1000, 2)}});
        } else if (load.usableW <= 0 && load.maxW > 0) {
            add(Severity::Error, "rack.no_power", k.id, ptr, {{"rack", k.name}});
        }
        // Cold plates need a coolant loop: an air-cooled rack (a rear door cools air, not
        // plates) cannot take a liquid-cooled tray.
        if (load.liquidMaxW > 0 && k.cooling.type != CoolingType::Liquid)
            add(Severity::Error, "rack.liquid_in_air_rack", k.id, ptr,
                {{"rack", k.name}, {"liquid_kw", fmt(load.liquidMaxW / 1000, 1)}});
        if (k.cooling.limitW && load.maxW > *k.cooling.limitW)
            add(Severity::Warning, "rack.cooling_over_limit", k.id, ptr,
                {{"rack", k.name},
                 {"max_kw", fmt(load.maxW / 1000, 2)},
                 {"limit_kw", fmt(*k.cooling.limitW / 1000, 2)}});
        if (model->maxWeightKg > 0 && load.weightKg > model->maxWeightKg)
            add(Severity::Warning, "rack.weight_over_limit", k.id, ptr,
                {{"rack", k.name},
                 {"weight_kg", fmt(load.weightKg, 0)},
                 {"limit_kg", fmt(model->maxWeightKg, 0)}});

        // U collisions: sort the devices by their lowest U and compare neighbours' ranges.
        const int top = model->u;
        std::vector<std::pair<const Device *, std::size_t>> inRack;
        for (std::size_t i : indices) {
            if (deviceHeightU(d.devices[i], c) > 0)
                inRack.emplace_back(&d.devices[i], i);
        }
        std::vector<const Device *> occupant(std::size_t(top) + 1, nullptr);
        std::set<std::pair<std::string, std::string>> reported;
        for (const auto &[dev, i] : inRack) {
            const int h = deviceHeightU(*dev, c);
            const std::string dptr = "/devices/" + std::to_string(i) + "/u";
            const int last = dev->u + h - 1;
            if (last > top) {
                add(Severity::Error, "device.past_rack_top", dev->id, dptr,
                    {{"device", dev->name},
                     {"rack", k.name},
                     {"u", std::to_string(dev->u)},
                     {"height", std::to_string(h)},
                     {"rack_u", std::to_string(top)}});
            }
            for (int u = dev->u; u <= std::min(last, top); ++u) {
                const Device *other = occupant[std::size_t(u)];
                if (other && reported.emplace(other->id, dev->id).second) {
                    add(Severity::Error, "device.u_overlap", dev->id, dptr,
                        {{"device", dev->name},
                         {"other", other->name},
                         {"rack", k.name},
                         {"u", std::to_string(u)}});
                }
                if (!other)
                    occupant[std::size_t(u)] = dev;
            }
        }
    }

    void checkDevice(const Device &dev, std::size_t index)
    {
        const std::string ptr = "/devices/" + std::to_string(index);
        if (!dev.rack)
            add(Severity::Info, "device.unplaced", dev.id, ptr, {{"device", dev.name}});
        if (dev.kind != DeviceKind::GpuServer)
            return;
        const ServerModel *server = c.server(dev.model);
        if (!server)
            return;
        if (int(dev.gpuSlots.size()) > server->gpuSlots) {
            add(Severity::Error, "server.no_free_slot", dev.id, ptr + "/gpu_slots",
                {{"device", dev.name},
                 {"gpus", std::to_string(dev.gpuSlots.size())},
                 {"slots", std::to_string(server->gpuSlots)}});
        }
        std::set<std::string> models;
        for (std::size_t s = 0; s < dev.gpuSlots.size(); ++s) {
            if (!dev.gpuSlots[s])
                continue;
            const GpuModel *gpu = c.gpu(*dev.gpuSlots[s]);
            if (!gpu)
                continue;
            models.insert(gpu->id);
            if (gpu->formFactor != server->gpuFormFactor)
                add(Severity::Error, "server.gpu_form_factor", dev.id,
                    ptr + "/gpu_slots/" + std::to_string(s),
                    {{"device", dev.name},
                     {"gpu", gpu->name},
                     {"gpu_form", gpu->formFactor},
                     {"slot_form", server->gpuFormFactor}});
            if (server->builtInGpu && *server->builtInGpu != gpu->id)
                add(Severity::Error, "server.builtin_gpu", dev.id,
                    ptr + "/gpu_slots/" + std::to_string(s),
                    {{"device", dev.name}, {"gpu", gpu->name}, {"builtin", *server->builtInGpu}});
        }
        if (models.size() > 1) {
            std::string list;
            for (const auto &m : models)
                list += (list.empty() ? "" : ", ") + m;
            add(Severity::Error, "server.mixed_gpus", dev.id, ptr + "/gpu_slots",
                {{"device", dev.name}, {"models", list}});
        }
        if (dev.installedGpuCount() == 0)
            add(Severity::Warning, "server.no_gpus", dev.id, ptr, {{"device", dev.name}});
    }

    void checkLinks()
    {
        // Links are the largest list in big designs: ports are resolved by name (once, in the
        // link index), never listed.
        const std::vector<ResolvedLink> &resolved = index.links();
        // Every resolved end, grouped by device and sorted within each to find a port two links
        // use: for 60,000 ends this is several times faster than hashing (device, port name) or
        // sorting them all.
        struct End
        {
            std::size_t device;
            std::size_t portHash; // compared before the name: most comparisons end on integers
            std::string_view port;
            std::size_t link;
            int side; // 0 = a, 1 = b
            auto key() const { return std::tie(device, portHash, port, link, side); }
        };
        std::vector<End> ends;
        ends.reserve(2 * d.links.size());
        for (std::size_t i = 0; i < d.links.size(); ++i) {
            const Link &l = d.links[i];
            const auto ptr = [i] {
                return "/links/" + std::to_string(i);
            }; // only for errors
            // Resolved ends compare by index; unknown devices by name.
            const bool sameDevice = resolved[i].a != PortResolver::npos
                                        ? resolved[i].a == resolved[i].b
                                        : l.a.device == l.b.device;
            const bool loopback = sameDevice && l.a.port == l.b.port;
            if (loopback)
                add(Severity::Error, "link.loopback", l.id, ptr(), {{"link", l.id}});
            for (const auto *end : {&l.a, &l.b}) {
                const char *side = end == &l.a ? "a" : "b";
                const std::size_t device = end == &l.a ? resolved[i].a : resolved[i].b;
                if (device == PortResolver::npos)
                    continue; // the loader reports dangling devices
                if (!(end == &l.a ? resolved[i].ga : resolved[i].gb)) {
                    add(Severity::Error, "link.missing_port", l.id, ptr() + "/" + side + "/port",
                        {{"link", l.id}, {"device", end->device}, {"port", end->port}});
                    continue;
                }
                if (loopback && end == &l.b)
                    continue;
                ends.push_back({device, std::hash<std::string_view>()(end->port), end->port, i,
                                end == &l.a ? 0 : 1});
            }
            if (resolved[i].ga && resolved[i].gb)
                checkMedia(l, i,
                           std::min(resolved[i].ga->speedBitsPerS, resolved[i].gb->speedBitsPerS));
        }
        // Counting sort by device (stable), then a small sort inside each device's group.
        std::vector<std::size_t> start(d.devices.size() + 1, 0);
        for (const End &e : ends)
            ++start[e.device + 1];
        for (std::size_t k = 1; k < start.size(); ++k)
            start[k] += start[k - 1];
        std::vector<End> grouped(ends.size());
        {
            std::vector<std::size_t> next(start.begin(), start.end() - 1);
            for (const End &e : ends)
                grouped[next[e.device]++] = e;
        }
        ends.swap(grouped);
        for (std::size_t k = 0; k + 1 < start.size(); ++k)
            std::sort(ends.begin() + std::ptrdiff_t(start[k]),
                      ends.begin() + std::ptrdiff_t(start[k + 1]),
                      [](const End &x, const End &y) { return x.key() < y.key(); });
        // (link, side) of each reuse with the link that had the port first, in link order.
        std::vector<std::tuple<std::size_t, int, std::size_t>> reused;
        for (std::size_t k = 1, first = 0; k < ends.size(); ++k) {
            // The hash first: the names of one device's ports mostly have one length.
            if (ends[k].device != ends[first].device || ends[k].portHash != ends[first].portHash
                || ends[k].port != ends[first].port)
                first = k;
            else
                reused.emplace_back(ends[k].link, ends[k].side, ends[first].link);
        }
        std::sort(reused.begin(), reused.end());
        for (const auto &[i, sideIndex, otherIndex] : reused) {
            const Link &l = d.links[i];
            const PortRef &end = sideIndex == 0 ? l.a : l.b;
            const std::string &other = d.links[otherIndex].id;
            add(Severity::Error, "link.port_reused", l.id,
                "/links/" + std::to_string(i) + (sideIndex == 0 ? "/a/port" : "/b/port"),
                {{"link", l.id}, {"device", end.device}, {"port", end.port}, {"other", other}});
        }
    }

    /**
     * A cable of the link's medium must carry its speed (twisted pair stops at 10G, a DAC at
     * its rated rate) over its length: a 400G link marked copper is named, and the BOM would
     * otherwise buy Cat6 for it. Optics are matched by transceiver in the BOM.
     */
    void checkMedia(const Link &l, std::size_t i, double bits)
    {
        if (l.media == Media::Mmf || l.media == Media::Smf)
            return;
        // A hall has thousands of links of a few kinds: the catalog is scanned once per kind.
        auto [it, fresh] = mediaReach.try_emplace({int(l.media), bits});
        MediaReach &m = it->second;
        if (fresh) {
            const bool perMetre = l.media == Media::Copper;
            for (const auto &[id, cable] : c.cables) {
                if (cable.media != l.media || cable.perMetre != perMetre)
                    continue;
                m.fastest = std::max(m.fastest, cable.speedBitsPerS);
                if (cable.speedBitsPerS >= bits) {
                    m.carries = true;
                    m.reachM = cable.maxLengthM <= 0 ? std::numeric_limits<double>::infinity()
                                                     : std::max(m.reachM, cable.maxLengthM);
                }
            }
        }
        if (m.carries && (!l.lengthM || m.reachM >= *l.lengthM))
            return;
        const double fastest = m.fastest;
        const bool tooSlow = fastest < bits;
        add(Severity::Error, tooSlow ? "link.media_speed" : "link.media_reach", l.id,
            "/links/" + std::to_string(i) + "/media",
            {{"link", l.id},
             {"media", std::string(nameOf(mediaNames(), l.media))},
             {"speed_gbps", formatText("%g", bits / 1e9)},
             {"fastest_gbps", formatText("%g", fastest / 1e9)},
             {"length_m", l.lengthM ? formatText("%g", *l.lengthM) : std::string()}});
    }

    /** What the catalog's cables of one medium do at one speed (checkMedia). */
    struct MediaReach
    {
        double fastest = 0; ///< the medium's fastest cable
        bool carries = false; ///< some cable carries the speed
        double reachM = 0; ///< the longest of those (infinity: unrated)
    };
    std::map<std::pair<int, double>, MediaReach> mediaReach;

    const Design &d;
    const Catalog &c;
    const LinkIndex &index;
    const std::vector<RackLoad> &loads; ///< by rack, in design order
    Diagnostics out;
    std::unordered_map<std::string, std::vector<std::size_t>> byRack;
    const std::vector<std::size_t> none;
};

} // namespace

Diagnostics validateDesign(const Design &design, const Catalog &catalog)
{
    return validateDesign(design, catalog, LinkIndex(design, catalog));
}

Diagnostics validateDesign(const Design &design, const Catalog &catalog, const LinkIndex &links)
{
    return validateDesign(design, catalog, links, rackLoads(design, catalog));
}

Diagnostics validateDesign(const Design &design, const Catalog &catalog, const LinkIndex &links,
                           const std::vector<RackLoad> &loads)
{
    return Validator(design, catalog, links, loads).run();
}

} // namespace cl
