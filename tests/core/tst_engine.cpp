// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's behaviour: paper formulas it is built from, and properties any planner expects.
#include "edit/placement.h"
#include "engine/activations.h"
#include "engine/gemmshape.h"
#include "engine/ledger.h"
#include "engine/planner.h"
#include "engine/softwarestack.h"
#include "io/designreader.h"
#include "model/naming.h"
#include "model/replicate.h"
#include "testcatalog.h"
#include "validate/validator.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace cl;

namespace {

TrainingJob job(const char *preset, double tokens = 1e12, int seq = 4096, int batch = 1024,
                Precision precision = Precision::BF16)
{
    TrainingJob j;
    j.shape = *resolveModel(ModelSpec {std::string(preset), {}, {}, {}}, bundledCatalog());
    j.tokens = tokens;
    j.sequenceLength = seq;
    j.globalBatch = batch;
    j.precision = precision;
    return j;
}

ClusterSpec cluster(const char *gpu, int gpus, const char *network = nullptr)
{
    const GpuModel &g = *bundledCatalog().gpu(gpu);
    const NetworkPreset &n = *findNetworkPreset(network ? network : defaultNetworkFor(g));
    return makeClusterSpec(g, gpus, 8, n, defaultProfileFor(g));
}

Design example(const char *name)
{
    return *DesignReader::readFile(std::string(CL_EXAMPLES "/") + name + ".cluster.json",
                                   bundledCatalog())
                .design;
}

bool has(const Diagnostics &ds, const std::string &code)
{
    for (const auto &d : ds) {
        if (d.code == code)
            return true;
    }
    return false;
}

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT

private slots:
    // Korthikanti et al. 2022 Table 2 for a GPT layer (kv = a, ffn = 4h, GELU, dropout).
    void korthikantiActivationTable()
    {
        Architecture a;
        a.layers = 1;
        a.hidden = 12288;
        a.heads = 96;
        a.kvHeads = 96;
        a.ffn = 4 * 12288;
        a.vocab = 51200;
        const double s = 2048, b = 1, h = 12288, t = 8, heads = 96;
        auto bytes = [&](int tp, bool sp, Recompute r) {
            return activationBytesPerLayer(a, {s, b, tp, sp, r, 2.0, 0, false});
        };
        QCOMPARE(bytes(1, false, Recompute::None), s * b * h * (34 + 5 * heads * s / h));
        QCOMPARE(bytes(8, false, Recompute::None),
                 s * b * h * (10 + 24 / t + 5 * heads * s / (h * t)));
        QCOMPARE(bytes(8, true, Recompute::None), s * b * h * (34 / t + 5 * heads * s / (h * t)));
        QCOMPARE(bytes(8, false, Recompute::Selective), s * b * h * (10 + 24 / t));
        QCOMPARE(bytes(8, true, Recompute::Selective), s * b * h * (34 / t));
        QCOMPARE(bytes(1, false, Recompute::Full), 2 * s * b * h);
    }

