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

QTextOption cellOption(bool right)
{
    return wrappedTextOption((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

bool isAsciiAlnum(QChar c)
{
    return c.unicode() < 128 && c.isLetterOrNumber();
}

} // namespace

QTextOption wrappedTextOption(Qt::Alignment alignment)
{
    QTextOption o(alignment);
    o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return o;
}

/**
 * The lines are found on a copy in which a hyphen between letters or digits is a non-breaking
 * hyphen (U+2011, as wide as '-' in DejaVu Sans); the text drawn keeps its plain hyphens, so a
 * part number copied from the PDF is the catalog's. Qt's own rules break after every hyphen:
 * "osfp-2x400g-" / "sr8" in the BOM.
 */
QString idsKeptWhole(const QFont &font, QPaintDevice *device, const QString &text, double width)
{
    QString lines = text;
    lines.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QString probe = lines;
    bool joined = false;
    for (qsizetype i = 1; i + 1 < probe.size(); ++i)
        if (probe[i] == QLatin1Char('-') && isAsciiAlnum(probe[i - 1])
            && isAsciiAlnum(probe[i + 1])) {
            probe[i] = QChar(0x2011);
            joined = true;
        }
    if (!joined)
        return lines;
    QTextLayout layout(probe, font, device);
    layout.setTextOption(cellOption(false));
    layout.beginLayout();
    QList<int> starts;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (line.textStart() > 0 && lines[line.textStart() - 1] != QChar::LineSeparator)
            starts << line.textStart();
    }
    layout.endLayout();
    for (auto it = starts.rbegin(); it != starts.rend(); ++it)
        lines.insert(*it, QChar::LineSeparator);
    return lines;
}

double wrappedTextHeight(const QFont &font, QPaintDevice *device, const QString &text, double width)
{
    // Laid out as drawTable draws it (the same breaks, wrap mode, font and device): measured
    // with breaks anywhere, a description wrapped at its words needed more lines than its row had.
    QTextLayout layout(idsKeptWhole(font, device, text, width), font, device);
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

/** Only Latin letters, digits and signs: one font draws it, so one line of it is as tall as
 *  any other line of that font (a CJK fallback font is taller). */
bool latinOnly(const QString &text)
{
    return std::all_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 32 && c.unicode() < 0x250; });
}

/** A row's height: the tallest of its wrapped cells, at least one line. `natural` (or null):
 *  each cell's width on one line in the bold font, measured already; a Latin cell narrower than
 *  its column is one line without laying it out again (a hall's tables have 17,000 rows). */
