// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"

#include "canvas/clusterview.h"
#include "document/appcatalog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "text/diagnostictext.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPixmap>
#include <QSettings>
#include <QTextStream>

namespace cl {

bool writeScreenshot(MainWindow &window, const QString &fileName)
{
    window.resize(1600, 1000);
    window.show();
    QApplication::processEvents();
    window.view()->fitAll();
    QApplication::processEvents();
    return window.grab().save(fileName, "PNG");
}

int runApplication(int argc, char **argv)
{
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
                                  QStringLiteral("Write a 1600x1000 PNG of the window and exit."),
                                  QStringLiteral("png"));
    parser.addOption(langOption);
    parser.addOption(shotOption);
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
        err << "catalog: " << loadErrorText(e) << " (" << QString::fromStdString(e.file) << ")\n";

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
    if (parser.isSet(shotOption)) {
        if (!writeScreenshot(window, parser.value(shotOption))) {
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
