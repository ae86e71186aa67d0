// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clusterscene.h"

#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace cl::canvas {

/**
 * The canvas's layers, as a drawing tool lists them (Tiled's and QGIS's layer panels): racks,
 * the devices in them, each fabric's cables, the scale-up domains' outlines, the racks' names and
 * kW, and their power fill, each shown or hidden; racks, devices and each fabric's cables can be
 * locked, so a click passes through them (a locked fabric's cable cannot be picked and deleted
 * while working on the racks it crosses). A fabric's Shown is the toolbar's button for it: the
 * panel asks (fabricShownChanged) and the button, which shows or hides the cables, answers
 * (setFabricShown), so one switch does it.
 */
class LayersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LayersPanel(ClusterScene *scene, QWidget *parent = nullptr);
    QTreeWidget *tree() const { return mTree; }

public slots:
    /** A fabric shown or hidden (by the toolbar's button): the row follows. */
    void setFabricShown(int fabric, bool shown);

signals:
    /** The row's Shown was clicked: the fabric's button is to follow. */
    void fabricShownChanged(int fabric, bool shown);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum Column { kName, kShown, kLocked };
    /** A row is a scene layer, or a fabric's cables (fabric >= 0). */
    struct Row
    {
        ClusterScene::Layer layer = ClusterScene::Layer::Racks;
        int fabric = -1;
        bool lockable = false;
    };
    void retranslate();
    void itemChanged(QTreeWidgetItem *item, int column);

    ClusterScene *mScene;
    QTreeWidget *mTree = nullptr;
    std::vector<Row> mRows;
    bool mFilling = false;
};

} // namespace cl::canvas