    // Narayanan 2021: the 1F1B bubble is (p-1)/m of the ideal time, and interleaving divides it by
    // v.
    /** Narayanan et al. 2021 Table 2: ZeRO-3 without model parallelism falls from 144 to 44
     *  TFLOP/s per GPU between 384 and 1,536 A100 at a fixed batch, because the parameter
     *  gathers no longer hide behind a shrinking micro-batch. The engine must show the fall. */
    void zero3CommunicationIsExposedAsGpusGrow()
    {
        TrainingJob j = job("gpt3-175b", 1e12, 2048, 1536, Precision::FP16);
        std::vector<double> tflops;
        for (const auto &[gpus, mb] : {std::pair {384, 4}, {768, 2}, {1536, 1}}) {
            const GpuModel &g = *bundledCatalog().gpu("a100-sxm4-80gb");
            const ClusterSpec c
                = makeClusterSpec(g, gpus, 8, *findNetworkPreset("ib-hdr-200"),
                                  withStack(generationProfileFor(g), *findStack("deepspeed")));
            const ParallelLayout L {1, 1, gpus, 1, 1, 3, Recompute::Full, false, mb, 1};
            const TrainingEstimate e = estimateTraining(j, c, L);
            QVERIFY(e.valid);
            tflops.push_back(e.tflopsHardwarePerGpu);
            if (gpus > 384)
                QVERIFY(e.breakdown.dpComm > 0.2 * e.stepTimeS); // exposed, by its own name
        }
        QVERIFY2(
            tflops[2] < 0.5 * tflops[0] && tflops[1] < tflops[0],
            qPrintable(QStringLiteral("%1 %2 %3").arg(tflops[0]).arg(tflops[1]).arg(tflops[2])));
        // The published values, within the accuracy gate of the fit set (25 %).
        const double published[] = {144, 88, 44};
        for (int i = 0; i < 3; ++i)
            QVERIFY(std::abs(tflops[i] / published[i] - 1) < 0.25);
    }

    /** HSDP shards inside a group and replicates across: more memory than ZeRO-3 over all
     *  ranks, gathers over NVLink inside the group, one gradient all-reduce across groups. */
    void hsdpShardsInsideAGroup()
    {
        const TrainingJob j = job("llama-2-70b", 1e12, 4096, 1024);
        const ClusterSpec c = cluster("h100-sxm5-80gb", 256);
        ParallelLayout full {1, 1, 256, 1, 1, 3, Recompute::Full, false, 1, 1};
        ParallelLayout hsdp = full;
        hsdp.shardGroup = 8;
        const StepNumbers a = computeStep(j, c, full);
        const StepNumbers b = computeStep(j, c, hsdp);
        QVERIFY(!a.invalid && !b.invalid);
        // States sharded 8 ways instead of 256.
        QVERIFY(std::abs(b.memory.optimizer / a.memory.optimizer - 32.0) < 1e-9);
        // Less goes over the network per step: gathers stay inside the server.
        QVERIFY(b.networkBytesPerGpu < a.networkBytesPerGpu);
        hsdp.shardGroup = 24; // does not divide 256
        QCOMPARE(std::string(computeStep(j, c, hsdp).invalid), std::string("layout.shard_group"));
        hsdp.shardGroup = 8;
        hsdp.zero = 2; // HSDP is a ZeRO-3 layout
        QCOMPARE(std::string(computeStep(j, c, hsdp).invalid), std::string("layout.shard_group"));
    }

    /** Uneven stages: the first and last stages give up a layer each (Llama 3), the first
     *  stage's activations shrink and the last stage's logits stop making it the slowest. */
    void unevenStagesBalanceThePipeline()
    {
        const TrainingJob j = job("llama-3-8b", 1e12, 8192, 512);
        const ClusterSpec c = cluster("h100-sxm5-80gb", 64);
        ParallelLayout even {1, 8, 8, 1, 1, 1, Recompute::None, false, 1, 1};
        ParallelLayout uneven = even;
        uneven.unevenStages = true;
        const StepNumbers a = computeStep(j, c, even);
        const StepNumbers b = computeStep(j, c, uneven);
        QVERIFY(!a.invalid && !b.invalid);
        // 32 layers on 8 stages: 4 each; uneven: 3 on the ends, ceil(34 / 8) = 5 in the middle.
        // The first stage holds 8 micro-batches of 3 layers instead of 8 of 4, the second 7 of 5.
        QVERIFY(std::abs(b.memory.activations / a.memory.activations - 35.0 / 32.0) < 0.05);
        // Llama 3 405B on PP16: 126 layers are 8 per stage plus the logits on the last; uneven,
        // the last stage has 7 and the logits, the middle ones 8: the step gets shorter.
        const TrainingJob big = job("llama-3-405b", 1e12, 8192, 2048);
        const ClusterSpec meta = cluster("h100-sxm5-80gb", 8192);
        ParallelLayout four {8, 16, 64, 1, 1, 1, Recompute::Full, true, 1, 1};
        const double evenStep = computeStep(big, meta, four).breakdown.compute;
        four.unevenStages = true;
        QVERIFY(computeStep(big, meta, four).breakdown.compute < evenStep);
    }

