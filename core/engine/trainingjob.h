// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
    Precision precision = Precision::BF16;
    Optimizer optimizer = Optimizer::AdamW;
    TrainingMode mode = TrainingMode::Pretrain;
    /** Share of wall time that trains: given (--goodput, the design's goodput) or, absent,
     *  modelled from interruptions and checkpoints (goodput.h). */
    std::optional<double> goodput;
    std::string stack; ///< the software stack's id; empty = the GPU's default
    /** MoE: the busiest expert's load against a balanced share (a capacity factor, or max/mean
     *  under dropless routing); 1 = balanced. */
    double moeLoadFactor = 1.0;
    /** MoE: share of the expert all-to-alls hidden behind another micro-batch's compute
     *  (DeepSeek-V3's DualPipe hides nearly all); 0 = none. */
    double epOverlap = 0.0;
    std::optional<double> fixedMfu; ///< skip the model and assume this MFU (back of envelope)
};

/** Sequences per step for about 4M tokens, the usual batch of published large runs. */
int defaultGlobalBatch(int sequenceLength);

/** The job the workload describes; nullopt when its model cannot be resolved (engine.no_model). */
std::optional<TrainingJob> jobFromWorkload(const Workload &workload, const Catalog &catalog);

} // namespace cl
