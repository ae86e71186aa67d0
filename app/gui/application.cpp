// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"

#include "canvas/clusterview.h"
#include "document/appcatalog.h"
#include "document/document.h"
#include "ledger/ledgerservice.h"
#include "mainwindow.h"
#include "text/diagnostictext.h"
#include "text/languagemanager.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QIcon>
#include <QPixmap>
#include <QSettings>
#include <QTextStream>

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace cl {

bool writeScreenshot(MainWindow &window, const QString &fileName, const QSize &size)
{
    // The window sizes itself: the offscreen platform's screen is 800x600 whatever is asked.
    window.resize(size);
    window.show();
    QApplication::processEvents();
    window.resize(size);
    QApplication::processEvents();
    // The picture shows the ledger's numbers, not "Computing the ledger…".
    window.ledgerService()->waitForIdle();
    QApplication::processEvents();
    // Fitted once the docks have taken their sizes with the ledger's text: fitted before, the
    // canvas was narrower than it is shown and a hall's last band of racks was cut off.
    window.view()->fitAll();
    QApplication::processEvents();
    return window.grab().save(fileName, "PNG");
}

namespace {

/**
 * Where no display is (a server, a container, ssh without -X) Qt aborts with "could not
 * connect to display" after the whole build: say what to do instead. A screenshot needs no
 * display, so --screenshot draws offscreen by itself.
 */
bool haveDisplayFor(int argc, char **argv)
{
    const auto unset = [](const char *name) {
        const char *value = std::getenv(name);
        return !value || !*value;
    };
    if (!unset("QT_QPA_PLATFORM") || !unset("DISPLAY") || !unset("WAYLAND_DISPLAY"))
        return true;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--screenshot" || arg.rfind("--screenshot=", 0) == 0) {
            ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
            return true;
        }
        if (arg == "--help" || arg == "-h" || arg == "--version" || arg == "-v")
            return true;
    }
    std::fputs("clusterledger: there is no display to open a window on (DISPLAY and "
               "WAYLAND_DISPLAY are not set).\n"
               "Run it in a desktop session (or ssh -X), or draw the window to a file without a "
               "display:\n"
               "  clusterledger FILE --screenshot window.png [--size 1366x768] [--lang zh_CN]\n",
               stderr);
    return false;
}

/** --job N: the portfolio's job N (from 1) opened in the Targets panel, brought to the front;
 *  false, said on `err`, when the design has no such job. */
bool openJob(MainWindow &window, const QString &value, QTextStream &err)
{
    const auto &portfolio = window.document()->design().portfolio;
    const int jobs = portfolio ? int(portfolio->jobs.size()) : 0;
    if (jobs == 0) {
        err << "--job: the design has no portfolio jobs\n";
        return false;
    }
    bool ok = false;
    const int n = value.toInt(&ok);
    if (!ok || n < 1 || n > jobs) {
        err << "--job: expected a job from 1 to " << jobs << ", got \"" << value << "\"\n";
        return false;
    }
    window.showJob(n - 1);
    return true;
}

} // namespace

int runApplication(int argc, char **argv)
{
    if (!haveDisplayFor(argc, argv))
        return 1;
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ClusterLedger"));
    QApplication::setOrganizationName(QStringLiteral("ClusterLedger"));
    QApplication::setApplicationVersion(QStringLiteral(CLUSTERLEDGER_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/clusterledger.svg")));
    QApplication::setStyle(QStringLiteral("Fusion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ClusterLedger: plan AI training clusters"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption langOption(QStringLiteral("lang"),
                                  QStringLiteral("Interface language: en or zh_CN."),
                                  QStringLiteral("language"));
    QCommandLineOption shotOption(QStringLiteral("screenshot"),
                                  QStringLiteral("Write a PNG of the window and exit."),
                                  QStringLiteral("png"));
    QCommandLineOption sizeOption(
        QStringLiteral("size"), QStringLiteral("Window size for --screenshot (default 1600x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    QCommandLineOption raiseOption(
        QStringLiteral("raise"),
        QStringLiteral("Bring a panel to the front: charts, floor, topology, schedule, targets, "
                       "layers or outline."),
        QStringLiteral("panel"));
    QCommandLineOption jobOption(
        QStringLiteral("job"),
        QStringLiteral("Open the portfolio's job N (1 = the first) in the Targets panel."),
        QStringLiteral("N"));
    parser.addOption(langOption);
    parser.addOption(raiseOption);
    parser.addOption(jobOption);
    parser.addOption(shotOption);
    parser.addOption(sizeOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("A *.cluster.json design."));
    parser.process(app);

    QTextStream err(stderr);
    QString language = QSettings().value(QStringLiteral("language")).toString();
    if (parser.isSet(langOption))
        language = parser.value(langOption);
    if (!LanguageManager::instance()->setLanguage(language)) {
        err << "unknown language \"" << language << "\": expected en or zh_CN\n";
        if (parser.isSet(langOption))
            return 2;
    }
    for (const auto &e : AppCatalog::loadErrors())
        err << "catalog: " << loadErrorText(e) << "\n";

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        const bool interactive = !parser.isSet(shotOption);
        if (!window.openFile(files.first(), interactive) && !interactive) {
            err << files.first() << ": cannot open the design\n";
            return 1;
        }
    }
    if (!parser.isSet(shotOption) && files.isEmpty())
        window.offerRecovery();
    if (parser.isSet(raiseOption)) {
        auto *dock
            = window.findChild<QDockWidget *>(parser.value(raiseOption) + QStringLiteral("Dock"));
        if (!dock) {
            err << "--raise: expected charts, floor, topology, schedule, targets, layers or "
                   "outline, got \""
                << parser.value(raiseOption) << "\"\n";
            return 2;
        }
        dock->raise();
    }
    if (parser.isSet(jobOption) && !openJob(window, parser.value(jobOption), err))
        return 2;
    if (parser.isSet(shotOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
        const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 640 || h < 480 || w > 8192 || h > 8192) {
            err << "--size: expected WxH from 640x480 to 8192x8192, got \""
                << parser.value(sizeOption) << "\"\n";
            return 2;
        }
        if (!writeScreenshot(window, parser.value(shotOption), QSize(w, h))) {
            err << parser.value(shotOption) << ": cannot write the screenshot\n";
            return 1;
        }
        return 0;
    }
    window.show();
    window.view()->fitAll();
    return app.exec();
}

} // namespace cl
