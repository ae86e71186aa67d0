// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfreport.h"

#include "catalog/catalog.h"
#include "cost/bom.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "powergauge.h"
#include "reporttable.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/printf.h"

#include <QDate>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace cl {

namespace {

/** A page is a drawing function over the content rectangle (device units). */
using PageFn = std::function<void(QPainter &, const QRectF &)>;

using report::Layout;
using report::Table;

const std::vector<std::size_t> kNoDevices;
const QColor kLine(0xb0, 0xb6, 0xbe);

} // namespace

PdfReport::PdfReport(const Design &design, const Catalog &catalog, const DesignLedger &ledger,
                     ReportSettings settings)
    : mDesign(design)
    , mCatalog(catalog)
    , mLedger(ledger)
    , mSettings(settings)
{ }

namespace {

class Composer
{
    Q_DECLARE_TR_FUNCTIONS(PdfReport)

public:
    Composer(const Design &d, const Catalog &c, const DesignLedger &L, const ReportSettings &s,
             const Layout &layout, const QRectF &content)
        : d(d)
        , c(c)
        , L(L)
        , s(s)
        , lay(layout)
        , content(content)
    {
        if (!s.displayCurrency) {
            usdSite = d.site;
            usdSite.currency = "USD";
            usdSite.currencyPerUsd = 1.0;
        }
    }

    std::vector<PageFn> pages;

    QString money(double usd) const
    {
        return display::money(usd, s.displayCurrency ? d.site : usdSite);
    }

