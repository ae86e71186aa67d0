// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: what a hostile-input sweep found, each case a test that failed before its fix, and
// the sweep itself: every CLI command over a corpus of hostile designs and paths must end with
// a named error or a result, never an internal error (exit 3), a signal or a hang. Runs the
// real clusterledger-cli; under the asan preset the sanitizers watch every run.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <sys/stat.h>
#include <unistd.h>

using nlohmann::json;

namespace {

json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return json::parse(f.readAll().toStdString(), nullptr, false);
}

QString writeJson(const QTemporaryDir &dir, const QString &name, const json &doc)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QByteArray::fromStdString(doc.dump(1)));
    return path;
}

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

/** How a run ended, for a failure message. */
QString describe(const QStringList &args, const Run &r)
{
    return args.join(u' ') + QStringLiteral(" -> ")
           + (r.hung      ? QStringLiteral("hung")
              : r.crashed ? QStringLiteral("killed by a signal")
                          : QStringLiteral("exit %1").arg(r.code))
           + QStringLiteral(": ") + r.err.left(400);
}

/**
 * A design whose field at `pointer` holds `atLimit` is evaluated without a crash, a hang or an
 * internal error, and the limit is accepted; with `past` there, `validate` refuses it at
 * `refusedAt`.
 */
void checkBoundary(const QString &base, const QString &pointer, const json &atLimit,
                   const json &past, const QString &refusedAt)
{
    QTemporaryDir dir;
    for (const json *value : {&atLimit, &past}) {
        json doc = readJson(base);
        doc[json::json_pointer(pointer.toStdString())] = *value;
        const QString path = writeJson(dir, QStringLiteral("b.cluster.json"), doc);
        const bool limit = value == &atLimit;
        const QStringList args {limit ? QStringLiteral("evaluate") : QStringLiteral("validate"),
                                path};
        const Run r = cli(args);
        QVERIFY2(!r.hung && !r.crashed && r.code != 3, qPrintable(describe(args, r)));
        if (limit) {
            QVERIFY2(!r.out.contains(refusedAt), qPrintable(r.out));
        } else {
            QCOMPARE(r.code, 1);
            QVERIFY2(r.out.contains(refusedAt), qPrintable(r.out));
        }
    }
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

    /** Item 1's other half: an output that is a loop of links is refused by every writer in the
     *  same words, before any work, and nothing is written (netbox-export said "a/README.txt:
     *  Too many levels of symbolic links" after exporting). */
    void everyWriterRefusesALinkLoopAsItsOutput()
    {
        QTemporaryDir dir;
        const QString loop = dir.filePath(QStringLiteral("loop"));
        QFile::link(dir.filePath(QStringLiteral("loop2")), loop);
        QFile::link(loop, dir.filePath(QStringLiteral("loop2")));
        const QString small = example("workstation-4x4090");
        const QString superpod = example("superpod-1su-h100");
        QDir(dir.path()).mkdir(QStringLiteral("netbox"));
        QVERIFY(cli({QStringLiteral("netbox-export"), superpod, QStringLiteral("-o"),
                     dir.filePath(QStringLiteral("netbox"))})
                    .code
                == 0);
        const QList<QStringList> commands {
            {QStringLiteral("format"), small, QStringLiteral("-o"), loop},
            {QStringLiteral("replicate"), small, QStringLiteral("--times"), QStringLiteral("2"),
             QStringLiteral("-o"), loop},
            {QStringLiteral("fabric"), superpod, QStringLiteral("-o"), loop},
            {QStringLiteral("report"), small, QStringLiteral("-o"), loop},
            {QStringLiteral("design"), QStringLiteral("--params"), QStringLiteral("7B"),
             QStringLiteral("--rack-kw"), QStringLiteral("40"), QStringLiteral("--deadline-days"),
             QStringLiteral("30"), QStringLiteral("-o"), loop},
            {QStringLiteral("netbox-export"), small, QStringLiteral("-o"), loop},
            {QStringLiteral("netbox-import"), dir.filePath(QStringLiteral("netbox")),
             QStringLiteral("-o"), loop},
        };
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::System);
        for (const QStringList &args : commands) {
            const Run r = cli(args);
            QVERIFY2(!r.hung && !r.crashed && r.code == 1, qPrintable(describe(args, r)));
            QVERIFY2(r.err.contains(QStringLiteral("cannot follow the link ") + loop
                                    + QStringLiteral(": too many levels of links")),
                     qPrintable(describe(args, r)));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::System), before);
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

    /** Item 3: each serving field at its largest value is evaluated (no overflow, no hang), and
     *  one step past it is refused by name. */
    void servingFieldsAtTheirBoundaries_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("largest");
        QTest::addColumn<double>("past");
        QTest::newRow("input_tokens") << "input_tokens" << 1e8 << 1e8 + 1;
        QTest::newRow("output_tokens") << "output_tokens" << 1e8 << 1e8 + 1;
        QTest::newRow("concurrency") << "concurrency" << 1e9 << 2e9;
        QTest::newRow("tpot_ms") << "tpot_ms" << 1e7 << 2e7;
        QTest::newRow("ttft_p90_ms") << "ttft_p90_ms" << 1e7 << 2e7;
        QTest::newRow("tpot_p99_ms") << "tpot_p99_ms" << 1e7 << 2e7;
        QTest::newRow("tp") << "tp" << 1024.0 << 1025.0;
        QTest::newRow("pp") << "pp" << 1024.0 << 1025.0;
        QTest::newRow("ep") << "ep" << 1024.0 << 1025.0;
        QTest::newRow("draft_tokens") << "draft_tokens" << 64.0 << 65.0;
        QTest::newRow("prefix_hit") << "prefix_hit" << 1.0 << 1.5;
    }

    void servingFieldsAtTheirBoundaries()
    {
        QFETCH(QString, field);
        QFETCH(double, largest);
        QFETCH(double, past);
        checkBoundary(
            QStringLiteral(
                CL_SOURCE_DIR
                "/tests/fuzz/corpus/fuzz_design_reader/workstation-v7-serving-deployment.json"),
            QStringLiteral("/serving/0/") + field, json(largest), json(past),
            QStringLiteral("/serving/0/") + field);
    }

    /** Item 3 beyond serving: each field added since issue 10 (site, floor, liquid cooling,
     *  money, goodput, data feed, cable lengths, the portfolio) at its limit is evaluated (no
     *  overflow, no hang), and one step past it is refused at its pointer. */
    void designFieldsAtTheirBoundaries_data()
    {
        QTest::addColumn<QString>("pointer"); // where the value goes
        QTest::addColumn<QString>("atLimit"); // JSON
        QTest::addColumn<QString>("past"); // JSON
        QTest::addColumn<QString>("refusedAt"); // the error's pointer
        auto row = [](const char *name, const char *at, const char *limit, const char *past,
                      const char *refused) {
            QTest::newRow(name) << QString::fromUtf8(at) << QString::fromUtf8(limit)
                                << QString::fromUtf8(past) << QString::fromUtf8(refused);
        };
        row("pue", "/site/pue", "3", "3.01", "/site/pue");
        row("liquid_pue", "/site/liquid_pue", "2", "2.01", "/site/liquid_pue");
        row("row_pitch_m low", "/site/floor/row_pitch_m", "1.2", "1.19", "/site/floor/row_pitch_m");
        row("row_pitch_m high", "/site/floor/row_pitch_m", "20", "20.01",
            "/site/floor/row_pitch_m");
        row("slack_m", "/site/floor/slack_m", "20", "20.01", "/site/floor/slack_m");
        row("colocation", "/site/colocation_per_kw_month",
            R"({"amount": 100000, "currency": "USD"})", R"({"amount": 100001, "currency": "USD"})",
            "/site/colocation_per_kw_month/amount");
        row("cloud price", "/site/cloud_per_gpu_hour/h100-sxm5-80gb",
            R"({"amount": 10000, "currency": "USD"})", R"({"amount": 10001, "currency": "USD"})",
            "/site/cloud_per_gpu_hour/h100-sxm5-80gb/amount");
        row("rate", "/site/currency_per_usd", "1000000", "1000001", "/site/currency_per_usd");
        row("goodput", "/workload/goodput", "0.01", "0.009", "/workload/goodput");
        row("dataset", "/workload/dataset",
            R"({"kind": "video", "bytes_per_token": 1e7, "cpu_us_per_token": 1e6,
                "workers_per_gpu": 64})",
            R"({"kind": "video", "bytes_per_token": 1e7, "cpu_us_per_token": 1e6,
                "workers_per_gpu": 65})",
            "/workload/dataset/workers_per_gpu");
        row("bytes_per_token", "/workload/dataset", R"({"kind": "text", "bytes_per_token": 1e7})",
            R"({"kind": "text", "bytes_per_token": 1.01e7})", "/workload/dataset/bytes_per_token");
        row("cable length", "/links/0/length_m", "10000", "10001", "/links/0/length_m");
        row("liquid limit", "/racks/0/cooling",
            R"({"type": "liquid", "limit_w": 1000000, "liquid_limit_w": 1000000})",
            R"({"type": "liquid", "limit_w": 1000000, "liquid_limit_w": 1000001})",
            "/racks/0/cooling/liquid_limit_w");
        row("team share", "/portfolio/teams/0/share", "1e6", "1.01e6", "/portfolio/teams/0/share");
        row("quota hours", "/portfolio/teams/0/quota_gpu_hours", "1e10", "1.01e10",
            "/portfolio/teams/0/quota_gpu_hours");
        row("interruptions", "/portfolio/cloud/interruptions_per_day", "100", "101",
            "/portfolio/cloud/interruptions_per_day");
    }

    void designFieldsAtTheirBoundaries()
    {
        QFETCH(QString, pointer);
        QFETCH(QString, atLimit);
        QFETCH(QString, past);
        QFETCH(QString, refusedAt);
        checkBoundary(QStringLiteral(CL_EXAMPLES "/lab-portfolio.cluster.json"), pointer,
                      json::parse(atLimit.toStdString()), json::parse(past.toStdString()),
                      refusedAt);
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
