// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUndoCommand>

#include <optional>
#include <string>

namespace cl {

class Document;

/**
 * Stores a calibration profile for one GPU as one undo step: undo puts back the profile that was
 * stored before (or removes the new one). The profile lives in the user's calibration folder, not
 * in the design, so undo checks the file is still the one this step wrote: a newer calibration
 * (another window, the CLI) is never overwritten by an old undo.
 */
class ApplyCalibrationCommand : public QUndoCommand
{
public:
    ApplyCalibrationCommand(Document *document, std::string gpuId, std::string profileText,
                            const QString &text);
    void redo() override;
    void undo() override;

    /** Why the last redo or undo could not write the folder; empty when it could. */
    const QString &error() const { return mError; }

private:
    bool put(const std::optional<std::string> &text, const std::optional<std::string> &expected);

    Document *mDocument;
    std::string mGpuId;
    std::string mAfter;
    std::optional<std::string> mBefore;
    QString mError;
};

} // namespace cl
