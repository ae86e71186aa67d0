// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "calibration/probecalibration.h"
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/tools.h"
#include "designoverview.h"
#include "diagnosticlist.h"
#include "dialogs.h"
#include "document/appcatalog.h"
#include "document/autosave.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "inspector.h"
#include "ledger/calibratedialog.h"
#include "ledger/chartsdock.h"
#include "ledger/comparedialog.h"
#include "ledger/ledgerdock.h"
#include "ledger/ledgerservice.h"
#include "ledger/targetspanel.h"
#include "palette.h"
#include "summarypanel.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "text/languagemanager.h"
#include "validate/validator.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

#include <set>

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

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new Document(AppCatalog::catalog(), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    mAutosave = new Autosave(mDocument, this);
    mLedgerService = new LedgerService(mDocument, this);
    mScene = new canvas::ClusterScene(mDocument, this);
    mView = new canvas::ClusterView(mScene, this);
    setCentralWidget(mView);
    createDocks();
    createActions();
    createToolBar();
    retranslate();

    connect(mDocument, &Document::changed, this, &MainWindow::refreshDiagnostics);
    connect(mDocument, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDiagnostics, &clw::DiagnosticList::objectActivated, this, [this](const QString &id) {
        mDocument->setSelection({id});
        mOverview->showObject(id);
        mView->fitSelection();
    });
    connect(mLedgerService, &LedgerService::ledgerReady, this, &MainWindow::ledgerArrived);
    reloadCalibrations();
    connect(mView, &canvas::ClusterView::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(mPalette, &Palette::entryActivated, this, [this](const QString &id) {
        showResult(
            edit::placeAnywhere(mDocument, id.toStdString(), mEnforcePowerAction->isChecked())
                .reason);
    });

    // The zoom, always in view (draw.io and Qt Creator show it too).
    mZoomLabel = new QLabel(this);
    mZoomLabel->setObjectName(QStringLiteral("zoomLabel"));
    statusBar()->addPermanentWidget(mZoomLabel);
    connect(mView, &canvas::ClusterView::zoomChanged, this,
            [this](int percent) { mZoomLabel->setText(tr("%1 %").arg(percent)); });
    mZoomLabel->setText(tr("%1 %").arg(mView->zoomPercent()));
    // Single-key tools as in drawing programs, only while the canvas has the focus: never while
    // typing in a field or composing with an input method there.
    auto toolKey = [this](Qt::Key key, QAction *action) {
        auto *shortcut = new QShortcut(QKeySequence(key), mView);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, action, &QAction::trigger);
    };
    toolKey(Qt::Key_V, mSelectToolAction);
    toolKey(Qt::Key_C, mConnectToolAction);
    connect(mDocument, &Document::selectionChanged, this, &MainWindow::updateSelectionActions);
    connect(mDocument, &Document::changed, this, &MainWindow::updateSelectionActions);
    updateSelectionActions();
    updateRecentMenu();

    QSettings settings;
    // A first start uses most of the screen (the canvas needs room); later ones the saved size.
    if (!restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray())) {
        if (const QScreen *screen = QGuiApplication::primaryScreen()) {
            const QRect available = screen->availableGeometry();
            resize(available.size() * 0.9);
            move(available.center() - rect().center());
        }
    }
    mDockSizesSet = restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    refreshDiagnostics();
    updateTitle();
}

void MainWindow::updateSelectionActions()
{
    const QStringList &selection = mDocument->selection();
    const Design &d = mDocument->design();
    bool anyRack = false;
    bool anyObject = false;
    for (const QString &id : selection) {
        const std::string key = id.toStdString();
        const bool rack = d.findRack(key) != nullptr;
        anyRack = anyRack || rack;
        anyObject = anyObject || rack || d.findDevice(key) || d.findLink(key);
    }
    mCopyAction->setEnabled(anyObject);
    mDuplicateAction->setEnabled(anyObject);
    mDeleteAction->setEnabled(anyObject);
    mReplicateAction->setEnabled(anyRack);
}

