// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a card has the units for the number format a job's matrix math runs in. A card
// without them is a named error (BF16 on a V100, FP8 on an A100, TF32 before Ampere), never a
// rate borrowed from another format.
#pragma once

#include "diagnostic.h"
#include "model/enums.h"

#include <optional>

namespace cl {

struct GpuModel;

struct PrecisionGap
{
    NumberFormat missing; ///< the format asked for, which the card has no rate for
    NumberFormat instead; ///< the narrowest 16-bit (else FP32) format it does have
};

/** The gap when `gpu` has no dense rate for `format`; nullopt when it has one. */
std::optional<PrecisionGap> formatGap(const GpuModel &gpu, NumberFormat format);
/** The same for a training run's precision (its matmul format). */
std::optional<PrecisionGap> precisionGap(const GpuModel &gpu, Precision precision);

/** engine.precision_unsupported for `gpu` and `gap`: the GPU, the missing format and the one to
 *  use instead (worded in cltext). */
Diagnostic precisionUnsupported(const GpuModel &gpu, const PrecisionGap &gap);

} // namespace cl
