// SPDX-License-Identifier: GPL-3.0-or-later
#include "applycalibration.h"

#include "calibration/probecalibration.h"
#include "document/document.h"

#include <QCoreApplication>

namespace cl {

ApplyCalibrationCommand::ApplyCalibrationCommand(Document *document, std::string gpuId,
                                                 std::string profileText, const QString &text)
    : QUndoCommand(text)
    , mDocument(document)
    , mGpuId(std::move(gpuId))
    , mAfter(std::move(profileText))
    , mBefore(storedCalibrationText(mGpuId))
{ }

void ApplyCalibrationCommand::redo()
{
    // Apply, or redo after undo: either way the folder must hold what was there before.
    if (!put(mAfter, mBefore))
        setObsolete(true);
}

void ApplyCalibrationCommand::undo()
{
    if (!put(mBefore, mAfter))
        setObsolete(true);
}

bool ApplyCalibrationCommand::put(const std::optional<std::string> &text,
                                  const std::optional<std::string> &expected)
{
    mError.clear();
    if (storedCalibrationText(mGpuId) != expected) {
        mError = QCoreApplication::translate(
                     "cl::ApplyCalibrationCommand",
                     "The calibration of %1 was changed elsewhere since; it is left as it is.")
                     .arg(QString::fromStdString(mGpuId));
        mDocument->emitNotice(mError);
        return false;
    }
    std::string why;
    if (!restoreCalibrationText(mGpuId, text, &why)) {
        mError = QString::fromStdString(why);
        mDocument->emitNotice(mError);
        return false;
    }
    mDocument->emitCalibrationsChanged();
    return true;
}

} // namespace cl
