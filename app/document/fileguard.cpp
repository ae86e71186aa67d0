// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileguard.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace cl {

namespace {

QByteArray hashOf(const QString &fileName)
{
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

} // namespace

FileGuard::FileGuard(QObject *parent)
    : QObject(parent)
{
    // The atomic save (ours and other programs') renames a new file over the old one: the watch
    // on the old inode ends, so each change re-adds the path, and the folder's watch catches the
    // rename itself.
    auto onChange = [this] {
        rewatch();
        if (!mFileName.isEmpty() && changedOnDisk())
            emit changedExternally();
    };
    connect(&mWatcher, &QFileSystemWatcher::fileChanged, this, onChange);
    connect(&mWatcher, &QFileSystemWatcher::directoryChanged, this, onChange);
}

FileGuard::~FileGuard()
{
    release();
}

QString FileGuard::lockPath(const QString &fileName)
{
    const QFileInfo info(fileName);
    return info.absoluteDir().filePath(QStringLiteral(".%1.lock").arg(info.fileName()));
}

FileGuard::Lock FileGuard::take(const QString &fileName, Holder *holder)
{
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    if (mLocked && absolute == mFileName) {
        markInSync();
        return Lock::Taken;
    }
    release();
    auto lock = std::make_unique<QLockFile>(lockPath(absolute));
    // A lock whose process is gone is stale at once (QLockFile checks the PID on this host);
    // one from another host only after a day, as a closed laptop can still hold the file.
    lock->setStaleLockTime(24 * 3600 * 1000);
    Lock result = Lock::Unavailable;
    if (lock->tryLock(0)) {
        mLock = std::move(lock);
        mLocked = true;
        result = Lock::Taken;
    } else if (lock->error() == QLockFile::LockFailedError) {
        if (holder)
            lock->getLockInfo(&holder->pid, &holder->host, &holder->app);
        result = Lock::HeldElsewhere;
    }
    mFileName = absolute; // the lock just taken is this file's: watchOnly keeps it
    watchOnly(absolute);
    return result;
}

void FileGuard::watchOnly(const QString &fileName)
{
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    if (absolute != mFileName && mLocked) {
        mLock.reset();
        mLocked = false;
    }
    mFileName = absolute;
    markInSync();
    rewatch();
}

void FileGuard::release()
{
    if (!mWatcher.files().isEmpty())
        mWatcher.removePaths(mWatcher.files());
    if (!mWatcher.directories().isEmpty())
        mWatcher.removePaths(mWatcher.directories());
    mLock.reset(); // unlocks and removes the lock file
    mLocked = false;
    mFileName.clear();
    mKnownHash.clear();
}

bool FileGuard::changedOnDisk() const
{
    return !mFileName.isEmpty() && diskHash() != mKnownHash;
}

QByteArray FileGuard::diskHash() const
{
    return mFileName.isEmpty() ? QByteArray() : hashOf(mFileName);
}

void FileGuard::markInSync()
{
    mKnownHash = diskHash();
}

void FileGuard::rewatch()
{
    if (mFileName.isEmpty())
        return;
    if (QFile::exists(mFileName) && !mWatcher.files().contains(mFileName))
        mWatcher.addPath(mFileName);
    const QString dir = QFileInfo(mFileName).absolutePath();
    if (!mWatcher.directories().contains(dir))
        mWatcher.addPath(dir);
}

} // namespace cl
