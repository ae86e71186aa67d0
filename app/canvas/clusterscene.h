// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "canvasgeometry.h"
#include "document/changeevent.h"
#include "model/enums.h"

#include <QGraphicsScene>
#include <QHash>
#include <QLineF>
#include <QPolygonF>
#include <QSet>

#include <array>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace cl {
class Document;
struct Device;
struct Rack;
} // namespace cl

namespace cl::canvas {

class RackItem;
class DeviceItem;
struct RackLook;
struct DeviceLook;

/**
 * The design drawn: racks in rows, devices at their U, cables between devices (or bundles at low
 * zoom). Built from the Document (QGIS's scene-from-model idea); a change that edits racks or
 * devices in place repaints those items, devices and cables that come or go are patched in
 * (scenepatch.cpp), anything else rebuilds. Selection goes both ways.
 */
class ClusterScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit ClusterScene(Document *document, QObject *parent = nullptr);
    ~ClusterScene() override;

    Document *document() const { return mDocument; }
    RackItem *rackItem(const QString &id) const { return mRacks.value(id); }
    /** How the rows lay out (wrapped into bands for a big hall), as of the last rebuild. */
    const HallGrid &grid() const { return mGrid; }
    DeviceItem *deviceItem(const QString &id) const { return mDevices.value(id); }
    /** The rack whose elevation contains a scene point, or an empty string. */
    QString rackIdAt(const QPointF &scenePos) const;
    /** The device under a scene point, or an empty string. */
    QString deviceIdAt(const QPointF &scenePos) const;

    void setFabricVisible(Fabric fabric, bool visible);
    bool fabricVisible(Fabric fabric) const { return mFabricVisible[std::size_t(fabric)]; }
    /** A fabric's cables locked: drawn, but not picked, so not deleted or inspected by a click
     *  (a drawing tool's layer lock, as Tiled and QGIS have). */
    void setFabricLocked(Fabric fabric, bool locked);
    bool fabricLocked(Fabric fabric) const { return mFabricLocked[std::size_t(fabric)]; }

    /** The layers besides the fabrics' cables (the Layers panel, issue 29): each can be hidden;
     *  racks and devices can be locked too (not picked, moved or deleted from the canvas). */
    enum class Layer { Racks, Devices, Domains, Labels, PowerFill };
    static constexpr std::size_t kLayers = 5;
    void setLayerVisible(Layer layer, bool visible);
    bool layerVisible(Layer layer) const { return mLayerVisible[std::size_t(layer)]; }
    void setLayerLocked(Layer layer, bool locked);
    bool layerLocked(Layer layer) const { return mLayerLocked[std::size_t(layer)]; }
    /** Far out, cables between the same two racks draw as one bundle with a count. */
    void setBundled(bool bundled);
    bool bundled() const { return mBundled; }
    /** Far out (a whole hall on screen) a rack is its frame, name and power gauge: the devices
     *  in it are not drawn, so 16,384 GPUs pan at frame rate. */
    void setFar(bool far);
    bool far() const { return mFar; }

    /** Green or red outline where a drag would land. */
    void showDropTarget(const QRectF &sceneRect, bool ok);
    /** Whether a drop target is shown, and whether it is green (the drop would be taken). */
    bool dropTargetShown() const;
    bool dropTargetAccepted() const { return mDropTargetOk; }
    void clearDropTarget();

    /** Outlines these objects red (errors from the validator and the engine). */
    void setMarked(const QSet<QString> &ids);

