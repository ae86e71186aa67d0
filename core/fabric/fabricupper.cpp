// SPDX-License-Identifier: GPL-3.0-or-later
// The layers above the leaves: kept when they already join every leaf, else cleared and laid anew
// from the tier plan (fabrictiers.h), reusing the upper switches the design has.
#include "fabricbuilder.h"

#include <algorithm>
#include <functional>
#include <numeric>

namespace cl::fabricdetail {

bool Builder::switchToSwitch(const Link &l, std::size_t &a, std::size_t &b) const
{
    const Design &d = r.design;
    auto ia = deviceIndex.find(l.a.device), ib = deviceIndex.find(l.b.device);
    if (l.fabric != o.fabric || ia == deviceIndex.end() || ib == deviceIndex.end())
        return false;
    a = ia->second;
    b = ib->second;
    return d.devices[a].kind == DeviceKind::Switch && d.devices[b].kind == DeviceKind::Switch
           && !endpoints.count(a) && !endpoints.count(b);
}

/** The existing layer above the leaves joins them all with every leaf's uplinks in place. */
bool Builder::upperLayerIsWhole() const
{
    if (newServerLinks)
        return false;
    const Design &d = r.design;
    std::vector<int> parent(d.devices.size());
    std::iota(parent.begin(), parent.end(), 0);
    std::function<int(int)> find = [&](int x) {
        return parent[x] == x ? x : parent[x] = find(parent[x]);
    };
    std::unordered_map<std::size_t, int> uplinks;
    for (const Link &l : d.links) {
        std::size_t a = 0, b = 0;
        if (!switchToSwitch(l, a, b))
            continue;
        parent[find(int(a))] = find(int(b));
        for (std::size_t s : {a, b})
            if (leafOfDevice.count(s))
                ++uplinks[s];
    }
    if (leaves.size() <= 1)
        return uplinks.empty();
    const int root = find(int(leaves.front().device));
    for (const Slot &leaf : leaves) {
        if (find(int(leaf.device)) != root)
            return false;
        const int up = uplinks.count(leaf.device) ? uplinks.at(leaf.device) : 0;
        if (up != std::min<int>(leafUp, int(leaf.leftUp()) + up))
            return false;
    }
    return true;
}

std::set<std::size_t> Builder::clearUpperLayers()
{
    Design &d = r.design;
    // Everything above the leaves goes: switch-to-switch cables of this fabric that touch a leaf
    // or a switch above one. Those switches are reused (same model, in design order) before new
    // ones are bought.
    std::set<std::size_t> above;
    bool grew = true;
    std::set<std::size_t> layer;
    for (const Slot &leaf : leaves)
        if (leaf.exists())
            layer.insert(leaf.device);
    while (grew) {
        grew = false;
        for (std::size_t li = 0; li < d.links.size(); ++li) {
            const Link &l = d.links[li];
            std::size_t a = 0, b = 0;
            if (dropLinks.count(li) || !switchToSwitch(l, a, b))
                continue;
            if (!layer.count(a) && !layer.count(b))
                continue;
            dropLinks.insert(li);
            used.erase(keyOf(l.a));
            used.erase(keyOf(l.b));
            for (std::size_t s : {a, b}) {
                if (!leafOfDevice.count(s) && above.insert(s).second) {
                    layer.insert(s);
                    grew = true;
                }
            }
        }
    }
    for (Slot &leaf : leaves) {
        if (!leaf.exists())
            continue;
        const Device &dev = d.devices[leaf.device];
        const SwitchModel &m = *c.switchModel(dev.model);
        const PortGroup &down = *fabricGroup(m, o.fabric, 0);
        std::set<std::string> mine(leaf.freePorts.begin() + long(leaf.next), leaf.freePorts.end());
        for (const std::string &p : freePortsOf(down, dev.id, used))
            mine.insert(p);
        // Keep port order: p1 < p2 < p10.
        std::vector<std::string> ordered(mine.begin(), mine.end());
        std::sort(ordered.begin(), ordered.end(), [](const std::string &x, const std::string &y) {
            return x.size() != y.size() ? x.size() < y.size() : x < y;
        });
        leaf.freePorts = std::move(ordered);
        leaf.next = 0;
        openUplinks(leaf, m, down, dev.id); // none are taken yet: all free ones
    }
    return above;
}

bool Builder::rebuildUpperLayers()
{
    Design &d = r.design;
    const std::set<std::size_t> above = clearUpperLayers();
    const auto plan
        = planTiers(int(leaves.size()), upperGroup->count, leafDown, leafUp,
                    o.topology == Topology::FatTree ? 1 : rails, o.topology == Topology::ThreeTier);
    if (!plan) {
        r.error = "fabric.too_large";
        r.errorParams = {{"leaves", std::to_string(leaves.size())}, {"switch", model->id}};
        return false;
    }
    r.tiers = *plan;
    std::vector<std::size_t> reusable;
    for (std::size_t s : above) {
        if (d.devices[s].model == upperModel->id)
            reusable.push_back(s);
        else
            dropDevices.insert(s);
    }
    std::size_t reused = 0;
    auto upper = [&](const char *tier, int row) {
        if (reused < reusable.size()) {
            Slot s;
            s.device = reusable[reused++];
            s.freePorts = freePortsOf(*upperGroup, d.devices[s.device].id, used);
            uppers.push_back(std::move(s));
            return uppers.size() - 1;
        }
        return newSwitch(tier, row, {});
    };
    auto rowOfLeaf = [&](std::size_t li) {
        const Slot &leaf = leaves[li];
        if (!leaf.exists())
            return leaf.row;
        const Device &dev = d.devices[leaf.device];
        const Rack *k = dev.rack ? d.findRack(*dev.rack) : nullptr;
        return k ? k->row : 0;
    };
    auto idOf = [&](const Slot &s) {
        return s.exists() ? d.devices[s.device].id : s.fresh.id;
    };
    if (plan->tiers >= 2) {
        std::vector<std::size_t> spines;
        for (int p = 0; p < plan->pods; ++p)
            for (int i = 0; i < plan->spinesPerPod; ++i)
                spines.push_back(upper("spine", rowOfLeaf(std::size_t(p * plan->leavesPerPod))));
        std::vector<std::size_t> cores;
        for (int k = 0; k < plan->cores(); ++k)
            cores.push_back(upper("core", rowOfLeaf(0)));
        for (std::size_t li = 0; li < leaves.size(); ++li) {
            const int pod = int(li) / plan->leavesPerPod;
            for (int j = 0; j < leafUp && leaves[li].leftUp() > 0; ++j) {
                Slot &spine
                    = uppers[spines[std::size_t(pod * plan->spinesPerPod + plan->spineFor(j))]];
                const std::string sp = spine.take();
                if (sp.empty())
                    break;
                links.push_back({{idOf(leaves[li]), leaves[li].takeUp()}, {idOf(spine), sp}});
            }
        }
        for (int p = 0; p < plan->pods && plan->tiers == 3; ++p) {
            for (int i = 0; i < plan->spinesPerPod; ++i) {
                Slot &spine = uppers[spines[std::size_t(p * plan->spinesPerPod + i)]];
                for (int m = 0; m < plan->spineUp() && spine.left() > 0; ++m) {
                    Slot &core = uppers[cores[std::size_t(plan->coreFor(i, m))]];
                    const std::string cp = core.take();
                    if (cp.empty())
                        break;
                    links.push_back({{idOf(spine), spine.take()}, {idOf(core), cp}});
                }
            }
        }
    }
    for (; reused < reusable.size(); ++reused)
        dropDevices.insert(reusable[reused]);
    return true;
}

} // namespace cl::fabricdetail
