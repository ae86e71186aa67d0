// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part two: what the user can do. Every action is a row of one table (ActionTable):
// its object name, wording, keys and handler; menus and the toolbar are lists of those ids.
#include "actiontable.h"
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/layerspanel.h"
#include "canvas/tools.h"
#include "dialogs.h"
#include "docklayout.h"
#include "document/document.h"
#include "exportcontroller.h"
#include "filecontroller.h"
#include "inspector.h"
#include "ledger/comparedialog.h"
#include "ledger/ledgerservice.h"
#include "ledger/planactualdialog.h"
#include "ledger/sharingdialog.h"
#include "mainwindow.h"
#include "text/languagemanager.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>

namespace cl {

// size-check: data table (one row per action; the handlers are one-line calls)
void MainWindow::createActions()
{
    using K = QKeySequence;
    // The wording is marked here and translated by the table (context cl::MainWindow, as tr()).
    const ActionSpec specs[] = {
        {"actionNew",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&New"),
         {K::New},
         [this] {
             mFiles->newDesign();
         }},
        {"actionNewFromTargets",
         QT_TRANSLATE_NOOP("cl::MainWindow", "New from &Targets…"),
         {},
         [this] { newFromTargets(); },
         QT_TRANSLATE_NOOP("cl::MainWindow", "Size a complete cluster from a model, tokens, a "
                                             "deadline, kW per rack and a budget")},
        {"actionOpen",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Open…"),
         {K::Open},
         [this] {
             mFiles->open();
         }},
        {"actionSave",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Save"),
         {K::Save},
         [this] {
             mFiles->save();
         }},
        // The platform's keys plus other editors' habits (Ctrl+Shift+S, Ctrl+Y, Ctrl+=): some
        // platforms define no Save As key at all.
        {"actionSaveAs",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Save &As…"),
         {K(K::SaveAs), K(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
         [this] {
             mFiles->saveAs();
         }},
        {"actionRevert",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Re&vert"),
         {},
         [this] {
             mFiles->revert();
         }},
        {"actionExportPdf",
         QT_TRANSLATE_NOOP("cl::MainWindow", "PDF &Report…"),
         {K(Qt::CTRL | Qt::Key_E)},
         [this] {
             mExports->exportPdf();
         }},
        {"actionExportBomCsv",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&BOM as CSV…"),
         {},
         [this] {
             mExports->exportBomCsv();
         }},
        {"actionExportLedgerJson",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Ledger as JSON…"),
         {},
         [this] {
             mExports->exportLedgerJson();
         }},
        {"actionExportCableSchedule",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Cable Schedule as CSV…"),
         {},
         [this] {
             mExports->exportCableSchedule();
         }},
        {"actionQuit",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Quit"),
         {K::Quit},
         [this] {
             close();
         }},
        {"actionCopy",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Copy"),
         {K::Copy},
         [this] {
             copySelection();
         }},
        {"actionPaste",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Paste"),
         {K::Paste},
         [this] {
             pasteClipboard();
         }},
        {"actionDuplicate",
         QT_TRANSLATE_NOOP("cl::MainWindow", "D&uplicate"),
         {K(Qt::CTRL | Qt::Key_D)},
         [this] {
             duplicateSelection();
         }},
        {"actionDelete",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Delete"),
         {K::Delete},
         [this] {
             deleteSelection();
         }},
        {"actionSelectAll",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Select &All"),
         {K::SelectAll},
         [this] {
             selectAll();
         }},
        {"actionReplicate",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Replicate ×N…"),
         {},
         [this] { askReplicate(); },
         QT_TRANSLATE_NOOP("cl::MainWindow",
                           "Repeat the selected racks, their contents and the cables among them")},
        {"actionZoomIn",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Zoom &In"),
         {K(K::ZoomIn), K(Qt::CTRL | Qt::Key_Equal)},
         [this] {
             mView->zoomBy(1.25);
         }},
        {"actionZoomOut",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Zoom &Out"),
         {K::ZoomOut},
         [this] {
             mView->zoomBy(0.8);
         }},
        {"actionFitAll",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Fit All"),
         {K(Qt::CTRL | Qt::Key_0)},
         [this] {
             mView->fitAll();
         }},
        {"actionFitSelection",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Fit &Selection"),
         {K(Qt::CTRL | Qt::Key_9)},
         [this] {
             mView->fitSelection();
         }},
        {"actionBuildFabric",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Build &Fabric…"),
         {},
         [this] { buildFabric(); },
         QT_TRANSLATE_NOOP("cl::MainWindow", "Lay out leaves, spines and cores with their racks "
                                             "and cables, to join the servers")},
        {"actionCompareGpus",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Compare GPUs…"),
         {},
         [this] {
             // The design's row is the ledger's: the one in view, once it is current.
             mLedgerService->waitForIdle();
             CompareDialog dialog(mDocument, this, mLedgerService->ledger());
             Dialogs::instance().exec(&dialog);
         }},
        {"actionCalibrate",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Calibrate Against This &GPU…"),
         {},
         [this] {
             openCalibration(false);
         }},
        {"actionCalibrateFromFiles",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Calibrate From &Files…"),
         {},
         [this] { calibrateFromFiles(); },
         QT_TRANSLATE_NOOP("cl::MainWindow", "Calibrate from nccl-tests outputs, training logs, "
                                             "telemetry and probe reports your team already has")},
        {"actionPlanAgainstActual",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Plan Against &Actual…"),
         {},
         [this] {
             PlanActualDialog dialog(mDocument->catalog(), mLedgerService, this);
             Dialogs::instance().exec(&dialog);
         },
         QT_TRANSLATE_NOOP("cl::MainWindow", "The running cluster's telemetry beside the plan: "
                                             "utilization, memory, power and energy per period")},
        {"actionShareIdleCards",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Share Idle Cards…"),
         {},
         [this] {
             SharingDialog dialog(mDocument, this);
             Dialogs::instance().exec(&dialog);
         },
         QT_TRANSLATE_NOOP("cl::MainWindow", "What the design's GPUs would earn on a sharing "
                                             "platform, less their electricity")},
        {"actionImportProbeReport",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&Import Probe Report…"),
         {},
         [this] {
             openCalibration(true);
         }},
        {"actionAbout",
         QT_TRANSLATE_NOOP("cl::MainWindow", "&About ClusterLedger"),
         {},
         [this] {
             about();
         }},
        {"actionSelectTool",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Select"),
         {},
         [this] { mView->setTool(canvas::ClusterView::Tool::Select); },
         nullptr,
         true},
        {"actionConnectTool",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Connect"),
         {},
         [this] { mView->setTool(canvas::ClusterView::Tool::Connect); },
         QT_TRANSLATE_NOOP("cl::MainWindow", "Draw a cable: click one device, then the other"),
         true},
        {"actionEnforcePower",
         QT_TRANSLATE_NOOP("cl::MainWindow", "Enforce Power Budgets"),
         {},
         {},
         QT_TRANSLATE_NOOP(
             "cl::MainWindow",
             "Refuse drops that would pass a rack's usable power (hold Alt or Shift to "
             "override once)"),
         true},
        {"actionLanguageSystem",
         QT_TRANSLATE_NOOP("cl::MainWindow", "System Language"),
         {},
         {},
         nullptr,
         true},
        {"actionLanguageEnglish", nullptr, {}, {}, nullptr, true},
        {"actionLanguageChinese", nullptr, {}, {}, nullptr, true},
    };
    for (const ActionSpec &spec : specs)
        mActions->add(spec);
    mActions->adopt(mDocument->undoStack()->createUndoAction(this),
                    {"actionUndo", QT_TRANSLATE_NOOP("cl::MainWindow", "&Undo"), {K::Undo}});
    mActions->adopt(mDocument->undoStack()->createRedoAction(this),
                    {"actionRedo",
                     QT_TRANSLATE_NOOP("cl::MainWindow", "&Redo"),
                     {K(K::Redo), K(Qt::CTRL | Qt::Key_Y)}});
    mActions->action("actionQuit")->setMenuRole(QAction::QuitRole);
    mActions->action("actionAbout")->setMenuRole(QAction::AboutRole);

    QMenu *file = mActions->addMenu("fileMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&File"),
                                    {"actionNew", "actionNewFromTargets", "actionOpen"});
    QAction *recent = file->addMenu(mFiles->recentMenu());
    recent->setObjectName(QStringLiteral("recentMenuAction"));
    mActions->adopt(recent,
                    {"recentMenuAction", QT_TRANSLATE_NOOP("cl::MainWindow", "Open &Recent")});
    for (const char *id : {"actionSave", "actionSaveAs", "actionRevert"})
        file->addAction(mActions->action(id));
    mActions->addMenu("exportMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&Export"),
                      {"actionExportPdf", "actionExportBomCsv", "actionExportCableSchedule",
                       "actionExportLedgerJson"},
                      file);
    file->addSeparator();
    file->addAction(mActions->action("actionQuit"));
    connect(file, &QMenu::aboutToShow, mFiles, &FileController::updateRecentMenu);
    mActions->addMenu("editMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&Edit"),
                      {"actionUndo", "actionRedo", "-", "actionCopy", "actionPaste",
                       "actionDuplicate", "actionDelete", "actionSelectAll", "-",
                       "actionReplicate"});
    QMenu *view = mActions->addMenu(
        "viewMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&View"),
        {"actionZoomIn", "actionZoomOut", "actionFitAll", "actionFitSelection", "-"});
    for (QDockWidget *d : mDocks->docks())
        view->addAction(d->toggleViewAction());
    mActions->addMenu("toolsMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&Tools"),
                      {"actionBuildFabric", "actionCompareGpus", "-", "actionCalibrate",
                       "actionCalibrateFromFiles", "actionImportProbeReport", "-",
                       "actionPlanAgainstActual", "actionShareIdleCards", "-",
                       "actionEnforcePower"});
    mActions->addMenu(
        "languageMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&Language"),
        {"actionLanguageSystem", "-", "actionLanguageEnglish", "actionLanguageChinese"});
    mActions->addMenu("helpMenu", QT_TRANSLATE_NOOP("cl::MainWindow", "&Help"), {"actionAbout"});
    createLanguageActions();
}

