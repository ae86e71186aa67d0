// SPDX-License-Identifier: GPL-3.0-or-later
#include "planactualdialog.h"

#include "engine/ledger.h"
#include "gui/dialogs.h"
#include "ledgerservice.h"
#include "text/calibrationtext.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

QString spanText(double seconds)
{
    if (seconds >= 2 * 86400)
        return PlanActualDialog::tr("%1 days").arg(display::number(seconds / 86400, 1));
    if (seconds >= 3600)
        return PlanActualDialog::tr("%1 h").arg(display::number(seconds / 3600, 1));
    if (seconds >= 60)
        return PlanActualDialog::tr("%1 min").arg(display::number(seconds / 60));
    return PlanActualDialog::tr("%1 s").arg(display::number(seconds));
}

QString periodHeader(const BillPeriod &p)
{
    QStringList lines {QFileInfo(QString::fromStdString(p.file)).fileName()};
    QStringList when;
    if (p.startEpochS)
        // nvidia-smi writes the machine's local time: shown as written, not converted.
        when << QDateTime::fromSecsSinceEpoch(qint64(*p.startEpochS), Qt::UTC)
                    .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    if (p.durationS)
        when << spanText(*p.durationS);
    when << PlanActualDialog::tr("%n GPU(s)", nullptr, p.actual.gpus);
    lines << when.join(QStringLiteral(" · "));
    return lines.join(QLatin1Char('\n'));
}

QString signedPercent(double fraction)
{
    return QStringLiteral("%1%2 %").arg(fraction >= 0 ? QStringLiteral("+") : QString(),
                                        display::number(fraction * 100, 1));
}

} // namespace

