// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog.h"
#include "chartdata.h"
#include "cost/bom.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "powergauge.h"
#include "reportcomposer.h"
#include "reportstyle.h"
#include "reporttable.h"
#include "text/calibrationtext.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/printf.h"
#include "text/sizingtext.h"

#include <QDate>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace cl::report {

void Composer::training()
{
    pages.push_back([this](QPainter &p, const QRectF &r) {
        p.setFont(lay.font(style::kTitlePt, true));
        p.drawText(QRectF(r.left(), r.top(), r.width(), style::kTitleMm * lay.mm),
                   Qt::AlignLeft | Qt::AlignVCenter, tr("Training ledger"));
        double y = r.top() + style::kTitleBlockMm * lay.mm;
        Table t {
            {tr("Dimension"), tr("Required"), tr("Datasheet"), tr("Calibrated"), tr("Headroom")},
            {0.24, 0.19, 0.19, 0.19, 0.19},
            {false, true, true, true, true},
            {},
            {},
            {}};
        for (const auto &dimension : display::ledgerDimensions())
            t.rows << (QStringList {dimension.name}
                       << display::ledgerCells(L.ledger.at(dimension.key)));
        y = drawTable(p, QRectF(r.left(), y, r.width(), r.height()), t, 0, 5) + 8 * lay.mm;
        y = islands(p, QRectF(r.left(), y, r.width(), r.bottom() - y));
        if (!L.training || !L.training->valid) {
            p.setFont(lay.font(10));
            p.drawText(QRectF(r.left(), y, r.width(), 8 * lay.mm), Qt::AlignLeft,
                       tr("No training estimate: see the open problems."));
            return;
        }
        const TrainingEstimate &e = *L.training;
        p.setFont(lay.font(9));
        QRectF used;
        p.drawText(QRectF(r.left(), y, r.width(), 20 * lay.mm), Qt::AlignLeft | Qt::TextWordWrap,
                   tr("%1 on %2 GPUs · %3 · MFU %4, HFU %5 · %6 tokens/s · bottleneck: %7")
                       .arg(display::modelDescription(d.workload.model, L.job->shape, c))
                       .arg(L.cluster->gpus)
                       .arg(display::layout(e.layout), display::percent(e.mfu),
                            display::percent(e.hfu), display::number(e.tokensPerS),
                            display::bottleneck(e.bottleneckParts)),
                   &used);
        y += used.height() + 2 * lay.mm;
        if (e.band) {
            p.drawText(QRectF(r.left(), y, r.width(), 12 * lay.mm),
                       Qt::AlignLeft | Qt::TextWordWrap,
                       tr("%1 days to train; %2")
                           .arg(display::number(e.trainDays, 1), display::trainingBand(*e.band)),
                       &used);
            y += used.height() + 2 * lay.mm;
        }
        y = calibrated(p, QRectF(r.left(), y, r.width(), r.bottom() - y));
        y = dataFeed(p, QRectF(r.left(), y, r.width(), r.bottom() - y));
        y += 4 * lay.mm;
        const MemoryBreakdown &m = e.memory;
        y = bar(p, QRectF(r.left(), y, r.width(), 22 * lay.mm),
                tr("Memory per GPU (of %1)").arg(display::bytes(m.capacity)), memoryParts(m),
                m.capacity, display::bytes)
            + 4 * lay.mm;
        const StepBreakdown &b = e.breakdown;
        y = bar(p, QRectF(r.left(), y, r.width(), 22 * lay.mm),
                tr("Step time (%1 s)").arg(display::number(e.stepTimeS, 3)), stepParts(b),
                b.total(),
                [](double x) { return QLocale().toString(x, 'f', 3) + QStringLiteral(" s"); })
            + 6 * lay.mm;
        scaling(p, QRectF(r.left(), y, r.width(), std::min(80 * lay.mm, r.bottom() - y)));
    });
}

/** What feeds the GPUs (datafeed.h): shown where the design says where the data comes from (a
 *  dataset, or file servers), with what a step reads and spends against what it has. */
