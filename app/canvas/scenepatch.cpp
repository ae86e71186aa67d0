// SPDX-License-Identifier: GPL-3.0-or-later
// The scene's cables and the edits it draws without a rebuild: at 16,384 GPUs a rebuild makes
// 60,000 items again (a quarter of a second), where deleting a server touches its own item, the
// batches of cables at its neighbours and the bundles.
#include "cableroute.h"
#include "catalog/catalog.h"
#include "clusterscene.h"
#include "document/document.h"
#include "items.h"
#include "model/ports.h"

#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace cl::canvas {

bool ClusterScene::isMarked(const std::string &id) const
{
    return mErrors.count(id) > 0 || mMarked.contains(QString::fromStdString(id));
}

void ClusterScene::findErrors()
{
    mErrors.clear();
    for (const auto &diag : mDocument->validation())
        if (diag.severity == Severity::Error && !diag.objectId.empty())
            mErrors.insert(diag.objectId);
}

void ClusterScene::refreshErrors()
{
    const std::set<std::string> before = mErrors;
    findErrors();
    const std::set<std::string> &after = mErrors;
    for (const std::set<std::string> *ids : {&before, &after})
        for (const std::string &id : *ids) {
            if (before.count(id) == after.count(id))
                continue;
            const QString q = QString::fromStdString(id);
            if (RackItem *rack = mRacks.value(q))
                rack->setMarked(isMarked(id));
            else if (DeviceItem *dev = mDevices.value(q))
                dev->setMarked(isMarked(id));
        }
}

DeviceItem *ClusterScene::addDeviceItem(const Device &dev, qreal &unplacedY)
{
    const int height = std::max(1, deviceHeightU(dev, mDocument->catalog()));
    const DeviceLook look = deviceLook(dev);
    RackItem *rack = dev.rack ? mRacks.value(QString::fromStdString(*dev.rack)) : nullptr;
    DeviceItem *item = nullptr;
    if (rack && dev.u > 0) {
        item = new DeviceItem(QString::fromStdString(dev.id), look,
                              deviceRectInRack(rack->units(), dev.u, height), rack);
    } else if (rack) { // zero-U PDUs hang on the right side, in-row CDUs stand on the left
        item = new DeviceItem(QString::fromStdString(dev.id), look,
                              zeroUStrip(dev.kind, rack->units(), 4), rack);
    } else {
        const QRectF rect(0, 0, kRackWidth - kRailWidth, std::max(2, height) * kUnitHeight);
        item = new DeviceItem(QString::fromStdString(dev.id), look, rect, nullptr);
        item->setPos(kUnplacedX + kRailWidth, unplacedY);
        addItem(item);
        unplacedY += rect.height() + 8;
    }
    mDevices.insert(QString::fromStdString(dev.id), item);
    return item;
}

