// SPDX-License-Identifier: GPL-3.0-or-later
// No input crashes the CLI, and no number or name beyond its physical range is taken: each case
// here once aborted, overflowed, printed inf/null, or wrote a file the reader then refused.
// Runs the real clusterledger-cli (exit codes: 0 ok, 1 bad input, 2 usage, 3 internal, 4 design
// has errors).
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <unistd.h>

namespace {

QString data(const char *name)
{
    return QStringLiteral(CL_TEST_DATA "/%1").arg(QLatin1String(name));
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/** The workstation example with one piece of text replaced; fails the test if it is not there. */
QString variant(QTemporaryDir &dir, const char *name, const QByteArray &from, const QByteArray &to)
{
    QByteArray text = read(example("workstation-4x4090"));
    if (!text.contains(from))
        return {};
    text.replace(from, to);
    const QString path = dir.filePath(QLatin1String(name) + QLatin1String(".cluster.json"));
    return write(path, text) ? path : QString();
}

} // namespace

class TestReliability : public QObject
{
    Q_OBJECT

private slots:
    void catalogSymlinkLoopIsSkippedWithItsName()
    {
        QTemporaryDir home;
        const QString dir = home.filePath(QStringLiteral("clusterledger/catalog"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(::symlink("loop.json",
                          QFile::encodeName(dir + QStringLiteral("/loop.json")).constData())
                == 0);
        QVERIFY(::symlink("missing-target",
                          QFile::encodeName(dir + QStringLiteral("/dangling.json")).constData())
                == 0);
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        const Run r = cli({QStringLiteral("catalog")}, env);
        QVERIFY2(!r.crashed && r.code == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("loop.json")), qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("h100-sxm5-80gb")));
        // And a design still validates with that folder in place.
        QCOMPARE(cli({QStringLiteral("validate"), example("mozi-mixed")}, env).code, 0);
    }

