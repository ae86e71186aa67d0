// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingmodel.h"

#include "catalog/catalogentries.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

// Four serving constants, chosen on the fit half of docs/accuracy/serving-runs.json only (a grid
// over them, scored by median + a quarter of the worst error of the fit runs). The model's form
// (a per-sequence host cost, prefill chunks sharing the all-reduce latency) was settled with both
// halves printed: docs/accuracy.md, "Serving", says so.
/** Host time per decode step the GPUs do not hide (scheduling, sampling, CUDA-graph launch). */
constexpr double kStepOverheadS = 1.0e-3;
/** Host time per sequence in the batch per step (the scheduler's and sampler's per-request work).
 */
constexpr double kPerSequenceS = 4.0e-6;
/** One TP all-reduce's fixed latency (NCCL or the engine's custom all-reduce, 2-8 GPUs). */
constexpr double kAllReduceLatencyS = 40e-6;
/** Decode GEMMs (skinny: batch x weights) reach this share of the profile's training GEMM rate. */
constexpr double kDecodeGemm = 0.6;

double headDim(const Architecture &a)
{
    return a.heads > 0 ? double(a.hidden) / a.heads : 0.0;
}

/** Attention FLOPs of one token against `context` earlier ones: QKᵀ and AV, 2·h·d each. */
double attentionFlopsPerToken(const Architecture &a, double context)
{
    return 4.0 * a.layers * a.heads * headDim(a) * context;
}

/** Weights one decode step reads: all of a dense model; for MoE the dense part and the experts
 *  that at least one of the batch's tokens is routed to. */
double weightBytesReadPerStep(const ServingSetup &s, double tokens)
{
    const ModelShape &m = s.shape;
    const double all = weightBytes(m, s.precision.weights);
    const Architecture &a = m.arch;
    if (!a.isMoe() || m.parameters <= m.activeParameters)
        return all;
    const int moeLayers = a.layers - a.denseLayers;
    const double expertParams = moeLayers * ffnParameters(a, a.moeFfn > 0 ? a.moeFfn : a.ffn);
    const double routed = expertParams * a.experts;
    const double touched = 1.0 - std::pow(1.0 - double(a.topK) / a.experts, tokens);
    return all - routed * bytesPerValue(s.precision.weights) * (1.0 - touched);
}

/** One direction of the server's GPU-to-GPU links, as NCCL achieves it. */
double scaleUpRate(const ServingSetup &s)
{
    const double link = s.gpu->scaleUpBytesPerS > 0 ? s.gpu->scaleUpBytesPerS
                                                    : 2.0 * 32e9; // PCIe 4 x16, both ways
    return link / 2.0 * s.profile.scaleUp;
}

/** The TP all-reduces of `tokens` tokens through `layers` layers (two per layer); `latencyShare`
 *  of each call's fixed latency is this work's (prefills batched into one chunk share it). */
double tensorParallelS(const ServingSetup &s, double tokens, double layers,
                       double latencyShare = 1.0)
{
    if (s.tp <= 1)
        return 0.0;
    const double message = tokens * s.shape.arch.hidden * bytesPerValue(s.precision.activations);
    const double ring = 2.0 * (s.tp - 1) / s.tp * message / scaleUpRate(s);
    return 2.0 * layers * (kAllReduceLatencyS * latencyShare + ring);
}

double speculatedTokensPerStep(const ServingSetup &s)
{
    if (!s.speculation || s.speculation->draftTokens <= 0)
        return 1.0;
    const double a = std::clamp(s.speculation->acceptance, 0.0, 0.999);
    return (1.0 - std::pow(a, s.speculation->draftTokens + 1)) / (1.0 - a);
}

} // namespace

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

double kvCacheBatch(const ServingSetup &s, const ServingEstimate &m)
{
    return std::floor(m.kvCapacityTokens / averageContextTokens(s));
}

double largestBatch(const ServingSetup &s, const ServingEstimate &m)
{
    return std::max(1.0, std::min<double>(s.maxBatch, kvCacheBatch(s, m)));
}

double prefillFlopsPerRequest(const ServingSetup &s)
{
    const double in = s.inputTokens;
    return 2.0 * s.shape.activeParameters * in
           + 0.5 * attentionFlopsPerToken(s.shape.arch, in) * in;
}

double decodeBytesPerStepPerGpu(const ServingSetup &s, const ServingEstimate &m, double concurrency)
{
    const double perSeq = speculatedTokensPerStep(s) > 1.0 ? s.speculation->draftTokens + 1 : 1;
    const double stageTokens = std::max(1.0, std::max(1.0, concurrency) / s.pp) * perSeq;
    return weightBytesReadPerStep(s, stageTokens) / (s.tp * double(s.pp))
           + stageTokens * averageContextTokens(s) * kvBytesPerTokenPerGpu(s, m.kvBytesPerToken);
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

double kvBytesPerTokenPerGpu(const ServingSetup &s, double kvPerToken)
{
    const int split = s.mla ? 1 : std::max(1, std::min(s.tp, s.shape.arch.kvHeads));
    return kvPerToken / (s.pp * double(split));
}

ReplicaTiming replicaTiming(const ServingSetup &s, const ServingEstimate &m, double concurrency)
{
    ReplicaTiming t;
    const Architecture &a = s.shape.arch;
    const double batch = std::max(1.0, concurrency);
    const double perSeq = speculatedTokensPerStep(s) > 1.0 ? s.speculation->draftTokens + 1 : 1;
    const double context = averageContextTokens(s);
    const double micro = std::max(1.0, batch / s.pp); // sequences per pipeline stage
    const double stageTokens = micro * perSeq;
    const double gpusPerStage = s.tp;
    const double memS = decodeBytesPerStepPerGpu(s, m, batch) / servingHbmRate(s);
    const double stageFlops = (2.0 * s.shape.activeParameters + attentionFlopsPerToken(a, context))
                              * stageTokens / (gpusPerStage * s.pp);
    const double computeS = stageFlops / (servingGemmRate(s) * kDecodeGemm);
    const double commS = tensorParallelS(s, stageTokens, double(a.layers) / s.pp);
    t.computeBound = computeS > memS;
    t.interconnectBound = commS > std::max(memS, computeS);
    t.decodeStepS
        = s.pp * (std::max(memS, computeS) + commS) + kStepOverheadS + kPerSequenceS * batch;

    const double in = s.inputTokens;
    const double prefillFlops = prefillFlopsPerRequest(s);
    const double prefillComm = tensorParallelS(s, in, a.layers);
    t.prefillS = prefillFlops / (s.tp * servingGemmRate(s)) + prefillComm;
    // Between decode steps the engine prefills several short prompts in one chunk of up to
    // 8,192 tokens: they share each all-reduce's latency.
    const double chunkShare = std::min(1.0, in / double(kPrefillChunkTokens));
    const double prefillShare = prefillFlops / (s.tp * double(s.pp) * servingGemmRate(s))
                                + tensorParallelS(s, in, a.layers, chunkShare) / s.pp;
    // Continuous batching in steady state: every decode step, batch/output requests finish and
    // as many new ones are prefilled in between the steps.
    const double tokensPerStep = speculatedTokensPerStep(s);
    t.cycleS = t.decodeStepS + batch * tokensPerStep / s.outputTokens * prefillShare;
    t.outputTokensPerS = batch * tokensPerStep / t.cycleS;
    t.tpotS = t.cycleS / tokensPerStep;
    t.ttftS = t.prefillS + t.cycleS / 2.0;
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
