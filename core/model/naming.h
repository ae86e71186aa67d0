// SPDX-License-Identifier: GPL-3.0-or-later
// One naming scheme for new, pasted and replicated objects: names continue the pattern the
// planner already uses ("DGX-33" after "DGX-32", "SU2-R01" for the second unit's first rack),
// never a generic "server-1" or a suffix like " (2)" or " #2".
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace cl {

/**
 * Names in use, and for each pattern ("DGX-##") the run of numbers known to be taken, so that
 * the next free name is found without counting up from 1 again: replicating a unit 1,024 times
 * names each copy's servers in constant time, not in time growing with the copies made so far.
 */
class NameSet
{
public:
    NameSet() = default;
    NameSet(std::initializer_list<std::string> names)
        : mNames(names)
    { }
    /** True when the name was not there yet. */
    bool insert(const std::string &name) { return mNames.insert(name).second; }
    std::size_t count(const std::string &name) const { return mNames.count(name); }

    /** Numbers [from, to] of one pattern, all taken (names are never removed). */
    struct TakenRun
    {
        std::uint64_t from = 0, to = 0;
    };
    std::unordered_map<std::string, TakenRun> runs;

private:
    std::unordered_set<std::string> mNames;
};

/**
 * The name after `name` in its own pattern, free in `taken` (and then added to it): its last
 * number counts up with its zero padding kept ("DGX-09" -> "DGX-10", "SU1-R16" -> "SU1-R17"); a
 * name without a number gets " 2", " 3", ...
 */
std::string nextFreeName(const std::string &name, NameSet &taken);

/**
 * The name of an object in copy `copy` (2, 3, ...) of a scalable unit. A name with two numbers or
 * more carries the unit in its first ("SU1-R01" -> "SU2-R01" in copy 2); others continue their
 * own pattern (nextFreeName). Added to `taken`.
 */
std::string unitCopyName(const std::string &name, int copy, NameSet &taken);

/**
 * A new object's name from its siblings (the same model's objects): the highest-numbered
 * sibling's pattern continued, or `fallback` (itself continued if taken). Added to `taken`.
 */
std::string patternName(const std::vector<std::string> &siblings, const std::string &fallback,
                        NameSet &taken);

/**
 * Names as runs, in the order given: "SU1-R01 … SU1-R16" for sixteen names that count up by one
 * in their last number (same text around it), a run of two as both names, a lone name as it is.
 * A list of 1,024 racks reads in 64 runs, never cut inside a name.
 */
struct NameRun
{
    std::string text; ///< "SU1-R01 … SU1-R16", or one name
    std::size_t count = 0; ///< names it stands for
};
std::vector<NameRun> nameRuns(const std::vector<std::string> &names);

/** Rows as letters (A..Z, then AA...), as halls mark them. */
std::string rowLetters(int row);

} // namespace cl
