// SPDX-License-Identifier: GPL-3.0-or-later
#include "calibratedialog.h"

#include "catalog/catalog.h"
#include "charts/chartpanel.h"
#include "gui/dialogs.h"
#include "text/ledgerformat.h"
#include "text/probetext.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace cl {

namespace {
constexpr int kExpectedPhases = 12; // inventory, bandwidth, host, six GEMM precisions, done…
}

CalibrateDialog::CalibrateDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
    , mProgram(findProbe())
{
    setObjectName(QStringLiteral("calibrateDialog"));
    setWindowTitle(tr("Calibrate Against This GPU"));
    resize(900, 640);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    mQuick = new QCheckBox(tr("Quick run (about 10 s)"), this);
    mQuick->setChecked(true);
    mRun = new QPushButton(tr("Run the Probe"), this);
    mRun->setObjectName(QStringLiteral("calibrateRun"));
    mCancel = new QPushButton(tr("Cancel"), this);
    mCancel->setEnabled(false);
    mImport = new QPushButton(tr("Import Probe Report…"), this);
    mImport->setObjectName(QStringLiteral("calibrateImport"));
    top->addWidget(mQuick);
    top->addWidget(mRun);
    top->addWidget(mCancel);
    top->addStretch(1);
    top->addWidget(mImport);
    layout->addLayout(top);
    mProgress = new QProgressBar(this);
    mProgress->setRange(0, kExpectedPhases);
    mProgress->setValue(0);
    layout->addWidget(mProgress);
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("calibrateStatus"));
    mStatus->setWordWrap(true);
    layout->addWidget(mStatus);
    mTable = new QTableWidget(0, 4, this);
    mTable->setObjectName(QStringLiteral("calibrateTable"));
    mTable->setHorizontalHeaderLabels(
        {tr("Measurement"), tr("Measured"), tr("Datasheet"), tr("Efficiency used")});
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(mTable, 1);
    mChart = new clw::LineChartPanel(this);
    layout->addWidget(mChart, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mApply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    mApply->setObjectName(QStringLiteral("calibrateApply"));
    mApply->setEnabled(false);
    layout->addWidget(buttons);

    // A watchdog on silence, not on the whole run: the probe prints a line per phase (a few
    // seconds apart), and a machine with eight GPUs takes eight times one GPU's budget.
    mTimeout.setSingleShot(true);
    mTimeout.setInterval(60000);
    connect(&mTimeout, &QTimer::timeout, this, [this] {
        mProcess.kill();
        fail(tr("The probe printed nothing for %1 s and was stopped.")
                 .arg(mTimeout.interval() / 1000));
    });
    connect(mRun, &QPushButton::clicked, this, &CalibrateDialog::startProbe);
    connect(mCancel, &QPushButton::clicked, this, [this] {
        mProcess.kill();
        fail(tr("Cancelled."));
    });
    connect(mImport, &QPushButton::clicked, this, [this] {
        const QString file
            = Dialogs::instance().openFileName(this, tr("Import Probe Report"), QString(),
                                               tr("Probe reports (*.json *.jsonl);;All files (*)"));
        if (!file.isEmpty())
            importReport(file);
    });
    connect(mApply, &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&mProcess, &QProcess::readyReadStandardOutput, this, &CalibrateDialog::readOutput);
    connect(&mProcess, &QProcess::readyReadStandardError, this,
            [this] { mStderr += QString::fromUtf8(mProcess.readAllStandardError()); });
    connect(&mProcess, &QProcess::finished, this, &CalibrateDialog::processFinished);
    connect(&mProcess, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(tr("The probe could not be started (%1). It is built only where the CUDA toolkit "
                    "was found; you can import a report run elsewhere.")
                     .arg(mProgram.isEmpty() ? tr("not found") : mProgram));
    });
    mStatus->setText(
        mProgram.isEmpty()
            ? tr("The probe program was not found. Import a report run on another machine instead.")
            : tr("Ready to measure the GPUs in this machine."));
    mStatus->setToolTip(QDir::toNativeSeparators(mProgram)); // where the probe is, for support
}

CalibrateDialog::~CalibrateDialog()
{
    if (mProcess.state() != QProcess::NotRunning) {
        mProcess.kill();
        mProcess.waitForFinished(2000);
    }
}

namespace {

std::string textOf(const nlohmann::json &j, const char *key)
{
    if (!j.is_object())
        return {};
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<double> numberOf(const nlohmann::json &j, const char *key)
{
    if (!j.is_object())
        return std::nullopt;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number())
        return std::nullopt;
    const double x = it->get<double>();
    return std::isfinite(x) ? std::optional<double>(x) : std::nullopt;
}

} // namespace

