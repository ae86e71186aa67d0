// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabricgenerator.h"

#include "catalog/catalog.h"
#include "cost/cablerouting.h"
#include "edit/placement.h"
#include "fabricbuilder.h"
#include "model/ports.h"
#include "switchplacer.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace cl {

const NameTable<Topology> &topologyNames()
{
    static const NameTable<Topology> t {{"rail-optimized", Topology::RailOptimized},
                                        {"fat-tree", Topology::FatTree},
                                        {"three-tier", Topology::ThreeTier}};
    return t;
}

namespace fabricdetail {

PortKey keyOf(const PortRef &r)
{
    return {r.device, r.port};
}

std::pair<PortKey, PortKey> linkKey(const PortRef &a, const PortRef &b)
{
    return keyOf(a) < keyOf(b) ? std::pair {keyOf(a), keyOf(b)} : std::pair {keyOf(b), keyOf(a)};
}

bool hasManagementPort(const SwitchModel &s)
{
    const PortGroup *largest = nullptr;
    bool oob = false;
    for (const PortGroup &g : s.ports) {
        oob = oob || g.fabric == Fabric::OutOfBand;
        if (!largest || g.count > largest->count)
            largest = &g;
    }
    return oob && largest && largest->fabric != Fabric::OutOfBand;
}

/** The switch group a switch offers a fabric: the group of that fabric with the most ports,
 *  else (a storage fabric on InfiniBand switches) the largest group at least `speed` fast. */
const PortGroup *fabricGroup(const SwitchModel &s, Fabric fabric, double speed)
{
    // A switch's own management port is an end of the out-of-band network, not a switch of it.
    const bool managed = hasManagementPort(s);
    const PortGroup *best = nullptr;
    for (int pass = 0; pass < 2 && !best; ++pass) {
        for (const PortGroup &g : s.ports) {
            if (pass == 0 ? g.fabric != fabric : g.speedBitsPerS < std::max(speed, 1.0))
                continue;
            if (managed && g.fabric == Fabric::OutOfBand)
                continue;
            if (!best || g.count > best->count)
                best = &g;
        }
    }
    return best;
}

const PortGroup *uplinkGroup(const SwitchModel &s, const PortGroup &down)
{
    const PortGroup *best = nullptr;
    for (const PortGroup &g : s.ports) {
        if (&g != &down && g.fabric == down.fabric && g.speedBitsPerS > down.speedBitsPerS
            && (!best || g.count > best->count))
            best = &g;
    }
    return best;
}

/** A port at `a` bit/s can run on a port at `b`: the same speed or the generation next to it
 *  (an NDR NIC on an HDR switch), not a 25 GbE NIC on a 200G InfiniBand port. */
bool compatibleSpeeds(double a, double b)
{
    return a > 0 && b > 0 && std::max(a, b) <= 2.0 * std::min(a, b);
}

/** The catalog switch for servers whose ports run at `speed`: the slowest port speed that keeps
 *  up with them (no 400G switch for 25G NICs), then the most ports, then the lower price. */
const SwitchModel *chooseSwitch(const Catalog &c, Fabric fabric, double speed)
{
    const SwitchModel *best = nullptr;
    const PortGroup *bestGroup = nullptr;
    for (int pass = 0; pass < 2 && !best; ++pass) {
        for (const auto &[id, s] : c.switches) {
            const PortGroup *g = fabricGroup(s, fabric, speed);
            if (!g || g->speedBitsPerS < speed || (pass == 0 && g->fabric != fabric))
                continue;
            const double price = s.price ? s.price->usd : 1e18;
            const double bestPrice = best && best->price ? best->price->usd : 1e18;
            const bool better = !best || g->speedBitsPerS < bestGroup->speedBitsPerS
                                || (g->speedBitsPerS == bestGroup->speedBitsPerS
                                    && (g->count > bestGroup->count
                                        || (g->count == bestGroup->count && price < bestPrice)));
            if (better) {
                best = &s;
                bestGroup = g;
            }
        }
    }
    return best;
}

/** The ports of a switch's fabric group that no link uses, in order. */
std::vector<std::string> freePortsOf(const PortGroup &g, const std::string &device,
                                     const std::set<PortKey> &used)
{
    std::vector<std::string> out;
    for (int i = 1; i <= g.count; ++i) {
        std::string port = g.prefix + std::to_string(i);
        if (!used.count({device, port}))
            out.push_back(std::move(port));
    }
    return out;
}

std::string Builder::allocate(const std::string &prefix)
{
    int &n = nextNumber[prefix];
    std::string id;
    do
        id = prefix + "-" + std::to_string(++n);
    while (taken.count(id));
    taken.insert(id);
    return id;
}

/** The switch model the design already joins these servers with (a unit's leaves): more of the
 *  same, rather than a second model beside it. */
const SwitchModel *Builder::existingLeafModel() const
{
    const Design &d = r.design;
    std::unordered_set<std::string> mine;
    for (const ServerPorts &s : servers)
        mine.insert(d.devices[s.device].id);
    std::map<std::string, int> models;
    for (const Link &l : d.links) {
        if (l.fabric != o.fabric)
            continue;
        for (auto [self, other] : {std::pair {&l.a, &l.b}, std::pair {&l.b, &l.a}}) {
            auto w = deviceIndex.find(other->device);
            if (mine.count(self->device) && w != deviceIndex.end()
                && d.devices[w->second].kind == DeviceKind::Switch)
                ++models[d.devices[w->second].model];
        }
    }
    const SwitchModel *best = nullptr;
    int most = 0;
    for (const auto &[id, n] : models) {
        const SwitchModel *s = c.switchModel(id);
        if (s && fabricGroup(*s, o.fabric, 0) && n > most) {
            best = s;
            most = n;
        }
    }
    return best;
}

bool Builder::collectServers()
{
    const Design &d = r.design;
    const std::set<std::string> only(o.servers.begin(), o.servers.end());
    // A switch that already switches this out-of-band network (a 10G aggregation switch as its
    // spine) is part of it, not an end of it, though it has a management port of its own.
    std::unordered_set<std::string_view> switching;
    if (o.fabric == Fabric::OutOfBand) {
        const LinkIndex index(d, c);
        for (std::size_t li = 0; li < d.links.size(); ++li) {
            const Link &l = d.links[li];
            const ResolvedLink &ends = index.links()[li];
            if (l.fabric != Fabric::OutOfBand)
                continue;
            if (ends.ga && ends.ga->fabric != Fabric::OutOfBand)
                switching.insert(l.a.device);
            if (ends.gb && ends.gb->fabric != Fabric::OutOfBand)
                switching.insert(l.b.device);
        }
    }
    double speed = 0;
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        const Device &dev = d.devices[i];
        deviceIndex.emplace(dev.id, i);
        taken.insert(dev.id);
        const SwitchModel *switchModel
            = dev.kind == DeviceKind::Switch ? c.switchModel(dev.model) : nullptr;
        const bool server = dev.kind == DeviceKind::GpuServer
                            || (dev.kind == DeviceKind::Server && o.fabric != Fabric::Compute)
                            || (o.fabric == Fabric::OutOfBand && switchModel
                                && hasManagementPort(*switchModel) && !switching.count(dev.id));
        if (!server || (!only.empty() && !only.count(dev.id)))
            continue;
        ServerPorts sp {i, {}};
        for (PortInfo &p : devicePorts(dev, c)) {
            if (p.group->fabric == o.fabric) {
                speed = std::max(speed, p.group->speedBitsPerS);
                sp.ports.push_back(std::move(p));
            }
        }
        if (!sp.ports.empty()) {
            rails = std::max(rails, int(sp.ports.size()));
            endpoints.insert(i);
            servers.push_back(std::move(sp));
        }
    }
    for (const Rack &k : d.racks)
        taken.insert(k.id);
    for (const Link &l : d.links) {
        taken.insert(l.id);
        used.insert(keyOf(l.a));
        used.insert(keyOf(l.b));
    }
    if (servers.empty()) {
        r.error = "fabric.no_servers";
        r.errorParams = {{"fabric", std::string(nameOf(fabricNames(), o.fabric))}};
        return false;
    }
    model = o.switchModel.empty() ? existingLeafModel() : c.switchModel(o.switchModel);
    if (!model && o.switchModel.empty())
        model = chooseSwitch(c, o.fabric, speed);
    group = model ? fabricGroup(*model, o.fabric, speed) : nullptr;
    if (!model || !group) {
        r.error = "fabric.no_switch";
        r.errorParams = {{"switch", o.switchModel}};
        return false;
    }
    r.switchModel = model->id;
    chooseUpperSwitch();
    // Only ports the switch can take: a 25 GbE NIC does not go into an HDR InfiniBand leaf.
    for (ServerPorts &s : servers)
        std::erase_if(s.ports, [&](const PortInfo &p) {
            return !compatibleSpeeds(p.group->speedBitsPerS, group->speedBitsPerS);
        });
    std::erase_if(servers, [](const ServerPorts &s) { return s.ports.empty(); });
    if (servers.empty()) {
        r.error = "fabric.no_servers";
        r.errorParams = {{"fabric", std::string(nameOf(fabricNames(), o.fabric))}};
        return false;
    }
    rails = 1;
    for (const ServerPorts &s : servers)
        rails = std::max(rails, int(s.ports.size()));
    return true;
}

