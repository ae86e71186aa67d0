// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QStatusBar;

namespace clw {
class DiagnosticList;
}

namespace cl {

class Document;
class LedgerService;

namespace canvas {
class ClusterScene;
}

/**
 * What is wrong with the design, shown in three places at once: the diagnostics list (errors
 * first, each with its advice), the canvas's error outlines and the status bar's count. The
 * validator answers at once; the engine's diagnostics join when the ledger arrives.
 */
class DiagnosticsPresenter : public QObject
{
public:
    DiagnosticsPresenter(Document *document, LedgerService *ledger, canvas::ClusterScene *scene,
                         clw::DiagnosticList *list, QStatusBar *statusBar, QObject *parent);

    void refresh();

private:
    Document *mDocument;
    LedgerService *mLedger;
    canvas::ClusterScene *mScene;
    clw::DiagnosticList *mList;
    QStatusBar *mStatusBar;
};

} // namespace cl
