// SPDX-License-Identifier: GPL-3.0-or-later
// The file jobs of the main window: open, save, save as, revert, new, recent files, and
// recovering the work a crashed instance left (autosave). Dialogs go through cl::Dialogs so tests
// answer them.
#include "filecontroller.h"

#include "dialogs.h"
#include "document/document.h"
#include "io/designformat.h"
#include "text/diagnostictext.h"

#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace cl {

namespace {
constexpr int kMaxRecentFiles = 8;
} // namespace
bool FileController::openFile(const QString &fileName, bool interactive)
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
            Dialogs::instance().ask(mWindow, m);
        }
        mStatus->showMessage(tr("Could not open %1").arg(fileName));
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
    emit opened(); // the window fits the canvas: a file opens showing all of it
    return true;
}

void FileController::addRecentFile(const QString &fileName)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(fileName);
    recent.prepend(fileName);
    settings.setValue(QStringLiteral("recentFiles"), recent.mid(0, kMaxRecentFiles));
    updateRecentMenu();
}

bool FileController::saveFile(const QString &fileName)
{
    QString error;
    if (!mDocument->save(fileName, &error)) {
        Dialogs::instance().warning(mWindow, tr("Cannot Save Design"),
                                    tr("%1 could not be saved: %2").arg(fileName, error));
        return false;
    }
    addRecentFile(fileName); // Save As makes a file as recent as opening it does
    mStatus->showMessage(tr("Saved %1").arg(fileName), 5000);
    return true;
}

void FileController::updateRecentMenu()
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

bool FileController::maybeSave()
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
    const auto answer = Dialogs::instance().ask(mWindow, m);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::open()
{
    if (!maybeSave())
        return;
    const QString fileName = Dialogs::instance().openFileName(
        mWindow, tr("Open Design"), QFileInfo(mDocument->fileName()).absolutePath(),
        tr("ClusterLedger designs (*%1);;All files (*)").arg(QLatin1String(kDesignSuffix)));
    if (!fileName.isEmpty())
        openFile(fileName);
}

bool FileController::save()
{
    if (mDocument->fileName().isEmpty())
        return saveAs();
    return saveFile(mDocument->fileName());
}

bool FileController::saveAs()
{
    QString fileName = Dialogs::instance().saveFileName(
        mWindow, tr("Save Design As"), mDocument->fileName(),
        tr("ClusterLedger designs (*%1)").arg(QLatin1String(kDesignSuffix)));
    if (fileName.isEmpty())
        return false;
    if (!fileName.endsWith(QLatin1String(kDesignSuffix)))
        fileName += QLatin1String(kDesignSuffix);
    return saveFile(fileName);
}

void FileController::revert()
{
    if (mDocument->fileName().isEmpty() || !mDocument->isModified())
        return;
    if (Dialogs::instance().question(mWindow, tr("Revert"),
                                     tr("Discard all changes since the last save?")))
        openFile(mDocument->fileName());
}

void FileController::newDesign()
{
    if (!maybeSave())
        return;
    // A new design starts with a site and a workload, ready for racks from the palette.
    Design fresh;
    fresh.name = tr("New cluster").toStdString();
    fresh.workload.model.preset = "llama-2-7b";
    mDocument->resetDesign(std::move(fresh), QString(), false);
}

void FileController::newDesignFrom(Design design)
{
    if (!maybeSave())
        return;
    mDocument->resetDesign(std::move(design), QString(), true);
}

FileController::FileController(Document *document, Autosave *autosave, QWidget *window,
                               QStatusBar *status)
    : QObject(window)
    , mDocument(document)
    , mAutosave(autosave)
    , mWindow(window)
    , mStatus(status)
    , mRecentMenu(new QMenu(window))
{
    mRecentMenu->setObjectName(QStringLiteral("recentMenu"));
}

bool FileController::offerRecovery()
{
    const auto orphans = Autosave::orphans();
    if (orphans.isEmpty())
        return false;
    // The newest first; any others stay on disk and are offered at the next start.
    return askToRecover(orphans.front());
}

bool FileController::askToRecover(const Autosave::Recovery &recovery)
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
    if (Dialogs::instance().ask(mWindow, m) != QMessageBox::Yes) {
        mAutosave->discard(recovery);
        return false;
    }
    QString error;
    if (!mAutosave->restore(recovery, &error)) {
        Dialogs::instance().warning(mWindow, tr("Recover Unsaved Work"),
                                    tr("The autosaved copy could not be read: %1").arg(error));
        return false;
    }
    mStatus->showMessage(tr("Recovered unsaved changes to %1").arg(what), 8000);
    return true;
}

} // namespace cl