QString CalibrateDialog::findProbe()
{
    const QString env = qEnvironmentVariable("CLUSTERLEDGER_PROBE");
    if (!env.isEmpty())
        return env;
    const QDir appDir(QCoreApplication::applicationDirPath());
    for (const QString &candidate :
         {appDir.filePath(QStringLiteral("clusterledger-probe")),
          appDir.filePath(QStringLiteral("probe/clusterledger-probe"))}) {
        if (QFileInfo(candidate).isExecutable())
            return candidate;
    }
    return QStandardPaths::findExecutable(QStringLiteral("clusterledger-probe"));
}

QString CalibrateDialog::statusText() const
{
    return mStatus->text();
}

void CalibrateDialog::startProbe()
{
    if (mProgram.isEmpty() || isRunning())
        return;
    mBuffer.clear();
    mLastReport.clear();
    mStderr.clear();
    mPhases = 0;
    mProgress->setValue(0);
    mApply->setEnabled(false);
    mRun->setEnabled(false);
    mCancel->setEnabled(true);
    mStatus->setText(tr("Measuring…"));
    QStringList args;
    if (mQuick->isChecked())
        args << QStringLiteral("--quick");
    mTimeout.start();
    mProcess.start(mProgram, args);
}

void CalibrateDialog::readOutput()
{
    mBuffer += mProcess.readAllStandardOutput();
    mTimeout.start(); // it is still working
    int newline;
    while ((newline = mBuffer.indexOf('\n')) >= 0) {
        const QByteArray line = mBuffer.left(newline).trimmed();
        mBuffer.remove(0, newline + 1);
        if (line.isEmpty())
            continue;
        const auto j = nlohmann::json::parse(line.constData(), line.constData() + line.size(),
                                             nullptr, false);
        if (j.is_discarded() || !j.is_object())
            continue;
        const std::string type = textOf(j, "type");
        if (type == "progress") {
            mProgress->setValue(std::min(kExpectedPhases, ++mPhases));
            mStatus->setText(tr("Measuring: %1").arg(probePhaseText(textOf(j, "phase"))));
        } else if (type == "report" || j.contains("schema")) {
            mLastReport = line;
        }
    }
}

void CalibrateDialog::processFinished(int exitCode, QProcess::ExitStatus status)
{
    mTimeout.stop();
    mRun->setEnabled(true);
    mCancel->setEnabled(false);
    readOutput();
    if (status == QProcess::CrashExit) {
        if (!mStatus->text().startsWith(tr("Cancelled"))
            && !mStatus->text().contains(QLatin1String(" s ")))
            fail(tr("The probe crashed (%1). The application is unaffected.")
                     .arg(mStderr.trimmed()));
        emit finishedRun();
        return;
    }
    if (mLastReport.isEmpty()) {
        mProgress->setValue(0);
        fail(
            tr("The probe gave no report (exit code %1): %2").arg(exitCode).arg(mStderr.trimmed()));
        emit finishedRun();
        return;
    }
    const auto report = nlohmann::json::parse(
        mLastReport.constData(), mLastReport.constData() + mLastReport.size(), nullptr, false);
    // No GPU to measure: say what was found and what to do, in the user's language, and point
    // at the way on (a report from a machine that has one), not CUDA's own words.
    if (report.is_object() && report.contains("error") && report["error"].is_object()) {
        const std::string code = textOf(report["error"], "code");
        mProgress->setValue(0);
        {
            const nlohmann::json runtime
                = report.contains("runtime") ? report["runtime"] : nlohmann::json();
            fail(probeUnavailableText(code, QString::fromStdString(textOf(runtime, "cuda_driver")),
                                      QString::fromStdString(textOf(runtime, "cuda_runtime"))));
        }
        mImport->setDefault(true);
        mImport->setFocus();
        emit finishedRun();
        return;
    }
    LoadErrors errors;
    auto result = calibrationFromProbeReport(report, mCatalog, "probe", errors);
    if (!result) {
        QString why = errors.empty() ? tr("the report could not be read")
                                     : QString::fromStdString(errors.front().message);
        fail(tr("No calibration: %1").arg(why));
    } else {
        mProgress->setValue(kExpectedPhases);
        showResult(result, tr("this machine"), &report);
    }
    emit finishedRun();
}

bool CalibrateDialog::importReport(const QString &fileName)
{
    LoadErrors errors;
    auto result = readCalibrationInput(fileName.toStdString(), mCatalog, errors);
    if (!result) {
        QStringList lines;
        for (const auto &e : errors)
            lines << QString::fromStdString(e.toString());
        fail(tr("The report cannot be used: %1").arg(lines.join(QLatin1Char('\n'))));
        return false;
    }
    showResult(result, QFileInfo(fileName).fileName(), nullptr);
    return true;
}

void CalibrateDialog::fail(const QString &message)
{
    mStatus->setText(message);
    mApply->setEnabled(false);
    mRun->setEnabled(true);
    mCancel->setEnabled(false);
}

