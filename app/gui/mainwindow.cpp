// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "designoverview.h"
#include "diagnosticlist.h"
#include "document/appcatalog.h"
#include "document/document.h"
#include "io/designformat.h"
#include "languagemanager.h"
#include "summarypanel.h"
#include "text/diagnostictext.h"
#include "validate/validator.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoView>

namespace cl {

namespace {
constexpr int kMaxRecentFiles = 8;

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
    mOverview = new DesignOverview(mDocument, this);
    setCentralWidget(mOverview);
    createDocks();
    createActions();
    retranslate();

    connect(mDocument, &Document::changed, this, &MainWindow::refreshDiagnostics);
    connect(mDocument, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(mDiagnostics, &clw::DiagnosticList::objectActivated, this,
            [this](const QString &id) { mOverview->showObject(id); });

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    refreshDiagnostics();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    mSummary = new SummaryPanel(mDocument, this);
    mSummaryDock = new QDockWidget(this);
    mSummaryDock->setObjectName(QStringLiteral("summaryDock"));
    mSummaryDock->setWidget(mSummary);
    addDockWidget(Qt::RightDockWidgetArea, mSummaryDock);

    mDiagnostics = new clw::DiagnosticList(this);
    mDiagnosticsDock = new QDockWidget(this);
    mDiagnosticsDock->setObjectName(QStringLiteral("diagnosticsDock"));
    mDiagnosticsDock->setWidget(mDiagnostics);
    addDockWidget(Qt::BottomDockWidgetArea, mDiagnosticsDock);

    auto *undoView = new QUndoView(mDocument->undoStack(), this);
    undoView->setObjectName(QStringLiteral("undoView"));
    mUndoDock = new QDockWidget(this);
    mUndoDock->setObjectName(QStringLiteral("undoDock"));
    mUndoDock->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, mUndoDock);
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
    mSaveAsAction->setShortcut(QKeySequence::SaveAs);
    mRevertAction = mFileMenu->addAction(QString(), this, &MainWindow::revert);
    mFileMenu->addSeparator();
    mQuitAction = mFileMenu->addAction(QString(), this, &QWidget::close);
    mQuitAction->setShortcut(QKeySequence::Quit);
    mQuitAction->setMenuRole(QAction::QuitRole);

    mEditMenu = menuBar()->addMenu(QString());
    mUndoAction = mDocument->undoStack()->createUndoAction(this);
    mUndoAction->setShortcut(QKeySequence::Undo);
    mRedoAction = mDocument->undoStack()->createRedoAction(this);
    mRedoAction->setShortcut(QKeySequence::Redo);
    mEditMenu->addAction(mUndoAction);
    mEditMenu->addAction(mRedoAction);

    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->addAction(mSummaryDock->toggleViewAction());
    mViewMenu->addAction(mDiagnosticsDock->toggleViewAction());
    mViewMenu->addAction(mUndoDock->toggleViewAction());

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
    updateTitle();
    refreshDiagnostics();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — ClusterLedger").arg(mDocument->displayName()));
    setWindowModified(mDocument->isModified());
}

void MainWindow::refreshDiagnostics()
{
    const Diagnostics diagnostics = validateDesign(mDocument->design(), mDocument->catalog());
    QList<clw::DiagnosticRow> rows;
    for (const auto &d : diagnostics) {
        const Device *device = mDocument->design().findDevice(d.objectId);
        const Rack *rack = mDocument->design().findRack(d.objectId);
        const QString where = device ? QString::fromStdString(device->name)
                              : rack ? QString::fromStdString(rack->name)
                                     : QString::fromStdString(d.objectId);
        rows.append({level(d.severity), diagnosticText(d), where,
                     QString::fromStdString(d.objectId), QString::fromStdString(d.code)});
    }
    // Errors first, then warnings, then notes: what blocks the plan is what to read first.
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

bool MainWindow::openFile(const QString &fileName, bool interactive)
{
    LoadErrors errors;
    if (!mDocument->load(fileName, &errors)) {
        QStringList lines;
        for (const auto &e : errors)
            lines.append(loadErrorText(e));
        if (interactive) {
            QMessageBox box(QMessageBox::Warning, tr("Cannot Open Design"),
                            tr("%1 could not be opened. The current design is unchanged.")
                                .arg(QFileInfo(fileName).fileName()),
                            QMessageBox::Ok, this);
            box.setObjectName(QStringLiteral("openErrorDialog"));
            box.setDetailedText(lines.join(QLatin1Char('\n')));
            box.setInformativeText(lines.mid(0, 5).join(QLatin1Char('\n')));
            box.exec();
        }
        statusBar()->showMessage(tr("Could not open %1").arg(fileName));
        return false;
    }
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(fileName);
    recent.prepend(fileName);
    settings.setValue(QStringLiteral("recentFiles"), recent.mid(0, kMaxRecentFiles));
    return true;
}

bool MainWindow::saveFile(const QString &fileName)
{
    QString error;
    if (!mDocument->save(fileName, &error)) {
        QMessageBox::warning(this, tr("Cannot Save Design"),
                             tr("%1 could not be saved: %2").arg(fileName, error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(fileName), 5000);
    return true;
}

void MainWindow::updateRecentMenu()
{
    mRecentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &f : recent) {
        mRecentMenu
            ->addAction(QFileInfo(f).fileName(), this,
                        [this, f] {
                            if (maybeSave())
                                openFile(f);
                        })
            ->setToolTip(f);
    }
    mRecentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::maybeSave()
{
    if (!mDocument->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them first?").arg(mDocument->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open Design"), QFileInfo(mDocument->fileName()).absolutePath(),
        tr("ClusterLedger designs (*%1);;All files (*)").arg(QLatin1String(kDesignSuffix)));
    if (!fileName.isEmpty())
        openFile(fileName);
}

bool MainWindow::save()
{
    if (mDocument->fileName().isEmpty())
        return saveAs();
    return saveFile(mDocument->fileName());
}

bool MainWindow::saveAs()
{
    QString fileName = QFileDialog::getSaveFileName(
        this, tr("Save Design As"), mDocument->fileName(),
        tr("ClusterLedger designs (*%1)").arg(QLatin1String(kDesignSuffix)));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QLatin1String(kDesignSuffix)))
        fileName += QLatin1String(kDesignSuffix);
    return saveFile(fileName);
}

void MainWindow::revert()
{
    if (mDocument->fileName().isEmpty() || !mDocument->isModified())
        return;
    if (QMessageBox::question(this, tr("Revert"), tr("Discard all changes since the last save?"))
        == QMessageBox::Yes)
        openFile(mDocument->fileName());
}

void MainWindow::newDesign()
{
    if (!maybeSave())
        return;
    auto *fresh = new MainWindow;
    fresh->setAttribute(Qt::WA_DeleteOnClose);
    fresh->show();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About ClusterLedger"),
                       tr("<h3>ClusterLedger %1</h3>"
                          "<p>The compute ledger: plan AI training clusters with racks, power, "
                          "network, training time and cost in one live picture.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

} // namespace cl
