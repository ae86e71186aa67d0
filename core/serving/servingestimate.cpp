// SPDX-License-Identifier: GPL-3.0-or-later
// The replica's memory (weights, KV cache, workspace), its throughput at the largest batch that
// fits, latency at the concurrency asked for, and the replicas a target needs.
#include "catalog/catalogentries.h"
#include "engine/attentionspan.h"
#include "model/limits.h"
#include "servingengine.h"
#include "servingmodel.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

// What a serving engine keeps for itself on each GPU (vLLM's gpu_memory_utilization and
// TensorRT-LLM's kv_cache_free_gpu_mem_fraction both default to 0.9 of what is left).
constexpr double kKvCacheShare = 0.9;
constexpr double kRuntimeBytes = 2.0 * (1ull << 30); ///< CUDA context, NCCL buffers, allocator
constexpr double kWorkspaceBuffers = 4.0; ///< live activation buffers of a chunk

void memory(const ServingSetup &s, ServingEstimate &e)
{
    const Architecture &a = s.shape.arch;
    e.weightsBytes = weightBytes(s.shape, s.precision.weights);
    e.weightsBytesPerGpu = weightBytesPerGpu(s);
    e.kvBytesPerToken = kvBytesPerToken(s.shape, s.mla, s.precision.kv);
    const double ffnPerRank = double(a.moeFfn > 0 ? std::max(a.ffn, a.moeFfn) : a.ffn) / s.tp;
    e.workspaceBytesPerGpu = kRuntimeBytes
                             + kWorkspaceBuffers * s.prefillChunkTokens * (a.hidden + ffnPerRank)
                                   * bytesPerValue(s.precision.activations);
    const double free = s.gpu->memoryBytes - e.weightsBytesPerGpu - e.workspaceBytesPerGpu;
    const double kvPerGpu = kvBytesPerTokenPerGpu(s, e.kvBytesPerToken);
    // With EP each DP rank (an attention TP group) holds the KV cache of its own sequences.
    e.kvCapacityTokens = free > 0 ? dataParallelRanks(s) * kKvCacheShare * free / kvPerGpu : 0.0;
    // A cached prefix is held once per replica; each sequence keeps the rest of its context.
    const double shared = s.inputTokens - prefillTokens(s);
    const double ownTokens = std::max(1.0, heldKvTokens(s, s.inputTokens + s.outputTokens)
                                               - fullAttentionShare(s.shape.arch) * shared);
    e.kvBytesPerRequest = ownTokens * e.kvBytesPerToken;
    const double pool = std::max(0.0, e.kvCapacityTokens - sharedPrefixHeld(s));
    e.maxConcurrency = int(std::floor(pool / ownTokens));
    e.fits = free > 0 && e.maxConcurrency >= 1;
}

/** The largest concurrency (per replica) whose TTFT and TPOT meet the targets; 0 when none. */
double concurrencyMeetingTargets(const ServingSetup &s, const ServingEstimate &e, double cap)
{
    auto meets = [&](double c) {
        const ReplicaTiming t = replicaTiming(s, e, c);
        return (!s.ttftTargetS || t.ttftS <= *s.ttftTargetS)
               && (!s.tpotTargetS || t.tpotS <= *s.tpotTargetS);
    };
    if (!meets(1))
        return 0;
    double lo = 1, hi = std::max(1.0, cap);
    if (meets(hi))
        return hi;
    while (hi - lo > 1) {
        const double mid = std::floor((lo + hi) / 2);
        (meets(mid) ? lo : hi) = mid;
    }
    return lo;
}

/** The sequences in flight per replica at a request rate: concurrency = rate x time in system
 *  (TTFT + output x TPOT), which itself grows with concurrency; a fixed point, at most `cap`. */
double littlesLawConcurrency(const ServingSetup &s, const ServingEstimate &e, double rate,
                             double cap)
{
    double c = 1;
    for (int i = 0; i < 50; ++i) {
        const ReplicaTiming t = replicaTiming(s, e, c);
        const double next = std::min(cap, rate * (t.ttftS + s.outputTokens * t.tpotS));
        if (std::abs(next - c) < 0.01 * c + 1e-3)
            return next;
        c = 0.5 * (c + next); // damped: the time in system rises steeply near saturation
    }
    return c;
}

/** The tail at the load one replica carries: an open arrival process at a rate, else closed-loop
 *  clients at a concurrency. */