MainWindow::~MainWindow()
{
    // The document is our child and outlives this body: stop it calling into a window whose
    // members are going away (updateTitle ran on a half-destroyed window, a bad downcast).
    mDocument->disconnect(this);
    mDocument->undoStack()->disconnect(this);
}

void MainWindow::createDocks()
{
    auto dock = [this](const char *name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    // Forms scroll rather than hold their dock (and the ledger sharing its column) at their full
    // height: on a laptop screen the ledger matters more than the last rows of a form.
    auto scrollable = [this](QWidget *widget) {
        auto *scroll = new QScrollArea(this);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(widget);
        return scroll;
    };
    mPalette = new Palette(mDocument->catalog(), this);
    mPaletteDock = dock("paletteDock", mPalette, Qt::LeftDockWidgetArea);
    mOverview = new DesignOverview(mDocument, this);
    mOutlineDock = dock("outlineDock", mOverview, Qt::LeftDockWidgetArea);
    tabifyDockWidget(mPaletteDock, mOutlineDock);
    mPaletteDock->raise();
    // Right: what is selected (and the targets) above, the ledger below.
    mInspector = new Inspector(mDocument, this);
    mInspectorDock = dock("inspectorDock", scrollable(mInspector), Qt::RightDockWidgetArea);
    mTargets = new TargetsPanel(mDocument, this);
    mTargetsDock = dock("targetsDock", scrollable(mTargets), Qt::RightDockWidgetArea);
    tabifyDockWidget(mInspectorDock, mTargetsDock);
    mInspectorDock->raise();
    mLedgerPanel = new LedgerPanel(mDocument, this);
    mLedgerDock = new QDockWidget(this);
    mLedgerDock->setObjectName(QStringLiteral("ledgerDock"));
    // Scrolls rather than squeezes: on a small screen the headline and table must not be clipped.
    mLedgerDock->setWidget(scrollable(mLedgerPanel));
    addDockWidget(Qt::RightDockWidgetArea, mLedgerDock, Qt::Vertical);
    mSummary = new SummaryPanel(mDocument, this);
    mSummaryDock = dock("summaryDock", mSummary, Qt::RightDockWidgetArea);
    auto *undoView = new QUndoView(mDocument->undoStack(), this);
    undoView->setObjectName(QStringLiteral("undoView"));
    mUndoDock = dock("undoDock", undoView, Qt::RightDockWidgetArea);
    tabifyDockWidget(mLedgerDock, mSummaryDock);
    tabifyDockWidget(mLedgerDock, mUndoDock);
    mLedgerDock->raise();
    // Bottom: diagnostics beside the charts.
    mDiagnostics = new clw::DiagnosticList(this);
    mDiagnosticsDock = dock("diagnosticsDock", mDiagnostics, Qt::BottomDockWidgetArea);
    mCharts = new ChartsPanel(mDocument, this);
    mChartsDock = dock("chartsDock", mCharts, Qt::BottomDockWidgetArea);
    splitDockWidget(mDiagnosticsDock, mChartsDock, Qt::Horizontal);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Dock sizes only take once the window has its size; a saved layout wins over these.
    if (!mDockSizesSet) {
        mDockSizesSet = true;
        const int h = height();
        const int w = width();
        // The right column as wide as its widest form (the targets) so nothing scrolls sideways,
        // but never more than a third of the window; the palette narrow; the bottom row (charts
        // beside a diagnostics list that is usually short) about a quarter of the height.
        const int formWidth = std::max(mTargets->sizeHint().width(), mInspector->sizeHint().width())
                              + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16;
        resizeDocks({mPaletteDock, mInspectorDock},
                    {std::min(240, w / 6), std::min(formWidth, w / 3)}, Qt::Horizontal);
        resizeDocks({mInspectorDock, mLedgerDock}, {h * 4 / 10, h * 6 / 10}, Qt::Vertical);
        resizeDocks({mChartsDock}, {std::max(200, h * 24 / 100)}, Qt::Vertical);
        resizeDocks({mDiagnosticsDock, mChartsDock}, {w * 35 / 100, w * 65 / 100}, Qt::Horizontal);
    }
    if (!mFittedOnce) {
        mFittedOnce = true;
        // After the layout settles: the canvas's size is only known then.
        QTimer::singleShot(0, mView, [this] { mView->fitAll(); });
    }
}

void MainWindow::createActions()
{
    mFileMenu = menuBar()->addMenu(QString());
    mNewAction = mFileMenu->addAction(QString(), this, &MainWindow::newDesign);
    mNewAction->setShortcut(QKeySequence::New);
    mOpenAction = mFileMenu->addAction(QString(), this, &MainWindow::open);
    mOpenAction->setShortcut(QKeySequence::Open);
    mOpenAction->setObjectName(QStringLiteral("actionOpen"));
    mRecentMenu = mFileMenu->addMenu(QString());
    mSaveAction = mFileMenu->addAction(QString(), this, &MainWindow::save);
    mSaveAction->setShortcut(QKeySequence::Save);
    mSaveAction->setObjectName(QStringLiteral("actionSave"));
    mSaveAsAction = mFileMenu->addAction(QString(), this, &MainWindow::saveAs);
    // The platform's keys plus the habits of other editors (Ctrl+Shift+S, Ctrl+Y, Ctrl+=): some
    // platforms define no Save As key at all.
    mSaveAsAction->setShortcuts(
        {QKeySequence(QKeySequence::SaveAs), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    mRevertAction = mFileMenu->addAction(QString(), this, &MainWindow::revert);
    mExportMenu = mFileMenu->addMenu(QString());
    mExportPdfAction = mExportMenu->addAction(QString(), this, &MainWindow::exportPdf);
    mExportPdfAction->setObjectName(QStringLiteral("actionExportPdf"));
    mExportPdfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    mExportCsvAction = mExportMenu->addAction(QString(), this, &MainWindow::exportBomCsv);
    mExportJsonAction = mExportMenu->addAction(QString(), this, &MainWindow::exportLedgerJson);
    mFileMenu->addSeparator();
    mQuitAction = mFileMenu->addAction(QString(), this, &QWidget::close);
    mQuitAction->setShortcut(QKeySequence::Quit);
    mQuitAction->setMenuRole(QAction::QuitRole);

    mEditMenu = menuBar()->addMenu(QString());
    mUndoAction = mDocument->undoStack()->createUndoAction(this);
    mUndoAction->setShortcut(QKeySequence::Undo);
    mRedoAction = mDocument->undoStack()->createRedoAction(this);
    mRedoAction->setShortcuts(
        {QKeySequence(QKeySequence::Redo), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    mEditMenu->addAction(mUndoAction);
    mEditMenu->addAction(mRedoAction);
    mEditMenu->addSeparator();
    mCopyAction = mEditMenu->addAction(QString(), this, &MainWindow::copySelection);
    mCopyAction->setShortcut(QKeySequence::Copy);
    mPasteAction = mEditMenu->addAction(QString(), this, &MainWindow::pasteClipboard);
    mPasteAction->setShortcut(QKeySequence::Paste);
    mDuplicateAction = mEditMenu->addAction(QString(), this, &MainWindow::duplicateSelection);
    mDuplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    mDeleteAction = mEditMenu->addAction(QString(), this, &MainWindow::deleteSelection);
    mDeleteAction->setShortcut(QKeySequence::Delete);
    mSelectAllAction = mEditMenu->addAction(QString(), this, [this] {
        QStringList ids;
        for (const auto &r : mDocument->design().racks)
            ids << QString::fromStdString(r.id);
        for (const auto &d : mDocument->design().devices)
            ids << QString::fromStdString(d.id);
        mDocument->setSelection(ids);
    });
    mSelectAllAction->setShortcut(QKeySequence::SelectAll);
    mEditMenu->addSeparator();
    mReplicateAction = mEditMenu->addAction(QString(), this, &MainWindow::askReplicate);
    mReplicateAction->setObjectName(QStringLiteral("actionReplicate"));

    mViewMenu = menuBar()->addMenu(QString());
    mZoomInAction = mViewMenu->addAction(QString(), this, [this] { mView->zoomBy(1.25); });
    mZoomInAction->setShortcuts(
        {QKeySequence(QKeySequence::ZoomIn), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    mZoomOutAction = mViewMenu->addAction(QString(), this, [this] { mView->zoomBy(0.8); });
    mZoomOutAction->setShortcut(QKeySequence::ZoomOut);
    mFitAllAction = mViewMenu->addAction(QString(), this, [this] { mView->fitAll(); });
    mFitAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    mFitSelectionAction = mViewMenu->addAction(QString(), this, [this] { mView->fitSelection(); });
    mFitSelectionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_9));
    mViewMenu->addSeparator();
    for (QDockWidget *d : {mPaletteDock, mOutlineDock, mInspectorDock, mTargetsDock, mLedgerDock,
                           mChartsDock, mSummaryDock, mUndoDock, mDiagnosticsDock})
        mViewMenu->addAction(d->toggleViewAction());

    mToolsMenu = menuBar()->addMenu(QString());
    mCompareAction = mToolsMenu->addAction(QString(), this, [this] {
        CompareDialog dialog(mDocument, this);
        dialog.exec();
    });
    mCompareAction->setObjectName(QStringLiteral("actionCompareGpus"));
    mToolsMenu->addSeparator();
    mCalibrateAction = mToolsMenu->addAction(QString(), this, [this] { openCalibration(false); });
    mCalibrateAction->setObjectName(QStringLiteral("actionCalibrate"));
    mImportReportAction = mToolsMenu->addAction(QString(), this, [this] { openCalibration(true); });

    mLanguageMenu = menuBar()->addMenu(QString());
    mLanguageGroup = new QActionGroup(this);
    mSystemLanguageAction = mLanguageMenu->addAction(QString());
    mSystemLanguageAction->setData(QString());
    mLanguageMenu->addSeparator();
    // Each language is named in itself, so a user lost in the wrong language finds their own.
    auto *english = mLanguageMenu->addAction(QStringLiteral("English"));
    english->setData(QStringLiteral("en"));
    auto *chinese = mLanguageMenu->addAction(QStringLiteral("简体中文"));
    chinese->setData(QStringLiteral("zh_CN"));
    for (QAction *a : {mSystemLanguageAction, english, chinese}) {
        a->setCheckable(true);
        mLanguageGroup->addAction(a);
    }
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    for (QAction *a : mLanguageGroup->actions())
        a->setChecked(a->data().toString() == current);
    connect(mLanguageGroup, &QActionGroup::triggered, this, [](QAction *a) {
        QSettings().setValue(QStringLiteral("language"), a->data().toString());
        LanguageManager::instance()->setLanguage(a->data().toString());
    });

    mHelpMenu = menuBar()->addMenu(QString());
    mAboutAction = mHelpMenu->addAction(QString(), this, &MainWindow::about);
    mAboutAction->setMenuRole(QAction::AboutRole);

    connect(mFileMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);

    // Every action by name, so tests (and scripts of the future) find and trigger them.
    mNewAction->setObjectName(QStringLiteral("actionNew"));
    mSaveAsAction->setObjectName(QStringLiteral("actionSaveAs"));
    mRevertAction->setObjectName(QStringLiteral("actionRevert"));
    mExportCsvAction->setObjectName(QStringLiteral("actionExportBomCsv"));
    mExportJsonAction->setObjectName(QStringLiteral("actionExportLedgerJson"));
    mQuitAction->setObjectName(QStringLiteral("actionQuit"));
    mUndoAction->setObjectName(QStringLiteral("actionUndo"));
    mRedoAction->setObjectName(QStringLiteral("actionRedo"));
    mCopyAction->setObjectName(QStringLiteral("actionCopy"));
    mPasteAction->setObjectName(QStringLiteral("actionPaste"));
    mDuplicateAction->setObjectName(QStringLiteral("actionDuplicate"));
    mDeleteAction->setObjectName(QStringLiteral("actionDelete"));
    mSelectAllAction->setObjectName(QStringLiteral("actionSelectAll"));
    mImportReportAction->setObjectName(QStringLiteral("actionImportProbeReport"));
    mAboutAction->setObjectName(QStringLiteral("actionAbout"));
    mZoomInAction->setObjectName(QStringLiteral("actionZoomIn"));
    mZoomOutAction->setObjectName(QStringLiteral("actionZoomOut"));
    mFitAllAction->setObjectName(QStringLiteral("actionFitAll"));
    mFitSelectionAction->setObjectName(QStringLiteral("actionFitSelection"));
}

void MainWindow::createToolBar()
{
    mToolBar = addToolBar(QString());
    mToolBar->setObjectName(QStringLiteral("mainToolBar"));
    auto *tools = new QActionGroup(this);
    mSelectToolAction = mToolBar->addAction(
        QString(), this, [this] { mView->setTool(canvas::ClusterView::Tool::Select); });
    mConnectToolAction = mToolBar->addAction(
        QString(), this, [this] { mView->setTool(canvas::ClusterView::Tool::Connect); });
    mConnectToolAction->setObjectName(QStringLiteral("actionConnectTool"));
    for (QAction *a : {mSelectToolAction, mConnectToolAction}) {
        a->setCheckable(true);
        tools->addAction(a);
    }
    mSelectToolAction->setChecked(true);
    mConnectFabric = new QComboBox(this);
    mConnectFabric->setObjectName(QStringLiteral("connectFabric"));
    for (int f = 0; f < 4; ++f)
        mConnectFabric->addItem(QString(), f);
    connect(mConnectFabric, &QComboBox::currentIndexChanged, this, [this](int index) {
        mView->connectTool()->setFabric(Fabric(mConnectFabric->itemData(index).toInt()));
    });
    mToolBar->addWidget(mConnectFabric);
    mToolBar->addSeparator();
    for (int f = 0; f < 4; ++f) {
        QAction *a = mToolBar->addAction(QString());
        a->setCheckable(true);
        a->setChecked(true);
        connect(a, &QAction::toggled, this,
                [this, f](bool on) { mScene->setFabricVisible(Fabric(f), on); });
        mFabricActions << a;
    }
    mToolBar->addSeparator();
    mEnforcePowerAction = mToolBar->addAction(QString());
    mEnforcePowerAction->setObjectName(QStringLiteral("actionEnforcePower"));
    mEnforcePowerAction->setCheckable(true);
    mEnforcePowerAction->setChecked(true);
    connect(mEnforcePowerAction, &QAction::toggled, this, [this](bool on) {
        mView->setEnforcePower(on);
        mInspector->setEnforcePower(on);
    });
    mToolBar->addSeparator();
    mToolBar->addAction(mFitAllAction);
    mToolBar->addAction(mReplicateAction);
}

void MainWindow::retranslate()
{
    mFileMenu->setTitle(tr("&File"));
    mNewAction->setText(tr("&New"));
    mOpenAction->setText(tr("&Open…"));
    mRecentMenu->setTitle(tr("Open &Recent"));
    mSaveAction->setText(tr("&Save"));
    mSaveAsAction->setText(tr("Save &As…"));
    mRevertAction->setText(tr("Re&vert"));
    mExportMenu->setTitle(tr("&Export"));
    mExportPdfAction->setText(tr("PDF &Report…"));
    mExportCsvAction->setText(tr("&BOM as CSV…"));
    mExportJsonAction->setText(tr("&Ledger as JSON…"));
    mQuitAction->setText(tr("&Quit"));
    mEditMenu->setTitle(tr("&Edit"));
    mUndoAction->setText(tr("&Undo"));
    mRedoAction->setText(tr("&Redo"));
    mViewMenu->setTitle(tr("&View"));
    mLanguageMenu->setTitle(tr("&Language"));
    mSystemLanguageAction->setText(tr("System Language"));
    mHelpMenu->setTitle(tr("&Help"));
    mAboutAction->setText(tr("&About ClusterLedger"));
    mSummaryDock->setWindowTitle(tr("Summary"));
    mDiagnosticsDock->setWindowTitle(tr("Diagnostics"));
    mUndoDock->setWindowTitle(tr("Undo History"));
    mPaletteDock->setWindowTitle(tr("Palette"));
    mTargetsDock->setWindowTitle(tr("Targets"));
    mLedgerDock->setWindowTitle(tr("Ledger"));
    mChartsDock->setWindowTitle(tr("Charts"));
    mToolsMenu->setTitle(tr("&Tools"));
    mCompareAction->setText(tr("&Compare GPUs…"));
    mCalibrateAction->setText(tr("Calibrate Against This &GPU…"));
    mImportReportAction->setText(tr("&Import Probe Report…"));
    mOutlineDock->setWindowTitle(tr("Outline"));
    mInspectorDock->setWindowTitle(tr("Inspector"));
    mToolBar->setWindowTitle(tr("Tools"));
    mCopyAction->setText(tr("&Copy"));
    mPasteAction->setText(tr("&Paste"));
    mDuplicateAction->setText(tr("D&uplicate"));
    mDeleteAction->setText(tr("&Delete"));
    mSelectAllAction->setText(tr("Select &All"));
    mReplicateAction->setText(tr("Replicate ×N…"));
    mReplicateAction->setToolTip(
        tr("Repeat the selected racks, their contents and the cables among them"));
    mZoomInAction->setText(tr("Zoom &In"));
    mZoomOutAction->setText(tr("Zoom &Out"));
    mFitAllAction->setText(tr("&Fit All"));
    mFitSelectionAction->setText(tr("Fit &Selection"));
    mSelectToolAction->setText(tr("Select"));
    mConnectToolAction->setText(tr("Connect"));
    mConnectToolAction->setToolTip(tr("Draw a cable: click one device, then the other"));
    const QStringList fabrics {tr("Compute", "fabric"), tr("Storage", "fabric"),
                               tr("In-band", "fabric"), tr("Out-of-band", "fabric")};
    for (int f = 0; f < 4; ++f) {
        mConnectFabric->setItemText(f, fabrics.at(f));
        mFabricActions.at(f)->setText(fabrics.at(f));
        mFabricActions.at(f)->setToolTip(tr("Show %1 cables").arg(fabrics.at(f)));
    }
    mEnforcePowerAction->setText(tr("Enforce Power Budgets"));
    mEnforcePowerAction->setToolTip(
        tr("Refuse drops that would pass a rack's usable power (hold Alt to override once)"));
    updateTitle();
    refreshDiagnostics();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::WindowStateChange && isVisible())
        QTimer::singleShot(0, mView, [this] { mView->fitAll(); }); // maximise or restore: refit
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — ClusterLedger").arg(mDocument->displayName()));
    setWindowModified(mDocument->isModified());
}

void MainWindow::reloadCalibrations()
{
    LoadErrors errors;
    mLedgerService->setCalibrations(loadStoredCalibrations(mDocument->catalog(), errors));
    for (const auto &e : errors)
        statusBar()->showMessage(
            tr("A stored calibration could not be read: %1").arg(loadErrorText(e)), 8000);
}

void MainWindow::openCalibration(bool import)
{
    CalibrateDialog dialog(mDocument->catalog(), this);
    connect(&dialog, &CalibrateDialog::applied, this, &MainWindow::reloadCalibrations);
    if (import) {
        const QString file
            = Dialogs::instance().openFileName(this, tr("Import Probe Report"), QString(),
                                               tr("Probe reports (*.json *.jsonl);;All files (*)"));
        if (file.isEmpty())
            return;
        dialog.importReport(file);
    }
    Dialogs::instance().exec(&dialog);
}

void MainWindow::ledgerArrived()
{
    const auto ledger = mLedgerService->ledger();
    mLedgerPanel->setLedger(ledger);
    mCharts->setLedger(ledger);
    mTargets->setLedger(ledger);
    refreshDiagnostics();
}

void MainWindow::refreshDiagnostics()
{
    // The validator answers at once; the engine's diagnostics join when the ledger arrives
    // (it includes the validator's, so a current ledger replaces both).
    const auto ledger = mLedgerService ? mLedgerService->ledger() : nullptr;
    const bool current = ledger && mLedgerService->isCurrent();
    const Diagnostics diagnostics
        = current ? ledger->diagnostics : validateDesign(mDocument->design(), mDocument->catalog());
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
    // The canvas outlines objects with errors itself (ClusterScene).
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return int(a.level) > int(b.level); });
    mDiagnostics->setRows(rows);
    const int errors = mDiagnostics->count(clw::SeverityLevel::Error);
    const int warnings = mDiagnostics->count(clw::SeverityLevel::Warning);
    statusBar()->showMessage(errors + warnings == 0
                                 ? tr("No problems found")
                                 : tr("%n error(s)", "", errors) + QStringLiteral(", ")
                                       + tr("%n warning(s)", "", warnings));
}

void MainWindow::about()
{
    Dialogs::Message m;
    m.icon = QMessageBox::Information;
    m.title = tr("About ClusterLedger");
    m.text = tr("<h3>ClusterLedger %1</h3>"
                "<p>The compute ledger: plan AI training clusters with racks, power, "
                "network, training time and cost in one live picture.</p>")
                 .arg(QApplication::applicationVersion());
    m.objectName = QStringLiteral("aboutDialog");
    Dialogs::instance().ask(this, m);
}

namespace {
std::set<std::string> toSet(const QStringList &ids)
{
    std::set<std::string> out;
    for (const QString &id : ids)
        out.insert(id.toStdString());
    return out;
}
} // namespace

void MainWindow::showResult(const QString &reason)
{
    if (!reason.isEmpty())
        statusBar()->showMessage(reason, 8000);
}

void MainWindow::copySelection()
{
    const std::string text = edit::copy(mDocument, toSet(mDocument->selection()));
    if (text.empty())
        return showResult(tr("Select racks or devices to copy"));
    auto *data = new QMimeData;
    data->setData(QStringLiteral("application/x-clusterledger-fragment"),
                  QByteArray::fromStdString(text));
    data->setText(QString::fromStdString(text));
    QGuiApplication::clipboard()->setMimeData(data);
}

void MainWindow::pasteClipboard()
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    const QByteArray bytes
        = data ? (data->hasFormat(QStringLiteral("application/x-clusterledger-fragment"))
                      ? data->data(QStringLiteral("application/x-clusterledger-fragment"))
                      : data->text().toUtf8())
               : QByteArray();
    const EditResult r = edit::paste(mDocument, bytes.toStdString());
    showResult(r.reason);
    if (r.ok)
        mDocument->setSelection(r.createdIds);
}

void MainWindow::duplicateSelection()
{
    const EditResult r = edit::duplicate(mDocument, toSet(mDocument->selection()));
    showResult(r.reason);
    if (r.ok)
        mDocument->setSelection(r.createdIds);
}

void MainWindow::deleteSelection()
{
    const EditResult r = edit::removeObjects(mDocument, toSet(mDocument->selection()));
    if (r.ok)
        mDocument->setSelection({});
    showResult(r.reason);
}

void MainWindow::replicateSelection(int times)
{
    showResult(edit::replicate(mDocument, toSet(mDocument->selection()), times).reason);
}

void MainWindow::askReplicate()
{
    if (const auto times = Dialogs::instance().integer(
            this, tr("Replicate Racks"),
            tr("How many copies in all (the selection counts as one)?"), 4, 2, 256))
        replicateSelection(*times);
}

} // namespace cl