void CalibrateDialog::showResult(const std::optional<CalibrationResult> &result,
                                 const QString &source, const nlohmann::json *report)
{
    mResult = result;
    mTable->setRowCount(0);
    clw::LineChartData chart;
    chart.title = tr("GEMM throughput against matrix size");
    chart.xTitle = tr("matrix size (m = n = k)");
    chart.yTitle = tr("TFLOP/s");
    chart.logX = true;
    auto addRow = [&](const QString &what, const QString &measured, const QString &datasheet,
                      const QString &used) {
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        const QString cells[] = {what, measured, datasheet, used};
        for (int c = 0; c < 4; ++c)
            mTable->setItem(row, c, new QTableWidgetItem(cells[c]));
    };
    for (std::size_t i = 0; i < result->profiles.size(); ++i) {
        const CalibrationProfile &p = result->profiles[i];
        const CalibrationMeasurement &m = result->measurements[i];
        const GpuModel *gpu = mCatalog.gpu(p.gpuId);
        for (const auto &[precision, tflops] : m.gemmTflops) {
            const auto format = valueOf(numberFormatNames(), precision);
            const double peak
                = gpu && format ? rateOf(gpu->peakDense, *format).value_or(0) / 1e12 : 0;
            addRow(tr("%1 GEMM").arg(QString::fromStdString(precision).toUpper()),
                   display::number(tflops, 1) + QStringLiteral(" TFLOP/s (")
                       + display::percent(m.gemmFraction.at(precision)) + QLatin1Char(')'),
                   display::number(peak, 1) + QStringLiteral(" TFLOP/s"),
                   format ? display::percent(p.profile.gemmFraction(*format)) : QString());
        }
        if (m.memoryBytesPerS && gpu)
            addRow(tr("Memory bandwidth"), display::bytesPerSecond(*m.memoryBytesPerS),
                   display::bytesPerSecond(gpu->memoryBandwidthBytesPerS),
                   display::percent(p.profile.hbm));
        if (m.hostBytesPerS)
            addRow(tr("Host to device (pinned)"), display::bytesPerSecond(*m.hostBytesPerS),
                   QString(), QString());
        // Curves per precision from the report's points, with the datasheet peak dashed.
        const nlohmann::json *devices
            = report && report->contains("devices") ? &(*report)["devices"] : nullptr;
        if (devices && devices->is_array()) {
            for (const auto &d : *devices) {
                // One device's curves per model: eight identical cards would draw eight lines.
                if (!d.is_object() || textOf(d, "name") != m.deviceName || !d.contains("gemm")
                    || !d["gemm"].is_object() || !d["gemm"].contains("points")
                    || !d["gemm"]["points"].is_array())
                    continue;
                std::map<std::string, QList<QPointF>> curves;
                for (const auto &pt : d["gemm"]["points"]) {
                    // Read defensively: a report from elsewhere may be anything.
                    const auto size = pt.is_object() ? numberOf(pt, "m") : std::nullopt;
                    const auto tflops = pt.is_object() && pt.contains("tflops")
                                            ? numberOf(pt["tflops"], "median")
                                            : std::nullopt;
                    const bool requested = pt.is_object() && pt.contains("requested")
                                           && pt["requested"].is_boolean()
                                           && pt["requested"].get<bool>();
                    if (textOf(pt, "status") == "ok" && !requested && size && tflops)
                        curves[textOf(pt, "precision")] << QPointF(*size, *tflops);
                }
                for (const auto &[precision, points] : curves) {
                    chart.series << clw::LineSeries {QString::fromStdString(precision), points,
                                                     false};
                    const auto format = valueOf(numberFormatNames(), precision);
                    if (gpu && format && rateOf(gpu->peakDense, *format) && points.size() > 1)
                        chart.series << clw::LineSeries {
                            tr("%1 datasheet").arg(QString::fromStdString(precision)),
                            {QPointF(points.front().x(), *rateOf(gpu->peakDense, *format) / 1e12),
                             QPointF(points.back().x(), *rateOf(gpu->peakDense, *format) / 1e12)},
                            true};
                }
                break;
            }
        }
        const bool recorded = m.recordedOnGpu;
        mStatus->setText(
            tr("%1: %2 measured as %3%4. Apply to use these efficiencies wherever the design uses "
               "this GPU.")
                .arg(source, QString::fromStdString(m.deviceName), QString::fromStdString(p.gpuId),
                     recorded ? QString() : tr(" (this report was not measured on a real GPU)")));
    }
    for (const auto &[code, detail] : result->warnings)
        mStatus->setText(mStatus->text() + QLatin1Char('\n') + probeWarningText(code, detail));
    mChart->setData(chart);
    mApply->setEnabled(!result->profiles.empty());
}

bool CalibrateDialog::apply()
{
    if (!mResult)
        return false;
    for (std::size_t i = 0; i < mResult->profiles.size(); ++i) {
        std::string error;
        if (!storeCalibration(mResult->profiles[i], &mResult->measurements[i], &error)) {
            fail(tr("The profile could not be stored: %1").arg(QString::fromStdString(error)));
            return false;
        }
    }
    emit applied();
    return true;
}

} // namespace cl
