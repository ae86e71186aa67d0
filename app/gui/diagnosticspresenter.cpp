// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnosticspresenter.h"

#include "canvas/clusterscene.h"
#include "diagnosticlist.h"
#include "document/document.h"
#include "ledger/ledgerservice.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "validate/validator.h"

#include <QCoreApplication>
#include <QStatusBar>

#include <algorithm>

namespace cl {

namespace {

clw::SeverityLevel level(Severity s)
{
    switch (s) {
    case Severity::Info:
        return clw::SeverityLevel::Info;
    case Severity::Warning:
        return clw::SeverityLevel::Warning;
    case Severity::Error:
        return clw::SeverityLevel::Error;
    }
    return clw::SeverityLevel::Warning;
}

} // namespace

DiagnosticsPresenter::DiagnosticsPresenter(Document *document, LedgerService *ledger,
                                           canvas::ClusterScene *scene, clw::DiagnosticList *list,
                                           QStatusBar *statusBar, QObject *parent)
    : QObject(parent)
    , mDocument(document)
    , mLedger(ledger)
    , mScene(scene)
    , mList(list)
    , mStatusBar(statusBar)
{ }

void DiagnosticsPresenter::refresh()
{
    // The ledger includes the validator's diagnostics, so a current ledger replaces both.
    const auto ledger = mLedger->ledger();
    const bool current = ledger && mLedger->isCurrent();
    const Diagnostics &diagnostics = current ? ledger->diagnostics : mDocument->validation();
    QSet<QString> marked;
    for (const auto &d : diagnostics) {
        if (d.severity == Severity::Error && !d.objectId.empty())
            marked.insert(QString::fromStdString(d.objectId));
    }
    mScene->setMarked(marked);
    QList<clw::DiagnosticRow> rows;
    for (const auto &d : diagnostics) {
        const Device *device = mDocument->design().findDevice(d.objectId);
        const Rack *rack = mDocument->design().findRack(d.objectId);
        const QString where = device ? QString::fromStdString(device->name)
                              : rack ? QString::fromStdString(rack->name)
                                     : QString::fromStdString(d.objectId);
        rows.append({level(d.severity), diagnosticText(d), where,
                     QString::fromStdString(d.objectId), QString::fromStdString(d.code),
                     diagnosticAdvice(d.code)});
    }
    // Errors first, then warnings, then notes: what blocks the plan is what to read first.
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return int(a.level) > int(b.level); });
    mList->setRows(rows);
    const int errors = mList->count(clw::SeverityLevel::Error);
    const int warnings = mList->count(clw::SeverityLevel::Warning);
    mStatusBar->showMessage(
        errors + warnings == 0
            ? QCoreApplication::translate("cl::MainWindow", "No problems found")
            : QCoreApplication::translate("cl::MainWindow", "%n error(s)", "", errors)
                  + QStringLiteral(", ")
                  + QCoreApplication::translate("cl::MainWindow", "%n warning(s)", "", warnings));
}

} // namespace cl