double Composer::dataFeed(QPainter &p, const QRectF &r)
{
    const TrainingEstimate &e = *L.training;
    if (!d.workload.dataset && !(L.cluster->storageReadBytesPerS > 0))
        return r.top();
    const DataFeedStep &f = e.dataFeed;
    const double computeS = std::max(1e-12, e.stepTimeS - e.breakdown.data);
    const QString read = L.cluster->storageReadBytesPerS > 0
                             ? tr("%1 at %2 GB/s of the file servers' %3 GB/s")
                                   .arg(display::bytes(f.readBytes),
                                        display::number(f.readBytes / computeS / 1e9, 2),
                                        display::number(L.cluster->storageReadBytesPerS / 1e9, 2))
                             : tr("%1 (no file server in the design: not checked)")
                                   .arg(display::bytes(f.readBytes));
    QString text
        = tr("Data: each step reads %1; its host work takes %2 s on %3 loader cores per "
             "server")
              .arg(read, display::number(f.cpuS, 3), display::number(f.loaderCoresPerNode));
    if (e.breakdown.data > 0)
        text = tr("%1; the GPUs wait %2 s a step for it")
                   .arg(text, display::number(e.breakdown.data, 3));
    QRectF used;
    p.drawText(QRectF(r.left(), r.top(), r.width(), 16 * lay.mm), Qt::AlignLeft | Qt::TextWordWrap,
               text, &used);
    return r.top() + used.height() + 2 * lay.mm;
}

double Composer::calibrated(QPainter &p, const QRectF &r)
{
    if (!L.trainingCalibrated || !L.trainingCalibrated->valid)
        return r.top();
    const TrainingEstimate &k = *L.trainingCalibrated;
    QString text = tr("Calibrated on your own measurements: %1 days to train, MFU %2")
                       .arg(display::number(k.trainDays, 1), display::percent(k.mfu));
    if (k.band)
        text = tr("%1; %2").arg(text, display::trainingBand(*k.band));
    // Which figure came from which file: the plan's numbers trace back to the team's own runs.
    if (!L.calibrationSources.empty())
        text = tr("%1. Calibrated figures: %2.")
                   .arg(text, calibrationSourcesText(L.calibrationSources));
    QRectF used;
    p.drawText(QRectF(r.left(), r.top(), r.width(), 24 * lay.mm), Qt::AlignLeft | Qt::TextWordWrap,
               text, &used);
    return r.top() + used.height() + 2 * lay.mm;
}

void Composer::targets()
{
    const DesignTargets &t = *d.targets;
    Table table {{tr("Option"), tr("Days"), tr("Capex"), tr("Facility power"), tr("Racks"),
                  tr("Why not chosen")},
                 {0.30, 0.12, 0.14, 0.12, 0.07, 0.25},
                 {false, true, true, true, true, false},
                 {},
                 {},
                 {}};
    // The chosen option and the Pareto set: the options a planner could defend.
    for (const TargetOption &o : t.options) {
        if (!o.pareto && !o.chosen)
            continue;
        if (o.chosen)
            table.boldRows.insert(int(table.rows.size()));
        table.rows << QStringList {optionLabel(c, o.gpu, o.server, o.gpus),
                                   o.trainDays ? display::days(*o.trainDays) : QStringLiteral("–"),
                                   money(o.capexUsd),
                                   display::watts(o.facilityMaxW),
                                   QString::number(o.racks),
                                   whyNotText(o.chosen ? std::string() : o.whyNot)};
    }
    paginatedTable(tr("Designed for targets"), table, targetsNoteText(t, d.site, c));
}

