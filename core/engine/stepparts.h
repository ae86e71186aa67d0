// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of one training step the step model (trainingmodel.cpp) builds and the exchanges
// (stepcomm.cpp) read: internal to core/engine, not an interface.
#pragma once

#include "modelstates.h"
#include "trainingmodel.h"

namespace cl {

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
    StepMemo::Parts *memo = nullptr; ///< the planner's reuse, or null
};

/** Forward, backward and recompute time of one micro-batch on the slowest stage. */
struct MicroBatchTime
{
    double fwd = 0, bwd = 0, recompute = 0, attnFwd = 0;
    double total() const { return fwd + bwd + recompute; }
};

/** Exposed tensor-, context- and expert-parallel time of one micro-batch, by kind. */
struct ModelParallelComm
{
    double tp = 0, cp = 0, ep = 0;
    double total() const { return tp + cp + ep; }
};

/** The model-parallel exchanges of one micro-batch; counts network bytes. */
ModelParallelComm modelParallelComm(const StepContext &x, const MicroBatchTime &mb,
                                    StepNumbers &out);
/** Pipeline point-to-point sends of a step (activations forward, gradients back). */
double pipelineComm(const StepContext &x, const MicroBatchTime &mb, StepNumbers &out);
/** Model states per GPU, data-parallel gradient (and ZeRO-3 parameter) traffic, optimizer step. */
ModelStateBytes dataParallelAndOptimizer(const StepContext &x, const MicroBatchTime &mb,
                                         StepNumbers &out);

} // namespace cl
