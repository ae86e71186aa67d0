// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/ledger.h"
#include "io/atomicfile.h"
#include "io/designformat.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "io/filelock.h"
#include "testcatalog.h"

#include <QDir>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>
#include <iterator>
#include <sstream>

using namespace cl;
using json = nlohmann::json;

namespace {

// A small valid design; each malformed case changes one thing in it.
const char *kBase = R"({
  "format": "clusterledger-design", "version": 1, "name": "base",
  "site": {"name": "lab", "pue": 1.3, "electricity_usd_per_kwh": 0.1, "currency": "USD",
           "currency_per_usd": 1.0, "depreciation_years": 5, "utilisation": 0.8,
           "cloud_usd_per_gpu_hour": {"rtx-4090": 0.4}},
  "racks": [{"id": "r1", "name": "R1", "model": "rack-42u", "row": 0, "position": 0,
             "power": {"feeds": {"count": 2, "voltage_v": 230, "amps": 32, "phase": "single"},
                       "derating": 0.8, "redundancy": "2N"}}],
  "devices": [
    {"id": "s1", "name": "WS1", "kind": "gpu_server", "model": "ws-4gpu-pcie", "rack": "r1", "u": 1,
     "gpu_slots": ["rtx-4090", "rtx-4090", "rtx-4090", "rtx-4090"]},
    {"id": "sw1", "name": "SW1", "kind": "switch", "model": "eth-1g-48", "rack": "r1", "u": 10}],
  "links": [{"id": "l1", "a": {"device": "s1", "port": "bmc1"}, "b": {"device": "sw1", "port": "p1"},
             "fabric": "out_of_band", "media": "copper", "length_m": 2}],
  "workload": {"model": {"preset": "llama-2-7b"}, "tokens": 1e9, "seq_len": 2048,
               "precision": "bf16", "optimizer": "adamw", "mode": "lora",
               "parallelism": {"auto": true}, "goodput": 0.9}
})";

std::string mutate(const std::function<void(json &)> &change)
{
    json doc = json::parse(kBase);
    change(doc);
    return doc.dump(2);
}

std::string set(const char *pointer, json value)
{
    return mutate([&](json &d) { d[json::json_pointer(pointer)] = value; });
}

std::string erase(const char *parent, const char *key)
{
    return mutate([&](json &d) { d[json::json_pointer(parent)].erase(key); });
}

