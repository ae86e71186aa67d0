// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "calibration/probecalibration.h"

#include <QDialog>
#include <QProcess>
#include <QTimer>

#include <optional>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace clw {
class LineChartPanel;
}

namespace cl {

class Catalog;

/**
 * "Calibrate against this GPU": runs clusterledger-probe in its own process (a crash or a hang
 * never takes the app down), follows its progress, and shows what it measured against the
 * datasheet; Apply stores the profile the ledger then uses. Also imports a report run elsewhere.
 */
class CalibrateDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CalibrateDialog(const Catalog &catalog, QWidget *parent = nullptr);
    ~CalibrateDialog() override;

    /** The probe executable: $CLUSTERLEDGER_PROBE, beside the app, or on PATH. */
    static QString findProbe();
    void setProbeProgram(const QString &program) { mProgram = program; }
    void setTimeoutMs(int ms) { mTimeout.setInterval(ms); }

    void startProbe();
    /** Shows a report saved from a run elsewhere (a lab server, a cloud instance). */
    bool importReport(const QString &fileName);
    /** Stores the shown profiles; emits applied(). */
    bool apply();

    const std::optional<CalibrationResult> &result() const { return mResult; }
    QTableWidget *table() const { return mTable; }
    clw::LineChartPanel *chart() const { return mChart; }
    QString statusText() const;
    bool isRunning() const { return mProcess.state() != QProcess::NotRunning; }

signals:
    void applied();
    void finishedRun();

private:
    void readOutput();
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void showResult(const std::optional<CalibrationResult> &result, const QString &source,
                    const nlohmann::json *report);
    void fail(const QString &message);

    const Catalog &mCatalog;
    QString mProgram;
    QProcess mProcess;
    QTimer mTimeout;
    QByteArray mBuffer;
    QByteArray mLastReport;
    QString mStderr;
    int mPhases = 0;
    std::optional<CalibrationResult> mResult;

    QCheckBox *mQuick = nullptr;
    QPushButton *mRun = nullptr;
    QPushButton *mCancel = nullptr;
    QPushButton *mImport = nullptr;
    QPushButton *mApply = nullptr;
    QProgressBar *mProgress = nullptr;
    QLabel *mStatus = nullptr;
    QTableWidget *mTable = nullptr;
    clw::LineChartPanel *mChart = nullptr;
};

} // namespace cl
