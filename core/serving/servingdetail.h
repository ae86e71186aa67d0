// SPDX-License-Identifier: GPL-3.0-or-later
// The serving model's building blocks that its parts share (servingmodel.cpp defines them; the
// expert-parallel and disaggregated parts use them): not part of the model's interface.
#pragma once

#include "model/workload.h"
#include "servingmodel.h"

namespace cl::detail {

/** Attention FLOPs of one token against `context` earlier ones: QK^T and AV, 2·h·d each. */
double attentionFlopsPerToken(const Architecture &a, double context);
/** Decode attention of one token: as above, or with MLA absorbed into the latent (FlashMLA): QK^T
 *  over the latent and the RoPE key, AV over the latent, for every head. */
double decodeAttentionFlopsPerToken(const ServingSetup &s, double context);
/** Weights a step of `tokens` tokens reads: all of a dense model; for MoE the dense part and the
 *  experts at least one token is routed to. */
double weightBytesReadPerStep(const ModelShape &m, QuantFormat weights, double tokens);
/** One direction of the server's GPU-to-GPU links, as NCCL achieves it. */
double scaleUpRate(const ServingSetup &s);
/** The TP all-reduces of `tokens` tokens through `layers` layers (two per layer); `latencyShare`
 *  of each call's fixed latency is this work's (prefills batched into one chunk share it). */
double tensorParallelS(const ServingSetup &s, double tokens, double layers,
                       double latencyShare = 1.0);
/** Tokens each sequence sends through the target per decode step: 1, or k drafts + its own. */
double verifiedTokensPerStep(const ServingSetup &s);

} // namespace cl::detail
