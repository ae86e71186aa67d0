// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkanalysis.h"

#include "catalog/catalog.h"
#include "model/design.h"
#include "model/ports.h"
#include "text/printf.h"

#include <algorithm>
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

} // namespace

const FabricSummary &NetworkAnalysis::compute() const
{
    static const FabricSummary empty;
    auto it = fabrics.find(Fabric::Compute);
    return it == fabrics.end() ? empty : it->second;
}

NetworkAnalysis analyseNetwork(const Design &d, const Catalog &c)
{
    NetworkAnalysis out;
    const PortResolver ports(d, c);
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        if (d.devices[i].kind == DeviceKind::GpuServer && d.devices[i].installedGpuCount() > 0)
            ++out.gpuServers;
    }

    struct PerDevice
    {
        std::map<Fabric, double> bits; // bandwidth on links, by the link's fabric
        std::map<Fabric, double> downBits; // switch: towards servers
        std::map<Fabric, double> upBits; // switch: towards other switches
        std::map<Fabric, int> links;
    };
    std::vector<PerDevice> per(d.devices.size());
    std::vector<int> usedComputePorts(d.devices.size(), 0);
    std::map<Fabric, Islands> islands;
    for (const auto &l : d.links) {
        const std::size_t a = ports.deviceIndex(l.a.device);
        const std::size_t b = ports.deviceIndex(l.b.device);
        if (a == PortResolver::npos || b == PortResolver::npos)
            continue;
        const PortGroup *ga = ports.resolve(a, l.a.port);
        const PortGroup *gb = ports.resolve(b, l.b.port);
        if (!ga || !gb)
            continue; // the validator reports missing ports
        const double bits = std::min(ga->speedBitsPerS, gb->speedBitsPerS); // the slower end
        usedComputePorts[a] += ga->fabric == Fabric::Compute;
        usedComputePorts[b] += gb->fabric == Fabric::Compute;
        out.fabrics[l.fabric].links++;
        auto [it, fresh] = islands.try_emplace(l.fabric, d.devices.size());
        it->second.join(int(a), int(b));
        for (auto [self, other] : {std::pair {a, b}, std::pair {b, a}}) {
            per[self].bits[l.fabric] += bits;
            per[self].links[l.fabric]++;
            if (d.devices[self].kind == DeviceKind::Switch) {
                if (d.devices[other].kind == DeviceKind::Switch)
                    per[self].upBits[l.fabric] += bits;
                else
                    per[self].downBits[l.fabric] += bits;
            }
        }
    }

    for (auto &[fabric, summary] : out.fabrics) {
        double minPerGpu = -1;
        std::map<int, int> islandOf;
        for (std::size_t i = 0; i < d.devices.size(); ++i) {
            const Device &dev = d.devices[i];
            if (dev.kind != DeviceKind::GpuServer || dev.installedGpuCount() == 0)
                continue;
            const double bits = per[i].bits.count(fabric) ? per[i].bits[fabric] : 0.0;
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
            const double down = per[i].downBits.count(fabric) ? per[i].downBits[fabric] : 0;
            const double up = per[i].upBits.count(fabric) ? per[i].upBits[fabric] : 0;
            if (down > 0 && up > 0)
                summary.maxOversubscription = std::max(summary.maxOversubscription, down / up);
        }
    }

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
            const bool linked
                = per[i].bits.count(Fabric::Compute) && per[i].bits[Fabric::Compute] > 0;
            if (!linked) {
                add(Severity::Error, "fabric.no_compute_link", dev.id, {{"device", dev.name}});
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
            add(Severity::Error, "fabric.islands", {}, {{"islands", std::to_string(cf.islands)}});
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