void Builder::chooseUpperSwitch()
{
    // A leaf with a faster uplink group (48 x 1G down, 4 x 10G up) sends its uplinks from there
    // to spines of that speed; else spines are leaves' kin and the leaf splits one group.
    upGroup = uplinkGroup(*model, *group);
    upperModel = upGroup ? chooseSwitch(c, o.fabric, upGroup->speedBitsPerS) : nullptr;
    upperGroup = upperModel ? fabricGroup(*upperModel, o.fabric, upGroup->speedBitsPerS) : nullptr;
    if (!upperGroup || !compatibleSpeeds(upperGroup->speedBitsPerS, upGroup->speedBitsPerS)) {
        upGroup = nullptr;
        upperModel = model;
        upperGroup = group;
    }
    r.upperSwitchModel = upperModel->id;
    if (upGroup)
        splitLeafWithUplinks(group->count, group->speedBitsPerS, upGroup->count,
                             upGroup->speedBitsPerS, o.oversubscription, leafDown, leafUp);
    else
        splitLeafPorts(group->count, o.oversubscription, leafDown, leafUp);
}

void Builder::sizeUplinksToUse()
{
    // Uplinks for the down ports in use, not for the leaf's every port: a top-of-rack leaf with
    // four servers at 1:1 takes eight uplinks, not thirty-two. Every leaf takes the same number
    // (the busiest leaf's), so each reaches every spine alike.
    int busiest = 0;
    for (const Slot &leaf : leaves)
        busiest = std::max(busiest, leaf.downlinks);
    if (busiest <= 0)
        return;
    const double ratio = std::max(1, o.oversubscription);
    const double down = busiest * group->speedBitsPerS;
    const double up = upGroup ? upGroup->speedBitsPerS : group->speedBitsPerS;
    leafUp = std::min(leafUp, std::max(1, int(std::ceil(down / (ratio * up) - 1e-9))));
}

