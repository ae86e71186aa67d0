// SPDX-License-Identifier: GPL-3.0-or-later
#include "cableroute.h"

#include <cmath>

namespace cl::canvas {

namespace {

/** A band's left edge: rows wrapped into bands stand side by side (HallGrid). */
qreal bandLeft(const HallGrid &grid, int row)
{
    return grid.rowOrigin(row).x();
}

/** The aisle left of a row's first rack and the one right of the widest row's last rack. */
qreal leftAisle(const HallGrid &grid, int row, int fabric)
{
    return bandLeft(grid, row) - kRackGap / 2 - fabric * kLaneGap;
}

qreal rightAisle(const HallGrid &grid, int row, int fabric)
{
    return bandLeft(grid, row) + (grid.placesPerRow - 1) * (kRackWidth + kRackGap) - kRackGap / 2
           + fabric * kLaneGap;
}

int bandOf(const HallGrid &grid, int row)
{
    return grid.rowsPerBand > 0 ? row / grid.rowsPerBand : 0;
}

/** Appends `p` unless it repeats the last point (a route with no run in one direction). */
void append(QPolygonF &path, const QPointF &p)
{
    if (path.isEmpty() || path.back() != p)
        path << p;
}

} // namespace

qreal trayY(const HallGrid &grid, int row, int fabric)
{
    return grid.rowOrigin(row).y() - kTrayAbove - fabric * kLaneGap;
}

QPolygonF trayRoute(const HallGrid &grid, const QPointF &a, FloorPlace pa, const QPointF &b,
                    FloorPlace pb, int fabric)
{
    QPolygonF path;
    const qreal ta = trayY(grid, pa.row, fabric);
    const qreal tb = trayY(grid, pb.row, fabric);
    append(path, a);
    append(path, QPointF(a.x(), ta));
    if (pa.row != pb.row) {
        const int bandA = bandOf(grid, pa.row), bandB = bandOf(grid, pb.row);
        if (bandA == bandB) {
            // Out at the end of the rows nearer to both ports, along the end aisle.
            const qreal left = leftAisle(grid, pa.row, fabric);
            const qreal right = rightAisle(grid, pa.row, fabric);
            const qreal x = (a.x() - left) + (b.x() - left) <= (right - a.x()) + (right - b.x())
                                ? left
                                : right;
            append(path, QPointF(x, ta));
            append(path, QPointF(x, tb));
        } else {
            // Between bands over the top of the hall, from the facing ends of the two bands.
            const bool eastward = bandB > bandA;
            const qreal xa
                = eastward ? rightAisle(grid, pa.row, fabric) : leftAisle(grid, pa.row, fabric);
            const qreal xb
                = eastward ? leftAisle(grid, pb.row, fabric) : rightAisle(grid, pb.row, fabric);
            const qreal top = trayY(grid, 0, fabric) - 3 * kTrayAbove;
            append(path, QPointF(xa, ta));
            append(path, QPointF(xa, top));
            append(path, QPointF(xb, top));
            append(path, QPointF(xb, tb));
        }
    }
    append(path, QPointF(b.x(), tb));
    append(path, b);
    if (path.size() == 1)
        path << b; // both ends at one point: still a (zero-length) cable
    return path;
}

QPointF labelPoint(const QPolygonF &path)
{
    // The corner over the far end, where the route leaves the tray for its rack: each rack a
    // spine or a leaf rack reaches gets its own label over it, not all of them in a few spans
    // of the shared tray (they crowded there at the SuperPOD's fit-all).
    if (path.size() >= 3)
        return path[path.size() - 2];
    return path.isEmpty() ? QPointF() : (path.front() + path.back()) / 2;
}

} // namespace cl::canvas
