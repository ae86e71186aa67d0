// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "designtargets.h"
#include "device.h"
#include "link.h"
#include "portfolio.h"
#include "rack.h"
#include "site.h"
#include "workload.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cl {

/**
 * A whole plan: the site, its racks, the devices in them, the cables and the training workload.
 * A plain value: copying it is how the live ledger hands a snapshot to a worker thread.
 */
class Design
{
public:
    std::string name;
    Site site;
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<Link> links;
    Workload workload;
    /** Models served from the same GPUs (format version 5), each sized on its island. */
    std::vector<ServingWorkload> serving;
    /** The targets it was designed for (format version 4); absent for a hand-drawn design. */
    std::optional<DesignTargets> targets;
    /** Teams, hardware phases and the job queue (format version 14); absent: one workload. */
    std::optional<Portfolio> portfolio;

    const Rack *findRack(std::string_view id) const;
    Rack *findRack(std::string_view id);
    const Device *findDevice(std::string_view id) const;
    Device *findDevice(std::string_view id);
    const Link *findLink(std::string_view id) const;

    /** Indices into devices, grouped by rack id, in list order: one pass for all racks. */
    std::unordered_map<std::string, std::vector<std::size_t>> devicesByRack() const;

    /** Devices standing in one rack, in list order. */
    std::vector<const Device *> devicesInRack(std::string_view rackId) const;

    /** True when any rack, device or link already uses id. */
    bool idInUse(std::string_view id) const;
    /** A new id "prefix-N" with the smallest N not in use: ids never collide, paste stays stable.
     */
    std::string allocateId(std::string_view prefix) const;

    bool operator==(const Design &) const = default;
};

} // namespace cl
