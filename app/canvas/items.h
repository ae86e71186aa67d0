// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas's items. Each holds the id of the model object it shows (as QGIS layout items keep
// their uuid) and what it paints, computed when the scene builds it or when the object changes
// (ClusterScene::documentChanged), so nothing goes stale and painting never searches the model.
#pragma once

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPolygonF>
#include <QString>
#include <QVarLengthArray>

namespace cl::canvas {

enum ItemType {
    RackItemType = QGraphicsItem::UserType + 1,
    DeviceItemType,
    LinkItemType,
    BundleItemType,
    CableBatchItemType
};

/** Every item knows the model object it shows. */
class ModelItem : public QGraphicsItem
{
public:
    explicit ModelItem(QString id, QGraphicsItem *parent = nullptr);
    const QString &objectId() const { return mId; }

private:
    QString mId;
};

struct RackLook
{
    QString name;
    double maxW = 0;
    double usableW = 0;
    int uUsed = 0;
    bool marked = false; ///< carries an error diagnostic
};

struct DeviceLook
{
    QString name;
    QString model;
    int kind = 0; ///< DeviceKind
    double maxW = 0;
    int gpuSlots = 0;
    QStringList gpus; ///< short names per slot, empty string for a free slot
    bool marked = false;
};

/** A rack's front elevation: U rail, header with name, power gauge and U used. */
class RackItem : public ModelItem
{
    Q_DECLARE_TR_FUNCTIONS(RackItem)

public:
    RackItem(const QString &id, RackLook look, int units);
    enum { Type = RackItemType };
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;
    int units() const { return mUnits; }
    const RackLook &look() const { return mLook; }
    /** A changed rack (name, power) repaints in place: the scene does not rebuild for it. */
    void setLook(const RackLook &look)
    {
        prepareGeometryChange();
        mLook = look;
        update();
    }
    void setMarked(bool marked)
    {
        if (marked != mLook.marked) {
            mLook.marked = marked;
            update();
        }
    }
    /** The Labels and Power fill layers (ClusterScene::Layer): the name, U and kW texts, and the
     *  power gauge and tint. */
    void setLayers(bool labels, bool power)
    {
        if (labels != mLabels || power != mPower) {
            mLabels = labels;
            mPower = power;
            update();
        }
    }

private:
    /** The name (and kW) at a readable size when the header's text would be too small. */
    void paintReadableLabel(QPainter *painter, qreal lod, const QRectF &frame,
                            const QColor &background) const;

    RackLook mLook;
    int mUnits;
    bool mLabels = true;
    bool mPower = true;
};

/** A server, switch or PDU at its U; GPU servers show their GPUs as tiles. */
class DeviceItem : public ModelItem
{
    Q_DECLARE_TR_FUNCTIONS(DeviceItem)

public:
    DeviceItem(const QString &id, DeviceLook look, const QRectF &rect, QGraphicsItem *parent);
    enum { Type = DeviceItemType };
    int type() const override { return Type; }
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;
    /** A changed device that stays where it is (name, GPUs, model of the same height). */
    void setLook(const DeviceLook &look)
    {
        mLook = look;
        update();
    }
    void setMarked(bool marked)
    {
        if (marked != mLook.marked) {
            mLook.marked = marked;
            update();
        }
    }
    /** Where a cable on this device attaches, in scene coordinates. */
    QPointF portAnchor(int index, int count) const;

private:
    DeviceLook mLook;
    QRectF mRect;
};

/** One cable, drawn along its route (trays and aisles) between its devices' port anchors and
 *  coloured by fabric. */
class LinkItem : public ModelItem
{
public:
    LinkItem(const QString &id, QPolygonF route, int fabric, QGraphicsItem *parent = nullptr);
    enum { Type = LinkItemType };
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;
    int fabric() const { return mFabric; }
    const QPolygonF &route() const { return mRoute; }
    /** Drawn by its rack pair's batch (CableBatchItem) unless selected: the item stays for
     *  selection and hit tests, without a paint call of its own. */
    void setBatched(bool batched);

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    QPolygonF mRoute;
    QRectF mBounds;
    int mFabric;
    bool mBatched = false;
};

/**
 * Every cable of one fabric between two racks, drawn in one call. Qt's cost per item, not the
 * lines, is what tens of thousands of cables spend a frame on. Close up, only the cables with an
 * end in view are drawn one by one; those that only pass through the view are drawn as one
 * bundle route (thicker with their number): a planner at a rack looks at its cables, and
 * thousands of spine cables crossing the screen cost a frame 200 ms.
 */
class CableBatchItem : public QGraphicsItem
{
public:
    CableBatchItem(QVector<QPolygonF> routes, int fabric);
    enum { Type = CableBatchItemType };
    int type() const override { return Type; }
    QRectF boundingRect() const override { return mBounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;
    int fabric() const { return mFabric; }
    /** What the last paint drew: cables one by one, and cables folded into the bundle route. */
    int drawnLastFrame() const { return mDrawn; }
    int foldedLastFrame() const { return mFolded; }

private:
    using RouteList = QVarLengthArray<const QPolygonF *, 256>;
    void drawSingly(QPainter *painter, const QColor &c, const RouteList &routes);
    void drawFolded(QPainter *painter, qreal lod, const RouteList &routes);
    QVector<QPolygonF> mRoutes;
    int mDrawn = 0;
    int mFolded = 0;
    QRectF mBounds;
    int mFabric;
};

/** At low zoom: all cables of one fabric between two racks (or two rows) as one route with a
 *  count. */
class BundleItem : public QGraphicsItem
{
public:
    BundleItem(QPolygonF route, int fabric, int count);
    enum { Type = BundleItemType };
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;
    int fabric() const { return mFabric; }
    int count() const { return mCount; }
    const QPolygonF &route() const { return mRoute; }
    void setCount(int count)
    {
        if (count != mCount) {
            mCount = count;
            update();
        }
    }

private:
    QPolygonF mRoute;
    int mFabric;
    int mCount;
};

QColor fabricColor(int fabric);
/** `ink` at `strength` (0-1) over the canvas, as an opaque colour. */
QColor overPaper(const QColor &ink, qreal strength);
/** A cable's colour at `strength` (0-1) over the canvas, as an opaque colour. */
QColor cableInk(int fabric, qreal strength);
/** The canvas's paper. */
inline const QColor kCanvasBackground(0xfa, 0xfb, 0xfc);

} // namespace cl::canvas
