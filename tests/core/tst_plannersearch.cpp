// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's shortcuts (issue 31): the step parts layouts share are reused (StepMemo), only
// the fastest few are sorted, and the ZeRO variants of a layout that cannot be read are skipped
// by a lower bound on their step. Held to the search without them, field by field, on dense, MoE,
// long-context, memory-tight and pinned cases; the bound held to every variant it stands for.
#include "engine/clusterspec.h"
#include "engine/efficiency.h"
#include "engine/modelshape.h"
#include "engine/planner.h"
#include "engine/trainingmodel.h"
#include "testcatalog.h"

using namespace cl;

namespace {

struct Case
{
    const char *model, *gpu;
    int gpus, seq, batch;
    std::optional<int> tp;
};

TrainingJob job(const Case &k)
{
    TrainingJob j;
    j.shape = *resolveModel(ModelSpec {std::string(k.model), {}, {}, {}}, bundledCatalog());
    j.tokens = 1e12;
    j.sequenceLength = k.seq;
    j.globalBatch = k.batch;
    return j;
}

ClusterSpec cluster(const Case &k)
{
    const GpuModel &g = *bundledCatalog().gpu(k.gpu);
    return makeClusterSpec(g, k.gpus, 8, *findNetworkPreset(defaultNetworkFor(g)),
                           defaultProfileFor(g));
}

QString describe(const ParallelLayout &L)
{
    return QStringLiteral("TP%1 PP%2 DP%3 CP%4 EP%5 ZeRO%6 rc%7 sp%8 mb%9 v%10 g%11 u%12")
        .arg(L.tp)
        .arg(L.pp)
        .arg(L.dp)
        .arg(L.cp)
        .arg(L.ep)
        .arg(L.zero)
        .arg(int(L.recompute))
        .arg(L.sp)
        .arg(L.microBatch)
        .arg(L.interleave)
        .arg(L.shardGroup)
        .arg(L.unevenStages);
}

QString describe(const std::optional<TrainingEstimate> &e)
{
    return e ? describe(e->layout) + QStringLiteral(" %1 s").arg(e->stepTimeS, 0, 'g', 17)
             : QStringLiteral("none");
}

} // namespace