void Builder::openLeafPorts(Slot &leaf, const SwitchModel &m, const std::string &id)
{
    const PortGroup *down = fabricGroup(m, o.fabric, 0);
    if (!down)
        return;
    leaf.freePorts = freePortsOf(*down, id, used);
    leaf.next = 0;
    openUplinks(leaf, m, *down, id);
}

void Builder::openUplinks(Slot &leaf, const SwitchModel &m, const PortGroup &down,
                          const std::string &id)
{
    const PortGroup *up = uplinkGroup(m, down);
    leaf.separateUp = up && upGroup;
    leaf.upPorts = leaf.separateUp ? freePortsOf(*up, id, used) : std::vector<std::string>();
    leaf.upNext = 0;
}

void Builder::findLeaves()
{
    const Design &d = r.design;
    std::unordered_map<std::size_t, const ServerPorts *> inScope;
    for (const ServerPorts &s : servers)
        inScope.emplace(s.device, &s);
    for (std::size_t li = 0; li < d.links.size(); ++li) {
        const Link &l = d.links[li];
        if (l.fabric != o.fabric)
            continue;
        for (auto [self, other] : {std::pair {&l.a, &l.b}, std::pair {&l.b, &l.a}}) {
            auto s = deviceIndex.find(self->device);
            auto w = deviceIndex.find(other->device);
            if (s == deviceIndex.end() || w == deviceIndex.end() || !inScope.count(s->second)
                || d.devices[w->second].kind != DeviceKind::Switch || endpoints.count(w->second))
                continue;
            // A leaf of another kind (Ethernet beside InfiniBand) stays as it is, and so do
            // the server ports on it.
            const SwitchModel *leafModel = c.switchModel(d.devices[w->second].model);
            const PortGroup *leafGroup = leafModel ? fabricGroup(*leafModel, o.fabric, 0) : nullptr;
            const ServerPorts &sp = *inScope.at(s->second);
            // A named copy: lambdas may not capture structured bindings before clang 16.
            const std::string &selfPort = self->port;
            const auto port = std::find_if(sp.ports.begin(), sp.ports.end(),
                                           [&](const PortInfo &p) { return p.name == selfPort; });
            if (!leafGroup || port == sp.ports.end()
                || !compatibleSpeeds(leafGroup->speedBitsPerS, group->speedBitsPerS))
                continue;
            auto [it, fresh] = leafOfDevice.try_emplace(w->second, leaves.size());
            if (fresh) {
                Slot leaf;
                leaf.device = w->second;
                leaves.push_back(std::move(leaf));
            }
            Slot &leaf = leaves[it->second];
            ++leaf.downlinks;
            if (leaf.rail < 0)
                leaf.rail = int(port - sp.ports.begin());
            links.push_back({*self, *other});
        }
    }
    // Leaves in design order keep replicated units whole and in order.
    std::sort(leaves.begin(), leaves.end(),
              [](const Slot &a, const Slot &b) { return a.device < b.device; });
    for (std::size_t i = 0; i < leaves.size(); ++i)
        leafOfDevice[leaves[i].device] = i;
}

