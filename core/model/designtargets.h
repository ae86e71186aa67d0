// SPDX-License-Identifier: GPL-3.0-or-later
// The targets a design was made for (File → New from Targets, `clusterledger-cli design`): kept
// in the file so the Targets panel can show them and a diagnostic can say when later edits break
// them, with the options the search weighed, so the report can show why this one was chosen.
#pragma once

#include "money.h"

#include <optional>
#include <string>
#include <vector>

namespace cl {

/** One option the search weighed: a GPU in a server, at a cluster size. */
struct TargetOption
{
    std::string gpu; ///< catalog GPU id
    std::string server; ///< catalog server id
    int gpus = 0;
    int racks = 0;
    std::optional<double> trainDays; ///< absent: no layout trains the model on it
    double capexUsd = 0;
    double facilityMaxW = 0;
    bool pareto = false;
    bool chosen = false;
    /** Why it was not chosen, as a code (cltext words it); empty for the chosen one. */
    std::string whyNot;

    bool operator==(const TargetOption &) const = default;
};

struct DesignTargets
{
    double deadlineDays = 90;
    double rackKw = 40; ///< usable power per rack the design may draw
    double pue = 1.3;
    std::optional<Money> budget; ///< capex ceiling, as entered (version 10)
    std::optional<double> siteMw; ///< facility power ceiling (MW)
    std::vector<TargetOption> options;

    bool operator==(const DesignTargets &) const = default;
};

} // namespace cl
