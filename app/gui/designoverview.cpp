// SPDX-License-Identifier: GPL-3.0-or-later
#include "designoverview.h"

#include "document/changeevent.h"
#include "document/document.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "report/powergauge.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QStyledItemDelegate>

#include <map>
#include <set>

namespace cl {

namespace {

enum OverviewColumn { NameColumn, ModelColumn, PlaceColumn, PowerColumn, LoadColumn, ColumnCount };
constexpr int kLoadRole = Qt::UserRole + 1;
constexpr int kIdRole = Qt::UserRole;

/** Draws the rack's max-over-usable power as a gauge behind its percentage. */
class LoadDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        const QVariant load = index.data(kLoadRole);
        if (!load.isValid()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        cl::paintGauge(painter, QRectF(option.rect).adjusted(2, 3, -2, -3), load.toDouble());
        painter->drawText(option.rect, Qt::AlignCenter, index.data().toString());
    }
};

QString kw(double watts)
{
    return QLocale().toString(watts / 1000.0, 'f', 1);
}

} // namespace

DesignOverview::DesignOverview(Document *document, QWidget *parent)
    : QTreeWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("designOverview"));
    setColumnCount(ColumnCount);
    setItemDelegateForColumn(LoadColumn, new LoadDelegate(this));
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    header()->setStretchLastSection(false);
    // Sized to their contents when the tree is made, then the user's: kept sized to contents,
    // every edit measured a thousand rows per column (22 ms of each edit at 16k GPUs).
    header()->setSectionResizeMode(QHeaderView::Interactive);
    header()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(LoadColumn, QHeaderView::Fixed);
    header()->resizeSection(LoadColumn, 160);
    // The outline lists racks and devices: the site and the workload do not change it.
    connect(document, &Document::changed, this, [this](const ChangeEvent &e) {
        if (!e.touches(ChangeEvent::Objects))
            return;
        // Behind another tab of a window on screen: later. (A window not shown, as in a test
        // that reads the tree, updates now.)
        if (!isVisible() && window()->isVisible())
            mStale = true;
        else if (mStale || e.isEverything() || !patch(e))
            rebuild();
    });
    rebuild();
}

void DesignOverview::showEvent(QShowEvent *event)
{
    QTreeWidget::showEvent(event);
    if (mStale)
        rebuild();
}

void DesignOverview::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QTreeWidget::changeEvent(event);
}

QTreeWidgetItem *DesignOverview::deviceItem(const Device &d, QTreeWidgetItem *parent)
{
    const Catalog &catalog = mDocument->catalog();
    auto *item = new QTreeWidgetItem(parent);
    item->setText(NameColumn, QString::fromStdString(d.name));
    QString model = QString::fromStdString(d.model);
    if (d.installedGpuCount() > 0 && !d.gpuSlots.empty() && d.gpuSlots.front())
        model += tr(" · %n GPU(s) %1", "", d.installedGpuCount())
                     .arg(QString::fromStdString(*d.gpuSlots.front()));
    item->setText(ModelColumn, model);
    const int h = deviceHeightU(d, catalog);
    if (d.rack && h > 0)
        item->setText(PlaceColumn,
                      h == 1 ? tr("U%1").arg(d.u) : tr("U%1–U%2").arg(d.u).arg(d.u + h - 1));
    else if (d.rack)
        item->setText(PlaceColumn, tr("0U"));
    const double w = deviceMaxW(d, catalog);
    if (w > 0)
        item->setText(PowerColumn, kw(w));
    const QString id = QString::fromStdString(d.id);
    item->setData(NameColumn, kIdRole, id);
    mItems.insert(id, item);
    return item;
}

void DesignOverview::fillRack(QTreeWidgetItem *item, const Rack &rack,
                              const std::vector<std::size_t> &indices)
{
    const Design &design = mDocument->design();
    const RackLoad load = rackLoad(design, rack, mDocument->catalog(), indices);
    item->setText(NameColumn, QString::fromStdString(rack.name));
    item->setText(ModelColumn, QString::fromStdString(rack.model));
    item->setText(PlaceColumn, tr("row %1, #%2 · %3/%4 U")
                                   .arg(rack.row + 1)
                                   .arg(rack.position + 1)
                                   .arg(load.uUsed)
                                   .arg(load.uTotal));
    item->setText(PowerColumn, tr("%1 / %2").arg(kw(load.maxW), kw(load.usableW)));
    if (load.usableW > 0) {
        const double fraction = load.maxW / load.usableW;
        item->setData(LoadColumn, kLoadRole, fraction);
        item->setText(LoadColumn,
                      QLocale().toString(fraction * 100.0, 'f', 0) + QLocale().percent());
    } else {
        item->setData(LoadColumn, kLoadRole, QVariant());
        item->setText(LoadColumn, QString());
    }
    const QString id = QString::fromStdString(rack.id);
    item->setData(NameColumn, kIdRole, id);
    mItems.insert(id, item);
    std::vector<const Device *> inRack;
    for (std::size_t i : indices)
        inRack.push_back(&design.devices[i]);
    std::sort(inRack.begin(), inRack.end(),
              [](const Device *a, const Device *b) { return a->u > b->u; }); // top first
    for (const Device *d : inRack)
        deviceItem(*d, item);
}

