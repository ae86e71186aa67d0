// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerdock.h"

#include "catalog/catalogentries.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "text/calibrationtext.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/sizingtext.h"

#include <QCursor>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolTip>
#include <QVBoxLayout>

namespace cl {

namespace {

QString link(const QString &key, const QString &text)
{
    return QStringLiteral("<a href=\"%1\" style=\"text-decoration:none\">%2</a>")
        .arg(key, text.toHtmlEscaped());
}

/** The engine's memory verdict (fits / tight / oom) in words. */
QString memoryStatus(const char *status)
{
    const std::string s(status);
    if (s == "oom")
        return LedgerPanel::tr("does not fit");
    if (s == "tight")
        return LedgerPanel::tr("fits, under 10 % to spare");
    return LedgerPanel::tr("fits");
}

} // namespace

LedgerPanel::LedgerPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("ledgerPanel"));
    auto *layout = new QVBoxLayout(this);
    mHeadline = new QLabel(this);
    mHeadline->setObjectName(QStringLiteral("ledgerHeadline"));
    mHeadline->setWordWrap(true);
    mHeadline->setTextFormat(Qt::RichText);
    mTable = new QTableWidget(5, 4, this);
    mTable->setObjectName(QStringLiteral("ledgerTable"));
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // "Why this number": a hint says the blue figures explain themselves; hovering one shows
    // its formula and inputs at once, clicking keeps them in a box right under the headline.
    mHint = new QLabel(this);
    mHint->setObjectName(QStringLiteral("ledgerHint"));
    mHint->setWordWrap(true);
    mHint->setStyleSheet(QStringLiteral("color: palette(placeholder-text);"));
    mWhy = new QTextBrowser(this);
    mWhy->setObjectName(QStringLiteral("ledgerWhy"));
    mWhy->setMaximumHeight(130);
    mWhy->hide(); // until a figure is clicked: an empty box would only take the table's room
    mTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mTable->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout->addWidget(mHint);
    layout->addWidget(mHeadline);
    layout->addWidget(mWhy);
    mTableFor = new QLabel(this);
    mTableFor->setObjectName(QStringLiteral("ledgerTableFor"));
    mTableFor->setWordWrap(true);
    layout->addWidget(mTableFor);
    layout->addWidget(mTable);
    layout->addStretch(1);
    connect(mHeadline, &QLabel::linkActivated, this, [this](const QString &key) {
        mWhy->setHtml(explanation(key));
        mWhy->setVisible(!mWhy->toPlainText().isEmpty());
    });
    connect(mHeadline, &QLabel::linkHovered, this, [this](const QString &key) {
        if (key.isEmpty()) {
            QToolTip::hideText();
            return;
        }
        QTextDocument doc;
        doc.setHtml(explanation(key));
        mHeadline->setToolTip(doc.toPlainText());
        QToolTip::showText(QCursor::pos(), mHeadline->toolTip(), mHeadline);
    });
    refresh();
}

void LedgerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void LedgerPanel::setLedger(std::shared_ptr<const DesignLedger> ledger)
{
    mLedger = std::move(ledger);
    refresh();
}

QString LedgerPanel::explanation(const QString &key) const
{
    auto it = mExplanations.find(key);
    return it == mExplanations.end() ? QString() : it->second;
}

void LedgerPanel::setWorkloadFocus(int servingIndex)
{
    if (servingIndex == mServingFocus)
        return;
    mServingFocus = servingIndex;
    refresh();
}

void LedgerPanel::setJobFocus(const QString &job)
{
    if (job == mJobFocus)
        return;
    mJobFocus = job;
    refresh();
}

