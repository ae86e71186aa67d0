// SPDX-License-Identifier: GPL-3.0-or-later
// How much of a card's large-GEMM rate a GEMM of a given shape gets: the output is cut into tiles
// (a partial tile computes as a full one), the tiles run in waves over the SMs (a partial last
// wave idles the rest), and each tile pays a fixed prologue and epilogue against its K loop (the
// small-K penalty). ENGINE.md §3.1; the tile sizes are cuBLAS's usual ones per generation.
#pragma once

#include "model/workload.h"

namespace cl {

struct EfficiencyProfile;

struct GemmShape
{
    double m = 0, n = 0, k = 0; ///< output m x n, inner dimension k
};

/** Relative to a large square GEMM (8192^3) on the same card: 1 for big GEMMs, less for small. */
double gemmShapeEfficiency(const GemmShape &g, const EfficiencyProfile &p);

/** Flops-weighted shape efficiency of a transformer layer's GEMMs (and the logits) on one TP
 *  rank, forward, backward data gradients and weight gradients apart. */
struct LayerGemmEfficiency
{
    double fwd = 1, dgrad = 1, wgrad = 1;
};

/** `tokens` is what one rank multiplies per micro-batch; `ep` spreads MoE experts. */
LayerGemmEfficiency layerGemmEfficiency(const Architecture &a, double tokens, int tp, int ep,
                                        const EfficiencyProfile &p);

} // namespace cl