void DesignOverview::rebuild()
{
    mStale = false;
    setHeaderLabels({tr("Name"), tr("Model", "device model"), tr("Place"), tr("Max / usable kW"),
                     tr("Power load")});
    clear();
    mItems.clear();
    const Design &design = mDocument->design();

    QList<QTreeWidgetItem *> top;
    // Each rack's devices from one pass over the design: asked rack by rack, a hall of 1,088
    // racks and 5,504 devices walked the devices 2,000 times (a second per edit).
    const auto byRack = design.devicesByRack();
    static const std::vector<std::size_t> none;
    for (const auto &rack : design.racks) {
        auto *item = new QTreeWidgetItem;
        const auto found = byRack.find(rack.id);
        fillRack(item, rack, found != byRack.end() ? found->second : none);
        top.append(item);
    }
    QTreeWidgetItem *unplaced = nullptr;
    for (const auto &d : design.devices) {
        if (d.rack)
            continue;
        if (!unplaced) {
            unplaced = new QTreeWidgetItem({tr("Not placed")});
            top.append(unplaced);
        }
        deviceItem(d, unplaced);
    }
    addTopLevelItems(top);
    // Small designs open fully so every device is in sight; big ones stay folded to racks.
    if (design.devices.size() <= 200)
        expandAll();
    for (const int column : {NameColumn, PlaceColumn, PowerColumn})
        resizeColumnToContents(column); // the rows in sight, once opened
}

bool DesignOverview::patch(const ChangeEvent &event)
{
    const Design &design = mDocument->design();
    std::set<std::string> racks; // whose rows change
    // The rack a device's row stood under before the edit; false for a rack's own row or one
    // under "Not placed" (that group comes and goes: rebuilt).
    const auto rackOfRow = [this, &racks](const std::string &id) {
        QTreeWidgetItem *item = mItems.value(QString::fromStdString(id));
        if (!item)
            return true; // a cable, or a device that was not there
        QTreeWidgetItem *parent = item->parent();
        if (!parent || !parent->data(NameColumn, kIdRole).isValid())
            return false; // a rack itself, or a device not placed
        racks.insert(parent->data(NameColumn, kIdRole).toString().toStdString());
        return true;
    };
    const auto rackNow = [&design, &racks](const std::string &id) {
        if (design.findRack(id))
            return false; // a rack came: the list of racks changes
        if (const Device *dev = design.findDevice(id)) {
            if (!dev->rack)
                return false;
            racks.insert(*dev->rack);
        }
        return true;
    };
    for (const std::string &id : event.removed)
        if (!rackOfRow(id))
            return false;
    for (const std::string &id : event.added)
        if (!rackNow(id))
            return false;
    for (const std::string &id : event.modified) {
        if (design.findRack(id)) {
            racks.insert(id);
        } else if (!rackOfRow(id) || !rackNow(id)) {
            return false;
        }
    }
    std::map<std::string, std::vector<std::size_t>> inRack; // one pass over the devices
    for (const std::string &id : racks) {
        if (!design.findRack(id) || !mItems.contains(QString::fromStdString(id)))
            return false;
        inRack[id];
    }
    for (std::size_t i = 0; i < design.devices.size(); ++i)
        if (const auto &rack = design.devices[i].rack)
            if (const auto it = inRack.find(*rack); it != inRack.end())
                it->second.push_back(i);
    for (const auto &[id, indices] : inRack) {
        QTreeWidgetItem *item = mItems.value(QString::fromStdString(id));
        for (QTreeWidgetItem *child : item->takeChildren()) {
            // A device that moved here from a rack made again before this one has its new
            // row already: only this row's entry goes.
            const QString id = child->data(NameColumn, kIdRole).toString();
            if (mItems.value(id) == child)
                mItems.remove(id);
            delete child;
        }
        fillRack(item, *design.findRack(id), indices);
    }
    return true;
}

bool DesignOverview::showObject(const QString &id)
{
    if (mStale)
        rebuild();
    QTreeWidgetItem *item = mItems.value(id);
    if (!item)
        return false;
    setCurrentItem(item);
    scrollToItem(item, QAbstractItemView::PositionAtCenter);
    return true;
}

} // namespace cl
