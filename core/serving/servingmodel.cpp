// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingmodel.h"

#include "catalog/catalogentries.h"
#include "engine/attentionspan.h"
#include "servingdetail.h"
#include "servingengine.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

double headDim(const Architecture &a)
{
    return a.headSize();
}

} // namespace

namespace detail {

double attentionFlopsPerToken(const Architecture &a, double context)
{
    return 4.0 * a.layers * a.heads * headDim(a) * attendedKeys(a, context);
}

double decodeAttentionFlopsPerToken(const ServingSetup &s, double context)
{
    if (!s.mla || s.mla->kvLoraRank <= 0)
        return attentionFlopsPerToken(s.shape.arch, context);
    const Architecture &a = s.shape.arch;
    return 2.0 * (2.0 * s.mla->kvLoraRank + s.mla->ropeHeadDim) * a.heads * a.layers
           * attendedKeys(a, context);
}

double weightBytesReadPerStep(const ModelShape &m, QuantFormat weights, double tokens)
{
    const double all = weightBytes(m, weights);
    const Architecture &a = m.arch;
    if (!a.isMoe() || m.parameters <= m.activeParameters)
        return all;
    const double routed = routedExpertParameters(a);
    const double touched = 1.0 - std::pow(1.0 - double(a.topK) / a.experts, tokens);
    return all - routed * bytesPerValue(weights) * (1.0 - touched);
}

double scaleUpRate(const ServingSetup &s)
{
    const double link = s.gpu->scaleUpBytesPerS > 0 ? s.gpu->scaleUpBytesPerS
                                                    : 2.0 * 32e9; // PCIe 4 x16, both ways
    return link / 2.0 * s.profile.scaleUp;
}

double verifiedTokensPerStep(const ServingSetup &s)
{
    return s.speculation && s.speculation->draftTokens > 0 ? s.speculation->draftTokens + 1.0 : 1.0;
}

double tensorParallelS(const ServingSetup &s, double tokens, double layers, double latencyShare)
{
    if (s.tp <= 1)
        return 0.0;
    const double message = tokens * s.shape.arch.hidden * bytesPerValue(s.precision.activations);
    const double ring = 2.0 * (s.tp - 1) / s.tp * message / scaleUpRate(s);
    return 2.0 * layers * (engineOf(s).allReduceLatencyOn(*s.gpu) * latencyShare + ring);
}

} // namespace detail

using namespace detail;

namespace {

bool speculates(const ServingSetup &s)
{
    return s.speculation && s.speculation->draftTokens > 0;
}

} // namespace

const ServingEngine &engineOf(const ServingSetup &s)
{
    return s.engine ? *s.engine : *servingEngine("tensorrt-llm");
}

void applyEngineDefaults(ServingSetup &s, const ServingEngine &engine)
{
    s.engine = &engine;
    if (s.gpu) {
        s.maxBatch = engine.maxBatchFor(*s.gpu);
        s.prefillChunkTokens = engine.prefillChunkFor(*s.gpu);
    }
}

double tokensPerDecodeStep(const ServingSetup &s)
{
    if (!speculates(s))
        return 1.0;
    const int k = s.speculation->draftTokens;
    if (s.speculation->acceptLength)
        return std::clamp(*s.speculation->acceptLength, 1.0, k + 1.0);
    const double a = std::clamp(s.speculation->acceptance, 0.0, 0.999);
    return (1.0 - std::pow(a, k + 1)) / (1.0 - a);
}

ModelShape draftShape(const ServingSetup &s)
{
    if (s.speculation && s.speculation->draft)
        return *s.speculation->draft;
    Architecture one = s.shape.arch;
    one.layers = 1;
    // EAGLE / MTP heads attend over the whole context (a one-layer stack of local layers would
    // be no draft head of any published kind).
    one.localAttention = LocalAttention::None;
    one.attentionWindow = one.fullAttentionEvery = 0;
    one.denseLayers = std::min(one.denseLayers, 1);
    return shapeFromArchitecture(one, "one-layer draft head on the target (EAGLE / MTP)");
}

double draftStepSeconds(const ServingSetup &s, double batch)
{
    if (!speculates(s))
        return 0.0;
    // Each of the k draft forwards is a decode step of the draft at the batch, TP-sharded as the
    // target, captured in the same CUDA graph (no scheduler turn of its own): its weights and KV
    // cache against HBM, or its GEMMs, whichever is slower, and its layers' all-reduces.
    const ModelShape d = draftShape(s);
    const double b = std::max(1.0, batch);
    const double kvPerToken = kvBytesPerToken(d, std::nullopt, s.precision.kv)
                              / std::max(1, std::min(s.tp, std::max(1, d.arch.kvHeads)));
    const double memS
        = (weightBytesReadPerStep(d, s.precision.weights, b) / s.tp
           + b * readKvTokens(d.arch, averageContextTokens(s), bytesPerValue(s.precision.kv))
                 * kvPerToken)
          / servingHbmRate(s);
    const double flops
        = (2.0 * d.activeParameters + attentionFlopsPerToken(d.arch, averageContextTokens(s))) * b
          / s.tp;
    const double computeS = flops / (servingGemmRate(s) * engineOf(s).decodeGemmOn(*s.gpu));
    return s.speculation->draftTokens
           * (std::max(memS, computeS) + tensorParallelS(s, b, d.arch.layers));
}