std::size_t Builder::newSwitch(const char *tier, int row, const std::string &rack)
{
    static const std::map<Fabric, std::string> prefix {{Fabric::Compute, ""},
                                                       {Fabric::Storage, "stor-"},
                                                       {Fabric::InBand, "inband-"},
                                                       {Fabric::OutOfBand, "oob-"}};
    const bool leaf = std::string(tier) == "leaf";
    Slot s;
    s.fresh = makeDevice(c, (leaf ? model : upperModel)->id, allocate(prefix.at(o.fabric) + tier));
    s.fresh.name = s.fresh.id;
    std::transform(s.fresh.name.begin(), s.fresh.name.end(), s.fresh.name.begin(),
                   [](unsigned char ch) { return char(std::toupper(ch)); });
    if (leaf)
        openLeafPorts(s, *model, s.fresh.id);
    else
        s.freePorts = freePortsOf(*upperGroup, s.fresh.id, {});
    s.row = row;
    s.rack = rack;
    auto &list = leaf ? leaves : uppers;
    list.push_back(std::move(s));
    return list.size() - 1;
}

void Builder::assignServerPorts()
{
    const Design &d = r.design;
    for (Slot &leaf : leaves)
        openLeafPorts(leaf, *c.switchModel(d.devices[leaf.device].model),
                      d.devices[leaf.device].id);
    const bool rail = o.topology != Topology::FatTree;
    std::vector<std::size_t> open(std::size_t(rails), std::size_t(-1)); // rail -> leaf
    std::map<std::string, std::size_t> topOfRack; // rack id -> open leaf
    auto rowOf = [&](const Device &dev) {
        const Rack *k = dev.rack ? d.findRack(*dev.rack) : nullptr;
        return k ? k->row : 0;
    };
    for (const ServerPorts &s : servers) {
        const Device &dev = d.devices[s.device];
        std::vector<int> unlinked;
        for (int i = 0; i < int(s.ports.size()); ++i) {
            if (!used.count({dev.id, s.ports[std::size_t(i)].name}))
                unlinked.push_back(i);
        }
        if (unlinked.empty())
            continue;
        auto fits = [&](std::size_t li, int ports) {
            return li != std::size_t(-1) && leaves[li].downlinks + ports <= leafDown
                   && int(leaves[li].left()) >= ports;
        };
        if (rail) {
            for (int i : unlinked) {
                std::size_t &li = open[std::size_t(i)];
                if (!fits(li, 1)) {
                    li = std::size_t(-1);
                    for (std::size_t k = 0; k < leaves.size() && li == std::size_t(-1); ++k)
                        if (leaves[k].rail == i && fits(k, 1))
                            li = k;
                    if (li == std::size_t(-1)) {
                        li = newSwitch("leaf", rowOf(dev), {});
                        leaves[li].rail = i;
                    }
                }
                Slot &leaf = leaves[li];
                ++leaf.downlinks;
                links.push_back(
                    {{dev.id, s.ports[std::size_t(i)].name},
                     {leaf.exists() ? d.devices[leaf.device].id : leaf.fresh.id, leaf.take()}});
            }
        } else {
            const std::string rack = dev.rack.value_or(std::string());
            const std::string key = o.endOfRow ? "row " + std::to_string(rowOf(dev)) : rack;
            std::size_t &li = topOfRack.try_emplace(key, std::size_t(-1)).first->second;
            if (!fits(li, int(unlinked.size())))
                li = newSwitch("leaf", rowOf(dev), o.endOfRow ? std::string() : rack);
            Slot &leaf = leaves[li];
            for (int i : unlinked) {
                ++leaf.downlinks;
                links.push_back(
                    {{dev.id, s.ports[std::size_t(i)].name},
                     {leaf.exists() ? d.devices[leaf.device].id : leaf.fresh.id, leaf.take()}});
            }
        }
        newServerLinks = true;
    }
    for (const ServerPorts &s : servers) {
        if (d.devices[s.device].kind == DeviceKind::Switch)
            ++r.switchesManaged;
        else
            ++r.serversJoined;
    }
}

