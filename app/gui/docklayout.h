// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace cl {

/** The panels the window docks, made by the window and handed over here. */
struct DockedPanels
{
    QWidget *palette = nullptr;
    QWidget *outline = nullptr;
    QWidget *layers = nullptr;
    QWidget *inspector = nullptr;
    QWidget *targets = nullptr;
    QWidget *ledger = nullptr;
    QWidget *summary = nullptr;
    QWidget *undo = nullptr;
    QWidget *diagnostics = nullptr;
    QWidget *charts = nullptr;
    QWidget *floor = nullptr;
    QWidget *topology = nullptr;
    QWidget *schedule = nullptr;
};

/**
 * Where the panels sit: palette and outline left; inspector and targets above the ledger (with
 * summary and undo history) right; diagnostics beside the charts below. Also sizes them once the
 * window has its size, unless a saved layout did.
 */
class DockLayout : public QObject
{
public:
    DockLayout(QMainWindow *window, const DockedPanels &panels);

    QList<QDockWidget *> docks() const { return mDocks; }
    void retranslate();
    /** The first show's sizes (a saved layout wins: call only when none was restored). */
    void applyInitialSizes();

private:
    QDockWidget *dock(const char *name, QWidget *widget, bool scroll);

    QMainWindow *mWindow;
    DockedPanels mPanels;
    QList<QDockWidget *> mDocks;
    QDockWidget *mPalette = nullptr, *mOutline = nullptr, *mLayers = nullptr, *mInspector = nullptr,
                *mTargets = nullptr, *mLedger = nullptr, *mSummary = nullptr, *mUndo = nullptr,
                *mDiagnostics = nullptr, *mCharts = nullptr, *mFloor = nullptr,
                *mTopology = nullptr, *mSchedule = nullptr;
};

} // namespace cl
