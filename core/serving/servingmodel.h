// SPDX-License-Identifier: GPL-3.0-or-later
// Inference serving (seed 001 §3.3, 003 on inference memory and quantisation): one replica is a
// TP×PP group of GPUs holding the weights once and a KV cache for every sequence in flight. Decode
// reads all weights once per step plus each sequence's KV cache against HBM bandwidth, or is
// compute-bound at large batch, whichever is slower; prefill is compute-bound. Continuous batching
// in steady state interleaves each finishing request's prefill with the decode steps. Pure: a
// shape, a GPU and the serving settings in; memory, rates, latency and the bottleneck out.
#pragma once

#include "engine/efficiency.h"
#include "engine/modelshape.h"
#include "model/enums.h"

#include <optional>
#include <string>
#include <utility>

namespace cl {

struct GpuModel;
struct ModelPreset;
struct ServingEngine;

struct ServingPrecision
{
    QuantFormat weights = QuantFormat::BF16;
    QuantFormat activations = QuantFormat::BF16;
    QuantFormat kv = QuantFormat::BF16;
};

/** Multi-head latent attention: the KV cache holds the latent and the RoPE key per layer. */
struct LatentAttention
{
    int kvLoraRank = 0;
    int ropeHeadDim = 0;
};

/** Draft-model, EAGLE or MTP speculation: the draft proposes k tokens one forward at a time,
 *  the target checks them in one step; each is accepted with `acceptance`, or the step yields
 *  `acceptLength` tokens on average (accepted + the target's own, as EAGLE and DeepSeek report). */
struct Speculation
{
    int draftTokens = 0;
    double acceptance = 0.7;
    std::optional<double> acceptLength;
    /** The draft model; none: one transformer layer on the target's embeddings and LM head
     *  (EAGLE, arXiv:2401.15077; DeepSeek-V3's MTP module, arXiv:2412.19437 §2.2). */
    std::optional<ModelShape> draft;
};

/** Automatic prefix caching: `hitRate` of requests find their first `sharedTokens` input tokens
 *  (a system prompt, earlier turns, a RAG preamble) already in the KV cache. */
struct PrefixCache
{
    double hitRate = 0;
    int sharedTokens = 0;
};

/** Expert parallelism for MoE serving, as DeepSeek's inference system and SGLang's large-scale EP
 *  run it (arXiv:2412.19437 §3.4; LMSYS blog 2025-05-05): one instance of `ep` GPUs spreads the
 *  routed experts over all of them, while attention and the shared experts are data-parallel
 *  (DP = ep / tp, each rank with its own sequences, the attention TP `tp` within). Each MoE layer
 *  dispatches its tokens to their experts' GPUs and combines the results back (all-to-all). */
struct ExpertParallel
{
    int ep = 1;
    /** EPLB's extra copies of the busiest experts, spread over the instance (DeepSeek: 32). */
    int redundantExperts = 32;
    /** Two micro-batches, one's all-to-all hidden behind the other's compute (DeepSeek's
     *  scheme; SGLang's --enable-two-batch-overlap, off by default). */
    bool twoBatchOverlap = false;
};

/** Prefill and decode on separate GPUs (DistServe, OSDI'24; Splitwise, ISCA'24; DeepSeek's
 *  inference system): the prefill pool computes each prompt's KV cache and sends it over the
 *  scale-out fabric to a decode instance, whose steps no prefill interrupts. */
struct Disaggregation
{
    int prefillGpus = 0; ///< 0 (with decodeGpus 0): the GPUs split so both pools keep pace
    int decodeGpus = 0;
    int prefillEp = 0; ///< the prefill instance's EP; 0: the decode EP where it divides the pool
};

/** How requests arrive for the tail-latency simulation. */
enum class Arrival { Poisson, Uniform };

/** Latency targets as percentiles (the SLOs users set). */
struct PercentileTargets
{
    std::optional<double> ttftP90S;
    std::optional<double> tpotP99S;
    bool any() const { return ttftP90S || tpotP99S; }
};

struct ServingSetup
{
    ModelShape shape;
    std::optional<LatentAttention> mla;
    const GpuModel *gpu = nullptr;
    int gpus = 1; ///< all of them; gpus / (tp·pp) replicas
    int tp = 1;
    int pp = 1;
    ServingPrecision precision;
    int inputTokens = 1024;
    int outputTokens = 256;
    std::optional<double> concurrency; ///< sequences in flight, all replicas together
    std::optional<double> requestsPerS; ///< a request rate (Little's law gives the concurrency)
    std::optional<double> ttftTargetS;
    std::optional<double> tpotTargetS;
    std::optional<Speculation> speculation;
    std::optional<PrefixCache> prefix;
    Arrival arrival = Arrival::Poisson;
    /** How the rate moves through a day or week: the share of `requestsPerS` (the peak) each hour
     *  carries, 24 or 168 values; empty: the peak all the time. The tail over it is
     *  ServingEstimate::tailOverCurve; sizing and the targets stay at the peak. */
    std::vector<double> loadCurve;
    PercentileTargets percentileTargets;
    /** The serving engine (servingengine.h); nullptr: TensorRT-LLM, the one the constants were
     *  fitted on. Its defaults for the card fill maxBatch and prefillChunkTokens (servingDefaults).
     */
    const ServingEngine *engine = nullptr;
    int maxBatch = 2048; ///< the serving engine's largest batch per replica
    int prefillChunkTokens = 8192; ///< tokens per forward pass (max_num_batched_tokens)
    std::optional<ExpertParallel> expert; ///< MoE only: the instance spans `ep` GPUs
    std::optional<Disaggregation> disaggregated;
    /** One GPU's share of its server's scale-out (compute fabric) NICs, one direction; the
     *  all-to-all across servers and the KV transfer run at it. 400 Gb/s unless the server says. */
    double scaleOutBytesPerS = 50e9;
    int gpusPerServer = 8; ///< GPUs one NVLink domain joins (the all-to-all's local part)
    /** The decode pool of a disaggregated deployment: no prefill runs between its steps. */
    bool decodeOnly = false;
    /** Simulate the tail (ServingEstimate::tail). Off where nothing shows it (the live ledger's
     *  recompute); percentile targets simulate it whatever this says. */
    bool simulateTail = false;
    /** A benchmark of this many requests, as a serving benchmark runs one (vLLM's and SGLang's
     *  bench_serving --num-prompts), each replica taking its share: every request counted, none
     *  as a warm-up, the run over when the last one ends; closed-loop clients all start at once.
     *  Unset: the steady state the queue settles to. */
    std::optional<int> benchmarkPrompts;
    EfficiencyProfile profile;
};

/** P50, P90 and P99 of TTFT and TPOT over the simulated requests of one replica. */
struct LatencyPercentiles
{
    double ttftP50 = 0, ttftP90 = 0, ttftP99 = 0;
    double tpotP50 = 0, tpotP90 = 0, tpotP99 = 0;
    /** Inter-token latency: every gap between two tokens of a request, pooled over the requests
     *  (what benchmarks report as ITL), where TPOT is each request's mean gap. */
    double itlP50 = 0, itlP90 = 0, itlP99 = 0;
    int requests = 0; ///< counted (after the warm-up)
    /** A benchmark of a fixed number of requests (ServingSetup::benchmarkPrompts): from the
     *  first arrival to the last token, and the output tokens per second over it. */
    double benchmarkS = 0;
    double benchmarkOutputTokensPerS = 0;
    /** Requests arrive faster than the replica serves them: the queue grows without bound and
     *  the percentiles are those of the simulated window only. */
    bool saturated = false;
};

/** Per replica unless said otherwise. SI units: bytes, seconds, tokens per second. */
struct ServingEstimate
{
    bool valid = false;
    std::string invalidCode; ///< replica.*: no_gpu, bad_split
    bool fits = false;
    int replicas = 0;
    double weightsBytes = 0; ///< the whole model at its weight precision
    double weightsBytesPerGpu = 0;
    double kvBytesPerToken = 0; ///< all layers, as full attention holds it
    /** One request's own KV cache at its last token (input + output, less a cached prefix held
     *  once): kvBytesPerToken x the tokens local attention keeps (engine/attentionspan.h). */
    double kvBytesPerRequest = 0;
    double workspaceBytesPerGpu = 0; ///< activations and runtime (CUDA context, NCCL, allocator)
    double kvCapacityTokens = 0;
    int maxConcurrency = 0; ///< full-length sequences (input + output) that fit
    double prefillS = 0; ///< one request's prefill, as its latency
    double decodeStepS = 0; ///< one decode step at the batch the figures are for
    double outputTokensPerS = 0; ///< all replicas, at maximum throughput
    double outputTokensPerSPerGpu = 0;
    double ttftS = 0; ///< at the given or the maximum concurrency
    double tpotS = 0;
    double concurrencyUsed = 0; ///< per replica
    /** memory_bandwidth | compute | kv_capacity | interconnect | max_batch */
    std::string bottleneck;
    double hbmBoundTokensPerS = 0; ///< per replica: HBM bandwidth / bytes read per token at batch
    std::optional<int> replicasNeeded; ///< for the concurrency, rate or latency targets
    std::optional<int> gpusNeeded;
    /** The load needs more GPUs than limits::kMaxGpus: no count is given. */
    bool pastGpuLimit = false;
    std::optional<double> concurrencyMeetingTargets; ///< per replica
    double flopsPerOutputToken = 0; ///< 2 × active parameters (the seed's rule)
    double draftStepS = 0; ///< the draft's share of one decode step (all its forwards)
    double tokensPerStep = 1; ///< what a decode step yields per sequence (speculation)
    double prefillTokensPerRequest = 0; ///< input tokens prefilled (prefix-cache hits skipped)
    /** Disaggregated: the pools, their per-GPU rates and the KV cache's trip between them. */
    std::optional<int> prefillGpus;
    std::optional<int> decodeGpus;
    double kvTransferS = 0; ///< one request's KV cache from its prefill GPU to its decode GPU
    double prefillTokensPerSPerGpu = 0; ///< input tokens per second one prefill GPU computes
    double decodeTokensPerSPerGpu
        = 0; ///< output tokens per second one decode GPU makes at the load
    double dispatchCombineS = 0; ///< EP: one decode step's all-to-all (all MoE layers)
    /** Disaggregated with a load: the prefill GPUs the rate needs (gpusNeeded less the decode
     *  pool's). */
    std::optional<int> prefillGpusNeeded;
    /** The simulated tail at the load (the given rate or concurrency, else the largest batch). */
    std::optional<LatencyPercentiles> tail;
    /** With a load curve and a rate: the percentiles a request sees over the whole day or week,
     *  every hour's requests pooled by how many it brings (simulateOverCurve). */
    std::optional<LatencyPercentiles> tailOverCurve;
};

/** KV cache bytes per token, all layers: 2·layers·kv_heads·head_dim·bytes, or the MLA latent. */
double kvBytesPerToken(const ModelShape &shape, const std::optional<LatentAttention> &mla,
                       QuantFormat kv);
/** KV bytes per token one GPU of a replica holds: GQA heads split over TP (up to the KV heads)
 *  and layers over PP; the MLA latent is not split over TP, each rank keeps all of it. */
double kvBytesPerTokenPerGpu(const ServingSetup &setup, double kvPerToken);
/** Weights of the whole model at a precision (embeddings included). */
double weightBytes(const ModelShape &shape, QuantFormat weights);

ServingEstimate estimateServing(const ServingSetup &setup);

/** Dense GEMM rate one GPU reaches at the activation precision (FLOP/s, the profile applied). */
double servingGemmRate(const ServingSetup &setup);
/** HBM bandwidth one GPU reaches (bytes/s, the profile applied). */
double servingHbmRate(const ServingSetup &setup);
/** The engine the setup runs on: its own, else TensorRT-LLM. */
const ServingEngine &engineOf(const ServingSetup &setup);
/** Sets the engine and what it defaults to on the setup's card (largest batch, prefill chunk). */
void applyEngineDefaults(ServingSetup &setup, const ServingEngine &engine);
/** A sequence's average context while it decodes: its input and half its output. */
double averageContextTokens(const ServingSetup &setup);
/** The KV cache a sequence of `context` tokens holds, in tokens of kvBytesPerToken: the context,
 *  less what local attention does not keep (engine/attentionspan.h). */
double heldKvTokens(const ServingSetup &setup, double context);
/** The KV tokens a sequence keeps of its own at its average context: a cached prefix is held
 *  once per replica, not per sequence (in the layers that attend over the whole context). */
double residentKvTokens(const ServingSetup &setup);
/** The prefix KV tokens a replica holds once for all its sequences (0 without prefix caching). */
double sharedPrefixHeld(const ServingSetup &setup);
/** Input tokens a request prefills: the input less the expected cached prefix. */
double prefillTokens(const ServingSetup &setup);
/** Tokens one decode step yields per sequence: 1, or the speculation's accepted length. */
double tokensPerDecodeStep(const ServingSetup &setup);
/** The draft's forwards of one decode step at a batch per replica (0 without speculation). */
double draftStepSeconds(const ServingSetup &setup, double batch);
/** The draft model of a speculation: the one given, else one layer on the target. */
ModelShape draftShape(const ServingSetup &setup);
/** The sequences the KV cache holds at their average context (paged attention allocates as
 *  tokens are made), before the engine's cap. */
double kvCacheBatch(const ServingSetup &setup, const ServingEstimate &memory);
/** The largest batch a replica runs, the one maximum throughput is reported at: kvCacheBatch up
 *  to the engine's cap, at least one. */
double largestBatch(const ServingSetup &setup, const ServingEstimate &memory);
/** One request's prefill: 2 x active parameters per input token plus causal attention over the
 *  keys each position attends. */
double prefillFlopsPerRequest(const ServingSetup &setup);
/** HBM bytes one GPU reads in a decode step at a concurrency per replica (with EP, the busiest
 *  rank's GPU: expertDecodeStep): its share of the
 *  weights touched (all of a dense model) and the KV cache of its sequences. */
double decodeBytesPerStepPerGpu(const ServingSetup &setup, const ServingEstimate &memory,
                                double concurrency);

/** GPUs one replica (instance) spans: ep with expert parallelism, else tp x pp. */
int replicaGpus(const ServingSetup &setup);
/** The data-parallel attention ranks of an instance: ep / tp with EP, else one. */
double dataParallelRanks(const ServingSetup &setup);
/** The most sequences a replica schedules: the engine's cap, which with EP each DP rank has. */
double batchLimit(const ServingSetup &setup);
/** Expert parallelism in effect: a MoE model and an EP above one. */
bool expertParallel(const ServingSetup &setup);
/** Weights one GPU holds: its TP/PP share, or with EP the dense part over attention TP and its
 *  share of the routed experts (the redundant copies included). */
double weightBytesPerGpu(const ServingSetup &setup);
/** The routed experts' parameters, all MoE layers (0 for a dense model). */
double routedExpertParameters(const Architecture &a);

/** One decode step of an EP instance at `batch` sequences (all its DP ranks together). */
struct ExpertStep
{
    double memoryS = 0; ///< HBM: dense weights, local experts, the rank's KV cache
    double computeS = 0; ///< GEMMs and attention of the busiest rank
    double dispatchCombineS = 0; ///< the all-to-all of all MoE layers
    double stepS = 0; ///< with the host's share, overlapped or not
};
ExpertStep expertDecodeStep(const ServingSetup &setup, double batch);
/** An EP instance's prefill of one request's new tokens on one DP rank (compute and all-to-all,
 *  overlapped or not), seconds; ranks prefill their own requests side by side. */
double expertPrefillSeconds(const ServingSetup &setup, double tokens);
/** Busiest GPU's expert load against the mean: tokens routed at random to `ep` GPUs (the
 *  redundant experts of EPLB even out the skew; what is left is the draw's spread). */
double expertImbalance(const ServingSetup &setup, double tokenCopies);

/** A disaggregated deployment (setup.disaggregated set): both pools estimated, the request rate
 *  the slower pool allows, the KV transfer; servingdisaggregated.cpp. */
ServingEstimate estimateDisaggregated(const ServingSetup &setup);
/** The prefill and decode GPUs of `gpus` that keep pace with each other for the workload, each
 *  a whole number of instances (prefill `prefillInstance`, decode `decodeInstance` GPUs). */
std::pair<int, int> balancedPools(const ServingSetup &setup, int gpus, int prefillInstance,
                                  int decodeInstance);

/** Without a TP of its own: the TP of 1, 2, 4, 8 (up to maxTp, dividing the GPUs) that fits and
 *  needs the fewest GPUs for the target, else gives the most tokens per GPU; `setup.tp` is set. */
ServingEstimate estimateWithBestTp(ServingSetup &setup, int maxTp);

/** The timing of one replica at a concurrency: decode step, prefill, cycle, TTFT, TPOT. */
struct ReplicaTiming
{
    double decodeStepS = 0;
    double prefillS = 0;
    double cycleS = 0; ///< a decode step plus the prefills of the requests that finish in it
    double ttftS = 0;
    double tpotS = 0;
    double outputTokensPerS = 0;
    bool computeBound = false;
    bool interconnectBound = false;
};
ReplicaTiming replicaTiming(const ServingSetup &setup, const ServingEstimate &memory,
                            double concurrency);

/** Requests arriving at `ratePerS` on one replica (Poisson or evenly spaced), queued, admitted
 *  up to the batch the replica holds, prefilled in chunks between decode steps: a deterministic
 *  discrete-event simulation (seeded) of `requests` requests after a warm-up (servinglatency.cpp).
 */
LatencyPercentiles simulateOpenLoad(const ServingSetup &setup, const ServingEstimate &memory,
                                    double ratePerS, int requests = 2000);
/**
 * The same over a day or week of hours, each at `peakRatePerS` x its share of `shares`: each
 * distinct share simulated once, and the percentiles taken over all hours' requests, each hour
 * weighted by the requests it brings (its share). Saturated when any hour is.
 */
LatencyPercentiles simulateOverCurve(const ServingSetup &setup, const ServingEstimate &memory,
                                     double peakRatePerS, const std::vector<double> &shares,
                                     int requests = 2000);
/** `concurrency` clients each sending the next request when the last one finishes. */
LatencyPercentiles simulateClosedLoad(const ServingSetup &setup, const ServingEstimate &memory,
                                      double concurrency, int requests = 2000);

} // namespace cl
