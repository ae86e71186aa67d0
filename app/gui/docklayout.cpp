// SPDX-License-Identifier: GPL-3.0-or-later
#include "docklayout.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QStyle>

#include <algorithm>

namespace cl {

DockLayout::DockLayout(QMainWindow *window, const DockedPanels &panels)
    : QObject(window)
    , mWindow(window)
    , mPanels(panels)
{
    // Forms scroll rather than hold their dock (and the ledger sharing its column) at their full
    // height: on a laptop screen the ledger matters more than the last rows of a form.
    mPalette = dock("paletteDock", panels.palette, false);
    mOutline = dock("outlineDock", panels.outline, false);
    mLayers = dock("layersDock", panels.layers, false);
    mInspector = dock("inspectorDock", panels.inspector, true);
    mTargets = dock("targetsDock", panels.targets, true);
    mLedger = dock("ledgerDock", panels.ledger, true);
    mSummary = dock("summaryDock", panels.summary, false);
    mUndo = dock("undoDock", panels.undo, false);
    mDiagnostics = dock("diagnosticsDock", panels.diagnostics, false);
    mCharts = dock("chartsDock", panels.charts, false);
    mFloor = dock("floorDock", panels.floor, false);
    mTopology = dock("topologyDock", panels.topology, false);
    mSchedule = dock("scheduleDock", panels.schedule, false);

    // The right column runs down to the status bar (the bottom row stays under the canvas): on a
    // 1366 x 768 screen the inspector and the ledger share the window's height, not what the
    // charts leave of it (the inspector was ~110 px, one or two fields).
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window->addDockWidget(Qt::LeftDockWidgetArea, mPalette);
    window->addDockWidget(Qt::LeftDockWidgetArea, mOutline);
    window->addDockWidget(Qt::LeftDockWidgetArea, mLayers);
    window->tabifyDockWidget(mPalette, mOutline);
    window->tabifyDockWidget(mPalette, mLayers);
    mPalette->raise();
    // Right: what is selected (and the targets) above, the ledger below.
    window->addDockWidget(Qt::RightDockWidgetArea, mInspector);
    window->addDockWidget(Qt::RightDockWidgetArea, mTargets);
    window->tabifyDockWidget(mInspector, mTargets);
    mInspector->raise();
    window->addDockWidget(Qt::RightDockWidgetArea, mLedger, Qt::Vertical);
    window->addDockWidget(Qt::RightDockWidgetArea, mSummary);
    window->addDockWidget(Qt::RightDockWidgetArea, mUndo);
    window->tabifyDockWidget(mLedger, mSummary);
    window->tabifyDockWidget(mLedger, mUndo);
    mLedger->raise();
    // Bottom: diagnostics beside the charts.
    window->addDockWidget(Qt::BottomDockWidgetArea, mDiagnostics);
    window->addDockWidget(Qt::BottomDockWidgetArea, mCharts);
    window->splitDockWidget(mDiagnostics, mCharts, Qt::Horizontal);
    window->tabifyDockWidget(mCharts, mFloor);
    window->tabifyDockWidget(mCharts, mTopology);
    window->tabifyDockWidget(mCharts, mSchedule);
    mCharts->raise();
    mDocks = {mPalette, mOutline,  mLayers,  mInspector, mTargets,     mLedger,  mCharts,
              mFloor,   mTopology, mSummary, mUndo,      mDiagnostics, mSchedule};
}

QDockWidget *DockLayout::dock(const char *name, QWidget *widget, bool scroll)
{
    auto *d = new QDockWidget(mWindow);
    d->setObjectName(QLatin1String(name));
    if (scroll) {
        auto *area = new QScrollArea(mWindow);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setWidget(widget);
        widget = area;
    }
    d->setWidget(widget);
    return d;
}

void DockLayout::retranslate()
{
    mSummary->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Summary"));
    mDiagnostics->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Diagnostics"));
    mUndo->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Undo History"));
    mPalette->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Palette"));
    mTargets->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Targets"));
    mLedger->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Ledger"));
    mCharts->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Charts"));
    mFloor->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Floor"));
    mTopology->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Topology"));
    mSchedule->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Schedule"));
    mOutline->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Outline"));
    mLayers->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Layers", "canvas"));
    mInspector->setWindowTitle(QCoreApplication::translate("cl::MainWindow", "Inspector"));
}

void DockLayout::applyInitialSizes()
{
    const int h = mWindow->height();
    const int w = mWindow->width();
    // The right column as wide as its widest form (the targets) so nothing scrolls sideways, but
    // never more than a third of the window; the palette narrow; the bottom row (charts beside a
    // diagnostics list that is usually short) about a quarter of the height.
    const int formWidth
        = std::max(mPanels.targets->sizeHint().width(), mPanels.inspector->sizeHint().width())
          + mWindow->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16;
    mWindow->resizeDocks({mPalette, mInspector}, {std::min(240, w / 6), std::min(formWidth, w / 3)},
                         Qt::Horizontal);
    mWindow->resizeDocks({mInspector, mLedger}, {h * 45 / 100, h * 55 / 100}, Qt::Vertical);
    mWindow->resizeDocks({mCharts}, {std::max(200, h * 24 / 100)}, Qt::Vertical);
    mWindow->resizeDocks({mDiagnostics, mCharts}, {w * 35 / 100, w * 65 / 100}, Qt::Horizontal);
}

} // namespace cl
