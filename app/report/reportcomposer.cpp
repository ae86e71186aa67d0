// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcomposer.h"

#include "catalog/catalog.h"
#include "cost/bom.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "powergauge.h"
#include "reportstyle.h"
#include "reporttable.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/moneytext.h"
#include "text/printf.h"

#include <QDate>
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

QString Composer::money(double usd) const
{
    return display::money(usd, s.displayCurrency ? d.site : usdSite);
}

void Composer::cover()
{
    pages.push_back([this](QPainter &p, const QRectF &r) {
        double y = r.top();
        p.setFont(lay.font(22, true));
        p.drawText(QRectF(r.left(), y, r.width(), 14 * lay.mm), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Cluster plan"));
        y += 16 * lay.mm;
        p.setFont(lay.font(14));
        p.drawText(QRectF(r.left(), y, r.width(), 10 * lay.mm), Qt::AlignLeft | Qt::TextWordWrap,
                   QString::fromStdString(d.name));
        y += 10 * lay.mm;
        p.setFont(lay.font(10));
        p.setPen(style::kMuted);
        p.drawText(QRectF(r.left(), y, r.width(), 7 * lay.mm), Qt::AlignLeft,
                   tr("%1 · prepared with ClusterLedger")
                       .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)));
        p.setPen(Qt::black);
        y += 14 * lay.mm;
        // The headline ledger.
        QList<QStringList> rows;
        // A mixed island (the chosen one's models, as the islands table counts them) names each
        // model it holds; the slowest paces the run.
        const auto gpusText = [&](const ClusterSpec &cluster) {
            const QString pace = QString::fromStdString(cluster.gpu->name);
            const auto chosen = std::find_if(L.islands.begin(), L.islands.end(),
                                             [](const IslandReport &i) { return i.chosen; });
            if (chosen == L.islands.end() || chosen->gpuModels.size() < 2)
                return tr("%1 × %2").arg(cluster.gpus).arg(pace);
            return tr("%1: %2 (the %3 paces the run)")
                .arg(cluster.gpus)
                .arg(display::gpuMix(chosen->gpuModels, c), pace);
        };
        rows << QStringList {tr("GPUs"), L.cluster ? gpusText(*L.cluster) : QStringLiteral("–")};
        if (L.training && L.training->valid) {
            const TrainingEstimate &t = *L.training;
            rows << QStringList {tr("Days to train"), display::days(t.trainDays)}
                 << QStringList {tr("MFU"), display::percent(t.mfu)}
                 << QStringList {tr("GPU-hours"), display::number(t.gpuHours)}
                 << QStringList {tr("Parallel layout"), display::layout(t.layout)};
        } else {
            rows << QStringList {tr("Days to train"), tr("cannot run (see the problems below)")};
        }
        rows << QStringList {tr("IT power (max / typical)"),
                             display::watts(L.site.itMaxW) + QStringLiteral(" / ")
                                 + display::watts(L.site.itTypicalW)}
             << QStringList {tr("Facility power (PUE %1)")
                                 .arg(display::number(L.site.cooling.pueAtMax(), 2)),
                             display::watts(L.site.facilityMaxW)}
             << QStringList {tr("Capex"), money(L.cost.capexUsd)}
             << QStringList {tr("Opex per year"), money(L.cost.opexUsdPerYear)};
        if (L.cost.runUsdOwned)
            rows << QStringList {tr("This run (owned)"), money(*L.cost.runUsdOwned)};
        if (L.cost.runUsdCloud)
            rows << QStringList {tr("This run (cloud)"), money(*L.cost.runUsdCloud)};
        y = drawTable(p, QRectF(r.left(), y, r.width(), r.bottom() - y),
                      Table {{tr("Ledger"), QString()}, {0.45, 0.55}, {false, false}, rows, {}, {}},
                      0, int(rows.size()));
        y += 10 * lay.mm;
        p.setFont(lay.font(12, true));
        p.drawText(QRectF(r.left(), y, r.width(), 8 * lay.mm), Qt::AlignLeft, tr("Open problems"));
        y += 9 * lay.mm;
        p.setFont(lay.font(9));
        int shown = 0;
        int open = 0;
        for (const auto &diag : L.diagnostics) {
            if (diag.severity == Severity::Info)
                continue;
            ++open;
            if (y > r.bottom() - 12 * lay.mm)
                continue;
            const QString line
                = (diag.severity == Severity::Error ? QStringLiteral("● ") : QStringLiteral("○ "))
                  + severityText(diag.severity) + QStringLiteral(": ") + diagnosticText(diag);
            const QRectF box(r.left(), y, r.width(), 12 * lay.mm);
            QRectF used;
            p.setPen(diag.severity == Severity::Error ? style::kError : style::kWarning);
            p.drawText(box, Qt::AlignLeft | Qt::TextWordWrap, line, &used);
            y += used.height() + 0.5 * lay.mm;
            if (const QString check = diagnosticCheck(diag.code); !check.isEmpty()) {
                // What to check first, under the problem, in grey.
                p.setPen(style::kMuted);
                p.setFont(lay.font(7.5));
                QRectF checkUsed;
                p.drawText(QRectF(r.left() + 4 * lay.mm, y, r.width() - 4 * lay.mm, 10 * lay.mm),
                           Qt::AlignLeft | Qt::TextWordWrap, tr("First check: %1").arg(check),
                           &checkUsed);
                y += checkUsed.height();
                p.setFont(lay.font(9));
            }
            y += 1.5 * lay.mm;
            ++shown;
        }
        p.setPen(Qt::black);
        if (open == 0)
            p.drawText(QRectF(r.left(), y, r.width(), 6 * lay.mm), Qt::AlignLeft,
                       tr("None: the design validates."));
        else if (shown < open)
            p.drawText(QRectF(r.left(), y, r.width(), 6 * lay.mm), Qt::AlignLeft,
                       tr("… and %n more", "", open - shown));
    });
}