std::map<ClusterScene::BatchKey, std::vector<ClusterScene::CableLine>>
ClusterScene::cableLayout(const QSet<QString> *only) const
{
    const Design &d = mDocument->design();
    // Each device once (its item, its rack's id as a QString, its cables), then each cable by
    // two look-ups: at 49,152 cables the names are not converted or hashed per cable twice.
    struct End
    {
        DeviceItem *item = nullptr;
        QString rack;
        std::optional<FloorPlace> place; ///< none for a device not in a rack
        int count = 0, next = 0;
        bool routed = true; ///< its rack's batches are laid out (all, or its rack is in `only`)
    };
    std::unordered_map<std::string_view, FloorPlace> places;
    places.reserve(d.racks.size());
    for (const Rack &rack : d.racks)
        places.emplace(rack.id, FloorPlace {rack.row, rack.position});
    std::unordered_map<std::string_view, End> ends;
    ends.reserve(d.devices.size());
    for (const Device &dev : d.devices) {
        End end {mDevices.value(QString::fromStdString(dev.id)),
                 dev.rack ? QString::fromStdString(*dev.rack) : QString(), std::nullopt};
        end.routed = !only || only->contains(end.rack);
        if (const auto place = dev.rack ? places.find(*dev.rack) : places.end();
            place != places.end())
            end.place = place->second;
        ends.emplace(dev.id, std::move(end));
    }
    const auto endOf = [&ends](const std::string &device) -> End * {
        const auto it = ends.find(device);
        return it != ends.end() && it->second.item ? &it->second : nullptr;
    };
    for (const auto &l : d.links) {
        if (End *a = endOf(l.a.device))
            ++a->count;
        if (End *b = endOf(l.b.device))
            ++b->count;
    }
    std::map<BatchKey, std::vector<CableLine>> batches;
    for (const auto &l : d.links) {
        End *a = endOf(l.a.device);
        End *b = endOf(l.b.device);
        if (!a || !b)
            continue;
        const int ia = a->next++, ib = b->next++; // counted for every cable, routed or not
        if (!a->routed && !b->routed)
            continue;
        const QPointF pa = a->item->portAnchor(ia, a->count);
        const QPointF pb = b->item->portAnchor(ib, b->count);
        const bool swap = b->rack < a->rack;
        // Along the trays between racks; straight to a device not in a rack yet.
        QPolygonF route = a->place && b->place
                              ? trayRoute(mGrid, pa, *a->place, pb, *b->place, int(l.fabric))
                              : QPolygonF({pa, pb});
        batches[{swap ? b->rack : a->rack, swap ? a->rack : b->rack, int(l.fabric)}].push_back(
            {l.id, std::move(route), int(l.fabric)});
    }
    return batches;
}

void ClusterScene::addBatch(const BatchKey &key, std::vector<CableLine> cables)
{
    QVector<QPolygonF> routes;
    routes.reserve(qsizetype(cables.size()));
    for (const CableLine &cable : cables)
        routes.append(cable.route);
    auto *batch = new CableBatchItem(std::move(routes), std::get<2>(key));
    addItem(batch);
    // Each cable stays an item, for selection and hit tests, as a child of its batch: the view
    // then looks at the cables of the batches in view only, not at all 50,000 each frame
    // (ItemContainsChildrenInShape).
    for (const CableLine &cable : cables) {
        auto *item
            = new LinkItem(QString::fromStdString(cable.linkId), cable.route, cable.fabric, batch);
        item->setBatched(true);
    }
    mBatchByKey[key] = {batch, std::move(cables)};
}

void ClusterScene::listBatches()
{
    mBatches.clear();
    mLinks.clear();
    for (const auto &[key, entry] : mBatchByKey) {
        mBatches.append(entry.first);
        mLinks.append(entry.first->childItems());
    }
}

void ClusterScene::addCables()
{
    for (auto &[key, cables] : cableLayout())
        addBatch(key, std::move(cables));
    listBatches();
    syncBundles();
}

namespace {

/** Makes `items` hold an item per key of `counts` with its count: kept where it was, its count
 *  set, made where new (`make`), deleted where gone. */
template<typename Key, typename Make>
void syncCounts(std::map<Key, QGraphicsItem *> &items, const std::map<Key, int> &counts, Make make)
{
    for (auto it = items.begin(); it != items.end();) {
        const auto now = counts.find(it->first);
        if (now == counts.end()) {
            delete it->second;
            it = items.erase(it);
        } else {
            static_cast<BundleItem *>(it->second)->setCount(now->second);
            ++it;
        }
    }
    for (const auto &[key, n] : counts)
        if (!items.count(key))
            if (QGraphicsItem *item = make(key, n))
                items.emplace(key, item);
}

} // namespace

