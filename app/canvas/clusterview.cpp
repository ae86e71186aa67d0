// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterview.h"

#include "canvasgeometry.h"
#include "catalog/catalog.h"
#include "clusterscene.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "items.h"
#include "model/ports.h"
#include "tools.h"

#include <QDragEnterEvent>
#include <QGuiApplication>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace cl::canvas {

ClusterView::ClusterView(ClusterScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
    , mSelect(std::make_unique<SelectTool>())
    , mConnect(std::make_unique<ConnectTool>())
    , mTool(mSelect.get())
{
    setObjectName(QStringLiteral("clusterView"));
    setAcceptDrops(true);
    mModifierPoll.setInterval(100);
    connect(&mModifierPoll, &QTimer::timeout, this, [this] {
        if (mDragId.isEmpty())
            return;
        const Qt::KeyboardModifiers now = dragModifiers(mDragModifiers & ~kOverrideModifiers);
        if (now != mDragModifiers) {
            mDragModifiers = now;
            showDrag();
        }
    });
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setBackgroundBrush(kCanvasBackground);
}

ClusterView::~ClusterView() = default;

ClusterScene *ClusterView::clusterScene() const
{
    return static_cast<ClusterScene *>(scene());
}

Document *ClusterView::document() const
{
    return clusterScene()->document();
}

void ClusterView::setTool(Tool tool)
{
    mTool->deactivate(this);
    mToolKind = tool;
    mTool = tool == Tool::Connect ? static_cast<AbstractTool *>(mConnect.get()) : mSelect.get();
    setDragMode(tool == Tool::Select ? QGraphicsView::RubberBandDrag : QGraphicsView::NoDrag);
    viewport()->setCursor(tool == Tool::Connect ? Qt::CrossCursor : Qt::ArrowCursor);
}

void ClusterView::zoomBy(qreal factor)
{
    const qreal current = transform().m11();
    const qreal target = qBound(0.02, current * factor, 8.0);
    scale(target / current, target / current);
    updateLevelOfDetail();
}

void ClusterView::fitAll()
{
    fitInView(clusterScene()->contentRect(), Qt::KeepAspectRatio);
    updateLevelOfDetail();
}

void ClusterView::fitSelection()
{
    QRectF r;
    for (QGraphicsItem *item : scene()->selectedItems())
        r |= item->sceneBoundingRect();
    if (r.isNull())
        return fitAll();
    fitInView(r.adjusted(-60, -60, 60, 60), Qt::KeepAspectRatio);
    updateLevelOfDetail();
}

QString ClusterView::emptyCanvasText()
{
    return tr("No racks yet.") + QStringLiteral("\n\n")
           + tr("Drag a rack from the palette on the left onto this canvas, then servers, GPUs "
                "and switches into it; or open an example with File > Open (a DGX SuperPOD unit, "
                "the mixed Mozi cluster, a 4 x RTX 4090 workstation).")
           + QStringLiteral("\n\n") + tr("The ledger on the right follows every change.");
}

int ClusterView::zoomPercent() const
{
    return int(std::lround(transform().m11() * 100));
}

void ClusterView::setPendingCable(std::optional<QLineF> line)
{
    if (line == mPendingCable)
        return;
    mPendingCable = line;
    viewport()->update();
}

void ClusterView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (document()->design().racks.empty()) {
        // An empty canvas says where to start (KeePassXC's welcome, Qt Creator's empty editor).
        painter->save();
        painter->resetTransform();
        QFont font = this->font();
        font.setPointSizeF(font.pointSizeF() * 1.15);
        painter->setFont(font);
        painter->setPen(palette().color(QPalette::PlaceholderText));
        painter->drawText(viewport()->rect().adjusted(40, 40, -40, -40),
                          Qt::AlignCenter | Qt::TextWordWrap, emptyCanvasText());
        painter->restore();
    }
    if (!mPendingCable)
        return;
    QPen pen(QColor(0x1f, 0x6f, 0xd0), 0); // cosmetic: the same width at any zoom
    pen.setStyle(Qt::DashLine);
    pen.setWidthF(2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(*mPendingCable);
}

void ClusterView::updateLevelOfDetail()
{
    emit zoomChanged(zoomPercent());
    // Individual cables stop being legible below a third of full size: bundle them.
    clusterScene()->setBundled(transform().m11() < 0.33);
    clusterScene()->setFar(transform().m11() < 0.1);
}

void ClusterView::tellUser(const QString &message, const QPoint &viewPos)
{
    emit statusMessage(message);
    if (viewPos.x() >= 0 && !message.isEmpty())
        QToolTip::showText(viewport()->mapToGlobal(viewPos), message, viewport());
}

void ClusterView::wheelEvent(QWheelEvent *event)
{
    const qreal steps = event->angleDelta().y() / 120.0;
    if (steps != 0)
        zoomBy(std::pow(1.2, steps));
    event->accept();
}

void ClusterView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (mSpaceHeld && event->button() == Qt::LeftButton)) {
        mPanning = true;
        mPanStart = event->pos();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && mTool->mousePress(this, event))
        return;
    QGraphicsView::mousePressEvent(event);
}

