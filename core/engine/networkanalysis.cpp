// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkanalysis.h"

#include "catalog/catalog.h"
#include "fabric/scaleupdomain.h"
#include "model/design.h"
#include "model/ports.h"
#include "text/printf.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <functional>
#include <numeric>
#include <set>
#include <unordered_map>

namespace cl {

namespace {

std::string gbps(double bits)
{
    return bits >= 1e9 ? formatText("%.0f Gb/s", bits / 1e9) : formatText("%.1f Gb/s", bits / 1e9);
}

/** Bandwidth on a device's links by fabric: plain arrays, not maps (thousands of devices). */
struct PerDevice
{
    using ByFabric = std::array<double, 4>; // indexed by Fabric
    ByFabric bits {}; // bandwidth on links, by the link's fabric
    ByFabric downBits {}; // switch: towards servers
    ByFabric upBits {}; // switch: towards other switches

    double on(Fabric f) const { return bits[std::size_t(f)]; }
    static double &at(ByFabric &a, Fabric f) { return a[std::size_t(f)]; }
};

/** Union-find over device indices, for islands. */
struct Islands
{
    std::vector<int> parent;
    explicit Islands(std::size_t n)
        : parent(n)
    {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
    void join(int a, int b) { parent[find(a)] = find(b); }
};

/** The GPU servers of one component: their GPUs by model, and the smallest server id. */
ComputeIsland gatherIsland(const Design &d, const std::vector<std::size_t> &servers)
{
    ComputeIsland island;
    island.servers = servers;
    std::string smallest;
    for (std::size_t i : servers) {
        const Device &dev = d.devices[i];
        if (smallest.empty() || dev.id < smallest)
            smallest = dev.id;
        for (const auto &slot : dev.gpuSlots) {
            if (slot) {
                ++island.gpuModels[*slot];
                ++island.gpus;
            }
        }
    }
    island.id = "island:" + smallest;
    if (!servers.empty()) {
        const Device &first = d.devices[servers.front()], &last = d.devices[servers.back()];
        const std::string a = first.name.empty() ? first.id : first.name;
        const std::string b = last.name.empty() ? last.id : last.name;
        island.label = servers.size() == 1 ? a : a + " \u2026 " + b;
    }
    return island;
}

/**
 * Islands of GPU servers on the compute fabric (a server without a compute link is one alone),
 * and the hierarchical clusters that in-band or storage links make of several islands.
 */
void findIslands(const Design &d, const std::vector<PerDevice> &per, Islands *compute,
                 Islands &joint, const std::vector<double> &oversubscription,
                 const std::vector<char> &inDomain, NetworkAnalysis &out)
{
    std::map<int, std::vector<std::size_t>> byRoot;
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        const Device &dev = d.devices[i];
        if (dev.kind != DeviceKind::GpuServer || dev.installedGpuCount() == 0)
            continue;
        const bool linked = per[i].on(Fabric::Compute) > 0 || inDomain[i];
        // A lone server gets a root of its own, past every device index.
        byRoot[linked && compute ? compute->find(int(i)) : int(d.devices.size() + i)].push_back(i);
    }
    std::map<int, double> worstLeaf;
    if (compute) {
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            if (d.devices[i].kind == DeviceKind::Switch) {
                double &w = worstLeaf[compute->find(int(i))];
                w = std::max({w, 1.0, oversubscription[i]});
            }
        }
    }
    for (const auto &[root, servers] : byRoot) {
        ComputeIsland island = gatherIsland(d, servers);
        island.linked = root < int(d.devices.size());
        double perGpu = -1;
        for (std::size_t i : servers) {
            const double share = per[i].on(Fabric::Compute) / d.devices[i].installedGpuCount();
            // A domain's tray without its own cables reaches the network through its NVLink
            // peers: it does not pull the island's share to zero (the slowest cabled one does).
            if (share <= 0 && inDomain[i] && servers.size() > 1)
                continue;
            perGpu = perGpu < 0 ? share : std::min(perGpu, share);
        }
        island.perGpuBitsPerS = std::max(0.0, perGpu);
        if (auto w = worstLeaf.find(root); w != worstLeaf.end())
            island.maxOversubscription = w->second;
        out.islands.push_back(std::move(island));
    }
    std::sort(out.islands.begin(), out.islands.end(), [](const auto &a, const auto &b) {
        return a.gpus != b.gpus ? a.gpus > b.gpus : a.id < b.id;
    });