void LedgerPanel::setRow(int r, const QString &formula, const LedgerRow &row)
{
    const QStringList cells = display::ledgerCells(row);
    for (int c = 0; c < 4; ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        item->setToolTip(formula);
        if (c == 3 && row.headroom) {
            // Short is red, under 10 % to spare yellow: the dimension that blocks the plan.
            if (*row.headroom < 0)
                item->setBackground(QColor(0xf4, 0xc7, 0xc3));
            else if (*row.headroom < 0.1)
                item->setBackground(QColor(0xfc, 0xe8, 0xb2));
        }
        mTable->setItem(r, c, item);
    }
}

void LedgerPanel::fillRows(bool serving, const std::map<std::string, LedgerRow> &rows)
{
    auto dimensions = serving ? display::servingLedgerDimensions() : display::ledgerDimensions();
    std::erase_if(dimensions,
                  [&rows](const auto &d) { return d.onlyWhenPresent && !rows.count(d.key); });
    mTable->setRowCount(int(dimensions.size()));
    QStringList names;
    for (int r = 0; r < int(dimensions.size()); ++r) {
        const std::string key = dimensions[std::size_t(r)].key;
        names << dimensions[std::size_t(r)].name;
        const auto row = rows.find(key);
        setRow(r, formulaText((serving ? "serving." : "ledger.") + key),
               row != rows.end() ? row->second : LedgerRow {});
    }
    mTable->setVerticalHeaderLabels(names);
}

void LedgerPanel::fillTable(const DesignLedger &L)
{
    fillRows(false, L.ledger);
    // A job is sized by the schedule on the GPUs it gets, not here: say so while one is picked.
    mTableFor->setText(mJobFocus.isEmpty()
                           ? tr("The ledger of the training run:")
                           : tr("The ledger of the design's training run, not of job %1: the "
                                "schedule sizes each job on the GPUs it gets (its line in the "
                                "Targets panel and the Schedule tab):")
                                 .arg(mJobFocus));
}

void LedgerPanel::fillServingTable(const ServingReport &report)
{
    fillRows(true, report.dimensions);
    mTableFor->setText(tr("The ledger of serving %1 (required at its load; the energy row's "
                          "second figure is at maximum throughput):")
                           .arg(QString::fromStdString(report.name)));
}

namespace {

/** Models served from the same GPUs: each with its throughput, latency and what limits it. */
QStringList servingLines(const DesignLedger &L)
{
    QStringList lines;
    for (const ServingReport &r : L.serving) {
        if (!r.estimate || !r.estimate->fits) {
            lines << LedgerPanel::tr("Serving %1: does not fit")
                         .arg(QString::fromStdString(r.name).toHtmlEscaped());
            continue;
        }
        const ServingEstimate &e = *r.estimate;
        lines << LedgerPanel::tr(
                     "Serving %1: %2 output tokens/s on %3 GPUs (%4) · TTFT %5 ms · TPOT %6 ms · "
                     "limited by %7")
                     .arg(QString::fromStdString(r.name).toHtmlEscaped(),
                          display::number(e.outputTokensPerS))
                     .arg(r.setup.gpus)
                     .arg(servingLayoutText(r.setup, e).toHtmlEscaped())
                     .arg(display::number(e.ttftS * 1000), display::number(e.tpotS * 1000, 1),
                          servingBottleneckText(e.bottleneck));
    }
    return lines;
}

} // namespace

void LedgerPanel::setHeaderTexts()
{
    mHint->setText(tr("Blue figures explain themselves: hover for the formula and its inputs, "
                      "click to keep it open."));
    mTable->setHorizontalHeaderLabels(
        {tr("Required"), tr("Datasheet"), tr("Calibrated"), tr("Headroom")});
    mTable->horizontalHeaderItem(1)->setToolTip(
        tr("Available, from datasheets and the efficiency profile"));
    QString calibrated = tr("Available, as measured on your GPU by the probe");
    if (mLedger && !mLedger->calibrationSources.empty())
        calibrated = tr("Available, as calibrated from your own files: %1")
                         .arg(calibrationSourcesText(mLedger->calibrationSources));
    mTable->horizontalHeaderItem(2)->setToolTip(calibrated);
}