void MainWindow::createLanguageActions()
{
    // Each language is named in itself, so a user lost in the wrong language finds their own.
    mActions->action("actionLanguageEnglish")->setText(QStringLiteral("English"));
    mActions->action("actionLanguageChinese")->setText(QStringLiteral("简体中文"));
    auto *group = new QActionGroup(this);
    QString current = QSettings().value(QStringLiteral("language")).toString();
    // Started with --lang (a language other than the saved choice gives): that one is ticked,
    // not "System Language".
    const QString running = LanguageManager::instance()->language();
    if (running != (current.isEmpty() ? LanguageManager::systemLanguage() : current))
        current = running;
    const std::pair<const char *, QString> languages[]
        = {{"actionLanguageSystem", QString()},
           {"actionLanguageEnglish", QStringLiteral("en")},
           {"actionLanguageChinese", QStringLiteral("zh_CN")}};
    for (const auto &[id, code] : languages) {
        QAction *a = mActions->action(id);
        a->setData(code);
        a->setChecked(code == current);
        group->addAction(a);
    }
    connect(group, &QActionGroup::triggered, this, [](QAction *a) {
        QSettings().setValue(QStringLiteral("language"), a->data().toString());
        LanguageManager::instance()->setLanguage(a->data().toString());
    });
}

