// SPDX-License-Identifier: GPL-3.0-or-later
// The Layers panel (issue 29 item 2), driven as a planner would on the SuperPOD and the NVL72
// hall: a fabric's Shown is the toolbar's button for it, both ways; a locked layer lets a click
// through (a locked device gives its rack, a locked rack the cable under it, locked cables
// nothing); hidden layers are
// not drawn (devices, racks, scale-up outlines), and the racks' names and power fill go and come
// back with their rows.
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/items.h"
#include "canvas/layerspanel.h"
#include "document/document.h"
#include "gui/mainwindow.h"
#include "guidriver.h"

#include <QAction>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

QTreeWidgetItem *row(MainWindow &w, const QString &name)
{
    QTreeWidget *tree = child<QTreeWidget>(w, "layersTree");
    for (int i = 0; tree && i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->text(0) == name)
            return tree->topLevelItem(i);
    qFatal("no layer %s", qPrintable(name));
}

void check(MainWindow &w, const QString &name, int column, bool on)
{
    row(w, name)->setCheckState(column, on ? Qt::Checked : Qt::Unchecked);
}

QImage drawn(canvas::ClusterScene *scene, const QRectF &area)
{
    QImage image(400, 400, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene->render(&painter, QRectF(0, 0, 400, 400), area);
    return image;
}

/** A device of a rack a cable crosses, and a point of the crossing. */
std::pair<canvas::DeviceItem *, QPointF> crossedDevice(canvas::ClusterScene *scene)
{
    for (QGraphicsItem *item : scene->items()) {
        if (item->type() != canvas::DeviceItem::Type || !item->parentItem())
            continue;
        const QRectF r = item->sceneBoundingRect();
        if (r.width() < 20)
            continue;
        for (qreal x = r.left() + 2; x < r.right(); x += 2) {
            const QPointF p(x, r.center().y());
            for (QGraphicsItem *under : scene->items(p))
                if (under->type() == canvas::LinkItem::Type)
                    return {static_cast<canvas::DeviceItem *>(item), p};
        }
    }
    return {nullptr, {}};
}

} // namespace

class TestLayers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aFabricsShownIsTheToolbarsButton()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QCOMPARE(child<QTreeWidget>(w, "layersTree")->topLevelItemCount(), 9);
        QAction *compute = action(w, "actionShowFabric0");
        check(w, QStringLiteral("Compute cables"), 1, false);
        QVERIFY(!compute->isChecked());
        QVERIFY(!w.scene()->fabricVisible(Fabric::Compute));
        compute->setChecked(true);
        QCOMPARE(row(w, QStringLiteral("Compute cables"))->checkState(1), Qt::Checked);
        QVERIFY(w.scene()->fabricVisible(Fabric::Compute));
    }

    void aLockedLayerLetsTheClickThrough()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1400, 900)));
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        w.view()->resetTransform();
        w.view()->zoomBy(2.0);
        const auto [device, at] = crossedDevice(w.scene());
        QVERIFY2(device, "no cable crosses a device in the SuperPOD");
        w.view()->centerOn(at);
        const QPoint click = w.view()->mapFromScene(at);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, click);
        QCOMPARE(w.document()->selection(), QStringList {device->objectId()});
        // Devices locked: the rack they stand in is what the click finds; racks locked too, the
        // cable under it.
        check(w, QStringLiteral("Devices"), 2, true);
        QVERIFY(w.document()->selection().isEmpty()); // a locked item does not stay selected
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, click);
        const QString rackId = static_cast<canvas::RackItem *>(device->parentItem())->objectId();
        QCOMPARE(w.document()->selection(), QStringList {rackId});
        check(w, QStringLiteral("Racks"), 2, true);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, click);
        const QStringList picked = w.document()->selection();
        QCOMPARE(picked.size(), 1);
        const Link *link = w.document()->design().findLink(picked.front().toStdString());
        QVERIFY2(link, qPrintable(picked.front()));
        // Its fabric locked too: neither the device nor a cable is picked there.
        const QString fabric[]
            = {QStringLiteral("Compute cables"), QStringLiteral("Storage cables"),
               QStringLiteral("In-band cables"), QStringLiteral("Out-of-band cables")};
        for (const QString &name : fabric)
            check(w, name, 2, true);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, click);
        QVERIFY(w.document()->selection().isEmpty());
        // Unlocked, the device is picked again.
        check(w, QStringLiteral("Devices"), 2, false);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, click);
        QCOMPARE(w.document()->selection(), QStringList {device->objectId()});
    }

    void hiddenLayersAreNotDrawn()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("nvl72-gb200-16racks")));
        canvas::ClusterScene *scene = w.scene();
        const QString rackId = QString::fromStdString(w.document()->design().racks.front().id);
        canvas::RackItem *rack = scene->rackItem(rackId);
        const QRectF area = rack->sceneBoundingRect();
        const QImage all = drawn(scene, area);
        check(w, QStringLiteral("Rack names and kW"), 1, false);
        const QImage unnamed = drawn(scene, area);
        QVERIFY(unnamed != all);
        check(w, QStringLiteral("Power fill"), 1, false);
        QVERIFY(drawn(scene, area) != unnamed);
        check(w, QStringLiteral("Rack names and kW"), 1, true);
        check(w, QStringLiteral("Power fill"), 1, true);
        QVERIFY(drawn(scene, area) == all);

        int outlines = 0;
        for (QGraphicsItem *item : scene->items())
            if (item->data(0).toString() == QStringLiteral("scale-up-domain")) {
                ++outlines;
                QVERIFY(item->isVisible());
            }
        QVERIFY(outlines > 0);
        check(w, QStringLiteral("Scale-up domains"), 1, false);
        for (QGraphicsItem *item : scene->items())
            if (item->data(0).toString() == QStringLiteral("scale-up-domain"))
                QVERIFY(!item->isVisible());

        const QString deviceId = QString::fromStdString(w.document()->design().devices.front().id);
        QVERIFY(scene->deviceItem(deviceId)->isVisible() || scene->far());
        check(w, QStringLiteral("Devices"), 1, false);
        QVERIFY(!scene->deviceItem(deviceId)->isVisible());
        check(w, QStringLiteral("Racks"), 1, false);
        QVERIFY(!rack->isVisible());
        // Still hidden after the scene is rebuilt (an edit that is not drawn in place).
        w.document()->undoStack()->clear();
        scene->rebuild();
        QVERIFY(!scene->rackItem(rackId)->isVisible());
        QVERIFY(!scene->deviceItem(deviceId)->isVisible());
    }
};

QTEST_MAIN(TestLayers)
#include "tst_layers.moc"