namespace {

/** What the power line's explanation lists: racks, heat, the cooling mix and its CDUs. */
QStringList powerInputs(const DesignLedger &L)
{
    const CoolingPlan &cooling = L.site.cooling;
    return {
        LedgerPanel::tr("racks = %1").arg(L.racks.size()),
        LedgerPanel::tr("PUE = %1 for air, %2 for liquid")
            .arg(display::number(cooling.sitePue, 2), display::number(cooling.liquidPue, 2)),
        LedgerPanel::tr("CDUs = %1, %2 capacity, drawing %3")
            .arg(cooling.cduCount)
            .arg(display::watts(cooling.cduCapacityW), display::watts(cooling.cduPowerW)),
        LedgerPanel::tr("heat = %1 BTU/h, %2 cooling tons")
            .arg(display::number(L.site.heatBtuPerHour), display::number(L.site.coolingTons, 1)),
        LedgerPanel::tr("to liquid cooling = %1 (%2 of the heat), the rest to air")
            .arg(display::watts(L.site.liquidMaxW),
                 display::percent(L.site.itMaxW > 0 ? L.site.liquidMaxW / L.site.itMaxW : 0, 0))};
}

} // namespace

void LedgerPanel::refresh()
{
    setHeaderTexts();
    mExplanations.clear();
    if (!mLedger) {
        QStringList names;
        for (const auto &dimension : display::ledgerDimensions())
            names << dimension.name;
        mTable->setVerticalHeaderLabels(names);
        mHeadline->setText(tr("Computing the ledger…"));
        return;
    }
    const DesignLedger &L = *mLedger;
    const Site &site = mDocument->design().site;
    if (mServingFocus >= 0 && std::size_t(mServingFocus) < L.serving.size())
        fillServingTable(L.serving[std::size_t(mServingFocus)]);
    else
        fillTable(L);

    QStringList lines;
    auto why = [&](const QString &key, const QString &formula, const QStringList &inputs) {
        mExplanations[key]
            = QStringLiteral("<b>%1</b><br>%2")
                  .arg(formula.toHtmlEscaped(),
                       inputs.join(QStringLiteral("<br>"))
                           .toHtmlEscaped()
                           .replace(QStringLiteral("&lt;br&gt;"), QStringLiteral("<br>")));
    };
    if (L.training && L.training->valid) {
        const TrainingEstimate &t = *L.training;
        const Workload &w = mDocument->design().workload;
        const QString deadline
            = w.deadlineDays ? tr(" (deadline %1)").arg(display::days(*w.deadlineDays)) : QString();
        lines << link(QStringLiteral("days"),
                      tr("Days to train: %1%2").arg(display::days(t.trainDays), deadline))
              << link(QStringLiteral("mfu"),
                      tr("MFU %1 · %2 model TFLOP/s per GPU")
                          .arg(display::percent(t.mfu), display::number(t.tflopsModelPerGpu, 0)))
              << link(QStringLiteral("gpuhours"),
                      tr("GPU-hours: %1").arg(display::number(t.gpuHours)))
              << link(QStringLiteral("memory"),
                      tr("Memory per GPU: %1 of %2 (%3)")
                          .arg(display::bytes(t.memory.total()), display::bytes(t.memory.capacity),
                               memoryStatus(t.memory.status())))
              << tr("Layout: %1").arg(display::layout(t.layout))
              << tr("Software stack: %1")
                     .arg(QString::fromStdString(L.cluster->profile.stack).toHtmlEscaped())
              << display::goodput(t.goodput).toHtmlEscaped()
              << tr("Bottleneck: %1").arg(display::bottleneck(t.bottleneckParts).toHtmlEscaped());
        // The band right under the days: how sure the time is (the engine's measured error).
        if (t.band)
            lines.insert(1, display::trainingBand(*t.band).toHtmlEscaped());
        for (const auto &e : t.explanations) {
            QStringList inputs;
            for (const auto &[k, v] : e.inputs)
                inputs << formulaInputText(k) + QStringLiteral(" = ") + display::readableNumber(v);
            const QString key = e.key == "train_days"       ? QStringLiteral("days")
                                : e.key == "memory_per_gpu" ? QStringLiteral("memory")
                                                            : QString::fromStdString(e.key);
            why(key, formulaText(e.key), inputs);
        }
        why(QStringLiteral("gpuhours"), tr("GPUs x days to train x 24"),
            {tr("GPUs = %1").arg(L.cluster->gpus),
             tr("days = %1").arg(display::number(t.trainDays, 2))});
    } else {
        lines << tr("No training estimate: see the diagnostics.");
    }
    // A split or mixed cluster: which island the figures are for, and what each other one alone
    // would achieve.
    if (L.islands.size() > 1) {
        for (const IslandReport &r : L.islands)
            lines << (r.chosen ? tr("Estimated on %1") : tr("Alone, %1"))
                         .arg(display::islandLine(r, mDocument->catalog()).toHtmlEscaped());
    }
    lines << servingLines(L);
    lines << link(QStringLiteral("power"),
                  tr("IT power %1 max, %2 typical · facility %3 (PUE %4)")
                      .arg(display::watts(L.site.itMaxW), display::watts(L.site.itTypicalW),
                           display::watts(L.site.facilityMaxW),
                           display::number(L.site.cooling.pueAtMax(), 2)));
    why(QStringLiteral("power"),
        tr("sum of devices' max (nameplate) power; facility = air heat x PUE + liquid heat x "
           "partial PUE + CDUs"),
        powerInputs(L));
    lines << link(QStringLiteral("capex"), tr("Capex %1 · opex %2 per year")
                                               .arg(display::money(L.cost.capexUsd, site),
                                                    display::money(L.cost.opexUsdPerYear, site)));
    QStringList capexInputs;
    for (const auto &[category, usd] : L.bom.totalsByCategory)
        capexInputs << QStringLiteral("%1 = %2").arg(QString::fromStdString(category),
                                                     display::money(usd, site));
    why(QStringLiteral("capex"), tr("sum of the bill of materials at catalog prices"), capexInputs);
    if (L.cost.runUsdOwned) {
        QString run = tr("This run: %1 owned").arg(display::money(*L.cost.runUsdOwned, site));
        if (L.cost.runUsdCloud)
            run += tr(" against %1 in the cloud").arg(display::money(*L.cost.runUsdCloud, site));
        lines << link(QStringLiteral("run"), run);
    }
    QString rate = tr("Owned: %1 per GPU-hour").arg(display::money(L.cost.usdPerGpuHour, site));
    if (L.cost.cloudUsdPerGpuHour)
        rate += tr(" · cloud %1").arg(display::money(*L.cost.cloudUsdPerGpuHour, site));
    // Above 100 % owning never catches up with renting: say that rather than "219 %".
    if (L.cost.breakEvenUtilisation && *L.cost.breakEvenUtilisation > 1)
        rate += tr(" · the cloud is cheaper even at full utilisation");
    else if (L.cost.breakEvenUtilisation)
        rate += tr(" · break-even at %1 utilisation")
                    .arg(display::percent(*L.cost.breakEvenUtilisation, 0));
    lines << link(QStringLiteral("rate"), rate);
    why(QStringLiteral("rate"),
        tr("(capex / depreciation years + opex per year) / (GPUs x 8,760 h x utilisation)"),
        {tr("depreciation = %1 years").arg(display::number(site.depreciationYears, 1)),
         tr("utilisation = %1").arg(display::percent(site.utilisation, 0)),
         tr("opex basis = %1").arg(QString::fromStdString(L.cost.opexBasis))});
    why(QStringLiteral("run"), tr("GPU-hours x owned (or cloud) price per GPU-hour"), {});
    mHeadline->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace cl
