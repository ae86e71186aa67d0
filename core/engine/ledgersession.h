// SPDX-License-Identifier: GPL-3.0-or-later
// The live ledger's evaluations (issue 31): each edit re-runs only the stages whose inputs it
// changed. The structure (validation, network, BOM) is kept while the racks, devices, links and
// what else it reads stay the same (ledgerstages.h); the training run while the structure and the
// workload do; each serving workload's estimate while it and its GPUs do (ServingMemo). Power,
// cost, the five dimensions and the targets' diagnostics are cheap and always run. The result is
// the cold evaluation's (evaluateDesign runs the same stage functions); tst_ledgersession holds
// the two equal over a sequence of edits of every kind.
#pragma once

#include "ledger.h"
#include "ledgerstages.h"
#include "model/design.h"
#include "plancache.h"
#include "servingledger.h"

#include <memory>
#include <mutex>
#include <optional>

namespace cl {

class LedgerSession
{
public:
    /** `cache` is shared with whoever else plans (the GUI's ledger service keeps one across
     *  sessions); null: the session's own. */
    explicit LedgerSession(const Catalog &catalog, Calibrations calibrations = {},
                           std::shared_ptr<PlanCache> cache = {});

    /** The ledger of `design`, which the session keeps (unchanged: the next edit is compared
     *  with it) until the next call; the live ledger hands over the snapshot it made anyway. */
    DesignLedger evaluate(std::shared_ptr<const Design> design);
    /** The same for a design the caller keeps: the session copies it. */
    DesignLedger evaluate(const Design &design);

    /** What the last evaluate() took from the one before. */
    struct Reuse
    {
        bool structure = false;
        bool run = false;
        int serving = 0; ///< serving workloads
    };
    Reuse lastReuse() const;

private:
    const Catalog &mCatalog;
    const Calibrations mCalibrations;
    std::shared_ptr<PlanCache> mCache;
    mutable std::mutex mMutex; // the GUI evaluates on one worker; tests and tools may not
    /** The design the kept stages were computed for. */
    std::shared_ptr<const Design> mLast;
    std::optional<StructureStage> mStructure;
    std::optional<DesignLedger> mRun;
    ServingMemo mServing;
    Reuse mReuse;
};

} // namespace cl
