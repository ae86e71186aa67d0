// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <set>
#include <string>

namespace cl {

/**
 * What one change to the document touched (Tiled's ChangeEvent): objects added, removed or
 * modified by id, the site, the workload, or everything (a file opened, a new design). Listeners
 * update what the event names and leave the rest as it is.
 */
struct ChangeEvent
{
    enum Part : unsigned {
        Objects = 1u << 0, ///< racks, devices and links: see added, removed, modified
        Site = 1u << 1,
        Workload = 1u << 2,
        Everything = ~0u, ///< the whole design was replaced
    };

    unsigned parts = Everything;
    std::set<std::string> added;
    std::set<std::string> removed;
    std::set<std::string> modified;

    static ChangeEvent everything() { return {}; }
    static ChangeEvent part(Part p) { return ChangeEvent {p, {}, {}, {}}; }
    static ChangeEvent modifiedObject(const std::string &id)
    {
        return ChangeEvent {Objects, {}, {}, {id}};
    }

    bool isEverything() const { return parts == Everything; }
    bool touches(Part p) const { return (parts & p) != 0; }
    /** Only existing objects changed (no adds, removals, site or workload). */
    bool onlyModifiedObjects() const
    {
        return parts == Objects && added.empty() && removed.empty();
    }
};

} // namespace cl