    /** MoE: a capacity factor (or dropless imbalance) slows the expert GEMMs and all-to-alls;
     *  hiding the all-to-alls behind compute (DualPipe) leaves only the overlap tax. */
    void moeLoadAndOverlapMoveTheAllToAll()
    {
        TrainingJob j = job("mixtral-8x7b", 1e12, 4096, 512);
        const ClusterSpec c = cluster("h100-sxm5-80gb", 64);
        const ParallelLayout L {1, 1, 64, 1, 8, 1, Recompute::Full, false, 1, 1};
        const StepNumbers base = computeStep(j, c, L);
        QVERIFY(!base.invalid && base.breakdown.epComm > 0);
        j.moeLoadFactor = 1.25;
        const StepNumbers loaded = computeStep(j, c, L);
        QVERIFY(std::abs(loaded.breakdown.epComm / base.breakdown.epComm - 1.25) < 1e-9);
        QVERIFY(loaded.breakdown.compute > base.breakdown.compute);
        j.moeLoadFactor = 1.0;
        j.epOverlap = 1.0;
        const StepNumbers hidden = computeStep(j, c, L);
        // All of it fits behind the micro-batch's compute: what is left is the overlap tax.
        QVERIFY(std::abs(hidden.breakdown.epComm / base.breakdown.epComm - c.profile.overlapTax)
                < 1e-9);
    }

    /** Small and thin GEMMs get less of the card than large ones; a big GEMM gets all of it. */
    void gemmEfficiencyFollowsTheShape()
    {
        const EfficiencyProfile &h100
            = generationProfileFor(*bundledCatalog().gpu("h100-sxm5-80gb"));
        QCOMPARE(gemmShapeEfficiency({8192, 8192, 8192}, h100), 1.0);
        const double smallK = gemmShapeEfficiency({8192, 8192, 1024}, h100);
        const double midK = gemmShapeEfficiency({8192, 8192, 2048}, h100);
        QVERIFY(smallK < midK && midK < 1.0);
        QVERIFY(std::abs(smallK - 1024.0 / 1408 / (8192.0 / 8576)) < 1e-9); // K / (K + 384)
        // One row of tiles on 132 SMs: a thin GEMM leaves most of the card idle.
        QVERIFY(gemmShapeEfficiency({128, 4096, 8192}, h100) < 0.2);
    }

    /** Within 2 % of the fastest, the planner keeps the layout with fewer costly knobs. */
    void plannerPrefersTheSimplerLayout()
    {
        const auto plan
            = planTraining(job("llama-3-70b", 1e12, 8192, 128), cluster("h100-sxm5-80gb", 64));
        QVERIFY(plan.best);
        if (plan.fastest) {
            QVERIFY(plan.best->stepTimeS <= plan.fastest->stepTimeS * 1.02 + 1e-12);
            QVERIFY(!plan.knobsAvoided.empty());
        }
        for (const auto &r : plan.top)
            QVERIFY(r.estimate.stepTimeS >= plan.best->stepTimeS);
    }

    void pipelineBubble()
    {
        const TrainingJob j = job("gpt3-175b", 3e11, 2048, 1536);
        const ClusterSpec c = cluster("a100-sxm4-80gb", 1024);
        ParallelLayout L {8, 8, 16, 1, 1, 1, Recompute::Selective, true, 1, 1};
        const StepNumbers one = computeStep(j, c, L);
        QVERIFY(!one.invalid);
        const double m = one.microBatches;
        QCOMPARE(m, 1536.0 / 16);
        const double ideal = one.breakdown.compute + one.breakdown.tpComm;
        QVERIFY(std::abs(one.breakdown.bubble / ideal - 7.0 / m) < 1e-9);
        L.interleave = 2;
        const StepNumbers two = computeStep(j, c, L);
        QVERIFY(std::abs(two.breakdown.bubble / (two.breakdown.compute + two.breakdown.tpComm)
                         - 7.0 / (2 * m))
                < 1e-9);
    }

