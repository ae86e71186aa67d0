// SPDX-License-Identifier: GPL-3.0-or-later
// Where things are drawn: racks as front elevations in rows on the floor, devices at their U.
// One place for the numbers so items, tools and tests agree.
#pragma once

#include <QPointF>
#include <QRectF>

#include <cmath>

namespace cl::canvas {

constexpr qreal kUnitHeight = 14.0; ///< one rack unit
constexpr qreal kRackWidth = 230.0;
constexpr qreal kRackHeader = 44.0; ///< name, power gauge, U used
constexpr qreal kRackFooter = 10.0;
constexpr qreal kRailWidth = 22.0; ///< U numbers on the left rail
constexpr qreal kRackGap = 36.0;
constexpr qreal kRowHeight = 52.0 * kUnitHeight + kRackHeader + kRackFooter + 110.0; ///< one row
constexpr qreal kUnplacedX = -kRackWidth - 120.0; ///< devices not placed yet stand left of row 0

/** The rack's rectangle in scene coordinates (its top-left at the header). */
inline QRectF rackRect(int row, int position, int units)
{
    return QRectF(position * (kRackWidth + kRackGap), row * kRowHeight, kRackWidth,
                  kRackHeader + units * kUnitHeight + kRackFooter);
}

/** A device's rectangle inside its rack's coordinates (U1 at the bottom). */
inline QRectF deviceRectInRack(int units, int u, int height)
{
    const qreal top = kRackHeader + (units - (u + height - 1)) * kUnitHeight;
    return QRectF(kRailWidth, top, kRackWidth - kRailWidth - 6.0, height * kUnitHeight);
}

/** The U (1-based) under a y coordinate inside a rack; a dropped device's lowest U goes there. */
inline int unitAt(int units, qreal yInRack)
{
    const int fromTop = int(std::floor((yInRack - kRackHeader) / kUnitHeight));
    return units - fromTop;
}

/** Row and position under a scene point (for moving racks). */
inline QPoint floorPlaceAt(const QPointF &scene)
{
    const int position = qMax(0, int((scene.x() + kRackGap / 2) / (kRackWidth + kRackGap)));
    const int row = qMax(0, int(scene.y() / kRowHeight));
    return {position, row};
}

} // namespace cl::canvas