double rowHeight(const Table &t, const Layout &lay, const QStringList &cells, bool bold,
                 double width, const std::vector<double> *natural = nullptr, double oneLine = 0)
{
    const QFont font = lay.font(8, bold);
    double h = 6.2 * lay.mm;
    for (int i = 0; i < cells.size() && i < t.widths.size(); ++i) {
        const double w = t.widths[i] * width - 3 * lay.mm;
        const double known
            = natural && std::size_t(i) < natural->size() ? (*natural)[std::size_t(i)] : -1.0;
        const bool single = oneLine > 0 && known >= 0 && known <= w && latinOnly(cells[i]);
        h = std::max(h, (single ? oneLine : wrappedTextHeight(font, lay.device, cells[i], w))
                            + 2.4 * lay.mm);
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

namespace {

/** The widest run of ASCII without spaces in `text` (an id, a part number, a number). */
double widestToken(const QFontMetricsF &fm, const QString &text)
{
    double widest = 0;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool inToken = i < text.size() && text[i].unicode() > 32 && text[i].unicode() < 127;
        if (inToken && start < 0)
            start = i;
        else if (!inToken && start >= 0) {
            widest = std::max(widest, fm.horizontalAdvance(text.mid(start, i - start)));
            start = -1;
        }
    }
    return widest;
}

/**
 * Column widths from what the columns hold: each column at least as wide as its widest id, part
 * number or amount (`least`) and, where the page allows, as wide as its longest cell on one line
 * (`most`). The room between is filled as water fills a vessel: one level for all, each column
 * held between its least and its most, so the narrow columns (a price, a date) are whole before
 * the wide ones (a description, a source) share the rest. Where everything fits on one line the
 * spare width follows the composer's fractions. "cloudmatrix-ub-switch-shelf" does not fit 17 %
 * of a page at 8 pt, and a cable's three part numbers should not wrap beside half-empty columns.
 */
std::vector<std::vector<double>> fitColumns(Table &t, const Layout &lay, double width)
{
    const QFontMetricsF fm(lay.font(8, true), lay.device); // bold: the wider of the two
    const double pad = 3.2 * lay.mm;
    const std::size_t n = std::size_t(t.widths.size());
    std::vector<double> least(n, pad), most(n, pad);
    // Each row's cells on one line (-1: more than one), for rowHeight.
    std::vector<std::vector<double>> natural;
    natural.reserve(std::size_t(t.rows.size()));
    const auto take = [&](const QStringList &cells, bool header) {
        std::vector<double> widths(n, -1.0);
        for (std::size_t i = 0; i < std::size_t(cells.size()) && i < n; ++i) {
            const QString &cell = cells[qsizetype(i)];
            const bool oneLine = !cell.contains(QLatin1Char('\n'));
            const double full = oneLine ? fm.horizontalAdvance(cell) : -1.0;
            // One ASCII word: its widest token is itself, measured once.
            const bool oneWord = oneLine && std::all_of(cell.begin(), cell.end(), [](QChar c) {
                                     return c.unicode() > 32 && c.unicode() < 127;
                                 });
            least[i] = std::max(least[i], (oneWord ? full : widestToken(fm, cell)) + pad);
            if (header) { // a heading wraps, over two lines at most ("Unit price / (USD)")
                least[i] = std::max(least[i], fm.horizontalAdvance(cell) / 2 + pad);
                continue;
            }
            widths[i] = full;
            if (oneLine)
                most[i] = std::max(most[i], full + pad);
            else
                for (const QString &line : cell.split(QLatin1Char('\n')))
                    most[i] = std::max(most[i], fm.horizontalAdvance(line) + pad);
        }
        return widths;
    };
    take(t.headers, true);
    for (const QStringList &row : t.rows)
        natural.push_back(take(row, false));
    for (const QStringList &row : t.footer)
        take(row, false);
    for (std::size_t i = 0; i < n; ++i)
        most[i] = std::max(most[i], least[i]);
    const double sumLeast = std::accumulate(least.begin(), least.end(), 0.0);
    const double sumMost = std::accumulate(most.begin(), most.end(), 0.0);
    const double sumHints = std::accumulate(t.widths.begin(), t.widths.end(), 0.0);
    if (n == 0 || sumHints <= 0)
        return natural;
    if (sumMost <= width) { // all on one line: the spare as the composer weighed the columns
        for (std::size_t i = 0; i < n; ++i)
            t.widths[qsizetype(i)]
                = (most[i] + (width - sumMost) * t.widths[qsizetype(i)] / sumHints) / width;
        return natural;
    }
    if (sumLeast >= width) { // even the ids do not fit: they break where they must
        for (std::size_t i = 0; i < n; ++i)
            t.widths[qsizetype(i)] = least[i] / sumLeast;
        return natural;
    }
    const auto at = [&](double level, std::size_t i) {
        return std::clamp(level, least[i], most[i]);
    };
    double low = 0, high = *std::max_element(most.begin(), most.end());
    for (int step = 0; step < 60; ++step) { // the level at which the columns fill the width
        const double level = (low + high) / 2;
        double sum = 0;
        for (std::size_t i = 0; i < n; ++i)
            sum += at(level, i);
        (sum < width ? low : high) = level;
    }
    for (std::size_t i = 0; i < n; ++i)
        t.widths[qsizetype(i)] = at(low, i) / width;
    return natural;
}

} // namespace

MeasuredTable measureTable(Table table, const Layout &layout, double width)
{
    const std::vector<std::vector<double>> natural = fitColumns(table, layout, width);
    // One Latin line's height in the regular and the bold font, laid out once for the table.
    const double oneLine[2]
        = {wrappedTextHeight(layout.font(8, false), layout.device, QStringLiteral("Ag"), 1e9),
           wrappedTextHeight(layout.font(8, true), layout.device, QStringLiteral("Ag"), 1e9)};
    MeasuredTable m;
    m.width = width;
    m.headerHeight = rowHeight(table, layout, table.headers, true, width);
    m.rowHeights.reserve(std::size_t(table.rows.size()));
    for (int i = 0; i < table.rows.size(); ++i)
        m.rowHeights.push_back(rowHeight(table, layout, table.rows[i], table.boldRows.contains(i),
                                         width, &natural[std::size_t(i)],
                                         oneLine[table.boldRows.contains(i)]));
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
        const QFont font = lay.font(8, header || bold);
        p.setFont(font);
        for (int i = 0; i < cells.size() && i < t.widths.size(); ++i) {
            const double w = t.widths[i] * area.width();
            const QRectF cell(x + 1.5 * lay.mm, y, w - 3 * lay.mm, height);
            const bool right = i < t.rightAlign.size() && t.rightAlign[i];
            // wrapped, never cut, ids whole
            p.drawText(cell, idsKeptWhole(font, lay.device, cells[i], cell.width()),
                       cellOption(right));
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
