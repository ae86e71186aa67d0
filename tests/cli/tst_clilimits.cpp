// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32, items 1 and 3, at the CLI's edges: every option that takes a value is checked and
// named (none silently ignored), every field of the design format at its limit is evaluated and
// one step past it refused at its pointer, and every writer refuses a loop of links as its
// output in the same words. Runs the real clusterledger-cli; under the asan preset the
// sanitizers watch every run.
#include "clijson.h"
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

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

class TestCliLimits : public QObject
{
    Q_OBJECT

private slots:
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

    /** The flag-by-flag sweep: every option with a value of every command (read off its
     *  --help), given a negative number where it expects a count, an id or a choice, is refused
     *  with the option named, before any work; none is silently ignored (architecture options
     *  beside --params or --model, serve's --objective without --configure, design's
     *  --currency-per-usd with USD amounts, and calibrate's run options on a probe report were
     *  read by nothing and exited 0). Paths and free text are left out: any value is one. */
    void everyValueOptionIsCheckedNeverIgnored()
    {
        QTemporaryDir dir;
        const QString superpod = example("superpod-1su-h100");
        const QString small = example("workstation-4x4090");
        const QList<std::pair<QString, QStringList>> commands {
            {QStringLiteral("catalog"), {}},
            {QStringLiteral("validate"), {superpod}},
            {QStringLiteral("format"), {small}},
            {QStringLiteral("estimate"),
             {QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"),
              QStringLiteral("64"), QStringLiteral("--params"), QStringLiteral("7B")}},
            {QStringLiteral("plan"),
             {QStringLiteral("--gpu"), QStringLiteral("h100-sxm5-80gb"), QStringLiteral("--gpus"),
              QStringLiteral("64"), QStringLiteral("--params"), QStringLiteral("7B")}},
            {QStringLiteral("evaluate"), {small}},
            {QStringLiteral("replicate"), {small, QStringLiteral("--times"), QStringLiteral("2")}},
            {QStringLiteral("netbox-export"),
             {small, QStringLiteral("-o"), dir.filePath(QStringLiteral("nbx"))}},
            {QStringLiteral("bom"), {small}},
            {QStringLiteral("cables"), {superpod}},
            {QStringLiteral("share"), {small}},
            {QStringLiteral("schedule"), {example("lab-portfolio")}},
            {QStringLiteral("serve"),
             {QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--gpu"),
              QStringLiteral("h100-sxm5-80gb")}},
            {QStringLiteral("design"),
             {QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--rack-kw"),
              QStringLiteral("40"), QStringLiteral("--deadline-days"), QStringLiteral("30")}},
            {QStringLiteral("fabric"), {superpod}},
            {QStringLiteral("report"),
             {small, QStringLiteral("-o"), dir.filePath(QStringLiteral("r.pdf"))}},
            {QStringLiteral("calibrate"),
             {QStringLiteral(CL_SOURCE_DIR "/tests/data/h200-probe-recorded.json"),
              QStringLiteral("--no-store")}},
        };
        // "  --name VALUE   help": VALUE in capitals (or 0..3); a path or free text is any value.
        const QRegularExpression line(
            QStringLiteral(R"(^\s+(--[\w-]+)(?:, -\w)? ([A-Z][A-Z0-9_]*|0\.\.3)\s)"));
        const QStringList anyValue {QStringLiteral("FILE"), QStringLiteral("OUT"),
                                    QStringLiteral("DIR"),  QStringLiteral("PNG"),
                                    QStringLiteral("NAME"), QStringLiteral("TEXT")};
        int checked = 0;
        for (const auto &[command, base] : commands) {
            const Run help = cli({command, QStringLiteral("--help")});
            for (const QString &text : (help.out + help.err).split(u'\n')) {
                const auto m = line.match(text);
                if (!m.hasMatch() || anyValue.contains(m.captured(2)))
                    continue;
                // A negative number: out of range for a count, unknown as an id or a choice (a
                // word was tried too when the sweep was made; it found nothing more).
                for (const QString &value : {QStringLiteral("-5")}) {
                    const QStringList args
                        = QStringList {command} + base + QStringList {m.captured(1), value};
                    const Run r = cli(args);
                    QVERIFY2(!r.hung && !r.crashed && (r.code == 1 || r.code == 2)
                                 && r.err.contains(m.captured(1)),
                             qPrintable(describe(args, r)));
                    ++checked;
                }
            }
        }
        QVERIFY2(checked >= 180, qPrintable(QString::number(checked))); // 180 on 2026-12-04
        QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
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
};

QTEST_GUILESS_MAIN(TestCliLimits)
#include "tst_clilimits.moc"
