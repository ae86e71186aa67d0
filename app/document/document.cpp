// SPDX-License-Identifier: GPL-3.0-or-later
#include "document.h"

#include "io/atomicfile.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "validate/validator.h"

#include <QFileInfo>

namespace cl {

Document::Document(const Catalog &catalog, QObject *parent)
    : QObject(parent)
    , mCatalog(catalog)
{
    connect(&mUndoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document()
{
    // ~QUndoStack (a member, destroyed after this body) emits cleanChanged; nothing may hear it
    // then: the listeners (the main window among them) are already half destroyed.
    mUndoStack.disconnect(this);
    blockSignals(true);
}

QString Document::displayName() const
{
    return mFileName.isEmpty() ? tr("Untitled") : QFileInfo(mFileName).fileName();
}

void Document::setReadOnly(bool readOnly)
{
    if (readOnly == mReadOnly)
        return;
    mReadOnly = readOnly;
    emit fileNameChanged(); // the title says it
}

void Document::setSelection(const QStringList &ids)
{
    if (ids == mSelection)
        return;
    mSelection = ids;
    emit selectionChanged();
}

const Diagnostics &Document::validation() const
{
    if (!mValidation)
        mValidation = validateDesign(mDesign, mCatalog);
    return *mValidation;
}

void Document::resetDesign(Design design, const QString &fileName, bool modified)
{
    mDesign = std::move(design);
    mValidation.reset();
    mUndoStack.clear();
    mFileName = fileName;
    mForcedModified = modified;
    mReadOnly = false;
    mSelection.clear();
    emit fileNameChanged();
    emit modifiedChanged(isModified());
    emit selectionChanged();
    emit changed(ChangeEvent::everything());
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
    mLoadedVersion = result.version;
    return true;
}

bool Document::save(const QString &fileName, QString *error)
{
    // Core's atomic writer, as the CLI uses: temp file, fsync, rename, fsync of the folder; it
    // follows a link to its target and clears temp files a killed save left behind. The text is
    // read back first: a save that would not open again replaces nothing.
    std::string why;
    const auto text = DesignWriter::checkedText(mDesign, mCatalog, &why);
    if (!text || !writeFileAtomically(fileName.toStdString(), *text, &why)) {
        if (error)
            *error = QString::fromStdString(why);
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
