// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporttable.h"

#include "reportstyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>
#include <numeric>

namespace cl::report {

namespace {

const QColor kHeaderFill(0xe3, 0xe7, 0xec); // table headers only

/** Cell text wraps at word boundaries, or anywhere in a long id ("pdu-3ph-415v-63a"). */
QTextOption cellOption(bool right)
{
    QTextOption o((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return o;
}

} // namespace

double wrappedTextHeight(const QFont &font, QPaintDevice *device, const QString &text, double width)
{
    // Laid out as drawTable draws it (the same wrap mode, font and device): measured with
    // breaks anywhere, a description wrapped at its words needed more lines than its row had.
    QString lines = text;
    lines.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(lines, font, device);
    layout.setTextOption(cellOption(false));
    layout.beginLayout();
    double height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height();
    }
    layout.endLayout();
    return height;
}

namespace {

/** A row's height: the tallest of its wrapped cells, at least one line. */
double rowHeight(const Table &t, const Layout &lay, const QStringList &cells, bool bold,
                 double width)
{
    const QFont font = lay.font(8, bold);
    double h = 6.2 * lay.mm;
    for (int i = 0; i < cells.size() && i < t.widths.size(); ++i) {
        const double w = t.widths[i] * width - 3 * lay.mm;
        h = std::max(h, wrappedTextHeight(font, lay.device, cells[i], w) + 2.4 * lay.mm);
    }
    return h;
}

} // namespace

QFont Layout::font(double pt, bool bold) const
{
    QFont f = base;
    f.setPointSizeF(pt);
    f.setBold(bold);
    return f;
}

double MeasuredTable::footerHeight() const
{
    return std::accumulate(footerHeights.begin(), footerHeights.end(), 0.0);
}

MeasuredTable measureTable(Table table, const Layout &layout, double width)
{
    MeasuredTable m;
    m.width = width;
    m.headerHeight = rowHeight(table, layout, table.headers, true, width);
    m.rowHeights.reserve(std::size_t(table.rows.size()));
    for (int i = 0; i < table.rows.size(); ++i)
        m.rowHeights.push_back(
            rowHeight(table, layout, table.rows[i], table.boldRows.contains(i), width));
    for (const QStringList &f : table.footer)
        m.footerHeights.push_back(rowHeight(table, layout, f, true, width));
    m.table = std::move(table);
    return m;
}

std::vector<std::pair<int, int>> paginateTable(const MeasuredTable &m, double room)
{
    std::vector<std::pair<int, int>> pages;
    const int total = int(m.rowHeights.size());
    const double footer = m.footerHeight();
    int first = 0;
    do {
        int last = first;
        double used = 0;
        while (last < total && (last == first || used + m.rowHeights[std::size_t(last)] <= room))
            used += m.rowHeights[std::size_t(last++)];
        // The totals go with the last rows: if they do not fit, the last rows move on.
        while (last == total && used + footer > room && last - first > 1)
            used -= m.rowHeights[std::size_t(--last)];
        pages.emplace_back(first, last);
        first = last;
    } while (first < total);
    return pages;
}

double drawTable(QPainter &p, const Layout &lay, const QRectF &area, const MeasuredTable &m,
                 int first, int last, bool withFooter)
{
    const Table &t = m.table;
    double y = area.top();
    auto row = [&](const QStringList &cells, double height, bool header, bool bold) {
        double x = area.left();
        if (header)
            p.fillRect(QRectF(area.left(), y, area.width(), height), kHeaderFill);
        p.setFont(lay.font(8, header || bold));
        for (int i = 0; i < cells.size() && i < t.widths.size(); ++i) {
            const double w = t.widths[i] * area.width();
            const QRectF cell(x + 1.5 * lay.mm, y, w - 3 * lay.mm, height);
            const bool right = i < t.rightAlign.size() && t.rightAlign[i];
            p.drawText(cell, cells[i], cellOption(right)); // wrapped, never cut
            x += w;
        }
        p.setPen(QPen(style::kRule, 0.2 * lay.mm));
        p.drawLine(QPointF(area.left(), y + height), QPointF(area.right(), y + height));
        p.setPen(Qt::black);
        y += height;
    };
    row(t.headers, m.headerHeight, true, false);
    for (int i = first; i < last; ++i)
        row(t.rows[i], m.rowHeights[std::size_t(i)], false, t.boldRows.contains(i));
    if (withFooter) {
        for (int i = 0; i < t.footer.size(); ++i)
            row(t.footer[i], m.footerHeights[std::size_t(i)], false, true);
    }
    return y;
}

} // namespace cl::report