LatencyPercentiles tailAtShare(const ServingSetup &s, const ServingEstimate &e, int replicas)
{
    if (s.requestsPerS)
        return simulateOpenLoad(s, e, *s.requestsPerS / replicas);
    const double c = s.concurrency ? *s.concurrency / replicas : largestBatch(s, e);
    return simulateClosedLoad(s, e, std::max(1.0, std::ceil(c - 1e-9)));
}

LatencyPercentiles tailAt(const ServingSetup &s, const ServingEstimate &e, int replicas)
{
    if (!s.benchmarkPrompts || replicas <= 1)
        return tailAtShare(s, e, replicas);
    // Each replica serves its share of the benchmark's requests.
    ServingSetup share = s;
    share.benchmarkPrompts = (*s.benchmarkPrompts + replicas - 1) / replicas;
    return tailAtShare(share, e, replicas);
}

/** The tail over the day or week where the rate follows a load curve (replicas of one pool;
 *  a disaggregated deployment's pools have no curve tail yet). */
std::optional<LatencyPercentiles> tailOverCurve(const ServingSetup &s, const ServingEstimate &e,
                                                int replicas)
{
    if (!s.requestsPerS || s.loadCurve.empty() || s.disaggregated || replicas < 1)
        return std::nullopt;
    return simulateOverCurve(s, e, *s.requestsPerS / replicas, s.loadCurve);
}

bool meetsPercentiles(const LatencyPercentiles &p, const PercentileTargets &t)
{
    return !p.saturated && (!t.ttftP90S || p.ttftP90 <= *t.ttftP90S)
           && (!t.tpotP99S || p.tpotP99 <= *t.tpotP99S);
}

/** The fewest replicas whose simulated P90 TTFT and P99 TPOT meet the targets at the load;
 *  none when no number does (a target below one request's own latency). */
std::optional<int> replicasForPercentiles(const ServingSetup &s, const ServingEstimate &e)
{
    // An arrival rate past what a replica serves at its largest batch saturates it (the queue
    // grows without bound, simulateOpenLoad): no simulation needed to say it misses.
    const double servedPerS = replicaTiming(s, e, largestBatch(s, e)).outputTokensPerS;
    auto meets = [&](int n) {
        if (s.requestsPerS && !s.benchmarkPrompts
            && *s.requestsPerS / n * s.outputTokens > servedPerS)
            return false;
        return meetsPercentiles(tailAt(s, e, n), s.percentileTargets);
    };
    int hi = 1;
    while (!meets(hi)) {
        if (hi >= (1 << 20))
            return std::nullopt;
        hi *= 2;
    }
    int lo = hi / 2; // fails, or 0
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (meets(mid) ? hi : lo) = mid;
    }
    return hi;
}

} // namespace