double Composer::drawTable(QPainter &p, const QRectF &area, const Table &t, int first, int last)
{
    // Small tables drawn in place (cover, training ledger): measured at their own width.
    return report::drawTable(p, lay, area, report::measureTable(t, lay, area.width()), first, last,
                             false);
}

void Composer::paginatedTable(const QString &title, const Table &t, const QString &note)
{
    const double titleH = 12 * lay.mm;
    // Measured once, shared by all its pages: a copy per page made the report quadratic
    // (the SuperPOD x1024 took 46 s and 7 GB), and re-measuring per paint doubled the work.
    const auto table = std::make_shared<const report::MeasuredTable>(
        report::measureTable(t, lay, content.width()));
    const double room = content.height() - titleH - 8 * lay.mm - table->headerHeight;
    const int total = int(t.rows.size());
    // The note is measured as it will be drawn (wrapped to the page's width): it follows the
    // table where it fits whole, else it has a page of its own. A fixed box cut the Chinese
    // assumptions mid-sentence.
    const double noteH = note.isEmpty()
                             ? 0.0
                             : QFontMetricsF(lay.font(8), lay.device)
                                       .boundingRect(QRectF(0, 0, content.width(), 1e9),
                                                     Qt::AlignLeft | Qt::TextWordWrap, note)
                                       .height()
                                   + lay.mm;
    const auto parts = report::paginateTable(*table, room);
    double lastUsed = table->footerHeight();
    for (int row = parts.back().first; row < parts.back().second; ++row)
        lastUsed += table->rowHeights[std::size_t(row)];
    const bool noteApart = noteH > 0 && lastUsed + 2 * lay.mm + noteH > room;
    const auto drawTitle = [this, title](QPainter &p, const QRectF &r, int partNo) {
        p.setFont(lay.font(style::kTitlePt, true));
        p.drawText(QRectF(r.left(), r.top(), r.width(), style::kTitleMm * lay.mm),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   partNo > 1 ? tr("%1 (continued)").arg(title) : title);
    };
    const auto drawNote = [this, note, noteH](QPainter &p, const QRectF &r, double y) {
        p.setFont(lay.font(8));
        p.setPen(style::kMuted);
        p.drawText(QRectF(r.left(), y, r.width(), noteH), Qt::AlignLeft | Qt::TextWordWrap, note);
        p.setPen(Qt::black);
    };
    int part = 0;
    for (const auto &[a, b] : parts) {
        const bool withFooter = b == total;
        const int partNo = ++part;
        const bool noteHere = withFooter && noteH > 0 && !noteApart;
        pages.push_back([this, table, a, b, withFooter, partNo, noteHere, drawTitle,
                         drawNote](QPainter &p, const QRectF &r) {
            drawTitle(p, r, partNo);
            double y = report::drawTable(
                p, lay,
                QRectF(r.left(), r.top() + style::kTitleBlockMm * lay.mm, r.width(), r.height()),
                *table, a, b, withFooter);
            if (noteHere)
                drawNote(p, r, y + 2 * lay.mm);
        });
    }
    if (noteApart) {
        const int partNo = ++part;
        pages.push_back([this, partNo, drawTitle, drawNote](QPainter &p, const QRectF &r) {
            drawTitle(p, r, partNo);
            drawNote(p, r, r.top() + style::kTitleBlockMm * lay.mm);
        });
    }
}

