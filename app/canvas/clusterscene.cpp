// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterscene.h"

#include "canvasgeometry.h"
#include "catalog/catalog.h"
#include "document/document.h"
#include "fabric/scaleupdomain.h"
#include "items.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "validate/validator.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <map>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace cl::canvas {

ClusterScene::ClusterScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , mDocument(document)
{
    // No spatial index: cables span the hall, and a BSP tree that files each long line under many
    // leaves cost 900 ms a frame at 16,384 GPUs; a plain scan of the items costs a few ms.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(document, &Document::changed, this, &ClusterScene::documentChanged);
    connect(document, &Document::selectionChanged, this, &ClusterScene::syncSelectionFromDocument);
    connect(this, &QGraphicsScene::selectionChanged, this, &ClusterScene::syncSelectionToDocument);
    rebuild();
}

ClusterScene::~ClusterScene()
{
    // Items die here, not in QGraphicsScene's destructor: their deselection must not reach a
    // document that may already be gone.
    blockSignals(true);
    clear();
}

void ClusterScene::rebuild()
{
    const bool wasSyncing = mSyncing;
    mSyncing = true;
    mDropTarget = nullptr;
    clear();
    mRacks.clear();
    mDevices.clear();
    mLinks.clear();
    mBundles.clear();
    mTrunks.clear();
    mBundleByKey.clear();
    mTrunkByKey.clear();
    mBatches.clear();
    mBatchByKey.clear();
    mDomains.clear();
    mDomainOfRack.clear();

    const Design &d = mDocument->design();
    const Catalog &c = mDocument->catalog();
    findErrors();
    const auto byRack = d.devicesByRack();
    static const std::vector<std::size_t> none;
    int rows = 0, places = 0;
    for (const auto &rack : d.racks) {
        rows = std::max(rows, rack.row + 1);
        places = std::max(places, rack.position + 1);
    }
    mGrid = HallGrid::forHall(rows, places);
    for (const auto &rack : d.racks) {
        const RackModel *model = c.rack(rack.model);
        const int units = model ? model->u : 42;
        const auto found = byRack.find(rack.id);
        const auto &indices = found != byRack.end() ? found->second : none;
        auto *item = new RackItem(QString::fromStdString(rack.id), rackLook(rack, indices), units);
        item->setPos(rackRect(mGrid, rack.row, rack.position, units).topLeft());
        addItem(item);
        mRacks.insert(QString::fromStdString(rack.id), item);
    }
    qreal unplacedY = 0;
    for (const auto &dev : d.devices)
        addDeviceItem(dev, unplacedY);

    addCables();
    addDomainOutlines();
    applyVisibility();
    applyLocks(); // here and when a lock changes, not with each zoom's visibility
    mSyncing = wasSyncing;
    syncSelectionFromDocument();
}

void ClusterScene::addDomainOutlines()
{
    const Design &d = mDocument->design();
    const Catalog &c = mDocument->catalog();
    for (const ScaleUpDomainGroup &g : scaleUpDomains(d, c)) {
        // One outline per row the domain's racks stand in (CloudMatrix spans rows; NVL72 is one).
        std::map<int, QRectF> byRow;
        for (const std::string &rackId : g.rackIds) {
            mDomainOfRack.emplace(rackId, g.name);
            const RackItem *item = mRacks.value(QString::fromStdString(rackId));
            const Rack *rack = d.findRack(rackId);
            if (!item || !rack)
                continue;
            QRectF &r = byRow[rack->row];
            r = r.isNull() ? item->sceneBoundingRect() : r.united(item->sceneBoundingRect());
        }
        const QString system = g.spec ? QString::fromStdString(g.spec->system) : tr("no trays");
        const QString label = tr("Scale-up domain %1 · %2 · %n GPU(s)", "", g.gpus)
                                  .arg(QString::fromStdString(g.name), system);
        for (const auto &[row, rect] : byRow) {
            auto *outline = new QGraphicsRectItem(rect.adjusted(-10, -30, 10, 10));
            QPen pen(QColor(0x0b, 0x72, 0x85), 3, Qt::DashLine);
            pen.setCosmetic(true);
            outline->setPen(pen);
            outline->setBrush(QColor(0x0b, 0x72, 0x85, 18));
            outline->setZValue(kDomainZ);
            outline->setAcceptedMouseButtons(Qt::NoButton);
            outline->setData(0, QStringLiteral("scale-up-domain"));
            outline->setToolTip(label);
            addItem(outline);
            mDomains.append(outline);
            QFont font;
            font.setPixelSize(16);
            font.setBold(true);
            // Within the outline's width: one NVL72 rack is narrower than the whole sentence.
            const QString shown
                = QFontMetricsF(font).elidedText(label, Qt::ElideRight, rect.width() + 8);
            auto *text = new QGraphicsSimpleTextItem(shown, outline);
            text->setFont(font);
            text->setBrush(QColor(0x0b, 0x72, 0x85));
            text->setPos(rect.left() - 4, rect.top() - 27);
        }
    }
}

