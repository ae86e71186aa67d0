// SPDX-License-Identifier: GPL-3.0-or-later
#include "powergauge.h"

#include <QPainter>
#include <QRectF>

namespace cl {

QColor loadColor(double fraction)
{
    if (fraction > 1.0)
        return QColor(0xd0, 0x34, 0x2c);
    if (fraction >= 0.8)
        return QColor(0xe8, 0x7a, 0x1c);
    if (fraction >= 0.6)
        return QColor(0xe0, 0xb7, 0x16);
    return QColor(0x3c, 0xa0, 0x4e);
}

void paintGauge(QPainter *painter, const QRectF &rect, double fraction)
{
    painter->save();
    painter->setPen(QPen(QColor(0x80, 0x80, 0x80), 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect);
    QRectF fill = rect.adjusted(1, 1, -1, -1);
    fill.setWidth(fill.width() * qBound(0.0, fraction, 1.0));
    painter->fillRect(fill, loadColor(fraction));
    painter->restore();
}

} // namespace cl
