// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials a design implies: its racks, servers, GPUs bought apart, NICs, switches,
// PDUs, and for every cable the cable or fibre and the transceivers its media and cages need.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;
class LinkIndex;

struct BomLine
{
    std::string category; ///< racks, servers, gpus, nics, switches, pdus, transceivers, cables
    std::string id; ///< catalog id
    std::string description;
    double quantity = 0;
    std::string unit = "each"; ///< "each" or "m"
    double unitUsd = 0;
    double extendedUsd = 0;
    bool priced = true; ///< false when the catalog entry has no price
};

struct Bom
{
    std::vector<BomLine> lines;
    std::map<std::string, double> totalsByCategory;
    double totalUsd = 0;
    std::vector<std::string> unmatched; ///< links no catalog part could serve, described
};

Bom buildBom(const Design &design, const Catalog &catalog);
/** The same, with the design's links already resolved (evaluateDesign resolves them once). */
Bom buildBom(const Design &design, const Catalog &catalog, const LinkIndex &links);

/** What changed from one BOM to another: a line per part whose quantity changed (after minus
 *  before, negative where parts go), in the BOM's category order. */
std::vector<BomLine> bomDelta(const Bom &before, const Bom &after);

struct Link;
struct PortGroup;

/**
 * The catalog parts one link is made of, as the BOM counts them: its cable, or a transceiver at
 * each end and fibre by the metre (empty where the catalog has no part for it).
 */
std::vector<std::string> linkPartIds(const Catalog &catalog, const Link &link, double lengthM,
                                     const PortGroup *a, const PortGroup *b);

} // namespace cl