double servingGemmRate(const ServingSetup &s)
{
    const NumberFormat f = gemmFormat(s.precision.activations);
    const auto peak = rateOf(s.gpu->peakDense, f);
    const auto bf16 = rateOf(s.gpu->peakDense, NumberFormat::BF16);
    const auto fp16 = rateOf(s.gpu->peakDense, NumberFormat::FP16);
    const double rate = peak ? *peak : bf16 ? *bf16 : fp16.value_or(0);
    return rate * s.profile.gemmFraction(peak ? f : NumberFormat::BF16);
}

double servingHbmRate(const ServingSetup &s)
{
    return s.gpu->memoryBandwidthBytesPerS * s.profile.hbm;
}

double averageContextTokens(const ServingSetup &s)
{
    return s.inputTokens + s.outputTokens / 2.0;
}

/** The expected cached prefix of a request, in tokens. */
static double cachedPrefixTokens(const ServingSetup &s)
{
    if (!s.prefix || s.prefix->sharedTokens <= 0)
        return 0.0;
    return std::clamp(s.prefix->hitRate, 0.0, 1.0)
           * std::min(s.prefix->sharedTokens, s.inputTokens);
}

double heldKvTokens(const ServingSetup &s, double context)
{
    return cl::heldKvTokens(s.shape.arch, context, bytesPerValue(s.precision.kv));
}

double residentKvTokens(const ServingSetup &s)
{
    const double shared = fullAttentionShare(s.shape.arch) * cachedPrefixTokens(s);
    return std::max(1.0, heldKvTokens(s, averageContextTokens(s)) - shared);
}

double sharedPrefixHeld(const ServingSetup &s)
{
    return cachedPrefixTokens(s) > 0
               ? fullAttentionShare(s.shape.arch) * std::min(s.prefix->sharedTokens, s.inputTokens)
               : 0.0;
}

double prefillTokens(const ServingSetup &s)
{
    // The first token is always computed, even on a full hit (vLLM and SGLang recompute it).
    return std::max(1.0, s.inputTokens - cachedPrefixTokens(s));
}

double kvCacheBatch(const ServingSetup &s, const ServingEstimate &m)
{
    return std::floor(m.kvCapacityTokens / residentKvTokens(s));
}

double largestBatch(const ServingSetup &s, const ServingEstimate &m)
{
    return std::max(1.0, std::min(batchLimit(s), kvCacheBatch(s, m)));
}

double prefillFlopsPerRequest(const ServingSetup &s)
{
    // The new tokens' GEMMs, and their causal attention against the context (the cached prefix
    // included): positions cached..in, each against the keys before it it attends.
    const double in = s.inputTokens, cached = in - prefillTokens(s);
    const Architecture &a = s.shape.arch;
    return 2.0 * s.shape.activeParameters * (in - cached)
           + 4.0 * a.layers * a.heads * headDim(a) * attendedKeysOver(a, cached, in);
}

double decodeBytesPerStepPerGpu(const ServingSetup &s, const ServingEstimate &m, double concurrency)
{
    if (expertParallel(s)) // the busiest rank's GPU: dense weights, local experts, its KV cache
        return expertDecodeStep(s, concurrency).memoryS * servingHbmRate(s);
    // Paged attention reads every sequence's whole context, the shared prefix's blocks included.
    const double stageTokens
        = std::max(1.0, std::max(1.0, concurrency) / s.pp) * verifiedTokensPerStep(s);
    return weightBytesReadPerStep(s.shape, s.precision.weights, stageTokens) / (s.tp * double(s.pp))
           + stageTokens
                 * readKvTokens(s.shape.arch, averageContextTokens(s),
                                bytesPerValue(s.precision.kv))
                 * kvBytesPerTokenPerGpu(s, m.kvBytesPerToken);
}

double kvBytesPerToken(const ModelShape &shape, const std::optional<LatentAttention> &mla,
                       QuantFormat kv)
{
    const Architecture &a = shape.arch;
    if (mla && mla->kvLoraRank > 0)
        return double(mla->kvLoraRank + mla->ropeHeadDim) * a.layers * bytesPerValue(kv);
    return 2.0 * a.layers * a.kvHeads * headDim(a) * bytesPerValue(kv);
}

double weightBytes(const ModelShape &shape, QuantFormat weights)
{
    return shape.parameters * bytesPerValue(weights);
}

int replicaGpus(const ServingSetup &s)
{
    return expertParallel(s) ? s.expert->ep : s.tp * s.pp;
}

double dataParallelRanks(const ServingSetup &s)
{
    return expertParallel(s) ? double(s.expert->ep) / s.tp : 1.0;
}

double batchLimit(const ServingSetup &s)
{
    return double(s.maxBatch) * dataParallelRanks(s);
}

