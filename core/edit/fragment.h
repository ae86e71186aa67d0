// SPDX-License-Identifier: GPL-3.0-or-later
// A piece of a design for copy, paste, duplicate and replicate: racks, devices and the links among
// them, with fresh ids when it goes back in.
#pragma once

#include "model/design.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace cl {

class Catalog;

struct Fragment
{
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<Link> links; ///< only links whose two ends are in the fragment
    bool empty() const { return racks.empty() && devices.empty(); }
};

/** The selected racks (with everything in them) and devices, and the links among them. */
Fragment extractFragment(const Design &design, const std::set<std::string> &ids);

/**
 * The fragment with fresh ids for `design`, racks moved to the next free places of `row` (or kept
 * where they were when row < 0 and places are free), devices without a copied rack unplaced.
 */
Fragment renumberFragment(const Design &design, const Fragment &fragment, int row);

nlohmann::ordered_json fragmentToJson(const Fragment &fragment);
/** Reads what fragmentToJson wrote (through the design reader's rules); nullopt if invalid. */
std::optional<Fragment> fragmentFromJson(const std::string &text, const Catalog &catalog);

} // namespace cl
