// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>

#include <memory>

namespace cl {

class FileLock;

/**
 * One writer per design file, as office suites do it: a lock beside the design (".NAME.lock",
 * core's FileLock: an flock the kernel drops when the holder dies, however it dies, with the
 * holder's process and host written in it) says another window or instance has it open; the CLI
 * refuses to write a design held so. A watch on the file says when it changes on disk; and the
 * content last read or written is remembered, so a save never overwrites a newer file unasked.
 */
class FileGuard : public QObject
{
    Q_OBJECT

public:
    explicit FileGuard(QObject *parent = nullptr);
    ~FileGuard() override;

    enum class Lock { Taken, HeldElsewhere, Unavailable };
    /** Who holds a lock that is not ours, for the question. */
    struct Holder
    {
        qint64 pid = 0;
        QString host;
    };

    /** Guards `fileName` from now on (any earlier file is released): locks it and watches it. */
    Lock take(const QString &fileName, Holder *holder = nullptr);
    /** Guards the file without its lock: opened read-only, or opened anyway. */
    void watchOnly(const QString &fileName);
    void release();

    QString fileName() const { return mFileName; }
    bool holdsLock() const { return mLocked; }
    /** The file's bytes are not what this window last read or wrote. */
    bool changedOnDisk() const;
    /** What is on disk now is what this window has (after a load, a save or a reload). */
    void markInSync();
    /** The SHA-256 of the file's bytes now (empty when it cannot be read). */
    QByteArray diskHash() const;

    /** The lock file of a design, beside it. */
    static QString lockPath(const QString &fileName);

signals:
    /** The file on disk is no longer what this window read or wrote (another program saved);
     *  `diskHash` is what it holds now. */
    void changedExternally(const QByteArray &diskHash);

private:
    void rewatch();

    QString mFileName;
    std::unique_ptr<FileLock> mLock;
    bool mLocked = false;
    QByteArray mKnownHash; ///< SHA-256 of the bytes last read or written; empty: no file
    QFileSystemWatcher mWatcher;
};

} // namespace cl
