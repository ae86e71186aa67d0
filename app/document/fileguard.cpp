// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileguard.h"

#include "io/filelock.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSysInfo>

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
        if (mFileName.isEmpty())
            return;
        const QByteArray now = diskHash(); // read once per change, handed on
        if (now != mKnownHash)
            emit changedExternally(now);
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
    return QString::fromStdString(
        FileLock::besideFile(QFileInfo(fileName).absoluteFilePath().toStdString()));
}

FileGuard::Lock FileGuard::take(const QString &fileName, Holder *holder)
{
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    if (mLocked && absolute == mFileName) {
        markInSync();
        return Lock::Taken;
    }
    release();
    auto lock = std::make_unique<FileLock>();
    const QString note = QStringLiteral("pid=%1 host=%2")
                             .arg(QCoreApplication::applicationPid())
                             .arg(QSysInfo::machineHostName());
    const std::string path = lockPath(absolute).toStdString();
    Lock result = Lock::Unavailable;
    if (lock->tryLock(path, note.toStdString())) {
        mLock = std::move(lock);
        mLocked = true;
        result = Lock::Taken;
    } else if (FileLock::isHeld(path)) {
        if (holder) {
            static const QRegularExpression re(QStringLiteral("pid=(\\d+) host=(\\S*)"));
            const auto m = re.match(QString::fromStdString(FileLock::noteOf(path)));
            holder->pid = m.hasMatch() ? m.captured(1).toLongLong() : 0;
            holder->host = m.hasMatch() ? m.captured(2) : QString();
        }
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
        QFile::remove(lockPath(mFileName));
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
    if (mLocked) // removed while still held, so no other window takes the old file's lock between
        QFile::remove(lockPath(mFileName));
    mLock.reset();
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
