// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelstates.h"

#include <algorithm>

namespace cl {

namespace {
double weightBytes(Precision p)
{
    // FP8 training keeps BF16 weights (FP8 is for the matmul inputs only).
    return p == Precision::FP32 || p == Precision::TF32 ? 4.0 : 2.0;
}
} // namespace

double optimizerBytesPerParameter(Optimizer optimizer, Precision precision)
{
    // With 16-bit weights the optimizer keeps an fp32 master copy (4 bytes) besides its moments.
    const double master = weightBytes(precision) < 4.0 ? 4.0 : 0.0;
    switch (optimizer) {
    case Optimizer::AdamW:
        return master + 8.0;
    case Optimizer::AdamW8bit:
        return master + 2.0;
    case Optimizer::SgdMomentum:
        return master + 4.0;
    case Optimizer::Adafactor:
        return master; // factored second moments: O(rows + columns), negligible per parameter
    }
    return master + 8.0;
}

ModelStateBytes modelStateBytes(double parameters, Precision precision, Optimizer optimizer,
                                int zeroStage, int dataParallel, TrainingMode mode,
                                double trainableFraction)
{
    const double n = std::max(1, dataParallel);
    const bool adapters = mode == TrainingMode::Lora || mode == TrainingMode::Qlora;
    const double trainable = adapters ? parameters * trainableFraction : parameters;
    const double frozen = adapters ? parameters - trainable : 0.0;

    ModelStateBytes b;
    const double wBytes = weightBytes(precision);
    const double frozenBytes = mode == TrainingMode::Qlora ? 0.5 : wBytes;
    b.weights = trainable * wBytes + frozen * frozenBytes;
    b.gradients = trainable * wBytes;
    b.optimizer = trainable * optimizerBytesPerParameter(optimizer, precision);
    if (zeroStage >= 1)
        b.optimizer /= n;
    if (zeroStage >= 2)
        b.gradients /= n;
    if (zeroStage >= 3)
        b.weights /= n;
    return b;
}

} // namespace cl
