// SPDX-License-Identifier: GPL-3.0-or-later
#include "items.h"

#include "cableroute.h"
#include "canvasgeometry.h"
#include "model/enums.h"
#include "report/powergauge.h"

#include <QFontMetricsF>
#include <QGraphicsView>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QVarLengthArray>

#include <cmath>

namespace cl::canvas {

namespace {

qreal levelOfDetail(const QStyleOptionGraphicsItem *option, QPainter *painter)
{
    return option->levelOfDetailFromTransform(painter->worldTransform());
}

QColor deviceColor(int kind)
{
    switch (DeviceKind(kind)) {
    case DeviceKind::GpuServer:
        return QColor(0x2f, 0x5d, 0x8a);
    case DeviceKind::Switch:
        return QColor(0x2e, 0x7d, 0x6b);
    case DeviceKind::Pdu:
        return QColor(0x8a, 0x6d, 0x2f);
    case DeviceKind::Server:
        return QColor(0x5a, 0x5f, 0x66);
    case DeviceKind::Cdu: // light water blue, apart from the domains' dark teal outline
        return QColor(0x4f, 0xc3, 0xf7);
    }
    return Qt::gray;
}

const QColor kSelection(0xff, 0xb3, 0x00);
const QColor kError(0xd0, 0x34, 0x2c);

/** A bundle's width in pixels: one, and another per eight-fold of the cables it stands for. */
qreal bundlePixels(qsizetype cables, qreal most)
{
    return qMin(most, 1.0 + std::log2(double(std::max<qsizetype>(1, cables))) / 3);
}

/** A box's outline: a one-pixel line at the usual width, the given width (antialiased) when it
 *  must stand out (selected, marked). It leaves antialiasing on, as the view set it. */
void outline(QPainter *painter, const QRectF &box, const QColor &color, qreal width)
{
    const bool thin = width <= 1.5;
    painter->setRenderHint(QPainter::Antialiasing, !thin);
    painter->setPen(QPen(color, thin ? 0 : width));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(box);
    painter->setRenderHint(QPainter::Antialiasing, true);
}

} // namespace

QColor fabricColor(int fabric)
{
    switch (Fabric(fabric)) {
    case Fabric::Compute:
        return QColor(0x1e, 0x88, 0xe5);
    case Fabric::Storage:
        return QColor(0x8e, 0x24, 0xaa);
    case Fabric::InBand:
        return QColor(0x43, 0xa0, 0x47);
    case Fabric::OutOfBand:
        return QColor(0x75, 0x75, 0x75);
    }
    return Qt::black;
}

QColor overPaper(const QColor &ink, qreal strength)
{
    const QColor paper = kCanvasBackground;
    auto mix = [strength](int a, int b) {
        return int(std::lround(a * strength + b * (1 - strength)));
    };
    return QColor(mix(ink.red(), paper.red()), mix(ink.green(), paper.green()),
                  mix(ink.blue(), paper.blue()));
}

QColor cableInk(int fabric, qreal strength)
{
    // Qt's raster engine blends a translucent line span by span and hands long runs of spans to
    // its thread pool: 1,769 translucent bundle lines took 150 ms a frame, opaque ones 20 ms.
    // The look of a translucent line over the canvas, mixed once, costs nothing per pixel.
    return overPaper(fabricColor(fabric), strength);
}

ModelItem::ModelItem(QString id, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , mId(std::move(id))
{
    setData(0, mId);
}

RackItem::RackItem(const QString &id, RackLook look, int units)
    : ModelItem(id)
    , mLook(std::move(look))
    , mUnits(units)
{
    setFlags(ItemIsSelectable | ItemIsMovable);
    // Its devices lie within it: out of view, the view skips them unvisited (not a clip, which
    // would cost every rack in view a clip path).
    setFlag(ItemContainsChildrenInShape);
    // Above the cables (z 2): a rack, its devices and their names and kW are never hidden by
    // a cable, which shows in the aisles between racks, where its tray runs (issue 29).
    setZValue(kRackZ);
}

QRectF RackItem::boundingRect() const
{
    return QRectF(-2, -2, kRackWidth + 4, kRackHeader + mUnits * kUnitHeight + kRackFooter + 4);
}

void RackItem::paintReadableLabel(QPainter *painter, qreal lod, const QRectF &frame,
                                  const QColor &background) const
{
    if (!mLabels)
        return;
    // Where the header's own text would be under 9 screen pixels, the name is drawn 11 pixels
    // high instead (8 where it would not fit), elided in the middle only past that (SU1-R01
    // stays "SU…01", unlike its neighbours), with its kW below when there is room: a hall reads
    // as named racks by power at every zoom.
    const qreal widthPx = kRackWidth * lod;
    if (widthPx < 36)
        return;
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(std::lround(11 / std::max(lod, 1e-3)))));
    font.setBold(true);
    const qreal boxWidth = kRackWidth - 8 / lod;
    // A name a little too wide is set smaller, down to 8 screen pixels, before it is elided:
    // "NVL72-01" reads where "N…1" did not.
    if (const qreal advance = QFontMetricsF(font).horizontalAdvance(mLook.name);
        advance > boxWidth) {
        const qreal fitted = font.pixelSize() * boxWidth / advance;
        font.setPixelSize(std::max(int(std::lround(8 / std::max(lod, 1e-3))), int(fitted)));
    }
    const QFontMetricsF metrics(font);
    const QRectF nameBox(4 / lod, 3 / lod, boxWidth, metrics.height());
    if (background.alpha() > 0)
        painter->fillRect(QRectF(0, 0, kRackWidth,
                                 nameBox.bottom() + 2 / lod
                                     + (frame.height() * lod >= 60 ? metrics.height() : 0)),
                          background);
    painter->setFont(font);
    painter->setPen(Qt::black);
    painter->drawText(nameBox, Qt::AlignLeft | Qt::AlignTop,
                      metrics.elidedText(mLook.name, Qt::ElideMiddle, nameBox.width()));
    if (frame.height() * lod < 60)
        return;
    font.setBold(false);
    painter->setFont(font);
    painter->drawText(nameBox.translated(0, metrics.height()), Qt::AlignLeft | Qt::AlignTop,
                      tr("%1 kW").arg(QLocale().toString(mLook.maxW / 1000, 'f', 1)));
}

void RackItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = levelOfDetail(option, painter);
    const QRectF body(0, kRackHeader, kRackWidth, mUnits * kUnitHeight);
    const double fraction
        = mLook.usableW > 0 ? mLook.maxW / mLook.usableW : (mLook.maxW > 0 ? 2 : 0);
    const QColor edge
        = isSelected() ? kSelection : (mLook.marked ? kError : QColor(0x30, 0x30, 0x30));
    // Solid fills, then the outline: an antialiased filled rectangle this size is blended span
    // by span (and handed to Qt's thread pool), a solid fill is one memset per line.
    const QRectF frame(0, 0, kRackWidth, body.bottom() + kRackFooter);
    if (lod < 0.25) {
        // Far out a rack is a box tinted by its power against its budget (the gauge would be a
        // pixel high at fit-all), with a hairline frame even when selected.
        painter->fillRect(frame,
                          mPower ? overPaper(loadColor(fraction), 0.45) : QColor(0xe3, 0xe7, 0xec));
        outline(painter, frame, edge, 1);
        paintReadableLabel(painter, lod, frame, Qt::transparent);
        return;
    }
    painter->fillRect(frame, QColor(0xf4, 0xf5, 0xf7));
    painter->fillRect(QRectF(0, 0, kRackWidth, kRackHeader), QColor(0xe3, 0xe7, 0xec));
    painter->fillRect(QRectF(0, kRackHeader, kRailWidth, body.height()), QColor(0xdd, 0xe1, 0xe6));
    outline(painter, frame, edge, isSelected() || mLook.marked ? 3 : 1.5);

    // Power gauge: max power over usable, coloured at 60, 80 and 100 % (DCIM convention).
    if (mPower)
        cl::paintGauge(painter, QRectF(6, 24, kRackWidth - 12, 14), fraction);
    if (13 * lod < 9) {
        // Over the header, tinted by the rack's power as the gauge it covers would be.
        paintReadableLabel(painter, lod, frame,
                           mPower ? overPaper(loadColor(fraction), 0.45) : Qt::transparent);
        return;
    }
    QFont font = painter->font();
    if (mLabels) {
        font.setPixelSize(13);
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(Qt::black);
        painter->drawText(QRectF(6, 2, kRackWidth - 12, 20), Qt::AlignLeft | Qt::AlignVCenter,
                          mLook.name);
        font.setBold(false);
        font.setPixelSize(10);
        painter->setFont(font);
        const QLocale locale;
        painter->drawText(QRectF(6, 2, kRackWidth - 12, 20), Qt::AlignRight | Qt::AlignVCenter,
                          tr("%1/%2 U").arg(mLook.uUsed).arg(mUnits));
        painter->drawText(QRectF(6, 24, kRackWidth - 12, 14), Qt::AlignCenter,
                          tr("%1 / %2 kW")
                              .arg(locale.toString(mLook.maxW / 1000, 'f', 1),
                                   locale.toString(mLook.usableW / 1000, 'f', 1)));
    }
    if (lod < 0.6)
        return;
    // U grid in one call, numbers on the rail (every fifth U until they are legible).
    QVarLengthArray<QLineF, 64> grid;
    for (int u = 1; u <= mUnits; ++u) {
        const qreal y = kRackHeader + (mUnits - u + 1) * kUnitHeight;
        grid.append(QLineF(kRailWidth, y, kRackWidth, y));
    }
    painter->setRenderHint(QPainter::Antialiasing, false); // axis-aligned: nothing to smooth
    painter->setPen(QPen(QColor(0xc8, 0xcc, 0xd2), 0));
    painter->drawLines(grid.constData(), int(grid.size()));
    painter->setRenderHint(QPainter::Antialiasing, true);
    font.setPixelSize(8);
    painter->setFont(font);
    painter->setPen(QColor(0x60, 0x66, 0x70));
    const int every = lod >= 1.2 ? 1 : 5;
    for (int u = every; u <= mUnits; u += every) {
        const qreal y = kRackHeader + (mUnits - u) * kUnitHeight;
        painter->drawText(QRectF(0, y, kRailWidth - 3, kUnitHeight),
                          Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
    }
}

