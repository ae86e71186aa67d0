// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/autosave.h"
#include "document/fileguard.h"
#include "model/design.h"

#include <QObject>
#include <QString>

#include <memory>

class QMenu;
class QStatusBar;
class QWidget;

namespace cl {

class Document;

/**
 * What File does: open, save, save as, revert, new, the recent files and crash recovery, for one
 * document in one window. Each question and message goes through cl::Dialogs.
 */
class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(Document *document, Autosave *autosave, QWidget *window, QStatusBar *status);

    /** File → Open Recent's menu, kept current by this controller. */
    QMenu *recentMenu() const { return mRecentMenu; }

    void open();
    bool save();
    bool saveAs();
    void revert();
    void newDesign();
    /** A new untitled design made elsewhere (New from Targets): modified until saved. */
    void newDesignFrom(Design design);
    /** Opens a design; on failure shows the loader's errors (when interactive) and keeps the
     *  current design. */
    bool openFile(const QString &fileName, bool interactive = true);
    bool saveFile(const QString &fileName);
    /** Asks to save unsaved changes first: false when the user cancels. */
    bool maybeSave();
    /** At a start without a file: offers the newest design a crashed instance left. */
    bool offerRecovery();
    void updateRecentMenu();
    /** The lock and watch on the open file. */
    const FileGuard &guard() const { return *mGuard; }

signals:
    /** A design was opened from a file (the window shows all of it). */
    void opened();

private:
    void addRecentFile(const QString &fileName);
    /** A guard for a file about to be opened: ours again for the file already open; asks what
     *  to do when another window holds it. Null when the user cancels. */
    std::unique_ptr<FileGuard> guardFor(const QString &fileName, bool interactive, bool *readOnly);
    /** Another program or window saved the open file: offer to reload it. */
    void changedOnDisk(const QByteArray &diskHash);
    void adoptGuard(std::unique_ptr<FileGuard> guard);
    bool askToRecover(const Autosave::Recovery &recovery);

    Document *mDocument;
    Autosave *mAutosave;
    QWidget *mWindow;
    QStatusBar *mStatus;
    QMenu *mRecentMenu;
    std::unique_ptr<FileGuard> mGuard;
    QByteArray mDeclinedHash; ///< a change on disk the user chose to keep their version over
    bool mAsking = false;
};

} // namespace cl
