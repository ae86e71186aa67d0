// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/ledger.h"
#include "engine/ledgersession.h"
#include "engine/plancache.h"
#include "schedule/schedule.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThreadPool;

namespace cl {

class Document;

/**
 * Keeps the ledger live: every document change sends a copy of the design to a worker thread,
 * and only the newest result comes back (a result overtaken by a later edit is dropped). The UI
 * never waits on the engine.
 */
class LedgerService : public QObject
{
    Q_OBJECT

public:
    explicit LedgerService(Document *document, QObject *parent = nullptr);
    ~LedgerService() override;

    /** The newest ledger (may lag the design by one computation); null before the first. */
    std::shared_ptr<const DesignLedger> ledger() const { return mLedger; }
    /** The portfolio's schedule on that ledger; null without a portfolio. */
    std::shared_ptr<const Schedule> schedule() const { return mSchedule; }
    /** Calibration profiles by GPU id (from the probe issue's calibrate flow). */
    void setCalibrations(Calibrations calibrations);

    /** Starts a computation of the current design now. */
    void recompute();
    /** For tests: waits until no computation is running. */
    bool waitForIdle(int timeoutMs = 30000);
    quint64 generation() const { return mGeneration; }
    /** Plans kept by (workload, cluster): an edit that changes neither does not re-plan. */
    const PlanCache &planCache() const { return *mPlanCache; }
    /** What the newest computation took from the one before (the stages it did not run). */
    LedgerSession::Reuse lastReuse() const { return mSession->lastReuse(); }
    /** True when the ledger shown belongs to the design as it is now. */
    bool isCurrent() const { return mDelivered == mGeneration; }
    int droppedResults() const { return mDropped; }

signals:
    void ledgerReady();

private:
    void deliver(quint64 generation, std::shared_ptr<const DesignLedger> ledger,
                 std::shared_ptr<const Schedule> schedule);

    Document *mDocument;
    QThreadPool *mPool;
    Calibrations mCalibrations;
    // Shared with the worker (which may still run while this service is destroyed: it keeps
    // its own reference).
    std::shared_ptr<PlanCache> mPlanCache = std::make_shared<PlanCache>();
    /** Keeps the stages an edit did not touch (ledgersession.h); a new one for new
     *  calibrations. */
    std::shared_ptr<LedgerSession> mSession;
    std::shared_ptr<const DesignLedger> mLedger;
    std::shared_ptr<const Schedule> mSchedule;
    quint64 mGeneration = 0;
    quint64 mDelivered = 0;
    int mDropped = 0;
};

} // namespace cl
