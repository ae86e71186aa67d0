// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enums.h"

#include <optional>
#include <string>

namespace cl {

/** The rack's power feeds: `count` identical circuits. */
struct FeedSpec
{
    int count = 2;
    double voltageV = 230; ///< line-to-line for three-phase
    double amps = 32; ///< breaker rating per feed
    Phase phase = Phase::Single;
    double powerFactor = 1.0;

    bool operator==(const FeedSpec &) const = default;
};

/** How much power a rack may draw: from feeds (with derating and redundancy) or a plain budget. */
struct RackPower
{
    std::optional<FeedSpec> feeds;
    double derating = 0.8;
    Redundancy redundancy = Redundancy::N;
    std::optional<double> budgetW; ///< a plain budget; used when there are no feeds

    bool operator==(const RackPower &) const = default;
};

/** What the rack's cooling removes. With direct liquid, liquidLimitW is the part of limitW its
 *  manifold and cold plates take; the rest (limitW - liquidLimitW) is what the room's air takes. */
struct RackCooling
{
    CoolingType type = CoolingType::Air;
    std::optional<double> limitW; ///< heat the rack's cooling removes; absent = not stated
    std::optional<double> liquidLimitW; ///< of limitW, the liquid loop's part (format 11)

    bool operator==(const RackCooling &) const = default;
};

struct Rack
{
    std::string id;
    std::string name;
    std::string model; ///< catalog rack id
    int row = 0; ///< floor row, 0-based
    int position = 0; ///< place in the row, 0-based
    RackPower power;
    RackCooling cooling;
    /** Racks that share this name form one scale-up domain (format version 9): the trays in them
     *  whose catalog model joins domains (GB200 NVL72, CloudMatrix 384) are one NVLink / UB
     *  fabric to the engine. Empty: each server scales up on its own. */
    std::string scaleUpDomain;

    bool operator==(const Rack &) const = default;
};

} // namespace cl
