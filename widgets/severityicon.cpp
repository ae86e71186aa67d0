// SPDX-License-Identifier: GPL-3.0-or-later
#include "severityicon.h"

#include <QIconEngine>
#include <QPainter>

namespace clw {

QColor severityColor(SeverityLevel level)
{
    switch (level) {
    case SeverityLevel::Info:
        return QColor(0x2d, 0x7d, 0xd2);
    case SeverityLevel::Warning:
        return QColor(0xe0, 0x9b, 0x16);
    case SeverityLevel::Error:
        return QColor(0xd0, 0x34, 0x2c);
    }
    return Qt::gray;
}

namespace {

class SeverityIconEngine : public QIconEngine
{
public:
    explicit SeverityIconEngine(SeverityLevel level)
        : mLevel(level)
    { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode, QIcon::State) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const qreal side = qMin(rect.width(), rect.height()) - 2;
        const QRectF r(rect.center().x() - side / 2 + 0.5, rect.center().y() - side / 2 + 0.5, side,
                       side);
        painter->setPen(Qt::NoPen);
        painter->setBrush(severityColor(mLevel));
        painter->drawEllipse(r);
        QFont font = painter->font();
        font.setBold(true);
        font.setPixelSize(qMax(6, int(side * 0.75)));
        painter->setFont(font);
        painter->setPen(Qt::white);
        const QString glyph
            = mLevel == SeverityLevel::Info ? QStringLiteral("i") : QStringLiteral("!");
        painter->drawText(r, Qt::AlignCenter, glyph);
        painter->restore();
    }

    QIconEngine *clone() const override { return new SeverityIconEngine(mLevel); }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pm(size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }

private:
    SeverityLevel mLevel;
};

} // namespace

QIcon severityIcon(SeverityLevel level)
{
    return QIcon(new SeverityIconEngine(level));
}

} // namespace clw
