// SPDX-License-Identifier: GPL-3.0-or-later
#include "replicate.h"

#include "limits.h"
#include "naming.h"
#include "text/utf8.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>

namespace cl {

ReplicateLimit checkReplicate(std::size_t racks, std::size_t devices, std::size_t links,
                              int rowsPerCopy, int firstRow, int times)
{
    if (times > limits::kMaxReplicas)
        return ReplicateLimit::TooManyCopies;
    const auto n = std::uint64_t(std::max(times, 1));
    if (racks * n > limits::kMaxRacks)
        return ReplicateLimit::TooManyRacks;
    if (devices * n > limits::kMaxDevices)
        return ReplicateLimit::TooManyDevices;
    if (links * n > limits::kMaxLinks)
        return ReplicateLimit::TooManyLinks;
    if (std::int64_t(firstRow) + std::int64_t(rowsPerCopy) * std::int64_t(n) > limits::kMaxRow + 1)
        return ReplicateLimit::TooManyRows;
    return ReplicateLimit::None;
}

ReplicateLimit checkReplicate(const Design &design, int times)
{
    int rows = 0;
    for (const auto &r : design.racks)
        rows = std::max(rows, r.row + 1);
    return checkReplicate(design.racks.size(), design.devices.size(), design.links.size(), rows, 0,
                          times);
}

Design replicateDesign(const Design &design, int times)
{
    if (checkReplicate(design, times) != ReplicateLimit::None)
        return design; // callers check first; never build what the reader would refuse
    Design out = design;
    if (times <= 1)
        return out;
    std::unordered_set<std::string> used;
    for (const auto &r : design.racks)
        used.insert(r.id);
    for (const auto &dv : design.devices)
        used.insert(dv.id);
    for (const auto &l : design.links)
        used.insert(l.id);
    // "server-1" in copy 3 is "server-1-3"; an id near its limit gives way at its end, so the
    // copy still loads (a 128-byte id must not become 133 bytes).
    auto fresh = [&](const std::string &id, int copy) {
        const std::string suffix = "-" + std::to_string(copy);
        std::string candidate = truncateUtf8(id, limits::kMaxIdBytes - suffix.size()) + suffix;
        for (int n = 2; used.count(candidate); ++n) {
            const std::string more = suffix + "-" + std::to_string(n);
            candidate = truncateUtf8(id, limits::kMaxIdBytes - more.size()) + more;
        }
        used.insert(candidate);
        return candidate;
    };
    int rows = 0;
    for (const auto &r : design.racks)
        rows = std::max(rows, r.row + 1);
    std::unordered_set<std::string> racked;
    for (const auto &dv : design.devices) {
        if (dv.rack)
            racked.insert(dv.id);
    }
    out.racks.reserve(design.racks.size() * times);
    out.devices.reserve(design.devices.size() * times);
    out.links.reserve(design.links.size() * times);
    // Copies are named as the planner numbers units (naming.h): "SU1-R01" -> "SU2-R01",
    // "DGX-32" -> "DGX-33" onwards.
    NameSet rackNames, deviceNames;
    for (const auto &r : design.racks)
        rackNames.insert(r.name);
    for (const auto &dv : design.devices)
        deviceNames.insert(dv.name);
    for (int copy = 2; copy <= times; ++copy) {
        std::unordered_map<std::string, std::string> rename;
        for (const auto &r : design.racks) {
            Rack k = r;
            k.id = fresh(r.id, copy);
            k.name = unitCopyName(r.name, copy, rackNames);
            k.row = r.row + rows * (copy - 1);
            rename[r.id] = k.id;
            out.racks.push_back(std::move(k));
        }
        for (const auto &dv : design.devices) {
            if (!dv.rack)
                continue;
            Device x = dv;
            x.id = fresh(dv.id, copy);
            x.name = unitCopyName(dv.name, copy, deviceNames);
            x.rack = rename.at(*dv.rack);
            rename[dv.id] = x.id;
            out.devices.push_back(std::move(x));
        }
        for (const auto &l : design.links) {
            if (!racked.count(l.a.device) || !racked.count(l.b.device))
                continue;
            Link x = l;
            x.id = fresh(l.id, copy);
            x.a.device = rename.at(l.a.device);
            x.b.device = rename.at(l.b.device);
            out.links.push_back(std::move(x));
        }
    }
    if (times > 1)
        out.name = design.name + " x" + std::to_string(times);
    return out;
}

} // namespace cl
