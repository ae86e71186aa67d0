// SPDX-License-Identifier: GPL-3.0-or-later
// One writer per design file (issue 29, item 1), driven as users would with two real processes:
// a second ClusterLedger window (autosave_victim) holds the file; this one is told, opens it
// read-only, cannot save over it, and can once that window is gone. A file changed on disk by
// another program is offered for reload, and a save never overwrites it unasked.
#include "document/document.h"
#include "document/fileguard.h"
#include "gui/filecontroller.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "io/atomicfile.h"
#include "scripteddialogs.h"
#include "secondwindow.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace cl;
using namespace guidriver;

namespace {

QByteArray bytesOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** Another program saves the file: a design with another name, written atomically. */
void saveElsewhere(const QString &file, const char *name)
{
    QByteArray text = bytesOf(file);
    const int at = text.indexOf("\"name\"");
    const int end = text.indexOf('\n', at);
    text.replace(at, end - at, QByteArray("\"name\": \"") + name + "\",");
    std::string error;
    QVERIFY2(writeFileAtomically(file.toStdString(), text.toStdString(), &error), error.c_str());
}

} // namespace

class TestFileGuard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir mDir;

    QString copyOfExample(const QString &as)
    {
        const QString target = mDir.filePath(as);
        QFile::remove(target);
        QFile::copy(example("workstation-4x4090"), target);
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
        return target;
    }

private slots:
    void aSecondWindowIsToldAndCannotSaveOverTheFirst()
    {
        const QString file = copyOfExample(QStringLiteral("shared.cluster.json"));
        Victim first;
        QVERIFY(first.start(file, true));
        QVERIFY(QFile::exists(FileGuard::lockPath(file)));

        MainWindow w;
        ScriptedDialogs script;
        script.setNextFileName(file);
        script.setNextAnswer(QMessageBox::Open); // "Open Read-Only"
        trigger(w, "actionOpen");
        QCOMPARE(script.askedTitles().value(0), QStringLiteral("Design Open Elsewhere"));
        QVERIFY(script.asked().value(0).text.contains(QString::number(first.process.processId())));
        QVERIFY(w.document()->isReadOnly());
        QVERIFY(w.windowTitle().contains(QLatin1String("read-only")));

        // Save goes to Save As; onto the held file it is refused and the file stays as it was.
        const QByteArray before = bytesOf(file);
        trigger(w, "actionSelectAll");
        trigger(w, "actionDuplicate");
        script.setNextFileName(file);
        trigger(w, "actionSave");
        QCOMPARE(script.askedTitles().value(1), QStringLiteral("Cannot Save Design"));
        QCOMPARE(bytesOf(file), before);
        QVERIFY(w.document()->isModified());

        // The first window is gone (killed): its lock is stale, this window may now write.
        first.killHard();
        script.setNextFileName(file);
        trigger(w, "actionSave");
        QVERIFY(!w.document()->isModified());
        QVERIFY(!w.document()->isReadOnly());
        QVERIFY(bytesOf(file) != before);
        QVERIFY(script.allAnswered());
    }

    void openAnywayStillAsksBeforeOverwriting()
    {
        const QString file = copyOfExample(QStringLiteral("anyway.cluster.json"));
        Victim first;
        QVERIFY(first.start(file, true));
        MainWindow w;
        ScriptedDialogs script;
        script.setNextFileName(file);
        script.setNextAnswer(QMessageBox::Ignore); // "Open Anyway"
        trigger(w, "actionOpen");
        QVERIFY(!w.document()->isReadOnly());
        // The other side saves first; this side's save asks, and Cancel keeps theirs.
        saveElsewhere(file, "Saved by the other window");
        const QByteArray theirs = bytesOf(file);
        trigger(w, "actionSelectAll");
        trigger(w, "actionDuplicate");
        script.setNextAnswer(QMessageBox::No); // the reload offer, if the watch saw it first
        script.setNextAnswer(QMessageBox::Cancel);
        QTRY_VERIFY_WITH_TIMEOUT(
            script.askedTitles().contains(QStringLiteral("File Changed on Disk")), 5000);
        trigger(w, "actionSave");
        QCOMPARE(bytesOf(file), theirs);
        QVERIFY(w.document()->isModified());
    }

    void aChangeOnDiskIsOfferedForReload()
    {
        const QString file = copyOfExample(QStringLiteral("watched.cluster.json"));
        MainWindow w;
        QVERIFY(openThroughMenu(w, file));
        QVERIFY(QFile::exists(FileGuard::lockPath(file)));
        ScriptedDialogs script;
        script.setNextAnswer(QMessageBox::Yes); // Reload
        saveElsewhere(file, "Renamed by git pull");
        QTRY_VERIFY_WITH_TIMEOUT(!script.asked().isEmpty(), 5000);
        QCOMPARE(script.asked().front().objectName, QStringLiteral("changedOnDiskDialog"));
        QCOMPARE(w.document()->design().name, std::string("Renamed by git pull"));
        QVERIFY(!w.document()->isModified());
        // This window's own save is not "a change on disk": no question.
        trigger(w, "actionSelectAll");
        trigger(w, "actionDuplicate");
        trigger(w, "actionSave");
        QTest::qWait(300);
        QCOMPARE(script.asked().size(), 1);
        // Closing the design (New) releases the lock.
        script.setNextAnswer(QMessageBox::Discard);
        trigger(w, "actionNew");
        QVERIFY(!QFile::exists(FileGuard::lockPath(file)));
    }

    void keepingMyVersionAsksOnceThenBeforeSaving()
    {
        const QString file = copyOfExample(QStringLiteral("mine.cluster.json"));
        MainWindow w;
        QVERIFY(openThroughMenu(w, file));
        trigger(w, "actionSelectAll");
        trigger(w, "actionDuplicate");
        ScriptedDialogs script;
        script.setNextAnswer(QMessageBox::No); // Keep This Version
        saveElsewhere(file, "Theirs");
        QTRY_VERIFY_WITH_TIMEOUT(!script.asked().isEmpty(), 5000);
        QVERIFY(script.asked().front().text.contains(QLatin1String("unsaved changes")));
        QTest::qWait(300); // the same change is not asked about twice
        QCOMPARE(script.asked().size(), 1);
        script.setNextAnswer(QMessageBox::Save); // Overwrite
        trigger(w, "actionSave");
        QCOMPARE(script.asked().back().objectName, QStringLiteral("changedOnDiskSaveDialog"));
        QVERIFY(!w.document()->isModified());
        QVERIFY(!bytesOf(file).contains("Theirs"));
    }
};

QTEST_MAIN(TestFileGuard)
#include "tst_fileguard.moc"
