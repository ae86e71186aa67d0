// SPDX-License-Identifier: GPL-3.0-or-later
#include "document.h"

#include "io/designreader.h"
#include "io/designwriter.h"

#include <QFileInfo>
#include <QSaveFile>

namespace cl {

Document::Document(const Catalog &catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(catalog)
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

QString Document::displayName() const
{
    return mFileName.isEmpty() ? tr("Untitled") : QFileInfo(mFileName).fileName();
}

void Document::setSelection(const QStringList &ids)
{
    if (ids == mSelection)
        return;
    mSelection = ids;
    emit selectionChanged();
}

void Document::resetDesign(Design design, const QString &fileName, bool modified)
{
    mDesign = std::move(design);
    mUndoStack.clear();
    mFileName = fileName;
    mForcedModified = modified;
    mSelection.clear();
    emit fileNameChanged();
    emit modifiedChanged(isModified());
    emit selectionChanged();
    emit changed();
}

bool Document::load(const QString &fileName, LoadErrors *errors)
{
    auto result = DesignReader::readFile(fileName.toStdString(), mCatalog);
    if (!result.ok()) {
        if (errors)
            *errors = std::move(result.errors);
        return false;
    }
    resetDesign(std::move(*result.design), fileName, false);
    return true;
}

bool Document::save(const QString &fileName, QString *error)
{
    // QSaveFile gives the same guarantee as core's atomic writer (temp file + rename) and reports
    // errors in Qt's words; the bytes are the core writer's.
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const std::string text = DesignWriter::toText(mDesign);
    if (file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        if (error)
            *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    mUndoStack.setClean();
    if (mForcedModified) {
        mForcedModified = false;
        emit modifiedChanged(false);
    }
    if (mFileName != fileName) {
        mFileName = fileName;
        emit fileNameChanged();
    }
    return true;
}

} // namespace cl
