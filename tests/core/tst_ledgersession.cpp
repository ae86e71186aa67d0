// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental ledger (issue 31): after every edit of a sequence (site, money, workload,
// serving, market, islands, cables, racks, devices, the floor, and back to where it began) the
// session's ledger is the cold evaluation's, field by field (ledgerToJson, the planner's time
// left out), and the stages an edit did not touch were kept.
#include "engine/ledgerjson.h"
#include "engine/ledgersession.h"
#include "io/designreader.h"
#include "testcatalog.h"

#include <functional>

using namespace cl;

namespace {

Design example(const QString &name)
{
    return *DesignReader::readFile(std::string(CL_EXAMPLES "/") + name.toStdString()
                                       + ".cluster.json",
                                   bundledCatalog())
                .design;
}

std::string canonical(const DesignLedger &ledger, const Design &design)
{
    nlohmann::ordered_json j = ledgerToJson(ledger, design);
    j.erase("plan_ms");
    return j.dump(1);
}

/** The first line where two dumps differ, for the failure message. */
QString firstDifference(const std::string &a, const std::string &b)
{
    const QStringList x = QString::fromStdString(a).split(QLatin1Char('\n'));
    const QStringList y = QString::fromStdString(b).split(QLatin1Char('\n'));
    for (int i = 0; i < std::min(x.size(), y.size()); ++i)
        if (x[i] != y[i])
            return QStringLiteral("line %1: session %2, cold %3").arg(i).arg(x[i], y[i]);
    return QStringLiteral("lengths %1 and %2").arg(x.size()).arg(y.size());
}

struct Edit
{
    const char *what;
    std::function<void(Design &)> apply;
    bool keepsStructure, keepsRun;
};

} // namespace

class TestLedgerSession : public QObject
{
    Q_OBJECT

private slots:
    void everyEditGivesTheColdLedger_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : {"superpod-1su-h100", "mozi-mixed", "nvl72-gb200-16racks",
                              "cloudmatrix-384", "lab-portfolio", "workstation-4x4090"})
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void everyEditGivesTheColdLedger()
    {
        QFETCH(QString, name);
        const Design original = example(name);
        QVERIFY(!original.devices.empty() && !original.racks.empty());
        const std::vector<Edit> edits = {
            {"PUE", [](Design &d) { d.site.pue += 0.1; }, true, true},
            {"utilisation", [](Design &d) { d.site.utilisation = 0.7; }, true, true},
            {"tokens", [](Design &d) { d.workload.tokens *= 3; }, true, false},
            {"sequence length", [](Design &d) { d.workload.sequenceLength /= 2; }, true, false},
            {"serving load",
             [](Design &d) {
                 if (!d.serving.empty())
                     d.serving.front().outputTokens *= 2;
             },
             true, true},
            {"market", [](Design &d) { d.site.market = d.site.market == "cn" ? "global" : "cn"; },
             false, false},
            {"held GPUs", [](Design &d) { d.site.heldGpus["h100-sxm5-80gb"] = 8; }, false, false},
            {"island named",
             [](Design &d) { d.workload.island = "island:" + d.devices.front().id; }, false, false},
            {"cable length",
             [](Design &d) {
                 if (!d.links.empty())
                     d.links[d.links.size() / 2].lengthM = 11.0;
             },
             false, false},
            {"cable removed",
             [](Design &d) {
                 if (!d.links.empty())
                     d.links.pop_back();
             },
             false, false},
            {"rack moved", [](Design &d) { d.racks.front().position += 3; }, false, false},
            {"device removed", [](Design &d) { d.devices.pop_back(); }, false, false},
            {"row pitch", [](Design &d) { d.site.floor.rowPitchM += 0.6; }, false, false},
            {"back to the start", [&original](Design &d) { d = original; }, false, false},
            {"PUE again", [](Design &d) { d.site.pue += 0.05; }, true, true},
        };
        LedgerSession session(bundledCatalog());
        Design d = original;
        QCOMPARE(canonical(session.evaluate(d), d),
                 canonical(evaluateDesign(d, bundledCatalog()), d));
        for (const Edit &e : edits) {
            const Design before = d;
            e.apply(d);
            const bool changed = !(before == d); // a design without cables has none to edit
            const std::string incremental = canonical(session.evaluate(d), d);
            const std::string cold = canonical(evaluateDesign(d, bundledCatalog()), d);
            QVERIFY2(incremental == cold, qPrintable(QStringLiteral("after %1: %2")
                                                         .arg(QLatin1String(e.what),
                                                              firstDifference(incremental, cold))));
            const LedgerSession::Reuse reuse = session.lastReuse();
            // The session keeps what it may, and no more: a stage kept is one the edit did not
            // touch (an edit that changes nothing, such as a cable's length in a design without
            // cables, keeps everything).
            QVERIFY2(reuse.structure == (e.keepsStructure || !changed), e.what);
            QVERIFY2(reuse.run == (e.keepsRun || !changed), e.what);
        }
    }

    /** A serving workload untouched by an edit elsewhere is not simulated again. */
    void servingIsKeptAcrossASiteEdit()
    {
        Design d = example(QStringLiteral("superpod-1su-h100"));
        QVERIFY(!d.serving.empty());
        LedgerSession session(bundledCatalog());
        session.evaluate(d);
        d.site.pue += 0.2;
        session.evaluate(d);
        QCOMPARE(session.lastReuse().serving, int(d.serving.size()));
        d.serving.front().inputTokens *= 2;
        session.evaluate(d);
        QCOMPARE(session.lastReuse().serving, int(d.serving.size()) - 1);
    }
};

QTEST_GUILESS_MAIN(TestLedgerSession)
#include "tst_ledgersession.moc"