    void probeReportsOfTheWrongTypeAreReportedWithPointers_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("pointer");
        QTest::newRow("schema") << data("crash-probe-schema-not-string.json")
                                << QStringLiteral("/schema");
        QTest::newRow("device status") << data("crash-probe-device-status-not-string.json")
                                       << QStringLiteral("/devices/0/status");
        QTest::newRow("calibration schema")
            << data("crash-calibration-schema-array.json") << QStringLiteral("/schema");
    }
    void probeReportsOfTheWrongTypeAreReportedWithPointers()
    {
        QFETCH(QString, file);
        QFETCH(QString, pointer);
        const Run r = cli({QStringLiteral("calibrate"), file, QStringLiteral("--no-store")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(pointer + QLatin1String(": expected")), qPrintable(r.err));
    }

    void topIsCheckedNotAborted_data()
    {
        QTest::addColumn<QString>("top");
        QTest::addColumn<int>("code");
        QTest::newRow("0") << QStringLiteral("0") << 0;
        QTest::newRow("-5") << QStringLiteral("-5") << 2;
        QTest::newRow("abc") << QStringLiteral("abc") << 2;
        QTest::newRow("101") << QStringLiteral("101") << 2;
    }
    void topIsCheckedNotAborted()
    {
        QFETCH(QString, top);
        QFETCH(int, code);
        const Run r
            = cli({QStringLiteral("plan"), QStringLiteral("--gpu"),
                   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("64"),
                   QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--top"), top});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, code);
        if (code == 2)
            QVERIFY2(r.err.contains(QLatin1String("--top: expected an integer from 0 to 100")),
                     qPrintable(r.err));
    }

    void numberFlagsHaveRangesAndAreDecimal_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("tokens 1e300T") << "--tokens"
                                       << "1e300T"
                                       << "a token count of at most 1e17";
        QTest::newRow("goodput 1e-300") << "--goodput"
                                        << "1e-300"
                                        << "a fraction from 0.01 to 1";
        QTest::newRow("params hex") << "--params"
                                    << "0x10"
                                    << "decimal number";
        QTest::newRow("params inf") << "--params"
                                    << "inf"
                                    << "decimal number";
        QTest::newRow("params nan") << "--params"
                                    << "nan"
                                    << "decimal number";
        QTest::newRow("gpus huge") << "--gpus"
                                   << "99999999999"
                                   << "--gpus: expected an integer";
        QTest::newRow("tp huge") << "--tp"
                                 << "100000"
                                 << "--tp: expected an integer from 1 to 1024";
        QTest::newRow("micro-batch") << "--micro-batch"
                                     << "2000000"
                                     << "from 1 to 100000";
    }
    void numberFlagsHaveRangesAndAreDecimal()
    {
        QFETCH(QString, flag);
        QFETCH(QString, value);
        QFETCH(QString, message);
        QStringList args {QStringLiteral("estimate"), QStringLiteral("--gpu"),
                          QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"),
                          QStringLiteral("64")};
        if (flag != QLatin1String("--params"))
            args << QStringLiteral("--params") << QStringLiteral("7B");
        if (flag == QLatin1String("--gpus"))
            args.removeAt(4), args.removeAt(3);
        args << flag << value;
        const Run r = cli(args);
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // A sequence shorter than 1,024 tokens once got "no valid layout" (the context-parallel
    // filter dropped CP = 1 too).
    void shortSequencesGetALayout()
    {
        const Run r
            = cli({QStringLiteral("estimate"), QStringLiteral("--gpu"),
                   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("8"),
                   QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--seq-len"),
                   QStringLiteral("512"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["parallel"]["cp"].get<int>(), 1);
        QVERIFY(j["step_time_s"].get<double>() > 0);
    }

    void fp8OnACardWithoutItNamesTheCard()
    {
        const Run r = cli({QStringLiteral("estimate"), QStringLiteral("--gpu"),
                           QStringLiteral("a100-sxm4-80gb"), QStringLiteral("--gpus"),
                           QStringLiteral("8"), QStringLiteral("--params"), QStringLiteral("7B"),
                           QStringLiteral("--precision"), QStringLiteral("fp8")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("A100")) && r.err.contains(QLatin1String("FP8")),
                 qPrintable(r.err));
    }

    void globalBatchLargerThanTheRunIsRefused()
    {
        const Run r
            = cli({QStringLiteral("estimate"), QStringLiteral("--gpu"),
                   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("64"),
                   QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--tokens"),
                   QStringLiteral("1M"), QStringLiteral("--global-batch"), QStringLiteral("1024")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("more than the whole run")), qPrintable(r.err));
    }

    void designNumbersNamesAndKeysHaveLimits_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("pue 1e308") << QByteArray("\"pue\": 1.2") << QByteArray("\"pue\": 1e308")
                                   << "/site/pue: expected a PUE from 1 to 3";
        QTest::newRow("depreciation 1e-308")
            << QByteArray("\"depreciation_years\": 3.0")
            << QByteArray("\"depreciation_years\": 1e-308")
            << "/site/depreciation_years: expected a period from 0.25 to 50 years";
        QTest::newRow("amps 1e308") << QByteArray("\"amps\": 16.0") << QByteArray("\"amps\": 1e308")
                                    << "amps: expected a current above 0 and at most 10000 A";
        QTest::newRow("duplicate key")
            << QByteArray("\"pue\": 1.2") << QByteArray("\"pue\": 1.2, \"pue\": 9")
            << "duplicate key \"pue\": first at line 7:5, again at line 7:17";
        QTest::newRow("NUL in id") << QByteArray("\"id\": \"ws-rack\"")
                                   << QByteArray("\"id\": \"ws\\u0000rack\"") << "without NUL";
        QTest::newRow("long name")
            << QByteArray("\"name\": \"4 x RTX")
            << QByteArray("\"name\": \"") + QByteArray(300, 'x') + QByteArray("4 x RTX")
            << "expected a name of at most 256 bytes";
        QTest::newRow("batch over the run")
            << QByteArray("\"global_batch_seqs\": 64")
            << QByteArray("\"global_batch_seqs\": 100000000") << "no larger than the run's";
    }
    void designNumbersNamesAndKeysHaveLimits()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = variant(dir, "limit", from, to);
        QVERIFY2(!path.isEmpty(), from.constData());
        const Run r = cli({QStringLiteral("validate"), path});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        QVERIFY2((r.out + r.err).contains(message), qPrintable(r.out + r.err));
    }

    void replicateRespectsTheCeilings()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.cluster.json"));
        const auto times = [&](const char *n) {
            return cli({QStringLiteral("replicate"), example("superpod-1su-h100"),
                        QStringLiteral("--times"), QLatin1String(n), QStringLiteral("-o"), out});
        };
        const Run huge = times("100000000");
        QVERIFY(!huge.crashed);
        QCOMPARE(huge.code, 2);
        QVERIFY(!QFile::exists(out));
        const Run many = times("5000");
        QCOMPARE(many.code, 2);
        QVERIFY2(many.err.contains(QLatin1String("at most 4096 copies")), qPrintable(many.err));
        QVERIFY(!QFile::exists(out));
        // Rows: a one-row design may be copied 4096 times; every copy stays readable.
        const Run ok = times("8");
        QCOMPARE(ok.code, 0);
        QCOMPARE(cli({QStringLiteral("validate"), out}).code, 0);
    }

    void evaluateSaysWhenTheDesignHasErrors()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x2.cluster.json"));
        QCOMPARE(cli({QStringLiteral("replicate"), example("superpod-1su-h100"),
                      QStringLiteral("--times"), QStringLiteral("2"), QStringLiteral("-o"), out})
                     .code,
                 0);
        // Two islands are a warning: each is evaluated, and the ledger is one island's.
        const Run two = cli({QStringLiteral("evaluate"), out, QStringLiteral("--json")});
        QCOMPARE(two.code, 0);
        const auto islands = nlohmann::json::parse(two.out.toStdString())["compute_islands"];
        QCOMPARE(int(islands.size()), 2);
        // A deadline the run misses is an error: exit 4, and the ledger still printed.
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            auto design = nlohmann::json::parse(f.readAll().toStdString());
            f.close();
            design["workload"]["deadline_days"] = 1.0;
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QByteArray::fromStdString(design.dump()));
        }
        const Run r = cli({QStringLiteral("evaluate"), out, QStringLiteral("--json")});
        QCOMPARE(r.code, 4);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.contains("diagnostics"));
        QCOMPARE(cli({QStringLiteral("evaluate"), example("superpod-1su-h100")}).code, 0);
    }

    void hugeNumbersPrintWholeLines()
    {
        // 1e17 tokens print with %f-style formats: lines must not be cut or glued together.
        const Run r
            = cli({QStringLiteral("estimate"), QStringLiteral("--gpu"),
                   QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"), QStringLiteral("8"),
                   QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--tokens"),
                   QStringLiteral("1e17"), QStringLiteral("--mfu"), QStringLiteral("0.001")});
        QVERIFY(!r.crashed);
        for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const int colon = line.indexOf(QLatin1Char(':'));
            QVERIFY2(colon > 0, qPrintable(line));
        }
        QVERIFY(!r.out.contains(QLatin1String("inf")));
    }

    void formatFollowsLinksAndClearsStaleTemporaries()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.cluster.json"));
        const QString link = dir.filePath(QStringLiteral("link.cluster.json"));
        QVERIFY(QFile::copy(example("mozi-mixed"), target));
        QVERIFY(QFile::link(target, link));
        // A temporary file left by a killed writer (nobody holds it any more).
        const QString stale = dir.filePath(QStringLiteral(".real.cluster.json.Ab12Cd"));
        QVERIFY(write(stale, "half a design"));
        const Run r = cli({QStringLiteral("format"), link});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(link).isSymLink()); // the link stays a link...
        QCOMPARE(read(target), read(example("mozi-mixed"))); // ...and its target was rewritten
        QVERIFY(!QFile::exists(stale));
        const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(left.size(), 2);
    }

    void longDigitRunsInPortNamesAreRefusedNotOverflowed()
    {
        QTemporaryDir dir;
        QByteArray text = read(example("superpod-1su-h100"));
        const int at = text.indexOf("\"port\": \"");
        QVERIFY(at > 0);
        const int start = at + 9;
        const int end = text.indexOf('"', start);
        text.replace(start, end - start, "p99999999999999999999999999");
        const QString path = dir.filePath(QStringLiteral("ports.cluster.json"));
        QVERIFY(write(path, text));
        const Run r = cli({QStringLiteral("validate"), path});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
    }
};

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