RackLook ClusterScene::rackLook(const Rack &rack, const std::vector<std::size_t> &indices) const
{
    const RackLoad load = rackLoad(mDocument->design(), rack, mDocument->catalog(), indices);
    return {QString::fromStdString(rack.name), load.maxW, load.usableW, load.uUsed,
            isMarked(rack.id)};
}

DeviceLook ClusterScene::deviceLook(const Device &dev) const
{
    const Catalog &c = mDocument->catalog();
    DeviceLook look;
    look.name = QString::fromStdString(dev.name);
    look.model = QString::fromStdString(dev.model);
    look.kind = int(dev.kind);
    look.maxW = deviceMaxW(dev, c);
    look.gpuSlots = int(dev.gpuSlots.size());
    for (const auto &slot : dev.gpuSlots) {
        const GpuModel *g = slot ? c.gpu(*slot) : nullptr;
        look.gpus << (g ? QString::fromStdString(g->shortName) : QString());
    }
    look.marked = isMarked(dev.id);
    return look;
}

void ClusterScene::documentChanged(const ChangeEvent &event)
{
    if (event.isEverything()) {
        rebuild();
        return;
    }
    // The site and the workload have nothing on the canvas.
    if (!event.touches(ChangeEvent::Objects))
        return;
    if (event.onlyModifiedObjects()) {
        refreshErrors(); // before the looks, which read the marks
        if (!updateInPlace(event.modified))
            rebuild();
    } else if (!patchObjects(event)) {
        rebuild();
    }
}

std::string ClusterScene::drawnDomain(const std::string &rackId) const
{
    const auto it = mDomainOfRack.find(rackId);
    return it == mDomainOfRack.end() ? std::string() : it->second;
}

bool ClusterScene::updateInPlace(const std::set<std::string> &ids)
{
    // Racks and devices that keep their place and size repaint with their new look; anything
    // that moves, resizes or is a cable rebuilds (cables are laid out across devices).
    const Design &d = mDocument->design();
    const Catalog &c = mDocument->catalog();
    std::set<std::string> racksToRefresh;
    for (const std::string &id : ids) {
        if (const Rack *rack = d.findRack(id)) {
            RackItem *item = mRacks.value(QString::fromStdString(id));
            const RackModel *model = c.rack(rack->model);
            const int units = model ? model->u : 42;
            if (!item || item->units() != units
                || item->pos() != rackRect(mGrid, rack->row, rack->position, units).topLeft()
                || rack->scaleUpDomain != drawnDomain(id))
                return false; // a domain's outline is drawn across its racks
            racksToRefresh.insert(id);
        } else if (const Device *dev = d.findDevice(id)) {
            DeviceItem *item = mDevices.value(QString::fromStdString(id));
            RackItem *rack = dev->rack ? mRacks.value(QString::fromStdString(*dev->rack)) : nullptr;
            const int height = std::max(1, deviceHeightU(*dev, c));
            if (!item || !rack || dev->u <= 0 || item->parentItem() != rack
                || item->boundingRect() != deviceRectInRack(rack->units(), dev->u, height)
                || (dev->kind == DeviceKind::GpuServer && mDomainOfRack.count(*dev->rack)))
                return false;
            item->setLook(deviceLook(*dev));
            racksToRefresh.insert(*dev->rack); // its load and U used
        } else {
            return false;
        }
    }
    const auto byRack = d.devicesByRack();
    static const std::vector<std::size_t> none;
    for (const std::string &id : racksToRefresh) {
        const Rack *rack = d.findRack(id);
        const auto found = byRack.find(id);
        mRacks.value(QString::fromStdString(id))
            ->setLook(rackLook(*rack, found != byRack.end() ? found->second : none));
    }
    return true;
}