ServingEstimate estimateServing(const ServingSetup &s)
{
    ServingEstimate e;
    if (!s.gpu) {
        e.invalidCode = "replica.no_gpu";
        return e;
    }
    const bool ep = expertParallel(s);
    const bool pools = s.disaggregated.has_value(); // each pool checks its own split
    if (s.tp < 1 || s.pp < 1 || (!pools && s.gpus % replicaGpus(s) != 0)
        || (ep && (s.pp != 1 || s.expert->ep % s.tp != 0))) {
        e.invalidCode = "replica.bad_split";
        return e;
    }
    if (s.disaggregated)
        return estimateDisaggregated(s);
    e.replicas = s.gpus / replicaGpus(s);
    e.flopsPerOutputToken = 2.0 * s.shape.activeParameters;
    e.tokensPerStep = tokensPerDecodeStep(s);
    e.prefillTokensPerRequest = prefillTokens(s);
    memory(s, e);
    if (!e.fits) {
        e.valid = true;
        e.bottleneck = "kv_capacity";
        return e;
    }
    // Maximum throughput: at the largest batch the KV cache holds, up to the engine's cap.
    const double context = averageContextTokens(s);
    const double kvBatch = kvCacheBatch(s, e);
    const double batch = largestBatch(s, e);
    const ReplicaTiming best = replicaTiming(s, e, batch);
    e.outputTokensPerS = best.outputTokensPerS * e.replicas;
    e.outputTokensPerSPerGpu = e.outputTokensPerS / s.gpus;
    const double bytesPerStep
        = weightBytes(s.shape, s.precision.weights)
          + batch * readKvTokens(s.shape.arch, context, bytesPerValue(s.precision.kv))
                * e.kvBytesPerToken;
    e.hbmBoundTokensPerS = batch * s.gpu->memoryBandwidthBytesPerS * replicaGpus(s) / bytesPerStep;
    if (best.interconnectBound)
        e.bottleneck = "interconnect";
    else if (best.computeBound)
        e.bottleneck = "compute";
    else if (kvBatch < batchLimit(s))
        e.bottleneck = "kv_capacity";
    else
        e.bottleneck = "memory_bandwidth";

    double perReplica = batch;
    if (s.concurrency)
        perReplica = *s.concurrency / e.replicas;
    else if (s.requestsPerS)
        perReplica = littlesLawConcurrency(s, e, *s.requestsPerS / e.replicas, batch);
    const ReplicaTiming at = replicaTiming(s, e, perReplica);
    e.concurrencyUsed = perReplica;
    e.decodeStepS = at.decodeStepS;
    e.prefillS = at.prefillS;
    e.ttftS = at.ttftS;
    e.tpotS = at.tpotS;
    e.draftStepS = draftStepSeconds(s, perReplica);
    if (ep)
        e.dispatchCombineS = expertDecodeStep(s, perReplica).dispatchCombineS;
    if (s.simulateTail || s.percentileTargets.any()) {
        e.tail = tailAt(s, e, e.replicas);
        e.tailOverCurve = tailOverCurve(s, e, e.replicas);
    }

    const double cap = std::min<double>(batchLimit(s), e.maxConcurrency);
    const double meeting
        = s.ttftTargetS || s.tpotTargetS ? concurrencyMeetingTargets(s, e, cap) : cap;
    e.concurrencyMeetingTargets = meeting;
    if ((s.concurrency || s.requestsPerS) && meeting >= 1) {
        double replicas = 0;
        if (s.requestsPerS) {
            const ReplicaTiming t = replicaTiming(s, e, meeting);
            replicas = *s.requestsPerS / (t.outputTokensPerS / s.outputTokens);
        } else {
            replicas = *s.concurrency / meeting;
        }
        e.replicasNeeded = limits::countAtMost(replicas, limits::kMaxGpus / replicaGpus(s));
        if (e.replicasNeeded)
            e.gpusNeeded = *e.replicasNeeded * replicaGpus(s);
        else
            e.pastGpuLimit = true;
    }
    if ((s.concurrency || s.requestsPerS) && s.percentileTargets.any()) {
        // Percentile targets are met by the simulated tail, not the means: as many replicas as
        // both the mean targets and the percentiles ask for.
        const auto tailReplicas = replicasForPercentiles(s, e);
        if (!tailReplicas) {
            e.replicasNeeded.reset();
            e.gpusNeeded.reset();
        } else if (!(s.ttftTargetS || s.tpotTargetS) || e.replicasNeeded) {
            e.replicasNeeded = std::max(*tailReplicas, e.replicasNeeded.value_or(1));
            e.gpusNeeded = *e.replicasNeeded * replicaGpus(s);
        }
    }
    e.valid = true;
    return e;
}

ServingEstimate estimateWithBestTp(ServingSetup &s, int maxTp)
{
    ServingSetup best = s;
    ServingEstimate bestE;
    bool have = false;
    for (int tp : {1, 2, 4, 8}) {
        ServingSetup t = s;
        t.simulateTail = false; // only the chosen TP's tail is simulated, once
        t.tp = tp;
        if (tp > maxTp || t.gpus % replicaGpus(t) != 0
            || (expertParallel(t) && t.expert->ep % tp != 0))
            continue;
        const ServingEstimate e = estimateServing(t);
        if (!e.valid || !e.fits)
            continue;
        const bool fewer = e.gpusNeeded && bestE.gpusNeeded && *e.gpusNeeded != *bestE.gpusNeeded;
        const bool better = !have
                            || (fewer ? *e.gpusNeeded < *bestE.gpusNeeded
                                      : e.outputTokensPerSPerGpu > bestE.outputTokensPerSPerGpu);
        if (better) {
            best = t;
            bestE = e;
            have = true;
        }
    }
    if (!have)
        return estimateServing(s);
    const bool simulate = s.simulateTail;
    s = best;
    s.simulateTail = simulate; // the candidates ran without it
    if (s.simulateTail || s.percentileTargets.any()) {
        // Pools have a tail of their own (the decode pool's behind the prefill queue): estimated
        // whole again; a replica's is simulated at its load.
        if (s.disaggregated)
            return estimateServing(s);
        bestE.tail = tailAt(s, bestE, bestE.replicas);
        bestE.tailOverCurve = tailOverCurve(s, bestE, bestE.replicas);
    }
    return bestE;
}

} // namespace cl