void ClusterScene::syncBundles()
{
    std::unordered_map<std::string, FloorPlace> placeOf;
    for (const Rack &rack : mDocument->design().racks)
        placeOf.emplace(rack.id, FloorPlace {rack.row, rack.position});
    auto anchor = [](RackItem *rack) {
        return rack->mapToScene(QPointF(kRackWidth / 2, 0));
    };
    // Rack to rack, for the middle zooms.
    std::map<BatchKey, int> pairs;
    std::map<std::tuple<int, int, int>, int> trunks;
    for (const auto &[key, entry] : mBatchByKey) {
        const auto &[ra, rb, fabric] = key;
        if (!mRacks.value(ra) || !mRacks.value(rb))
            continue;
        const int n = int(entry.second.size());
        pairs[key] = n;
        const int rowA = placeOf.at(ra.toStdString()).row;
        const int rowB = placeOf.at(rb.toStdString()).row;
        if (rowA != rowB)
            trunks[{std::min(rowA, rowB), std::max(rowA, rowB), fabric}] += n;
    }
    syncCounts(mBundleByKey, pairs, [&](const BatchKey &key, int n) {
        auto [ra, rb, fabric] = key;
        FloorPlace a = placeOf.at(ra.toStdString()), b = placeOf.at(rb.toStdString());
        // Drawn towards the rack further down the floor, where its count is labelled: the
        // network racks stand first in their rows, so each compute rack gets its own label.
        if (std::tie(b.row, b.position) < std::tie(a.row, a.position)) {
            std::swap(ra, rb);
            std::swap(a, b);
        }
        auto *item = new BundleItem(
            trayRoute(mGrid, anchor(mRacks.value(ra)), a, anchor(mRacks.value(rb)), b, fabric),
            fabric, n);
        addItem(item);
        return item;
    });
    // Row to row, for the far zoom: at fit-all a 16,384-GPU hall has 1,769 rack pairs, a smudge
    // of lines that cost 20 ms a frame; a trunk per pair of rows, from the middle of each row's
    // racks, reads as the cable trays do.
    std::map<int, std::pair<QPointF, int>> rowMiddle;
    for (auto it = mRacks.cbegin(); it != mRacks.cend(); ++it) {
        auto &[sum, count] = rowMiddle[placeOf.at(it.key().toStdString()).row];
        sum += anchor(it.value());
        ++count;
    }
    auto middle = [&](int row) {
        const auto &[sum, count] = rowMiddle.at(row);
        return sum / count;
    };
    syncCounts(mTrunkByKey, trunks, [&](const std::tuple<int, int, int> &key, int n) {
        const auto &[rowA, rowB, fabric] = key;
        auto *item = new BundleItem(trayRoute(mGrid, middle(rowA), FloorPlace {rowA, 0},
                                              middle(rowB), FloorPlace {rowB, 0}, fabric),
                                    fabric, n);
        addItem(item);
        return item;
    });
    mBundles.clear();
    for (const auto &[key, item] : mBundleByKey)
        mBundles.append(item);
    mTrunks.clear();
    for (const auto &[key, item] : mTrunkByKey)
        mTrunks.append(item);
}

QSet<QString> ClusterScene::racksTouched(const ChangeEvent &event,
                                         const std::set<std::string> &removedDeviceRacks) const
{
    const Design &d = mDocument->design();
    QSet<QString> touched;
    for (const std::string &rack : removedDeviceRacks)
        touched.insert(QString::fromStdString(rack));
    // One pass over each list (not a look-up per id: at 16k GPUs the lists are long).
    std::unordered_set<std::string_view> changed(event.added.begin(), event.added.end());
    changed.insert(event.modified.begin(), event.modified.end());
    std::unordered_set<std::string_view> devices = changed; // and the ends of changed cables
    for (const Link &link : d.links)
        if (changed.count(link.id)) {
            devices.insert(link.a.device);
            devices.insert(link.b.device);
        }
    for (const Rack &rack : d.racks)
        if (changed.count(rack.id))
            touched.insert(QString::fromStdString(rack.id));
    for (const Device &dev : d.devices)
        if (devices.count(dev.id))
            touched.insert(dev.rack ? QString::fromStdString(*dev.rack) : QString());
    // A cable that went (or moved its ends) was drawn in a batch: its two racks are touched.
    std::unordered_set<std::string_view> gone(event.removed.begin(), event.removed.end());
    gone.insert(event.modified.begin(), event.modified.end());
    if (!gone.empty())
        for (const auto &[key, entry] : mBatchByKey)
            for (const CableLine &line : entry.second)
                if (gone.count(line.linkId)) {
                    touched.insert(std::get<0>(key));
                    touched.insert(std::get<1>(key));
                }
    return touched;
}

