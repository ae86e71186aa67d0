// SPDX-License-Identifier: GPL-3.0-or-later
// The report's page geometry and its tables: a table is measured once (cells wrap, so rows
// differ in height), cut into pages by those heights, and drawn from the same measurements.
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QSet>
#include <QStringList>
#include <QTextOption>

#include <utility>
#include <vector>

class QPainter;
class QPaintDevice;
class QRectF;

namespace cl::report {

struct Layout
{
    double mm = 300 / 25.4; ///< device units per millimetre
    QPaintDevice *device = nullptr; ///< the PDF writer: text is measured at its resolution
    QFont base;
    QFont font(double pt, bool bold = false) const;
};

struct Table
{
    QStringList headers;
    QList<double> widths; ///< fractions of the width
    QList<bool> rightAlign;
    QList<QStringList> rows;
    QList<QStringList> footer; ///< totals, bold, after the last row
    QSet<int> boldRows; ///< group subtotals inside the rows
};

/** Wrapped at word boundaries, and inside a word only where one word is wider than the room. */
QTextOption wrappedTextOption(Qt::Alignment alignment);

/** `text` with its line breaks at `width` made explicit, an id or part number
 *  ("pdu-3ph-415v-60a", "NET-A4") never broken at its hyphens unless it alone is too wide.
 *  Drawn with wrappedTextOption. */
QString idsKeptWhole(const QFont &font, QPaintDevice *device, const QString &text, double width);

/** The height `text` takes in a table cell `width` wide (device units), wrapped as the cell
 *  draws it: at word boundaries, and inside a word only where one word is wider than the cell. */
double wrappedTextHeight(const QFont &font, QPaintDevice *device, const QString &text,
                         double width);

/** A table with each row's height at one width (device units). */
struct MeasuredTable
{
    Table table;
    double width = 0;
    double headerHeight = 0;
    std::vector<double> rowHeights;
    std::vector<double> footerHeights;
    double footerHeight() const;
};

MeasuredTable measureTable(Table table, const Layout &layout, double width);

/** [first, last) row ranges, one per page of `room` height; the footer goes with the last rows. */
std::vector<std::pair<int, int>> paginateTable(const MeasuredTable &table, double room);

/** Draws rows [first, last) with the header (and the footer); returns the y after the table. */
double drawTable(QPainter &p, const Layout &layout, const QRectF &area, const MeasuredTable &table,
                 int first, int last, bool withFooter);

} // namespace cl::report
