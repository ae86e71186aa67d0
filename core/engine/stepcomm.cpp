// SPDX-License-Identifier: GPL-3.0-or-later
// The exchanges of one training step: tensor, context, expert and pipeline parallel per
// micro-batch, data parallel and the optimizer per step (ENGINE.md §2).
#include "catalog/catalogentries.h"
#include "stepparts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cl {

namespace {

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

} // namespace

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

} // namespace cl
