// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "changeevent.h"
#include "diagnostic.h"
#include "json/jsonerror.h"
#include "model/design.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <optional>

namespace cl {

class Catalog;

/**
 * One open design (Tiled's Document): owns the model, the undo stack and the file name. Views read
 * the design; every change goes through a command on undoStack() and ends in changed().
 */
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(const Catalog &catalog, QObject *parent = nullptr);
    ~Document() override;

    const Design &design() const { return mDesign; }
    const Catalog &catalog() const { return mCatalog; }
    QUndoStack *undoStack() { return &mUndoStack; }

    QString fileName() const { return mFileName; }
    /** The name to show: the file's name, or "Untitled". */
    QString displayName() const;
    bool isModified() const { return mForcedModified || !mUndoStack.isClean(); }
    /** Opened while another window holds the file: Save goes to Save As. */
    bool isReadOnly() const { return mReadOnly; }
    void setReadOnly(bool readOnly);

    /** Replaces the design from a file. On failure the current design is untouched. */
    bool load(const QString &fileName, LoadErrors *errors);
    /** The format version of the file last loaded (older ones are migrated on reading). */
    int loadedVersion() const { return mLoadedVersion; }
    /** Writes atomically; on failure the file on disk is untouched and error says why. */
    bool save(const QString &fileName, QString *error);

    /** The selected racks, devices and links, by id (the canvas, outline and inspector share it).
     */
    const QStringList &selection() const { return mSelection; }
    void setSelection(const QStringList &ids);

    /** Replaces the whole design (New, restore from autosave); clears the undo history. */
    void resetDesign(Design design, const QString &fileName, bool modified);

    /** For commands only: the one place the model is mutated, followed by changed(). */
    Design &designForEdit() { return mDesign; }
    void emitChanged(const ChangeEvent &event = ChangeEvent::everything())
    {
        mValidation.reset();
        emit changed(event);
    }
    /** The validator's diagnostics of the design as it is now, found once per change: the
     *  canvas's red outlines and the diagnostics list both read them (at 16,384 GPUs each
     *  validation is tens of milliseconds of an edit). */
    const Diagnostics &validation() const;
    /** For commands only: a stored calibration profile was written or put back. */
    void emitCalibrationsChanged() { emit calibrationsChanged(); }
    /** For commands only: why a step could not be done or undone, for the status bar. */
    void emitNotice(const QString &message) { emit notice(message); }

signals:
    /** After every change, saying what changed; listeners may ignore the argument. */
    void changed(const cl::ChangeEvent &event);
    void fileNameChanged();
    void modifiedChanged(bool modified);
    void selectionChanged();
    /** The user's stored calibration profiles changed (Apply from files, or its undo). */
    void calibrationsChanged();
    void notice(const QString &message);

private:
    const Catalog &mCatalog;
    Design mDesign;
    QUndoStack mUndoStack;
    QString mFileName;
    QStringList mSelection;
    bool mForcedModified = false;
    bool mReadOnly = false;
    int mLoadedVersion = 0;
    mutable std::optional<Diagnostics> mValidation;
};

} // namespace cl
