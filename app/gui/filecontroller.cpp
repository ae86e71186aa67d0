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
    bool readOnly = false;
    auto guard = guardFor(fileName, interactive, &readOnly);
    if (!guard)
        return false;
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
        // The design open before stays, and so does its guard (Revert of a file broken since).
        if (guard->fileName() == QFileInfo(mDocument->fileName()).absoluteFilePath())
            adoptGuard(std::move(guard));
        return false;
    }
    adoptGuard(std::move(guard));
    mDocument->setReadOnly(readOnly);
    if (readOnly)
        mStatus->showMessage(
            tr("%1 is open in another window: opened read-only, save under another name")
                .arg(QFileInfo(fileName).fileName()),
            8000);
    else if (mDocument->loadedVersion() > 0 && mDocument->loadedVersion() < kDesignVersion)
        // Read and migrated: saying so before the first save, which writes the newest version
        // (a colleague on an older release could not open it then).
        mStatus->showMessage(tr("%1 is a version-%2 design, read and brought up to date: saving "
                                "writes version %3, which older ClusterLedger releases cannot "
                                "open")
                                 .arg(QFileInfo(fileName).fileName())
                                 .arg(mDocument->loadedVersion())
                                 .arg(kDesignVersion),
                             15000);
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
    const bool same = mGuard && !mGuard->fileName().isEmpty()
                      && QFileInfo(fileName).absoluteFilePath() == mGuard->fileName();
    // Saving over a file another window holds would destroy the work there (read-only here, or
    // Save As onto it): it may have closed since; if not, the save is refused.
    std::unique_ptr<FileGuard> next;
    if (!same || (!mGuard->holdsLock() && mDocument->isReadOnly())) {
        next = std::make_unique<FileGuard>(this);
        if (next->take(fileName) == FileGuard::Lock::HeldElsewhere) {
            Dialogs::instance().warning(
                mWindow, tr("Cannot Save Design"),
                tr("%1 is open in another window; saving over it would destroy the work there. "
                   "Save under another name, or close it there first.")
                    .arg(QFileInfo(fileName).fileName()));
            return false;
        }
    }
    if (same && mGuard->changedOnDisk()) {
        // Another window or program saved this file since it was opened here: theirs would
        // be lost without a word.
        Dialogs::Message m;
        m.icon = QMessageBox::Warning;
        m.title = tr("File Changed on Disk");
        m.text = tr("%1 was changed on disk since you opened it (another window or program "
                    "saved it). Overwrite it with your version?")
                     .arg(QFileInfo(fileName).fileName());
        m.informative = tr("Cancel keeps the file as it is; Save As keeps both.");
        m.buttons = QMessageBox::Save | QMessageBox::Cancel;
        m.defaultButton = QMessageBox::Cancel;
        m.buttonTexts = {{QMessageBox::Save, tr("Overwrite")}};
        m.objectName = QStringLiteral("changedOnDiskSaveDialog");
        if (Dialogs::instance().ask(mWindow, m) != QMessageBox::Save)
            return false;
    }
    QString error;
    if (!mDocument->save(fileName, &error)) {
        Dialogs::instance().warning(mWindow, tr("Cannot Save Design"),
                                    tr("%1 could not be saved: %2").arg(fileName, error));
        return false;
    }
    if (next)
        adoptGuard(std::move(next));
    mGuard->markInSync();
    mDeclinedHash.clear();
    mDocument->setReadOnly(false);
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
    if (mDocument->fileName().isEmpty() || mDocument->isReadOnly())
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
    adoptGuard(nullptr);
}

void FileController::newDesignFrom(Design design)
{
    if (!maybeSave())
        return;
    mDocument->resetDesign(std::move(design), QString(), true);
    adoptGuard(nullptr);
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

std::unique_ptr<FileGuard> FileController::guardFor(const QString &fileName, bool interactive,
                                                    bool *readOnly)
{
    // Revert, or the same file opened again: this window's own guard and lock.
    if (mGuard && mGuard->fileName() == QFileInfo(fileName).absoluteFilePath()) {
        *readOnly = mDocument->isReadOnly();
        return std::move(mGuard);
    }
    auto guard = std::make_unique<FileGuard>(this);
    FileGuard::Holder holder;
    if (guard->take(fileName, &holder) != FileGuard::Lock::HeldElsewhere)
        return guard; // taken, or a folder where no lock can be written: open as before
    if (!interactive) {
        *readOnly = true;
        return guard;
    }
    Dialogs::Message m;
    m.icon = QMessageBox::Warning;
    m.title = tr("Design Open Elsewhere");
    m.text = tr("%1 is open in another ClusterLedger window (process %2 on %3). Two windows "
                "saving one file overwrite each other's work.")
                 .arg(QFileInfo(fileName).fileName())
                 .arg(holder.pid)
                 .arg(holder.host);
    m.informative = tr("Open it read-only to look (saving asks for another name), or open it "
                       "anyway if that window is gone.");
    m.buttons = QMessageBox::Open | QMessageBox::Ignore | QMessageBox::Cancel;
    m.defaultButton = QMessageBox::Open;
    m.buttonTexts
        = {{QMessageBox::Open, tr("Open Read-Only")}, {QMessageBox::Ignore, tr("Open Anyway")}};
    m.objectName = QStringLiteral("openElsewhereDialog");
    const auto answer = Dialogs::instance().ask(mWindow, m);
    if (answer == QMessageBox::Cancel)
        return nullptr;
    *readOnly = answer == QMessageBox::Open;
    // Anyway: this window still checks the file before each save, so neither side's save goes
    // over the other's unasked.
    return guard;
}

void FileController::adoptGuard(std::unique_ptr<FileGuard> guard)
{
    mGuard = std::move(guard);
    mDeclinedHash.clear();
    if (mGuard)
        connect(mGuard.get(), &FileGuard::changedExternally, this, &FileController::changedOnDisk,
                Qt::UniqueConnection);
}

void FileController::changedOnDisk(const QByteArray &seen)
{
    if (mAsking || !mGuard || seen == mDeclinedHash)
        return;
    mAsking = true;
    const QString name = QFileInfo(mGuard->fileName()).fileName();
    Dialogs::Message m;
    m.icon = QMessageBox::Question;
    m.title = tr("File Changed on Disk");
    m.text = mDocument->isModified()
                 ? tr("%1 was changed on disk by another window or program, and you have "
                      "unsaved changes here. Reload it and lose yours?")
                       .arg(name)
                 : tr("%1 was changed on disk by another window or program. Reload it?").arg(name);
    m.informative = tr("Keeping this version: saving asks before it overwrites the file.");
    m.buttons = QMessageBox::Yes | QMessageBox::No;
    m.defaultButton = mDocument->isModified() ? QMessageBox::No : QMessageBox::Yes;
    m.buttonTexts = {{QMessageBox::Yes, tr("Reload")}, {QMessageBox::No, tr("Keep This Version")}};
    m.objectName = QStringLiteral("changedOnDiskDialog");
    if (Dialogs::instance().ask(mWindow, m) == QMessageBox::Yes) {
        const bool readOnly = mDocument->isReadOnly();
        LoadErrors errors;
        if (mDocument->load(mGuard->fileName(), &errors)) {
            mGuard->markInSync();
            mDocument->setReadOnly(readOnly);
            mStatus->showMessage(tr("Reloaded %1").arg(name), 5000);
        } else {
            mStatus->showMessage(tr("%1 changed on disk and cannot be read now: kept this "
                                    "version")
                                     .arg(name),
                                 8000);
            mDeclinedHash = seen;
        }
    } else {
        mDeclinedHash = seen;
    }
    mAsking = false;
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
