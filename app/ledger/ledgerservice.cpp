// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerservice.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QRunnable>
#include <QThreadPool>

namespace cl {

LedgerService::LedgerService(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
    , mPool(new QThreadPool(this))
{
    // One worker: results come in order of edits, and a burst of edits never floods the CPUs.
    mPool->setMaxThreadCount(1);
    mSession = std::make_shared<LedgerSession>(document->catalog(), mCalibrations, mPlanCache);
    connect(document, &Document::changed, this, &LedgerService::recompute);
}

LedgerService::~LedgerService()
{
    mPool->clear();
    mPool->waitForDone();
}

void LedgerService::setCalibrations(Calibrations calibrations)
{
    mCalibrations = std::move(calibrations);
    mSession = std::make_shared<LedgerSession>(mDocument->catalog(), mCalibrations, mPlanCache);
    recompute();
}

void LedgerService::recompute()
{
    const quint64 generation = ++mGeneration;
    // Work not yet started is stale the moment a newer edit arrives.
    mPool->clear();
    auto design = std::make_shared<Design>(mDocument->design());
    const Catalog *catalog = &mDocument->catalog();
    QPointer<LedgerService> self(this);
    std::shared_ptr<LedgerSession> session = mSession;
    mPool->start(QRunnable::create([self, generation, design, catalog, session] {
        auto ledger = std::make_shared<const DesignLedger>(session->evaluate(design));
        // The portfolio re-plans with every edit, on the ledger just computed.
        std::shared_ptr<const Schedule> schedule;
        if (design->portfolio)
            schedule = std::make_shared<const Schedule>(scheduleDesign(*design, *catalog, *ledger));
        if (!self)
            return;
        QMetaObject::invokeMethod(
            self,
            [self, generation, ledger, schedule] {
                if (self)
                    self->deliver(generation, ledger, schedule);
            },
            Qt::QueuedConnection);
    }));
}

void LedgerService::deliver(quint64 generation, std::shared_ptr<const DesignLedger> ledger,
                            std::shared_ptr<const Schedule> schedule)
{
    if (generation != mGeneration) {
        ++mDropped; // overtaken by a later edit: showing it would flash an old state
        return;
    }
    mLedger = std::move(ledger);
    mSchedule = std::move(schedule);
    mDelivered = generation;
    emit ledgerReady();
}

bool LedgerService::waitForIdle(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        mPool->waitForDone(10);
        QCoreApplication::processEvents();
        if (mDelivered == mGeneration)
            return true;
    }
    return false;
}

} // namespace cl
