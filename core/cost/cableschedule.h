// SPDX-License-Identifier: GPL-3.0-or-later
// The installer's cable schedule: every link with both ends (device, port, rack, U), its medium,
// the catalog parts it is made of and a label to print for each end.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cl {

class Catalog;
class Design;

struct CableEnd
{
    std::string device; ///< id
    std::string deviceName;
    std::string port;
    std::string rack; ///< id; empty for an unplaced device
    std::string rackName;
    int u = 0; ///< 0 for zero-U or unplaced
    std::string label; ///< "A-R03-U12-p1": row letter, rack position, U, port
};

struct CableRow
{
    std::string link;
    CableEnd a;
    CableEnd b;
    std::string fabric; ///< compute | storage | in_band | out_of_band
    std::string media; ///< dac | aoc | mmf | smf | copper
    double lengthM
        = 0; ///< as ordered: typed, or routed over the floor and rounded to a sold length
    bool lengthTyped = false;
    std::vector<std::string> parts; ///< catalog ids: the cable, or transceivers and fibre
};

/** One row per link, in the design's order. */
std::vector<CableRow> cableSchedule(const Design &design, const Catalog &catalog);
/** Cables of one kind: what to order and how many (a hall's schedule on paper). */
struct CableCount
{
    std::string fabric;
    std::string media;
    double lengthM = 0;
    std::vector<std::string> parts;
    int cables = 0;
};
/** The cables counted by fabric, medium, length as ordered and parts, in that order; the same
 *  figures as the schedule's rows, without the ends' labels (half a million cables in a hall). */
std::vector<CableCount> cableCounts(const Design &design, const Catalog &catalog);
/** CSV with a header row, then one row per link (RFC 4180 quoting). */
std::string cableScheduleCsv(const std::vector<CableRow> &rows);
nlohmann::ordered_json cableScheduleJson(const std::vector<CableRow> &rows);

} // namespace cl