    // nccl-tests: a ring all-reduce moves 2(n-1)/n of the buffer; with DP over servers and no
    // compute to hide behind, the exposed time follows it.
    void ringAllReduceScaling()
    {
        TrainingJob j = job("llama-2-7b", 1e12, 4096, 64);
        ParallelLayout L {8, 1, 2, 1, 1, 0, Recompute::None, false, 1, 1};
        const double t2
            = computeStep(j, cluster("h100-sxm5-80gb", 16, "eth-1"), L).breakdown.dpComm;
        L.dp = 4;
        const double t4
            = computeStep(j, cluster("h100-sxm5-80gb", 32, "eth-1"), L).breakdown.dpComm;
        // 2(n-1)/n: 1.0 for n=2, 1.5 for n=4; the overlap window shrinks with fewer micro-batches
        // per replica only slightly, so the ratio is close to 1.5.
        QVERIFY2(t4 / t2 > 1.4 && t4 / t2 < 1.7, qPrintable(QString::number(t4 / t2)));
    }

    void moreGpusNeverSlowTheComputePart()
    {
        const TrainingJob j = job("llama-2-70b", 2e12, 4096, 1024);
        double previous = INFINITY;
        for (int gpus : {64, 128, 256, 512, 1024}) {
            ParallelLayout L {8, 4, gpus / 32, 1, 1, 1, Recompute::Selective, true, 1, 1};
            const StepNumbers s = computeStep(j, cluster("h100-sxm5-80gb", gpus), L);
            QVERIFY(!s.invalid);
            QVERIFY(s.breakdown.compute <= previous);
            previous = s.breakdown.compute;
        }
    }

    void fp8BeatsBf16OnHopper()
    {
        const ClusterSpec c = cluster("h100-sxm5-80gb", 256);
        const auto bf16 = planTraining(job("llama-2-70b"), c);
        const auto fp8 = planTraining(job("llama-2-70b", 1e12, 4096, 1024, Precision::FP8), c);
        QVERIFY(bf16.best && fp8.best);
        QVERIFY(fp8.best->trainDays < bf16.best->trainDays);
        QVERIFY(fp8.best->mfu < bf16.best->mfu * 2); // MFU is against the FP8 peak
    }