    // Hierarchical clusters: islands whose servers meet through in-band or storage links.
    std::map<int, std::vector<const ComputeIsland *>> joined;
    for (const ComputeIsland &island : out.islands)
        joined[joint.find(int(island.servers.front()))].push_back(&island);
    for (const auto &[root, members] : joined) {
        if (members.size() < 2)
            continue;
        std::vector<std::size_t> servers;
        double slowest = -1, inBand = 0, storage = 0;
        for (const ComputeIsland *m : members) {
            servers.insert(servers.end(), m->servers.begin(), m->servers.end());
            double slowBits = 0;
            for (std::size_t i : m->servers) {
                inBand += per[i].on(Fabric::InBand);
                storage += per[i].on(Fabric::Storage);
                slowBits += per[i].on(Fabric::InBand) + per[i].on(Fabric::Storage);
            }
            // Traffic between islands crosses the slower fabric: each island's share of it.
            double share = slowBits / m->gpus;
            if (m->linked)
                share = std::min(share, m->perGpuBitsPerS);
            slowest = slowest < 0 ? share : std::min(slowest, share);
        }
        std::sort(servers.begin(), servers.end());
        ComputeIsland h = gatherIsland(d, servers);
        h.id.clear();
        h.linked = true;
        h.perGpuBitsPerS = std::max(0.0, slowest);
        h.joinedBy = storage > inBand ? Fabric::Storage : Fabric::InBand;
        for (const ComputeIsland *m : members) {
            h.members.push_back(m->id);
            h.memberLabels.push_back(m->label);
            h.maxOversubscription = std::max(h.maxOversubscription, m->maxOversubscription);
        }
        out.hierarchical.push_back(std::move(h));
    }
}

/**
 * A rack-scale scale-up domain (NVL72, CloudMatrix) joins its trays over NVLink / UB: they are one
 * island before any scale-out cable is drawn. Per device: 1 for a domain's tray, 2 when some tray
 * of its domain has compute cables (it reaches the network through its peers).
 */
std::vector<char> joinScaleUpDomains(const Design &d, const Catalog &c,
                                     const std::vector<PerDevice> &per,
                                     std::map<Fabric, Islands> &islands, Islands &joint)
{
    std::vector<char> inDomain(d.devices.size(), 0);
    for (const ScaleUpDomainGroup &g : scaleUpDomains(d, c)) {
        Islands &compute = islands.try_emplace(Fabric::Compute, d.devices.size()).first->second;
        const bool cabled = std::any_of(g.trays.begin(), g.trays.end(), [&](std::size_t i) {
            return per[i].on(Fabric::Compute) > 0;
        });
        for (std::size_t i : g.trays) {
            inDomain[i] = cabled ? 2 : 1;
            compute.join(int(g.trays.front()), int(i));
            joint.join(int(g.trays.front()), int(i));
        }
    }
    return inDomain;
}

/**
 * The ledger evaluates each island, so a split compute fabric is worth a warning, not a blank
 * ledger; unless it is the plan: every island named by a workload that runs there (training on
 * one, a serving pool on another), which is said, not warned of.
 */
Diagnostic islandsDiagnostic(const Design &d, const std::vector<ComputeIsland> &islands, int count)
{
    std::set<std::string> named;
    if (d.workload.island)
        named.insert(*d.workload.island);
    for (const ServingWorkload &w : d.serving)
        if (w.island)
            named.insert(*w.island);
    const bool assigned = std::all_of(islands.begin(), islands.end(), [&](const ComputeIsland &i) {
        return named.count(i.id) > 0;
    });
    return {assigned ? Severity::Info : Severity::Warning,
            assigned ? "fabric.islands_assigned" : "fabric.islands",
            {},
            {},
            {{"islands", std::to_string(count)}}};
}

} // namespace

const FabricSummary &NetworkAnalysis::compute() const
{
    static const FabricSummary empty;
    auto it = fabrics.find(Fabric::Compute);
    return it == fabrics.end() ? empty : it->second;
}

NetworkAnalysis analyseNetwork(const Design &d, const Catalog &c)
{
    return analyseNetwork(d, c, LinkIndex(d, c));
}

