// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "document.h"
#include "io/designreader.h"
#include "io/designwriter.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace cl {

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    mTimer.setSingleShot(true);
    mTimer.setInterval(3000);
    connect(&mTimer, &QTimer::timeout, this, &Autosave::writeNow);
    connect(document, &Document::changed, this, [this] {
        if (mDocument->isModified())
            mTimer.start(); // restarts: we write when the user pauses
    });
}

QString Autosave::autosavePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("autosave.cluster.json"));
}

bool Autosave::hasRecovery()
{
    return QFile::exists(autosavePath());
}

bool Autosave::writeNow()
{
    if (!mDocument->isModified())
        return true;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QSaveFile file(autosavePath());
    const std::string text = DesignWriter::toText(mDocument->design());
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) < 0
        || !file.commit())
        return false;
    QSaveFile origin(autosavePath() + QStringLiteral(".origin"));
    if (origin.open(QIODevice::WriteOnly)) {
        origin.write(mDocument->fileName().toUtf8());
        origin.commit();
    }
    return true;
}

bool Autosave::restoreInto(Document *document, QString *error)
{
    auto result = DesignReader::readFile(autosavePath().toStdString(), document->catalog());
    if (!result.ok()) {
        if (error && !result.errors.empty())
            *error = QString::fromStdString(result.errors.front().toString());
        return false;
    }
    QFile origin(autosavePath() + QStringLiteral(".origin"));
    QString fileName;
    if (origin.open(QIODevice::ReadOnly))
        fileName = QString::fromUtf8(origin.readAll());
    document->resetDesign(std::move(*result.design), fileName, true);
    return true;
}

void Autosave::discard()
{
    QFile::remove(autosavePath());
    QFile::remove(autosavePath() + QStringLiteral(".origin"));
}

} // namespace cl
