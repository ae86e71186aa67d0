// SPDX-License-Identifier: GPL-3.0-or-later
// One line of the ledger (seed 001 §2.2): what a workload needs against what the cluster has.
#pragma once

#include <optional>
#include <string>

namespace cl {

/** One of the five dimensions: what the run needs against what the cluster has. */
struct LedgerRow
{
    std::string unit;
    std::optional<double> required;
    std::optional<double> available;
    /** Available as calibrated by a profile; for time, the training time as calibrated. */
    std::optional<double> calibrated;
    std::optional<double> headroom; ///< available / required - 1 (negative when short)
    /** The required figure's P10-P90 where the engine's error band gives one (time). */
    std::optional<double> requiredP10, requiredP90;
    // The formula is worded by the row's key (compute, memory, ...) in cltext.
};

/** available / required - 1; nullopt when either is missing or nothing is required. */
inline std::optional<double> ledgerHeadroom(std::optional<double> available,
                                            std::optional<double> required)
{
    if (!available || !required || *required <= 0)
        return std::nullopt;
    return *available / *required - 1.0;
}

} // namespace cl
