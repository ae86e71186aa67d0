// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part two: what the user can do. Every action is a row of one table (ActionTable):
// its object name, wording, keys and handler; menus and the toolbar are lists of those ids.
#include "actiontable.h"
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/tools.h"
#include "dialogs.h"
#include "docklayout.h"
#include "document/document.h"
#include "inspector.h"
#include "ledger/comparedialog.h"
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
#define CL_TEXT(text) QT_TRANSLATE_NOOP("cl::MainWindow", text)
    const ActionSpec specs[] = {
        {"actionNew",
         CL_TEXT("&New"),
         {K::New},
         [this] {
             newDesign();
         }},
        {"actionOpen",
         CL_TEXT("&Open…"),
         {K::Open},
         [this] {
             open();
         }},
        {"actionSave",
         CL_TEXT("&Save"),
         {K::Save},
         [this] {
             save();
         }},
        // The platform's keys plus other editors' habits (Ctrl+Shift+S, Ctrl+Y, Ctrl+=): some
        // platforms define no Save As key at all.
        {"actionSaveAs",
         CL_TEXT("Save &As…"),
         {K(K::SaveAs), K(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
         [this] {
             saveAs();
         }},
        {"actionRevert",
         CL_TEXT("Re&vert"),
         {},
         [this] {
             revert();
         }},
        {"actionExportPdf",
         CL_TEXT("PDF &Report…"),
         {K(Qt::CTRL | Qt::Key_E)},
         [this] {
             exportPdf();
         }},
        {"actionExportBomCsv",
         CL_TEXT("&BOM as CSV…"),
         {},
         [this] {
             exportBomCsv();
         }},
        {"actionExportLedgerJson",
         CL_TEXT("&Ledger as JSON…"),
         {},
         [this] {
             exportLedgerJson();
         }},
        {"actionQuit",
         CL_TEXT("&Quit"),
         {K::Quit},
         [this] {
             close();
         }},
        {"actionCopy",
         CL_TEXT("&Copy"),
         {K::Copy},
         [this] {
             copySelection();
         }},
        {"actionPaste",
         CL_TEXT("&Paste"),
         {K::Paste},
         [this] {
             pasteClipboard();
         }},
        {"actionDuplicate",
         CL_TEXT("D&uplicate"),
         {K(Qt::CTRL | Qt::Key_D)},
         [this] {
             duplicateSelection();
         }},
        {"actionDelete",
         CL_TEXT("&Delete"),
         {K::Delete},
         [this] {
             deleteSelection();
         }},
        {"actionSelectAll",
         CL_TEXT("Select &All"),
         {K::SelectAll},
         [this] {
             selectAll();
         }},
        {"actionReplicate",
         CL_TEXT("Replicate ×N…"),
         {},
         [this] { askReplicate(); },
         CL_TEXT("Repeat the selected racks, their contents and the cables among them")},
        {"actionZoomIn",
         CL_TEXT("Zoom &In"),
         {K(K::ZoomIn), K(Qt::CTRL | Qt::Key_Equal)},
         [this] {
             mView->zoomBy(1.25);
         }},
        {"actionZoomOut",
         CL_TEXT("Zoom &Out"),
         {K::ZoomOut},
         [this] {
             mView->zoomBy(0.8);
         }},
        {"actionFitAll",
         CL_TEXT("&Fit All"),
         {K(Qt::CTRL | Qt::Key_0)},
         [this] {
             mView->fitAll();
         }},
        {"actionFitSelection",
         CL_TEXT("Fit &Selection"),
         {K(Qt::CTRL | Qt::Key_9)},
         [this] {
             mView->fitSelection();
         }},
        {"actionCompareGpus",
         CL_TEXT("&Compare GPUs…"),
         {},
         [this] {
             CompareDialog dialog(mDocument, this);
             Dialogs::instance().exec(&dialog);
         }},
        {"actionCalibrate",
         CL_TEXT("Calibrate Against This &GPU…"),
         {},
         [this] {
             openCalibration(false);
         }},
        {"actionImportProbeReport",
         CL_TEXT("&Import Probe Report…"),
         {},
         [this] {
             openCalibration(true);
         }},
        {"actionAbout",
         CL_TEXT("&About ClusterLedger"),
         {},
         [this] {
             about();
         }},
        {"actionSelectTool",
         CL_TEXT("Select"),
         {},
         [this] { mView->setTool(canvas::ClusterView::Tool::Select); },
         nullptr,
         true},
        {"actionConnectTool",
         CL_TEXT("Connect"),
         {},
         [this] { mView->setTool(canvas::ClusterView::Tool::Connect); },
         CL_TEXT("Draw a cable: click one device, then the other"),
         true},
        {"actionEnforcePower",
         CL_TEXT("Enforce Power Budgets"),
         {},
         {},
         CL_TEXT("Refuse drops that would pass a rack's usable power (hold Alt to override "
                 "once)"),
         true},
        {"actionLanguageSystem", CL_TEXT("System Language"), {}, {}, nullptr, true},
        {"actionLanguageEnglish", nullptr, {}, {}, nullptr, true},
        {"actionLanguageChinese", nullptr, {}, {}, nullptr, true},
    };
    for (const ActionSpec &spec : specs)
        mActions->add(spec);
    mActions->adopt(mDocument->undoStack()->createUndoAction(this),
                    {"actionUndo", CL_TEXT("&Undo"), {K::Undo}});
    mActions->adopt(mDocument->undoStack()->createRedoAction(this),
                    {"actionRedo", CL_TEXT("&Redo"), {K(K::Redo), K(Qt::CTRL | Qt::Key_Y)}});
    mActions->action("actionQuit")->setMenuRole(QAction::QuitRole);
    mActions->action("actionAbout")->setMenuRole(QAction::AboutRole);

    mRecentMenu = new QMenu(this);
    mRecentMenu->setObjectName(QStringLiteral("recentMenu"));
    QMenu *file = mActions->addMenu("fileMenu", CL_TEXT("&File"), {"actionNew", "actionOpen"});
    QAction *recent = file->addMenu(mRecentMenu);
    recent->setObjectName(QStringLiteral("recentMenuAction"));
    mActions->adopt(recent, {"recentMenuAction", CL_TEXT("Open &Recent")});
    for (const char *id : {"actionSave", "actionSaveAs", "actionRevert"})
        file->addAction(mActions->action(id));
    mActions->addMenu("exportMenu", CL_TEXT("&Export"),
                      {"actionExportPdf", "actionExportBomCsv", "actionExportLedgerJson"}, file);
    file->addSeparator();
    file->addAction(mActions->action("actionQuit"));
    connect(file, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    mActions->addMenu("editMenu", CL_TEXT("&Edit"),
                      {"actionUndo", "actionRedo", "-", "actionCopy", "actionPaste",
                       "actionDuplicate", "actionDelete", "actionSelectAll", "-",
                       "actionReplicate"});
    QMenu *view = mActions->addMenu(
        "viewMenu", CL_TEXT("&View"),
        {"actionZoomIn", "actionZoomOut", "actionFitAll", "actionFitSelection", "-"});
    for (QDockWidget *d : mDocks->docks())
        view->addAction(d->toggleViewAction());
    mActions->addMenu("toolsMenu", CL_TEXT("&Tools"),
                      {"actionCompareGpus", "-", "actionCalibrate", "actionImportProbeReport"});
    mActions->addMenu(
        "languageMenu", CL_TEXT("&Language"),
        {"actionLanguageSystem", "-", "actionLanguageEnglish", "actionLanguageChinese"});
    mActions->addMenu("helpMenu", CL_TEXT("&Help"), {"actionAbout"});
#undef CL_TEXT
    createLanguageActions();
}

void MainWindow::createLanguageActions()
{
    // Each language is named in itself, so a user lost in the wrong language finds their own.
    mActions->action("actionLanguageEnglish")->setText(QStringLiteral("English"));
    mActions->action("actionLanguageChinese")->setText(QStringLiteral("简体中文"));
    auto *group = new QActionGroup(this);
    const QString current = QSettings().value(QStringLiteral("language")).toString();
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
        connect(a, &QAction::toggled, this,
                [this, f](bool on) { mScene->setFabricVisible(Fabric(f), on); });
        mFabricActions << a;
    }
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
