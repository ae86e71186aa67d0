// SPDX-License-Identifier: GPL-3.0-or-later
// Rack-scale scale-up domains: the racks of a design that share a `scale_up_domain` name, and the
// compute trays in them that join it (a catalog server with `scale_up_domain`: GB200 NVL72's
// 4-GPU trays, CloudMatrix 384's 8-NPU nodes). To the engine a domain is one node: TP, EP and CP
// inside it run over its NVLink / UB fabric, DP and PP across domains over the scale-out network.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cl {

class Catalog;
class Design;
struct ScaleUpDomainSpec;

struct ScaleUpDomainGroup
{
    std::string name; ///< the racks' shared scale_up_domain
    std::vector<std::string> rackIds; ///< in the design's rack order
    std::vector<std::size_t> trays; ///< device indices of the placed trays that join it
    int gpus = 0; ///< GPUs installed in those trays
    std::string trayModel; ///< the first tray's catalog model
    const ScaleUpDomainSpec *spec = nullptr; ///< of trayModel (nullptr: no tray joins)
    bool mixedModels = false; ///< trays of more than one catalog model
    /** GPU servers in the domain's racks whose model cannot join a domain (an HGX box). */
    std::vector<std::size_t> outsiders;
};

/** Every named domain of the design, in the order its first rack appears. */
std::vector<ScaleUpDomainGroup> scaleUpDomains(const Design &d, const Catalog &c);

/** Rack id -> its scale_up_domain, for the racks that have one (views into d: keep d alive). */
std::unordered_map<std::string_view, std::string_view> rackScaleUpDomains(const Design &d);

} // namespace cl
