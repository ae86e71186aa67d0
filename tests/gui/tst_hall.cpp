// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas at the scale of a hall (issue 13), offscreen: replicated scalable units, Tools →
// Build Fabric through its dialog, rows wrapped into bands, and cables that are drawn in batches
// yet stay selectable one by one.
#include "canvas/canvasgeometry.h"
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/floorview.h"
#include "canvas/items.h"
#include "canvas/topologyview.h"
#include "document/appcatalog.h"
#include "document/autosave.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "fabric/fabricgenerator.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "io/designreader.h"
#include "ledger/ledgerservice.h"
#include "model/replicate.h"
#include "text/languagemanager.h"
#include "validate/validator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTreeWidget>
#include <QtTest>

#include <map>

using namespace cl;
using namespace guidriver;

namespace {

/** The bundled SuperPOD scalable unit (32 DGX H100, its leaves and spines). */
/** The point `fraction` (0-1) of the way along a cable's route, by length. */
QPointF pointAlong(const QPolygonF &path, qreal fraction)
{
    qreal total = 0;
    for (qsizetype i = 1; i < path.size(); ++i)
        total += QLineF(path[i - 1], path[i]).length();
    qreal left = fraction * total;
    for (qsizetype i = 1; i < path.size(); ++i) {
        const QLineF run(path[i - 1], path[i]);
        if (left <= run.length() && run.length() > 0)
            return run.pointAt(left / run.length());
        left -= run.length();
    }
    return path.back();
}

Design superpodUnit()
{
    return *DesignReader::readFile(example("superpod-1su-h100").toStdString(),
                                   AppCatalog::catalog())
                .design;
}

/** Selects every rack and replicates it through Edit → Replicate ×N, answering `times`. */
void replicateEverything(MainWindow &w, ScriptedDialogs &dialogs, int times)
{
    QStringList all;
    for (const auto &r : w.document()->design().racks)
        all << QString::fromStdString(r.id);
    w.document()->setSelection(all);
    dialogs.setNextInteger(times);
    trigger(w, "actionReplicate");
}

} // namespace

