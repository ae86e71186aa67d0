// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave never drops work (issue: three ways it did). Each path is driven as a user would:
// real actions, dialogs answered through ScriptedDialogs, and a real SIGKILL of a second process
// (autosave_victim) standing in for a crash.
#include "document/autosave.h"
#include "document/document.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "io/designreader.h"
#include "scripteddialogs.h"
#include "secondwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

/** One edit a user makes: select everything and duplicate it. */
void edit(MainWindow &w)
{
    trigger(w, "actionSelectAll");
    trigger(w, "actionDuplicate");
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;

    QString copyOf(const char *exampleName, const QString &as)
    {
        const QString path = mDir.filePath(as);
        QFile::remove(path);
        if (!QFile::copy(example(exampleName), path))
            return {};
        QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        // The copy must be older than anything autosaved after it.
        QFile f(path);
        f.open(QIODevice::ReadWrite);
        f.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime);
        return path;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClusterLedgerTest"));
        QCoreApplication::setApplicationName(QStringLiteral("ClusterLedgerAutosaveTest"));
        QVERIFY(mDir.isValid());
    }

    void init() { QDir(Autosave::directory()).removeRecursively(); }

    // Path 1: the first edit after opening (and after saving) was never autosaved.
    void firstEditAfterOpenAndAfterSaveIsAutosaved()
    {
        const QString file
            = copyOf("workstation-4x4090", QStringLiteral("first-edit.cluster.json"));
        ScriptedDialogs dialogs;
        MainWindow w;
        dialogs.setNextFileName(file);
        trigger(w, "actionOpen");
        QCOMPARE(w.document()->fileName(), file);
        const QString copy = w.autosave()->copyPath();
        QVERIFY(!QFile::exists(copy));

        edit(w);
        QVERIFY(w.document()->isModified());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), w.autosave()->delayMs() + 1500);

        trigger(w, "actionSave"); // saved: nothing at risk, the copy goes
        QVERIFY(!w.document()->isModified());
        QVERIFY(!QFile::exists(copy));

        edit(w); // the first edit after a save
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), w.autosave()->delayMs() + 1500);
        QVERIFY(dialogs.unexpected().isEmpty());
    }

    // A copy that would not load again never replaces the last one that does, and the status bar
    // says why (issue 32: every writer reads its output back).
    void aCopyThatWouldNotLoadKeepsTheLastGoodOne()
    {
        const QString file
            = copyOf("workstation-4x4090", QStringLiteral("unloadable.cluster.json"));
        ScriptedDialogs dialogs;
        MainWindow w;
        dialogs.setNextFileName(file);
        trigger(w, "actionOpen");
        const QString copy = w.autosave()->copyPath();
        edit(w);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), w.autosave()->delayMs() + 1500);
        QFile good(copy);
        QVERIFY(good.open(QIODevice::ReadOnly));
        const QByteArray before = good.readAll();
        good.close();
        // A name past the reader's 256-byte limit: what a broken import could leave.
        w.document()->designForEdit().name = std::string(300, 'x');
        QSignalSpy failed(w.autosave(), &Autosave::writeFailed);
        QVERIFY(!w.autosave()->writeNow());
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.front().front().toString().contains(QLatin1String("/name")),
                 qPrintable(failed.front().front().toString()));
        QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("Autosave kept")));
        QVERIFY(good.open(QIODevice::ReadOnly));
        QCOMPARE(good.readAll(), before);
        QVERIFY(DesignReader::readFile(copy.toStdString(), w.document()->catalog()).ok());
    }

    // Not a debounce: a user who keeps editing every half second still gets a copy within 3 s.
    void steadyEditingDoesNotPostponeTheCopy()
    {
        const QString file = copyOf("workstation-4x4090", QStringLiteral("steady.cluster.json"));
        ScriptedDialogs dialogs;
        MainWindow w;
        dialogs.setNextFileName(file);
        trigger(w, "actionOpen");
        const QString copy = w.autosave()->copyPath();
        edit(w);
        edit(w); // two steps, so undoing one keeps the design modified
        QElapsedTimer clock;
        clock.start();
        while (!QFile::exists(copy) && clock.elapsed() < 8000) {
            QTest::qWait(400);
            trigger(w, "actionUndo"); // keeps the design modified: one duplicate stays
            trigger(w, "actionRedo");
        }
        QVERIFY(QFile::exists(copy));
        QVERIFY2(clock.elapsed() < w.autosave()->delayMs() + 1500,
                 qPrintable(QString::number(clock.elapsed())));
    }

    // Path 2: kill -9 while editing a file, then open that file: its unsaved work is offered,
    // with the time it was written, and comes back.
    void killedInstanceIsRecoveredWhenItsFileIsOpened()
    {
        const QString file = copyOf("workstation-4x4090", QStringLiteral("killed.cluster.json"));
        const int devicesBefore = [&] {
            MainWindow probe;
            probe.openFile(file, false);
            return int(probe.document()->design().devices.size());
        }();
        QDir(Autosave::directory()).removeRecursively();
        Victim victim;
        QVERIFY(victim.start(file));
        QVERIFY(QFile::exists(victim.copy));
        victim.killHard();
        QVERIFY(QFile::exists(victim.copy)); // kill -9 leaves the copy

        ScriptedDialogs dialogs;
        MainWindow w;
        dialogs.setNextFileName(file);
        dialogs.setNextAnswer(QMessageBox::Yes); // Recover
        trigger(w, "actionOpen");
        QCOMPARE(dialogs.askedTitles(), QStringList {QStringLiteral("Recover Unsaved Work")});
        QVERIFY(
            dialogs.asked().front().informative.contains(QLatin1String("Written automatically")));
        QCOMPARE(int(w.document()->design().devices.size()), 2 * devicesBefore);
        QVERIFY(w.document()->isModified());
        QCOMPARE(w.document()->fileName(), file);

        // Quitting normally after declining to save must not lose the choice silently: the
        // question comes first, and only then the copy goes.
        dialogs.setNextAnswer(QMessageBox::Discard);
        QVERIFY(w.close());
        QVERIFY(!QFile::exists(w.autosave()->copyPath()));
    }

    // Path 2b: the app started with no file offers the newest orphan; Discard removes it.
    void startWithoutFileOffersTheOrphan()
    {
        const QString file = copyOf("workstation-4x4090", QStringLiteral("orphan.cluster.json"));
        Victim victim;
        QVERIFY(victim.start(file));
        victim.killHard();

        {
            ScriptedDialogs dialogs;
            MainWindow w;
            dialogs.setNextAnswer(QMessageBox::Discard);
            QVERIFY(!w.offerRecovery());
            QCOMPARE(dialogs.askedTitles().size(), 1);
            QVERIFY(dialogs.asked().front().text.contains(QLatin1String("orphan.cluster.json")));
        }
        QVERIFY(!QFile::exists(victim.copy));
        ScriptedDialogs none;
        MainWindow again;
        QVERIFY(!again.offerRecovery()); // nothing left to offer
        QVERIFY(none.askedTitles().isEmpty());
    }

    // Path 3: instances no longer share one copy, and a clean exit removes only its own.
    void cleanExitKeepsAnotherInstancesCopy()
    {
        const QString fileA = copyOf("workstation-4x4090", QStringLiteral("a.cluster.json"));
        const QString fileB = copyOf("mozi-mixed", QStringLiteral("b.cluster.json"));
        Victim other; // another instance, alive, with unsaved work on A
        QVERIFY(other.start(fileA));

        {
            ScriptedDialogs dialogs;
            MainWindow w;
            dialogs.setNextFileName(fileB);
            trigger(w, "actionOpen");
            edit(w);
            QVERIFY(w.autosave()->writeNow());
            QVERIFY(QFile::exists(w.autosave()->copyPath()));
            QVERIFY(w.autosave()->copyPath() != other.copy);
            dialogs.setNextAnswer(QMessageBox::Discard);
            QVERIFY(w.close()); // clean exit
            QVERIFY(!QFile::exists(w.autosave()->copyPath()));
        }
        QVERIFY(QFile::exists(other.copy)); // the live instance's copy is untouched

        // A live instance's copy is never offered as a recovery...
        {
            ScriptedDialogs dialogs;
            MainWindow w;
            QVERIFY(!w.offerRecovery());
            QVERIFY(dialogs.askedTitles().isEmpty());
        }
        // ...until that instance dies.
        other.killHard();
        ScriptedDialogs dialogs;
        MainWindow w;
        dialogs.setNextAnswer(QMessageBox::Yes);
        QVERIFY(w.offerRecovery());
        QCOMPARE(w.document()->fileName(), fileA);
    }

    // The same file open in two instances: each keeps its own copy.
    void twoInstancesOnOneFileKeepTwoCopies()
    {
        const QString file = copyOf("workstation-4x4090", QStringLiteral("shared.cluster.json"));
        Victim other;
        QVERIFY(other.start(file));
        ScriptedDialogs dialogs;
        MainWindow w;
        dialogs.setNextFileName(file);
        dialogs.setNextAnswer(QMessageBox::Ignore); // told it is open there: "Open Anyway"
        trigger(w, "actionOpen");
        // The other instance is alive: its unsaved work is not offered as a recovery.
        QCOMPARE(dialogs.askedTitles(), QStringList {QStringLiteral("Design Open Elsewhere")});
        edit(w);
        QVERIFY(w.autosave()->writeNow());
        QVERIFY(w.autosave()->copyPath() != other.copy);
        QVERIFY(QFile::exists(other.copy));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