QString Composer::amount(double usd) const
{
    const Site &site = s.displayCurrency ? d.site : usdSite;
    return QLocale().toString(usd * site.currencyPerUsd, 'f', 2);
}

void Composer::assumptions()
{
    Table t;
    t.headers = {tr("Part"), tr("Source"), tr("Price"), tr("Price date")};
    t.widths = {0.22, 0.50, 0.14, 0.14};
    t.rightAlign = {false, false, true, false};
    std::set<std::string> ids;
    for (const auto &l : L.bom.lines)
        ids.insert(l.id);
    for (const auto &dev : d.devices)
        for (const auto &slot : dev.gpuSlots)
            if (slot)
                ids.insert(*slot);
    for (const auto &id : ids) {
        const CatalogEntry *e = c.entry(id);
        if (!e)
            continue;
        t.rows << QStringList {
            QString::fromStdString(id),
            QString::fromStdString(e->source.document + " (" + e->source.date + ")"),
            e->price ? money(e->price->usd) : QStringLiteral("–"),
            e->price ? QString::fromStdString(e->price->date) : QStringLiteral("–")};
    }
    QString note;
    if (L.cluster) {
        const EfficiencyProfile &pr = L.cluster->profile;
        note += tr("Efficiency profile %1: GEMM %2 of the dense peak (FP8 %3), HBM %4, "
                   "NVLink/PCIe %5, network %6. Source: %7.")
                    .arg(QString::fromStdString(pr.id),
                         display::percent(pr.gemmFraction(NumberFormat::BF16), 0),
                         display::percent(pr.gemmFraction(NumberFormat::FP8), 0),
                         display::percent(pr.hbm, 0), display::percent(pr.scaleUp, 0),
                         display::percent(pr.network, 0), QString::fromStdString(pr.source))
                + QLatin1Char(' ');
    }
    note
        += tr("Site: PUE %1, electricity %2, depreciation %3 years, utilisation %4, "
              "display currency %5 at %6 per USD%7. Model FLOPs follow Korthikanti et al. 2022 "
              "eq. 7 (MFU counts model FLOPs; HFU adds recompute).")
               .arg(display::number(d.site.pue, 2), display::tariffSummary(d.site.electricity),
                    display::number(d.site.depreciationYears, 1),
                    display::percent(d.site.utilisation, 0),
                    QString::fromStdString(d.site.currency),
                    display::number(d.site.currencyPerUsd, 4),
                    d.site.currencyRateDate.empty()
                        ? QString()
                        : tr(" (rate of %1)").arg(QString::fromStdString(d.site.currencyRateDate)));
    if (d.site.liquidPue)
        note += QLatin1Char(' ')
                + tr("Liquid-cooled heat at a partial PUE of %1 (The Green Grid, White Paper 49), "
                     "the CDUs' own power added.")
                      .arg(display::number(*d.site.liquidPue, 2));
    if (L.training && L.training->valid)
        note += QLatin1Char(' ') + display::goodput(L.training->goodput);
    paginatedTable(tr("Assumptions"), t, note);
}

} // namespace cl::report
