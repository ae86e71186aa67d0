// SPDX-License-Identifier: GPL-3.0-or-later
// Where a cable runs on the canvas: up from its port to the tray over its row, along the tray to
// the row's end, along the end aisle to the other row's tray (over the top of the hall between
// bands of rows), and down to the other port, as a cable plan draws it. Pure geometry, shared by
// the cables, their batches and bundles, and the tests.
#pragma once

#include "canvasgeometry.h"

#include <QPolygonF>

namespace cl::canvas {

/** A rack's place on the floor. */
struct FloorPlace
{
    int row = 0;
    int position = 0;
};

/** How far above a row's rack tops its tray runs (fabric lanes stack above it). */
constexpr qreal kTrayAbove = 24.0;
/** Between two fabrics' lanes in a tray or an aisle, so each fabric reads as its own bundle. */
constexpr qreal kLaneGap = 5.0;

/** The tray's height over `row` for `fabric`'s lane. */
qreal trayY(const HallGrid &grid, int row, int fabric);

/**
 * The route from `a` (in a rack at `pa`) to `b` (at `pb`): orthogonal, along the trays and the
 * aisles at the rows' ends (the end nearer to both), `fabric` choosing the lane. Two ports in one
 * rack meet in the tray above it.
 */
QPolygonF trayRoute(const HallGrid &grid, const QPointF &a, FloorPlace pa, const QPointF &b,
                    FloorPlace pb, int fabric);

/** Where a bundle's count is labelled: over its far end, where it leaves the tray. */
QPointF labelPoint(const QPolygonF &path);

} // namespace cl::canvas
