// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "enums.h"
#include "money.h"

#include <optional>
#include <string>
#include <vector>

namespace cl {

/** A transformer's shape, as in the published configs (Megatron / Llama naming). */
struct Architecture
{
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; ///< = heads without GQA
    int ffn = 0; ///< FFN inner size
    FfnType ffnType = FfnType::Gelu;
    int vocab = 0;
    bool tiedEmbeddings = false;
    // Mixture of experts: 0 experts = dense.
    int experts = 0;
    int topK = 0;
    int sharedExperts = 0;
    int moeFfn = 0; ///< FFN inner size of one expert (0 = ffn)
    int denseLayers = 0; ///< leading dense layers before the MoE layers (DeepSeek)
    /** Per-head size where it is not hidden / heads (Qwen3: 64 heads of 128 on a 4096 hidden;
     *  GLM-4.5); 0 = hidden / heads, as Llama and GPT have it. */
    int headDim = 0;
    /** Layers that attend over less than the whole context (architecture.attention): a sliding
     *  window (Mistral, gpt-oss), chunks of the context (Llama 4's iRoPE) or a linear-attention
     *  state (MiniMax's lightning attention). One layer in every `fullAttentionEvery` still
     *  attends over everything (0 = none does); the window is in tokens (sliding, chunked). */
    LocalAttention localAttention = LocalAttention::None;
    int attentionWindow = 0;
    int fullAttentionEvery = 0;

    bool isMoe() const { return experts > 0; }
    double headSize() const
    {
        return headDim > 0 ? double(headDim) : heads > 0 ? double(hidden) / heads : 0.0;
    }
    /** Width of the queries (and of the output projection's input): heads x head size. */
    double queryWidth() const { return heads * headSize(); }
    /** Layers attending over the whole context: every layer without local attention, else every
     *  fullAttentionEvery-th (layers N, 2N, ...). */
    int fullAttentionLayers() const
    {
        if (localAttention == LocalAttention::None)
            return layers;
        return fullAttentionEvery > 0 ? layers / fullAttentionEvery : 0;
    }
    bool operator==(const Architecture &) const = default;
};

/** The model to train: a catalog preset, an explicit architecture, or just a parameter count. */
struct ModelSpec
{
    std::optional<std::string> preset;
    std::optional<Architecture> architecture;
    std::optional<double> parameters; ///< total parameters (required when nothing else says)
    std::optional<double> activeParameters; ///< MoE: parameters used per token

    bool operator==(const ModelSpec &) const = default;
};

/** Parallel layout. `automatic` leaves every choice to the planner. */
struct Parallelism
{
    bool automatic = true;
    int tp = 1;
    int pp = 1;
    int dp = 0; ///< 0 = whatever the GPU count leaves
    int cp = 1;
    int ep = 1;
    int zeroStage = 1;
    bool sequenceParallel = false;
    Recompute recompute = Recompute::Selective;
    int microBatch = 1;
    int interleave = 1;
    int shardGroup = 0; ///< HSDP group (ZeRO-3 only); 0 = shard over all DP ranks
    bool unevenStages = false; ///< first and last pipeline stages hold a layer fewer

    bool operator==(const Parallelism &) const = default;
};

/** What the loaders feed the GPUs (format 13): the kind sets the bytes read and the host CPU
 *  per trained token (engine/datafeed.cpp, with their sources); each may be given instead. */
struct Dataset
{
    DatasetKind kind = DatasetKind::Tokens;
    std::optional<double> bytesPerToken; ///< read from storage per trained token
    std::optional<double> cpuUsPerToken; ///< host core microseconds per token (decode, tokenise)
    /** DataLoader worker processes per GPU (PyTorch num_workers); 0 loads in the training
     *  process itself, between steps. Absent: Megatron-LM's default of 2. */
    std::optional<int> workersPerGpu;

    bool operator==(const Dataset &) const = default;
};

struct Workload
{
    ModelSpec model;
    double tokens = 1e12;
    int sequenceLength = 4096;
    std::optional<int> globalBatchSequences; ///< default ~4M tokens per batch
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    TrainingMode mode = TrainingMode::Pretrain;
    Parallelism parallelism;
    std::optional<double> goodput; ///< absent: modelled from interruptions and checkpoints
    /** Whose run the estimate is for (version 6): the published best, or a typical team. */
    TeamProfile teamProfile = TeamProfile::PublishedBest;
    /** Checkpoints copied to host memory and written while training goes on (version 6). */
    bool asyncCheckpoint = false;
    std::optional<std::string> stack; ///< software stack id (softwarestack.h); absent: default
    /** The compute island it runs on ("island:<smallest server id>"); absent: the fastest. */
    std::optional<std::string> island;
    std::optional<double> deadlineDays; ///< the date the run must finish by, counted from its start
    std::optional<Money> budget; ///< the run's cost ceiling, as entered (version 10)
    std::optional<Dataset> dataset; ///< absent: pre-tokenised shards (version 13)

    bool operator==(const Workload &) const = default;
};

/**
 * A model served from the design's GPUs (format version 5): its precisions, the request shape,
 * the load (concurrency or a request rate) and the latency targets; the replica layout is given
 * (tp, pp) or left to the engine (tp 0). It runs on the island it names, else the largest.
 */
struct ServingWorkload
{
    std::string name;
    ModelSpec model;
    QuantFormat weights = QuantFormat::BF16;
    QuantFormat activations = QuantFormat::BF16;
    QuantFormat kv = QuantFormat::BF16;
    int inputTokens = 1024;
    int outputTokens = 256;
    std::optional<double> concurrency;
    std::optional<double> requestsPerS;
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    int tp = 0; ///< 0: the engine chooses from 1, 2, 4, 8
    int pp = 1;
    std::optional<std::string> island;
    // Version 7: serving as deployed (serving/servingmodel.h says what each one does).
    std::optional<std::string> engine; ///< a serving engine id; none: the card's usual one
    int ep = 0; ///< MoE: routed experts over this many GPUs per instance (0: none)
    bool twoBatchOverlap = false;
    bool disaggregated = false;
    int prefillGpus = 0; ///< disaggregated: 0 (with decodeGpus 0) splits to balance
    int decodeGpus = 0;
    std::optional<double> prefixHit; ///< share of requests whose prefix is cached
    int prefixTokens = 0;
    int draftTokens = 0; ///< speculative decoding: 0 = none
    std::optional<double> acceptLength;
    std::optional<double> ttftP90Ms; ///< percentile targets (the SLOs users set)
    std::optional<double> tpotP99Ms;
    // Version 14: how the load moves through the day, and whose fleet it is (the schedule).
    /** The load each hour, 24 shares of the peak for a day or 168 for a week from Monday 00:00
     *  (version 16; the given load is the peak); empty: flat, the peak all the time. */
    std::vector<double> loadCurve;
    std::optional<std::string> team; ///< a portfolio team id

    bool operator==(const ServingWorkload &) const = default;
};

} // namespace cl