    void mfuLandsInThePublishedRangeBecauseOfTheModel_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("seq");
        QTest::newRow("70B on 256 H100") << "h100-sxm5-80gb" << 256 << "llama-2-70b" << 4096;
        QTest::newRow("175B on 1024 A100") << "a100-sxm4-80gb" << 1024 << "gpt3-175b" << 2048;
        QTest::newRow("8B on 64 H100") << "h100-sxm5-80gb" << 64 << "llama-3-8b" << 8192;
        QTest::newRow("13B on 64 A100") << "a100-sxm4-80gb" << 64 << "llama-2-13b" << 4096;
        QTest::newRow("405B on 2048 H200") << "h200-sxm-141gb" << 2048 << "llama-3-405b" << 8192;
        QTest::newRow("Mixtral on 64 H100") << "h100-sxm5-80gb" << 64 << "mixtral-8x7b" << 4096;
        QTest::newRow("7B on 8 RTX 4090") << "rtx-4090" << 8 << "llama-2-7b" << 2048;
    }
    void mfuLandsInThePublishedRangeBecauseOfTheModel()
    {
        QFETCH(QString, gpu);
        QFETCH(int, gpus);
        QFETCH(QString, model);
        QFETCH(int, seq);
        const auto plan
            = planTraining(job(model.toUtf8().constData(), 1e12, seq, defaultGlobalBatch(seq)),
                           cluster(gpu.toUtf8().constData(), gpus));
        QVERIFY(plan.best);
        // The highest MFU in docs/accuracy/published-runs.json is 64.2 % (MPT-7B on 8 A100,
        // llm-foundry benchmarks); ENGINE.md's 0.65 rule of thumb predates it. Above 0.70 is a
        // bug.
        QVERIFY2(plan.best->mfu > 0.2 && plan.best->mfu < 0.70,
                 qPrintable(QStringLiteral("MFU %1 with %2")
                                .arg(plan.best->mfu)
                                .arg(QString::fromStdString(plan.best->layout.describe()))));
        // Plain PyTorch (the consumer cards' stack) searches only DP, ZeRO, recompute and the
        // micro-batch: tens of layouts, not hundreds.
        QVERIFY(plan.configsEvaluated > 10);
    }

    void plannerRefusesWhatDoesNotFitAndSaysWhatWould()
    {
        // 70B on 8 x 24 GB cards: no layout fits, and nothing pretends otherwise.
        const auto tooSmall = planTraining(job("llama-2-70b"), cluster("rtx-4090", 8));
        QVERIFY(!tooSmall.best);
        // 70B on 64 A100-80GB fits only with sharding; the least that fits is reported.
        const auto plan = planTraining(job("llama-2-70b"), cluster("a100-sxm4-80gb", 64));
        QVERIFY(plan.best);
        QVERIFY(plan.best->memory.fits());
        QVERIFY(plan.minShardingToFit.has_value());
        QVERIFY(!plan.top.empty());
        for (const auto &r : plan.top)
            QVERIFY(r.estimate.stepTimeS >= plan.best->stepTimeS);
    }

    void ledgerOfTheSuperPod()
    {
        const Design d = example("superpod-1su-h100");
        const DesignLedger L = evaluateDesign(d, bundledCatalog());
        QVERIFY(L.training && L.training->valid);
        QCOMPARE(L.cluster->gpus, 256);
        QCOMPARE(L.cluster->networkBytesPerS, 400e9 / 8); // one NDR rail per GPU, as cabled
        QCOMPARE(L.racks.size(), std::size_t(17));
        QVERIFY(std::abs(L.site.itMaxW - (32 * 10200.0 + 12 * 1720.0)) < 1e-6);
        QCOMPARE(L.site.facilityMaxW, L.site.itMaxW * 1.3);
        QVERIFY(std::abs(L.site.heatBtuPerHour - L.site.itMaxW * 3.412) < 1e-6);
        QVERIFY(L.cost.capexUsd > 32 * 270000.0);
        QVERIFY(L.cost.runUsdOwned && L.cost.runUsdCloud);
        QVERIFY(L.cost.breakEvenUtilisation);
        const LedgerRow &time = L.ledger.at("time");
        QCOMPARE(*time.required, L.training->trainDays);
        QVERIFY(std::abs(*time.headroom - (120.0 / L.training->trainDays - 1)) < 1e-12);
        QVERIFY(!has(L.diagnostics, "fabric.islands"));
        QVERIFY(!hasErrors(L.diagnostics));
        QVERIFY(L.scaling.size() >= 3);
    }

    void cuttingTheFabricSlowsItAndSaysWhy()
    {
        Design d = example("superpod-1su-h100");
        const DesignLedger full = evaluateDesign(d, bundledCatalog());
        // Keep one rail of eight: each GPU's share of the fabric drops to 50 Gb/s.
        std::erase_if(d.links, [](const Link &l) {
            return l.a.port.rfind("cx7-", 0) == 0 && l.a.port != "cx7-1";
        });
        const DesignLedger cut = evaluateDesign(d, bundledCatalog());
        QVERIFY(cut.training && cut.training->valid);
        QVERIFY(cut.training->trainDays > full.training->trainDays);
        QVERIFY(has(cut.diagnostics, "fabric.ports_unconnected"));
        QCOMPARE(cut.cluster->networkBytesPerS, 400e9 / 8 / 8);
        // No compute links at all: every server is an island of its own; 70B does not fit in
        // one DGX, so each says why and the ledger shows the largest (not a blank ledger).
        std::erase_if(d.links, [](const Link &l) { return l.a.port.rfind("cx7-", 0) == 0; });
        const DesignLedger none = evaluateDesign(d, bundledCatalog());
        QVERIFY(has(none.diagnostics, "fabric.no_compute_link"));
        QCOMPARE(none.islands.size(), std::size_t(32));
        for (const IslandReport &r : none.islands) {
            QCOMPARE(r.gpus, 8);
            QCOMPARE(r.fabric, std::string("none"));
            QVERIFY(!r.trainDays);
            QCOMPARE(r.reason, std::string("plan.none_fits"));
        }
        QVERIFY(none.islands.front().chosen);
        QCOMPARE(none.cluster->gpus, 8);
        QVERIFY(has(none.diagnostics, "engine.out_of_memory"));
    }

    // Mozi: RTX 3090s on 25 GbE, A100s and an H100 on HDR InfiniBand. Each island gets its
    // own estimate; the ledger's figures are the fastest island's, named.
    void everyIslandOfAMixedClusterGetsAnEstimate()
    {
        Design d = example("mozi-mixed");
        const DesignLedger L = evaluateDesign(d, bundledCatalog());
        QCOMPARE(L.islands.size(), std::size_t(2));
        const IslandReport &ib = L.islands[0];
        const IslandReport &eth = L.islands[1];
        QCOMPARE(ib.id, std::string("island:mz-a100-1"));
        QCOMPARE(ib.gpus, 24);
        QCOMPARE(ib.gpuModels.at("h100-sxm5-80gb"), 8);
        QCOMPARE(eth.id, std::string("island:mz-3090-1"));
        QCOMPARE(eth.gpus, 16);
        QVERIFY(ib.trainDays && eth.trainDays);
        QVERIFY(*ib.trainDays < *eth.trainDays);
        QVERIFY(ib.chosen && !eth.chosen);
        QCOMPARE(L.training->trainDays, *ib.trainDays);
        // Inside the mixed island the A100 paces the H100.
        QCOMPARE(L.cluster->gpu->id, std::string("a100-sxm4-80gb"));
        QCOMPARE(L.cluster->gpus, 24);
        QVERIFY(has(L.diagnostics, "engine.mixed_gpu_models"));
        QVERIFY(!hasErrors(L.diagnostics));

        // The workload may name the island it runs on.
        d.workload.island = "island:mz-3090-1";
        const DesignLedger named = evaluateDesign(d, bundledCatalog());
        QVERIFY(named.islands[1].chosen);
        QCOMPARE(named.cluster->gpu->id, std::string("rtx-3090"));
        QCOMPARE(named.training->trainDays, *named.islands[1].trainDays);
        d.workload.island = "island:nowhere";
        QVERIFY(has(evaluateDesign(d, bundledCatalog()).diagnostics, "workload.unknown_island"));
        d.workload.island.reset();

        // In-band Ethernet between the islands makes one hierarchical cluster at that link's
        // bandwidth: 10 GbE per server, so 1.25 Gb/s per GPU for both islands.
        Device eth10 = Device {};
        eth10.id = "mz-inband";
        eth10.name = "MZ-INBAND";
        eth10.kind = DeviceKind::Switch;
        eth10.model = "eth-10g-48";
        d.devices.push_back(eth10);
        int port = 0;
        for (const char *server : {"mz-3090-1", "mz-3090-2", "mz-a100-1", "mz-a100-2", "mz-h100-1"})
            d.links.push_back({std::string("inband-") + server,
                               {server, "eth1"},
                               {"mz-inband", "p" + std::to_string(++port)},
                               Fabric::InBand,
                               Media::Dac,
                               3.0});
        const DesignLedger joined = evaluateDesign(d, bundledCatalog());
        QCOMPARE(joined.islands.size(), std::size_t(3));
        const IslandReport &h = joined.islands[2];
        QVERIFY(h.id.empty());
        QCOMPARE(h.gpus, 40);
        QCOMPARE(h.fabric, std::string("in_band"));
        QCOMPARE(h.members.size(), std::size_t(2));
        QCOMPARE(joined.network.hierarchical[0].perGpuBitsPerS, 10e9 * 2 / 16);
        QVERIFY(h.trainDays);
        QVERIFY(joined.islands[0].chosen); // the 3090s pace the whole, so the A100 island wins
    }

    // A design with servers but no model yet (the first minutes with a new design): no run, a
    // clear diagnostic, and the cluster and its cost per GPU-hour still there.
    void serversWithoutAModelStillHaveACluster()
    {
        Design d = example("superpod-1su-h100");
        d.workload.model = {};
        const DesignLedger L = evaluateDesign(d, bundledCatalog());
        QVERIFY(has(L.diagnostics, "engine.no_model"));
        QVERIFY(!L.training);
        QVERIFY(L.cluster);
        QCOMPARE(L.cluster->gpus, 256);
        QVERIFY(L.cost.usdPerGpuHour > 0);
        QVERIFY(L.cost.cloudUsdPerGpuHour);
    }

    // The slowest GPU paces a mixed cluster; the smallest memory bounds its layouts.
    void theSmallestMemoryBoundsAMixedCluster()
    {
        Design d;
        Device a100 = makeDevice(bundledCatalog(), "dgx-a100", "a");
        Device l40s = makeDevice(bundledCatalog(), "srv-8gpu-pcie", "b");
        l40s.gpuSlots.assign(8, std::string("l40s"));
        d.devices = {a100, l40s};
        Diagnostics notes;
        const auto spec = clusterFromServers(d, bundledCatalog(), {0, 1}, 0, 1, {}, notes);
        QVERIFY(spec);
        QCOMPARE(spec->gpu->id, std::string("a100-sxm4-80gb"));
        QCOMPARE(spec->memoryCapacity(), bundledCatalog().gpu("l40s")->memoryBytes);
        QCOMPARE(spec->gpus, 16);
        QCOMPARE(notes.at(0).params.at("memory"), std::string("l40s"));
    }

    void replicatedCopiesAreIslandsUntilJoined()
    {
        const Design one = example("superpod-1su-h100");
        const Design four = replicateDesign(one, 4);
        QCOMPARE(four.racks.size(), one.racks.size() * 4);
        QCOMPARE(four.links.size(), one.links.size() * 4);
        std::set<std::string> ids;
        for (const auto &r : four.racks)
            QVERIFY(ids.insert(r.id).second);
        for (const auto &dv : four.devices)
            QVERIFY(ids.insert(dv.id).second);
        for (const auto &l : four.links)
            QVERIFY(ids.insert(l.id).second);
        QVERIFY(!hasErrors(validateDesign(four, bundledCatalog())));
        const DesignLedger L = evaluateDesign(four, bundledCatalog());
        QVERIFY(has(L.diagnostics, "fabric.islands"));
        QCOMPARE(L.network.compute().islands, 4);
        // Four identical islands: each trains alone, the first (by id) is shown.
        QCOMPARE(L.islands.size(), std::size_t(4));
        QVERIFY(L.islands[0].chosen && L.islands[0].trainDays);
        QCOMPARE(L.cluster->gpus, 256);
        QVERIFY(!hasErrors(L.diagnostics));
        // Copies are named as planners number units (naming.h): the second unit's first rack is
        // SU2-R01, its servers continue the DGX numbering, and no name repeats.
        const auto rackNamed = [&](const char *name) {
            return std::any_of(four.racks.begin(), four.racks.end(),
                               [&](const Rack &r) { return r.name == name; });
        };
        QVERIFY(rackNamed("SU2-R01") && rackNamed("SU4-R16"));
        std::set<std::string> names;
        for (const auto &dv : four.devices)
            QVERIFY2(names.insert(dv.name).second, dv.name.c_str());
        QVERIFY(names.count("DGX-33") && names.count("DGX-128") && !names.count("DGX-129"));
    }

    void namesContinueTheirPattern()
    {
        NameSet taken {"DGX-01", "DGX-02", "DGX-09", "R1", "NET-1"};
        QCOMPARE(nextFreeName("DGX-01", taken), std::string("DGX-03"));
        QCOMPARE(nextFreeName("DGX-09", taken), std::string("DGX-10")); // padding kept
        QCOMPARE(nextFreeName("spine", taken), std::string("spine 2"));
        QCOMPARE(unitCopyName("SU1-R01", 3, taken), std::string("SU3-R01"));
        QCOMPARE(unitCopyName("NET-1", 2, taken), std::string("NET-2"));
        QCOMPARE(patternName({"DGX-01", "DGX-10", "DGX-02"}, "X-1", taken), std::string("DGX-11"));
        QCOMPARE(patternName({}, "DGX-H100-1", taken), std::string("DGX-H100-1"));
        QCOMPARE(patternName({}, "DGX-H100-1", taken), std::string("DGX-H100-2"));
        // Lists as runs: a hall's 1,024 racks read as 64 runs, never cut inside a name.
        const auto runs = nameRuns(
            {"SU1-R01", "SU1-R02", "SU1-R03", "SU2-R01", "SU2-R02", "NET-1", "NET-3", "spine"});
        QCOMPARE(runs.size(), std::size_t(6));
        QCOMPARE(runs[0].text, std::string("SU1-R01 \u2026 SU1-R03"));
        QCOMPARE(runs[0].count, std::size_t(3));
        QCOMPARE(runs[1].text, std::string("SU2-R01"));
        QCOMPARE(runs[2].text, std::string("SU2-R02"));
        QCOMPARE(runs[3].text, std::string("NET-1"));
        QCOMPARE(runs[5].text, std::string("spine"));
        // A run of digits too long to count is left alone rather than overflowing.
        QCOMPARE(nextFreeName("id-1234567890123456789012", taken),
                 std::string("id-1234567890123456789012 2"));
    }

    void overloadedRackAndMissedDeadlineAreErrors()
    {
        Design d = example("superpod-1su-h100");
        d.workload.deadlineDays = 5;
        d.racks[1].power.feeds->amps = 16; // 2N 415 V 16 A: 9.2 kW for 20.4 kW of DGX
        const DesignLedger L = evaluateDesign(d, bundledCatalog());
        QVERIFY(has(L.diagnostics, "engine.deadline_missed"));
        QVERIFY(has(L.diagnostics, "rack.power_over_budget"));
        QVERIFY(*L.ledger.at("time").headroom < 0);
    }

    void calibrationChangesTheCalibratedColumnOnly()
    {
        const Design d = example("superpod-1su-h100");
        Calibrations calibrations;
        EfficiencyProfile measured = defaultProfileFor(*bundledCatalog().gpu("h100-sxm5-80gb"));
        measured.gemm[std::size_t(NumberFormat::BF16)] = 0.5;
        measured.calibrated = true;
        calibrations["h100-sxm5-80gb"] = measured;
        const DesignLedger plain = evaluateDesign(d, bundledCatalog());
        const DesignLedger calibrated = evaluateDesign(d, bundledCatalog(), calibrations);
        QCOMPARE(*calibrated.ledger.at("compute").available, *plain.ledger.at("compute").available);
        QVERIFY(!plain.ledger.at("compute").calibrated);
        QVERIFY(*calibrated.ledger.at("compute").calibrated
                < *plain.ledger.at("compute").available);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
