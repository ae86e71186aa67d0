// SPDX-License-Identifier: GPL-3.0-or-later
// Where things are drawn: racks as front elevations in rows on the floor, devices at their U.
// One place for the numbers so items, tools and tests agree.
#pragma once

#include "model/enums.h"

#include <QPointF>
#include <QRectF>

#include <cmath>

namespace cl::canvas {

/** Stacking: cables (and their batches and bundles) under racks and devices, so names, kW and
 *  clicks belong to the equipment; cables show in the aisles, where their trays run. */
constexpr qreal kDomainZ = 1.0; ///< scale-up domain outlines, under everything they enclose
constexpr qreal kCableZ = 2.0;
constexpr qreal kRackZ = 3.0; ///< racks, with their devices, and devices not placed yet
constexpr qreal kUnitHeight = 14.0; ///< one rack unit
constexpr qreal kRackWidth = 230.0;
constexpr qreal kRackHeader = 44.0; ///< name, power gauge, U used
constexpr qreal kRackFooter = 10.0;
constexpr qreal kRailWidth = 22.0; ///< U numbers on the left rail
constexpr qreal kRackGap = 36.0;
constexpr qreal kRowHeight = 52.0 * kUnitHeight + kRackHeader + kRackFooter + 110.0; ///< one row
constexpr qreal kUnplacedX = -kRackWidth - 120.0; ///< devices not placed yet stand left of row 0

constexpr qreal kBandGap = 600.0; ///< between bands of rows in a wrapped hall
constexpr int kRowsBeforeWrapping = 6;
constexpr qreal kHallAspect = 1.6; ///< a wrapped hall aims at a screen's width to height

/**
 * How the floor's rows lay out on the canvas. A few rows stack top to bottom; a hall of many
 * (64 replicated units are 128 rows) wraps them into bands side by side, so at fit-all it reads as
 * a hall instead of a one-pixel column (issue 13).
 */
struct HallGrid
{
    int rowsPerBand = 0; ///< 0: every row in one column
    int placesPerRow = 1; ///< the widest row, and room for one more rack

    /** The grid for `rows` rows of at most `places` racks. */
    static HallGrid forHall(int rows, int places)
    {
        HallGrid g;
        g.placesPerRow = qMax(1, places + 1);
        if (rows > kRowsBeforeWrapping) {
            const qreal perBand = std::sqrt(rows * g.bandWidth() / (kHallAspect * kRowHeight));
            g.rowsPerBand = qBound(1, int(std::ceil(perBand)), rows);
        }
        return g;
    }
    qreal bandWidth() const { return placesPerRow * (kRackWidth + kRackGap) + kBandGap; }
    /** Top-left of a row's first place. */
    QPointF rowOrigin(int row) const
    {
        if (rowsPerBand <= 0)
            return {0, row * kRowHeight};
        return {(row / rowsPerBand) * bandWidth(), (row % rowsPerBand) * kRowHeight};
    }
    bool operator==(const HallGrid &) const = default;
};

/** The rack's rectangle in scene coordinates (its top-left at the header). */
inline QRectF rackRect(const HallGrid &grid, int row, int position, int units)
{
    const QPointF origin = grid.rowOrigin(row);
    return QRectF(origin.x() + position * (kRackWidth + kRackGap), origin.y(), kRackWidth,
                  kRackHeader + units * kUnitHeight + kRackFooter);
}

/** A device's rectangle inside its rack's coordinates (U1 at the bottom). */
inline QRectF deviceRectInRack(int units, int u, int height)
{
    const qreal top = kRackHeader + (units - (u + height - 1)) * kUnitHeight;
    return QRectF(kRailWidth, top, kRackWidth - kRailWidth - 6.0, height * kUnitHeight);
}

/** Where a part with no U of its own is drawn, in its rack's coordinates: a zero-U PDU as a
 *  strip `width` wide on the rack's right side; an in-row CDU as a cabinet in the aisle gap to
 *  the rack's left, the place it stands on the floor. */
inline QRectF zeroUStrip(DeviceKind kind, int units, qreal width)
{
    if (kind == DeviceKind::Cdu)
        return QRectF(-kRackGap / 2 - 7.0, kRackHeader, 14.0, units * kUnitHeight);
    return QRectF(kRackWidth - width - 1.0, kRackHeader, width, units * kUnitHeight);
}

/** The U (1-based) under a y coordinate inside a rack; a dropped device's lowest U goes there. */
inline int unitAt(int units, qreal yInRack)
{
    const int fromTop = int(std::floor((yInRack - kRackHeader) / kUnitHeight));
    return units - fromTop;
}

/** Row and position under a scene point (for moving racks). */
inline QPoint floorPlaceAt(const HallGrid &grid, const QPointF &scene)
{
    qreal x = scene.x();
    int firstRow = 0;
    int row = qMax(0, int(scene.y() / kRowHeight));
    if (grid.rowsPerBand > 0) {
        const int band = qMax(0, int(std::floor(x / grid.bandWidth())));
        x -= band * grid.bandWidth();
        firstRow = band * grid.rowsPerBand;
        row = firstRow + qMin(row, grid.rowsPerBand - 1);
    }
    int position = qMax(0, int((x + kRackGap / 2) / (kRackWidth + kRackGap)));
    if (grid.rowsPerBand > 0)
        position = qMin(position, grid.placesPerRow - 1);
    return {position, row};
}

} // namespace cl::canvas
