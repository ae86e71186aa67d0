// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecalibrationdialog.h"

#include "calibration/probecalibration.h"
#include "catalog/catalog.h"
#include "engine/clusterspec.h"
#include "engine/ledger.h"
#include "gui/dialogs.h"
#include "model/design.h"
#include "text/calibrationtext.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

QTableWidget *makeTable(QWidget *parent, const QString &objectName, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(objectName);
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setStretchLastSection(true);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setWordWrap(true);
    // Rows follow their text as the columns resize (a sentence per file wraps).
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

void setRow(QTableWidget *t, int row, const QStringList &cells)
{
    for (int c = 0; c < int(cells.size()); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        item->setToolTip(cells[c]);
        t->setItem(row, c, item);
    }
}

QString fileName(const std::string &path)
{
    return QFileInfo(QString::fromStdString(path)).fileName();
}

/** The ledger's time for the design: calibrated where a profile applies, else datasheet. */
const TrainingEstimate *shownTraining(const DesignLedger &l)
{
    if (l.trainingCalibrated && l.trainingCalibrated->valid)
        return &*l.trainingCalibrated;
    return l.training && l.training->valid ? &*l.training : nullptr;
}

} // namespace

FileCalibrationDialog::FileCalibrationDialog(const Catalog &catalog, const Design &design,
                                             QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
    , mDesign(design)
{
    setObjectName(QStringLiteral("fileCalibrationDialog"));
    setWindowTitle(tr("Calibrate From Files"));
    setAcceptDrops(true);
    resize(1000, 720);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Add what your team already has: nccl-tests outputs, training logs (Megatron-LM, NeMo, "
           "torchtitan, DeepSpeed), telemetry (nvidia-smi CSV, dcgm-exporter) and probe reports. "
           "Drop files here or add them; what the files do not say is asked below."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // The files across the whole width (what each gave is a sentence); below them, what the
    // files do not say beside what they change.
    auto *top = new QHBoxLayout;
    mFiles = makeTable(this, QStringLiteral("calibrationFiles"),
                       {tr("File"), tr("Kind"), tr("What was read")});
    mFiles->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mFiles->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    top->addWidget(mFiles, 1);
    auto *side = new QVBoxLayout;
    auto *add = new QPushButton(tr("Add Files…"), this);
    add->setObjectName(QStringLiteral("calibrationAddFiles"));
    mRemove = new QPushButton(tr("Remove"), this);
    mRemove->setObjectName(QStringLiteral("calibrationRemoveFile"));
    side->addWidget(add);
    side->addWidget(mRemove);
    side->addStretch(1);
    top->addLayout(side);
    layout->addLayout(top, 2);

    auto *middle = new QHBoxLayout;
    auto *box = new QGroupBox(tr("What the files do not say"), this);
    buildOptions(box);
    middle->addWidget(box, 2);
    auto *changes = new QVBoxLayout;
    changes->addWidget(new QLabel(tr("What it changes"), this));
    mChanges
        = makeTable(this, QStringLiteral("calibrationChanges"),
                    {tr("Efficiency"), tr("Before"), tr("After"), tr("Change"), tr("From file")});
    for (int c = 0; c < 4; ++c)
        mChanges->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    mChanges->setWordWrap(false);
    changes->addWidget(mChanges, 1);
    middle->addLayout(changes, 3);
    layout->addLayout(middle, 3);
    mEffect = new QLabel(this);
    mEffect->setObjectName(QStringLiteral("calibrationEffect"));
    mEffect->setWordWrap(true);
    QFont bold = mEffect->font();
    bold.setBold(true); // the line a planner came for
    mEffect->setFont(bold);
    layout->addWidget(mEffect);
    mMessages = new QLabel(this);
    mMessages->setObjectName(QStringLiteral("calibrationMessages"));
    mMessages->setWordWrap(true);
    mMessages->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mMessages);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mApply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    mApply->setObjectName(QStringLiteral("calibrationApply"));
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, [this] {
        addFiles(Dialogs::instance().openFileNames(
            this, tr("Calibrate From Files"), QString(),
            tr("Benchmark outputs, logs and telemetry (*.txt *.log *.out *.csv *.prom *.json "
               "*.jsonl);;All files (*)")));
    });
    connect(mRemove, &QPushButton::clicked, this, [this] { removeFile(mFiles->currentRow()); });
    connect(mFiles, &QTableWidget::itemSelectionChanged, this,
            [this] { mRemove->setEnabled(mFiles->currentRow() >= 0); });
    connect(mApply, &QPushButton::clicked, this, [this] {
        if (!profileText().empty()) {
            emit applyRequested();
            accept();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    preview();
}

void FileCalibrationDialog::buildOptions(QWidget *box)
{
    auto *form = new QFormLayout(box);
    mGpu = new QComboBox(box);
    mGpu->setObjectName(QStringLiteral("calibrationGpu"));
    mGpu->addItem(tr("As the files name it"), QString());
    for (const auto &[id, gpu] : mCatalog.gpus)
        mGpu->addItem(display::partName(gpu), QString::fromStdString(id));
    mNetwork = new QComboBox(box);
    mNetwork->setObjectName(QStringLiteral("calibrationNetwork"));
    mNetwork->addItem(tr("Not given"), QString());
    for (const auto &n : networkPresets())
        mNetwork->addItem(QString::fromUtf8(n.label), QString::fromUtf8(n.name));
    mPerServer = new QSpinBox(box);
    mPerServer->setObjectName(QStringLiteral("calibrationGpusPerServer"));
    mPerServer->setRange(0, 1024);
    mPerServer->setSpecialValueText(tr("As the files say"));
    mModel = new QComboBox(box);
    mModel->setObjectName(QStringLiteral("calibrationModel"));
    mModel->addItem(tr("As the log prints it"), QString());
    for (const auto &[id, model] : mCatalog.models)
        mModel->addItem(display::partName(model), QString::fromStdString(id));
    form->addRow(tr("GPU:"), mGpu);
    form->addRow(tr("Network between servers:"), mNetwork);
    form->addRow(tr("GPUs per server:"), mPerServer);
    form->addRow(tr("Model trained:"), mModel);
    for (QComboBox *c : {mGpu, mNetwork, mModel}) {
        // Catalog names are long: the form stays narrow and the list shows them whole.
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(18);
    }
    for (QComboBox *c : {mGpu, mNetwork, mModel})
        connect(c, &QComboBox::currentIndexChanged, this, &FileCalibrationDialog::preview);
    connect(mPerServer, &QSpinBox::valueChanged, this, &FileCalibrationDialog::preview);
}

CalibrationOptions FileCalibrationDialog::options() const
{
    CalibrationOptions o;
    o.gpuId = mGpu->currentData().toString().toStdString();
    o.network = mNetwork->currentData().toString().toStdString();
    if (mPerServer->value() > 0)
        o.gpusPerNode = mPerServer->value();
    o.modelPreset = mModel->currentData().toString().toStdString();
    return o;
}

void FileCalibrationDialog::addFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (path.isEmpty() || mPaths.contains(path))
            continue;
        LoadErrors errors;
        auto file = loadCalibrationFile(path.toStdString(), std::nullopt, errors);
        if (!file) {
            mErrors.insert(mErrors.end(), errors.begin(), errors.end());
            continue;
        }
        mPaths << path;
        mLoaded.push_back(std::move(*file));
    }
    preview();
    mErrors.clear(); // unreadable files are named once, then left out
}

void FileCalibrationDialog::removeFile(int row)
{
    if (row < 0 || row >= int(mPaths.size()))
        return;
    mPaths.removeAt(row);
    mLoaded.erase(mLoaded.begin() + row);
    preview();
}

void FileCalibrationDialog::preview()
{
    if (!mGpu)
        return; // still building the form
    LoadErrors errors = mErrors;
    mResult.reset();
    if (!mLoaded.empty()) {
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        LoadErrors storedErrors;
        mResult = calibrateFromFiles(mLoaded, options(), mCatalog,
                                     loadStoredCalibrations(mCatalog, storedErrors), errors);
        QGuiApplication::restoreOverrideCursor();
    }
    showInputs();
    showChanges();
    showEffect();
    QStringList lines;
    for (const auto &e : errors)
        lines << tr("Error: %1").arg(loadErrorText(e));
    if (mResult)
        for (const auto &w : mResult->warnings)
            lines << tr("Warning: %1").arg(loadErrorText(w));
    mMessages->setText(lines.join(QLatin1Char('\n')));
    mMessages->setVisible(!lines.isEmpty());
    mApply->setEnabled(!profileText().empty());
    mRemove->setEnabled(mFiles->currentRow() >= 0);
}

void FileCalibrationDialog::showInputs()
{
    mFiles->setRowCount(int(mPaths.size()));
    for (int row = 0; row < int(mPaths.size()); ++row) {
        const std::string path = mPaths[row].toStdString();
        const auto kind = detectCalibrationInput(mLoaded[row].text);
        QString kindText
            = kind ? calibrationKindText(std::string(nameOf(calibrationInputKindNames(), *kind)))
                   : tr("not recognised");
        QString read = tr("not read: see the messages below");
        if (mResult) {
            for (const auto &input : mResult->inputs)
                if (input.value("file", "") == path) {
                    read = calibrationInputText(input);
                    kindText = calibrationKindText(input.value("kind", ""));
                }
        }
        setRow(mFiles, row, {QFileInfo(mPaths[row]).fileName(), kindText, read});
        mFiles->item(row, 0)->setToolTip(mPaths[row]);
    }
}

void FileCalibrationDialog::showChanges()
{
    const auto *changes = mResult ? &mResult->changes : nullptr;
    mChanges->setRowCount(changes ? int(changes->size()) : 0);
    for (int row = 0; changes && row < int(changes->size()); ++row) {
        const auto &c = (*changes)[row];
        const double relative = c.before > 0 ? c.after / c.before - 1 : 0;
        setRow(mChanges, row,
               {calibrationFigureText(c.figure), display::number(c.before, 3),
                display::number(c.after, 3),
                QStringLiteral("%1%2 %").arg(relative >= 0 ? QStringLiteral("+") : QString(),
                                             display::number(relative * 100, 1)),
                fileName(c.file)});
    }
}

void FileCalibrationDialog::showEffect()
{
    if (!mResult || !mResult->profile) {
        mEffect->setText(mLoaded.empty() ? tr("No files yet.")
                         : mResult       ? tr("Nothing to calibrate from: telemetry is read "
                                                    "against the plan (Tools > Plan Against "
                                                    "Actual), not fitted.")
                                         : QString());
        return;
    }
    const std::string gpu = mResult->profile->gpuId;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    LoadErrors errors;
    Calibrations calibrations = loadStoredCalibrations(mCatalog, errors);
    if (!mBefore)
        mBefore = evaluateDesign(mDesign, mCatalog, calibrations);
    const DesignLedger &before = *mBefore;
    calibrations[gpu] = mResult->profile->profile;
    const bool uses = std::any_of(before.islands.begin(), before.islands.end(),
                                  [&](const IslandReport &i) { return i.gpuModels.count(gpu); });
    const DesignLedger after
        = uses ? evaluateDesign(mDesign, mCatalog, calibrations) : DesignLedger {};
    QGuiApplication::restoreOverrideCursor();
    if (!uses) {
        mEffect->setText(tr("This design has no %1: the profile applies to designs that use it.")
                             .arg(QString::fromStdString(gpu)));
        return;
    }
    const TrainingEstimate *a = shownTraining(before);
    const TrainingEstimate *b = shownTraining(after);
    if (!a || !b) {
        mEffect->setText(tr("The design trains nothing that the profile could move."));
        return;
    }
    QString text = tr("On this design: training time %1 → %2 (%3%4 %), measured on %5 GPUs.")
                       .arg(display::days(a->trainDays), display::days(b->trainDays),
                            b->trainDays >= a->trainDays ? QStringLiteral("+") : QString(),
                            display::number((b->trainDays / a->trainDays - 1) * 100, 1))
                       .arg(mResult->profile->profile.calibratedAtGpus);
    if (b->band)
        text += QLatin1Char(' ') + display::trainingBand(*b->band);
    mEffect->setText(text);
}

QString FileCalibrationDialog::effectText() const
{
    return mEffect->text();
}

QString FileCalibrationDialog::messagesText() const
{
    return mMessages->text();
}

std::string FileCalibrationDialog::profileText() const
{
    if (!mResult || !mResult->profile)
        return {};
    return calibrationToJson(*mResult->profile, nullptr).dump(2) + "\n";
}

std::string FileCalibrationDialog::gpuId() const
{
    return mResult && mResult->profile ? mResult->profile->gpuId : std::string();
}

void FileCalibrationDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void FileCalibrationDialog::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    addFiles(paths);
    event->acceptProposedAction();
}

} // namespace cl
