// SPDX-License-Identifier: GPL-3.0-or-later
// The serving model with numbers: KV cache bytes per token exact for GQA and MLA, decode never
// above the HBM bound, longer outputs lower throughput, INT4 fits a 70B on one 80 GB card where
// BF16 does not, the seed's arithmetic (2 x parameters FLOPs per token, 7B BF16 weights and KV),
// latency targets met by the replicas they ask for; engines with their card defaults, the draft's
// cost in speculative decoding, prefix caching, and the simulated tail and percentile sizing.
#include "engine/ledger.h"
#include "engine/ledgerjson.h"
#include "engine/modelshape.h"
#include "io/designreader.h"
#include "io/designwriter.h"
#include "serving/servingcost.h"
#include "serving/servingengine.h"
#include "serving/servingfigures.h"
#include "serving/servingmodel.h"
#include "servingtestsetup.h"
#include "testcatalog.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace cl;

namespace {

ServingSetup setup(const char *model, const char *gpu, QuantFormat weights, int gpus = 1,
                   int tp = 1)
{
    return presetServingSetup(model, gpu, weights, gpus, tp);
}

} // namespace

class TestServing : public QObject
{
    Q_OBJECT

private slots:
    void kvCacheBytesPerTokenAreExact()
    {
        QCOMPARE(kvBytesPerToken(setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::BF16).shape,
                                 std::nullopt, QuantFormat::BF16),
                 327680.0);
        QCOMPARE(kvBytesPerToken(setup("llama-3-8b", "h100-sxm5-80gb", QuantFormat::BF16).shape,
                                 std::nullopt, QuantFormat::BF16),
                 131072.0);
        const ServingSetup v3 = setup("deepseek-v3", "h200-sxm-141gb", QuantFormat::FP8);
        QVERIFY(v3.mla);
        QCOMPARE(kvBytesPerToken(v3.shape, v3.mla, QuantFormat::BF16), (512.0 + 64) * 2 * 61);
        QCOMPARE(kvBytesPerToken(v3.shape, v3.mla, QuantFormat::FP8), (512.0 + 64) * 61);
    }

    void decodeNeverBeatsTheHbmBound()
    {
        for (const char *gpu : {"h100-sxm5-80gb", "a100-sxm4-80gb", "rtx-4090", "l40s"}) {
            for (int out : {64, 512, 4096}) {
                ServingSetup s = setup("llama-3-8b", gpu, QuantFormat::BF16);
                s.inputTokens = 512;
                s.outputTokens = out;
                const ServingEstimate e = estimateServing(s);
                QVERIFY2(e.fits, gpu);
                QVERIFY2(e.outputTokensPerS <= e.hbmBoundTokensPerS, gpu);
            }
        }
    }

    void longerOutputsLowerThroughputAtAFixedContext()
    {
        // The same total context; more of it generated: more decode steps, the costly part.
        ServingSetup s = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::FP8, 2, 2);
        double previous = 1e300;
        for (int out : {128, 512, 2048}) {
            s.inputTokens = 4096 - out;
            s.outputTokens = out;
            const double total = estimateServing(s).outputTokensPerS * (4096.0 / out);
            QVERIFY(total < previous); // whole requests per second fall as outputs grow
            previous = total;
        }
        // And at a fixed prompt, a longer answer holds more KV and lowers the batch that fits.
        ServingSetup a = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::BF16, 4, 4);
        a.inputTokens = 2048;
        a.outputTokens = 256;
        ServingSetup b = a;
        b.outputTokens = 4096;
        QVERIFY(estimateServing(b).maxConcurrency < estimateServing(a).maxConcurrency);
    }

    void int4FitsSeventyBillionOnOneCardWhereBf16DoesNot()
    {
        ServingSetup bf16 = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::BF16);
        bf16.inputTokens = 3584;
        bf16.outputTokens = 512;
        QVERIFY(!estimateServing(bf16).fits);
        ServingSetup int4 = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::INT4);
        int4.inputTokens = 3584;
        int4.outputTokens = 512;
        const ServingEstimate e = estimateServing(int4);
        QVERIFY(e.fits);
        // 70.6e9 x (0.5 + 2/128) bytes = 36.4 GB of weights. 85.5 GB - 36.4 - 4.6 of workspace
        // leaves 44.6 GB; 90 % of it at 327,680 bytes per token is 122k tokens: 29 sequences of
        // 4,096 tokens (1.34 GB each).
        QVERIFY(qAbs(e.weightsBytes / 1e9 - 36.4) < 0.5);
        QCOMPARE(e.maxConcurrency, 29);
    }

    void theSeedsArithmetic()
    {
        // "Each token costs 2 x parameters FLOPs": 7B is about 14 GFLOPs.
        const ServingSetup s = setup("llama-2-7b", "rtx-4090", QuantFormat::BF16);
        const ServingEstimate e = estimateServing(s);
        QVERIFY(qAbs(e.flopsPerOutputToken / 1e9 - 13.5) < 0.1);
        // Llama 2 7B BF16: 13.5 GB of weights, 0.5 MB of KV per token, 2.1 GB per 4,096 tokens;
        // the seed's "4-8 GB of KV" is two to four such sequences.
        QVERIFY(qAbs(e.weightsBytes / 1e9 - 13.5) < 0.1);
        QCOMPARE(e.kvBytesPerToken, 524288.0);
        QVERIFY(qAbs(e.kvBytesPerToken * 4096 / 1e9 - 2.15) < 0.01);
    }

    void latencyTargetsAreMetByTheReplicasTheyAskFor()
    {
        ServingSetup s = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::FP8, 8, 2);
        s.inputTokens = 1000;
        s.outputTokens = 300;
        s.concurrency = 2000;
        s.tpotTargetS = 1.0 / 30.0; // 30 tokens/s per user
        const ServingEstimate e = estimateServing(s);
        QVERIFY(e.gpusNeeded && e.replicasNeeded);
        const double perReplica = 2000.0 / *e.replicasNeeded;
        QVERIFY(perReplica <= *e.concurrencyMeetingTargets + 1e-9);
        const ReplicaTiming t = replicaTiming(s, e, perReplica);
        QVERIFY(t.tpotS <= *s.tpotTargetS);
        // A looser target needs no more GPUs.
        s.tpotTargetS = 0.1;
        QVERIFY(*estimateServing(s).gpusNeeded <= *e.gpusNeeded);
    }

    /** Each engine's defaults follow the card as its source code sets them; the default engine
     *  follows the vendor; an engine declares the vendors it runs on. */
    void enginesCarryTheirCardDefaults()
    {
        const Catalog &c = bundledCatalog();
        const ServingEngine &vllm = *servingEngine("vllm");
        QCOMPARE(vllm.maxBatchFor(*c.gpu("h100-sxm5-80gb")), 1024); // >= 70 GiB, not an A100
        QCOMPARE(vllm.prefillChunkFor(*c.gpu("h100-sxm5-80gb")), 8192);
        QCOMPARE(vllm.maxBatchFor(*c.gpu("a100-sxm4-80gb")), 256);
        QCOMPARE(vllm.prefillChunkFor(*c.gpu("a100-sxm4-80gb")), 2048);
        QCOMPARE(vllm.maxBatchFor(*c.gpu("rtx-4090")), 256);
        const ServingEngine &lmdeploy = *servingEngine("lmdeploy");
        QCOMPARE(lmdeploy.maxBatchFor(*c.gpu("a100-sxm4-80gb")), 384);
        QCOMPARE(lmdeploy.maxBatchFor(*c.gpu("h800-sxm5-80gb")), 1024);
        QCOMPARE(lmdeploy.maxBatchFor(*c.gpu("l40s")), 128);
        QCOMPARE(defaultServingEngine(*c.gpu("ascend-910b")).id, std::string("mindie"));
        QCOMPARE(defaultServingEngine(*c.gpu("mi300x")).id, std::string("vllm"));
        QCOMPARE(defaultServingEngine(*c.gpu("h100-sxm5-80gb")).id, std::string("tensorrt-llm"));
        QVERIFY(!servingEngine("mindie")->runsOn(*c.gpu("h100-sxm5-80gb")));
        QVERIFY(!servingEngine("tensorrt-llm")->runsOn(*c.gpu("mi300x")));
        QVERIFY(!servingEngine("nonesuch"));
        for (const ServingEngine &e : servingEngines()) {
            QVERIFY2(!e.source.empty() && !e.version.empty(), e.id.c_str());
            QVERIFY2(!e.vendors.empty() && !e.gemmFormats.empty(), e.id.c_str());
        }
        // A smaller batch cap lowers the maximum throughput where the KV cache holds more (here
        // decode is compute-bound from a few hundred sequences on: the cap costs ~9 %).
        ServingSetup s = setup("llama-3-8b", "h100-sxm5-80gb", QuantFormat::FP8);
        s.precision.kv = QuantFormat::FP8;
        s.inputTokens = 128;
        s.outputTokens = 512;
        applyEngineDefaults(s, *servingEngine("tensorrt-llm"));
        const double trt = estimateServing(s).outputTokensPerS;
        s.maxBatch = 256;
        QVERIFY(estimateServing(s).outputTokensPerS < 0.95 * trt);
    }

    /** The draft's own forwards cost time: speculation is not free, a bigger draft costs more,
     *  and an accept length given overrides the acceptance rate. */
    void speculationPaysForItsDraft()
    {
        const Catalog &c = bundledCatalog();
        ServingSetup s = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::BF16, 8, 8);
        s.concurrency = 16;
        const ServingEstimate plain = estimateServing(s);
        QCOMPARE(plain.draftStepS, 0.0);
        s.speculation = Speculation {4, 0.7, std::nullopt, std::nullopt};
        const ServingEstimate head = estimateServing(s);
        QVERIFY(head.draftStepS > 0);
        QVERIFY(qAbs(head.tokensPerStep - (1 - std::pow(0.7, 5)) / 0.3) < 1e-9);
        // What a free draft would give: the verify step alone over the tokens it yields.
        const double free = (head.decodeStepS - head.draftStepS) / head.tokensPerStep;
        QVERIFY(head.tpotS > free);
        QVERIFY(head.tpotS < plain.tpotS); // still worth it at this batch
        ModelSpec eight;
        eight.preset = "llama-3-8b";
        s.speculation->draft = *resolveModel(eight, c);
        const ServingEstimate big = estimateServing(s);
        QVERIFY(big.draftStepS > 3 * head.draftStepS);
        s.speculation->acceptLength = 2.0;
        QCOMPARE(estimateServing(s).tokensPerStep, 2.0);
    }

    /** A cached prefix is not prefilled again and is held once: TTFT falls, more sequences fit,
     *  and a hit rate of 0 changes nothing. */
    void prefixCachingCutsPrefillAndMemory()
    {
        ServingSetup s = setup("llama-3-8b", "h100-sxm5-80gb", QuantFormat::BF16);
        s.inputTokens = 4096;
        s.outputTokens = 256;
        s.concurrency = 8;
        const ServingEstimate none = estimateServing(s);
        s.prefix = PrefixCache {0.0, 3072};
        const ServingEstimate zero = estimateServing(s);
        QCOMPARE(zero.ttftS, none.ttftS);
        QCOMPARE(zero.maxConcurrency, none.maxConcurrency);
        s.prefix = PrefixCache {1.0, 3072};
        const ServingEstimate all = estimateServing(s);
        QCOMPARE(all.prefillTokensPerRequest, 1024.0);
        QVERIFY(all.prefillS < 0.35 * none.prefillS);
        // 4,352 tokens per sequence become 1,280 of its own plus 3,072 held once.
        QVERIFY(all.maxConcurrency > 3 * none.maxConcurrency);
        QVERIFY(all.outputTokensPerS > none.outputTokensPerS);
    }

    /** The simulated tail: the same every run, ordered P50 <= P90 <= P99, near the mean model
     *  at a light load, saturated past the replica's throughput. */
    void theTailIsSimulatedDeterministically()
    {
        ServingSetup s = setup("llama-3-8b", "h100-sxm5-80gb", QuantFormat::FP8);
        s.inputTokens = 1024;
        s.outputTokens = 256;
        s.requestsPerS = 2;
        s.simulateTail = true;
        const ServingEstimate light = estimateServing(s);
        QVERIFY(light.tail && light.tail->requests >= 2000);
        const LatencyPercentiles &t = *light.tail;
        QVERIFY(t.ttftP50 <= t.ttftP90 && t.ttftP90 <= t.ttftP99);
        QVERIFY(t.tpotP50 <= t.tpotP90 && t.tpotP90 <= t.tpotP99);
        QVERIFY(!t.saturated);
        QVERIFY(t.ttftP50 < 2 * light.ttftS && t.ttftP50 > 0.5 * light.prefillS);
        QVERIFY(qAbs(t.tpotP50 / light.tpotS - 1) < 0.25);
        const ServingEstimate again = estimateServing(s);
        QCOMPARE(again.tail->ttftP99, t.ttftP99);
        QCOMPARE(again.tail->tpotP99, t.tpotP99);
        // A heavier load lengthens the tail; past the maximum throughput it saturates.
        const double capacity = light.outputTokensPerS / s.outputTokens; // requests per second
        s.requestsPerS = 0.7 * capacity;
        const ServingEstimate heavy = estimateServing(s);
        QVERIFY(!heavy.tail->saturated);
        QVERIFY(heavy.tail->ttftP99 > t.ttftP99);
        s.requestsPerS = 2 * capacity;
        QVERIFY(estimateServing(s).tail->saturated);
        // Evenly spaced arrivals queue less than Poisson ones at the same rate.
        s.requestsPerS = 0.7 * capacity;
        s.arrival = Arrival::Uniform;
        QVERIFY(estimateServing(s).tail->ttftP99 <= heavy.tail->ttftP99);
    }

    /** A benchmark of N prompts (serve --prompts): every request counted, the queue drained to
     *  the last one, its output rate the replica's at most; per-gap ITL apart from TPOT. */
    void aBenchmarkRunsToItsLastRequest()
    {
        ServingSetup s = setup("llama-3-8b", "h100-sxm5-80gb", QuantFormat::FP8);
        s.inputTokens = 2000;
        s.outputTokens = 200;
        s.simulateTail = true;
        s.requestsPerS = 1;
        const double capacity = estimateServing(s).outputTokensPerS / s.outputTokens;
        // Offered at twice what the replica serves: the steady state saturates, the benchmark
        // ends, its last requests having waited for the queue ahead of them.
        s.requestsPerS = 2 * capacity;
        QVERIFY(estimateServing(s).tail->saturated);
        s.benchmarkPrompts = 1500;
        const ServingEstimate e = estimateServing(s);
        const LatencyPercentiles &t = *e.tail;
        QCOMPARE(t.requests, 1500);
        QVERIFY(!t.saturated);
        QVERIFY(t.benchmarkOutputTokensPerS <= 1.02 * e.outputTokensPerS);
        QVERIFY(t.benchmarkOutputTokensPerS >= 0.8 * e.outputTokensPerS);
        QCOMPARE(t.benchmarkOutputTokensPerS, 1500.0 * s.outputTokens / t.benchmarkS);
        // The last arrivals wait about N / served - N / offered.
        const double queued = 1500 / capacity - 1500 / *s.requestsPerS;
        QVERIFY2(t.ttftP99 > 0.8 * queued && t.ttftP99 < 1.2 * queued,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(t.ttftP99).arg(queued)));
        QVERIFY(t.itlP50 > 0 && t.itlP50 <= t.itlP90 && t.itlP90 <= t.itlP99);
        // A gap that carries another request's prefill is longer than a plain decode step.
        QVERIFY(t.itlP99 > 1.5 * t.itlP50);
        QCOMPARE(estimateServing(s).tail->ttftP99, t.ttftP99);
        // Two replicas take half the prompts each.
        s.gpus = 2;
        s.requestsPerS = 4 * capacity;
        QCOMPARE(estimateServing(s).tail->requests, 750);
        // Closed-loop clients: the benchmark's clients start together and all are counted.
        s.gpus = 1;
        s.requestsPerS.reset();
        s.concurrency = 16;
        s.benchmarkPrompts = 200;
        const ServingEstimate closed = estimateServing(s);
        QCOMPARE(closed.tail->requests, 200);
        QVERIFY(!closed.tail->saturated);
        QVERIFY(closed.tail->benchmarkOutputTokensPerS > 0);
    }

    /** Percentile targets size the replicas by the simulated tail: the number found meets them,
     *  one fewer does not. */
    void percentileTargetsSizeByTheTail()
    {
        ServingSetup s = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::FP8, 4, 4);
        s.inputTokens = 1024;
        s.outputTokens = 256;
        s.requestsPerS = 20;
        s.percentileTargets.ttftP90S = 1.0;
        s.percentileTargets.tpotP99S = 0.030;
        const ServingEstimate e = estimateServing(s);
        QVERIFY(e.replicasNeeded);
        const int n = *e.replicasNeeded;
        QCOMPARE(*e.gpusNeeded, 4 * n);
        auto tailWith = [&](int replicas) {
            ServingSetup r = s;
            r.gpus = 4 * replicas;
            return *estimateServing(r).tail;
        };
        const LatencyPercentiles at = tailWith(n);
        QVERIFY(!at.saturated && at.ttftP90 <= 1.0 && at.tpotP99 <= 0.030);
        if (n > 1) {
            const LatencyPercentiles fewer = tailWith(n - 1);
            QVERIFY(fewer.saturated || fewer.ttftP90 > 1.0 || fewer.tpotP99 > 0.030);
        }
        // A TTFT below one request's own prefill is met by no number of replicas.
        s.percentileTargets.ttftP90S = 0.1 * e.prefillS;
        QVERIFY(!estimateServing(s).replicasNeeded);
    }

    void requestRateBecomesConcurrencyByLittlesLaw()
    {
        ServingSetup s = setup("llama-3-8b", "l40s", QuantFormat::FP8, 4);
        s.inputTokens = 512;
        s.outputTokens = 256;
        s.requestsPerS = 20;
        const ServingEstimate e = estimateServing(s);
        QVERIFY(e.replicasNeeded);
        s.requestsPerS = 80;
        QVERIFY(*estimateServing(s).replicasNeeded >= *e.replicasNeeded);
    }

    void aDesignServesItsWorkloadsOnItsGpus()
    {
        const Catalog &c = bundledCatalog();
        auto loaded = DesignReader::readFile(CL_EXAMPLES "/workstation-4x4090.cluster.json", c);
        QVERIFY(loaded.design);
        Design d = *loaded.design;
        QCOMPARE(d.serving.size(), std::size_t(1));
        const DesignLedger L = evaluateDesign(d, c);
        QCOMPARE(L.serving.size(), std::size_t(1));
        const ServingReport &r = L.serving.front();
        QCOMPARE(r.gpu, std::string("rtx-4090"));
        QCOMPARE(r.gpus, 4);
        QVERIFY(r.estimate && r.estimate->fits);
        QVERIFY(r.usdPerMillionOwned.has_value());
        QCOMPARE(r.dimensions.size(), std::size_t(6)); // no percentile target: no P90/P99 rows
        QVERIFY(!r.curve.empty());
        {
            // Percentile targets: their rows, from the simulated tail, against them.
            Design withSlo = d;
            withSlo.serving.front().ttftP90Ms = 2000;
            withSlo.serving.front().tpotP99Ms = 5; // a P99 no 4090 meets
            const DesignLedger withSloLedger = evaluateDesign(withSlo, c);
            const ServingReport &t = withSloLedger.serving.front();
            QCOMPARE(t.dimensions.size(), std::size_t(8));
            const LedgerRow &p90 = t.dimensions.at("ttft_p90");
            const LedgerRow &p99 = t.dimensions.at("tpot_p99");
            QCOMPARE(*p90.available, 2.0);
            QCOMPARE(*p90.required, t.estimate->tail->ttftP90);
            QCOMPARE(*p99.required, t.estimate->tail->tpotP99);
            QVERIFY(t.estimate->tail->tpotP99 >= t.estimate->tail->tpotP50);
            QVERIFY(*p99.headroom < 0);
        }
        // The same model in BF16 with a long context no longer fits a 24 GB card at TP 1.
        d.serving.front().weights = QuantFormat::BF16;
        d.serving.front().tp = 1;
        d.serving.front().inputTokens = 60000;
        std::set<std::string> codes;
        for (const Diagnostic &x : evaluateDesign(d, c).diagnostics)
            codes.insert(x.code);
        QVERIFY(codes.count("serving.does_not_fit"));
        // An island that is not there is said so.
        d.serving.front().island = "island:nowhere";
        codes.clear();
        for (const Diagnostic &x : evaluateDesign(d, c).diagnostics)
            codes.insert(x.code);
        QVERIFY(codes.count("serving.unknown_island"));
        // And the workloads round-trip through the file.
        const auto back = DesignReader::readText(DesignWriter::toText(d), c);
        QVERIFY(back.design && back.design->serving == d.serving);
    }

    void theCurveRisesToMaximumThroughputWhileLatencyGrows()
    {
        ServingSetup s = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::FP8, 8, 2);
        s.inputTokens = 2048;
        s.outputTokens = 512;
        const ServingEstimate e = estimateServing(s);
        const std::vector<ServingCurvePoint> curve = servingCurve(s, e);
        QVERIFY(curve.size() >= 5);
        QCOMPARE(curve.front().concurrency, double(e.replicas)); // one sequence per replica
        for (std::size_t i = 1; i < curve.size(); ++i) {
            QVERIFY(curve[i].concurrency > curve[i - 1].concurrency);
            QVERIFY(curve[i].outputTokensPerS >= curve[i - 1].outputTokensPerS);
            QVERIFY(curve[i].tpotS >= curve[i - 1].tpotS);
        }
        // The top of the curve is the throughput the estimate reports.
        QCOMPARE(curve.back().outputTokensPerS, e.outputTokensPerS);
        // A model that does not fit has no curve.
        const ServingSetup bf16 = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::BF16);
        QVERIFY(servingCurve(bf16, estimateServing(bf16)).empty());
    }

    void theFiveDimensionsReadAsServingFigures()
    {
        ServingSetup s = setup("llama-3-70b", "h100-sxm5-80gb", QuantFormat::FP8, 8, 2);
        s.inputTokens = 2048;
        s.outputTokens = 512;
        s.tpotTargetS = 0.05;
        const ServingEstimate max = estimateServing(s);
        const auto rows = servingDimensions(s, max, {s.profile, std::nullopt}, 1400.0);
        for (const char *key : {"compute", "memory", "bandwidth", "energy", "ttft", "tpot"})
            QVERIFY2(rows.count(key), key);
        // At maximum throughput the KV cache is full: memory within the card, under 10 % spare.
        const LedgerRow &memory = rows.at("memory");
        QCOMPARE(*memory.available, s.gpu->memoryBytes);
        QVERIFY(*memory.headroom >= 0 && *memory.headroom < 0.1);
        // The decode never draws more HBM bandwidth than the card gives at the TPOT estimated.
        ServingSetup open = s;
        open.tpotTargetS.reset();
        const auto drawn = servingDimensions(open, estimateServing(open), {s.profile, {}}, 1400.0);
        QVERIFY(*drawn.at("bandwidth").required <= *drawn.at("bandwidth").available);
        // Latency: the TPOT row says whether the target is met, and by how much.
        const LedgerRow &tpot = rows.at("tpot");
        QCOMPARE(*tpot.required, max.tpotS);
        QCOMPARE(*tpot.available, 0.05);
        QCOMPARE(*tpot.headroom >= 0, max.tpotS <= 0.05);
        QVERIFY(!rows.at("ttft").available); // no TTFT target, no headroom
        // Energy per million tokens: a light load costs more per token than a full replica.
        s.concurrency = 8;
        const ServingEstimate light = estimateServing(s);
        const auto lightRows = servingDimensions(s, light, {s.profile, {}}, 1400.0);
        QVERIFY(*lightRows.at("energy").required > *lightRows.at("energy").available);
        QCOMPARE(*lightRows.at("energy").available, 1400.0 * 8 / max.outputTokensPerS * 1e6);
        // A trickle of requests (under one sequence per replica) idles the GPUs: energy per token
        // rises further, and the curve's working point makes only that share of tokens.
        ServingSetup trickle = s;
        trickle.concurrency.reset();
        trickle.requestsPerS = 0.01;
        const ServingEstimate idle = estimateServing(trickle);
        QVERIFY(idle.concurrencyUsed < 1);
        const auto idleRows = servingDimensions(trickle, idle, {s.profile, {}}, 1400.0);
        QVERIFY(*idleRows.at("energy").required > *lightRows.at("energy").required);
        // The working point makes what arrives: 0.01 requests/s x 512 tokens (Little's law).
        const auto curve = servingCurve(trickle, idle);
        const auto at = std::find_if(curve.begin(), curve.end(), [&](const ServingCurvePoint &p) {
            return std::abs(p.concurrency - idle.concurrencyUsed * idle.replicas) < 1e-9;
        });
        QVERIFY(at != curve.end());
        QVERIFY2(std::abs(at->outputTokensPerS / (0.01 * 512) - 1) < 0.2,
                 qPrintable(QString::number(at->outputTokensPerS)));
        // Prefill compute: the request rate times each request's prefill, against 8 GPUs' GEMMs.
        const LedgerRow &prefill = lightRows.at("compute");
        QCOMPARE(*prefill.available, 8 * servingGemmRate(s));
        const double rate = 8 / (light.ttftS + 512 * light.tpotS);
        QVERIFY(qAbs(*prefill.required / (rate * prefillFlopsPerRequest(s)) - 1) < 1e-9);
        // A calibrated profile fills the calibrated column.
        EfficiencyProfile measured = s.profile;
        measured.hbm *= 0.9;
        const auto calibrated = servingDimensions(s, light, {s.profile, measured}, 1400.0);
        QCOMPARE(*calibrated.at("bandwidth").calibrated,
                 0.9 * *calibrated.at("bandwidth").available);
    }

    /** A served model's load curve (format 16) reaches the ledger: the tail pooled over the
     *  day beside the peak hour's, and `load_curve_tail` in evaluate's JSON; flat, none. */
    void theDaysTailIsInTheLedger()
    {
        const Catalog &c = bundledCatalog();
        auto loaded = DesignReader::readFile(CL_EXAMPLES "/lab-portfolio.cluster.json", c);
        QVERIFY(loaded.design);
        Design d = *loaded.design;
        QCOMPARE(d.serving.front().loadCurve.size(), std::size_t(24));
        const DesignLedger L = evaluateDesign(d, c);
        const ServingEstimate &e = *L.serving.front().estimate;
        QVERIFY(e.tail && e.tailOverCurve);
        // The quiet hours pull the day's tail under the peak hour's.
        QVERIFY(e.tailOverCurve->ttftP90 < e.tail->ttftP90);
        const auto json = ledgerToJson(L, d)["serving"][0]["load_curve_tail"];
        QCOMPARE(json["hours"].get<int>(), 24);
        QCOMPARE(json["ttft_s_p90"].get<double>(), e.tailOverCurve->ttftP90);
        d.serving.front().loadCurve.clear();
        const DesignLedger flat = evaluateDesign(d, c);
        QVERIFY(!flat.serving.front().estimate->tailOverCurve);
        QVERIFY(ledgerToJson(flat, d)["serving"][0]["load_curve_tail"].is_null());
    }

    void ownedCostPerMillionTokensFromTheCatalog()
    {
        const Catalog &c = bundledCatalog();
        const auto h100 = ownedUsdPerGpuHour(c, *c.gpu("h100-sxm5-80gb"), {});
        const auto rtx = ownedUsdPerGpuHour(c, *c.gpu("rtx-4090"), {});
        QVERIFY(h100 && rtx);
        QVERIFY(*h100 > *rtx); // the bandwidth-per-yuan argument starts here
        QCOMPARE(usdPerMillionTokens(3.6, 1000), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestServing)
#include "tst_serving.moc"
