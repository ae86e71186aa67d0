// SPDX-License-Identifier: GPL-3.0-or-later
#include "topologysummary.h"

#include "catalog/catalog.h"
#include "model/design.h"
#include "model/ports.h"
#include "scaleupdomain.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

namespace cl {

namespace {

using Neighbours = std::vector<std::map<std::size_t, std::pair<int, double>>>; // cables, bits

/** The GPU a server holds (its first installed), or nullptr. */
const GpuModel *firstGpu(const Device &dev, const Catalog &c)
{
    for (const auto &slot : dev.gpuSlots)
        if (slot)
            return c.gpu(*slot);
    return nullptr;
}

/** Rack-scale domains by system, then the other GPU servers by model: each its own domain. */
std::vector<ScaleUpKind> summariseScaleUp(const Design &d, const Catalog &c)
{
    std::vector<ScaleUpKind> out;
    std::map<std::string, std::size_t> index;
    auto kind = [&](const std::string &key) -> ScaleUpKind & {
        auto [it, fresh] = index.try_emplace(key, out.size());
        if (fresh)
            out.emplace_back();
        return out[it->second];
    };
    std::vector<bool> joined(d.devices.size(), false);
    for (const ScaleUpDomainGroup &g : scaleUpDomains(d, c)) {
        if (!g.spec || g.trays.empty())
            continue;
        ScaleUpKind &k = kind("system:" + g.spec->system);
        const GpuModel *gpu = firstGpu(d.devices[g.trays.front()], c);
        k.system = g.spec->system;
        k.rackScale = true;
        k.link = !g.spec->link.empty() ? g.spec->link : gpu ? gpu->scaleUpLink : std::string();
        k.bytesPerSPerGpu = g.spec->bytesPerS > 0 ? g.spec->bytesPerS
                            : gpu                 ? gpu->scaleUpBytesPerS
                                                  : 0;
        ++k.domains;
        k.gpus += g.gpus;
        k.largest = std::max(k.largest, g.gpus);
        for (std::size_t t : g.trays) {
            joined[t] = true;
            k.members.push_back(d.devices[t].id);
        }
    }
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        const Device &dev = d.devices[i];
        const GpuModel *gpu = firstGpu(dev, c);
        if (joined[i] || dev.kind != DeviceKind::GpuServer || !gpu)
            continue;
        ScaleUpKind &k = kind("server:" + dev.model);
        k.system = dev.model;
        k.link = gpu->scaleUpLink;
        k.bytesPerSPerGpu = gpu->scaleUpBytesPerS;
        ++k.domains;
        k.gpus += dev.installedGpuCount();
        k.largest = std::max(k.largest, dev.installedGpuCount());
        k.members.push_back(dev.id);
    }
    return out;
}

} // namespace

TopologySummary summariseTopology(const Design &d, const Catalog &c, Fabric fabric)
{
    TopologySummary out;
    if (fabric == Fabric::Compute)
        out.scaleUp = summariseScaleUp(d, c);
    const PortResolver ports(d, c);
    const std::size_t n = d.devices.size();
    Neighbours near(n);
    for (const Link &l : d.links) {
        if (l.fabric != fabric)
            continue;
        const std::size_t a = ports.deviceIndex(l.a.device), b = ports.deviceIndex(l.b.device);
        if (a == PortResolver::npos || b == PortResolver::npos)
            continue;
        const PortGroup *ga = ports.resolve(a, l.a.port), *gb = ports.resolve(b, l.b.port);
        const double bits = ga && gb ? std::min(ga->speedBitsPerS, gb->speedBitsPerS) : 0;
        for (auto [x, y] : {std::pair {a, b}, std::pair {b, a}}) {
            auto &e = near[x][y];
            ++e.first;
            e.second += bits;
        }
    }
    // Tiers: servers 0; a switch one above the lowest tier it touches.
    std::vector<int> tier(n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        if (d.devices[i].kind != DeviceKind::Switch && !near[i].empty())
            tier[i] = 0;
    }
    for (int t = 1; t <= 3; ++t) {
        for (std::size_t i = 0; i < n; ++i) {
            if (tier[i] >= 0 || d.devices[i].kind != DeviceKind::Switch)
                continue;
            for (const auto &[j, e] : near[i]) {
                if (tier[j] == t - 1) {
                    tier[i] = t;
                    out.tiers = std::max(out.tiers, t);
                    break;
                }
            }
        }
    }
    // Groups: servers by the set of leaves they are cabled to (a rail-optimised unit shares its
    // eight), then each higher tier by the set of groups below it that it joins.
    std::vector<std::size_t> groupOf(n, std::size_t(-1));
    auto gather = [&](int t, auto keyOf) {
        std::map<std::vector<std::size_t>, std::size_t> byKey;
        for (std::size_t i = 0; i < n; ++i) {
            if (tier[i] != t)
                continue;
            const std::vector<std::size_t> key = keyOf(i);
            auto [it, fresh] = byKey.try_emplace(key, out.groups.size());
            if (fresh)
                out.groups.push_back({t, {}, 0});
            TopologyGroup &g = out.groups[it->second];
            g.members.push_back(d.devices[i].id);
            g.gpus += d.devices[i].installedGpuCount();
            groupOf[i] = it->second;
        }
    };
    gather(0, [&](std::size_t i) {
        std::vector<std::size_t> key;
        for (const auto &[j, e] : near[i])
            if (tier[j] == 1)
                key.push_back(j);
        return key;
    });
    for (int t = 1; t <= 3; ++t) {
        gather(t, [&](std::size_t i) {
            std::set<std::size_t> key;
            for (const auto &[j, e] : near[i])
                if (tier[j] == t - 1)
                    key.insert(groupOf[j]);
            return std::vector<std::size_t>(key.begin(), key.end());
        });
    }
    std::map<std::pair<std::size_t, std::size_t>, TopologyBundle> bundles;
    double up[4] = {0, 0, 0, 0}; // bandwidth leaving tier t upwards
    for (std::size_t i = 0; i < n; ++i) {
        if (tier[i] < 0)
            continue;
        for (const auto &[j, e] : near[i]) {
            if (tier[j] != tier[i] + 1)
                continue;
            TopologyBundle &b = bundles[{groupOf[i], groupOf[j]}];
            b.from = groupOf[i];
            b.to = groupOf[j];
            b.cables += e.first;
            b.bitsPerS += e.second;
            up[tier[i]] += e.second;
        }
    }
    for (auto &[key, b] : bundles)
        out.bundles.push_back(b);
    for (int t = 1; t <= 3; ++t)
        out.oversubscription[t - 1] = up[t] > 0 ? up[t - 1] / up[t] : 0;
    return out;
}

} // namespace cl
