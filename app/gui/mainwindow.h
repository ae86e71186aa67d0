// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/autosave.h"

#include <QMainWindow>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QToolBar;

namespace clw {
class DiagnosticList;
}

namespace cl {

class ActionTable;
class ChartsPanel;
class SchedulePanel;
class FloorView;
class ExportController;
class FileController;
class DiagnosticsPresenter;
class DockLayout;
class Document;
class LedgerPanel;
class LedgerService;
class TargetsPanel;
class DesignOverview;
class Inspector;
class Palette;
class SummaryPanel;

namespace canvas {
class ClusterScene;
class ClusterView;
class LayersPanel;
} // namespace canvas

/** Wiring only: menus, toolbar, docks and file handling around one Document and its canvas. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return mDocument; }
    canvas::ClusterView *view() const { return mView; }
    canvas::ClusterScene *scene() const { return mScene; }
    Autosave *autosave() const { return mAutosave; }
    LedgerService *ledgerService() const { return mLedgerService; }
    LedgerPanel *ledgerPanel() const { return mLedgerPanel; }
    ChartsPanel *chartsPanel() const { return mCharts; }
    SchedulePanel *schedulePanel() const { return mSchedule; }
    FileController *files() const { return mFiles; }
    ExportController *exports() const { return mExports; }
    /** Opens a design (the command line's file); see FileController::openFile. */
    bool openFile(const QString &fileName, bool interactive = true);
    /** Opens the portfolio's job at `index` in the Targets panel and brings the panel forward
     *  (a double-click in the Schedule tab, or --job). */
    void showJob(int index);
    /** At a start without a file: offers the newest design a crashed instance left. */
    bool offerRecovery();

    void copySelection();
    void pasteClipboard();
    void duplicateSelection();
    void deleteSelection();
    void selectAll();
    void replicateSelection(int times);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createLanguageActions();
    void createToolBar();
    void createDocks();
    void retranslate();
    void updateTitle();
    void refreshDiagnostics();
    /** Copy, duplicate, delete and replicate need a selection (replicate: racks). */
    void updateSelectionActions();
    void showResult(const QString &reason);
    void about();
    void askReplicate();
    /** Tools → Build Fabric…: the dialog's preview, applied as one undo step. */
    void buildFabric();
    void newFromTargets();
    void ledgerArrived();
    void reloadCalibrations();
    void openCalibration(bool import);
    /** Tools → Calibrate From Files…: the dialog's profile, stored as one undo step. */
    void calibrateFromFiles();

    Document *mDocument = nullptr;
    Autosave *mAutosave = nullptr;
    LedgerService *mLedgerService = nullptr;
    ActionTable *mActions = nullptr;
    FileController *mFiles = nullptr;
    ExportController *mExports = nullptr;
    DockLayout *mDocks = nullptr;
    DiagnosticsPresenter *mDiagnosticsPresenter = nullptr;
    LedgerPanel *mLedgerPanel = nullptr;
    ChartsPanel *mCharts = nullptr;
    SchedulePanel *mSchedule = nullptr;
    FloorView *mFloor = nullptr;
    TargetsPanel *mTargets = nullptr;
    canvas::ClusterScene *mScene = nullptr;
    canvas::ClusterView *mView = nullptr;
    Palette *mPalette = nullptr;
    Inspector *mInspector = nullptr;
    DesignOverview *mOverview = nullptr;
    canvas::LayersPanel *mLayers = nullptr;
    SummaryPanel *mSummary = nullptr;
    clw::DiagnosticList *mDiagnostics = nullptr;
    QToolBar *mToolBar = nullptr;
    QComboBox *mConnectFabric = nullptr;
    QLabel *mZoomLabel = nullptr;
    QList<QAction *> mFabricActions;
    bool mDockSizesSet = false; ///< first show sizes the docks unless a saved layout did
    bool mFittedOnce = false; ///< the canvas fits the design on first show
};

} // namespace cl
