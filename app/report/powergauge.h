// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

class QPainter;
class QRectF;

namespace cl {

/**
 * The colour of a load against its limit, by the DCIM convention planners know (openDCIM):
 * green below 60 %, yellow from 60 %, orange from 80 %, red above 100 %.
 */
QColor loadColor(double fraction);

/** Paints a horizontal gauge (used in tables and, later, on racks). */
void paintGauge(QPainter *painter, const QRectF &rect, double fraction);

} // namespace cl
