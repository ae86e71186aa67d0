// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's file jobs: open, save, recent files, revert, new, and recovering the work
// a crashed instance left (autosave). Dialogs go through cl::Dialogs so tests answer them.
#include "canvas/clusterview.h"
#include "dialogs.h"
#include "document/autosave.h"
#include "document/document.h"
#include "io/designformat.h"
#include "mainwindow.h"
#include "text/diagnostictext.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace cl {

namespace {
constexpr int kMaxRecentFiles = 8;
} // namespace
bool MainWindow::openFile(const QString &fileName, bool interactive)
{
    // Looked up before loading: once the document holds this file, its autosave key is ours.
    const auto orphan = Autosave::orphanFor(fileName);
    LoadErrors errors;
    if (!mDocument->load(fileName, &errors)) {
        QStringList lines;
        for (const auto &e : errors)
            lines.append(loadErrorText(e));
        if (interactive) {
            Dialogs::Message m;
            m.icon = QMessageBox::Warning;
            m.title = tr("Cannot Open Design");
            m.text = tr("%1 could not be opened. The current design is unchanged.")
                         .arg(QFileInfo(fileName).fileName());
            m.informative = lines.mid(0, 5).join(QLatin1Char('\n'));
            m.details = lines.join(QLatin1Char('\n'));
            m.objectName = QStringLiteral("openErrorDialog");
            Dialogs::instance().ask(this, m);
        }
        statusBar()->showMessage(tr("Could not open %1").arg(fileName));
        return false;
    }
    // Unsaved work on this file that a crashed or killed instance left: offer it when it is
    // newer than the file (an older copy was overtaken by a later save and goes quietly).
    if (orphan) {
        if (orphan->written > QFileInfo(fileName).lastModified() && interactive)
            askToRecover(*orphan);
        else
            mAutosave->discard(*orphan);
    }
    addRecentFile(fileName);
    mView->fitAll(); // a file opens showing all of it
    return true;
}

void MainWindow::addRecentFile(const QString &fileName)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(fileName);
    recent.prepend(fileName);
    settings.setValue(QStringLiteral("recentFiles"), recent.mid(0, kMaxRecentFiles));
    updateRecentMenu();
}

bool MainWindow::saveFile(const QString &fileName)
{
    QString error;
    if (!mDocument->save(fileName, &error)) {
        Dialogs::instance().warning(this, tr("Cannot Save Design"),
                                    tr("%1 could not be saved: %2").arg(fileName, error));
        return false;
    }
    addRecentFile(fileName); // Save As makes a file as recent as opening it does
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
    Dialogs::Message m;
    m.icon = QMessageBox::Question;
    m.title = tr("Unsaved Changes");
    m.text = tr("%1 has unsaved changes. Save them first?").arg(mDocument->displayName());
    m.buttons = QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel;
    m.defaultButton = QMessageBox::Save;
    m.objectName = QStringLiteral("unsavedChangesDialog");
    const auto answer = Dialogs::instance().ask(this, m);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString fileName = Dialogs::instance().openFileName(
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
    QString fileName = Dialogs::instance().saveFileName(
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
    if (Dialogs::instance().question(this, tr("Revert"),
                                     tr("Discard all changes since the last save?")))
        openFile(mDocument->fileName());
}

void MainWindow::newDesign()
{
    if (!maybeSave())
        return;
    // A new design starts with a site and a workload, ready for racks from the palette.
    Design fresh;
    fresh.name = tr("New cluster").toStdString();
    fresh.workload.model.preset = "llama-2-7b";
    mDocument->resetDesign(std::move(fresh), QString(), false);
}

bool MainWindow::offerRecovery()
{
    const auto orphans = Autosave::orphans();
    if (orphans.isEmpty())
        return false;
    // The newest first; any others stay on disk and are offered at the next start.
    return askToRecover(orphans.front());
}

bool MainWindow::askToRecover(const Autosave::Recovery &recovery)
{
    Dialogs::Message m;
    m.icon = QMessageBox::Question;
    m.title = tr("Recover Unsaved Work");
    const QString what = recovery.origin.isEmpty() ? tr("an untitled design")
                                                   : QFileInfo(recovery.origin).fileName();
    m.text = tr("ClusterLedger kept unsaved changes to %1 that were not saved when it last "
                "closed. Recover them?")
                 .arg(what);
    m.informative = tr("Written automatically on %1.")
                        .arg(QLocale().toString(recovery.written, QLocale::LongFormat));
    m.buttons = QMessageBox::Yes | QMessageBox::Discard;
    m.defaultButton = QMessageBox::Yes;
    m.buttonTexts = {{QMessageBox::Yes, tr("Recover")}, {QMessageBox::Discard, tr("Discard")}};
    m.objectName = QStringLiteral("recoverDialog");
    if (Dialogs::instance().ask(this, m) != QMessageBox::Yes) {
        mAutosave->discard(recovery);
        return false;
    }
    QString error;
    if (!mAutosave->restore(recovery, &error)) {
        Dialogs::instance().warning(this, tr("Recover Unsaved Work"),
                                    tr("The autosaved copy could not be read: %1").arg(error));
        return false;
    }
    statusBar()->showMessage(tr("Recovered unsaved changes to %1").arg(what), 8000);
    return true;
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
    mAutosave->removeOwnCopy(); // a clean exit leaves nothing to recover
    event->accept();
}

} // namespace cl
