// SPDX-License-Identifier: GPL-3.0-or-later
// Bytes of weights, gradients and optimizer state per GPU (ZeRO, Rajbhandari et al. 2020, Fig. 1;
// Transformer Math 101 for the optimizers), before activations and runtime overhead.
#pragma once

#include "model/enums.h"

namespace cl {

struct ModelStateBytes
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};

/** Optimizer bytes per trained parameter: AdamW 12 (fp32 master + 2 moments), 8-bit 6, SGD 8. */
double optimizerBytesPerParameter(Optimizer optimizer, Precision precision);

/**
 * Model states per GPU for `parameters` held by this GPU's model-parallel shard (divide by TP x PP
 * first), sharded over `dataParallel` ranks by ZeRO stage 0-3. LoRA and QLoRA train
 * `trainableFraction` of the parameters; QLoRA stores frozen weights in 4 bits.
 */
ModelStateBytes modelStateBytes(double parameters, Precision precision, Optimizer optimizer,
                                int zeroStage, int dataParallel, TrainingMode mode,
                                double trainableFraction = 0.01);

} // namespace cl
