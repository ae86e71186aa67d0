// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "actiontable.h"
#include "buildfabricdialog.h"
#include "calibration/probecalibration.h"
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/floorview.h"
#include "canvas/layerspanel.h"
#include "canvas/tools.h"
#include "canvas/topologyview.h"
#include "commands/applycalibration.h"
#include "commands/replacehardware.h"
#include "designoverview.h"
#include "diagnosticlist.h"
#include "diagnosticspresenter.h"
#include "dialogs.h"
#include "docklayout.h"
#include "document/appcatalog.h"
#include "document/autosave.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "exportcontroller.h"
#include "filecontroller.h"
#include "inspector.h"
#include "ledger/calibratedialog.h"
#include "ledger/chartsdock.h"
#include "ledger/comparedialog.h"
#include "ledger/filecalibrationdialog.h"
#include "ledger/ledgerdock.h"
#include "ledger/ledgerservice.h"
#include "ledger/schedulepanel.h"
#include "ledger/targetspanel.h"
#include "newfromtargetsdialog.h"
#include "palette.h"
#include "summarypanel.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "text/languagemanager.h"
#include "validate/validator.h"
#include "wheelguard.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
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

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new Document(AppCatalog::catalog(), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    clw::WheelGuard::install();
    mAutosave = new Autosave(mDocument, this);
    mLedgerService = new LedgerService(mDocument, this);
    mScene = new canvas::ClusterScene(mDocument, this);
    mView = new canvas::ClusterView(mScene, this);
    setCentralWidget(mView);
    createDocks();
    mFiles = new FileController(mDocument, mAutosave, this, statusBar());
    connect(mFiles, &FileController::opened, mView, [this] { mView->fitAll(); });
    mExports = new ExportController(mDocument, this, statusBar());
    mActions = new ActionTable("cl::MainWindow", this);
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
    mDiagnosticsPresenter = new DiagnosticsPresenter(mDocument, mLedgerService, mScene,
                                                     mDiagnostics, statusBar(), this);
    reloadCalibrations();
    connect(mDocument, &Document::calibrationsChanged, this, &MainWindow::reloadCalibrations);
    connect(mDocument, &Document::notice, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(mView, &canvas::ClusterView::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    // The work at risk is the user's to know about: a copy that could not be written (or would
    // not load again) leaves the last good one, and says why.
    connect(mAutosave, &Autosave::writeFailed, this, [this](const QString &reason) {
        statusBar()->showMessage(tr("Autosave kept the last copy: %1").arg(reason), 15000);
    });
    connect(mPalette, &Palette::entryActivated, this, [this](const QString &id) {
        showResult(edit::placeAnywhere(mDocument, id.toStdString(),
                                       mActions->action("actionEnforcePower")->isChecked())
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
    toolKey(Qt::Key_V, mActions->action("actionSelectTool"));
    toolKey(Qt::Key_C, mActions->action("actionConnectTool"));
    connect(mDocument, &Document::selectionChanged, this, &MainWindow::updateSelectionActions);
    connect(mDocument, &Document::changed, this, &MainWindow::updateSelectionActions);
    updateSelectionActions();
    mFiles->updateRecentMenu();

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

void MainWindow::createDocks()
{
    mPalette = new Palette(mDocument->catalog(), this);
    mOverview = new DesignOverview(mDocument, this);
    mLayers = new canvas::LayersPanel(mScene, this);
    mInspector = new Inspector(mDocument, this);
    mTargets = new TargetsPanel(mDocument, this);
    mLedgerPanel = new LedgerPanel(mDocument, this);
    mSummary = new SummaryPanel(mDocument, this);
    auto *undoView = new QUndoView(mDocument->undoStack(), this);
    undoView->setObjectName(QStringLiteral("undoView"));
    mDiagnostics = new clw::DiagnosticList(this);
    mCharts = new ChartsPanel(mDocument, this);
    mFloor = new FloorView(mDocument, this);
    auto *topology = new TopologyView(mDocument, this);
    mSchedule = new SchedulePanel(mDocument, this);
    // The ledger and the charts read the workload the Targets panel edits.
    connect(mTargets, &TargetsPanel::workloadFocused, mLedgerPanel, &LedgerPanel::setWorkloadFocus);
    connect(mTargets, &TargetsPanel::workloadFocused, mCharts, &ChartsPanel::setWorkloadFocus);
    connect(mTargets, &TargetsPanel::jobFocused, mLedgerPanel, &LedgerPanel::setJobFocus);
    // A job double-clicked in the Schedule tab opens in the Targets panel, where all of it edits.
    connect(mSchedule, &SchedulePanel::jobActivated, this, &MainWindow::showJob);
    mDocks = new DockLayout(this, {mPalette, mOverview, mLayers, mInspector, mTargets, mLedgerPanel,
                                   mSummary, undoView, mDiagnostics, mCharts, mFloor, topology,
                                   mSchedule});
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Dock sizes only take once the window has its size; a saved layout wins over these.
    if (!mDockSizesSet) {
        mDockSizesSet = true;
        mDocks->applyInitialSizes();
    }
    if (!mFittedOnce) {
        mFittedOnce = true;
        // After the layout settles: the canvas's size is only known then.
        QTimer::singleShot(0, mView, [this] { mView->fitAll(); });
    }
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
    setWindowTitle(mDocument->isReadOnly()
                       ? tr("%1[*] (read-only) — ClusterLedger").arg(mDocument->displayName())
                       : tr("%1[*] — ClusterLedger").arg(mDocument->displayName()));
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

void MainWindow::calibrateFromFiles()
{
    FileCalibrationDialog dialog(mDocument->catalog(), mDocument->design(), this);
    connect(&dialog, &FileCalibrationDialog::applyRequested, this, [this, &dialog] {
        QStringList names;
        for (const QString &f : dialog.files())
            names << QFileInfo(f).fileName();
        const QString files = names.join(QStringLiteral(", "));
        mDocument->undoStack()->push(new ApplyCalibrationCommand(
            mDocument, dialog.gpuId(), dialog.profileText(),
            tr("Calibrate %1 from %2").arg(QString::fromStdString(dialog.gpuId()), files)));
    });
    Dialogs::instance().exec(&dialog);
}

void MainWindow::showJob(int index)
{
    mTargets->focusJob(index);
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("targetsDock"))) {
        dock->show();
        dock->raise();
    }
}

void MainWindow::ledgerArrived()
{
    const auto ledger = mLedgerService->ledger();
    mLedgerPanel->setLedger(ledger);
    mCharts->setLedger(ledger);
    mTargets->setLedger(ledger);
    mFloor->setLedger(ledger);
    mSchedule->setSchedule(mLedgerService->schedule());
    mTargets->setSchedule(mLedgerService->schedule());
    refreshDiagnostics();
}

void MainWindow::refreshDiagnostics()
{
    if (mDiagnosticsPresenter)
        mDiagnosticsPresenter->refresh();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mFiles->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    mAutosave->removeOwnCopy(); // a clean exit leaves nothing to recover
    event->accept();
}

bool MainWindow::openFile(const QString &fileName, bool interactive)
{
    return mFiles->openFile(fileName, interactive);
}

bool MainWindow::offerRecovery()
{
    return mFiles->offerRecovery();
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

void MainWindow::selectAll()
{
    QStringList ids;
    for (const auto &r : mDocument->design().racks)
        ids << QString::fromStdString(r.id);
    for (const auto &d : mDocument->design().devices)
        ids << QString::fromStdString(d.id);
    mDocument->setSelection(ids);
}

void MainWindow::replicateSelection(int times)
{
    const EditResult result = edit::replicate(mDocument, toSet(mDocument->selection()), times);
    showResult(result.reason);
    // The hall grew past the view: show all of it, as Fit All would.
    if (result.ok)
        mView->fitAll();
}

void MainWindow::buildFabric()
{
    BuildFabricDialog dialog(mDocument, this);
    if (Dialogs::instance().exec(&dialog) != QDialog::Accepted || !dialog.result()
        || !dialog.result()->ok() || !dialog.result()->changed())
        return;
    mDocument->undoStack()->push(
        new ReplaceHardwareCommand(mDocument, dialog.result()->design, tr("Build Fabric")));
    statusBar()->showMessage(tr("Fabric built: %1 switches and %2 cables added")
                                 .arg(dialog.result()->switchesAdded)
                                 .arg(dialog.result()->linksAdded),
                             5000);
}

void MainWindow::newFromTargets()
{
    NewFromTargetsDialog dialog(mDocument->catalog(), this);
    if (Dialogs::instance().exec(&dialog) != QDialog::Accepted || !dialog.design())
        return;
    mFiles->newDesignFrom(*dialog.design());
}

void MainWindow::askReplicate()
{
    if (const auto times = Dialogs::instance().integer(
            this, tr("Replicate Racks"),
            tr("How many copies in all (the selection counts as one)?"), 4, 2, 256))
        replicateSelection(*times);
}

} // namespace cl