std::string readAll(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

class TestDesignIo : public QObject
{
    Q_OBJECT

private slots:
    /** A design an app window holds (its lock beside the file) is not written under it: the
     *  window would lose the CLI's write at its next save, or the CLI the window's work. */
    void aDesignOpenInAWindowIsNotWrittenUnderIt()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("held.cluster.json")).toStdString();
        Design d;
        d.name = "held";
        d.workload.model.preset = "llama-2-7b";
        std::string error;
        QVERIFY2(DesignWriter::writeFile(d, bundledCatalog(), path, &error), error.c_str());
        const std::string lockPath = FileLock::besideFile(path);
        QCOMPARE(lockPath, dir.filePath(QStringLiteral(".held.cluster.json.lock")).toStdString());
        {
            FileLock window;
            QVERIFY(window.tryLock(lockPath, "pid=4242 host=planner-laptop"));
            d.name = "changed by a script";
            QVERIFY(!DesignWriter::writeFile(d, bundledCatalog(), path, &error));
            QVERIFY2(error.find("open in ClusterLedger (pid=4242 host=planner-laptop)")
                         != std::string::npos,
                     error.c_str());
            std::ifstream in(path);
            const std::string text((std::istreambuf_iterator<char>(in)),
                                   std::istreambuf_iterator<char>());
            QVERIFY(text.find("changed by a script") == std::string::npos);
        }
        // The window closed (or died: the kernel drops the flock): the write goes through.
        QVERIFY2(DesignWriter::writeFile(d, bundledCatalog(), path, &error), error.c_str());
    }

    void baseIsValid()
    {
        auto r = DesignReader::readText(kBase, bundledCatalog());
        QVERIFY2(r.ok(), r.errors.empty() ? "" : r.errors.front().toString().c_str());
        QCOMPARE(r.design->devices.size(), std::size_t(2));
        QCOMPARE(r.design->devices[0].installedGpuCount(), 4);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where"); // JSON pointer, or "line:column" for syntax errors
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const std::string &text, const char *where,
                      const char *message) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromUtf8(where)
                                << QString::fromUtf8(message);
        };
        std::string base = kBase;
        // syntax and encoding
        row("syntax: trailing comma", "{\"format\": \"clusterledger-design\",\n \"version\": 1,}",
            "2:15", "syntax error");
        row("syntax: bare word", "{\"format\": clusterledger}", "1:12", "syntax error");
        row("truncated", base.substr(0, base.size() / 2), "",
            "unexpected end of file (is the file truncated?)");
        row("empty file", "", "1:1", "the file is empty");
        std::string badUtf8 = base;
        badUtf8.replace(badUtf8.find("\"base\""), 6, "\"b\xff\xfe\"");
        row("encoding: invalid UTF-8", badUtf8, "2:61", "not valid UTF-8");
        row("absurd nesting", std::string(200, '['), "1:65", "nesting deeper than 64");
        // Well formed but too deep, inside a streamed array and outside: the streaming parse
        // stops at the depth itself and the message names the bracket (no scan before it).
        const std::string head = R"({"format": "clusterledger-design", "version": 1, )";
        row("deep nesting in a streamed array",
            head + R"("racks": )" + std::string(70, '[') + std::string(70, ']') + "}", "1:122",
            "nesting deeper than 64");
        std::string deepSite = head + R"("site": )";
        for (int i = 0; i < 70; ++i)
            deepSite += R"({"a": )";
        row("deep nesting outside the streamed arrays", deepSite + "1" + std::string(71, '}'),
            "1:436", "nesting deeper than 64");
        std::string badInDevice = base;
        badInDevice.insert(badInDevice.find('"', badInDevice.find("\"devices\"") + 20) + 1,
                           "\xc0\xaf"); // an overlong '/'
        row("encoding: invalid UTF-8 in a streamed element", badInDevice, "10:10",
            "not valid UTF-8");
        // structure, format and version
        row("root not an object", "[1, 2]", "/", "expected an object, got an array");
        row("unknown format", set("/format", "tiled-map"), "/format",
            "expected \"clusterledger-design\", got \"tiled-map\"");
        // One past what this build writes, whatever that is now.
        const std::string newer
            = "newer ClusterLedger (version " + std::to_string(kDesignVersion + 1) + ")";
        row("newer version", set("/version", kDesignVersion + 1), "/version", newer.c_str());
        row("unknown stack", set("/workload/stack", "jax"), "/workload/stack",
            "unknown software stack \"jax\": expected one of megatron-core");
        row("unknown team profile", set("/workload/team_profile", "heroic"),
            "/workload/team_profile", "expected one of published, typical");
        row("async checkpoint not a boolean", set("/workload/async_checkpoint", "yes"),
            "/workload/async_checkpoint", "expected");
        row("version wrong type", set("/version", "1"), "/version",
            "expected an integer from 1 to 1000000, got \"1\"");
        row("devices is an object", set("/devices", json::object()), "/devices",
            "expected an array, got an object");
        row("unknown field", set("/racks/0/colour", "red"), "/racks/0/colour", "unknown field");
        // missing fields
        row("missing site", erase("", "site"), "/site", "required field is missing");
        row("missing racks", erase("", "racks"), "/racks", "required field is missing");
        row("missing link end", erase("/links/0", "b"), "/links/0/b", "required field is missing");
        row("missing power limit", set("/racks/0/power", json::object()), "/racks/0/power",
            "expected feeds or budget_w");
        row("missing model spec", set("/workload/model", json::object()), "/workload/model",
            "expected preset, architecture or parameters");
        // wrong types
        row("amps as words", set("/racks/0/power/feeds/amps", "twelve"),
            "/racks/0/power/feeds/amps",
            "expected a current above 0 and at most 10000 A, got \"twelve\"");
        row("u not an integer", set("/devices/0/u", 2.5), "/devices/0/u",
            "expected an integer from 0 to 60, got 2.5");
        row("gpu slot a number", set("/devices/0/gpu_slots/0", 7), "/devices/0/gpu_slots/0",
            "expected a GPU id or null for an empty slot, got 7");
        // out of range and non-finite
        row("pue below 1", set("/site/pue", 0.5), "/site/pue",
            "expected a PUE from 1 to 3, got 0.5");
        row("negative length", set("/links/0/length_m", -3), "/links/0/length_m",
            "expected a length above 0 and at most 10000 m, got -3");
        row("utilisation above 1", set("/site/utilisation", 1.5), "/site/utilisation",
            "expected a utilisation from 0.01 to 1, got 1.5");
        std::string huge = base;
        huge.replace(huge.find("1e9"), 3, "1e999");
        row("non-finite tokens", huge, "",
            "1e999 is too large to represent: expected a finite number");
        row("odd feeds for 2N", set("/racks/0/power/feeds/count", 3), "/racks/0/power/feeds/count",
            "expected an even number of feeds for 2N");
        row("heads do not divide hidden", mutate([](json &d) {
                d["/workload/model"_json_pointer] = json::parse(
                    R"({"architecture": {"layers": 2, "hidden": 100, "heads": 3, "vocab": 10}})");
            }),
            "/workload/model/architecture/heads", "expected a divisor of hidden (100), got 3");
        row("wrong enum", set("/links/0/fabric", "infiniband"), "/links/0/fabric",
            "expected one of compute, storage, in_band, out_of_band, got \"infiniband\"");
        row("both preset and architecture", mutate([](json &d) {
                d["/workload/model/architecture"_json_pointer]
                    = json::parse(R"({"layers": 2, "hidden": 64, "heads": 4, "vocab": 10})");
            }),
            "/workload/model", "expected either preset or architecture, not both");
        // unknown references
        row("unknown rack model", set("/racks/0/model", "rack-99u"), "/racks/0/model",
            "unknown rack model \"rack-99u\"");
        row("unknown GPU", set("/devices/0/gpu_slots/1", "h900"), "/devices/0/gpu_slots/1",
            "unknown GPU \"h900\"");
        row("unknown preset", set("/workload/model/preset", "llama-9-1t"), "/workload/model/preset",
            "unknown model preset \"llama-9-1t\"");
        row("unknown cloud GPU", set("/site/cloud_usd_per_gpu_hour/tpu-v9", 1.0),
            "/site/cloud_usd_per_gpu_hour/tpu-v9", "unknown GPU \"tpu-v9\"");
        row("switch model as server", set("/devices/1/kind", "gpu_server"), "/devices/1/model",
            "unknown model \"eth-1g-48\" for a gpu_server");
        row("device in unknown rack", set("/devices/0/rack", "r9"), "/devices/0/rack",
            "unknown rack \"r9\"");
        // duplicates and dangling references
        row("duplicate id", set("/devices/1/id", "r1"), "/devices/1/id",
            "duplicate id \"r1\" (already used at /racks/0)");
        // Read by hashes first, then again to name the repeat (designreader.cpp, IdCheck).
        row("link with a rack's id", set("/links/0/id", "r1"), "/links/0/id",
            "duplicate id \"r1\" (already used at /racks/0)");
        row("dangling link", set("/links/0/a/device", "ghost"), "/links/0/a/device",
            "dangling link: no device \"ghost\"");
    }

    /** Version 7's serving deployment: each field's range and what goes together. */
    void malformedServing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const std::string &text, const char *where,
                      const char *message) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromUtf8(where)
                                << QString::fromUtf8(message);
        };
        auto serving = [&](const char *fields) {
            return mutate([fields](json &d) {
                json w = json::parse(R"({"name": "chat", "model": {"preset": "llama-3-8b"},
                                         "requests_per_s": 4})");
                w.update(json::parse(fields));
                d["serving"] = json::array({w});
            });
        };
        row("unknown serving engine", serving(R"({"engine": "triton"})"), "/serving/0/engine",
            "expected one of tensorrt-llm, vllm, sglang");
        row("accept length without drafts", serving(R"({"accept_length": 2.5})"),
            "/serving/0/accept_length", "expected at most draft_tokens + 1");
        row("prefix hit alone", serving(R"({"prefix_hit": 0.5})"), "/serving/0",
            "expected prefix_hit and prefix_tokens together");
        row("prefix hit above 1", serving(R"({"prefix_hit": 1.5, "prefix_tokens": 100})"),
            "/serving/0/prefix_hit", "expected a share from 0 to 1, got 1.5");
        row("pools not an object", serving(R"({"disaggregated": 4})"), "/serving/0/disaggregated",
            "expected an object");
        row("EP with PP", serving(R"({"ep": 16, "pp": 2})"), "/serving/0/ep",
            "expected pp 1 with expert parallelism");
        row("EP not a multiple of TP", serving(R"({"ep": 12, "tp": 8})"), "/serving/0/ep",
            "expected a multiple of tp (8), got 12");
        row("negative P99 target", serving(R"({"tpot_p99_ms": -5})"), "/serving/0/tpot_p99_ms",
            "expected a time above 0 and at most 1e7 ms, got -5");
    }
    void malformedServing() { malformed(); }

    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        QFETCH(QString, message);
        const auto r = DesignReader::readText(text.toStdString(), bundledCatalog(), "case.json");
        QVERIFY2(!r.ok(), "a malformed design loaded");
        QVERIFY(!r.design.has_value()); // never half-loaded
        bool found = false;
        QStringList seen;
        for (const auto &e : r.errors) {
            const QString at = e.line > 0
                                   ? QStringLiteral("%1:%2").arg(e.line).arg(e.column)
                                   : QString::fromStdString(e.pointer.empty() ? "/" : e.pointer);
            const QString msg = QString::fromStdString(e.message);
            seen << at + QStringLiteral(": ") + msg;
            QCOMPARE(e.file, std::string("case.json"));
            if ((where.isEmpty() || at == where) && msg.contains(message))
                found = true;
        }
        QVERIFY2(found, qPrintable(QStringLiteral("expected %1: %2, got\n%3")
                                       .arg(where, message, seen.join(QLatin1Char('\n')))));
    }

    /** Version 1 always wrote goodput (0.85 when nobody set it): that default reads as
     *  "modelled", any other value stays; version 2 writes it only when given, with the stack. */
    void versionOneGoodputIsMigrated()
    {
        const auto v1 = [](json goodput) {
            return mutate([&](json &d) {
                d["version"] = 1;
                d["/workload/goodput"_json_pointer] = goodput;
            });
        };
        const auto byDefault = DesignReader::readText(v1(0.85), bundledCatalog());
        QVERIFY(byDefault.ok());
        QVERIFY(!byDefault.design->workload.goodput.has_value());
        const auto chosen = DesignReader::readText(v1(0.9), bundledCatalog());
        QVERIFY(chosen.ok());
        QCOMPARE(chosen.design->workload.goodput.value_or(0), 0.9);
        // Saved again: the current version, no goodput for the modelled one.
        const json saved = json::parse(DesignWriter::toText(*byDefault.design));
        QCOMPARE(saved["version"].get<int>(), kDesignVersion);
        QVERIFY(!saved["workload"].contains("goodput"));
        // A version-2 0.85 is a choice and stays; the stack round-trips.
        const auto v2 = DesignReader::readText(
            mutate([](json &d) {
                d["version"] = 2;
                d["/workload/goodput"_json_pointer] = 0.85;
                d["/workload/stack"_json_pointer] = "fsdp";
                d["/workload/parallelism"_json_pointer]
                    = {{"auto", false}, {"zero", 3}, {"shard_group", 8}, {"uneven_stages", true}};
            }),
            bundledCatalog());
        QVERIFY(v2.ok());
        QCOMPARE(v2.design->workload.goodput.value_or(0), 0.85);
        QCOMPARE(v2.design->workload.stack.value_or(""), std::string("fsdp"));
        const json again = json::parse(DesignWriter::toText(*v2.design));
        QCOMPARE(again["workload"]["stack"].get<std::string>(), std::string("fsdp"));
        QCOMPARE(v2.design->workload.parallelism.shardGroup, 8);
        QVERIFY(v2.design->workload.parallelism.unevenStages);
        QCOMPARE(again["workload"]["parallelism"]["shard_group"].get<int>(), 8);
        QVERIFY(again["workload"]["parallelism"]["uneven_stages"].get<bool>());
    }

    /** Version 6: the team profile and asynchronous checkpoints round-trip; older files are the
     *  published best with synchronous checkpoints, and saving writes neither default. */
    void versionSixTeamProfileRoundTrips()
    {
        const auto v6
            = DesignReader::readText(mutate([](json &d) {
                                         d["version"] = 6;
                                         d["/workload/team_profile"_json_pointer] = "typical";
                                         d["/workload/async_checkpoint"_json_pointer] = true;
                                     }),
                                     bundledCatalog());
        QVERIFY(v6.ok());
        QCOMPARE(v6.design->workload.teamProfile, TeamProfile::Typical);
        QVERIFY(v6.design->workload.asyncCheckpoint);
        const json again = json::parse(DesignWriter::toText(*v6.design));
        QCOMPARE(again["workload"]["team_profile"].get<std::string>(), std::string("typical"));
        QVERIFY(again["workload"]["async_checkpoint"].get<bool>());
        const auto v5
            = DesignReader::readText(mutate([](json &d) { d["version"] = 5; }), bundledCatalog());
        QVERIFY(v5.ok());
        QCOMPARE(v5.design->workload.teamProfile, TeamProfile::PublishedBest);
        const json plain = json::parse(DesignWriter::toText(*v5.design));
        QVERIFY(!plain["workload"].contains("team_profile"));
        QVERIFY(!plain["workload"].contains("async_checkpoint"));
        // The ledger follows: a typical team's run is slower by the seeds' share.
        const DesignLedger best = evaluateDesign(*v5.design, bundledCatalog());
        const DesignLedger typical = evaluateDesign(*v6.design, bundledCatalog());
        QVERIFY(best.training && typical.training);
        QVERIFY(std::abs(typical.training->mfu / best.training->mfu - 27.5 / 50.0) < 1e-3);
        QCOMPARE(typical.training->band->regime, std::string("team:typical"));
        QVERIFY(typical.training->goodput.asynchronous);
    }

    /** Version 7: a serving workload's deployment reads, writes back the same, and a version-6
     *  serving workload has none of it. */
    void versionSevenServingDeploymentRoundTrips()
    {
        const json deployment = json::parse(R"({"engine": "sglang", "ep": 32,
            "two_batch_overlap": true, "disaggregated": {"prefill_gpus": 32, "decode_gpus": 72},
            "prefix_hit": 0.5, "prefix_tokens": 512, "draft_tokens": 3, "accept_length": 2.4,
            "ttft_p90_ms": 1000.0, "tpot_p99_ms": 50.0})");
        const auto v7 = DesignReader::readText(mutate([&](json &d) {
                                                   json w = json::parse(R"({"name": "chat",
                                                       "model": {"preset": "deepseek-v3"},
                                                       "requests_per_s": 40.0})");
                                                   w.update(deployment);
                                                   d["serving"] = json::array({w});
                                               }),
                                               bundledCatalog());
        QVERIFY2(v7.ok(), v7.errors.empty() ? "" : v7.errors.front().toString().c_str());
        const ServingWorkload &w = v7.design->serving.front();
        QCOMPARE(w.engine.value_or(""), std::string("sglang"));
        QCOMPARE(w.ep, 32);
        QVERIFY(w.twoBatchOverlap && w.disaggregated);
        QCOMPARE(w.prefillGpus, 32);
        QCOMPARE(w.decodeGpus, 72);
        QCOMPARE(*w.prefixHit, 0.5);
        QCOMPARE(w.prefixTokens, 512);
        QCOMPARE(w.draftTokens, 3);
        QCOMPARE(*w.acceptLength, 2.4);
        QCOMPARE(*w.ttftP90Ms, 1000.0);
        QCOMPARE(*w.tpotP99Ms, 50.0);
        const json again = json::parse(DesignWriter::toText(*v7.design));
        for (const auto &[key, value] : deployment.items())
            QVERIFY2(again["serving"][0][key] == value, key.c_str());
        const auto v6 = DesignReader::readText(mutate([](json &d) {
                                                   d["version"] = 6;
                                                   d["serving"] = json::parse(R"([{"name": "a",
                                                       "model": {"preset": "llama-3-8b"}}])");
                                               }),
                                               bundledCatalog());
        QVERIFY(v6.ok());
        QVERIFY(!v6.design->serving.front().engine && v6.design->serving.front().ep == 0);
        const json plain = json::parse(DesignWriter::toText(*v6.design));
        for (const char *key : {"engine", "ep", "disaggregated", "prefix_hit", "ttft_p90_ms"})
            QVERIFY(!plain["serving"][0].contains(key));
    }

    /** Version 3 routes cables over the floor: a version-2 link keeps its typed length as an
     *  override, a version-3 link without one is routed; the floor and the island round-trip. */
    void versionTwoLengthsStayAsOverrides()
    {
        const auto withLength = [](int version, bool length) {
            return mutate([&](json &d) {
                d["version"] = version;
                for (auto &l : d["links"]) {
                    if (length)
                        l["length_m"] = 7.5;
                    else
                        l.erase("length_m");
                }
            });
        };
        const auto v2 = DesignReader::readText(withLength(2, true), bundledCatalog());
        QVERIFY(v2.ok());
        for (const Link &l : v2.design->links)
            QCOMPARE(l.lengthM.value_or(0), 7.5);
        const auto v3 = DesignReader::readText(withLength(3, false), bundledCatalog());
        QVERIFY(v3.ok());
        for (const Link &l : v3.design->links)
            QVERIFY(!l.lengthM);
        // A version-2 link must carry its length, as it always did.
        QVERIFY(!DesignReader::readText(withLength(2, false), bundledCatalog()).ok());

        Design d = *v3.design;
        d.site.floor = {3.0, 1.5, Containment::Hot};
        d.workload.island = "island:dgx-01";
        const auto again = DesignReader::readText(DesignWriter::toText(d), bundledCatalog());
        QVERIFY(again.ok());
        QCOMPARE(again.design->site.floor, d.site.floor);
        QCOMPARE(again.design->workload.island.value_or(""), std::string("island:dgx-01"));
        // Out of range or malformed: a clear error at the field.
        const auto pitch = DesignReader::readText(mutate([](json &j) {
                                                      j["site"]["floor"] = {{"row_pitch_m", 0.5}};
                                                  }),
                                                  bundledCatalog());
        QVERIFY(!pitch.ok());
        QCOMPARE(pitch.errors.front().pointer, std::string("/site/floor/row_pitch_m"));
        const auto island = DesignReader::readText(
            mutate([](json &j) { j["workload"]["island"] = "dgx-01"; }), bundledCatalog());
        QVERIFY(!island.ok());
        QCOMPARE(island.errors.front().pointer, std::string("/workload/island"));
    }

    void reportsEveryProblemInOnePass()
    {
        const auto text = mutate([](json &d) {
            d["/site/pue"_json_pointer] = 0.1;
            d["/racks/0/model"_json_pointer] = "nope";
            d["/links/0/length_m"_json_pointer] = "far";
        });
        const auto r = DesignReader::readText(text, bundledCatalog());
        QCOMPARE(r.errors.size(), std::size_t(3));
    }

    void examplesRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : {"superpod-1su-h100", "mozi-mixed", "workstation-4x4090"})
            QTest::newRow(f)
                << QStringLiteral(CL_EXAMPLES "/%1.cluster.json").arg(QLatin1String(f));
    }
    void examplesRoundTrip()
    {
        QFETCH(QString, file);
        const auto first = DesignReader::readFile(file.toStdString(), bundledCatalog());
        QVERIFY2(first.ok(), first.errors.empty() ? "" : first.errors.front().toString().c_str());
        const std::string text = DesignWriter::toText(*first.design);
        // The bundled files are canonical: what the app writes, byte for byte.
        QCOMPARE(text, readAll(file));
        const auto second = DesignReader::readText(text, bundledCatalog());
        QVERIFY(second.ok());
        QVERIFY(*second.design == *first.design);
        QCOMPARE(DesignWriter::toText(*second.design), text);
    }

    void superpodHasTheReferenceFabric()
    {
        const auto r = DesignReader::readFile(CL_EXAMPLES "/superpod-1su-h100.cluster.json",
                                              bundledCatalog());
        QVERIFY(r.ok());
        int dgx = 0, qm9700 = 0;
        for (const auto &d : r.design->devices) {
            dgx += d.model == "dgx-h100";
            qm9700 += d.model == "qm9700";
        }
        QCOMPARE(dgx, 32);
        QCOMPARE(qm9700, 12);
        QCOMPARE(r.design->links.size(), std::size_t(32 * 8 + 8 * 32));
        QCOMPARE(r.design->workload.model.preset.value(), std::string("llama-2-70b"));
        QCOMPARE(r.design->workload.tokens, 2e12);
    }

    void atomicSaveKeepsOldFileWhenWriteFails()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.cluster.json"));
        auto design = *DesignReader::readText(kBase, bundledCatalog()).design;
        std::string error;
        QVERIFY(DesignWriter::writeFile(design, bundledCatalog(), path.toStdString(), &error));
        const std::string before = readAll(path);

        design.name = "changed";
        testing::failNextWriteAfter(100); // the disk "fills up" 100 bytes in
        QVERIFY(!DesignWriter::writeFile(design, bundledCatalog(), path.toStdString(), &error));
        QVERIFY(error.find("cannot write") != std::string::npos);
        QCOMPARE(readAll(path), before);
        // No temporary file is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);

        QVERIFY(DesignWriter::writeFile(design, bundledCatalog(), path.toStdString(), &error));
        QVERIFY(readAll(path).find("\"changed\"") != std::string::npos);
    }

    void saveIntoMissingFolderFailsCleanly()
    {
        auto design = *DesignReader::readText(kBase, bundledCatalog()).design;
        std::string error;
        QVERIFY(!DesignWriter::writeFile(design, bundledCatalog(),
                                         "/nonexistent-folder/x.cluster.json", &error));
        QVERIFY(!error.empty());
    }

    /** Issue 32 item 4: a writer never produces what its reader refuses. An id lengthened past
     *  its limit (as replicate did) is refused by name and the file on disk is kept. */
    void aDesignThatWouldNotLoadAgainIsNotWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.cluster.json"));
        auto design = *DesignReader::readText(kBase, bundledCatalog()).design;
        std::string error;
        QVERIFY(DesignWriter::writeFile(design, bundledCatalog(), path.toStdString(), &error));
        const std::string before = readAll(path);
        design.racks[0].id = std::string(130, 'r');
        for (Device &d : design.devices)
            d.rack = design.racks[0].id;
        QVERIFY(!DesignWriter::checkedText(design, bundledCatalog(), &error));
        QVERIFY(!DesignWriter::writeFile(design, bundledCatalog(), path.toStdString(), &error));
        QVERIFY2(error.rfind("not written: the result would not load again (/racks/0/id: ", 0) == 0,
                 error.c_str());
        QCOMPARE(readAll(path), before);
    }

    /** An architecture read without an ffn gets 4 x hidden, kept within the reader's range: what
     *  was read (hidden above 2.5 M) is written and read again. */
    void aDerivedDefaultStaysInItsRange()
    {
        const std::string text = set("/workload/model", json::parse(R"({"architecture":
            {"layers": 1, "hidden": 3000000, "heads": 1, "vocab": 10}})"));
        const auto first = DesignReader::readText(text, bundledCatalog());
        QVERIFY(first.ok());
        std::string error;
        const auto written = DesignWriter::checkedText(*first.design, bundledCatalog(), &error);
        QVERIFY2(written, error.c_str());
        QVERIFY(DesignReader::readText(*written, bundledCatalog()).ok());
    }

    void idsAreAllocatedWithoutCollision()
    {
        auto design = *DesignReader::readText(kBase, bundledCatalog()).design;
        design.racks.push_back(design.racks.front());
        design.racks.back().id = "rack-1";
        QCOMPARE(design.allocateId("rack"), std::string("rack-2"));
        QCOMPARE(design.allocateId("link"), std::string("link-1"));
    }
};

QTEST_GUILESS_MAIN(TestDesignIo)
#include "tst_designio.moc"
