// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools.h"

#include "canvasgeometry.h"
#include "clusterscene.h"
#include "clusterview.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "items.h"
#include "model/ports.h"

#include <QCoreApplication>
#include <QMouseEvent>

namespace cl::canvas {

bool SelectTool::mousePress(ClusterView *view, QMouseEvent *event)
{
    mDrag = Drag::None;
    mMoved = false;
    if (event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier))
        return false; // toggling selection is the view's job
    const QPointF scenePos = view->mapToScene(event->pos());
    ClusterScene *scene = view->clusterScene();
    for (QGraphicsItem *item : scene->items(scenePos)) {
        // A device under a cable is what the user means (issue 29): devices win the click,
        // a cable is picked only where no device is (the view's own click then takes it).
        if (item->type() == LinkItem::Type || item->type() == CableBatchItem::Type
            || item->type() == BundleItem::Type)
            continue;
        // A locked layer's items are not picked (the Layers panel): what is under them may be.
        if ((item->type() == DeviceItem::Type || item->type() == RackItem::Type)
            && !(item->flags() & QGraphicsItem::ItemIsSelectable))
            continue;
        if (item->type() == DeviceItem::Type && item->parentItem()) {
            mDrag = Drag::Device;
            mId = static_cast<DeviceItem *>(item)->objectId();
            auto *rack = static_cast<RackItem *>(item->parentItem());
            const Device *device = view->document()->design().findDevice(mId.toStdString());
            mGrabUnits
                = device ? unitAt(rack->units(), rack->mapFromScene(scenePos).y()) - device->u : 0;
            break;
        }
        if (item->type() == RackItem::Type) {
            // Racks move by their header; the body is for rubber bands and devices.
            const QPointF local = item->mapFromScene(scenePos);
            if (local.y() <= kRackHeader) {
                mDrag = Drag::Rack;
                mId = static_cast<RackItem *>(item)->objectId();
                mGrabOffset = local;
            }
            break;
        }
    }
    mPressScene = scenePos;
    if (mDrag == Drag::None)
        return false;
    view->document()->setSelection({mId});
    return true;
}

bool SelectTool::mouseMove(ClusterView *view, QMouseEvent *event)
{
    if (mDrag == Drag::None || !(event->buttons() & Qt::LeftButton))
        return false;
    const QPointF scenePos = view->mapToScene(event->pos());
    if (!mMoved && QLineF(scenePos, mPressScene).length() < 4)
        return true;
    mMoved = true;
    ClusterScene *scene = view->clusterScene();
    Document *doc = view->document();
    if (mDrag == Drag::Rack) {
        const QPoint place
            = floorPlaceAt(scene->grid(), scenePos - mGrabOffset + QPointF(kRackWidth / 2, 0));
        RackItem *rack = scene->rackItem(mId);
        scene->showDropTarget(
            rackRect(scene->grid(), place.y(), place.x(), rack ? rack->units() : 42), true);
        return true;
    }
    const Device *device = doc->design().findDevice(mId.toStdString());
    const QString rackId = scene->rackIdAt(scenePos);
    RackItem *rack = scene->rackItem(rackId);
    if (!device || !rack) {
        scene->clearDropTarget();
        return true;
    }
    const int height = std::max(1, deviceHeightU(*device, doc->catalog()));
    const int u = std::max(1, unitAt(rack->units(), rack->mapFromScene(scenePos).y()) - mGrabUnits);
    const PlacementCheck check
        = checkPlacement(doc->design(), doc->catalog(), *device, rackId.toStdString(), u,
                         view->enforcePower(event->modifiers()), mId.toStdString());
    scene->showDropTarget(rack->mapRectToScene(deviceRectInRack(rack->units(), u, height)),
                          check.ok());
    const Rack *r = doc->design().findRack(rackId.toStdString());
    view->tellUser(placementText(check, QString::fromStdString(r ? r->name : std::string())),
                   check.ok() ? QPoint(-1, -1) : event->pos());
    return true;
}

bool SelectTool::mouseRelease(ClusterView *view, QMouseEvent *event)
{
    if (mDrag == Drag::None)
        return false;
    ClusterScene *scene = view->clusterScene();
    scene->clearDropTarget();
    const Drag drag = std::exchange(mDrag, Drag::None);
    if (!mMoved)
        return true;
    const QPointF scenePos = view->mapToScene(event->pos());
    Document *doc = view->document();
    EditResult result;
    if (drag == Drag::Rack) {
        const QPoint place
            = floorPlaceAt(scene->grid(), scenePos - mGrabOffset + QPointF(kRackWidth / 2, 0));
        result = edit::moveRack(doc, mId.toStdString(), place.y(), place.x());
    } else {
        const QString rackId = scene->rackIdAt(scenePos);
        RackItem *rack = scene->rackItem(rackId);
        const Device *device = doc->design().findDevice(mId.toStdString());
        if (!rack || !device) {
            view->tellUser(QCoreApplication::translate("Tools", "Drop it on a rack"), event->pos());
            return true;
        }
        const int u
            = std::max(1, unitAt(rack->units(), rack->mapFromScene(scenePos).y()) - mGrabUnits);
        result = edit::moveDevice(doc, mId.toStdString(), rackId.toStdString(), u,
                                  view->enforcePower(event->modifiers()));
    }
    view->tellUser(result.reason, result.ok ? QPoint(-1, -1) : event->pos());
    return true;
}

bool ConnectTool::mousePress(ClusterView *view, QMouseEvent *event)
{
    const QString device = view->clusterScene()->deviceIdAt(view->mapToScene(event->pos()));
    if (device.isEmpty()) {
        mFrom.clear();
        view->setPendingCable(std::nullopt);
        view->tellUser(QCoreApplication::translate("Tools", "Click a device to start a cable"));
        return true;
    }
    if (mFrom.isEmpty()) {
        mFrom = device;
        view->document()->setSelection({device});
        if (const auto *item = view->clusterScene()->deviceItem(device)) {
            const QPointF start = item->sceneBoundingRect().center();
            view->setPendingCable(QLineF(start, view->mapToScene(event->pos())));
        }
        view->tellUser(
            QCoreApplication::translate("Tools", "Now click the device at the other end"));
        return true;
    }
    const EditResult r
        = edit::connect(view->document(), mFrom.toStdString(), device.toStdString(), mFabric);
    mFrom.clear();
    view->setPendingCable(std::nullopt);
    view->tellUser(r.ok ? QCoreApplication::translate("Tools", "Cable added") : r.reason,
                   r.ok ? QPoint(-1, -1) : event->pos());
    return true;
}

bool ConnectTool::mouseMove(ClusterView *view, QMouseEvent *event)
{
    // The cable follows the cursor from the first device until the second click (draw.io-like).
    if (!mFrom.isEmpty() && view->pendingCable())
        view->setPendingCable(QLineF(view->pendingCable()->p1(), view->mapToScene(event->pos())));
    return true;
}

bool ConnectTool::mouseRelease(ClusterView *, QMouseEvent *)
{
    return true;
}

void ConnectTool::deactivate(ClusterView *view)
{
    mFrom.clear();
    view->setPendingCable(std::nullopt);
}

} // namespace cl::canvas