PlanActualDialog::PlanActualDialog(const Catalog &catalog, LedgerService *ledger, QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
    , mLedger(ledger)
{
    setObjectName(QStringLiteral("planActualDialog"));
    setWindowTitle(tr("Plan Against Actual"));
    resize(1000, 640);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The running cluster's bill: add one telemetry file per period (a week's "
           "nvidia-smi --query-gpu CSV, a day's dcgm-exporter scrapes). Each figure is set "
           "against what the ledger plans per GPU; drifts over the tolerance are marked."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *controls = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add Files…"), this);
    add->setObjectName(QStringLiteral("actualAddFiles"));
    mRemove = new QPushButton(tr("Remove Period"), this);
    mRemove->setObjectName(QStringLiteral("actualRemove"));
    mTolerance = new QDoubleSpinBox(this);
    mTolerance->setObjectName(QStringLiteral("actualTolerance"));
    mTolerance->setRange(1, 100);
    mTolerance->setDecimals(0);
    mTolerance->setSuffix(QStringLiteral(" %"));
    mTolerance->setValue(10);
    auto *fields = new QLineEdit(this);
    fields->setObjectName(QStringLiteral("actualFields"));
    fields->setPlaceholderText(QStringLiteral("timestamp,index,utilization.gpu,power.draw"));
    fields->setMinimumWidth(fields->fontMetrics().horizontalAdvance(fields->placeholderText())
                            + 24);
    fields->setToolTip(tr("The --query-gpu list a CSV was written with when it has no header "
                          "line (--format=csv,noheader)"));
    mInterval = new QDoubleSpinBox(this);
    mInterval->setObjectName(QStringLiteral("actualInterval"));
    mInterval->setRange(0, 86400);
    mInterval->setDecimals(0);
    mInterval->setSuffix(tr(" s"));
    mInterval->setSpecialValueText(tr("from the timestamps"));
    mInterval->setToolTip(tr("Seconds between the scrapes of a Prometheus file without "
                             "timestamps (curl in a loop writes none): gives the file a span "
                             "and the NIC counters a rate"));
    auto *form = new QFormLayout;
    form->addRow(tr("Mark drifts over:"), mTolerance);
    form->addRow(tr("Scrape interval:"), mInterval);
    form->addRow(tr("Fields of a CSV without header:"), fields);
    controls->addWidget(add);
    controls->addWidget(mRemove);
    controls->addStretch(1);
    controls->addLayout(form);
    layout->addLayout(controls);

    mTable = new QTableWidget(this);
    mTable->setObjectName(QStringLiteral("actualTable"));
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionBehavior(QAbstractItemView::SelectColumns);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(mTable, 1);
    mNotes = new QLabel(this);
    mNotes->setObjectName(QStringLiteral("actualNotes"));
    mNotes->setWordWrap(true);
    mNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mNotes);
    mMessages = new QLabel(this);
    mMessages->setObjectName(QStringLiteral("actualMessages"));
    mMessages->setWordWrap(true);
    mMessages->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mMessages);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, [this, fields] {
        mFieldList = fields->text();
        addFiles(
            Dialogs::instance().openFileNames(this, tr("Plan Against Actual"), QString(),
                                              tr("Telemetry (*.csv *.prom *.txt);;All files (*)")));
    });
    connect(mRemove, &QPushButton::clicked, this,
            [this] { removeFile(mTable->currentColumn() - 1); });
    connect(mTolerance, &QDoubleSpinBox::valueChanged, this, &PlanActualDialog::rebuild);
    connect(mInterval, &QDoubleSpinBox::valueChanged, this, [this](double s) {
        for (auto &[file, t] : mFiles)
            t.scrapeIntervalS = s > 0 ? std::optional<double>(s) : std::nullopt;
        rebuild();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (mLedger)
        connect(mLedger, &LedgerService::ledgerReady, this, &PlanActualDialog::rebuild);
    rebuild();
}

void PlanActualDialog::addFiles(const QStringList &paths)
{
    std::vector<std::string> fields;
    for (const QString &f : mFieldList.split(QLatin1Char(','), Qt::SkipEmptyParts))
        fields.push_back(f.trimmed().toStdString());
    mErrors.clear();
    for (const QString &path : paths) {
        LoadErrors errors;
        const std::string p = path.toStdString();
        if (std::any_of(mFiles.begin(), mFiles.end(), [&](const auto &f) { return f.first == p; }))
            continue; // one file, one period
        auto telemetry = loadTelemetryFile(p, fields, errors);
        for (const auto &e : errors)
            mErrors << tr("Error: %1").arg(loadErrorText(e));
        if (!telemetry)
            continue;
        for (const auto &w : telemetry->warnings)
            mErrors << tr("Warning: %1").arg(loadErrorText(w));
        if (mInterval->value() > 0)
            telemetry->scrapeIntervalS = mInterval->value();
        mFiles.emplace_back(p, std::move(*telemetry));
    }
    rebuild();
}

void PlanActualDialog::removeFile(int period)
{
    if (period < 0 || period >= int(mBill.periods.size()))
        return;
    // Columns follow the bill's time order, not the order the files were added in.
    const std::string file = mBill.periods[period].file;
    std::erase_if(mFiles, [&](const auto &f) { return f.first == file; });
    rebuild();
}

void PlanActualDialog::setTolerance(double fraction)
{
    mTolerance->setValue(fraction * 100);
}

void PlanActualDialog::setScrapeInterval(double seconds)
{
    mInterval->setValue(seconds);
}

void PlanActualDialog::rebuild()
{
    const auto ledger = mLedger ? mLedger->ledger() : nullptr;
    const PlanFigures plan = ledger ? planFigures(*ledger, mCatalog) : PlanFigures {};
    mBill = planAgainstActual(plan, mFiles, mTolerance->value() / 100);
    showTable();
    showNotes();
    mMessages->setText(mErrors.join(QLatin1Char('\n')));
    mMessages->setVisible(!mErrors.isEmpty());
    mRemove->setEnabled(!mFiles.empty());
}

void PlanActualDialog::showTable()
{
    const int periods = int(mBill.periods.size());
    mTable->clear();
    mTable->setColumnCount(1 + periods);
    mTable->setRowCount(int(mBill.lines.size()));
    QStringList headers {tr("Plan per GPU")};
    for (const BillPeriod &p : mBill.periods)
        headers << periodHeader(p);
    mTable->setHorizontalHeaderLabels(headers);
    QStringList rows;
    for (int r = 0; r < int(mBill.lines.size()); ++r) {
        const BillLine &line = mBill.lines[r];
        rows << billMetricText(line.metric);
        // The plan column: per GPU, the same in every period (energy depends on each span).
        const auto &first = line.cells.front();
        auto *planItem = new QTableWidgetItem(line.metric == "energy" ? tr("over each period")
                                              : first.plan ? billValueText(line.metric, *first.plan)
                                                           : tr("not planned"));
        planItem->setToolTip(billPlanBasisText(line.metric));
        mTable->setItem(r, 0, planItem);
        for (int c = 0; c < periods; ++c) {
            const BillCell &cell = line.cells[c];
            QString text = cell.actual ? billValueText(line.metric, *cell.actual) : tr("not read");
            if (line.metric == "energy" && cell.plan)
                text += QLatin1Char('\n')
                        + tr("plan %1").arg(billValueText(line.metric, *cell.plan));
            if (cell.drift)
                text += QStringLiteral(" (%1)").arg(signedPercent(*cell.drift));
            auto *item = new QTableWidgetItem(text);
            if (cell.drifted) {
                item->setBackground(QColor(255, 214, 153)); // amber: look at this one
                item->setForeground(QColor(60, 30, 0));
                item->setToolTip(
                    tr("Drifts %1 from the plan: more than the %2 tolerance")
                        .arg(signedPercent(*cell.drift), display::percent(mBill.tolerance, 0)));
            }
            mTable->setItem(r, c + 1, item);
        }
    }
    mTable->setVerticalHeaderLabels(rows);
}

void PlanActualDialog::showNotes()
{
    QStringList notes;
    const PlanFigures &plan = mBill.plan;
    if (plan.gpuId.empty())
        notes << tr("The design plans no training run: the files are shown as observed.");
    for (const BillPeriod &p : mBill.periods) {
        const QString name = QFileInfo(QString::fromStdString(p.file)).fileName();
        if (plan.gpus > 0 && p.actual.gpus != plan.gpus)
            notes << tr("%1 saw %2 of the plan's %3 GPUs: per-GPU figures compare directly, "
                        "energy is for the GPUs seen.")
                         .arg(name)
                         .arg(p.actual.gpus)
                         .arg(plan.gpus);
        for (const GpuOutlier &g : p.outliers) {
            const bool sm = g.smActive.has_value();
            notes << tr("%1: GPU %2 lags the others (%3 %4, %5): one slow card paces the "
                        "whole synchronous job.")
                         .arg(name, QString::fromStdString(g.gpu),
                              billValueText("utilization",
                                            sm ? *g.smActive : g.utilization.value_or(0)),
                              sm ? billMetricText("sm_active") : billMetricText("utilization"),
                              g.powerW ? billValueText("power_per_gpu", *g.powerW)
                                       : tr("power not read"));
        }
    }
    if (mFiles.empty())
        notes << tr("No telemetry yet.");
    mNotes->setText(notes.join(QLatin1Char('\n')));
}

QString PlanActualDialog::notesText() const
{
    return mNotes->text();
}

QString PlanActualDialog::messagesText() const
{
    return mMessages->text();
}

} // namespace cl
