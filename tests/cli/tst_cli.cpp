// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real clusterledger-cli binary: exit codes and output are a contract scripts rely on.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(CL_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString example(const char *name)
{
    return QStringLiteral(CL_EXAMPLES "/%1.cluster.json").arg(QLatin1String(name));
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void validateExamplesExitZero()
    {
        for (const char *name : {"superpod-1su-h100", "mozi-mixed", "workstation-4x4090"}) {
            const Run r = cli({QStringLiteral("validate"), example(name)});
            QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
            QVERIFY(r.out.contains(QLatin1String("valid (0 errors")));
        }
    }

    void validateBrokenFileExitsOneWithPointer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.cluster.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QFile src(example("workstation-4x4090"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        QByteArray text = src.readAll();
        text.replace("\"amps\": 16.0", "\"amps\": \"twelve\"");
        f.write(text);
        f.close();
        const Run r = cli({QStringLiteral("validate"), path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QLatin1String(
                     "/racks/0/power/feeds/amps: expected a positive number, got \"twelve\"")),
                 qPrintable(r.out));
    }

    void validateDesignWithErrorsExitsOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("over.cluster.json"));
        QFile src(example("workstation-4x4090"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        QByteArray text = src.readAll();
        text.replace("\"u\": 20", "\"u\": 40"); // 4U from U40 runs past a 42U rack
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const Run r = cli({QStringLiteral("validate"), path});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains(QLatin1String("device.past_rack_top")));
    }

    void usageAndUnreadableExitTwo()
    {
        QCOMPARE(cli({QStringLiteral("validate")}).code, 2);
        QCOMPARE(
            cli({QStringLiteral("validate"), QStringLiteral("/no/such/file.cluster.json")}).code,
            2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).code, 2);
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({QStringLiteral("catalog"), QStringLiteral("--bogus")}).code, 2);
    }

    void catalogJsonPrintsEveryField()
    {
        const Run r = cli({QStringLiteral("catalog"), QStringLiteral("--json"),
                           QStringLiteral("a100-sxm4-80gb")});
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["peak_tflops"]["bf16"].get<double>(), 312.0);
        QCOMPARE(j["peak_tflops_sparse"]["bf16"].get<double>(), 624.0);
        QCOMPARE(j["memory_bandwidth_bytes_per_s"].get<double>(), 2.039e12);
        QVERIFY(j["source"]["document"].get<std::string>().size() > 10);
        QCOMPARE(cli({QStringLiteral("catalog"), QStringLiteral("nope")}).code, 1);
    }

    void catalogListsEveryCategory()
    {
        const Run r = cli({QStringLiteral("catalog")});
        QCOMPARE(r.code, 0);
        for (const char *id :
             {"h100-sxm5-80gb", "dgx-h100", "qm9700", "rack-42u", "pdu-3ph-415v-60a",
              "osfp-2x400g-dr8", "dac-osfp-2x400g", "llama-2-70b"})
            QVERIFY2(r.out.contains(QLatin1String(id)), id);
        const Run all = cli({QStringLiteral("catalog"), QStringLiteral("--json")});
        const auto j = nlohmann::json::parse(all.out.toStdString());
        QCOMPARE(j["gpus"].size(), std::size_t(18));
    }

    void userCatalogErrorsAreWarningsNotFatal()
    {
        QTemporaryDir config;
        QDir().mkpath(config.filePath(QStringLiteral("clusterledger/catalog")));
        QFile f(config.filePath(QStringLiteral("clusterledger/catalog/bad.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"clusterledger-catalog\", \"version\": 1, \"racks\": [{]}");
        f.close();
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CL_CLI), {QStringLiteral("validate"), example("mozi-mixed")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("bad.json"))
                     && err.contains(QLatin1String("syntax error")),
                 qPrintable(err));
    }

    void formatRewritesCanonically()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("copy.cluster.json"));
        const Run r
            = cli({QStringLiteral("format"), example("mozi-mixed"), QStringLiteral("-o"), out});
        QCOMPARE(r.code, 0);
        QFile a(example("mozi-mixed")), b(out);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