    void cover()
    {
        pages.push_back([this](QPainter &p, const QRectF &r) {
            double y = r.top();
            p.setFont(lay.font(22, true));
            p.drawText(QRectF(r.left(), y, r.width(), 14 * lay.mm),
                       Qt::AlignLeft | Qt::AlignVCenter, tr("Cluster plan"));
            y += 16 * lay.mm;
            p.setFont(lay.font(14));
            p.drawText(QRectF(r.left(), y, r.width(), 10 * lay.mm),
                       Qt::AlignLeft | Qt::TextWordWrap, QString::fromStdString(d.name));
            y += 10 * lay.mm;
            p.setFont(lay.font(10));
            p.setPen(QColor(0x55, 0x5b, 0x66));
            p.drawText(QRectF(r.left(), y, r.width(), 7 * lay.mm), Qt::AlignLeft,
                       tr("%1 · prepared with ClusterLedger")
                           .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)));
            p.setPen(Qt::black);
            y += 14 * lay.mm;
            // The headline ledger.
            QList<QStringList> rows;
            int gpus = L.cluster ? L.cluster->gpus : 0;
            rows << QStringList {tr("GPUs"), L.cluster ? tr("%1 × %2").arg(gpus).arg(
                                                 QString::fromStdString(L.cluster->gpu->name))
                                                       : QStringLiteral("–")};
            if (L.training && L.training->valid) {
                const TrainingEstimate &t = *L.training;
                rows << QStringList {tr("Days to train"), display::days(t.trainDays)}
                     << QStringList {tr("MFU"), display::percent(t.mfu)}
                     << QStringList {tr("GPU-hours"), display::number(t.gpuHours)}
                     << QStringList {tr("Parallel layout"),
                                     QString::fromStdString(t.layout.describe())};
            } else {
                rows << QStringList {tr("Days to train"),
                                     tr("cannot run (see the problems below)")};
            }
            rows << QStringList {tr("IT power (max / typical)"),
                                 display::watts(L.site.itMaxW) + QStringLiteral(" / ")
                                     + display::watts(L.site.itTypicalW)}
                 << QStringList {tr("Facility power (PUE %1)").arg(display::number(d.site.pue, 2)),
                                 display::watts(L.site.facilityMaxW)}
                 << QStringList {tr("Capex"), money(L.cost.capexUsd)}
                 << QStringList {tr("Opex per year"), money(L.cost.opexUsdPerYear)};
            if (L.cost.runUsdOwned)
                rows << QStringList {tr("This run (owned)"), money(*L.cost.runUsdOwned)};
            if (L.cost.runUsdCloud)
                rows << QStringList {tr("This run (cloud)"), money(*L.cost.runUsdCloud)};
            y = drawTable(
                p, QRectF(r.left(), y, r.width(), r.bottom() - y),
                Table {{tr("Ledger"), QString()}, {0.45, 0.55}, {false, false}, rows, {}, {}}, 0,
                int(rows.size()));
            y += 10 * lay.mm;
            p.setFont(lay.font(12, true));
            p.drawText(QRectF(r.left(), y, r.width(), 8 * lay.mm), Qt::AlignLeft,
                       tr("Open problems"));
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
                const QString line = (diag.severity == Severity::Error ? QStringLiteral("● ")
                                                                       : QStringLiteral("○ "))
                                     + severityText(diag.severity) + QStringLiteral(": ")
                                     + diagnosticText(diag);
                const QRectF box(r.left(), y, r.width(), 12 * lay.mm);
                QRectF used;
                p.setPen(diag.severity == Severity::Error ? QColor(0xb0, 0x2a, 0x22)
                                                          : QColor(0x8a, 0x5a, 0x00));
                p.drawText(box, Qt::AlignLeft | Qt::TextWordWrap, line, &used);
                y += used.height() + 0.5 * lay.mm;
                if (const QString check = diagnosticCheck(diag.code); !check.isEmpty()) {
                    // What to check first, under the problem, in grey.
                    p.setPen(QColor(0x55, 0x5b, 0x66));
                    p.setFont(lay.font(7.5));
                    QRectF checkUsed;
                    p.drawText(
                        QRectF(r.left() + 4 * lay.mm, y, r.width() - 4 * lay.mm, 10 * lay.mm),
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

    double drawTable(QPainter &p, const QRectF &area, const Table &t, int first, int last)
    {
        // Small tables drawn in place (cover, training ledger): measured at their own width.
        return report::drawTable(p, lay, area, report::measureTable(t, lay, area.width()), first,
                                 last, false);
    }

    /** A table over as many pages as it needs, the header repeated, totals after the last row. */
    void paginatedTable(const QString &title, const Table &t, const QString &note = {})
    {
        const double titleH = 12 * lay.mm;
        // Measured once, shared by all its pages: a copy per page made the report quadratic
        // (the SuperPOD x1024 took 46 s and 7 GB), and re-measuring per paint doubled the work.
        const auto table = std::make_shared<const report::MeasuredTable>(
            report::measureTable(t, lay, content.width()));
        const double room = content.height() - titleH - 8 * lay.mm - table->headerHeight;
        const int total = int(t.rows.size());
        int part = 0;
        for (const auto &[a, b] : report::paginateTable(*table, room)) {
            const bool withFooter = b == total;
            const int partNo = ++part;
            pages.push_back(
                [this, title, table, a, b, withFooter, partNo, note](QPainter &p, const QRectF &r) {
                    p.setFont(lay.font(14, true));
                    p.drawText(QRectF(r.left(), r.top(), r.width(), 10 * lay.mm),
                               Qt::AlignLeft | Qt::AlignVCenter,
                               partNo > 1 ? tr("%1 (continued)").arg(title) : title);
                    double y = report::drawTable(
                        p, lay, QRectF(r.left(), r.top() + 12 * lay.mm, r.width(), r.height()),
                        *table, a, b, withFooter);
                    if (withFooter && !note.isEmpty()) {
                        p.setFont(lay.font(8));
                        p.setPen(QColor(0x55, 0x5b, 0x66));
                        p.drawText(QRectF(r.left(), y + 2 * lay.mm, r.width(), 20 * lay.mm),
                                   Qt::AlignLeft | Qt::TextWordWrap, note);
                        p.setPen(Qt::black);
                    }
                });
        }
    }

    /** A full amount for a purchase order: "1,792.00" (the currency is in the column head). */
    QString amount(double usd) const
    {
        const Site &site = s.displayCurrency ? d.site : usdSite;
        return QLocale().toString(usd * site.currencyPerUsd, 'f', 2);
    }

    void bom()
    {
        // For procurement: full amounts (k/M only in summaries), a unit column, every cell
        // wrapped rather than cut, a subtotal after each category.
        const QString currency
            = QString::fromStdString(s.displayCurrency ? d.site.currency : std::string("USD"));
        Table t;
        t.headers = {tr("Category"),
                     tr("Catalog id"),
                     tr("Description"),
                     tr("Qty"),
                     tr("Unit"),
                     tr("Unit price (%1)").arg(currency),
                     tr("Extended (%1)").arg(currency)};
        t.widths = {0.13, 0.17, 0.23, 0.09, 0.06, 0.14, 0.18};
        t.rightAlign = {false, false, false, true, false, true, true};
        std::string group;
        auto subtotal = [&] {
            if (group.empty())
                return;
            t.boldRows.insert(int(t.rows.size()));
            t.rows << QStringList {categoryName(group),
                                   QString(),
                                   tr("subtotal"),
                                   QString(),
                                   QString(),
                                   QString(),
                                   amount(L.bom.totalsByCategory.at(group))};
        };
        for (const auto &l : L.bom.lines) {
            if (l.category != group) {
                subtotal();
                group = l.category;
            }
            t.rows << QStringList {categoryName(l.category),
                                   QString::fromStdString(l.id),
                                   QString::fromStdString(l.description),
                                   display::number(l.quantity, l.unit == "m" ? 1 : 0),
                                   l.unit == "m" ? tr("m") : tr("pcs"),
                                   l.priced ? amount(l.unitUsd) : tr("no price"),
                                   amount(l.extendedUsd)};
        }
        if (L.bom.totalsByCategory.count(group))
            subtotal();
        t.footer << QStringList {tr("All"), QString(), tr("total"),           QString(),
                                 QString(), QString(), amount(L.bom.totalUsd)};
        paginatedTable(
            tr("Bill of materials"), t,
            tr("Transceivers follow each cable's media and the ports' cages (a twin-port OSFP cage "
               "takes one transceiver for two links); fibre and copper are priced per metre. "
               "Prices are planning figures with their dates in the assumptions."));
    }

    QString categoryName(const std::string &category) const
    {
        static const std::map<std::string, const char *> names {
            {"racks", QT_TR_NOOP("Racks")},
            {"servers", QT_TR_NOOP("Servers")},
            {"gpus", QT_TR_NOOP("GPUs")},
            {"nics", QT_TR_NOOP("NICs")},
            {"switches", QT_TR_NOOP("Switches")},
            {"pdus", QT_TR_NOOP("PDUs")},
            {"transceivers", QT_TR_NOOP("Transceivers")},
            {"cables", QT_TR_NOOP("Cables")}};
        auto it = names.find(category);
        return it == names.end() ? QString::fromStdString(category) : tr(it->second);
    }

    /**
     * Racks built alike (same rack model and power, the same device models at the same U with
     * the same GPUs) share one drawing, captioned with every rack it stands for: a hall of
     * 17,408 racks reads as its 17 rack types, not 2,900 pages of copies.
     */
    struct ElevationGroup
    {
        std::size_t representative;
        std::vector<std::size_t> members;
    };

    std::string layoutKey(const Rack &rack, const std::vector<std::size_t> &indices) const
    {
        std::vector<std::string> parts;
        parts.reserve(indices.size());
        for (std::size_t i : indices) {
            const Device &dev = d.devices[i];
            std::string part = dev.model + "@" + std::to_string(dev.u);
            for (const auto &slot : dev.gpuSlots)
                part += "," + slot.value_or("-");
            parts.push_back(std::move(part));
        }
        std::sort(parts.begin(), parts.end());
        std::string key = rack.model;
        const RackPower &pw = rack.power;
        if (pw.feeds)
            key += formatText("|%d,%g,%g,%d,%g", pw.feeds->count, pw.feeds->voltageV,
                              pw.feeds->amps, int(pw.feeds->phase), pw.feeds->powerFactor);
        key += formatText("|%g,%d,%g", pw.derating, int(pw.redundancy), pw.budgetW.value_or(0));
        for (const auto &part : parts)
            key += "|" + part;
        return key;
    }

    void elevations()
    {
        const int columns = 3, rowsPerPage = 2;
        const int perPage = columns * rowsPerPage;
        const auto byRack = std::make_shared<const decltype(d.devicesByRack())>(d.devicesByRack());
        auto groups = std::make_shared<std::vector<ElevationGroup>>();
        std::unordered_map<std::string, std::size_t> groupOf;
        for (std::size_t i = 0; i < d.racks.size(); ++i) {
            const auto found = byRack->find(d.racks[i].id);
            const std::string key
                = layoutKey(d.racks[i], found == byRack->end() ? kNoDevices : found->second);
            const auto [it, added] = groupOf.emplace(key, groups->size());
            if (added)
                groups->push_back({i, {}});
            (*groups)[it->second].members.push_back(i);
        }
        for (std::size_t first = 0; first < groups->size(); first += perPage) {
            const std::size_t last = std::min(groups->size(), first + perPage);
            pages.push_back([this, first, last, byRack, groups, columns](QPainter &p,
                                                                         const QRectF &r) {
                p.setFont(lay.font(14, true));
                p.drawText(QRectF(r.left(), r.top(), r.width(), 10 * lay.mm),
                           Qt::AlignLeft | Qt::AlignVCenter, tr("Rack elevations"));
                const double cellW = r.width() / columns;
                const double cellH = (r.height() - 12 * lay.mm) / 2;
                for (std::size_t g = first; g < last; ++g) {
                    const ElevationGroup &group = (*groups)[g];
                    const Rack &rack = d.racks[group.representative];
                    const int k = int(g - first);
                    const QRectF cell(r.left() + (k % columns) * cellW,
                                      r.top() + 12 * lay.mm + (k / columns) * cellH, cellW, cellH);
                    auto found = byRack->find(rack.id);
                    drawRack(p, cell.adjusted(2 * lay.mm, 2 * lay.mm, -2 * lay.mm, -7 * lay.mm),
                             rack, found == byRack->end() ? kNoDevices : found->second);
                    if (group.members.size() > 1)
                        drawAlike(p,
                                  QRectF(cell.left() + 2 * lay.mm, cell.bottom() - 6.5 * lay.mm,
                                         cell.width() - 4 * lay.mm, 6 * lay.mm),
                                  group);
                }
            });
        }
    }

    /** "×1,024 racks built alike: R01, R01-2, …" under a shared drawing. */
    void drawAlike(QPainter &p, const QRectF &area, const ElevationGroup &group)
    {
        p.setFont(lay.font(6.5));
        p.setPen(QColor(0x55, 0x5b, 0x66));
        QString names;
        for (std::size_t i : group.members) {
            if (names.size() > 400)
                break; // enough to fill two elided lines
            names += (names.isEmpty() ? QString() : QStringLiteral(", "))
                     + QString::fromStdString(d.racks[i].name);
        }
        const QString text
            = tr("%Ln rack(s) built alike: %1", "", int(group.members.size())).arg(names);
        const QFontMetricsF fm(p.font());
        p.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   fm.elidedText(text, Qt::ElideRight, area.width() * 1.9));
        p.setPen(Qt::black);
    }

    void drawRack(QPainter &p, const QRectF &cell, const Rack &rack,
                  const std::vector<std::size_t> &indices)
    {
        const RackModel *model = c.rack(rack.model);
        const int units = model ? model->u : 42;
        const RackLoad load = rackLoad(d, rack, c, indices);
        p.setFont(lay.font(9, true));
        p.drawText(QRectF(cell.left(), cell.top(), cell.width(), 5 * lay.mm),
                   Qt::AlignLeft | Qt::AlignVCenter, QString::fromStdString(rack.name));
        p.setFont(lay.font(7));
        p.drawText(QRectF(cell.left(), cell.top() + 5 * lay.mm, cell.width(), 4 * lay.mm),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   tr("%1 · %2/%3 U · %4 of %5")
                       .arg(QString::fromStdString(rack.model))
                       .arg(load.uUsed)
                       .arg(units)
                       .arg(display::watts(load.maxW), display::watts(load.usableW)));
        const double fraction = load.usableW > 0 ? load.maxW / load.usableW : 0;
        cl::paintGauge(&p,
                       QRectF(cell.left(), cell.top() + 9.5 * lay.mm, cell.width(), 2.5 * lay.mm),
                       fraction);
        const double top = cell.top() + 14 * lay.mm;
        const double rail = 5 * lay.mm;
        const double unitH = (cell.bottom() - top) / units;
        const QRectF body(cell.left(), top, cell.width(), unitH * units);
        p.setPen(QPen(QColor(0x30, 0x30, 0x30), 0.3 * lay.mm));
        p.setBrush(QColor(0xf4, 0xf5, 0xf7));
        p.drawRect(body);
        p.setPen(QPen(kLine, 0.1 * lay.mm));
        p.setFont(lay.font(4.5));
        for (int u = 1; u <= units; ++u) {
            const double y = top + (units - u) * unitH;
            p.drawLine(QPointF(body.left() + rail, y + unitH), QPointF(body.right(), y + unitH));
            if (u % 2 == 1 || unitH > 2.2 * lay.mm)
                p.drawText(QRectF(body.left(), y, rail - 0.5 * lay.mm, unitH),
                           Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
        }
        for (std::size_t i : indices) {
            const Device &dev = d.devices[i];
            const int h = deviceHeightU(dev, c);
            if (h <= 0 || dev.u <= 0)
                continue;
            const QRectF box(body.left() + rail, top + (units - (dev.u + h - 1)) * unitH,
                             body.width() - rail, h * unitH);
            const QColor fill = dev.kind == DeviceKind::GpuServer ? QColor(0x2f, 0x5d, 0x8a)
                                : dev.kind == DeviceKind::Switch  ? QColor(0x2e, 0x7d, 0x6b)
                                                                  : QColor(0x5a, 0x5f, 0x66);
            p.setPen(QPen(fill.darker(140), 0.2 * lay.mm));
            p.setBrush(fill);
            p.drawRect(box);
            p.setPen(Qt::white);
            p.setFont(lay.font(std::min(6.5, h * unitH / lay.mm * 1.6)));
            QString label = QString::fromStdString(dev.name);
            if (dev.installedGpuCount() > 0)
                label
                    += QStringLiteral(" · %1×%2")
                           .arg(dev.installedGpuCount())
                           .arg(QString::fromStdString(c.gpu(*dev.gpuSlots.front())
                                                           ? c.gpu(*dev.gpuSlots.front())->shortName
                                                           : *dev.gpuSlots.front()));
            label += QStringLiteral(" · ") + display::watts(deviceMaxW(dev, c));
            p.drawText(
                box.adjusted(1 * lay.mm, 0, -1 * lay.mm, 0), Qt::AlignLeft | Qt::AlignVCenter,
                p.fontMetrics().elidedText(label, Qt::ElideRight, int(box.width() - 2 * lay.mm)));
        }
        p.setPen(Qt::black);
        p.setBrush(Qt::NoBrush);
    }

    void power()
    {
        Table t;
        t.headers = {tr("Rack"),   tr("Max"),      tr("Typical"),
                     tr("Usable"), tr("Headroom"), tr("Heat (BTU/h)")};
        t.widths = {0.24, 0.14, 0.14, 0.14, 0.14, 0.20};
        t.rightAlign = {false, true, true, true, true, true};
        for (const auto &r : L.racks) {
            const double headroom = r.load.usableW > 0 ? r.load.usableW / r.load.maxW - 1 : 0;
            t.rows << QStringList {QString::fromStdString(r.name),
                                   display::watts(r.load.maxW),
                                   display::watts(r.load.typicalW),
                                   display::watts(r.load.usableW),
                                   r.load.maxW > 0 ? display::percent(headroom, 0)
                                                   : QStringLiteral("–"),
                                   display::number(r.load.maxW * 3.412)};
        }
        t.footer << QStringList {tr("Site IT"),
                                 display::watts(L.site.itMaxW),
                                 display::watts(L.site.itTypicalW),
                                 display::watts(L.site.usableW),
                                 QString(),
                                 display::number(L.site.heatBtuPerHour)};
        t.footer << QStringList {tr("Facility (PUE %1)").arg(display::number(d.site.pue, 2)),
                                 display::watts(L.site.facilityMaxW),
                                 display::watts(L.site.facilityTypicalW),
                                 QString(),
                                 QString(),
                                 tr("%1 cooling tons").arg(display::number(L.site.coolingTons, 1))};
        paginatedTable(
            tr("Power and cooling"), t,
            tr("Max is the devices' nameplate power, which the budget check uses; typical is the "
               "draw during training, which energy uses. Usable = feeds × derating with redundancy "
               "(N, N+1, 2N). Heat: 1 W = 3.412 BTU/h; 12,000 BTU/h = 1 cooling ton."));
    }

    void training()
    {
        pages.push_back([this](QPainter &p, const QRectF &r) {
            p.setFont(lay.font(14, true));
            p.drawText(QRectF(r.left(), r.top(), r.width(), 10 * lay.mm),
                       Qt::AlignLeft | Qt::AlignVCenter, tr("Training ledger"));
            double y = r.top() + 12 * lay.mm;
            using F = QString (*)(double);
            const std::pair<const char *, F> dims[] = {{"compute", display::flops},
                                                       {"memory", display::bytes},
                                                       {"bandwidth", display::bytesPerSecond},
                                                       {"energy", display::watts},
                                                       {"time", display::days}};
            const QStringList names {tr("Compute"), tr("Memory per GPU"), tr("Network per GPU"),
                                     tr("Power"), tr("Time")};
            Table t {{tr("Dimension"), tr("Required"), tr("Datasheet"), tr("Calibrated"),
                      tr("Headroom")},
                     {0.24, 0.19, 0.19, 0.19, 0.19},
                     {false, true, true, true, true},
                     {},
                     {},
                     {}};
            for (int i = 0; i < 5; ++i) {
                const LedgerRow &row = L.ledger.at(dims[i].first);
                t.rows << QStringList {names[i], display::optional(row.required, dims[i].second),
                                       display::optional(row.available, dims[i].second),
                                       display::optional(row.calibrated, dims[i].second),
                                       row.headroom ? display::percent(*row.headroom, 0)
                                                    : QStringLiteral("–")};
            }
            y = drawTable(p, QRectF(r.left(), y, r.width(), r.height()), t, 0, 5) + 8 * lay.mm;
            if (!L.training || !L.training->valid) {
                p.setFont(lay.font(10));
                p.drawText(QRectF(r.left(), y, r.width(), 8 * lay.mm), Qt::AlignLeft,
                           tr("No training estimate: see the open problems."));
                return;
            }
            const TrainingEstimate &e = *L.training;
            p.setFont(lay.font(9));
            QRectF used;
            p.drawText(
                QRectF(r.left(), y, r.width(), 20 * lay.mm), Qt::AlignLeft | Qt::TextWordWrap,
                tr("%1 on %2 GPUs · %3 · MFU %4, HFU %5 · %6 tokens/s · bottleneck: %7")
                    .arg(display::modelDescription(d.workload.model, L.job->shape, c))
                    .arg(L.cluster->gpus)
                    .arg(QString::fromStdString(e.layout.describe()), display::percent(e.mfu),
                         display::percent(e.hfu), display::number(e.tokensPerS),
                         display::bottleneck(e.bottleneckParts)),
                &used);
            y += used.height() + 6 * lay.mm;
            const MemoryBreakdown &m = e.memory;
            y = bar(p, QRectF(r.left(), y, r.width(), 22 * lay.mm),
                    tr("Memory per GPU (of %1)").arg(display::bytes(m.capacity)),
                    {{tr("Weights"), m.weights, QColor(0x2f, 0x5d, 0x8a)},
                     {tr("Gradients"), m.gradients, QColor(0x43, 0xa0, 0x47)},
                     {tr("Optimizer"), m.optimizer, QColor(0x8e, 0x24, 0xaa)},
                     {tr("Activations"), m.activations, QColor(0xe0, 0x9b, 0x16)},
                     {tr("Overhead"), m.overhead, QColor(0x75, 0x75, 0x75)}},
                    m.capacity, display::bytes)
                + 4 * lay.mm;
            const StepBreakdown &b = e.breakdown;
            y = bar(p, QRectF(r.left(), y, r.width(), 22 * lay.mm),
                    tr("Step time (%1 s)").arg(display::number(e.stepTimeS, 3)),
                    {{tr("Compute"), b.compute, QColor(0x2f, 0x5d, 0x8a)},
                     {tr("Bubble"), b.bubble, QColor(0xe0, 0x9b, 0x16)},
                     {tr("TP"), b.tpComm, QColor(0x1e, 0x88, 0xe5)},
                     {tr("PP"), b.ppComm, QColor(0x43, 0xa0, 0x47)},
                     {tr("DP"), b.dpComm, QColor(0xd0, 0x34, 0x2c)},
                     {tr("Optimizer"), b.optimizer, QColor(0x75, 0x75, 0x75)}},
                    b.total(),
                    [](double x) { return QLocale().toString(x, 'f', 3) + QStringLiteral(" s"); })
                + 6 * lay.mm;
            scaling(p, QRectF(r.left(), y, r.width(), std::min(80 * lay.mm, r.bottom() - y)));
        });
    }

    struct Part
    {
        QString name;
        double value;
        QColor color;
    };

    double bar(QPainter &p, const QRectF &area, const QString &title, const QList<Part> &parts,
               double whole, QString (*format)(double))
    {
        p.setFont(lay.font(10, true));
        p.drawText(QRectF(area.left(), area.top(), area.width(), 6 * lay.mm),
                   Qt::AlignLeft | Qt::AlignVCenter, title);
        const QRectF barRect(area.left(), area.top() + 7 * lay.mm, area.width(), 6 * lay.mm);
        p.setPen(QPen(kLine, 0.2 * lay.mm));
        p.drawRect(barRect);
        double x = barRect.left();
        double total = 0;
        for (const Part &part : parts)
            total += part.value;
        const double scale = barRect.width() / std::max(whole, total);
        for (const Part &part : parts) {
            const double w = part.value * scale;
            p.fillRect(QRectF(x, barRect.top(), w, barRect.height()), part.color);
            x += w;
        }
        double lx = area.left();
        p.setFont(lay.font(7));
        for (const Part &part : parts) {
            const QString text = part.name + QStringLiteral(" ") + format(part.value);
            p.fillRect(QRectF(lx, barRect.bottom() + 2.4 * lay.mm, 2.5 * lay.mm, 2.5 * lay.mm),
                       part.color);
            p.setPen(Qt::black);
            const double w = p.fontMetrics().horizontalAdvance(text) + 6 * lay.mm;
            p.drawText(QRectF(lx + 3.2 * lay.mm, barRect.bottom() + 1.5 * lay.mm, w, 4.5 * lay.mm),
                       Qt::AlignLeft | Qt::AlignVCenter, text);
            lx += w;
        }
        return barRect.bottom() + 7 * lay.mm;
    }

    void scaling(QPainter &p, const QRectF &area)
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
        p.setPen(QPen(kLine, 0.2 * lay.mm));
        p.drawRect(plot);
        p.setFont(lay.font(7));
        p.setPen(Qt::black);
        for (const auto &pt : L.scaling) {
            const QPointF q = at(pt.gpus, pt.trainDays);
            p.drawText(
                QRectF(q.x() - 10 * lay.mm, plot.bottom() + 1 * lay.mm, 20 * lay.mm, 4 * lay.mm),
                Qt::AlignCenter, QString::number(pt.gpus));
        }
        for (int k = 0; k <= 4; ++k) {
            const double days = maxDays * 1.1 * k / 4;
            const double yy = plot.bottom() - plot.height() * k / 4;
            p.drawText(QRectF(area.left(), yy - 2 * lay.mm, 13 * lay.mm, 4 * lay.mm),
                       Qt::AlignRight | Qt::AlignVCenter, display::number(days, days < 10 ? 1 : 0));
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
            p.setBrush(pt.current ? QColor(0xff, 0xb3, 0x00) : QColor(0x2f, 0x5d, 0x8a));
            p.drawEllipse(q, (pt.current ? 1.6 : 0.9) * lay.mm, (pt.current ? 1.6 : 0.9) * lay.mm);
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(Qt::black);
    }

    void assumptions()
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
        note += tr("Site: PUE %1, electricity %2 USD/kWh, depreciation %3 years, utilisation %4, "
                   "display currency %5 at %6 per USD. Goodput %7. Model FLOPs follow Korthikanti "
                   "et al. 2022 eq. 7 (MFU counts model FLOPs; HFU adds recompute).")
                    .arg(display::number(d.site.pue, 2),
                         display::number(d.site.electricityUsdPerKwh, 3),
                         display::number(d.site.depreciationYears, 1),
                         display::percent(d.site.utilisation, 0),
                         QString::fromStdString(d.site.currency),
                         display::number(d.site.currencyPerUsd, 4),
                         display::percent(d.workload.goodput, 0));
        paginatedTable(tr("Assumptions"), t, note);
    }

    const Design &d;
    const Catalog &c;
    const DesignLedger &L;
    const ReportSettings &s;
    const Layout &lay;
    QRectF content;
    Site usdSite;
};

} // namespace

namespace {
struct Prepared
{
    Layout layout;
    QRectF content;
    QRectF footer;
};

Prepared prepare(QPdfWriter &writer)
{
    Prepared p;
    p.layout.mm = writer.resolution() / 25.4;
    p.layout.device = &writer;
    // Latin text in DejaVu Sans, Chinese in Noto Sans CJK (both embedded as subsets): with the CJK
    // font alone, Qt writes digits whose text extraction is lost (pdftotext drops them).
    p.layout.base = QFont(QStringLiteral("DejaVu Sans"));
    p.layout.base.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
    const QRect paint = writer.pageLayout().paintRectPixels(writer.resolution());
    p.content = QRectF(0, 0, paint.width(), paint.height() - 8 * p.layout.mm);
    p.footer = QRectF(0, paint.height() - 5 * p.layout.mm, paint.width(), 5 * p.layout.mm);
    return p;
}

void setUpPage(QPdfWriter &writer, const ReportSettings &settings)
{
    writer.setPageSize(QPageSize(settings.paper));
    writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
    writer.setResolution(300);
}

/** The sections the settings ask for, in report order. */
void composeSections(Composer &c, const ReportSettings &s)
{
    if (s.cover)
        c.cover();
    if (s.bom)
        c.bom();
    if (s.elevations)
        c.elevations();
    if (s.power)
        c.power();
    if (s.training)
        c.training();
    if (s.assumptions)
        c.assumptions();
}
} // namespace

int PdfReport::pageCount() const
{
    QPdfWriter probe(QStringLiteral("/dev/null"));
    setUpPage(probe, mSettings);
    const Prepared pr = prepare(probe);
    Composer c(mDesign, mCatalog, mLedger, mSettings, pr.layout, pr.content);
    composeSections(c, mSettings);
    return int(c.pages.size());
}

bool PdfReport::write(const QString &path, QString *error,
                      const std::function<bool(int, int)> &progress) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    {
        QPdfWriter writer(&file);
        setUpPage(writer, mSettings);
        writer.setTitle(tr("Cluster plan: %1").arg(QString::fromStdString(mDesign.name)));
        writer.setCreator(QStringLiteral("ClusterLedger"));
        const Prepared pr = prepare(writer);
        Composer c(mDesign, mCatalog, mLedger, mSettings, pr.layout, pr.content);
        composeSections(c, mSettings);
        QPainter painter(&writer);
        const QString date = QLocale().toString(QDate::currentDate(), QLocale::ShortFormat);
        const int total = int(c.pages.size());
        for (int i = 0; i < total; ++i) {
            if (i > 0)
                writer.newPage();
            painter.setPen(Qt::black);
            c.pages[std::size_t(i)](painter, pr.content);
            painter.setFont(pr.layout.font(7.5));
            painter.setPen(QColor(0x55, 0x5b, 0x66));
            painter.drawLine(pr.footer.topLeft(), pr.footer.topRight());
            painter.drawText(pr.footer, Qt::AlignLeft | Qt::AlignVCenter,
                             QString::fromStdString(mDesign.name) + QStringLiteral(" · ") + date);
            painter.drawText(pr.footer, Qt::AlignRight | Qt::AlignVCenter,
                             tr("Page %1 of %2").arg(i + 1).arg(total));
            if (progress && !progress(i + 1, total)) {
                painter.end();
                file.cancelWriting();
                if (error)
                    *error = tr("Cancelled");
                return false;
            }
        }
        painter.end();
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace cl
