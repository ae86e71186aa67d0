// SPDX-License-Identifier: GPL-3.0-or-later
// One parser for every quantity a planner types, in a form field or a CLI flag: "15T" tokens,
// "1.5万", "80 GiB", "40 kW", "90 d". A 1000x slip ("15T" read as 15 B) is the costliest typo a
// plan can carry, so a suffix is either understood exactly or refused, never ignored.
#pragma once

#include <string>
#include <string_view>

namespace cl {

/** What the number measures; decides which units are understood. */
enum class QuantityKind {
    Count, ///< tokens, parameters, GPUs, money: k, M, B (billion), G, T, 万, 亿
    Bytes, ///< B, kB, MB, GB, TB, PB (powers of 1000) and KiB, MiB, GiB, TiB (powers of 1024)
    Power, ///< W, kW, MW, GW
    Duration, ///< s, min, h, d (also 小时, 天)
};

enum class QuantityError {
    None,
    Empty,
    NotANumber, ///< no decimal number at the start (hex, "inf", letters)
    UnknownUnit, ///< a suffix this kind does not know
    Negative,
    TooLarge, ///< overflows a double
};

struct ParsedQuantity
{
    QuantityError error = QuantityError::None;
    double value = 0; ///< in SI units (count, bytes, W, s); before the caller's scale if !hasUnit
    bool hasUnit = false; ///< false: a bare number, in whatever unit the field shows
    std::string unit; ///< the suffix as typed (trimmed), for "understood as" messages

    bool ok() const { return error == QuantityError::None; }
};

/**
 * Parses "<decimal>[ ]<unit>" with an optional thousands separator (",", "_", or a thin space
 * between digit groups). Plain decimal only: no hex, no "inf"/"nan", no leading "+".
 */
ParsedQuantity parseQuantity(std::string_view text, QuantityKind kind);

/** The unit words of a kind, for help texts: "k, M, B, T, 万, 亿". */
std::string quantityUnits(QuantityKind kind);

} // namespace cl
