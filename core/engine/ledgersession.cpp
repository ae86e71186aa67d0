// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgersession.h"

namespace cl {

LedgerSession::LedgerSession(const Catalog &catalog, Calibrations calibrations,
                             std::shared_ptr<PlanCache> cache)
    : mCatalog(catalog)
    , mCalibrations(std::move(calibrations))
    , mCache(cache ? std::move(cache) : std::make_shared<PlanCache>())
{ }

DesignLedger LedgerSession::evaluate(const Design &design)
{
    return evaluate(std::make_shared<const Design>(design));
}

DesignLedger LedgerSession::evaluate(std::shared_ptr<const Design> design)
{
    const std::lock_guard lock(mMutex);
    const Design &d = *design;
    mReuse = {};
    mReuse.structure = mLast && mStructure && sameStructure(*mLast, d);
    mReuse.run = mReuse.structure && mRun && mLast->workload == d.workload;
    // What is being computed is forgotten first: a stage that throws leaves nothing the next
    // call could take for this design's.
    if (!mReuse.structure) {
        mLast.reset();
        mStructure = structureStage(d, mCatalog);
    }
    if (!mReuse.run) {
        mRun.reset();
        mRun = runStage(d, mCatalog, mStructure->network, mCalibrations, mCache.get());
    }
    mLast = std::move(design);
    DesignLedger ledger = assembleLedger(d, mCatalog, mCalibrations, *mStructure, *mRun, &mServing);
    mReuse.serving = mServing.reused;
    if (mReuse.run)
        ledger.planMs = 0; // nothing was planned for this edit
    return ledger;
}

LedgerSession::Reuse LedgerSession::lastReuse() const
{
    const std::lock_guard lock(mMutex);
    return mReuse;
}

} // namespace cl
