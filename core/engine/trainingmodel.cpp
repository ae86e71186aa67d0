// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingmodel.h"

#include "activations.h"
#include "attentionspan.h"
#include "catalog/catalogentries.h"
#include "datafeed.h"
#include "errorband.h"
#include "flops.h"
#include "gemmshape.h"
#include "modelshape.h"
#include "modelstates.h"
#include "softwarestack.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>

namespace cl {

double ringTime(double bytes, int n, double bandwidth, double latency, double factor)
{
    if (n <= 1 || bytes <= 0)
        return 0;
    if (bandwidth <= 0)
        return std::numeric_limits<double>::infinity();
    return factor * (n - 1.0) / n * bytes / bandwidth + (n - 1.0) * latency;
}

namespace {

constexpr double kRuntimeOverheadBytes = 1.5 * 1024 * 1024 * 1024; // CUDA context + NCCL buffers
constexpr double kFragmentation = 0.10; // allocator fragmentation, ENGINE.md §3.2
// FlashAttention-class kernels reach about 3/4 of the GEMM rate on the same card (FA2 paper).
constexpr double kAttentionVsGemm = 0.75;
// QLoRA dequantises 4-bit weights before each GEMM (bitsandbytes): about a third slower.
constexpr double kQloraGemmPenalty = 0.7;

double activationBytesPerValue(Precision p)
{
    return p == Precision::FP32 || p == Precision::TF32 ? 4.0 : 2.0;
}

/**
 * Hierarchical all-reduce over `ranks` of which `local` share a server (ENGINE.md §2.6):
 * reduce-scatter + all-gather on NVLink, then a ring over servers for each GPU's 1/local shard,
 * all rails at once. `volume` is 1 for an all-reduce, 0.5 for a reduce-scatter or an all-gather.
 */
double hierarchicalAllReduce(double bytes, int ranks, int local, const ClusterSpec &c,
                             double volume = 1.0)
{
    if (ranks <= 1)
        return 0;
    local = std::clamp(local, 1, ranks);
    const int nodes = (ranks + local - 1) / local;
    // NCCL pipelines the phases chunk by chunk: the slower tier bounds the time, and each tier
    // still pays its latency. (Adding the two phases' bandwidth terms predicted 240 GB/s bus
    // bandwidth for 2 x 8 H100 on NDR where nccl-tests measure ~370: nccl-tests#212, nccl#812.)
    const double inside = ringTime(bytes, local, c.effectiveScaleUp(), 0, 2.0 * volume);
    const double across
        = nodes > 1 ? ringTime(bytes / local, nodes, c.effectiveNetwork(), 0, 2.0 * volume) : 0;
    const double latency
        = (local - 1.0) * c.scaleUpLatencyS + (nodes > 1 ? (nodes - 1.0) * c.networkLatencyS : 0);
    return std::max(inside, across) + latency;
}

/**
 * What `comm` seconds of communication cost when the stack hides up to `share` of them behind
 * `window` seconds of compute running at the same time: the hidden part still pays the overlap
 * tax (EfficiencyProfile::overlapTax), and what the window cannot hold is exposed. Overlap never
 * hides more than the compute that exists (pipeline sends over 1 GbE do not vanish behind a shorter
 * micro-batch).
 */
double exposedAfterOverlap(double comm, double share, double window, double tax)
{
    const double hidden = std::min(comm * std::clamp(share, 0.0, 1.0), std::max(0.0, window));
    return comm - hidden + tax * hidden;
}

/**
 * The slowest of `gpus` ranks, each with a step of `step` seconds and exponential-tailed jitter
 * of relative scale `jitter`, lags the mean by jitter x step x (H_N - 1): the expected maximum of
 * N exponentials is H_N times their scale (H_N the N-th harmonic number). One GPU waits for none.
 */
double stragglerWait(double step, int gpus, double jitter)
{
    if (gpus <= 1 || jitter <= 0 || !std::isfinite(step))
        return 0;
    // H_N ~ ln N + gamma + 1/(2N) - 1/(12 N^2): within 0.001 of the sum from N = 2 on, and no
    // loop over the GPUs in the planner's inner loop.
    const double n = gpus;
    const double harmonicLess1
        = std::log(n) + 0.5772156649 + 1.0 / (2.0 * n) - 1.0 / (12.0 * n * n) - 1.0;
    return jitter * step * harmonicLess1;
}

} // namespace

double matmulPeak(const ClusterSpec &c, Precision precision)
{
    const NumberFormat f = matmulFormat(precision);
    if (auto r = rateOf(c.gpu->peakDense, f))
        return *r;
    // A card without the format runs it emulated at the next wider one (FP8 -> BF16 -> FP16 ->
    // FP32).
    for (NumberFormat fallback : {NumberFormat::BF16, NumberFormat::FP16, NumberFormat::FP32}) {
        if (auto r = rateOf(c.gpu->peakDense, fallback))
            return *r;
    }
    return 0;
}

namespace {

/** What every part of one step shares: the job, the cluster, the layout and their derived sizes. */
struct StepContext
{
    const TrainingJob &job;
    const ClusterSpec &c;
    const ParallelLayout &L;
    const Architecture &a;
    int m = 0; ///< micro-batches per step
    double s = 0, sLocal = 0, h = 0, actBytes = 0, stageLayers = 0, tokensMb = 0, hbm = 0;
    bool lastStageExtras = true; ///< the logits and the loss run on this stage
    double firstStageLayers = 0; ///< the first stage's layers (fewer with uneven stages)
    bool adapters = false;
    /** FlashAttention runs: the stack has it and the math is 16-bit or FP8 (its kernels have no
     *  FP32 or TF32 path, so FP32 training computes and stores the whole score square). */
    bool flash = false;
};

/** Why the layout is impossible for this job and cluster, as a code (cltext words it), or null. */
const char *layoutProblem(const TrainingJob &job, const ClusterSpec &c, const ParallelLayout &L)
{
    const Architecture &a = job.shape.arch;
    const int t = L.tp, p = L.pp, cp = L.cp, v = L.interleave, b = L.microBatch;
    // Products in 64 bits: each degree is bounded on input (limits.h), their product is not.
    if (std::int64_t(t) * p * cp * L.dp != c.gpus)
        return "layout.gpu_count";
    if (a.heads % t != 0 || (a.kvHeads % t != 0 && t % a.kvHeads != 0))
        return "layout.tp_heads";
    if (p > a.layers)
        return "layout.pp_layers";
    if (job.sequenceLength % cp != 0)
        return "layout.cp_sequence";
    if (L.ep > 1 && (!a.isMoe() || a.experts % L.ep != 0 || L.ep > std::int64_t(L.dp) * cp))
        return "layout.ep_experts";
    const std::int64_t samplesPerMicroStep = std::int64_t(L.dp) * b;
    if (samplesPerMicroStep > job.globalBatch || job.globalBatch % samplesPerMicroStep != 0)
        return "layout.batch_split";
    const std::int64_t m = job.globalBatch / samplesPerMicroStep;
    if (v > 1 && (p == 1 || m % p != 0 || std::ceil(double(a.layers) / p) < v))
        return "layout.interleave";
    if (L.sp && t == 1)
        return "layout.sp_needs_tp";
    if (L.shardGroup > 0
        && (L.zero < 3 || L.shardGroup >= std::int64_t(L.dp) * cp
            || (std::int64_t(L.dp) * cp) % L.shardGroup != 0))
        return "layout.shard_group";
    if (L.unevenStages && (p < 2 || std::ceil(double(a.layers + 2) / p) < 2))
        return "layout.uneven_stages";
    // The stack must have what the layout uses (a bare generation profile: no limit).
    if (stackLacks(c.profile.stackFeatures, L, job.precision))
        return "layout.stack_lacks";
    return nullptr;
}

/** Forward, backward and recompute time of one micro-batch on the slowest stage. */
struct MicroBatchTime
{
    double fwd = 0, bwd = 0, recompute = 0, attnFwd = 0;
    double total() const { return fwd + bwd + recompute; }
};

std::optional<MicroBatchTime> microBatchTime(const StepContext &x)
{
    const TrainingJob &job = x.job;
    const ClusterSpec &c = x.c;
    const ParallelLayout &L = x.L;
    const Architecture &a = x.a;
    const int t = L.tp, b = L.microBatch;
    const double s = x.s, sLocal = x.sLocal, h = x.h, actBytes = x.actBytes;
    const double stageLayers = x.stageLayers, tokensMb = x.tokensMb, hbm = x.hbm;
    const double layerParams = (job.shape.activeParameters - job.shape.embeddingParameters - h)
                               / a.layers; // active, norms included (tiny)
    // MoE: the busiest expert rank sets the pace: a capacity factor pads every expert to c x its
    // balanced share, dropless routing gives the most loaded rank max/mean of it.
    double moeExtraParams = 0;
    if (a.isMoe() && job.moeLoadFactor > 1.0) {
        const double moeShare = double(a.layers - a.denseLayers) / a.layers;
        moeExtraParams = (job.moeLoadFactor - 1.0) * moeShare * a.topK
                         * ffnParameters(a, a.moeFfn > 0 ? a.moeFfn : a.ffn);
    }
    const double gemmFlopsFwdPerToken = 2.0 * (layerParams + moeExtraParams) * stageLayers / t;
    // Causal FlashAttention skips the masked half of the score square; older stacks computed the
    // whole square and masked it (MFU still counts the whole square, as eq. 7 does).
    // Local layers attend their window, chunk or state (attentionspan.h) with FlashAttention;
    // without it, the masked square is computed whole.
    const double keysPerQuery = x.flash ? attendedKeysOver(a, 0.0, s) / s : s;
    const double attnFlopsFwdPerToken = 4.0 * keysPerQuery * a.queryWidth() * stageLayers / t;
    const double logitFlopsFwdPerToken
        = x.lastStageExtras ? 2.0 * h * a.vocab / t : 0.0; // on the last stage
    const int ffnPerRank = (a.isMoe() ? (a.moeFfn > 0 ? a.moeFfn : a.ffn) : a.ffn) / t;
    // The GEMMs' own shapes decide how close they get to the card's large-GEMM rate.
    const LayerGemmEfficiency shape = layerGemmEfficiency(a, tokensMb, t, L.ep, c.profile);
    const double largeGemmRate
        = matmulPeak(c, job.precision) * c.profile.gemmFraction(matmulFormat(job.precision));
    double gemmRate = largeGemmRate * shape.fwd;
    if (job.mode == TrainingMode::Qlora)
        gemmRate *= kQloraGemmPenalty;
    if (gemmRate <= 0)
        return std::nullopt;
    // FP8 recipes keep attention (and everything but the linear layers) in BF16.
    double attnRate = gemmRate * kAttentionVsGemm;
    // The backward's attention kernels: 2.5x the forward's FLOPs for FlashAttention (it rebuilds
    // the scores), twice the forward for batched GEMMs.
    double attnBwdFactor = 2.0;
    if (x.flash && c.profile.attention) {
        // FlashAttention's own rates (kept in BF16 under FP8 recipes).
        const double peak = matmulPeak(c, Precision::BF16);
        attnRate = peak * c.profile.attention->fwd;
        attnBwdFactor = 2.5 * c.profile.attention->fwd / c.profile.attention->bwd;
    } else if (job.precision == Precision::FP8) {
        attnRate = matmulPeak(c, Precision::BF16) * c.profile.gemmFraction(NumberFormat::BF16)
                   * shape.fwd * kAttentionVsGemm;
    }
    // Memory-bound kernels (norms, activations, dropout, residuals) read and write about the
    // tensors the backward keeps: 2 x the activation bytes of a layer without attention scores.
    ActivationInputs ai {sLocal, double(b), t, L.sp, Recompute::Selective, actBytes, s, x.flash};
    const double elementwiseFwd = 2.0 * activationBytesPerLayer(a, ai) * stageLayers;
    double scoreTrafficFwd = 0;
    if (!x.flash) {
        // Unfused attention writes the scores, reads and writes them in the fused softmax and
        // reads them for A·V: ~8 bytes per score forward (16-bit), per head on this rank.
        scoreTrafficFwd = 8.0 * tokensMb * (double(a.heads) / t) * s * stageLayers * actBytes / 2.0;
    }

    // Cross-entropy over the vocabulary (last stage), in FP32 as the stacks run it: the logits
    // upcast (write 4 bytes), read for the max, read and written for exp and the sum: ~12 bytes
    // per logit forward, twice that backward.
    const double crossEntropyFwd = x.lastStageExtras ? 12.0 * tokensMb * a.vocab / t : 0.0;
    // FP8: every linear layer's input is cast (read 2 bytes, write 1, amax) before its GEMM
    // (Transformer Engine). The weights' FP8 copies are rebuilt once per step, with the
    // optimizer (dataParallelAndOptimizer).
    double fp8CastFwd = 0;
    if (job.precision == Precision::FP8) {
        const double gemmInputs = 3.0 * h / t + double(ffnPerRank); // QKV, proj, fc1, fc2 inputs
        fp8CastFwd = 3.0 * stageLayers * tokensMb * gemmInputs;
    }
    const double gemmFwd = tokensMb * (gemmFlopsFwdPerToken + logitFlopsFwdPerToken) / gemmRate;
    const double attnFwd = tokensMb * attnFlopsFwdPerToken / attnRate + scoreTrafficFwd / hbm;
    const double memFwd = (elementwiseFwd + crossEntropyFwd + fp8CastFwd) / hbm;
    MicroBatchTime out;
    out.attnFwd = attnFwd;
    out.fwd = gemmFwd + attnFwd + memFwd;
    // Backward: input gradients always; weight gradients only for trained weights. Each has its
    // own shapes (dX = dY W^T, dW = dY^T X).
    const double gemmDgrad = gemmFwd * shape.fwd / shape.dgrad;
    const double gemmWgrad = x.adapters ? 0.0 : gemmFwd * shape.fwd / shape.wgrad;
    out.bwd = gemmDgrad + gemmWgrad + attnBwdFactor * attnFwd + 2.0 * memFwd;
    if (L.recompute == Recompute::Full)
        out.recompute = out.fwd;
    else if (L.recompute == Recompute::Selective)
        out.recompute = attnFwd;
    return out;
}

/** Exposed tensor-, context- and expert-parallel time of one micro-batch, by kind. */
struct ModelParallelComm
{
    double tp = 0, cp = 0, ep = 0;
    double total() const { return tp + cp + ep; }
};

/** The model-parallel exchanges of one micro-batch; counts network bytes. */
ModelParallelComm modelParallelComm(const StepContext &x, const MicroBatchTime &mb,
                                    StepNumbers &out)
{
    const ClusterSpec &c = x.c;
    const ParallelLayout &L = x.L;
    const Architecture &a = x.a;
    const int t = L.tp, cp = L.cp, m = x.m;
    const double h = x.h, actBytes = x.actBytes, stageLayers = x.stageLayers, tokensMb = x.tokensMb;
    const double attnFwd = mb.attnFwd;
    // Ranks are ordered TP innermost, then CP, DP and PP (Megatron, Llama 3): a TP group shares a
    // server whenever it fits in one.
    const bool tpInNode = t <= c.gpusPerNode;
    const double tpBandwidth = tpInNode ? c.effectiveScaleUp() : c.effectiveNetwork();
    const double tpLatency = tpInNode ? c.scaleUpLatencyS : c.networkLatencyS;
    ModelParallelComm comm;
    if (t > 1) {
        const double bytes = tokensMb * h * actBytes;
        const int perLayer = L.recompute == Recompute::Full ? 6 : 4; // 2 fwd + 2 bwd (+2 redo)
        // Overlapped TP collectives hide behind the micro-batch's own GEMMs, never more.
        comm.tp = exposedAfterOverlap(perLayer * stageLayers
                                          * ringTime(bytes, t, tpBandwidth, tpLatency, 2.0),
                                      c.profile.tpOverlap, mb.total(), c.profile.overlapTax);
        if (!tpInNode)
            out.networkBytesPerGpu += m * perLayer * stageLayers * 2.0 * (t - 1.0) / t * bytes;
    }
    if (cp > 1) {
        // K and V blocks travel around the CP ring, overlapped with the attention compute.
        const double kv = 2.0 * tokensMb * a.kvHeads * a.headSize() / t * actBytes * (cp - 1);
        const bool inNode = t * cp <= c.gpusPerNode;
        const double bw = inNode ? c.effectiveScaleUp() : c.effectiveNetwork();
        const double exchange = 3.0 * stageLayers * kv / bw; // forward and twice in backward
        comm.cp = std::max(0.0, exchange - 3.0 * attnFwd);
        if (!inNode)
            out.networkBytesPerGpu += m * 3.0 * stageLayers * kv;
    }
    if (a.isMoe() && L.ep > 1) {
        // Each MoE layer dispatches its tokens to their top-k experts and combines the results
        // (two all-to-alls forward, two backward). With sequence parallelism each TP rank sends
        // its 1/t of the tokens. FP8 recipes dispatch in FP8 and combine in BF16 (DeepSeek-V3
        // §3.3); the backward moves BF16 gradients both ways.
        const double tokens = L.sp ? tokensMb / t : tokensMb;
        const double bytesPerValue
            = x.job.precision == Precision::FP8 ? (1.0 + 2.0 + 2.0 * 2.0) / 4.0 : actBytes;
        const double moeLayers = stageLayers * double(a.layers - a.denseLayers) / a.layers;
        const int epNodes = int(std::ceil(double(t) * L.ep / c.gpusPerNode));
        double copies = a.topK * (L.ep - 1.0) / L.ep; // remote copies of a token, flat
        double bw = c.effectiveScaleUp();
        if (epNodes > 1) {
            bw = c.effectiveNetwork();
            if (c.profile.moeNodeDedup) {
                // A hierarchical dispatcher (DeepEP) sends a token once to each remote node that
                // holds one of its experts and fans it out over NVLink there: the expected
                // number of distinct remote nodes among k uniformly routed experts.
                const double n = epNodes;
                copies = n * (1.0 - std::pow(1.0 - 1.0 / n, a.topK)) * (n - 1.0) / n;
            }
        }
        const double volume = 4.0 * moeLayers * tokens * h * bytesPerValue * copies
                              * std::max(1.0, x.job.moeLoadFactor);
        // A stack that overlaps the all-to-alls with another micro-batch's compute (DualPipe,
        // Megatron-Core's EP overlap) hides that share, at the overlap tax.
        comm.ep
            = exposedAfterOverlap(volume / bw, x.job.epOverlap, mb.total(), c.profile.overlapTax);
        if (epNodes > 1)
            out.networkBytesPerGpu += m * volume;
    }

    return comm;
}

/** Pipeline point-to-point sends of a step (activations forward, gradients back). */
double pipelineComm(const StepContext &x, const MicroBatchTime &mb, StepNumbers &out)
{
    const ClusterSpec &c = x.c;
    const int p = x.L.pp, v = x.L.interleave, m = x.m, n = c.gpus;
    // Scatter/gather: each TP rank sends its 1/t slice (Narayanan 2021 §4.1).
    const double bytes = x.tokensMb * x.h * x.actBytes / x.L.tp;
    // PP is the outermost dimension: neighbouring stages share a server only when the whole job
    // does.
    const bool inNode = n <= c.gpusPerNode;
    const double bw = inNode ? c.effectiveScaleUp() : c.effectiveNetwork();
    const double lat = inNode ? c.scaleUpLatencyS : c.networkLatencyS;
    const double one = bw > 0 ? bytes / bw + lat : std::numeric_limits<double>::infinity();
    if (!inNode)
        out.networkBytesPerGpu += 2.0 * m * v * bytes;
    // A stack that overlaps the steady-state sends with compute hides each behind the next
    // chunk's forward (or backward) on the stage, no more; the fill and drain stay exposed.
    if (c.profile.ppOverlap) {
        const double fwdChunk = (mb.fwd + mb.recompute) / v, bwdChunk = mb.bwd / v;
        return 2.0 * (p - 1.0) * one
               + m * v
                     * (exposedAfterOverlap(one, 1.0, fwdChunk, c.profile.overlapTax)
                        + exposedAfterOverlap(one, 1.0, bwdChunk, c.profile.overlapTax));
    }
    return 2.0 * (m * v + p - 1.0) * one;
}

/** Model states per GPU, data-parallel gradient (and ZeRO-3 parameter) traffic, optimizer step. */
ModelStateBytes dataParallelAndOptimizer(const StepContext &x, const MicroBatchTime &mb,
                                         StepNumbers &out)
{
    const TrainingJob &job = x.job;
    const ClusterSpec &c = x.c;
    const ParallelLayout &L = x.L;
    const Architecture &a = x.a;
    const int t = L.tp, cp = L.cp, m = x.m;
    const double actBytes = x.actBytes, stageLayers = x.stageLayers, hbm = x.hbm;
    const bool adapters = x.adapters;
    const double perMb = mb.total(), bwd = mb.bwd, recompute = mb.recompute;
    StepBreakdown &B = out.breakdown;
    double expertParams = 0;
    if (a.isMoe()) {
        const double expert = ffnParameters(a, a.moeFfn > 0 ? a.moeFfn : a.ffn);
        expertParams = (a.layers - a.denseLayers) * expert * a.experts;
    }
    const double denseParams = job.shape.parameters - expertParams - job.shape.embeddingParameters;
    // A stage holds its layers' share; the first (and last, untied) also the embeddings.
    const double stageDense = denseParams * stageLayers / a.layers;
    const double stageExperts = expertParams * stageLayers / a.layers / L.ep;
    // Untied, the first stage holds the input embedding and the last the output layer: with one
    // stage (PP = 1) that is both matrices. Tied, each end holds the one shared matrix.
    const double embed
        = job.shape.embeddingParameters / (a.tiedEmbeddings || L.pp == 1 ? 1.0 : 2.0);
    const double paramsPerGpu = (stageDense + stageExperts + embed) / t;
    const bool hsdp = L.zero >= 3 && L.shardGroup > 0;
    const int shardRanks = hsdp ? L.shardGroup : L.dp * cp;
    const ModelStateBytes states
        = modelStateBytes(paramsPerGpu, job.precision, job.optimizer, L.zero, shardRanks, job.mode);
    const double trainedPerGpu = adapters ? paramsPerGpu * 0.01 : paramsPerGpu;
    const double gradBytes = trainedPerGpu * actBytes;
    // HSDP gathers and reduce-scatters inside its shard group; the groups all-reduce their
    // gradient shards once per step.
    const int dpRanks = hsdp ? L.shardGroup : L.dp * cp;
    const int replicas = hsdp ? L.dp * cp / L.shardGroup : 1;
    const int dpLocal = std::max(1, std::min(dpRanks, c.gpusPerNode / std::max(1, t * cp)));
    const int dpNodes = (dpRanks + dpLocal - 1) / dpLocal;
    // Between servers each GPU moves 2(N-1)/N of its 1/local shard per all-reduce.
    const double dpNetworkShare = dpNodes > 1 ? 2.0 * (dpNodes - 1.0) / dpNodes / dpLocal : 0.0;
    if (L.zero >= 3) {
        // Every micro-batch gathers each layer's parameters for the forward and again for the
        // backward (a third time for the recompute forward where the stack releases them) and
        // reduce-scatters its gradients (ZeRO, arXiv:1910.02054 §7; FSDP). Prefetch overlaps a
        // layer's collectives with the compute of its neighbour, so at most the micro-batch's
        // compute hides them; the first layer's gather of each pass waits in the open.
        const double weightBytesFull = paramsPerGpu * actBytes;
        const double gathers
            = 2.0 + (L.recompute == Recompute::Full && c.profile.zero3RegatherOnRecompute ? 1 : 0);
        auto shardCollective = [&](double bytes) {
            if (!c.profile.zero3PerRank || dpRanks <= c.gpusPerNode)
                return hierarchicalAllReduce(bytes, dpRanks, dpLocal, c, 0.5);
            // A flat ring over all ranks: each rank's (n-1)/n share crosses its own NIC.
            return ringTime(bytes, dpRanks, c.effectiveNetwork(), c.networkLatencyS, 1.0);
        };
        const double perMbComm
            = gathers * shardCollective(weightBytesFull) + shardCollective(gradBytes);
        const double firstGather = gathers * shardCollective(weightBytesFull) / a.layers;
        B.dpComm
            = m * (exposedAfterOverlap(perMbComm, 1.0, perMb, c.profile.overlapTax) + firstGather);
        out.networkBytesPerGpu
            += m * (gathers * 0.5 * weightBytesFull + 0.5 * gradBytes) * dpNetworkShare;
        if (replicas > 1) {
            // Each rank's 1/g gradient shard, all-reduced across the replicas (other servers),
            // overlapped with the last micro-batch's backward.
            const double across = ringTime(gradBytes / dpRanks, replicas, c.effectiveNetwork(),
                                           c.networkLatencyS, 2.0);
            B.dpComm += exposedAfterOverlap(across, 1.0, bwd + recompute, c.profile.overlapTax);
            out.networkBytesPerGpu += 2.0 * (replicas - 1.0) / replicas * gradBytes / dpRanks;
        }
    } else {
        // One reduction per step (reduce-scatter + all-gather for ZeRO-1/2: the same volume),
        // overlapped with the last micro-batch's backward.
        const double dp = hierarchicalAllReduce(gradBytes, dpRanks, dpLocal, c);
        B.dpComm = exposedAfterOverlap(dp, c.profile.dpOverlap ? 1.0 : 0.0, bwd + recompute,
                                       c.profile.overlapTax);
        out.networkBytesPerGpu += gradBytes * dpNetworkShare;
    }
    // Optimizer: reads and writes its states, reads gradients, writes weights; sharded by ZeRO.
    const double optShard = L.zero >= 1 ? trainedPerGpu / shardRanks : trainedPerGpu;
    const double optBytesPerParam
        = 2.0 * optimizerBytesPerParameter(job.optimizer, job.precision) + 2.0 * actBytes + 4.0;
    B.optimizer = optShard * optBytesPerParam / hbm;
    if (job.precision == Precision::FP8) {
        // The FP8 copies of the weights (and their transposes) are rebuilt after each update:
        // read 2 bytes, write 2 x 1 per parameter.
        B.optimizer += paramsPerGpu * 4.0 / hbm;
    }

    return states;
}

/** Weights, gradients, optimizer, activations and overhead per GPU. */
void memoryPerGpu(const StepContext &x, const ModelStateBytes &states, StepNumbers &out)
{
    const ClusterSpec &c = x.c;
    const ParallelLayout &L = x.L;
    const Architecture &a = x.a;
    const int t = L.tp, p = L.pp, v = L.interleave, b = L.microBatch, m = x.m;
    const double s = x.s, sLocal = x.sLocal, actBytes = x.actBytes, stageLayers = x.stageLayers;
    MemoryBreakdown &M = out.memory;
    M.weights = states.weights;
    M.gradients = states.gradients;
    M.optimizer = states.optimizer;
    ActivationInputs act {sLocal, double(b), t, L.sp, L.recompute, actBytes, s, x.flash};
    act.fp8LinearInputs = x.job.precision == Precision::FP8;
    const double perLayer = activationBytesPerLayer(a, act);
    const double inFlight = std::min<double>(p, m); // 1F1B: the first stage holds p micro-batches
    const double interleaveFactor = v > 1 ? 1.0 + (p - 1.0) / (p * v) : 1.0;
    // The first stage holds p micro-batches; with uneven stages it has a layer fewer, and the
    // second stage (p - 1 in flight, all its layers) may hold more.
    const double layerBatches
        = L.unevenStages
              ? std::max(x.firstStageLayers * inFlight, stageLayers * std::max(1.0, inFlight - 1.0))
              : stageLayers * inFlight;
    double activations = perLayer * layerBatches * interleaveFactor;
    if (L.recompute == Recompute::Full) {
        ActivationInputs working = act;
        working.recompute = Recompute::Selective;
        activations += activationBytesPerLayer(a, working); // one layer rebuilt at a time
    }
    if (p == 1)
        activations += logitBytes(a, act);
    M.activations = activations;
    M.overhead = kRuntimeOverheadBytes + kFragmentation * (states.total() + activations);
    M.capacity = c.memoryCapacity();
}

} // namespace

StepNumbers computeStep(const TrainingJob &job, const ClusterSpec &c, const ParallelLayout &L)
{
    StepNumbers out;
    if (const char *problem = layoutProblem(job, c, L))
        return out.invalid = problem, out;
    StepContext x {job, c, L, job.shape.arch};
    x.m = int(job.globalBatch / (std::int64_t(L.dp) * L.microBatch));
    x.s = job.sequenceLength;
    x.sLocal = x.s / L.cp;
    x.h = x.a.hidden;
    x.actBytes = activationBytesPerValue(job.precision);
    x.stageLayers = std::ceil(double(x.a.layers) / L.pp);
    if (L.unevenStages) // two layers' worth of room at the ends, spread over the stages
        x.stageLayers = std::ceil(double(x.a.layers + 2) / L.pp);
    x.firstStageLayers = L.unevenStages ? x.stageLayers - 1 : x.stageLayers;
    x.tokensMb = L.microBatch * x.sLocal; // tokens one GPU processes per micro-batch
    x.hbm = c.gpu->memoryBandwidthBytesPerS * c.profile.hbm;
    x.adapters = job.mode == TrainingMode::Lora || job.mode == TrainingMode::Qlora;
    x.flash = c.profile.flashAttention && job.precision != Precision::FP32
              && job.precision != Precision::TF32;
    out.microBatches = x.m;

    std::optional<MicroBatchTime> mb;
    if (L.unevenStages) {
        // The middle stages run all their layers; the last a layer fewer plus the logits and
        // the loss: the slower of the two sets the pace.
        StepContext last = x;
        last.stageLayers = x.stageLayers - 1;
        x.lastStageExtras = false;
        const auto middle = microBatchTime(x);
        x.lastStageExtras = true;
        const auto end = microBatchTime(last);
        if (middle && end)
            mb = middle->total() >= end->total() ? middle : end;
    } else {
        mb = microBatchTime(x);
    }
    if (!mb)
        return out.invalid = "gpu.no_rate", out;
    const ModelParallelComm comm = modelParallelComm(x, *mb, out);
    const double perMb = mb->total();
    // Host time per micro-batch an eager stack adds: per layer and pass (forward, backward and
    // the recompute forward).
    const double passes = L.recompute == Recompute::Full ? 3.0 : 2.0;
    // And per micro-batch per virtual stage (forward and backward together): the launch gaps
    // and the pipeline handshake each chunk pays, however small it is; this is what makes
    // micro-batch 1 and deep interleaving cost something.
    const double hostMb = x.stageLayers * passes * c.profile.layerOverheadS
                          + L.interleave * c.profile.chunkOverheadS;
    StepBreakdown &B = out.breakdown;
    B.compute = x.m * perMb;
    B.tpComm = x.m * comm.tp;
    B.cpComm = x.m * comm.cp;
    B.epComm = x.m * comm.ep;
    B.overhead = x.m * hostMb + c.profile.stepOverheadS;
    B.bubble = (L.pp - 1.0) / L.interleave * (perMb + comm.total() + hostMb);
    if (L.pp > 1)
        B.ppComm = pipelineComm(x, *mb, out);
    const ModelStateBytes states = dataParallelAndOptimizer(x, *mb, out);
    memoryPerGpu(x, states, out);
    B.straggler = stragglerWait(B.total(), c.gpus, c.profile.stragglerJitter);
    // A typical team's run: the seeds' share of the published best, as a part of the step.
    if (const double share = teamProfileShare(job.team).share; share < 1.0)
        B.team = B.total() * (1.0 / share - 1.0);
    // Last: the loaders prefetch behind the whole step the GPUs take (the team's share too), and
    // no share multiplies what the storage or the host CPUs take.
    out.dataFeed = dataFeedStep(job.feed, double(job.globalBatch) * x.s, c, B.total());
    B.data = out.dataFeed.stallS;

    const bool adapters = x.adapters;
    const double s = x.s;
    const double tokensPerStep = double(job.globalBatch) * s;
    const double adapterShare = adapters ? 2.0 / 3.0 : 1.0;
    const int seq = job.sequenceLength;
    for (AttentionCount count : {AttentionCount::Causal, AttentionCount::FullSquare}) {
        const bool causal = count == AttentionCount::Causal;
        (causal ? out.modelFlopsPerStep : out.modelFlopsPerStepFullSquare)
            = tokensPerStep * modelFlopsPerToken(job.shape, seq, count) * adapterShare;
        (causal ? out.hardwareFlopsPerStep : out.hardwareFlopsPerStepFullSquare)
            = tokensPerStep * hardwareFlopsPerToken(job.shape, seq, L.recompute, count)
              * adapterShare;
    }
    return out;
}

} // namespace cl