void Composer::serving()
{
    Table table {{tr("Served model"), tr("GPUs"), tr("Output tokens/s"), tr("TTFT"), tr("TPOT"),
                  tr("GPUs needed"), tr("Per million tokens"), tr("Bottleneck")},
                 {0.22, 0.12, 0.11, 0.08, 0.08, 0.09, 0.12, 0.18},
                 {false, false, true, true, true, true, true, false},
                 {},
                 {},
                 {}};
    QStringList memory;
    for (const ServingReport &r : L.serving) {
        const GpuModel *g = c.gpu(r.gpu);
        // The layout as the ledger words it: TP, or EP with attention DP, and the pools.
        const QString layout = r.estimate ? servingLayoutBrief(r.setup, *r.estimate)
                                          : QStringLiteral("TP %1").arg(r.setup.tp);
        const QString gpus
            = tr("%1 × %2, %3")
                  .arg(r.setup.gpus)
                  .arg(g ? QString::fromStdString(g->shortName) : QString::fromStdString(r.gpu))
                  .arg(layout);
        if (!r.estimate || !r.estimate->fits) {
            table.rows << QStringList {
                QString::fromStdString(r.name), gpus, tr("does not fit"), {}, {}, {}, {}, {}};
            continue;
        }
        const ServingEstimate &e = *r.estimate;
        table.rows << QStringList {
            QString::fromStdString(r.name),
            gpus,
            display::number(e.outputTokensPerS),
            display::milliseconds(e.ttftS),
            display::milliseconds(e.tpotS),
            e.gpusNeeded ? QString::number(*e.gpusNeeded) : QStringLiteral("–"),
            r.usdPerMillionOwned ? money(*r.usdPerMillionOwned) : QStringLiteral("–"),
            servingBottleneckText(e.bottleneck)};
        memory << tr("%1: per GPU %2 of weights, %3 of workspace; KV cache %4 per token, %5 per "
                     "request (%6 sequences of %7 tokens per replica)")
                      .arg(QString::fromStdString(r.name), display::bytes(e.weightsBytesPerGpu),
                           display::bytes(e.workspaceBytesPerGpu),
                           display::bytes(e.kvBytesPerToken), display::bytes(e.kvBytesPerRequest))
                      .arg(e.maxConcurrency)
                      .arg(r.setup.inputTokens + r.setup.outputTokens);
        if (const QString day = servingCurveTailText(r.setup, e); !day.isEmpty())
            memory << tr("%1: %2").arg(QString::fromStdString(r.name), day);
        const ServingPrecision &q = r.setup.precision;
        if (bytesPerValue(q.weights) < bytesPerValue(q.activations)) {
            memory << tr("%1: %2 weights are dequantised to %3 for the GEMMs: decode reads the "
                         "narrow weights from HBM, prefill runs at the %3 rate.")
                          .arg(QString::fromStdString(r.name), display::quantFormat(q.weights),
                               display::quantFormat(q.activations));
        }
    }
    paginatedTable(tr("Serving"), table, memory.join(QLatin1Char('\n')));

    // Each served model read as the ledger reads the training run (servingfigures.h).
    Table ledger {
        {tr("Dimension"), tr("Required"), tr("Datasheet"), tr("Calibrated"), tr("Headroom")},
        {0.32, 0.17, 0.17, 0.17, 0.17},
        {false, true, true, true, true},
        {},
        {},
        {}};
    for (const ServingReport &r : L.serving) {
        if (r.dimensions.empty())
            continue;
        ledger.rows << QStringList {QString::fromStdString(r.name), {}, {}, {}, {}};
        for (const auto &dimension : display::servingLedgerDimensions()) {
            const auto row = r.dimensions.find(dimension.key);
            if (row != r.dimensions.end())
                ledger.rows << (QStringList {QStringLiteral("   ") + dimension.name}
                                << display::ledgerCells(row->second));
        }
    }
    if (!ledger.rows.isEmpty())
        paginatedTable(tr("Serving ledger"), ledger,
                       tr("Required at each workload's load; for energy per million tokens the "
                          "second figure is the least it can be, at maximum throughput; "
                          "TTFT and TPOT stand against their targets."));
}

double Composer::islands(QPainter &p, const QRectF &area)
{
    if (L.islands.size() < 2)
        return area.top();
    Table t {{tr("Compute island"), tr("GPUs"), tr("Between servers"), tr("Alone")},
             {0.34, 0.26, 0.14, 0.26},
             {false, false, true, false},
             {},
             {},
             {}};
    for (const IslandReport &island : L.islands) {
        QString name = display::islandName(island);
        if (island.chosen)
            name += tr(" (the ledger's)");
        t.rows << QStringList {name,
                               QString::number(island.gpus) + QStringLiteral(" · ")
                                   + display::gpuMix(island.gpuModels, c),
                               display::islandNetwork(island), display::islandOutcome(island)};
    }
    return drawTable(p, area, t, 0, int(t.rows.size())) + 6 * lay.mm;
}

