// SPDX-License-Identifier: GPL-3.0-or-later
// Canvas rendering benchmark: the SuperPOD example replicated (4x by default: 128 servers, 1,024
// GPUs, 2,048 cables; 64x is 16,384 GPUs), with its fabric built when asked, rendered offscreen at
// fit-all, rack and server zoom, and the floor and topology tabs. Prints ms per frame; asserts
// nothing. Target: 16 ms a frame.
//   build/ci/tests/bench_canvas [frames] [fit-all|rack|server|floor|topology|all] [units] [fabric]
#include "canvas/clusterscene.h"
#include "canvas/clusterview.h"
#include "canvas/floorview.h"
#include "canvas/topologyview.h"
#include "document/appcatalog.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "fabric/fabricgenerator.h"
#include "io/designreader.h"
#include "model/replicate.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>

#include <cstdio>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int frames = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    const cl::Catalog &catalog = cl::AppCatalog::catalog();
    auto loaded
        = cl::DesignReader::readFile(CL_EXAMPLES "/superpod-1su-h100.cluster.json", catalog);
    if (!loaded.ok())
        return 1;
    cl::Document document(catalog);
    QElapsedTimer build;
    build.start();
    const int units = argc > 3 ? std::max(1, std::atoi(argv[3])) : 4;
    cl::Design hall = cl::replicateDesign(*loaded.design, units);
    if (argc > 4 && QByteArray(argv[4]) == "fabric")
        hall = cl::buildFabric(hall, catalog, {}).design;
    document.resetDesign(hall, QString(), false);
    cl::canvas::ClusterScene scene(&document);
    const double buildMs = build.nsecsElapsed() / 1e6;
    cl::canvas::ClusterView view(&scene);
    view.resize(1600, 1000);
    view.show();
    QApplication::processEvents();

    std::printf("design: %zu racks, %zu devices, %zu cables; scene built in %.1f ms (%d items)\n",
                document.design().racks.size(), document.design().devices.size(),
                document.design().links.size(), buildMs, int(scene.items().size()));
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    QByteArray only = argc > 2 ? QByteArray(argv[2]) : QByteArray();
    if (only == "all")
        only.clear();
    auto measure = [&](const char *name, auto setView) {
        if (!only.isEmpty() && only != name)
            return;
        setView();
        QApplication::processEvents();
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < frames; ++i) {
            image.fill(Qt::white);
            QPainter p(&image);
            view.render(&p);
        }
        std::printf("%-12s %6.2f ms per frame (scale %.3f, cables %s)\n", name,
                    t.nsecsElapsed() / 1e6 / frames, view.transform().m11(),
                    scene.bundled() ? "bundled" : "individual");
    };
    measure("fit-all", [&] { view.fitAll(); });
    measure("rack", [&] {
        view.resetTransform();
        view.zoomBy(0.9);
        view.centerOn(scene.contentRect().center());
    });
    measure("server", [&] {
        view.resetTransform();
        view.zoomBy(2.5);
        view.centerOn(scene.contentRect().center());
    });
    // The floor and topology tabs, painted whole at the bottom dock's usual size.
    auto measureWidget = [&](const char *name, QWidget &widget) {
        if (!only.isEmpty() && only != name)
            return;
        widget.resize(1000, 320);
        widget.show();
        QApplication::processEvents();
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < frames; ++i)
            widget.grab();
        std::printf("%-12s %6.2f ms per frame\n", name, t.nsecsElapsed() / 1e6 / frames);
    };
    cl::FloorView floor(&document);
    floor.setLedger(
        std::make_shared<cl::DesignLedger>(cl::evaluateDesign(document.design(), catalog)));
    measureWidget("floor", floor);
    cl::TopologyView topology(&document);
    measureWidget("topology", topology);
    return 0;
}