void ClusterScene::showAsLayers(QGraphicsItem *item) const
{
    switch (item->type()) {
    case LinkItem::Type:
        item->setVisible(!mBundled
                         && mFabricVisible[std::size_t(static_cast<LinkItem *>(item)->fabric())]);
        break;
    case CableBatchItem::Type:
        item->setVisible(
            !mBundled
            && mFabricVisible[std::size_t(static_cast<CableBatchItem *>(item)->fabric())]);
        break;
    case DeviceItem::Type:
        item->setVisible(!mFar && mLayerVisible[std::size_t(Layer::Devices)]);
        break;
    default:
        break;
    }
}

void ClusterScene::lockAsLayers(QGraphicsItem *item) const
{
    bool locked = false;
    switch (item->type()) {
    case RackItem::Type:
        locked = mLayerLocked[std::size_t(Layer::Racks)];
        item->setFlag(QGraphicsItem::ItemIsMovable, !locked);
        break;
    case DeviceItem::Type:
        locked = mLayerLocked[std::size_t(Layer::Devices)];
        break;
    case LinkItem::Type:
        locked = mFabricLocked[std::size_t(static_cast<LinkItem *>(item)->fabric())];
        break;
    default:
        return;
    }
    item->setFlag(QGraphicsItem::ItemIsSelectable, !locked);
    if (locked)
        item->setSelected(false);
}

void ClusterScene::showBundlesAsLayers()
{
    for (QGraphicsItem *item : std::as_const(mBundles))
        item->setVisible(mBundled && !mFar
                         && mFabricVisible[std::size_t(static_cast<BundleItem *>(item)->fabric())]);
    for (QGraphicsItem *item : std::as_const(mTrunks))
        item->setVisible(mBundled && mFar
                         && mFabricVisible[std::size_t(static_cast<BundleItem *>(item)->fabric())]);
}

void ClusterScene::applyVisibility()
{
    for (QGraphicsItem *item : std::as_const(mLinks))
        showAsLayers(item);
    for (QGraphicsItem *item : std::as_const(mBatches))
        showAsLayers(item);
    for (QGraphicsItem *item : std::as_const(mDevices))
        showAsLayers(item);
    showBundlesAsLayers();
    const bool labels = mLayerVisible[std::size_t(Layer::Labels)];
    const bool power = mLayerVisible[std::size_t(Layer::PowerFill)];
    for (RackItem *rack : std::as_const(mRacks)) {
        rack->setVisible(mLayerVisible[std::size_t(Layer::Racks)]);
        rack->setLayers(labels, power);
    }
    for (QGraphicsItem *item : std::as_const(mDomains))
        item->setVisible(mLayerVisible[std::size_t(Layer::Domains)]);
}

void ClusterScene::applyLocks()
{
    for (RackItem *rack : std::as_const(mRacks))
        lockAsLayers(rack);
    for (QGraphicsItem *item : std::as_const(mDevices))
        lockAsLayers(item);
    for (QGraphicsItem *item : std::as_const(mLinks))
        lockAsLayers(item);
}

void ClusterScene::setFabricLocked(Fabric fabric, bool locked)
{
    mFabricLocked[std::size_t(fabric)] = locked;
    applyLocks();
}

void ClusterScene::setLayerVisible(Layer layer, bool visible)
{
    mLayerVisible[std::size_t(layer)] = visible;
    applyVisibility();
}

void ClusterScene::setLayerLocked(Layer layer, bool locked)
{
    mLayerLocked[std::size_t(layer)] = locked;
    applyLocks();
}

void ClusterScene::setFar(bool far)
{
    if (far == mFar)
        return;
    mFar = far;
    applyVisibility();
}

void ClusterScene::setFabricVisible(Fabric fabric, bool visible)
{
    mFabricVisible[std::size_t(fabric)] = visible;
    applyVisibility();
}

void ClusterScene::setBundled(bool bundled)
{
    if (bundled == mBundled)
        return;
    mBundled = bundled;
    applyVisibility();
}

