// SPDX-License-Identifier: GPL-3.0-or-later
#include "design.h"

#include <algorithm>
#include <charconv>
#include <unordered_set>

namespace cl {

namespace {
template<typename T>
T *findById(std::vector<T> &items, std::string_view id)
{
    auto it = std::find_if(items.begin(), items.end(), [&](const T &x) { return x.id == id; });
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const Rack *Design::findRack(std::string_view id) const
{
    return findById(const_cast<std::vector<Rack> &>(racks), id);
}
Rack *Design::findRack(std::string_view id)
{
    return findById(racks, id);
}
const Device *Design::findDevice(std::string_view id) const
{
    return findById(const_cast<std::vector<Device> &>(devices), id);
}
Device *Design::findDevice(std::string_view id)
{
    return findById(devices, id);
}
const Link *Design::findLink(std::string_view id) const
{
    return findById(const_cast<std::vector<Link> &>(links), id);
}

std::vector<const Device *> Design::devicesInRack(std::string_view rackId) const
{
    std::vector<const Device *> out;
    for (const auto &d : devices) {
        if (d.rack && *d.rack == rackId)
            out.push_back(&d);
    }
    return out;
}

std::unordered_map<std::string, std::vector<std::size_t>> Design::devicesByRack() const
{
    std::unordered_map<std::string, std::vector<std::size_t>> out;
    for (std::size_t i = 0; i < devices.size(); ++i) {
        if (devices[i].rack)
            out[*devices[i].rack].push_back(i);
    }
    return out;
}

bool Design::idInUse(std::string_view id) const
{
    return findRack(id) || findDevice(id) || findLink(id);
}

std::string Design::allocateId(std::string_view prefix) const
{
    // Collect the numbers already taken under this prefix once, then pick the smallest free one:
    // linear in the design, not quadratic, which matters when replicating thousands of links.
    std::unordered_set<long> taken;
    auto note = [&](const std::string &id) {
        if (id.size() > prefix.size() + 1 && id.compare(0, prefix.size(), prefix) == 0
            && id[prefix.size()] == '-') {
            long n = 0;
            const char *first = id.data() + prefix.size() + 1;
            const char *last = id.data() + id.size();
            auto [ptr, ec] = std::from_chars(first, last, n);
            if (ec == std::errc() && ptr == last)
                taken.insert(n);
        }
    };
    for (const auto &r : racks)
        note(r.id);
    for (const auto &d : devices)
        note(d.id);
    for (const auto &l : links)
        note(l.id);
    long n = 1;
    while (taken.count(n))
        ++n;
    return std::string(prefix) + "-" + std::to_string(n);
}

} // namespace cl