void MainWindow::createToolBar()
{
    mToolBar = addToolBar(QString());
    mToolBar->setObjectName(QStringLiteral("mainToolBar"));
    auto *tools = new QActionGroup(this);
    for (const char *id : {"actionSelectTool", "actionConnectTool"}) {
        tools->addAction(mActions->action(id));
        mToolBar->addAction(mActions->action(id));
    }
    mActions->action("actionSelectTool")->setChecked(true);
    connect(mView, &canvas::ClusterView::toolChanged, this, [this](canvas::ClusterView::Tool t) {
        mActions
            ->action(t == canvas::ClusterView::Tool::Select ? "actionSelectTool"
                                                            : "actionConnectTool")
            ->setChecked(true);
    });
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
        a->setObjectName(QStringLiteral("actionShowFabric%1").arg(f));
        a->setCheckable(true);
        a->setChecked(true);
        connect(a, &QAction::toggled, this, [this, f](bool on) {
            mScene->setFabricVisible(Fabric(f), on);
            mLayers->setFabricShown(f, on);
        });
        mFabricActions << a;
    }
    // The Layers panel's Shown and the toolbar's button are one switch per fabric.
    connect(mLayers, &canvas::LayersPanel::fabricShownChanged, this,
            [this](int f, bool on) { mFabricActions.at(f)->setChecked(on); });
    mToolBar->addSeparator();
    QAction *enforce = mActions->action("actionEnforcePower");
    enforce->setChecked(true);
    connect(enforce, &QAction::toggled, this, [this](bool on) {
        mView->setEnforcePower(on);
        mInspector->setEnforcePower(on);
    });
    mToolBar->addAction(enforce);
    mToolBar->addSeparator();
    mToolBar->addAction(mActions->action("actionFitAll"));
    mToolBar->addAction(mActions->action("actionReplicate"));
}

void MainWindow::retranslate()
{
    mActions->retranslate();
    mDocks->retranslate();
    mToolBar->setWindowTitle(tr("Tools"));
    const QStringList fabrics {tr("Compute", "fabric"), tr("Storage", "fabric"),
                               tr("In-band", "fabric"), tr("Out-of-band", "fabric")};
    for (int f = 0; f < 4; ++f) {
        mConnectFabric->setItemText(f, fabrics.at(f));
        mFabricActions.at(f)->setText(fabrics.at(f));
        mFabricActions.at(f)->setToolTip(tr("Show %1 cables").arg(fabrics.at(f)));
    }
    updateTitle();
    refreshDiagnostics();
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
    for (const char *id : {"actionCopy", "actionDuplicate", "actionDelete"})
        mActions->action(id)->setEnabled(anyObject);
    mActions->action("actionReplicate")->setEnabled(anyRack);
}

MainWindow::~MainWindow()
{
    // The document is our child and outlives this body: stop it calling into a window whose
    // members are going away (updateTitle ran on a half-destroyed window, a bad downcast).
    mDocument->disconnect(this);
    mDocument->undoStack()->disconnect(this);
}

} // namespace cl
