// SPDX-License-Identifier: GPL-3.0-or-later
// Test fixture for tst_autosave: a real ClusterLedger main window in its own process, to be
// killed with SIGKILL. It opens FILE through File > Open, makes one edit through Edit > Select All
// and Edit > Duplicate, waits until the autosave copy is on disk and prints "ready <copy>", then
// runs until it is killed. With --hold it only opens FILE (and so holds it, as any window does)
// and prints "ready" at once.
#include "document/document.h"
#include "gui/mainwindow.h"
#include "scripteddialogs.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTextStream>
#include <QThread>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterLedgerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ClusterLedgerAutosaveTest"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2)
        return 2;
    QTextStream out(stdout);
    cl::MainWindow window;
    ScriptedDialogs dialogs;
    dialogs.setNextFileName(args.at(1));
    window.findChild<QAction *>(QStringLiteral("actionOpen"))->trigger();
    if (args.contains(QStringLiteral("--hold"))) {
        if (window.document()->fileName().isEmpty())
            return 3;
        out << "ready" << Qt::endl;
        return app.exec();
    }
    window.findChild<QAction *>(QStringLiteral("actionSelectAll"))->trigger();
    window.findChild<QAction *>(QStringLiteral("actionDuplicate"))->trigger();
    if (!window.document()->isModified())
        return 3;
    QElapsedTimer clock;
    clock.start();
    const QString copy = window.autosave()->copyPath();
    // Generous: a loaded 2-core CI machine under ASan can take a while to reach the first write.
    while (!QFile::exists(copy) && clock.elapsed() < 30000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(20);
    }
    if (!QFile::exists(copy))
        return 4;
    out << "ready " << copy << Qt::endl;
    return app.exec();
}
