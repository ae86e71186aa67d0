// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog.h"
#include "cost/bom.h"
#include "engine/ledger.h"
#include "model/design.h"
#include "model/naming.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "powergauge.h"
#include "reportcomposer.h"
#include "reportstyle.h"
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

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace cl::report {

void Composer::bom()
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
                               c.entry(l.id) ? display::partName(*c.entry(l.id))
                                             : QString::fromStdString(l.description),
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

QString Composer::categoryName(const std::string &category) const
{
    static const std::map<std::string, const char *> names {
        {"racks", QT_TR_NOOP("Racks")},
        {"servers", QT_TR_NOOP("Servers")},
        {"gpus", QT_TR_NOOP("GPUs")},
        {"nics", QT_TR_NOOP("NICs")},
        {"switches", QT_TR_NOOP("Switches")},
        {"pdus", QT_TR_NOOP("PDUs")},
        {"cdus", QT_TR_NOOP("Coolant distribution units")},
        {"transceivers", QT_TR_NOOP("Transceivers")},
        {"cables", QT_TR_NOOP("Cables")}};
    auto it = names.find(category);
    return it == names.end() ? QString::fromStdString(category) : tr(it->second);
}

std::string Composer::layoutKey(const Rack &rack, const std::vector<std::size_t> &indices) const
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
        key += formatText("|%d,%g,%g,%d,%g", pw.feeds->count, pw.feeds->voltageV, pw.feeds->amps,
                          int(pw.feeds->phase), pw.feeds->powerFactor);
    key += formatText("|%g,%d,%g", pw.derating, int(pw.redundancy), pw.budgetW.value_or(0));
    for (const auto &part : parts)
        key += "|" + part;
    return key;
}

void Composer::elevations()
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
        pages.push_back([this, first, last, byRack, groups, columns](QPainter &p, const QRectF &r) {
            p.setFont(lay.font(style::kTitlePt, true));
            p.drawText(QRectF(r.left(), r.top(), r.width(), style::kTitleMm * lay.mm),
                       Qt::AlignLeft | Qt::AlignVCenter, tr("Rack elevations"));
            const double cellW = r.width() / columns;
            const double cellH = (r.height() - 12 * lay.mm) / 2;
            for (std::size_t g = first; g < last; ++g) {
                const ElevationGroup &group = (*groups)[g];
                const Rack &rack = d.racks[group.representative];
                const int k = int(g - first);
                const QRectF cell(r.left() + (k % columns) * cellW,
                                  r.top() + style::kTitleBlockMm * lay.mm + (k / columns) * cellH,
                                  cellW, cellH);
                auto found = byRack->find(rack.id);
                drawRack(p, cell.adjusted(2 * lay.mm, 2 * lay.mm, -2 * lay.mm, -7 * lay.mm), rack,
                         found == byRack->end() ? kNoDevices : found->second);
                if (group.members.size() > 1)
                    drawAlike(p,
                              QRectF(cell.left() + 2 * lay.mm, cell.bottom() - 6.5 * lay.mm,
                                     cell.width() - 4 * lay.mm, 6 * lay.mm),
                              group);
            }
        });
    }
}

void Composer::drawAlike(QPainter &p, const QRectF &area, const ElevationGroup &group)
{
    p.setFont(lay.font(6.5));
    p.setPen(style::kMuted);
    // Names as runs ("SU1-R01 … SU1-R16"), as many whole runs as two lines hold, then how many
    // racks are not named here: the list never stops inside a name (it read "SU1-R0…").
    std::vector<std::string> names;
    for (std::size_t i : group.members)
        names.push_back(d.racks[i].name);
    const std::vector<NameRun> runs = nameRuns(names);
    const auto height = [&](const QString &text) {
        return wrappedTextHeight(p.font(), lay.device, text, area.width());
    };
    const int count = int(group.members.size());
    // One line as this language's text sets it (a CJK fallback font is taller than the Latin).
    const double line = height(tr("%Ln rack(s) built alike", "", count));
    const auto fits = [&](const QString &text) {
        return height(text) <= 2.2 * line;
    };
    QString listed;
    QString text = tr("%Ln rack(s) built alike", "", count);
    std::size_t named = 0;
    for (std::size_t k = 0; k < runs.size(); ++k) {
        const QString next = listed + (listed.isEmpty() ? QString() : QStringLiteral(", "))
                             + QString::fromStdString(runs[k].text);
        const std::size_t rest = std::size_t(count) - named - runs[k].count;
        QString candidate = tr("%Ln rack(s) built alike: %1", "", count).arg(next);
        if (rest > 0)
            candidate = tr("%1 and %Ln more", "", int(rest)).arg(candidate);
        if (!fits(candidate))
            break;
        listed = next;
        named += runs[k].count;
        text = candidate;
    }
    p.drawText(area, idsKeptWhole(p.font(), lay.device, text, area.width()),
               wrappedTextOption(Qt::AlignLeft | Qt::AlignTop));
    p.setPen(Qt::black);
}

void Composer::drawRack(QPainter &p, const QRectF &cell, const Rack &rack,
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
    cl::paintGauge(&p, QRectF(cell.left(), cell.top() + 9.5 * lay.mm, cell.width(), 2.5 * lay.mm),
                   fraction);
    const double top = cell.top() + 14 * lay.mm;
    const double rail = 5 * lay.mm;
    const double unitH = (cell.bottom() - top) / units;
    const QRectF body(cell.left(), top, cell.width(), unitH * units);
    p.setPen(QPen(style::kInk, 0.3 * lay.mm));
    p.setBrush(style::kPanel);
    p.drawRect(body);
    p.setPen(QPen(style::kRule, 0.1 * lay.mm));
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
        const QColor fill = dev.kind == DeviceKind::GpuServer ? style::kServerFace
                            : dev.kind == DeviceKind::Switch  ? style::kSwitchFace
                                                              : style::kRail;
        p.setPen(QPen(fill.darker(140), 0.2 * lay.mm));
        p.setBrush(fill);
        p.drawRect(box);
        p.setPen(Qt::white);
        p.setFont(lay.font(std::min(6.5, h * unitH / lay.mm * 1.6)));
        QString label = QString::fromStdString(dev.name);
        if (dev.installedGpuCount() > 0)
            label += QStringLiteral(" · %1×%2")
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

void Composer::power()
{
    Table t;
    t.headers
        = {tr("Rack"), tr("Max"), tr("Typical"), tr("Usable"), tr("Headroom"), tr("Heat (BTU/h)")};
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
    if (L.site.liquidMaxW > 0)
        t.footer << QStringList {
            tr("To liquid (%1)").arg(display::percent(L.site.liquidMaxW / L.site.itMaxW, 0)),
            display::watts(L.site.liquidMaxW),
            QString(),
            QString(),
            QString(),
            display::number(L.site.liquidMaxW * 3.412)};
    t.footer << QStringList {
        tr("Facility (PUE %1)").arg(display::number(L.site.cooling.pueAtMax(), 2)),
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

} // namespace cl::report