QString ClusterScene::rackIdAt(const QPointF &scenePos) const
{
    for (auto it = mRacks.cbegin(); it != mRacks.cend(); ++it) {
        if (it.value()->sceneBoundingRect().contains(scenePos))
            return it.key();
    }
    return {};
}

QString ClusterScene::deviceIdAt(const QPointF &scenePos) const
{
    for (QGraphicsItem *item : items(scenePos)) {
        if (item->type() == DeviceItem::Type)
            return static_cast<DeviceItem *>(item)->objectId();
    }
    return {};
}

bool ClusterScene::dropTargetShown() const
{
    return mDropTarget && mDropTarget->isVisible();
}

void ClusterScene::showDropTarget(const QRectF &sceneRect, bool ok)
{
    if (!mDropTarget) {
        mDropTarget = addRect(QRectF());
        mDropTarget->setZValue(10);
    }
    mDropTargetOk = ok;
    const QColor colour = ok ? QColor(0x2e, 0xa0, 0x43) : QColor(0xd0, 0x34, 0x2c);
    mDropTarget->setPen(QPen(colour, 3));
    QColor fill = colour;
    fill.setAlpha(50);
    mDropTarget->setBrush(fill);
    mDropTarget->setRect(sceneRect);
    mDropTarget->show();
}

void ClusterScene::clearDropTarget()
{
    if (mDropTarget)
        mDropTarget->hide();
}

void ClusterScene::setMarked(const QSet<QString> &ids)
{
    if (ids == mMarked)
        return;
    mMarked = ids;
    for (auto it = mRacks.cbegin(); it != mRacks.cend(); ++it)
        it.value()->setMarked(isMarked(it.key().toStdString()));
    for (auto it = mDevices.cbegin(); it != mDevices.cend(); ++it)
        it.value()->setMarked(isMarked(it.key().toStdString()));
}

QRectF ClusterScene::contentRect() const
{
    QRectF r;
    for (auto *item : mRacks)
        r |= item->sceneBoundingRect();
    for (auto *item : mDevices) {
        if (!item->parentItem())
            r |= item->sceneBoundingRect();
    }
    if (r.isNull())
        return QRectF(0, 0, 800, 600);
    // The cables' trays and aisles run outside the racks (and the hall's top between bands):
    // fitted without them, the scene outgrew the view and its scroll bars cut the last rack.
    for (const auto &[key, batch] : mBatchByKey)
        r |= batch.first->sceneBoundingRect();
    for (const QList<QGraphicsItem *> *bundles : {&mBundles, &mTrunks})
        for (const QGraphicsItem *item : *bundles)
            r |= item->sceneBoundingRect();
    return r.adjusted(-40, -40, 40, 40);
}

void ClusterScene::syncSelectionToDocument()
{
    if (mSyncing)
        return;
    QStringList ids;
    for (QGraphicsItem *item : selectedItems()) {
        const QString id = item->data(0).toString();
        if (!id.isEmpty())
            ids << id;
    }
    mSyncing = true;
    mDocument->setSelection(ids);
    mSyncing = false;
}

void ClusterScene::syncSelectionFromDocument()
{
    if (mSyncing)
        return;
    mSyncing = true;
    const QStringList &ids = mDocument->selection();
    const QSet<QString> wanted(ids.begin(), ids.end());
    // The selected few and the wanted ones, not every item: at 16,384 GPUs the scene holds
    // 60,000 items, and reading each one's id cost a tenth of an edit.
    for (QGraphicsItem *item : selectedItems())
        if (!wanted.contains(item->data(0).toString()))
            item->setSelected(false);
    bool cables = false;
    for (const QString &id : wanted) {
        QGraphicsItem *item = mRacks.value(id);
        if (!item)
            item = mDevices.value(id);
        if (item && (item->flags() & QGraphicsItem::ItemIsSelectable))
            item->setSelected(true);
        cables = cables || !item;
    }
    if (cables) // a cable is found by its id among the cables
        for (QGraphicsItem *item : std::as_const(mLinks))
            if ((item->flags() & QGraphicsItem::ItemIsSelectable)
                && wanted.contains(item->data(0).toString()))
                item->setSelected(true);
    mSyncing = false;
}

} // namespace cl::canvas
