// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: what a hostile-input sweep found, each case a test that failed before its fix, and
// the sweep itself: every CLI command over a corpus of hostile designs and paths must end with
// a named error or a result, never an internal error (exit 3), a signal or a hang. Runs the
// real clusterledger-cli; under the asan preset the sanitizers watch every run.
#include "clijson.h"
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <sys/stat.h>
#include <unistd.h>

namespace {

/** The workstation example with one change made. */
QString variant(const QTemporaryDir &dir, const char *name,
                const std::function<void(json &)> &change)
{
    json doc = readJson(example("workstation-4x4090"));
    change(doc);
    return writeJson(dir, QLatin1String(name) + QLatin1String(".cluster.json"), doc);
}

/** A first compute link of the SuperPOD example marked with another medium. */
QString superpodWithMedia(const QTemporaryDir &dir, const char *media)
{
    json doc = readJson(example("superpod-1su-h100"));
    for (json &l : doc["links"]) {
        if (l.value("fabric", "") == "compute") {
            l["media"] = media;
            break;
        }
    }
    return writeJson(dir, QStringLiteral("media-%1.cluster.json").arg(QLatin1String(media)), doc);
}

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

private slots:
    /** Item 2: every reader refuses what is not a regular file by name, and never blocks. */
    void unreadableInputsAreNamedByEveryReader_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("folder") << "folder"
                                << "is a directory, expected a file";
        QTest::newRow("fifo") << "fifo"
                              << "is a pipe (FIFO), expected a regular file";
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "is a device, expected a regular file";
        QTest::newRow("symlink loop") << "loop"
                                      << "a loop of symbolic links";
    }

    void unreadableInputsAreNamedByEveryReader()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("folder"));
        QCOMPARE(
            ::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
        QFile::link(dir.filePath(QStringLiteral("loop2")), dir.filePath(QStringLiteral("loop")));
        QFile::link(dir.filePath(QStringLiteral("loop")), dir.filePath(QStringLiteral("loop2")));
        const QString path = kind.startsWith(u'/') ? kind : dir.filePath(kind);
        const QString design = example("workstation-4x4090");
        const QString out = dir.filePath(QStringLiteral("out.cluster.json"));
        const QList<QStringList> commands {
            {QStringLiteral("validate"), path},
            {QStringLiteral("evaluate"), path},
            {QStringLiteral("format"), path, QStringLiteral("-o"), out},
            {QStringLiteral("evaluate"), design, QStringLiteral("--calibration"), path},
            {QStringLiteral("estimate"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"),
             QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--params"),
             QStringLiteral("7B"), QStringLiteral("--calibration"), path},
            {QStringLiteral("calibrate"), path},
            {QStringLiteral("calibrate"), path, QStringLiteral("--kind"),
             QStringLiteral("nccl-tests")},
            {QStringLiteral("actual"), design, path},
            {QStringLiteral("serve"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
             QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"),
             QStringLiteral("--serving-host-costs"), path},
        };
        for (const QStringList &args : commands) {
            const Run r = cli(args);
            QVERIFY2(!r.hung && !r.crashed && (r.code == 1 || r.code == 2),
                     qPrintable(describe(args, r)));
            QVERIFY2(r.err.contains(expected), qPrintable(describe(args, r)));
        }
        QVERIFY(!QFile::exists(out));
    }

    /** A NetBox table that is a folder (or too large) stops the import by name. */
    void aNetBoxTableThatCannotBeReadIsNamed()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("racks.csv"));
        const QString out = dir.filePath(QStringLiteral("out.cluster.json"));
        const QStringList args {QStringLiteral("netbox-import"), dir.path(), QStringLiteral("-o"),
                                out};
        const Run r = cli(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("racks.csv: is a directory, expected a file")),
                 qPrintable(describe(args, r)));
        QVERIFY(!QFile::exists(out));
    }

    /** Item 1: a GPU id from a user's catalog file ("../../../escaped") never becomes a path: the
     *  calibration is refused by name and nothing is written outside the calibrations folder. */
    void aCalibrationCannotBeStoredOutsideItsFolder()
    {
        QTemporaryDir home;
        const QString config = home.filePath(QStringLiteral("config"));
        QVERIFY(QDir().mkpath(config + QStringLiteral("/clusterledger/catalog")));
        json gpus = readJson(QStringLiteral(CL_SOURCE_DIR "/resources/catalog/gpus.json"));
        json evil;
        for (const json &g : gpus["gpus"]) {
            if (g["id"] == "rtx-4090")
                evil = g;
        }
        QVERIFY(!evil.is_null());
        evil["id"] = "../../../escaped";
        evil["probe_names"] = json::array({"Hostile GPU"});
        evil.erase("availability");
        json file
            = {{"format", "clusterledger-catalog"}, {"version", 1}, {"gpus", json::array({evil})}};
        QFile catalog(config + QStringLiteral("/clusterledger/catalog/vendor.json"));
        QVERIFY(catalog.open(QIODevice::WriteOnly));
        catalog.write(QByteArray::fromStdString(file.dump()));
        catalog.close();
        json report = readJson(QStringLiteral(CL_TEST_DATA "/rtx4090-probe-handmade.json"));
        report["devices"][0]["name"] = "Hostile GPU";
        QTemporaryDir work;
        const QString reportPath = writeJson(work, QStringLiteral("report.json"), report);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
        const QStringList args {QStringLiteral("calibrate"), reportPath};
        const Run r = cli(args, env);
        QVERIFY2(r.code == 1, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(QLatin1String("cannot name a file")), qPrintable(r.err));
        // config/clusterledger/calibration/../../../escaped.json would be home/escaped.json.
        QVERIFY(!QFile::exists(home.filePath(QStringLiteral("escaped.json"))));
        QVERIFY(!QFile::exists(config + QStringLiteral("/escaped.json")));
    }

    /** Item 3: serving at loads far past a cluster stays defined (int overflowed at 1e9). */
    void servingAtExtremeLoadsIsDefined()
    {
        const QStringList base {QStringLiteral("serve"), QStringLiteral("--model"),
                                QStringLiteral("llama-3-8b"), QStringLiteral("--gpu"),
                                QStringLiteral("h100-sxm5-80gb")};
        const Run closed
            = cli(base + QStringList {QStringLiteral("--concurrency"), QStringLiteral("1e9")});
        QCOMPARE(closed.code, 0);
        QVERIFY2(closed.out.contains(QLatin1String("not simulated")), qPrintable(closed.out));
        const Run open = cli(QStringList {
            QStringLiteral("serve"), QStringLiteral("--model"), QStringLiteral("llama-3-70b"),
            QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--tp"),
            QStringLiteral("8"), QStringLiteral("--gpus"), QStringLiteral("8"),
            QStringLiteral("--rps"), QStringLiteral("1e9")});
        QCOMPARE(open.code, 0);
        QVERIFY2(open.out.contains(QLatin1String("more than 10000000 GPUs")), qPrintable(open.out));
        QTemporaryDir dir;
        const QString design
            = variant(dir, "serving-1e9", [](json &d) { d["serving"][0]["concurrency"] = 1e9; });
        QVERIFY(cli({QStringLiteral("evaluate"), design}).code != 3);
    }

    /** Item 4: flags are checked before any work; nothing unloadable is written. */
    void designFlagsAreCheckedBeforeAnyWork_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown stack")
            << QStringList {QStringLiteral("--stack"), QStringLiteral("abc")}
            << "--stack: expected one of";
        // The byte 0xff, not UTF-8, as a shell passes it (it aborted on a worker thread).
        QTest::newRow("stack not UTF-8")
            << QStringList {QStringLiteral("--stack"), QStringLiteral("<0xff>")}
            << "--stack: expected one of";
        QTest::newRow("price for a GPU not weighed")
            << QStringList {QStringLiteral("--cloud-usd-gpu-hour"), QStringLiteral("nope=1")}
            << "\"nope\" is not a GPU of this run";
    }

    void designFlagsAreCheckedBeforeAnyWork()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("d.cluster.json"));
        QStringList args {QStringLiteral("design"),
                          QStringLiteral("--model"),
                          QStringLiteral("llama-3-8b"),
                          QStringLiteral("--tokens"),
                          QStringLiteral("1e11"),
                          QStringLiteral("--deadline-days"),
                          QStringLiteral("30"),
                          QStringLiteral("--rack-kw"),
                          QStringLiteral("40"),
                          QStringLiteral("-o"),
                          out};
        Run r;
        if (flags.last() == QLatin1String("<0xff>")) {
            QProcess p;
            p.start(QStringLiteral("/bin/sh"),
                    QStringList {QStringLiteral("-c"),
                                 QStringLiteral("exec \"$0\" \"$@\" --stack \"$(printf '\\377')\""),
                                 QStringLiteral(CL_CLI)}
                        + args);
            QVERIFY(p.waitForFinished(120000));
            r = {p.exitCode(),
                 {},
                 QString::fromUtf8(p.readAllStandardError()),
                 p.exitStatus() == QProcess::CrashExit,
                 false};
        } else {
            args += flags;
            r = cli(args);
        }
        QVERIFY2(!r.crashed && r.code == 2, qPrintable(describe(args, r)));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    /** Item 4: replicate keeps ids and names within the reader's limits. */
    void replicatedIdsAndNamesStayWithinTheLimits()
    {
        QTemporaryDir dir;
        const QString in = variant(dir, "long", [](json &d) {
            const std::string id(128, 'r');
            d["racks"][0]["id"] = id;
            d["racks"][0]["name"] = std::string(251, 'N') + "-01";
            for (json &dev : d["devices"])
                dev["rack"] = id;
            d["devices"][0]["id"] = std::string(128, 'd');
            d["devices"][0]["name"] = std::string(256, 'D');
        });
        QCOMPARE(cli({QStringLiteral("validate"), in}).code, 0);
        const QString out = dir.filePath(QStringLiteral("x.cluster.json"));
        const QStringList args {QStringLiteral("replicate"), in,
                                QStringLiteral("--times"),   QStringLiteral("12"),
                                QStringLiteral("-o"),        out};
        const Run r = cli(args);
        QVERIFY2(r.code == 0, qPrintable(describe(args, r)));
        const Run back = cli({QStringLiteral("validate"), out});
        QVERIFY2(back.code == 0, qPrintable(back.out + back.err));
        // And a copy written over its own input is still the input's copy, whole.
        QVERIFY(cli({QStringLiteral("replicate"), out, QStringLiteral("--times"),
                     QStringLiteral("2"), QStringLiteral("-o"), out})
                    .code
                == 0);
        QCOMPARE(cli({QStringLiteral("validate"), out}).code, 0);
    }

    /** Item 5: per-device caps, named rather than costing minutes. */
    void oneDeviceCannotHoldAMillionSlots_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("gpu slots") << "gpu_slots" << 1'000'000 << "at most 512 GPU slots";
        QTest::newRow("nics") << "nics" << 100'000 << "at most 64 NICs";
    }

    void oneDeviceCannotHoldAMillionSlots()
    {
        QFETCH(QString, key);
        QFETCH(int, count);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const std::string k = key.toStdString();
        const QString in = variant(dir, "caps", [&](json &d) {
            d["devices"][0][k] = json::array();
            for (int i = 0; i < count; ++i)
                d["devices"][0][k].push_back(k == "nics" ? "cx7-400g" : "rtx-4090");
        });
        const Run r = cli({QStringLiteral("validate"), in});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out.left(400)));
    }

    /** Item 5: a name a spreadsheet would run as a formula is written as text. */
    void cableScheduleCellsAreNotFormulas()
    {
        QTemporaryDir dir;
        json doc = readJson(example("superpod-1su-h100"));
        for (json &dev : doc["devices"]) {
            if (dev["id"] == "dgx-01")
                dev["name"] = "=HYPERLINK(\"http://x\",\"y\")";
        }
        const QString in = writeJson(dir, QStringLiteral("formula.cluster.json"), doc);
        const Run r = cli({QStringLiteral("cables"), in, QStringLiteral("--csv")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("\"'=HYPERLINK(")), qPrintable(r.out.left(600)));
        QVERIFY(!r.out.contains(QLatin1String(",=HYPERLINK")));
        QVERIFY(!r.out.contains(QLatin1String(",\"=HYPERLINK")));
    }

    /** Validate and evaluate agree on a workload naming an island the design does not have. */
    void validateAndEvaluateAgreeOnAMissingIsland()
    {
        QTemporaryDir dir;
        const QString in = variant(dir, "no-island",
                                   [](json &d) { d["serving"][0]["island"] = "island:nowhere"; });
        const Run v = cli({QStringLiteral("validate"), in});
        const Run e = cli({QStringLiteral("evaluate"), in});
        QVERIFY2(v.out.contains(QLatin1String("[serving.unknown_island]")), qPrintable(v.out));
        QVERIFY2(e.out.contains(QLatin1String("[serving.unknown_island]")), qPrintable(e.out));
    }

    /** Item 5: a 400G link marked copper is an error, and the BOM buys no Cat6 for it. */
    void copperCannotCarry400G()
    {
        QTemporaryDir dir;
        const QString in = superpodWithMedia(dir, "copper");
        const Run v = cli({QStringLiteral("validate"), in});
        QCOMPARE(v.code, 1);
        QVERIFY2(v.out.contains(QLatin1String("runs at 400 Gb/s but is marked Copper")),
                 qPrintable(v.out));
        const Run b = cli({QStringLiteral("bom"), in, QStringLiteral("--csv")});
        QVERIFY2(!b.out.contains(QLatin1String("cat6")), qPrintable(b.out.left(2000)));
        // The example as shipped, DAC and fibre at their speeds, stays valid.
        QCOMPARE(cli({QStringLiteral("validate"), example("superpod-1su-h100")}).code, 0);
    }

    /** Item 6: the sweep. Every command over every hostile input ends with a result or a
     *  named error: never exit 3 (internal error), a signal or a hang. */
    void everyCommandOverTheHostileCorpus()
    {
        QTemporaryDir dir;
        QStringList inputs;
        for (const QString &folder :
             {QStringLiteral(CL_TEST_DATA), QStringLiteral(CL_EXAMPLES),
              QStringLiteral(CL_SOURCE_DIR "/tests/fuzz/corpus/fuzz_design_reader")}) {
            for (const QFileInfo &f :
                 QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files))
                inputs << f.absoluteFilePath();
        }
        // Generated: the values the sweep found at the edges, one per design.
        inputs << variant(dir, "concurrency-1e9",
                          [](json &d) {
                              d["serving"] = json::parse(R"([{"name": "x",
                              "model": {"preset": "llama-3-8b"}, "concurrency": 1e9}])");
                          })
               << variant(dir, "rps-1e9",
                          [](json &d) {
                              d["serving"] = json::parse(R"([{"name": "x",
                              "model": {"preset": "llama-3-8b"}, "requests_per_s": 1e9}])");
                          })
               << variant(dir, "hidden-3m",
                          [](json &d) {
                              d["workload"]["model"] = json::parse(R"({"architecture":
                              {"layers": 1, "hidden": 3000000, "heads": 1, "vocab": 10}})");
                          })
               << variant(dir, "long-ids",
                          [](json &d) {
                              d["racks"][0]["id"] = std::string(128, 'r');
                              for (json &dev : d["devices"])
                                  dev["rack"] = std::string(128, 'r');
                          })
               << variant(dir, "missing-island",
                          [](json &d) { d["serving"][0]["island"] = "island:nowhere"; })
               << variant(dir, "formula-name",
                          [](json &d) { d["devices"][0]["name"] = "@SUM(A1:A9)"; })
               << superpodWithMedia(dir, "copper") << dir.path() << QStringLiteral("/dev/zero")
               << dir.filePath(QStringLiteral("missing.json"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const QString telemetry
            = QStringLiteral(CL_TEST_DATA "/calibration/dcgm-exporter-scrapes.prom");
        const QList<QStringList> commands {
            {QStringLiteral("validate")},
            {QStringLiteral("format"), QStringLiteral("-o"), out + QStringLiteral(".json")},
            {QStringLiteral("evaluate"), QStringLiteral("--json")},
            {QStringLiteral("replicate"), QStringLiteral("--times"), QStringLiteral("2"),
             QStringLiteral("-o"), out + QStringLiteral(".json")},
            {QStringLiteral("bom"), QStringLiteral("--csv")},
            {QStringLiteral("cables"), QStringLiteral("--csv")},
            {QStringLiteral("fabric"), QStringLiteral("-o"), out + QStringLiteral(".json")},
            {QStringLiteral("netbox-export"), QStringLiteral("-o"), out + QStringLiteral("-nb")},
            {QStringLiteral("report"), QStringLiteral("-o"), out + QStringLiteral(".pdf")},
            {QStringLiteral("calibrate"), QStringLiteral("--no-store")},
            {QStringLiteral("actual"), QStringLiteral("%1"), telemetry},
        };
        int runs = 0;
        for (const QString &input : inputs) {
            for (QStringList args : commands) {
                if (args.contains(QStringLiteral("%1")))
                    args.replaceInStrings(QStringLiteral("%1"), input);
                else
                    args.insert(1, input);
                const Run r = cli(args);
                ++runs;
                QVERIFY2(!r.hung && !r.crashed && r.code != 3 && r.code >= 0,
                         qPrintable(describe(args, r)));
                QVERIFY2(!r.err.contains(QLatin1String("internal error")),
                         qPrintable(describe(args, r)));
            }
        }
        qInfo("%d runs over %d inputs", runs, int(inputs.size()));
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