void ClusterView::mouseMoveEvent(QMouseEvent *event)
{
    if (mPanning) {
        const QPoint delta = event->pos() - mPanStart;
        mPanStart = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    if (mTool->mouseMove(this, event))
        return;
    QGraphicsView::mouseMoveEvent(event);
}

void ClusterView::mouseReleaseEvent(QMouseEvent *event)
{
    if (mPanning) {
        mPanning = false;
        viewport()->setCursor(mToolKind == Tool::Connect ? Qt::CrossCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton && mTool->mouseRelease(this, event))
        return;
    QGraphicsView::mouseReleaseEvent(event);
}

void ClusterView::keyPressEvent(QKeyEvent *event)
{
    // Escape leaves any tool for Select (dropping a cable's first end), then clears the selection.
    if (event->key() == Qt::Key_Escape) {
        if (mToolKind != Tool::Select) {
            setTool(Tool::Select);
            emit toolChanged(Tool::Select);
        } else {
            document()->setSelection({});
        }
        return;
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void ClusterView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        mSpaceHeld = false;
        viewport()->setCursor(mToolKind == Tool::Connect ? Qt::CrossCursor : Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

bool ClusterView::handleCatalogDrop(const QString &catalogId, const QPointF &scenePos,
                                    Qt::KeyboardModifiers modifiers, bool commit, QString *reason,
                                    QRectF *target)
{
    Document *doc = document();
    const Catalog &c = doc->catalog();
    const std::string id = catalogId.toStdString();
    const bool enforce = enforcePower(modifiers);
    if (c.rack(id)) {
        // At the floor place under the cursor when it is free (issue 29), else the row's next.
        const QPoint place = floorPlaceAt(clusterScene()->grid(), scenePos);
        const auto &racks = doc->design().racks;
        const bool free
            = place.x() >= 0 && std::none_of(racks.begin(), racks.end(), [&](const Rack &k) {
                  return k.row == place.y() && k.position == place.x();
              });
        const int position = free ? place.x() : nextRackPosition(doc->design(), place.y());
        *target = rackRect(clusterScene()->grid(), place.y(), position, c.rack(id)->u);
        if (commit) {
            const EditResult r = edit::addRack(doc, id, place.y(), position);
            *reason = r.reason;
            if (r.ok) {
                // What was dropped is selected and in view; the empty-canvas text goes.
                doc->setSelection(r.createdIds);
                // Once the scene has its new rack (it rebuilds on the change, its rect after).
                QMetaObject::invokeMethod(
                    this, [this, rect = *target] { ensureVisible(rect, 40, 40); },
                    Qt::QueuedConnection);
                viewport()->update();
            }
            return r.ok;
        }
        return true;
    }
    if (c.gpu(id)) {
        const QString deviceId = clusterScene()->deviceIdAt(scenePos);
        const Device *server = doc->design().findDevice(deviceId.toStdString());
        if (!server) {
            *reason = placementText({PlacementProblem::NotAGpuServer, 0, 0, -1}, {});
            return false;
        }
        if (DeviceItem *item = clusterScene()->deviceItem(deviceId))
            *target = item->sceneBoundingRect();
        const PlacementCheck check = checkGpuInstall(doc->design(), c, *server, id, 1);
        if (!check.ok()) {
            *reason = placementText(check, {});
            return false;
        }
        if (commit) {
            const EditResult r = edit::installGpus(doc, server->id, id);
            *reason = r.reason;
            return r.ok;
        }
        return true;
    }
    if (c.server(id) || c.switchModel(id) || c.pdu(id) || c.cdu(id)) {
        const QString rackId = clusterScene()->rackIdAt(scenePos);
        RackItem *rack = clusterScene()->rackItem(rackId);
        if (!rack) {
            *reason = placementText({PlacementProblem::UnknownRack, 0, 0, -1}, {});
            return false;
        }
        Device probe = makeDevice(c, id, "probe");
        const int height = std::max(1, deviceHeightU(probe, c));
        const QPointF inRack = rack->mapFromScene(scenePos);
        const int u = std::max(1, unitAt(rack->units(), inRack.y()));
        *target = rack->mapRectToScene(standsWithoutU(probe, c)
                                           ? zeroUStrip(probe.kind, rack->units(), 8)
                                           : deviceRectInRack(rack->units(), u, height));
        const std::string rackName = doc->design().findRack(rackId.toStdString())->name;
        const PlacementCheck check
            = checkPlacement(doc->design(), c, probe, rackId.toStdString(), u, enforce);
        if (!check.ok()) {
            *reason = placementText(check, QString::fromStdString(rackName));
            return false;
        }
        if (commit) {
            const EditResult r = edit::addDevice(doc, id, rackId.toStdString(), u, enforce);
            *reason = r.reason;
            return r.ok;
        }
        return true;
    }
    *reason = tr("Cables are drawn with the connect tool");
    return false;
}

Qt::KeyboardModifiers ClusterView::dragModifiers(Qt::KeyboardModifiers fromEvent) const
{
    // The drag loop eats key events, so an Alt (or Shift) pressed after the drag began never
    // reaches the event's modifiers: ask the keyboard itself.
    return fromEvent | (QGuiApplication::queryKeyboardModifiers() & kOverrideModifiers);
}

void ClusterView::showDrag()
{
    QString reason;
    QRectF target;
    const bool ok
        = handleCatalogDrop(mDragId, mapToScene(mDragPos), mDragModifiers, false, &reason, &target);
    if (!target.isNull())
        clusterScene()->showDropTarget(target, ok);
    else
        clusterScene()->clearDropTarget();
    if (ok)
        QToolTip::hideText(); // "hold Alt" must not linger once the target is green
    tellUser(reason, ok ? QPoint(-1, -1) : mDragPos);
}

void ClusterView::endDrag()
{
    mModifierPoll.stop();
    mDragId.clear();
    clusterScene()->clearDropTarget();
}

void ClusterView::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasFormat(QLatin1String(kCatalogMimeType))) {
        event->acceptProposedAction();
        mModifierPoll.start();
    } else {
        QGraphicsView::dragEnterEvent(event);
    }
}

void ClusterView::dragMoveEvent(QDragMoveEvent *event)
{
    if (!event->mimeData()->hasFormat(QLatin1String(kCatalogMimeType)))
        return QGraphicsView::dragMoveEvent(event);
    mDragId = QString::fromUtf8(event->mimeData()->data(QLatin1String(kCatalogMimeType)));
    mDragPos = event->position().toPoint();
    mDragModifiers = dragModifiers(event->modifiers());
    if (!mModifierPoll.isActive())
        mModifierPoll.start();
    showDrag();
    event->acceptProposedAction();
}

void ClusterView::dragLeaveEvent(QDragLeaveEvent *event)
{
    endDrag();
    QGraphicsView::dragLeaveEvent(event);
}

void ClusterView::dropEvent(QDropEvent *event)
{
    endDrag();
    if (!event->mimeData()->hasFormat(QLatin1String(kCatalogMimeType)))
        return QGraphicsView::dropEvent(event);
    const QString id = QString::fromUtf8(event->mimeData()->data(QLatin1String(kCatalogMimeType)));
    QString reason;
    QRectF target;
    if (handleCatalogDrop(id, mapToScene(event->position().toPoint()),
                          dragModifiers(event->modifiers()), true, &reason, &target)) {
        event->acceptProposedAction();
        tellUser(QString());
    } else {
        event->ignore();
        tellUser(reason, event->position().toPoint());
    }
}

} // namespace cl::canvas