double Composer::bar(QPainter &p, const QRectF &area, const QString &title,
                     const QList<ChartPart> &parts, double whole, QString (*format)(double))
{
    p.setFont(lay.font(10, true));
    p.drawText(QRectF(area.left(), area.top(), area.width(), 6 * lay.mm),
               Qt::AlignLeft | Qt::AlignVCenter, title);
    const QRectF barRect(area.left(), area.top() + 7 * lay.mm, area.width(), 6 * lay.mm);
    p.setPen(QPen(style::kRule, 0.2 * lay.mm));
    p.drawRect(barRect);
    double x = barRect.left();
    double total = 0;
    for (const ChartPart &part : parts)
        total += part.value;
    const double scale = barRect.width() / std::max(whole, total);
    for (const ChartPart &part : parts) {
        const double w = part.value * scale;
        p.fillRect(QRectF(x, barRect.top(), w, barRect.height()), part.color);
        x += w;
    }
    double lx = area.left();
    double ly = barRect.bottom();
    p.setFont(lay.font(7));
    for (const ChartPart &part : parts) {
        const QString text = part.name + QStringLiteral(" ") + format(part.value);
        const double w = p.fontMetrics().horizontalAdvance(text) + 6 * lay.mm;
        if (lx > area.left() && lx + w > area.right()) { // wrap rather than run off the page
            lx = area.left();
            ly += 4.5 * lay.mm;
        }
        p.fillRect(QRectF(lx, ly + 2.4 * lay.mm, 2.5 * lay.mm, 2.5 * lay.mm), part.color);
        p.setPen(Qt::black);
        p.drawText(QRectF(lx + 3.2 * lay.mm, ly + 1.5 * lay.mm, w, 4.5 * lay.mm),
                   Qt::AlignLeft | Qt::AlignVCenter, text);
        lx += w;
    }
    return ly + 7 * lay.mm;
}

void Composer::scaling(QPainter &p, const QRectF &area)
{
    if (L.scaling.size() < 2 || area.height() < 30 * lay.mm)
        return;
    p.setFont(lay.font(10, true));
    p.drawText(QRectF(area.left(), area.top(), area.width(), 6 * lay.mm), Qt::AlignLeft,
               tr("Days to train against GPU count"));
    const QRectF plot = area.adjusted(14 * lay.mm, 9 * lay.mm, -4 * lay.mm, -9 * lay.mm);
    double maxDays = 0;
    for (const auto &pt : L.scaling)
        maxDays = std::max(maxDays, pt.trainDays);
    const double lx0 = std::log2(double(L.scaling.front().gpus));
    const double lx1 = std::max(lx0 + 1, std::log2(double(L.scaling.back().gpus)));
    auto at = [&](double gpus, double days) {
        return QPointF(plot.left() + (std::log2(gpus) - lx0) / (lx1 - lx0) * plot.width(),
                       plot.bottom() - days / (maxDays * 1.1) * plot.height());
    };
    p.setPen(QPen(style::kRule, 0.2 * lay.mm));
    p.drawRect(plot);
    p.setFont(lay.font(7));
    p.setPen(Qt::black);
    for (const auto &pt : L.scaling) {
        const QPointF q = at(pt.gpus, pt.trainDays);
        p.drawText(QRectF(q.x() - 10 * lay.mm, plot.bottom() + 1 * lay.mm, 20 * lay.mm, 4 * lay.mm),
                   Qt::AlignCenter, QString::number(pt.gpus));
    }
    // Enough decimals that the five ticks read apart (0.05 steps need two).
    const double tickStep = maxDays * 1.1 / 4;
    const int decimals
        = tickStep >= 10 ? 0 : std::clamp(int(std::ceil(-std::log10(tickStep))), 1, 4);
    for (int k = 0; k <= 4; ++k) {
        const double days = maxDays * 1.1 * k / 4;
        const double yy = plot.bottom() - plot.height() * k / 4;
        p.drawText(QRectF(area.left(), yy - 2 * lay.mm, 13 * lay.mm, 4 * lay.mm),
                   Qt::AlignRight | Qt::AlignVCenter, display::number(days, decimals));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + 5 * lay.mm, plot.width(), 4 * lay.mm),
               Qt::AlignCenter, tr("GPUs (same layout, more data parallelism)"));
    QPainterPath path;
    for (std::size_t i = 0; i < L.scaling.size(); ++i) {
        const QPointF q = at(L.scaling[i].gpus, L.scaling[i].trainDays);
        i == 0 ? path.moveTo(q) : path.lineTo(q);
    }
    p.setPen(QPen(QColor(0x2f, 0x5d, 0x8a), 0.5 * lay.mm));
    p.drawPath(path);
    for (const auto &pt : L.scaling) {
        const QPointF q = at(pt.gpus, pt.trainDays);
        p.setBrush(pt.current ? style::kHighlight : QColor(0x2f, 0x5d, 0x8a));
        p.drawEllipse(q, (pt.current ? 1.6 : 0.9) * lay.mm, (pt.current ? 1.6 : 0.9) * lay.mm);
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(Qt::black);
}

} // namespace cl::report
