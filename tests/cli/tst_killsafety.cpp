// SPDX-License-Identifier: GPL-3.0-or-later
// Saves are atomic: `format` and `replicate` are killed with SIGKILL at random moments, 20 times
// each, and the output must always be the complete old file or the complete new one; once a
// write completes, no temporary file is left beside it. The random seed is printed so a failure
// replays: CL_KILL_SEED=<seed> ctest -R tst_killsafety.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

namespace {

QString example(const char *name)
{
    return QStringLiteral(CL_EXAMPLES "/%1.cluster.json").arg(QLatin1String(name));
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int runToEnd(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(CL_CLI), args);
    p.waitForFinished(120000);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

/** How long the command takes, in ms (the kill moments are drawn from 0 to this). */
qint64 duration(const QStringList &args)
{
    QElapsedTimer t;
    t.start();
    runToEnd(args);
    return std::max<qint64>(t.elapsed(), 5);
}

} // namespace

class TestKillSafety : public QObject
{
    Q_OBJECT

    quint32 mSeed = 0;

    /**
     * Writes `out` with `args` once to learn the new bytes, then: restore the old bytes, start the
     * command, kill it at a random moment, and check out is whole (old or new).
     */
    void killRepeatedly(const QStringList &args, const QString &out, const QByteArray &oldBytes)
    {
        QFile::remove(out);
        QVERIFY(runToEnd(args) == 0);
        const QByteArray newBytes = read(out);
        QVERIFY(!newBytes.isEmpty() && newBytes != oldBytes);
        const qint64 full = duration(args);
        QRandomGenerator random(mSeed);
        int killedMidway = 0;
        for (int i = 0; i < 20; ++i) {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(oldBytes);
            f.close();
            QProcess p;
            p.start(QStringLiteral(CL_CLI), args);
            QVERIFY(p.waitForStarted());
            const int delay = int(random.bounded(full + 1));
            QTest::qSleep(delay);
            ::kill(pid_t(p.processId()), SIGKILL);
            p.waitForFinished(10000);
            killedMidway += p.exitStatus() == QProcess::CrashExit;
            const QByteArray now = read(out);
            QVERIFY2(now == oldBytes || now == newBytes,
                     qPrintable(QStringLiteral("run %1 (seed %2, killed after %3 ms): %4 bytes, "
                                               "neither the old file nor the new one")
                                    .arg(i)
                                    .arg(mSeed)
                                    .arg(delay)
                                    .arg(now.size())));
        }
        qInfo("%d of 20 runs were killed before they finished", killedMidway);
        // The next complete write clears what the killed ones left.
        QCOMPARE(runToEnd(args), 0);
        QCOMPARE(read(out), newBytes);
        const QFileInfo info(out);
        const QStringList temps
            = QDir(info.absolutePath())
                  .entryList({QLatin1Char('.') + info.fileName() + QStringLiteral(".*")},
                             QDir::Files | QDir::Hidden);
        QVERIFY2(temps.isEmpty(), qPrintable(temps.join(QLatin1Char(' '))));
    }

private slots:
    void initTestCase()
    {
        const QByteArray fixed = qgetenv("CL_KILL_SEED");
        mSeed = fixed.isEmpty() ? QRandomGenerator::global()->generate() : fixed.toUInt();
        qInfo("seed %u (replay: CL_KILL_SEED=%u)", mSeed, mSeed);
    }

    void replicateIsAtomic()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x16.cluster.json"));
        killRepeatedly({QStringLiteral("replicate"), example("superpod-1su-h100"),
                        QStringLiteral("--times"), QStringLiteral("16"), QStringLiteral("-o"), out},
                       out, read(example("mozi-mixed")));
    }

    void formatIsAtomic()
    {
        QTemporaryDir dir;
        // A big, non-canonical input (compact JSON) so formatting takes a while.
        const QString big = dir.filePath(QStringLiteral("x16.cluster.json"));
        QCOMPARE(
            runToEnd({QStringLiteral("replicate"), example("superpod-1su-h100"),
                      QStringLiteral("--times"), QStringLiteral("16"), QStringLiteral("-o"), big}),
            0);
        const QString out = dir.filePath(QStringLiteral("formatted.cluster.json"));
        killRepeatedly({QStringLiteral("format"), big, QStringLiteral("-o"), out}, out,
                       read(example("workstation-4x4090")));
    }
};

QTEST_GUILESS_MAIN(TestKillSafety)
#include "tst_killsafety.moc"
