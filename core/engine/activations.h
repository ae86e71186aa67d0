// SPDX-License-Identifier: GPL-3.0-or-later
// Activation memory per transformer layer (Korthikanti et al. 2022, Table 2), generalised to GQA
// and SwiGLU by counting the same tensors the paper counts.
#pragma once

#include "model/workload.h"

namespace cl {

struct ActivationInputs
{
    double s = 2048; ///< sequence length held by this GPU (already / CP)
    double b = 1; ///< micro-batch
    int t = 1; ///< tensor parallel
    bool sp = false; ///< sequence parallel
    Recompute recompute = Recompute::None;
    double bytesPerValue = 2; ///< 16-bit activations; 4 for FP32 training
    double fullSequence = 0; ///< attention's key length (the whole sequence); 0 = s
    bool flashAttention = false; ///< scores never stored, no dropout masks
    /** FP8 recipes (Transformer Engine) keep the linear layers' inputs for the backward as the
     *  FP8 casts they fed the forward GEMMs: one byte each instead of two. */
    bool fp8LinearInputs = false;
};

/**
 * Bytes one layer keeps for the backward pass. For a GPT layer (kv = a, ffn = 4h, GELU) this is
 * exactly the paper's table: sbh(34 + 5as/h) unparallelised, sbh(10 + 24/t + 5as/(ht)) with TP,
 * sbh(34/t + 5as/(ht)) with SP; selective recompute drops the 5as/h term; full keeps 2sbh.
 * SwiGLU keeps the fused gate/up output (2f values) and its product (f): 6f bytes, as Megatron's
 * fused kernel does. A FlashAttention stack stores no scores and has no dropout masks.
 */
double activationBytesPerLayer(const Architecture &a, const ActivationInputs &in);

/** The last stage's extra: final norm, output layer and fp32 logits, 4sbh/t(1 + V/h). */
double logitBytes(const Architecture &a, const ActivationInputs &in);

} // namespace cl
