// SPDX-License-Identifier: GPL-3.0-or-later
// New from Targets: the search's answer shown (table, chart, sensitivity) and the chosen design
// made. Apart from the form so that each file keeps one job.
#include "catalog/catalog.h"
#include "charts/chartpanel.h"
#include "newfromtargetsdialog.h"
#include "sizing/sizingmoney.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/procurementtext.h"
#include "text/sizingtext.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>

#include <algorithm>

namespace cl {

namespace {

QString optionName(const Catalog &c, const SizingTargets &t, const SizingOption &o)
{
    const SizingCandidate &k = t.candidates[std::size_t(o.candidate)];
    return optionLabel(c, k.gpu, k.server, o.gpus);
}

/** "Days, capex, MW" of an option, as the sensitivity list says it. */
QString optionSummary(const Catalog &c, const SizingTargets &t, const SizingOption &o)
{
    return NewFromTargetsDialog::tr("%1: %2, %3, %4")
        .arg(optionName(c, t, o), optionDaysText(o), display::money(o.capexUsd, moneySite(t)),
             display::watts(o.facilityMaxW));
}

/** Why an option has no days: a synthesis code (sizing.*) or the engine's reason. */
QString noEstimateText(const SizingOption &o)
{
    if (o.noEstimateReason.rfind("sizing.", 0) == 0)
        return diagnosticText({Severity::Error, o.noEstimateReason, {}, {}, o.noEstimateParams});
    return reasonText(o.noEstimateReason);
}

} // namespace

void NewFromTargetsDialog::addUnbuyableRows()
{
    const SizingResult &r = mResult;
    for (std::size_t i = 0; i < r.usableGpus.size(); ++i) {
        if (r.usableGpus[i] != 0)
            continue;
        const SizingCandidate &k = mSearched.candidates[i];
        const ProcurementCheck p = procurementOf(*mCatalog.gpu(k.gpu), mSearched.market);
        const QString why = unbuyableText(*p.record, mSearched.market);
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        const QStringList cells {candidateLabel(mCatalog, k.gpu, k.server),
                                 tr("not searched"),
                                 QString(),
                                 QString(),
                                 QString(),
                                 QString(),
                                 why};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setData(Qt::UserRole, -1); // no option: nothing to create
            item->setToolTip(why);
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            mTable->setItem(row, col, item);
        }
    }
}

int NewFromTargetsDialog::selectedOption() const
{
    const auto rows = mTable->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    return mTable->item(rows.front().row(), ColOption)->data(Qt::UserRole).toInt();
}

void NewFromTargetsDialog::showResult()
{
    const SizingResult &r = mResult;
    mTable->setRowCount(0);
    if (!r.error.empty()) {
        mSummary->setText(diagnosticText({Severity::Error, r.error, {}, {}, r.errorParams}));
        mChart->setData({});
        mSensitivity->clear();
        return;
    }
    // The chosen first, then the Pareto set, then the rest; each by days.
    std::vector<int> order(r.options.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const SizingOption &x = r.options[std::size_t(a)], &y = r.options[std::size_t(b)];
        const int rx = a == r.chosen ? 0
                       : x.pareto    ? 1
                                     : 2,
                  ry = b == r.chosen ? 0
                       : y.pareto    ? 1
                                     : 2;
        if (rx != ry)
            return rx < ry;
        return x.trainDays.value_or(1e300) < y.trainDays.value_or(1e300);
    });
    for (int index : order) {
        const SizingOption &o = r.options[std::size_t(index)];
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        const QStringList cells {optionName(mCatalog, mSearched, o),
                                 o.trainDays ? optionDaysText(o) : noEstimateText(o),
                                 display::money(o.capexUsd, moneySite(mSearched)),
                                 display::watts(o.facilityMaxW),
                                 QString::number(o.racks),
                                 o.pareto ? tr("yes") : QString(),
                                 whyNotText(index == r.chosen ? std::string() : o.whyNot)};
        // The market's dated lead time, where the catalog has one: the days start at delivery.
        const ProcurementCheck bought = procurementOf(
            *mCatalog.gpu(mSearched.candidates[std::size_t(o.candidate)].gpu), mSearched.market);
        const QString leadTime
            = bought.recorded ? leadTimeText(*bought.record, mSearched.market) : QString();
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == ColOption)
                item->setData(Qt::UserRole, index);
            item->setToolTip(col == ColOption && !leadTime.isEmpty()
                                 ? cells[col] + QLatin1Char('\n') + leadTime
                                 : cells[col]);
            if (index == r.chosen) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            mTable->setItem(row, col, item);
        }
    }
    addUnbuyableRows();
    mTable->resizeColumnsToContents();
    // Long option names elide (the tooltip has them whole) so the reason stays in view.
    mTable->setColumnWidth(ColOption, std::min(mTable->columnWidth(ColOption), 210));
    // A reason in place of days (no estimate, not searched) is a sentence: elide it the same way.
    mTable->setColumnWidth(ColDays, std::min(mTable->columnWidth(ColDays), 200));
    mTable->horizontalHeader()->setSectionResizeMode(ColWhy, QHeaderView::Stretch);
    if (r.chosen >= 0) {
        mSummary->setText(
            tr("Chosen: %1 (searched %2 options in %3 s)")
                .arg(optionSummary(mCatalog, mSearched, r.options[std::size_t(r.chosen)]))
                .arg(r.options.size())
                .arg(r.elapsedMs / 1000.0, 0, 'f', 1));
        mTable->selectRow(0);
    } else if (r.nearestMiss >= 0) {
        const SizingOption &m = r.options[std::size_t(r.nearestMiss)];
        mSummary->setText(tr("No option meets every target. Nearest miss: %1 (%2)")
                              .arg(optionSummary(mCatalog, mSearched, m), whyNotText(m.whyNot)));
    } else {
        mSummary->setText(r.cancelled ? tr("Search stopped.") : tr("No option could be sized."));
    }
    QStringList lines;
    for (const SensitivityCase &s : r.sensitivity)
        lines << tr("%1: %2").arg(sensitivityChangeText(s.change),
                                  s.chosen ? optionSummary(mCatalog, mSearched, *s.chosen)
                                           : tr("nothing meets the targets"));
    mSensitivity->setText(lines.isEmpty() ? QString()
                                          : tr("What if: ") + lines.join(QStringLiteral("; ")));
    fillChart();
}