class TestPlannerSearch : public QObject
{
    Q_OBJECT

private slots:
    void shortcutsGiveTheExhaustiveResult_data()
    {
        QTest::addColumn<int>("index");
        QTest::newRow("GPT-3 175B on 512 A100 (dense)") << 0;
        QTest::newRow("Mixtral 8x7B on 64 H100 (MoE)") << 1;
        QTest::newRow("DeepSeek-V3 on 256 H800 (MoE, tight)") << 2;
        QTest::newRow("Llama 3 8B at 128k tokens on 64 H100 (context parallel)") << 3;
        QTest::newRow("Llama 2 70B on 16 H100 (memory-tight)") << 4;
        QTest::newRow("Llama 2 70B on 128 H100, TP pinned to 8") << 5;
        QTest::newRow("Llama 3 405B on 32 A100 (nothing fits)") << 6;
    }
    void shortcutsGiveTheExhaustiveResult()
    {
        QFETCH(int, index);
        static const Case cases[] = {
            {"gpt3-175b", "a100-sxm4-80gb", 512, 2048, 1536, {}},
            {"mixtral-8x7b", "h100-sxm5-80gb", 64, 4096, 512, {}},
            {"deepseek-v3", "h800-sxm5-80gb", 256, 4096, 1024, {}},
            {"llama-3-8b", "h100-sxm5-80gb", 64, 131072, 64, {}},
            {"llama-2-70b", "h100-sxm5-80gb", 16, 4096, 256, {}},
            {"llama-2-70b", "h100-sxm5-80gb", 128, 4096, 1024, 8},
            {"llama-3-405b", "a100-sxm4-80gb", 32, 8192, 256, {}},
        };
        const Case &k = cases[index];
        LayoutConstraints pinned;
        pinned.tp = k.tp;
        const PlanResult fast = planTraining(job(k), cluster(k), pinned, 5, true);
        const PlanResult full = planTraining(job(k), cluster(k), pinned, 5, false);
        QVERIFY(full.configsEvaluated > 0);
        QCOMPARE(fast.configsConsidered, full.configsConsidered);
        // Pruned layouts are counted, not scored: fewer scored, none more.
        QVERIFY(fast.configsEvaluated <= full.configsEvaluated);
        QVERIFY(fast.configsFitting <= full.configsFitting);
        QCOMPARE(full.configsPruned, 0LL);
        QVERIFY(fast.configsEvaluated + fast.configsPruned >= full.configsEvaluated);
        QCOMPARE(describe(fast.best), describe(full.best));
        QCOMPARE(describe(fast.fastest), describe(full.fastest));
        QCOMPARE(describe(fast.closest), describe(full.closest));
        QCOMPARE(fast.knobsAvoided, full.knobsAvoided);
        QCOMPARE(fast.minShardingToFit, full.minShardingToFit);
        QCOMPARE(fast.top.size(), full.top.size());
        for (std::size_t i = 0; i < full.top.size(); ++i) {
            QCOMPARE(describe(fast.top[i].estimate), describe(full.top[i].estimate));
            QCOMPARE(fast.top[i].whyLost, full.top[i].whyLost);
        }
        QCOMPARE(fast.fastestOutOfMemory.has_value(), full.fastestOutOfMemory.has_value());
        if (full.fastestOutOfMemory) {
            QCOMPARE(describe(fast.fastestOutOfMemory->estimate),
                     describe(full.fastestOutOfMemory->estimate));
            QCOMPARE(fast.fastestOutOfMemory->whyLost, full.fastestOutOfMemory->whyLost);
        }
        // Not a vacuous match: the cases cover a pick, runners-up and nothing fitting, and the
        // bound skips layouts where anything fits with room (never where nothing fits).
        if (index == 6) {
            QVERIFY(!full.best && full.closest);
            QCOMPARE(fast.configsPruned, 0LL);
        } else {
            QVERIFY(full.best && !full.top.empty());
        }
        if (index == 0 || index == 2)
            QVERIFY(fast.configsPruned > fast.configsConsidered / 10);
    }

    /** stepFloorOverZero is at most the step of every ZeRO stage and shard group of the layout
     *  (the pruning's premise), NaN exactly when none of them is valid, and reached by one. */
    void floorBoundsEveryZeroVariant()
    {
        const Case k {"mixtral-8x7b", "h100-sxm5-80gb", 64, 4096, 512, {}};
        const TrainingJob j = job(k);
        const ClusterSpec c = cluster(k);
        int bounded = 0, invalid = 0;
        for (int tp : {1, 2, 8}) {
            for (int pp : {1, 4}) {
                for (int ep : {1, 8}) {
                    for (Recompute rc : {Recompute::None, Recompute::Full}) {
                        for (int mb : {1, 4}) {
                            const int dp = 64 / (tp * pp);
                            ParallelLayout base {tp, pp, dp, 1, ep, 0, rc, tp > 1, mb, 1, 0, false};
                            StepMemo memo;
                            const double floor = stepFloorOverZero(j, c, base, memo);
                            double least = INFINITY;
                            bool anyValid = false;
                            for (int zero : {0, 1, 2, 3}) {
                                for (int g :
                                     zero == 3 ? std::vector<int> {0, 8} : std::vector<int> {0}) {
                                    ParallelLayout L = base;
                                    L.zero = zero;
                                    L.shardGroup = g;
                                    const StepNumbers s = computeStep(j, c, L);
                                    if (s.invalid)
                                        continue;
                                    anyValid = true;
                                    QVERIFY2(floor <= s.breakdown.total(), qPrintable(describe(L)));
                                    least = std::min(least, s.breakdown.total());
                                }
                            }
                            QCOMPARE(std::isnan(floor), !anyValid);
                            if (anyValid) {
                                ++bounded;
                                // Tight where ZeRO adds nothing but its exchanges.
                                QVERIFY(floor > 0.5 * least);
                            } else {
                                ++invalid;
                            }
                        }
                    }
                }
            }
        }
        QVERIFY(bounded > 20);
        QVERIFY(invalid > 0);
    }
};

QTEST_GUILESS_MAIN(TestPlannerSearch)
#include "tst_plannersearch.moc"
