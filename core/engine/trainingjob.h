// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "datafeed.h"
#include "model/enums.h"
#include "modelshape.h"

#include <optional>
#include <string>

namespace cl {

class Catalog;
struct Workload;

/** A workload resolved for the engine: the model's shape and the run's numbers. */
struct TrainingJob
{
    ModelShape shape;
    double tokens = 1e12;
    int sequenceLength = 4096;
    int globalBatch = 1024; ///< sequences per optimizer step
    /** The workload gave no batch: each cluster it runs on uses defaultGlobalBatch for its GPU
     *  count (jobForCluster). */
    bool batchFollowsCluster = false;
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    TrainingMode mode = TrainingMode::Pretrain;
    /** Share of wall time that trains: given (--goodput, the design's goodput) or, absent,
     *  modelled from interruptions and checkpoints (goodput.h). */
    std::optional<double> goodput;
    TeamProfile team = TeamProfile::PublishedBest;
    /** Checkpoints are copied to host memory and written while training goes on. */
    bool asyncCheckpoint = false;
    std::string stack; ///< the software stack's id; empty = the GPU's default
    /** MoE: the busiest expert's load against a balanced share (a capacity factor, or max/mean
     *  under dropless routing); 1 = balanced. */
    double moeLoadFactor = 1.0;
    /** MoE: share of the expert all-to-alls hidden behind another micro-batch's compute
     *  (DeepSeek-V3's DualPipe hides nearly all); 0 = none. */
    double epOverlap = 0.0;
    std::optional<double> fixedMfu; ///< skip the model and assume this MFU (back of envelope)
    DataFeed feed; ///< what the loaders read and spend per token (datafeed.h)
};

/**
 * Sequences per step when the workload gives none, growing with the cluster as published large
 * runs do: about 1,024 tokens per GPU (Llama 3 405B: 16M tokens on 16,384 H100, arXiv:2407.21783
 * Table 4; MegaScale: 12.6M on 12,288, arXiv:2402.15627 Table 2; Megatron-LM's H100 table: 2,048
 * per GPU), never under 4M tokens (GPT-3, Llama 2) nor over 64M (DeepSeek-V3's 15,360 x 4,096 is
 * the largest published), at least one sequence per 8 GPUs; then the GPU count's odd part times
 * the smallest power of two that reaches it, so that data parallelism divides it at every degree
 * the GPU count allows (up to twice the target).
 */
int defaultGlobalBatch(int sequenceLength, int gpus = 1);

/** The job as it runs on `gpus` GPUs: with the default batch for that count when the workload
 *  gave none (batchFollowsCluster), else unchanged. */
TrainingJob jobForCluster(const TrainingJob &job, int gpus);

/** The job the workload describes; nullopt when its model cannot be resolved (engine.no_model). */
std::optional<TrainingJob> jobFromWorkload(const Workload &workload, const Catalog &catalog);

} // namespace cl
