// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "calibration/filecalibration.h"
#include "engine/ledger.h"

#include <QDialog>
#include <QStringList>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cl {

class Catalog;
class Design;

/**
 * Tools > Calibrate > From Files: the files a team already has (nccl-tests outputs, training
 * logs, telemetry, probe reports), added or dropped, with what the files do not say asked for
 * beside them. Every change previews at once: what each file gave, which efficiency it moves and
 * by how much, and what that does to this design's training time. Apply hands the profile to
 * the caller, which stores it as one undo step (ApplyCalibrationCommand).
 */
class FileCalibrationDialog : public QDialog
{
    Q_OBJECT

public:
    FileCalibrationDialog(const Catalog &catalog, const Design &design, QWidget *parent = nullptr);

    /** Adds files (kinds detected) and previews again; files already listed are not doubled. */
    void addFiles(const QStringList &paths);
    void removeFile(int row);
    QStringList files() const { return mPaths; }

    /** The calibration the files give, as previewed; nullopt when they give none. */
    const std::optional<FileCalibration> &calibration() const { return mResult; }
    /** The profile to store, as its file's text (calibrationToJson); empty without one. */
    std::string profileText() const;
    /** The GPU the profile is for; empty without one. */
    std::string gpuId() const;

    QTableWidget *filesTable() const { return mFiles; }
    QTableWidget *changesTable() const { return mChanges; }
    QComboBox *gpuCombo() const { return mGpu; }
    QComboBox *modelCombo() const { return mModel; }
    QComboBox *networkCombo() const { return mNetwork; }
    QSpinBox *gpusPerServer() const { return mPerServer; }
    QString effectText() const;
    QString messagesText() const;
    QPushButton *applyButton() const { return mApply; }

signals:
    void applyRequested();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildOptions(QWidget *box);
    void preview();
    void showInputs();
    void showChanges();
    void showEffect();
    CalibrationOptions options() const;

    const Catalog &mCatalog;
    const Design &mDesign;
    QStringList mPaths;
    std::vector<CalibrationFile> mLoaded; ///< in mPaths' order
    std::optional<FileCalibration> mResult;
    LoadErrors mErrors;
    /** The design's ledger on the stored profiles: the same while the dialog is open. */
    std::optional<DesignLedger> mBefore;

    QTableWidget *mFiles = nullptr;
    QTableWidget *mChanges = nullptr;
    QComboBox *mGpu = nullptr;
    QComboBox *mModel = nullptr;
    QComboBox *mNetwork = nullptr;
    QSpinBox *mPerServer = nullptr;
    QLabel *mEffect = nullptr;
    QLabel *mMessages = nullptr;
    QPushButton *mRemove = nullptr;
    QPushButton *mApply = nullptr;
};

} // namespace cl