DeviceItem::DeviceItem(const QString &id, DeviceLook look, const QRectF &rect,
                       QGraphicsItem *parent)
    : ModelItem(id, parent)
    , mLook(std::move(look))
    , mRect(rect)
{
    setFlags(ItemIsSelectable);
    // In a rack, above its body; unplaced (no rack), above the cables as racks are.
    setZValue(parent ? 1 : kRackZ);
}

QPointF DeviceItem::portAnchor(int index, int count) const
{
    const qreal x = mRect.left() + mRect.width() * (index + 1) / (count + 1);
    return mapToScene(QPointF(x, mRect.center().y()));
}

void DeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = levelOfDetail(option, painter);
    const QColor base = deviceColor(mLook.kind);
    const QRectF box = mRect.adjusted(0.5, 0.5, -0.5, -0.5);
    painter->fillRect(box, base);
    outline(painter, box, isSelected() ? kSelection : (mLook.marked ? kError : base.darker(140)),
            isSelected() || mLook.marked ? 2.5 : 1);
    if (lod < 0.45)
        return;
    QFont font = painter->font();
    font.setPixelSize(10);
    painter->setFont(font);
    if (mRect.width() >= 10 && mRect.height() > 4 * mRect.width()) {
        // A tall strip (an in-row CDU beside its rack): the name runs up its side.
        painter->save();
        painter->translate(mRect.center());
        painter->rotate(-90);
        painter->setPen(Qt::black);
        painter->drawText(
            QRectF(-mRect.height() / 2, -mRect.width() / 2, mRect.height(), mRect.width()),
            Qt::AlignCenter, mLook.name);
        painter->restore();
        return;
    }
    painter->setPen(Qt::white);
    const QRectF text = mRect.adjusted(4, 1, -4, -1);
    const QRectF firstLine(text.left(), text.top(), text.width(), qMin<qreal>(12, text.height()));
    painter->drawText(firstLine, Qt::AlignLeft | Qt::AlignVCenter, mLook.name);
    if (mLook.maxW > 0)
        painter->drawText(firstLine, Qt::AlignRight | Qt::AlignVCenter,
                          tr("%1 kW").arg(QLocale().toString(mLook.maxW / 1000, 'f', 1)));
    if (mLook.gpuSlots <= 0 || lod < 0.9 || mRect.height() < 2 * kUnitHeight)
        return;
    // GPU tiles: one per slot, the model's short name, free slots hollow.
    const qreal tileGap = 3;
    const int columns = qMin(mLook.gpuSlots, 8);
    const int rows = (mLook.gpuSlots + columns - 1) / columns;
    const qreal top = firstLine.bottom() + 3;
    const qreal tileW = (text.width() - (columns - 1) * tileGap) / columns;
    const qreal tileH = qMin<qreal>(16, (mRect.bottom() - top - 3 - (rows - 1) * tileGap) / rows);
    font.setPixelSize(qBound(6, int(tileH * 0.55), 9));
    painter->setFont(font);
    for (int i = 0; i < mLook.gpuSlots; ++i) {
        const QRectF tile(text.left() + (i % columns) * (tileW + tileGap),
                          top + (i / columns) * (tileH + tileGap), tileW, tileH);
        const QString gpu = i < mLook.gpus.size() ? mLook.gpus.at(i) : QString();
        painter->setPen(QPen(QColor(0xd8, 0xe6, 0xf5), 1));
        painter->setBrush(gpu.isEmpty() ? Qt::NoBrush : QBrush(QColor(0x76, 0xb9, 0x00)));
        painter->drawRect(tile);
        if (!gpu.isEmpty()) {
            painter->setPen(Qt::black);
            painter->drawText(tile, Qt::AlignCenter, gpu);
        }
    }
}

