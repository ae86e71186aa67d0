// SPDX-License-Identifier: GPL-3.0-or-later
// FLOPs of a training run (ENGINE.md §2.1, §3.8): model FLOPs by Korthikanti eq. 7 generalised to
// GQA, SwiGLU and MoE; hardware FLOPs add what recomputation repeats.
#pragma once

#include "model/enums.h"
#include "modelshape.h"

namespace cl {

/**
 * How the attention scores are counted. A causal model needs only the lower half of the s x s
 * square (what FlashAttention computes and what the step time counts): the engine's MFU counts
 * that. Megatron's eq. 3 and Korthikanti's eq. 7 count the whole square, as the published tables
 * that use them do: the comparison with those tables uses FullSquare.
 */
enum class AttentionCount { Causal, FullSquare };

/** Forward FLOPs per token: 2 x active matmul parameters, attention scores (4·s·h per layer for
 *  the whole square, half that causal), logits. */
double forwardFlopsPerToken(const ModelShape &shape, int sequenceLength,
                            AttentionCount count = AttentionCount::Causal);

/** Model FLOPs per trained token: 3 x forward (backward = 2 x forward). Used for MFU. */
double modelFlopsPerToken(const ModelShape &shape, int sequenceLength,
                          AttentionCount count = AttentionCount::Causal);

/**
 * Hardware FLOPs per token: model FLOPs plus recomputation. Full recompute repeats the forward
 * (Megatron eq. 3's 96 against 72); selective repeats the attention-score term (Korthikanti eq. 8).
 */
double hardwareFlopsPerToken(const ModelShape &shape, int sequenceLength, Recompute recompute,
                             AttentionCount count = AttentionCount::Causal);

/** The 6·N·D rule (Transformer Math 101): for a bare parameter count, with active parameters for
 * MoE. */
double sixNDFlops(double activeParameters, double tokens);

} // namespace cl
