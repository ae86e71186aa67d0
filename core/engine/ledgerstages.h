// SPDX-License-Identifier: GPL-3.0-or-later
// The stages evaluateDesign runs, each a function of the part of the design it reads, so that
// LedgerSession (ledgersession.h) can keep a stage's result while those parts stay the same. The
// cold evaluation and the session run the same functions: their results are the same.
#pragma once

#include "ledger.h"

namespace cl {

struct ServingMemo;

/**
 * Validation, the network as cabled and the bill of materials. Reads the racks, devices and
 * links, the site's floor, market and held GPUs, and which island each workload names (a split
 * fabric is said, not warned of, when every island is named); sameStructure() compares exactly
 * these.
 */
struct StructureStage
{
    std::vector<RackLoad> rackLoads; ///< by rack, in design order: power, cooling, the ledger
    Diagnostics diagnostics; ///< the validator's, then the network's
    NetworkAnalysis network;
    Bom bom;
};
StructureStage structureStage(const Design &design, const Catalog &catalog);
bool sameStructure(const Design &a, const Design &b);

/**
 * The training run on every island and hierarchical cluster, the chosen one's plan and
 * estimates: a ledger holding only job, cluster, training, plan, trainingCalibrated,
 * calibrationSources, islands, planMs, idleGpus and the run's own diagnostics. Reads the
 * structure and the workload (and the calibrations and catalog).
 */
DesignLedger runStage(const Design &design, const Catalog &catalog, const NetworkAnalysis &network,
                      const Calibrations &calibrations, PlanCache *cache);

/** The whole ledger from the two stages: power, scaling, cost, the five dimensions, the targets'
 *  diagnostics and serving (each workload's estimate kept in `serving` when given). */
DesignLedger assembleLedger(const Design &design, const Catalog &catalog,
                            const Calibrations &calibrations, const StructureStage &structure,
                            const DesignLedger &run, ServingMemo *serving);

} // namespace cl