LinkItem::LinkItem(const QString &id, QPolygonF route, int fabric, QGraphicsItem *parent)
    : ModelItem(id, parent)
    , mRoute(std::move(route))
    , mBounds(mRoute.boundingRect().adjusted(-3, -3, 3, 3))
    , mFabric(fabric)
{
    setFlags(ItemIsSelectable);
    setZValue(kCableZ);
}

QRectF LinkItem::boundingRect() const
{
    return mBounds;
}

QPainterPath LinkItem::shape() const
{
    QPainterPath path;
    path.addPolygon(mRoute);
    QPainterPathStroker stroker;
    stroker.setWidth(6);
    return stroker.createStroke(path);
}

void LinkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    // Thousands of thin straight runs: antialiasing costs more than it shows.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(isSelected() ? QPen(kSelection, 2.5) : QPen(cableInk(mFabric, 0.6), 1.0));
    painter->drawPolyline(mRoute);
}

void LinkItem::setBatched(bool batched)
{
    mBatched = batched;
    setFlag(ItemHasNoContents, mBatched && !isSelected());
}

QVariant LinkItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    // A selected cable paints itself, highlighted, over its batch.
    if (change == ItemSelectedHasChanged)
        setFlag(ItemHasNoContents, mBatched && !value.toBool());
    return QGraphicsItem::itemChange(change, value);
}

CableBatchItem::CableBatchItem(QVector<QPolygonF> routes, int fabric)
    : mRoutes(std::move(routes))
    , mFabric(fabric)
{
    setZValue(kCableZ);
    setFlag(ItemUsesExtendedStyleOption); // the exposed rect, to cull what is out of view
    // Its cables (children) lie within its bounds: out of view, the view skips them unvisited.
    setFlag(ItemContainsChildrenInShape);
    for (const QPolygonF &r : std::as_const(mRoutes))
        mBounds |= r.boundingRect();
    mBounds.adjust(-3, -3, 3, 3);
}

namespace {

/** Whether a route crosses a rectangle: a point inside, or a run through it. Runs are
 *  horizontal or vertical (trays and aisles), so a run crosses where its box meets the rect. */
bool crosses(const QPolygonF &route, const QRectF &r)
{
    for (qsizetype i = 1; i < route.size(); ++i)
        if (QRectF(route[i - 1], route[i]).normalized().adjusted(-1, -1, 1, 1).intersects(r))
            return true;
    return false;
}

/** A wide route as its straight runs, each squared off at its ends so the corners close: as one
 *  polyline, Qt's stroker computed every corner's join (atan2), a third of a fit-all frame. */
template<qsizetype N>
void appendRuns(QVarLengthArray<QLineF, N> &runs, const QPolygonF &route)
{
    for (qsizetype i = 1; i < route.size(); ++i)
        runs.append(QLineF(route[i - 1], route[i]));
}

void drawRuns(QPainter *painter, const QPolygonF &route)
{
    QVarLengthArray<QLineF, 8> runs;
    appendRuns(runs, route);
    painter->drawLines(runs.constData(), int(runs.size()));
}

/** The part of the scene the whole view shows. Not the exposed rect: a scroll exposes a strip,
 *  and a cable's ends must be judged against what the user sees, or the strip would draw the
 *  bundle where the rest of the view draws single cables. */
QRectF visibleSceneRect(const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    if (auto *view = widget ? qobject_cast<QGraphicsView *>(widget->parentWidget()) : nullptr)
        return view->mapToScene(view->viewport()->rect()).boundingRect();
    return option->exposedRect;
}

} // namespace

void CableBatchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
                           QWidget *widget)
{
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QColor c = cableInk(mFabric, 0.6);
    const QRectF view = visibleSceneRect(option, widget);
    RouteList ends;
    RouteList passing;
    for (const QPolygonF &r : std::as_const(mRoutes)) {
        if (r.isEmpty())
            continue;
        if (view.contains(r.front()) || view.contains(r.back()))
            ends.append(&r);
        else if (crosses(r, view))
            passing.append(&r);
    }
    const qreal lod = levelOfDetail(option, painter);
    mDrawn = 0;
    mFolded = 0;
    // Cables with an end in view are drawn one by one where they can be told apart (three pixels
    // between neighbours at that end); those that only cross the view are folded into one route.
    QRectF spread;
    for (const QPolygonF *r : std::as_const(ends))
        spread |= QRectF(view.contains(r->front()) ? r->front() : r->back(), QSizeF(1e-3, 1e-3));
    const qreal apart
        = (spread.width() + spread.height()) * lod / std::max<qsizetype>(1, ends.size() - 1);
    if (ends.size() <= 4 || apart >= 3)
        drawSingly(painter, c, ends);
    else
        drawFolded(painter, lod, ends);
    if (passing.size() < 4)
        drawSingly(painter, c, passing);
    else
        drawFolded(painter, lod, passing);
}

void CableBatchItem::drawSingly(QPainter *painter, const QColor &c, const RouteList &routes)
{
    // Every run of every route in one call: a call per cable costs more than the lines.
    QVarLengthArray<QLineF, 1024> runs;
    for (const QPolygonF *r : routes)
        appendRuns(runs, *r);
    painter->setPen(QPen(c, 0));
    painter->drawLines(runs.constData(), int(runs.size()));
    mDrawn += int(routes.size());
}

void CableBatchItem::drawFolded(QPainter *painter, qreal lod, const RouteList &routes)
{
    // The middle cable stands for them all, lighter than a single cable and a little wider the
    // more there are (a pixel per eight-fold), so the cables that end in view stay the figure.
    const qreal pixels = bundlePixels(routes.size(), 4.0);
    painter->setPen(
        QPen(cableInk(mFabric, 0.4), pixels / std::max(lod, 1e-3), Qt::SolidLine, Qt::SquareCap));
    drawRuns(painter, *routes[routes.size() / 2]);
    mFolded += int(routes.size());
}

BundleItem::BundleItem(QPolygonF route, int fabric, int count)
    : mRoute(std::move(route))
    , mFabric(fabric)
    , mCount(count)
{
    setZValue(kCableZ);
}

QRectF BundleItem::boundingRect() const
{
    return mRoute.boundingRect().adjusted(-40, -40, 40, 40);
}

void BundleItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = levelOfDetail(option, painter);
    // Far out (a trunk between rows at fit-all) lighter, so the racks' power fills still read
    // through the trays.
    const QColor c = cableInk(mFabric, lod < 0.1 ? 0.35 : 0.67);
    // As wide as its scene width close up, and never under a pixel per eight-fold of its count
    // far out (a trunk of a thousand cables stays visible at fit-all). Not antialiased far out:
    // it costs there what it does not show.
    const qreal pixels = std::max(qMin(12.0, 2.0 + mCount / 16.0) * lod, bundlePixels(mCount, 3.5));
    painter->setRenderHint(QPainter::Antialiasing, lod >= 0.25);
    painter->setPen(QPen(c, pixels / std::max(lod, 1e-3), Qt::SolidLine, Qt::SquareCap));
    drawRuns(painter, mRoute);
    // The count only where it can be read: a 36-unit label under 9 pixels is a smudge, and
    // thousands of them at fit-all cost more than everything else in the frame.
    if (lod * 36 < 9)
        return;
    QFont font = painter->font();
    font.setPixelSize(28);
    font.setBold(true);
    painter->setFont(font);
    // Just over the tray, so the trays' lines do not run through the count.
    const QPointF at = labelPoint(mRoute);
    const QRectF label(at.x() - 40, at.y() - 38, 80, 36);
    painter->setBrush(QColor(255, 255, 255, 220));
    painter->setPen(QPen(c, 2));
    painter->drawRoundedRect(label, 8, 8);
    painter->setPen(Qt::black);
    painter->drawText(label, Qt::AlignCenter, QString::number(mCount));
}

} // namespace cl::canvas