bool expertParallel(const ServingSetup &s)
{
    return s.expert && s.expert->ep > 1 && s.shape.arch.isMoe();
}

double routedExpertParameters(const Architecture &a)
{
    if (!a.isMoe())
        return 0.0;
    return double(a.layers - a.denseLayers) * ffnParameters(a, a.moeFfn > 0 ? a.moeFfn : a.ffn)
           * a.experts;
}

double weightBytesPerGpu(const ServingSetup &s)
{
    const double all = weightBytes(s.shape, s.precision.weights);
    if (!expertParallel(s))
        return all / (s.tp * double(s.pp));
    const Architecture &a = s.shape.arch;
    const double routed = routedExpertParameters(a) * bytesPerValue(s.precision.weights);
    const double copies = double(a.experts + std::max(0, s.expert->redundantExperts)) / a.experts;
    return (all - routed) / s.tp + routed * copies / s.expert->ep;
}

double kvBytesPerTokenPerGpu(const ServingSetup &s, double kvPerToken)
{
    const int split = s.mla ? 1 : std::max(1, std::min(s.tp, s.shape.arch.kvHeads));
    return kvPerToken / (s.pp * double(split));
}

ReplicaTiming replicaTiming(const ServingSetup &s, const ServingEstimate &m, double concurrency)
{
    ReplicaTiming t;
    const Architecture &a = s.shape.arch;
    const ServingEngine &engine = engineOf(s);
    const double batch = std::max(1.0, concurrency);
    const double context = averageContextTokens(s);
    const double in = prefillTokens(s);
    double prefillShare = 0;
    if (expertParallel(s)) {
        // One instance: each DP rank decodes its share of the batch and prefills its own
        // requests; the busiest rank and the all-to-all set the step.
        const ExpertStep step = expertDecodeStep(s, batch);
        const double ranks = dataParallelRanks(s);
        t.computeBound = step.computeS > step.memoryS;
        t.interconnectBound = step.dispatchCombineS > std::max(step.memoryS, step.computeS);
        t.decodeStepS = step.stepS + draftStepSeconds(s, batch / ranks);
        t.prefillS = expertPrefillSeconds(s, in);
        prefillShare = t.prefillS / ranks;
    } else {
        const double micro = std::max(1.0, batch / s.pp); // sequences per pipeline stage
        const double stageTokens = micro * verifiedTokensPerStep(s);
        const double gpusPerStage = s.tp;
        const double memS = decodeBytesPerStepPerGpu(s, m, batch) / servingHbmRate(s);
        const double stageFlops
            = (2.0 * s.shape.activeParameters + decodeAttentionFlopsPerToken(s, context))
              * stageTokens / (gpusPerStage * s.pp);
        const double computeS = stageFlops / (servingGemmRate(s) * engine.decodeGemmOn(*s.gpu));
        const double commS = tensorParallelS(s, stageTokens, double(a.layers) / s.pp);
        t.computeBound = computeS > memS;
        t.interconnectBound = commS > std::max(memS, computeS);
        t.decodeStepS = s.pp * (std::max(memS, computeS) + commS) + draftStepSeconds(s, batch)
                        + engine.stepOverheadS + engine.perSequenceS * batch;

        const double prefillFlops = prefillFlopsPerRequest(s);
        const double prefillComm = tensorParallelS(s, in, a.layers);
        t.prefillS = prefillFlops / (s.tp * servingGemmRate(s)) + prefillComm;
        // Between decode steps the engine prefills several short prompts in one chunk of up to
        // its token budget: they share each all-reduce's latency.
        const double chunkShare = std::min(1.0, in / double(std::max(1, s.prefillChunkTokens)));
        prefillShare = prefillFlops / (s.tp * double(s.pp) * servingGemmRate(s))
                       + tensorParallelS(s, in, a.layers, chunkShare) / s.pp;
    }
    // A disaggregated decode pool prefills nothing: its prompts arrive as KV caches.
    if (s.decodeOnly)
        prefillShare = 0;
    // Continuous batching in steady state: every decode step, batch/output requests finish and
    // as many new ones are prefilled in between the steps.
    const double tokensPerStep = tokensPerDecodeStep(s);
    t.cycleS = t.decodeStepS + batch * tokensPerStep / s.outputTokens * prefillShare;
    t.outputTokensPerS = batch * tokensPerStep / t.cycleS;
    t.tpotS = t.cycleS / tokensPerStep;
    // A decode pool's first token comes with its prompt's KV cache: the wait for its first step.
    t.ttftS = (s.decodeOnly ? 0.0 : t.prefillS) + t.cycleS / 2.0;
    if (concurrency > m.maxConcurrency && m.maxConcurrency > 0) {
        // Beyond what fits, requests queue: Little's law on the queue's share.
        const double served = m.maxConcurrency;
        const ReplicaTiming full = replicaTiming(s, m, served);
        const double requestRate = full.outputTokensPerS / s.outputTokens;
        t = full;
        t.ttftS = full.ttftS + (concurrency - served) / requestRate;
    }
    return t;
}

} // namespace cl
