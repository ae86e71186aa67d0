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
#include "stepparts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <map>
#include <tuple>

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

} // namespace

/** The step's numbers before data parallelism and the optimizer: what the ZeRO stage and the
 *  shard group leave unchanged. No `mb`: the card has no rate for the precision. */
struct MicroBatchPart
{
    std::optional<MicroBatchTime> mb;
    StepNumbers numbers;
};

struct StepMemo::Parts
{
    std::map<std::tuple<double, int, int>, LayerGemmEfficiency> gemm; ///< by tokens, TP, EP
    std::optional<double> keysPerQuery; ///< the job's: its sequence and attention kinds
    /** The step's model and hardware FLOPs (causal, then the full square), by recompute mode. */
    std::array<std::optional<std::array<double, 4>>, 3> flops;
    std::optional<ParallelLayout> lastLayout; ///< ZeRO and shard group cleared
    MicroBatchPart last;
};

StepMemo::StepMemo()
    : parts(std::make_unique<Parts>())
{ }

StepMemo::~StepMemo() = default;

namespace {

LayerGemmEfficiency gemmEfficiency(const StepContext &x)
{
    const auto compute = [&x] {
        return layerGemmEfficiency(x.a, x.tokensMb, x.L.tp, x.L.ep, x.c.profile);
    };
    if (!x.memo)
        return compute();
    const auto key = std::make_tuple(x.tokensMb, x.L.tp, x.L.ep);
    const auto found = x.memo->gemm.find(key);
    return found != x.memo->gemm.end() ? found->second
                                       : x.memo->gemm.emplace(key, compute()).first->second;
}

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
    double keysPerQuery = s;
    if (x.flash) {
        const auto keys = [&] {
            return attendedKeysOver(a, 0.0, s) / s;
        };
        keysPerQuery = x.memo ? *(x.memo->keysPerQuery ? x.memo->keysPerQuery
                                                       : (x.memo->keysPerQuery = keys()))
                              : keys();
    }
    const double attnFlopsFwdPerToken = 4.0 * keysPerQuery * a.queryWidth() * stageLayers / t;
    const double logitFlopsFwdPerToken
        = x.lastStageExtras ? 2.0 * h * a.vocab / t : 0.0; // on the last stage
    const int ffnPerRank = (a.isMoe() ? (a.moeFfn > 0 ? a.moeFfn : a.ffn) : a.ffn) / t;
    // The GEMMs' own shapes decide how close they get to the card's large-GEMM rate.
    const LayerGemmEfficiency shape = gemmEfficiency(x);
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

namespace {

StepContext stepContext(const TrainingJob &job, const ClusterSpec &c, const ParallelLayout &L)
{
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

    return x;
}

/** The step's model FLOPs and hardware FLOPs (recompute included), each counting the causal
 *  half of the attention square and then the whole square. */
std::array<double, 4> stepFlops(const TrainingJob &job, Recompute recompute, bool adapters)
{
    const int seq = job.sequenceLength;
    const double tokensPerStep = double(job.globalBatch) * seq;
    const double adapterShare = adapters ? 2.0 / 3.0 : 1.0;
    std::array<double, 4> out {};
    for (AttentionCount count : {AttentionCount::Causal, AttentionCount::FullSquare}) {
        const std::size_t square = count == AttentionCount::Causal ? 0 : 1;
        out[square] = tokensPerStep * modelFlopsPerToken(job.shape, seq, count) * adapterShare;
        out[2 + square] = tokensPerStep * hardwareFlopsPerToken(job.shape, seq, recompute, count)
                          * adapterShare;
    }
    return out;
}

/** The micro-batch's time, the model-parallel and pipeline exchanges, the breakdown they set
 *  and the step's FLOPs. */
MicroBatchPart microBatchPart(StepContext &x)
{
    const TrainingJob &job = x.job;
    const ClusterSpec &c = x.c;
    const ParallelLayout &L = x.L;
    MicroBatchPart part;
    StepNumbers &out = part.numbers;
    out.microBatches = x.m;
    std::optional<MicroBatchTime> &mb = part.mb;
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
        return part;
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

    // The step's FLOPs depend on the job and the recompute mode alone.
    std::optional<std::array<double, 4>> fresh;
    std::optional<std::array<double, 4>> &flops
        = x.memo ? x.memo->flops.at(std::size_t(L.recompute)) : fresh;
    if (!flops)
        flops = stepFlops(job, L.recompute, x.adapters);
    out.modelFlopsPerStep = (*flops)[0];
    out.modelFlopsPerStepFullSquare = (*flops)[1];
    out.hardwareFlopsPerStep = (*flops)[2];
    out.hardwareFlopsPerStepFullSquare = (*flops)[3];
    return part;
}

/** The micro-batch part of the layout, from the memo when only its ZeRO stage or shard group
 *  differs from the last layout's. */
const MicroBatchPart &microBatchPartOf(StepContext &x, MicroBatchPart &fresh)
{
    if (!x.memo)
        return fresh = microBatchPart(x);
    ParallelLayout key = x.L;
    key.zero = 0;
    key.shardGroup = 0;
    if (x.memo->lastLayout != key) {
        x.memo->last = microBatchPart(x);
        x.memo->lastLayout = key;
    }
    return x.memo->last;
}

/** The straggler wait and the team's share on top of the GPUs' own `step`: what computeStep adds
 *  before the data stall. */
void addStragglerAndTeam(StepBreakdown &B, const TrainingJob &job, const ClusterSpec &c)
{
    B.straggler = stragglerWait(B.total(), c.gpus, c.profile.stragglerJitter);
    // A typical team's run: the seeds' share of the published best, as a part of the step.
    if (const double share = teamProfileShare(job.team).share; share < 1.0)
        B.team = B.total() * (1.0 / share - 1.0);
}

} // namespace

double stepFloorOverZero(const TrainingJob &job, const ClusterSpec &c, const ParallelLayout &L,
                         StepMemo &memo)
{
    ParallelLayout least = L;
    least.zero = 0;
    least.shardGroup = 0;
    if (layoutProblem(job, c, least))
        return NAN;
    StepContext x = stepContext(job, c, least);
    x.memo = memo.parts.get();
    MicroBatchPart unused;
    const MicroBatchPart &part = microBatchPartOf(x, unused);
    if (!part.mb)
        return NAN;
    StepBreakdown B = part.numbers.breakdown;
    addStragglerAndTeam(B, job, c);
    return B.total();
}

StepNumbers computeStep(const TrainingJob &job, const ClusterSpec &c, const ParallelLayout &L,
                        StepMemo *memo)
{
    StepNumbers out;
    if (const char *problem = layoutProblem(job, c, L))
        return out.invalid = problem, out;
    StepContext x = stepContext(job, c, L);
    x.memo = memo ? memo->parts.get() : nullptr;
    MicroBatchPart fresh;
    const MicroBatchPart &part = microBatchPartOf(x, fresh);
    if (!part.mb)
        return out.invalid = "gpu.no_rate", out;
    const std::optional<MicroBatchTime> &mb = part.mb;
    out = part.numbers;
    StepBreakdown &B = out.breakdown;
    const ModelStateBytes states = dataParallelAndOptimizer(x, *mb, out);
    memoryPerGpu(x, states, out);
    addStragglerAndTeam(B, job, c);
    // Last: the loaders prefetch behind the whole step the GPUs take (the team's share too), and
    // no share multiplies what the storage or the host CPUs take.
    out.dataFeed = dataFeedStep(job.feed, double(job.globalBatch) * x.s, c, B.total());
    B.data = out.dataFeed.stallS;

    return out;
}

} // namespace cl