    /** Everything drawn, for fit-all. */
    QRectF contentRect() const;

public slots:
    void rebuild();

private:
    void documentChanged(const ChangeEvent &event);
    /** False when the change cannot be shown in place (then the scene rebuilds). */
    bool updateInPlace(const std::set<std::string> &ids);
    RackLook rackLook(const Rack &rack, const std::vector<std::size_t> &deviceIndices) const;
    DeviceLook deviceLook(const Device &device) const;
    void syncSelectionToDocument();
    void syncSelectionFromDocument();
    /** Each item shown or hidden as its layer, fabric and the zoom say. */
    void applyVisibility();
    /** Locked racks, devices and cables are not selectable (and racks not movable). */
    void applyLocks();
    /** The rules of applyVisibility and applyLocks for one cable, batch or device (a patch sets
     *  only the items it made); racks, their labels and domain outlines are set by the full
     *  passes alone. */
    void showAsLayers(QGraphicsItem *item) const;
    void lockAsLayers(QGraphicsItem *item) const;
    void showBundlesAsLayers();
    /** Every cable as an item under its rack pair's batch, and the bundles of each pair. */
    void addCables();
    /** One cable as drawn: its link, its route between the two devices' port anchors. */
    struct CableLine
    {
        std::string linkId;
        QPolygonF route;
        int fabric = 0;
        bool operator==(const CableLine &) const = default;
    };
    /** Rack pair (in order) and fabric: the cables one batch item draws. */
    using BatchKey = std::tuple<QString, QString, int>;
    /** Every cable's route, grouped by batch: each device's cables spread along its width in
     *  the design's list order, so a cable that comes or goes moves its ends' neighbours. With
     *  `only`, the batches with a rack in it alone (the rest are not routed). */
    std::map<BatchKey, std::vector<CableLine>> cableLayout(const QSet<QString> *only
                                                           = nullptr) const;
    /** The racks whose batches an edit can change: those of the devices that came, went or
     *  changed, and of the ends of the cables that did (a device's cables spread along it, so
     *  one cable more or less moves all of that device's). */
    QSet<QString> racksTouched(const ChangeEvent &event,
                               const std::set<std::string> &removedDeviceRacks) const;
    void addBatch(const BatchKey &key, std::vector<CableLine> cables);
    /** mBatches and mLinks again from mBatchByKey, after batches came or went. */
    void listBatches();
    /** Devices and cables that came or went, and racks and devices edited in place, drawn
     *  without rebuilding the hall (scenepatch.cpp): only the batches whose lines changed are
     *  made again, with the bundles. False, having changed nothing, when the change needs a
     *  rebuild: a rack came or went, or a device outside a rack or in a scale-up domain's. */
    bool patchObjects(const ChangeEvent &event);
    /** The device's item, in its rack or with the unplaced ones (below `unplacedY`). */
    DeviceItem *addDeviceItem(const Device &device, qreal &unplacedY);
    /** The objects the validator has an error for (outlined red), from the design as it is. */
    void findErrors();
    /** findErrors, and the red outline redrawn on the items whose error came or went (an edit
     *  in place that fixes a rack's power clears its outline at once). */
    void refreshErrors();
    bool isMarked(const std::string &id) const;
    /** A dashed outline and a label around the racks of each scale-up domain (NVL72). */
    void addDomainOutlines();
    std::string drawnDomain(const std::string &rackId) const;
    /** The cables' bundles, per rack pair (middle zooms) and per pair of rows (far zoom), for
     *  the batches there are: the bundles whose count changed are updated, the rest kept. */
    void syncBundles();

    Document *mDocument;
    QHash<QString, RackItem *> mRacks;
    HallGrid mGrid;
    QHash<QString, DeviceItem *> mDevices;
    QList<QGraphicsItem *> mLinks;
    QList<QGraphicsItem *> mBundles;
    QList<QGraphicsItem *> mTrunks; ///< the bundles per pair of rows, at far zoom
    /** Rack id -> the scale-up domain its outline was drawn with: a rack edit that changes the
     *  name, or a GPU server edit in such a rack (the label counts GPUs), redraws the outlines. */
    std::map<std::string, std::string> mDomainOfRack;
    QList<QGraphicsItem *> mBatches; ///< the cables drawn per rack pair (CableBatchItem)
    /** Each batch's item and the lines it was made with (what patchObjects compares). */
    std::map<BatchKey, std::pair<QGraphicsItem *, std::vector<CableLine>>> mBatchByKey;
    std::set<std::string> mErrors; ///< objects with a validator error (findErrors)
    std::map<BatchKey, QGraphicsItem *> mBundleByKey;
    std::map<std::tuple<int, int, int>, QGraphicsItem *> mTrunkByKey; ///< by rows and fabric
    QGraphicsRectItem *mDropTarget = nullptr;
    bool mDropTargetOk = false;
    std::array<bool, 4> mFabricVisible {true, true, true, true};
    std::array<bool, 4> mFabricLocked {};
    std::array<bool, kLayers> mLayerVisible {true, true, true, true, true};
    std::array<bool, kLayers> mLayerLocked {};
    QList<QGraphicsItem *> mDomains; ///< the scale-up domains' outlines (their labels inside)
    bool mBundled = false;
    bool mFar = false;
    bool mSyncing = false;
    QSet<QString> mMarked;
};

} // namespace cl::canvas
