// SPDX-License-Identifier: GPL-3.0-or-later
#include "designoverview.h"

#include "document/document.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "report/powergauge.h"

#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QStyledItemDelegate>

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
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(LoadColumn, QHeaderView::Fixed);
    header()->resizeSection(LoadColumn, 160);
    // The outline lists racks, devices and links: the site and the workload do not change it.
    connect(document, &Document::changed, this, [this](const ChangeEvent &e) {
        if (e.touches(ChangeEvent::Objects))
            rebuildWhenSeen();
    });
    rebuild();
}

void DesignOverview::rebuildWhenSeen()
{
    // Behind another tab of a window on screen: later. (A window not shown, as in a test that
    // reads the tree, rebuilds now.)
    if (!isVisible() && window()->isVisible()) {
        mStale = true;
        return;
    }
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

void DesignOverview::rebuild()
{
    mStale = false;
    setHeaderLabels({tr("Name"), tr("Model", "device model"), tr("Place"), tr("Max / usable kW"),
                     tr("Power load")});
    clear();
    const Design &design = mDocument->design();
    const Catalog &catalog = mDocument->catalog();

    auto deviceItem = [&](const Device &d, QTreeWidgetItem *parent) {
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
        item->setData(NameColumn, kIdRole, QString::fromStdString(d.id));
        return item;
    };

    QList<QTreeWidgetItem *> top;
    // Each rack's devices from one pass over the design: asked rack by rack, a hall of 1,088
    // racks and 5,504 devices walked the devices 2,000 times (a second per edit).
    const auto byRack = design.devicesByRack();
    static const std::vector<std::size_t> none;
    for (const auto &rack : design.racks) {
        auto *item = new QTreeWidgetItem;
        const auto found = byRack.find(rack.id);
        const std::vector<std::size_t> &indices = found != byRack.end() ? found->second : none;
        const RackLoad load = rackLoad(design, rack, catalog, indices);
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
        }
        item->setData(NameColumn, kIdRole, QString::fromStdString(rack.id));
        std::vector<const Device *> inRack;
        for (std::size_t i : indices)
            inRack.push_back(&design.devices[i]);
        std::sort(inRack.begin(), inRack.end(),
                  [](const Device *a, const Device *b) { return a->u > b->u; }); // top first
        for (const Device *d : inRack)
            deviceItem(*d, item);
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
}

bool DesignOverview::showObject(const QString &id)
{
    if (mStale)
        rebuild();
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        if ((*it)->data(NameColumn, kIdRole).toString() == id) {
            setCurrentItem(*it);
            scrollToItem(*it, QAbstractItemView::PositionAtCenter);
            return true;
        }
    }
    return false;
}

} // namespace cl