class TestHall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(Autosave::directory()).removeRecursively();
        // English as the app speaks it: plural forms ("4 groups") come from its translation.
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }

    void replicateBuildsScalableUnits()
    {
        MainWindow w;
        QVERIFY(showAtSize(w, QSize(1600, 1000)));
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        Document *doc = w.document();
        ScriptedDialogs dialogs;
        replicateEverything(w, dialogs, 2);
        QVERIFY(dialogs.allAnswered());
        QCOMPARE(doc->design().racks.size(), std::size_t(34));
        QCOMPARE(doc->design().links.size(), std::size_t(1024));
        QCOMPARE(doc->undoStack()->count(), 1);
        // The copy keeps the unit's layout (rows of 9 and 8, each rack at its place), in the
        // rows after it, and the view is fitted to the hall that grew.
        std::map<int, std::vector<int>> places;
        for (const Rack &r : doc->design().racks)
            places[r.row].push_back(r.position);
        QCOMPARE(places.size(), std::size_t(4));
        QCOMPARE(places[2], places[0]);
        QCOMPARE(places[3], places[1]);
        QCOMPARE(places[0].size(), std::size_t(9));
        const QRectF shown = w.view()->mapToScene(w.view()->viewport()->rect()).boundingRect();
        QVERIFY(shown.contains(w.scene()
                                   ->rackItem(QString::fromStdString(doc->design().racks.back().id))
                                   ->sceneBoundingRect()));
    }

    // Replicate the unit x4 (four islands), then Tools → Build Fabric: the dialog previews the
    // joined spine layer before anything changes, Build applies it as one undo step, the ledger
    // trains on one island of 1,024 GPUs, and undo brings the four islands back.
    void buildFabricJoinsReplicatedUnitsInOneStep()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        Document *doc = w.document();
        ScriptedDialogs dialogs;
        replicateEverything(w, dialogs, 4);
        QVERIFY(w.ledgerService()->waitForIdle());
        QCOMPARE(w.ledgerService()->ledger()->network.compute().islands, 4);
        const Design fourIslands = doc->design();
        // Only the selected racks' servers: the first unit's 32 (racks are what users select).
        QStringList firstUnit;
        for (const Rack &r : doc->design().racks)
            if (r.row < 2)
                firstUnit << QString::fromStdString(r.id);
        doc->setSelection(firstUnit);
        QString onlySelected;
        dialogs.setDialogHandler([&](QDialog *dialog) {
            dialog->findChild<QCheckBox *>(QStringLiteral("fabricSelectionOnly"))->setChecked(true);
            onlySelected = dialog->findChild<QLabel *>(QStringLiteral("fabricPreview"))->text();
            return int(QDialog::Rejected);
        });
        trigger(w, "actionBuildFabric");
        QVERIFY2(onlySelected.contains(QLatin1String("32 servers")), qPrintable(onlySelected));
        QCOMPARE(doc->design(), fourIslands); // cancelled: nothing changed
        doc->setSelection({});

        QString preview;
        bool buildEnabled = false;
        int partRows = 0;
        dialogs.setDialogHandler([&](QDialog *dialog) {
            auto *summary = dialog->findChild<QLabel *>(QStringLiteral("fabricPreview"));
            auto *parts = dialog->findChild<QTableWidget *>(QStringLiteral("fabricParts"));
            auto *oversub
                = dialog->findChild<QComboBox *>(QStringLiteral("fabricOversubscription"));
            if (!summary || !parts || !oversub)
                return int(QDialog::Rejected);
            oversub->setCurrentIndex(oversub->findData(2)); // look at 2:1, then back to 1:1
            oversub->setCurrentIndex(oversub->findData(1));
            preview = summary->text();
            buildEnabled = dialog->findChild<QDialogButtonBox *>()
                               ->button(QDialogButtonBox::Ok)
                               ->isEnabled();
            partRows = parts->rowCount();
            return int(QDialog::Accepted);
        });
        const int before = doc->undoStack()->count();
        trigger(w, "actionBuildFabric");
        QVERIFY2(preview.contains(QLatin1String("32 leaves, 16 spines")), qPrintable(preview));
        QVERIFY(buildEnabled);
        QVERIFY(partRows > 0); // the preview lists the parts that change
        QCOMPARE(doc->undoStack()->count(), before + 1);
        QVERIFY(w.ledgerService()->waitForIdle());
        const DesignLedger &joined = *w.ledgerService()->ledger();
        QCOMPARE(joined.network.compute().islands, 1);
        QCOMPARE(joined.cluster->gpus, 1024);
        doc->undoStack()->undo();
        QCOMPARE(doc->design(), fourIslands);
        QVERIFY(dialogs.unexpected().isEmpty());
    }

    // A hall of many rows wraps them into bands side by side: at fit-all the 16-unit hall is
    // about as wide as a screen, not a column; every rack's place maps back to its row and place,
    // so moving racks in any band still lands where the user drops.
    void aBigHallWrapsIntoBands()
    {
        Document doc(AppCatalog::catalog());
        const Design one = superpodUnit();
        doc.resetDesign(replicateDesign(one, 16), QString(), false);
        canvas::ClusterScene scene(&doc);
        const canvas::HallGrid &grid = scene.grid();
        QVERIFY(grid.rowsPerBand > 0);
        QRectF racks;
        for (const Rack &r : doc.design().racks) {
            const QRectF rect = canvas::rackRect(grid, r.row, r.position, 48);
            racks |= rect;
            QCOMPARE(scene.rackItem(QString::fromStdString(r.id))->pos(), rect.topLeft());
            const QPoint place = canvas::floorPlaceAt(grid, rect.center());
            QCOMPARE(place, QPoint(r.position, r.row));
        }
        const qreal aspect = racks.width() / racks.height();
        QVERIFY2(aspect > 0.8 && aspect < 3.0, qPrintable(QString::number(aspect)));
        // At fit-all a rack is its frame, name and gauge; zoomed in, its devices come back.
        canvas::ClusterView view(&scene);
        view.resize(1600, 1000);
        view.fitAll();
        QVERIFY(scene.far() && scene.bundled());
        QVERIFY(!scene.deviceItem(QStringLiteral("dgx-01"))->isVisible());
        view.zoomBy(10);
        QVERIFY(!scene.far());
        QVERIFY(scene.deviceItem(QStringLiteral("dgx-01"))->isVisible());
        // Two rows (one unit) stay as they were: no bands.
        doc.resetDesign(one, QString(), false);
        canvas::ClusterScene small(&doc);
        QCOMPARE(small.grid().rowsPerBand, 0);
    }

    /** Issue 29 item 2: cables run as a cable plan draws them, up from the port to the tray over
     *  the row, along trays and the aisles at the rows' ends (over the hall between bands), and
     *  down to the other port: every run horizontal or vertical, and none but the two drops at
     *  the ports crosses a rack. The bundles of the far zooms follow the same trays. */
    void cablesRunAlongTraysAndAisles()
    {
        Document doc(AppCatalog::catalog());
        doc.resetDesign( // 8 rows in bands, a spine fabric across them
            buildFabric(replicateDesign(superpodUnit(), 4), AppCatalog::catalog(), {}).design,
            QString(), false);
        canvas::ClusterScene scene(&doc);
        QVERIFY(scene.grid().rowsPerBand > 0);
        QList<QRectF> racks;
        for (const Rack &r : doc.design().racks)
            racks << scene.rackItem(QString::fromStdString(r.id))->sceneBoundingRect();
        const auto crossesARack = [&](const QPointF &p, const QPointF &q) {
            const QRectF run = QRectF(p, q).normalized().adjusted(-0.5, -0.5, 0.5, 0.5);
            for (const QRectF &rack : std::as_const(racks))
                if (rack.adjusted(1, 1, -1, -1).intersects(run))
                    return true;
            return false;
        };
        int cables = 0, betweenBands = 0;
        const auto checkRoute = [&](const QPolygonF &route, const QString &what, int drops) {
            QVERIFY2(route.size() >= 2, qPrintable(what));
            for (qsizetype i = 1; i < route.size(); ++i) {
                const QPointF p = route[i - 1], q = route[i];
                QVERIFY2(p.x() == q.x() || p.y() == q.y(),
                         qPrintable(QStringLiteral("%1: a slanted run").arg(what)));
                const bool drop = (i == 1 || i == route.size() - 1) && drops > 0;
                QVERIFY2(drop || !crossesARack(p, q),
                         qPrintable(QStringLiteral("%1: run %2 crosses a rack").arg(what).arg(i)));
            }
        };
        for (QGraphicsItem *item : scene.items()) {
            if (item->type() == canvas::LinkItem::Type) {
                const auto *cable = static_cast<canvas::LinkItem *>(item);
                checkRoute(cable->route(), cable->objectId(), 2);
                ++cables;
                betweenBands += cable->route().size() > 6;
            } else if (item->type() == canvas::BundleItem::Type) {
                checkRoute(static_cast<canvas::BundleItem *>(item)->route(),
                           QStringLiteral("bundle"), 2);
            }
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(cables, int(doc.design().links.size()));
        QVERIFY2(betweenBands > 0, "some spine cables join racks in two bands");
        if (qEnvironmentVariableIsSet("CL_SHOT_DIR")) { // a look at the trays, near and far
            MainWindow w;
            QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
            QVERIFY(showAtSize(w, QSize(1600, 1000)));
            trigger(w, "actionFitAll");
            shot(&w, QStringLiteral("trays-superpod"));
            w.view()->fitInView(QRectF(-260, -140, 1500, 1900), Qt::KeepAspectRatio);
            shot(&w, QStringLiteral("trays-row-end"));
        }
    }

    /** Issue 29: a click on a server that a cable crosses selects the server, not the cable
     *  (Delete then removes what was clicked, never a 222 m spine cable). */
    void aDeviceUnderACableWinsTheClick()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        w.view()->resetTransform();
        w.view()->zoomBy(2.0);
        canvas::DeviceItem *crossed = nullptr;
        QPointF at;
        for (QGraphicsItem *item : w.scene()->items()) {
            if (crossed || item->type() != canvas::DeviceItem::Type || !item->parentItem())
                continue;
            const QRectF r = item->sceneBoundingRect();
            if (r.width() < 20)
                continue; // zero-U PDUs: a strip at the rack's side, two on one strip
            for (qreal x = r.left() + 2; x < r.right() && !crossed; x += 2) {
                const QPointF p(x, r.center().y());
                for (QGraphicsItem *under : w.scene()->items(p))
                    if (under->type() == canvas::LinkItem::Type) {
                        crossed = static_cast<canvas::DeviceItem *>(item);
                        at = p;
                    }
            }
        }
        QVERIFY2(crossed, "no cable crosses a device in the SuperPOD");
        // Drawn above the cable: the topmost item there is the device, its name and kW on top.
        QCOMPARE(w.scene()->items(at).first(), static_cast<QGraphicsItem *>(crossed));
        w.view()->centerOn(at);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->mapFromScene(at));
        QCOMPARE(w.document()->selection(), QStringList {crossed->objectId()});
    }

    void clickingACableSelectsIt()
    {
        // Cables are drawn in batches (one item per rack pair paints them all) but each stays
        // an item of its own under its batch: a click on one selects that cable.
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        canvas::LinkItem *cable = nullptr;
        for (QGraphicsItem *item : w.scene()->items()) {
            if (item->type() == canvas::LinkItem::Type) {
                cable = static_cast<canvas::LinkItem *>(item);
                break;
            }
        }
        QVERIFY(cable);
        QCOMPARE(cable->parentItem()->type(), int(canvas::CableBatchItem::Type));
        // A point of the cable in an aisle (over a rack or a device, they are drawn above the
        // cable and win the click).
        QPointF middle = pointAlong(cable->route(), 0.5);
        for (qreal f = 0.05; f < 1.0; f += 0.05) {
            const QPointF p = pointAlong(cable->route(), f);
            bool overDevice = false;
            for (QGraphicsItem *under : w.scene()->items(p))
                overDevice = overDevice || under->type() == canvas::DeviceItem::Type
                             || under->type() == canvas::RackItem::Type;
            if (!overDevice) {
                middle = p;
                break;
            }
        }
        w.view()->resetTransform();
        w.view()->zoomBy(2.0);
        w.view()->centerOn(middle);
        QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->mapFromScene(middle));
        const QStringList selected = w.document()->selection();
        QCOMPARE(selected.size(), 1);
        const Link *link = w.document()->design().findLink(selected.front().toStdString());
        QVERIFY2(link, qPrintable(selected.front()));
        // The cable picked is one under the click (an aisle holds many cables and batches).
        canvas::LinkItem *picked = nullptr;
        for (QGraphicsItem *under : w.scene()->items(middle)) {
            if (under->type() == canvas::LinkItem::Type
                && static_cast<canvas::LinkItem *>(under)->objectId() == selected.front())
                picked = static_cast<canvas::LinkItem *>(under);
        }
        QVERIFY2(picked, qPrintable(selected.front()));
        QVERIFY(picked->isSelected());
        // The selected cable paints itself, highlighted, over its batch.
        QVERIFY(!(picked->flags() & QGraphicsItem::ItemHasNoContents));
        // Selecting it elsewhere (the document) selects the item; clearing clears it.
        w.document()->setSelection({});
        QVERIFY(!picked->isSelected());
        QVERIFY(picked->flags() & QGraphicsItem::ItemHasNoContents);
        w.document()->setSelection({selected.front()});
        QVERIFY(picked->isSelected());
        // The inspector names its ends by the devices' names, not their ids.
        const Device *a = w.document()->design().findDevice(link->a.device);
        const QString ends = w.findChild<QLabel *>(QStringLiteral("linkEnds"))->text();
        QVERIFY2(ends.startsWith(QString::fromStdString(a->name) + QLatin1Char(' ')),
                 qPrintable(ends));
        QVERIFY2(a->name == a->id
                     || !ends.contains(QString::fromStdString(a->id) + QLatin1Char(':')),
                 qPrintable(ends));
    }

    // The floor of a 16-unit hall (32 rows) folds into bands of whole row pairs side by side:
    // every rack stays inside the widget, none overlaps another, a band's rows keep their pitch
    // and their order, and a click on a footprint selects that rack.
    void aLongFloorFoldsIntoBands()
    {
        Document doc(AppCatalog::catalog());
        doc.resetDesign(replicateDesign(superpodUnit(), 16), QString(), false);
        FloorView floor(&doc);
        floor.resize(1000, 320);
        floor.show(); // laid out at its size
        const auto &fp = floor.footprints();
        QCOMPARE(fp.size(), doc.design().racks.size());
        std::map<int, std::pair<qreal, qreal>> rowY; // row -> (y, x) of its first rack
        for (std::size_t i = 0; i < fp.size(); ++i) {
            QVERIFY(floor.rect().contains(fp[i].rect.toAlignedRect().adjusted(1, 1, -1, -1)));
            for (std::size_t j = i + 1; j < fp.size(); ++j)
                QVERIFY(!fp[i].rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(fp[j].rect));
            const Rack *r = doc.design().findRack(fp[i].rackId.toStdString());
            rowY.emplace(r->row, std::pair(fp[i].rect.y(), fp[i].rect.x()));
        }
        // Folded: rows 0 and 1 (one aisle pair) share a band, some later row starts a new one
        // to the right at the top again, and the racks are far larger than a 32-row column.
        QCOMPARE(rowY.at(0).second, rowY.at(1).second);
        QVERIFY(rowY.at(1).first > rowY.at(0).first);
        const auto newBand = std::find_if(rowY.begin(), rowY.end(), [&](const auto &row) {
            return row.second.second > rowY.at(0).second + 1;
        });
        QVERIFY(newBand != rowY.end());
        QVERIFY(newBand->first % 2 == 0); // bands start at a pair
        QCOMPARE(newBand->second.first, rowY.at(0).first);
        const qreal columnDepthPx = 320.0 / (32 * doc.design().site.floor.rowPitchM);
        QVERIFY(fp.front().rect.height() > 2 * 1.2 * columnDepthPx);
        // A click selects what it lands on.
        const FloorView::Footprint &target = fp[fp.size() / 2];
        QTest::mouseClick(&floor, Qt::LeftButton, {}, target.rect.center().toPoint());
        QCOMPARE(doc.selection(), QStringList {target.rackId});
    }

    // The topology of a four-unit hall after Build Fabric: three switch tiers; the column at the
    // left totals each tier (what it holds, in how many boxes, the cables it sends up), which is
    // what still reads at 16,384 GPUs when the boxes are too narrow for labels.
    void topologyTotalsEachTier()
    {
        Document doc(AppCatalog::catalog());
        doc.resetDesign(
            buildFabric(replicateDesign(superpodUnit(), 4), AppCatalog::catalog(), {}).design,
            QString(), false);
        TopologyView topology(&doc);
        topology.resize(1000, 320);
        topology.show();
        const TopologySummary &summary = topology.summary();
        QVERIFY(summary.tiers >= 2);
        int serverUplinks = 0;
        for (const Link &l : doc.design().links) {
            const Device *a = doc.design().findDevice(l.a.device);
            const Device *b = doc.design().findDevice(l.b.device);
            serverUplinks += l.fabric == Fabric::Compute
                             && (a->kind == DeviceKind::Switch) != (b->kind == DeviceKind::Switch);
        }
        const QString servers = topology.tierLabel(0);
        QVERIFY2(servers.contains(QLatin1String("Servers: 128 in 4 groups")), qPrintable(servers));
        QVERIFY2(servers.contains(QLatin1String("GPUs: 1,024")), qPrintable(servers));
        QVERIFY2(servers.contains(QStringLiteral("Cables up: %L1").arg(serverUplinks)),
                 qPrintable(servers));
        const QString leaves = topology.tierLabel(1);
        QVERIFY2(leaves.contains(QLatin1String("1.0:1 to the tier above")), qPrintable(leaves));
        QVERIFY2(
            topology.tierLabel(summary.tiers)
                .contains(summary.tiers == 2 ? QLatin1String("Spines") : QLatin1String("Cores")),
            qPrintable(topology.tierLabel(summary.tiers)));
    }

    // Scale-up apart from scale-out (issue 28): under the network tiers, one box per kind of
    // scale-up domain, NVL72 racks as systems and DGX boxes as servers, each with its GPUs per
    // domain and its per-GPU NVLink bandwidth; a click selects the trays or servers.
    void topologyShowsScaleUpApart()
    {
        Document doc(AppCatalog::catalog());
        doc.resetDesign(*DesignReader::readFile(example("nvl72-gb200-16racks").toStdString(),
                                                AppCatalog::catalog())
                             .design,
                        QString(), false);
        TopologyView topology(&doc);
        topology.resize(1000, 400);
        topology.show();
        const std::vector<ScaleUpKind> &up = topology.summary().scaleUp;
        QCOMPARE(up.size(), std::size_t(1));
        QCOMPARE(up[0].system, std::string("GB200 NVL72"));
        QVERIFY(up[0].rackScale);
        QCOMPARE(up[0].domains, 16);
        QCOMPARE(up[0].largest, 72);
        QCOMPARE(up[0].gpus, 1152);
        QCOMPARE(up[0].members.size(), std::size_t(16 * 18));
        QVERIFY2(topology.scaleUpLabel().contains(QLatin1String("16 domains")),
                 qPrintable(topology.scaleUpLabel()));
        // Its box sits under every network box.
        const QRectF box = topology.scaleUpBoxes().front();
        for (const QRectF &b : topology.boxes())
            QVERIFY(b.bottom() < box.top());
        QTest::mouseClick(&topology, Qt::LeftButton, {}, box.center().toPoint());
        QCOMPARE(doc.selection().size(), 16 * 18);
        shot(&topology, QStringLiteral("topology-scale-up"));

        doc.resetDesign(superpodUnit(), QString(), false);
        const std::vector<ScaleUpKind> &dgx = topology.summary().scaleUp;
        QCOMPARE(dgx.size(), std::size_t(1));
        QCOMPARE(dgx[0].system, std::string("dgx-h100"));
        QVERIFY(!dgx[0].rackScale);
        QCOMPARE(dgx[0].domains, 32);
        QCOMPARE(dgx[0].largest, 8);
        QVERIFY(dgx[0].bytesPerSPerGpu > 0);
    }

    // Tools → Build Fabric for the out-of-band network: the preview says that the data
    // switches' management ports join it and that leaves send their uplinks from their faster
    // ports to 10G spines; Build adds it as one undo step, and the BMC of every server is cabled.
    void theOutOfBandNetworkThroughTheDialog()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        Document *doc = w.document();
        ScriptedDialogs dialogs;
        QString preview;
        dialogs.setDialogHandler([&](QDialog *dialog) {
            auto pick = [&](const char *name, int data) {
                auto *box = dialog->findChild<QComboBox *>(QLatin1String(name));
                box->setCurrentIndex(box->findData(data));
            };
            pick("fabricKind", int(Fabric::OutOfBand));
            pick("fabricTopology", int(Topology::FatTree));
            pick("fabricOversubscription", 4);
            preview = dialog->findChild<QLabel *>(QStringLiteral("fabricPreview"))->text();
            shot(dialog, QStringLiteral("build-fabric-out-of-band"));
            return int(QDialog::Accepted);
        });
        const int before = doc->undoStack()->count();
        trigger(w, "actionBuildFabric");
        QVERIFY2(preview.contains(QLatin1String("management ports of 12 switches")),
                 qPrintable(preview));
        QVERIFY2(preview.contains(QLatin1String("from its faster ports to spines of eth-10g-48")),
                 qPrintable(preview));
        QCOMPARE(doc->undoStack()->count(), before + 1);
        int bmcCables = 0;
        for (const Link &l : doc->design().links)
            bmcCables
                += l.fabric == Fabric::OutOfBand && (l.a.port == "bmc1" || l.b.port == "bmc1");
        QCOMPARE(bmcCables, 32);
        QVERIFY(dialogs.unexpected().isEmpty());
    }

    /** Liquid cooling in the hall (issue 28, format 11): a rack's liquid loop is edited in the
     *  Inspector as one undo step and checked; a CDU from the palette goes to a liquid rack that
     *  has none, stands in the row beside it, and the Inspector shows its rating. */
    void liquidCoolingIsEditedAndCdusArePlaced()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("nvl72-gb200-16racks")));
        Document *doc = w.document();
        doc->setSelection({QStringLiteral("nvl-02")});
        auto *type = w.findChild<QComboBox *>(QStringLiteral("rackCoolingType"));
        auto *liquid = w.findChild<QDoubleSpinBox *>(QStringLiteral("rackLiquidLimit"));
        QVERIFY(type && liquid && liquid->isEnabled());
        QCOMPARE(type->currentData().toInt(), int(CoolingType::Liquid));
        QCOMPARE(liquid->value(), 125.0);
        auto overLoop = [&] {
            for (const Diagnostic &d : validateDesign(doc->design(), doc->catalog()))
                if (d.code == "rack.liquid_over_limit" && d.objectId == "nvl-02")
                    return true;
            return false;
        };
        QVERIFY(!overLoop());
        const int before = doc->undoStack()->index();
        liquid->setValue(80); // under the rack's 86.2 kW of cold-plate heat
        QCOMPARE(doc->design().racks[1].cooling.liquidLimitW.value_or(0), 80000.0);
        QCOMPARE(doc->undoStack()->index(), before + 1);
        QVERIFY(overLoop());
        // Air cooling has no liquid loop: the box is off and the part is dropped.
        type->setCurrentIndex(type->findData(int(CoolingType::Air)));
        QVERIFY(!liquid->isEnabled());
        QVERIFY(!doc->design().racks[1].cooling.liquidLimitW);
        trigger(w, "actionUndo");
        trigger(w, "actionUndo");
        QCOMPARE(doc->design().racks[1].cooling.liquidLimitW.value_or(0), 125000.0);

        // The palette lists the CDUs; an in-row one goes to the first liquid rack without one.
        auto *palette = w.findChild<QTreeWidget *>(QStringLiteral("paletteTree"));
        QTreeWidgetItem *cdu = nullptr;
        for (QTreeWidgetItemIterator it(palette); *it; ++it)
            if ((*it)->data(0, Qt::UserRole).toString() == QLatin1String("cdu-coolit-chx2000"))
                cdu = *it;
        QVERIFY(cdu);
        QVERIFY(cdu->toolTip(0).contains(QLatin1String("2000 kW")));
        emit palette->itemActivated(cdu, 0);
        const Device &placed = doc->design().devices.back();
        QCOMPARE(placed.kind, DeviceKind::Cdu);
        QCOMPARE(placed.u, 0);
        QCOMPARE(placed.rack.value_or(""), std::string("nvl-02"));
        QVERIFY2(w.statusBar()->currentMessage().startsWith(QLatin1String("Placed ")),
                 qPrintable(w.statusBar()->currentMessage()));
        // Drawn in the aisle to the rack's left, where an in-row cabinet stands.
        auto *item = w.scene()->deviceItem(QString::fromStdString(placed.id));
        auto *rack = w.scene()->rackItem(QStringLiteral("nvl-02"));
        QVERIFY(item && rack);
        QVERIFY(item->sceneBoundingRect().right() <= rack->sceneBoundingRect().left() + 1);
        doc->setSelection({QString::fromStdString(placed.id)});
        if (qEnvironmentVariableIsSet("CL_SHOT_DIR")) { // a look at the rack and its CDU
            QVERIFY(showAtSize(w, QSize(1600, 1000)));
            w.view()->fitInView(rack->sceneBoundingRect().adjusted(-120, -20, 120, 20),
                                Qt::KeepAspectRatio);
            shot(&w, QStringLiteral("cdu-in-row"));
        }
        auto *rating = w.findChild<QLabel *>(QStringLiteral("deviceCduRating"));
        QVERIFY(rating && rating->isVisibleTo(&w));
        QVERIFY2(rating->text().contains(QLatin1String("2,000 kW")), qPrintable(rating->text()));
    }
};

QTEST_MAIN(TestHall)
#include "tst_hall.moc"