bool ClusterScene::patchObjects(const ChangeEvent &event)
{
    const Design &d = mDocument->design();
    // What it cannot draw in place, checked before anything changes: racks re-lay the hall, and
    // a scale-up domain's outline counts its servers' GPUs.
    const auto inDomain = [this](const std::string &rack) {
        return mDomainOfRack.count(rack) > 0;
    };
    for (const std::string &id : event.removed) {
        const QString q = QString::fromStdString(id);
        if (mRacks.contains(q))
            return false;
        if (const DeviceItem *item = mDevices.value(q)) {
            const auto *rack = qgraphicsitem_cast<const RackItem *>(item->parentItem());
            if (!rack || inDomain(rack->objectId().toStdString()))
                return false;
        }
    }
    for (const std::string &id : event.added) {
        if (d.findRack(id))
            return false;
        if (const Device *dev = d.findDevice(id))
            if (!dev->rack || dev->u <= 0 || !mRacks.contains(QString::fromStdString(*dev->rack))
                || inDomain(*dev->rack))
                return false;
    }
    if (!event.modified.empty() && !updateInPlace(event.modified))
        return false; // it changed looks only: the rebuild makes them again anyway

    const bool wasSyncing = mSyncing;
    mSyncing = true;
    std::set<std::string> racks; // whose load and U used change
    for (const std::string &id : event.removed) {
        if (DeviceItem *item = mDevices.take(QString::fromStdString(id))) {
            racks.insert(static_cast<RackItem *>(item->parentItem())->objectId().toStdString());
            delete item;
        }
    }
    QList<QGraphicsItem *> made; // shown and locked as their layers say, below
    qreal unplacedY = 0; // unused: added devices stand in racks
    for (const std::string &id : event.added)
        if (const Device *dev = d.findDevice(id)) {
            made.append(addDeviceItem(*dev, unplacedY));
            racks.insert(*dev->rack);
        }
    // Cables: the batches at the racks the edit touched are laid out again, and those whose
    // lines moved made again (the cables at a removed server's switches close up); the rest of
    // the hall is not routed at all.
    const QSet<QString> touched = racksTouched(event, racks);
    std::map<BatchKey, std::vector<CableLine>> layout = cableLayout(&touched);
    for (auto it = mBatchByKey.begin(); it != mBatchByKey.end();) {
        const auto &[rackA, rackB, fabric] = it->first;
        if (!touched.contains(rackA) && !touched.contains(rackB)) {
            ++it;
            continue;
        }
        const auto now = layout.find(it->first);
        if (now != layout.end() && now->second == it->second.second) {
            layout.erase(now);
            ++it;
        } else {
            delete it->second.first;
            it = mBatchByKey.erase(it);
        }
    }
    for (auto &[key, cables] : layout) {
        addBatch(key, std::move(cables));
        QGraphicsItem *batch = mBatchByKey.at(key).first;
        made.append(batch);
        made.append(batch->childItems());
    }
    listBatches();
    syncBundles();
    refreshErrors();
    const auto byRack = d.devicesByRack();
    static const std::vector<std::size_t> none;
    for (const std::string &id : racks) {
        const auto found = byRack.find(id);
        if (const Rack *rack = d.findRack(id))
            mRacks.value(QString::fromStdString(id))
                ->setLook(rackLook(*rack, found != byRack.end() ? found->second : none));
    }
    for (QGraphicsItem *item : std::as_const(made)) {
        showAsLayers(item);
        lockAsLayers(item);
    }
    showBundlesAsLayers(); // syncBundles made some again
    mSyncing = wasSyncing;
    syncSelectionFromDocument();
    return true;
}

} // namespace cl::canvas