void NewFromTargetsDialog::fillChart()
{
    // Bubble size is facility power: three classes by thirds of the range keep the legend short.
    double top = 1;
    for (const SizingOption &o : mResult.options)
        top = std::max(top, o.facilityMaxW);
    clw::ScatterChartData data;
    data.xTitle = tr("Capex (M USD)");
    data.yTitle = tr("Days");
    data.logX = data.logY = true;
    const qreal sizes[] = {8, 13, 19};
    const QString classes[]
        = {display::watts(top / 3), display::watts(2 * top / 3), display::watts(top)};
    data.title = tr("Days against capex (bubbles: facility power up to %1, %2, %3)")
                     .arg(classes[0], classes[1], classes[2]);
    for (int pareto = 0; pareto < 2; ++pareto) {
        bool named = false;
        for (int k = 0; k < 3; ++k) {
            clw::ScatterGroup g;
            g.name = pareto ? tr("Pareto set") : tr("Other options");
            g.markerSize = sizes[k];
            g.outlined = pareto;
            g.color = pareto ? QColor(0x2e, 0x7d, 0x32) : QColor(0x90, 0x90, 0x90);
            for (const SizingOption &o : mResult.options) {
                const int cls = std::min(2, int(3 * o.facilityMaxW / top - 1e-9));
                if (o.trainDays && o.pareto == bool(pareto) && cls == k)
                    g.points << QPointF(o.capexUsd / 1e6, *o.trainDays);
            }
            if (g.points.isEmpty())
                continue;
            // One legend entry per kind; the bubble classes say their power in the title.
            g.inLegend = !named;
            named = true;
            data.groups << g;
        }
    }
    if (mResult.chosen >= 0) {
        const SizingOption &c = mResult.options[std::size_t(mResult.chosen)];
        clw::ScatterGroup g;
        g.name = tr("Chosen");
        g.markerSize = 22;
        g.outlined = true;
        g.color = QColor(0xd3, 0x2f, 0x2f);
        g.points << QPointF(c.capexUsd / 1e6, *c.trainDays);
        data.groups << g;
    }
    mChart->setData(data);
}

void NewFromTargetsDialog::createDesign()
{
    const int option = selectedOption();
    if (option < 0 || searching())
        return;
    const SynthesisResult s = designForOption(mCatalog, mSearched, mResult, option);
    if (!s.ok()) {
        mSummary->setText(diagnosticText({Severity::Error, s.error, {}, {}, s.errorParams}));
        return;
    }
    Design d = s.design;
    d.name = tr("%1 for %2 (from targets)")
                 .arg(QString::fromStdString(d.name), mModel->currentText())
                 .toStdString();
    mDesign = std::move(d);
    accept();
}

} // namespace cl
