// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace cl {

class Document;
class FileLock;

/**
 * Keeps a copy of each modified design beside the app's data, so a crash or kill -9 loses at most
 * the first 3 s of unsaved work (KeePassXC-style safety).
 *
 * - Per document: the copy is keyed by the file's absolute path (or an id for an untitled design),
 *   so two instances, or two files, never share one copy.
 * - Per instance: a lock file beside the copy says a live process owns it. A copy whose lock can
 *   be taken was left by a process that died: that is what recovery offers.
 * - Timing: the first unsaved change starts a 3 s timer that further edits do not restart (a
 *   debounce would never fire while the user keeps working); the next change after a write
 *   starts it again.
 * - A clean exit, a save or undoing back to the saved state removes this instance's copy only.
 */
class Autosave : public QObject
{
    Q_OBJECT

public:
    explicit Autosave(Document *document, QObject *parent = nullptr);
    ~Autosave() override;

    /** A copy that a dead instance left behind. */
    struct Recovery
    {
        QString key;
        QString copyPath;
        QString origin; ///< the file it was edited from; empty for an untitled design
        QDateTime written;
    };

    /** Where copies live: AppDataLocation/autosave. */
    static QString directory();
    /** Copies no live instance owns, newest first. */
    static QList<Recovery> orphans();
    /** The orphaned copy of this file, if one exists. */
    static std::optional<Recovery> orphanFor(const QString &fileName);
    /** Loads a copy into the document (marked modified, its origin as the file name). */
    bool restore(const Recovery &recovery, QString *error);
    /** Removes an orphaned copy the user declined (unless another live instance took it). */
    void discard(const Recovery &recovery);

    void setDelayMs(int ms) { mTimer.setInterval(ms); }
    int delayMs() const { return mTimer.interval(); }
    /** This instance's copy of the current document (it exists only while there is one). */
    QString copyPath() const;
    /** Writes now if the design is modified; false if writing failed. */
    bool writeNow();
    /** Removes this instance's copy: a clean exit, or the work was saved. */
    void removeOwnCopy();

signals:
    void writeFailed(const QString &reason);

private:
    void documentChanged();
    void rekey();
    void release();

    Document *mDocument;
    QTimer mTimer;
    QString mKey;
    std::unique_ptr<FileLock> mLock;
    bool mWroteCopy = false; ///< only a copy this instance wrote is removed on a clean exit
};

} // namespace cl
