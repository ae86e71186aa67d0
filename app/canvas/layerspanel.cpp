// SPDX-License-Identifier: GPL-3.0-or-later
#include "layerspanel.h"

#include <QEvent>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cl::canvas {

LayersPanel::LayersPanel(ClusterScene *scene, QWidget *parent)
    : QWidget(parent)
    , mScene(scene)
{
    setObjectName(QStringLiteral("layersPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mTree = new QTreeWidget(this);
    mTree->setObjectName(QStringLiteral("layersTree"));
    mTree->setColumnCount(3);
    mTree->setRootIsDecorated(false);
    mTree->header()->setSectionResizeMode(kName, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(kShown, QHeaderView::ResizeToContents);
    mTree->header()->setSectionResizeMode(kLocked, QHeaderView::ResizeToContents);
    mTree->header()->setStretchLastSection(false);
    layout->addWidget(mTree);
    // Top to bottom as they are drawn, the topmost first.
    using L = ClusterScene::Layer;
    mRows = {{L::Labels, -1, false},
             {L::PowerFill, -1, false},
             {L::Devices, -1, true},
             {L::Racks, -1, true}};
    for (int f = 0; f < 4; ++f)
        mRows.push_back({L::Racks, f, true});
    mRows.push_back({L::Domains, -1, false});
    mFilling = true;
    for (const Row &row : mRows) {
        auto *item = new QTreeWidgetItem(mTree);
        Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsUserCheckable;
        item->setFlags(flags);
        const bool shown = row.fabric >= 0 ? scene->fabricVisible(Fabric(row.fabric))
                                           : scene->layerVisible(row.layer);
        item->setCheckState(kShown, shown ? Qt::Checked : Qt::Unchecked);
        if (row.lockable) {
            const bool locked = row.fabric >= 0 ? scene->fabricLocked(Fabric(row.fabric))
                                                : scene->layerLocked(row.layer);
            item->setCheckState(kLocked, locked ? Qt::Checked : Qt::Unchecked);
        }
    }
    mFilling = false;
    connect(mTree, &QTreeWidget::itemChanged, this, &LayersPanel::itemChanged);
    retranslate();
}

void LayersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LayersPanel::retranslate()
{
    mFilling = true;
    mTree->setHeaderLabels({tr("Layer"), tr("Shown"), tr("Locked")});
    for (std::size_t i = 0; i < mRows.size(); ++i) {
        const Row &row = mRows[i];
        QTreeWidgetItem *item = mTree->topLevelItem(int(i));
        QString name;
        if (row.fabric >= 0) {
            const QString fabrics[] = {tr("Compute cables"), tr("Storage cables"),
                                       tr("In-band cables"), tr("Out-of-band cables")};
            name = fabrics[row.fabric];
        } else {
            switch (row.layer) {
            case ClusterScene::Layer::Racks:
                name = tr("Racks");
                break;
            case ClusterScene::Layer::Devices:
                name = tr("Devices");
                break;
            case ClusterScene::Layer::Domains:
                name = tr("Scale-up domains");
                break;
            case ClusterScene::Layer::Labels:
                name = tr("Rack names and kW");
                break;
            case ClusterScene::Layer::PowerFill:
                name = tr("Power fill");
                break;
            }
        }
        item->setText(kName, name);
        item->setToolTip(kLocked, row.lockable ? tr("Locked: drawn, but a click passes through it")
                                               : QString());
    }
    mFilling = false;
}

void LayersPanel::itemChanged(QTreeWidgetItem *item, int column)
{
    if (mFilling)
        return;
    const int index = mTree->indexOfTopLevelItem(item);
    if (index < 0 || std::size_t(index) >= mRows.size())
        return;
    const Row &row = mRows[std::size_t(index)];
    const bool on = item->checkState(column) == Qt::Checked;
    if (column == kShown && row.fabric >= 0) {
        emit fabricShownChanged(row.fabric, on); // the toolbar's button shows or hides them
    } else if (column == kShown) {
        mScene->setLayerVisible(row.layer, on);
    } else if (column == kLocked && row.lockable && row.fabric >= 0) {
        mScene->setFabricLocked(Fabric(row.fabric), on);
    } else if (column == kLocked && row.lockable) {
        mScene->setLayerLocked(row.layer, on);
    }
}

void LayersPanel::setFabricShown(int fabric, bool shown)
{
    for (std::size_t i = 0; i < mRows.size(); ++i) {
        if (mRows[i].fabric != fabric)
            continue;
        QTreeWidgetItem *item = mTree->topLevelItem(int(i));
        if ((item->checkState(kShown) == Qt::Checked) == shown)
            return;
        mFilling = true;
        item->setCheckState(kShown, shown ? Qt::Checked : Qt::Unchecked);
        mFilling = false;
    }
}

} // namespace cl::canvas
