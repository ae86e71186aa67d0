// SPDX-License-Identifier: GPL-3.0-or-later
// How long each cable is: routed over the floor (up out of the rack, along the overhead tray past
// the racks of a row and across the rows, down into the other rack, plus slack) and rounded up to
// a length that is sold. A length typed on the link overrides the route. The media follows from
// the length and the ports: DAC within its reach, then AOC, then optics over multi-mode fibre,
// single-mode beyond.
#pragma once

#include "model/design.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace cl {

class Catalog;
struct PortGroup;
struct ResolvedLink;

// A rack unit is 1.75 in (EIA-310).
inline constexpr double kRackUnitM = 0.04445;
// From the top of a rack up into the overhead tray, at each end.
inline constexpr double kTrayDropM = 0.3;
// Inside one rack: into the side cable manager and out again.
inline constexpr double kInRackDressingM = 1.0;
// Either end not placed: a plausible patch length until it is.
inline constexpr double kUnplacedLengthM = 5.0;

class CableRouter
{
public:
    CableRouter(const Design &design, const Catalog &catalog);

    /** Metres of route between two devices' positions, before rounding to a sold length. */
    double routedM(std::string_view deviceA, std::string_view deviceB) const;
    /** The same by the devices' indices in design.devices (npos: not placed). */
    double routedM(std::size_t deviceA, std::size_t deviceB) const;
    /** The link's length: typed, else routed and rounded up to a length sold for its media. */
    double lengthM(const Link &link) const;
    /** The same, its ends already resolved (LinkIndex). */
    double lengthM(const Link &link, const ResolvedLink &ends) const;

private:
    struct Place
    {
        const Rack *rack = nullptr;
        double heightM = 0; ///< the device's middle above the floor of its rack
        double rackTopM = 0;
        double rackWidthM = 0.6;
    };
    std::size_t indexOf(std::string_view device) const;
    double route(const Place &a, const Place &b) const;

    const Design &mDesign;
    std::vector<Place> mPlaces; ///< by index in design.devices
    std::unordered_map<std::string_view, std::size_t> mIndex;
};

/** Lengths as sold: DAC and AOC in steps (0.5 m, 1 m, … 100 m), fibre and copper by the metre. */
double orderLengthM(Media media, double routedM);

/** The media a link of `lengthM` needs between two port groups (see the file comment). */
Media mediaFor(const PortGroup &a, const PortGroup &b, double lengthM, const Catalog &catalog);

} // namespace cl