void Builder::placeAndEmit()
{
    Design &d = r.design;
    // Old cables whose two ends the new plan joins again stay as they are (id, media, length).
    std::map<std::pair<PortKey, PortKey>, std::size_t> dropped;
    for (std::size_t li : dropLinks)
        dropped.emplace(linkKey(d.links[li].a, d.links[li].b), li);
    std::vector<Link> added;
    std::set<std::pair<PortKey, PortKey>> existing;
    for (std::size_t li = 0; li < d.links.size(); ++li)
        if (!dropLinks.count(li))
            existing.insert(linkKey(d.links[li].a, d.links[li].b));
    for (const NewLink &nl : links) {
        const auto key = linkKey(nl.a, nl.b);
        if (auto it = dropped.find(key); it != dropped.end()) {
            dropLinks.erase(it->second);
            dropped.erase(it);
            ++r.linksKept;
            continue;
        }
        if (existing.count(key)) {
            ++r.linksKept;
            continue;
        }
        Link l;
        l.id = allocate(nl.b.device + "-" + nl.b.port);
        l.a = nl.a;
        l.b = nl.b;
        l.fabric = o.fabric;
        added.push_back(std::move(l));
    }
    r.linksRemoved = int(dropLinks.size());
    r.linksAdded = int(added.size());
    // Switches no longer needed, unless another fabric still uses them.
    std::set<std::string> stillLinked;
    for (std::size_t li = 0; li < d.links.size(); ++li) {
        if (!dropLinks.count(li)) {
            stillLinked.insert(d.links[li].a.device);
            stillLinked.insert(d.links[li].b.device);
        }
    }
    std::set<std::string> removeIds;
    for (std::size_t s : dropDevices)
        if (!stillLinked.count(d.devices[s].id))
            removeIds.insert(d.devices[s].id);
    r.switchesRemoved = int(removeIds.size());
    std::vector<Link> kept;
    kept.reserve(d.links.size() - dropLinks.size() + added.size());
    for (std::size_t li = 0; li < d.links.size(); ++li)
        if (!dropLinks.count(li))
            kept.push_back(std::move(d.links[li]));
    d.links = std::move(kept);
    std::erase_if(d.devices, [&](const Device &dev) { return removeIds.count(dev.id) > 0; });

    SwitchPlacer placer(d, c);
    for (auto *list : {&leaves, &uppers}) {
        for (Slot &s : *list) {
            if (s.exists())
                continue;
            placer.place(s.fresh, s.row, s.rack);
            d.devices.push_back(std::move(s.fresh));
            ++r.switchesAdded;
        }
    }
    r.racksAdded = placer.racksAdded();
    // Media from the routed length: DAC in the rack, optics beyond.
    const CableRouter router(d, c);
    const PortResolver ports(d, c);
    for (Link &l : added) {
        const PortGroup *ga = ports.resolve(ports.deviceIndex(l.a.device), l.a.port);
        const PortGroup *gb = ports.resolve(ports.deviceIndex(l.b.device), l.b.port);
        if (ga && gb)
            l.media = mediaFor(*ga, *gb, router.routedM(l.a.device, l.b.device), c);
        d.links.push_back(std::move(l));
    }
}

FabricResult Builder::run()
{
    if (!collectServers())
        return std::move(r);
    findLeaves();
    assignServerPorts();
    sizeUplinksToUse();
    if (!upperLayerIsWhole()) {
        if (!rebuildUpperLayers())
            return std::move(r);
    } else {
        r.tiers = *planTiers(int(std::max<std::size_t>(1, leaves.size())), upperGroup->count,
                             leafDown, leafUp, rails, false);
    }
    placeAndEmit();
    return std::move(r);
}

} // namespace fabricdetail

FabricResult buildFabric(const Design &design, const Catalog &catalog, const FabricOptions &options)
{
    return fabricdetail::Builder(design, catalog, options).run();
}

} // namespace cl
