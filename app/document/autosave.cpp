// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "document.h"
#include "io/atomicfile.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "io/filelock.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace cl {

namespace {

constexpr const char *kCopySuffix = ".cluster.json";
constexpr const char *kMetaSuffix = ".meta.json";
constexpr const char *kLockSuffix = ".lock";

QString pathFor(const QString &key, const char *suffix)
{
    return QDir(Autosave::directory()).filePath(key + QLatin1String(suffix));
}

QString keyForFile(const QString &fileName)
{
    const QByteArray path = QFileInfo(fileName).absoluteFilePath().toUtf8();
    return QStringLiteral("file-")
           + QString::fromLatin1(
               QCryptographicHash::hash(path, QCryptographicHash::Sha256).toHex().left(20));
}

QString untitledKey()
{
    return QStringLiteral("untitled-") + QUuid::createUuid().toString(QUuid::Id128).left(20);
}

/** True when a live process holds the key's lock (its own copy, not an orphan). */
bool isOwned(const QString &key)
{
    return FileLock::isHeld(pathFor(key, kLockSuffix).toStdString());
}

Autosave::Recovery recoveryFor(const QString &key)
{
    Autosave::Recovery r;
    r.key = key;
    r.copyPath = pathFor(key, kCopySuffix);
    r.written = QFileInfo(r.copyPath).lastModified();
    QFile meta(pathFor(key, kMetaSuffix));
    if (meta.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(meta.read(64 * 1024)).object();
        r.origin = o.value(QStringLiteral("origin")).toString();
    }
    return r;
}

} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(3000);
    connect(&mTimer, &QTimer::timeout, this, &Autosave::writeNow);
    // The undo stack moves its index after the command ran (changed() comes first, while the
    // document still counts as clean), so both are heard; modifiedChanged covers restores.
    connect(document, &Document::changed, this, &Autosave::documentChanged);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosave::documentChanged);
    connect(document, &Document::modifiedChanged, this, &Autosave::documentChanged);
    connect(document, &Document::fileNameChanged, this, &Autosave::rekey);
    rekey();
}

Autosave::~Autosave()
{
    // Not a clean exit by itself: the copy stays for recovery; only the lock goes.
    mLock.reset();
}

QString Autosave::directory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave"));
}

QList<Autosave::Recovery> Autosave::orphans()
{
    QList<Recovery> out;
    const QDir dir(directory());
    const QStringList copies
        = dir.entryList({QStringLiteral("*") + QLatin1String(kCopySuffix)}, QDir::Files);
    for (const QString &name : copies) {
        const QString key = name.left(name.size() - int(qstrlen(kCopySuffix)));
        if (!isOwned(key))
            out.append(recoveryFor(key));
    }
    std::sort(out.begin(), out.end(),
              [](const Recovery &a, const Recovery &b) { return a.written > b.written; });
    return out;
}

std::optional<Autosave::Recovery> Autosave::orphanFor(const QString &fileName)
{
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    for (const Recovery &r : orphans()) {
        if (r.key == keyForFile(fileName) || QFileInfo(r.origin).absoluteFilePath() == absolute)
            return r;
    }
    return std::nullopt;
}

bool Autosave::restore(const Recovery &recovery, QString *error)
{
    auto result = DesignReader::readFile(recovery.copyPath.toStdString(), mDocument->catalog());
    if (!result.ok()) {
        if (error && !result.errors.empty())
            *error = QString::fromStdString(result.errors.front().toString());
        return false;
    }
    mDocument->resetDesign(std::move(*result.design), recovery.origin, true);
    // The restored work is ours now: write it under our own key before the orphan goes.
    if (writeNow() && recovery.key != mKey)
        discard(recovery);
    return true;
}

void Autosave::discard(const Recovery &recovery)
{
    const bool ours = recovery.key == mKey && mLock && mLock->isLocked();
    if (!ours && isOwned(recovery.key))
        return; // another instance took it meanwhile
    QFile::remove(pathFor(recovery.key, kCopySuffix));
    QFile::remove(pathFor(recovery.key, kMetaSuffix));
}

QString Autosave::copyPath() const
{
    return pathFor(mKey, kCopySuffix);
}

void Autosave::documentChanged()
{
    if (!mDocument->isModified()) {
        // Saved, or undone back to the saved state: nothing is at risk.
        mTimer.stop();
        removeOwnCopy();
        return;
    }
    if (!mTimer.isActive())
        mTimer.start(); // never restarted by later edits: at most 3 s of work at risk
}

bool Autosave::writeNow()
{
    mTimer.stop();
    if (!mDocument->isModified())
        return true;
    QDir().mkpath(directory());
    std::string error;
    const QJsonObject meta {{QStringLiteral("origin"), mDocument->fileName()},
                            {QStringLiteral("pid"), double(QCoreApplication::applicationPid())}};
    const QByteArray metaText = QJsonDocument(meta).toJson();
    // Read back before it replaces the last copy: a copy that would not load again is no copy
    // (the previous one, which loads, stays).
    const std::optional<std::string> text
        = DesignWriter::checkedText(mDocument->design(), mDocument->catalog(), &error);
    if (!text || !writeFileAtomically(copyPath().toStdString(), *text, &error)
        || !writeFileAtomically(
            pathFor(mKey, kMetaSuffix).toStdString(),
            std::string_view(metaText.constData(), std::size_t(metaText.size())), &error)) {
        emit writeFailed(QString::fromStdString(error));
        return false;
    }
    mWroteCopy = true;
    return true;
}

void Autosave::removeOwnCopy()
{
    // A copy we did not write may be a dead instance's work under the same key, waiting for
    // the user's answer: it is not ours to remove.
    if (mKey.isEmpty() || !mLock || !mLock->isLocked() || !mWroteCopy)
        return;
    QFile::remove(pathFor(mKey, kCopySuffix));
    QFile::remove(pathFor(mKey, kMetaSuffix));
    mWroteCopy = false;
}

void Autosave::release()
{
    removeOwnCopy();
    if (mLock && !mWroteCopy) {
        // Unlinked while still held, so nobody can take the old name's lock in between.
        QFile::remove(pathFor(mKey, kLockSuffix));
    }
    mLock.reset();
    mKey.clear();
}

void Autosave::rekey()
{
    const QString fileName = mDocument->fileName();
    const QString wanted = fileName.isEmpty() ? untitledKey() : keyForFile(fileName);
    if (wanted == mKey && mLock && mLock->isLocked())
        return;
    // The old document's copy is ours to remove: its work was saved or discarded before the
    // document changed files (maybeSave), or it is written again under the new key below.
    release();
    mWroteCopy = false;
    QDir().mkpath(directory());
    auto take = [this](const QString &key) {
        auto lock = std::make_unique<FileLock>();
        if (!lock->tryLock(pathFor(key, kLockSuffix).toStdString()))
            return false;
        mLock = std::move(lock);
        mKey = key;
        return true;
    };
    // Another instance has this file open: keep a copy of our own rather than share one.
    if (!take(wanted))
        take(untitledKey());
    if (mDocument->isModified())
        documentChanged();
}

} // namespace cl