NetworkAnalysis analyseNetwork(const Design &d, const Catalog &c, const LinkIndex &index)
{
    NetworkAnalysis out;
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        if (d.devices[i].kind == DeviceKind::GpuServer && d.devices[i].installedGpuCount() > 0)
            ++out.gpuServers;
    }

    std::vector<PerDevice> per(d.devices.size());
    std::vector<int> usedComputePorts(d.devices.size(), 0);
    std::map<Fabric, Islands> islands;
    // Compute, in-band and storage together: what joins compute islands through Ethernet. The
    // management network (1 GbE) carries no training traffic.
    Islands joint(d.devices.size());
    for (std::size_t li = 0; li < d.links.size(); ++li) {
        const Link &l = d.links[li];
        const auto [a, b, ga, gb] = index.links()[li];
        if (!ga || !gb)
            continue; // the validator reports missing devices and ports
        const double bits = std::min(ga->speedBitsPerS, gb->speedBitsPerS); // the slower end
        usedComputePorts[a] += ga->fabric == Fabric::Compute;
        usedComputePorts[b] += gb->fabric == Fabric::Compute;
        out.fabrics[l.fabric].links++;
        auto [it, fresh] = islands.try_emplace(l.fabric, d.devices.size());
        it->second.join(int(a), int(b));
        if (l.fabric != Fabric::OutOfBand)
            joint.join(int(a), int(b));
        for (auto [self, other] : {std::pair {a, b}, std::pair {b, a}}) {
            PerDevice::at(per[self].bits, l.fabric) += bits;
            if (d.devices[self].kind == DeviceKind::Switch) {
                if (d.devices[other].kind == DeviceKind::Switch)
                    PerDevice::at(per[self].upBits, l.fabric) += bits;
                else
                    PerDevice::at(per[self].downBits, l.fabric) += bits;
            }
        }
    }

    const std::vector<char> inDomain = joinScaleUpDomains(d, c, per, islands, joint);

    std::vector<double> computeOversubscription(d.devices.size(), 1.0);
    for (auto &[fabric, summary] : out.fabrics) {
        double minPerGpu = -1;
        std::map<int, int> islandOf;
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            const Device &dev = d.devices[i];
            if (dev.kind != DeviceKind::GpuServer || dev.installedGpuCount() == 0)
                continue;
            const double bits = per[i].on(fabric);
            if (bits > 0) {
                summary.serversConnected++;
                islandOf[islands.at(fabric).find(int(i))]++;
            }
            const double perGpu = bits / dev.installedGpuCount();
            minPerGpu = minPerGpu < 0 ? perGpu : std::min(minPerGpu, perGpu);
        }
        summary.minPerGpuBitsPerS = std::max(0.0, minPerGpu);
        summary.islands = int(islandOf.size());
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            if (d.devices[i].kind != DeviceKind::Switch)
                continue;
            const double down = PerDevice::at(per[i].downBits, fabric);
            const double up = PerDevice::at(per[i].upBits, fabric);
            if (down > 0 && up > 0) {
                summary.maxOversubscription = std::max(summary.maxOversubscription, down / up);
                if (fabric == Fabric::Compute)
                    computeOversubscription[i] = down / up;
            }
        }
    }
    auto computeIt = islands.find(Fabric::Compute);
    findIslands(d, per, computeIt == islands.end() ? nullptr : &computeIt->second, joint,
                computeOversubscription, inDomain, out);

    // Diagnostics on the compute fabric, where training traffic runs.
    auto add = [&](Severity s, const char *code, const std::string &object,
                   std::map<std::string, std::string> params) {
        out.diagnostics.push_back({s, code, object, {}, std::move(params)});
    };
    if (out.gpuServers > 1) {
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            const Device &dev = d.devices[i];
            if (dev.kind != DeviceKind::GpuServer || dev.installedGpuCount() == 0)
                continue;
            const bool linked = per[i].on(Fabric::Compute) > 0;
            // A tray whose domain peers are cabled trains through them; a domain alone is the
            // whole cluster: neither is left out of the estimate.
            if (!linked && (inDomain[i] == 2 || (inDomain[i] && out.islands.size() == 1)))
                continue;
            if (!linked) {
                // Left out of the estimate (an island of its own), not a blank ledger.
                add(Severity::Warning, "fabric.no_compute_link", dev.id, {{"device", dev.name}});
                continue;
            }
            const int unconnected
                = std::max(0, countPorts(dev, Fabric::Compute, c) - usedComputePorts[i]);
            if (unconnected > 0)
                add(Severity::Warning, "fabric.ports_unconnected", dev.id,
                    {{"device", dev.name}, {"ports", std::to_string(unconnected)}});
        }
        const FabricSummary &cf = out.compute();
        if (cf.islands > 1)
            out.diagnostics.push_back(islandsDiagnostic(d, out.islands, cf.islands));
        if (cf.maxOversubscription > 1.01) {
            const std::string ratio = formatText("%.1f", cf.maxOversubscription);
            add(Severity::Warning, "fabric.oversubscribed", {}, {{"ratio", ratio}});
        }
        if (cf.minPerGpuBitsPerS > 0 && cf.minPerGpuBitsPerS < 25e9)
            add(Severity::Warning, "fabric.slow", {}, {{"per_gpu", gbps(cf.minPerGpuBitsPerS)}});
    }
    return out;
}

} // namespace cl
