// SPDX-License-Identifier: GPL-3.0-or-later
#include "gemmshape.h"

#include "efficiency.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cl {

namespace {

double rawEfficiency(const GemmShape &g, const EfficiencyProfile &p)
{
    const double m = std::max(1.0, g.m), n = std::max(1.0, g.n), k = std::max(1.0, g.k);
    const double tilesM = std::ceil(m / p.gemmTileM), tilesN = std::ceil(n / p.gemmTileN);
    const double tileUse = m * n / (tilesM * p.gemmTileM * tilesN * p.gemmTileN);
    const double tiles = tilesM * tilesN;
    const double sms = std::max(1, p.smCount);
    const double waveUse = tiles / (std::ceil(tiles / sms) * sms);
    const double kUse = k / (k + p.gemmKHalf);
    return tileUse * waveUse * kUse;
}

/** The efficiency of the large square GEMM the profile's fractions are measured on. */
double referenceEfficiency(const EfficiencyProfile &p)
{
    return rawEfficiency({8192, 8192, 8192}, p);
}

double relativeEfficiency(const GemmShape &g, const EfficiencyProfile &p, double reference)
{
    return std::min(1.0, rawEfficiency(g, p) / reference);
}

} // namespace

double gemmShapeEfficiency(const GemmShape &g, const EfficiencyProfile &p)
{
    return relativeEfficiency(g, p, referenceEfficiency(p));
}

LayerGemmEfficiency layerGemmEfficiency(const Architecture &a, double tokens, int tp, int ep,
                                        const EfficiencyProfile &p)
{
    const double h = a.hidden, t = std::max(1, tp);
    const double headDim = a.heads > 0 ? a.headSize() : h;
    const double q = a.heads > 0 ? a.queryWidth() : h;
    const double kv = a.kvHeads > 0 ? a.kvHeads : a.heads;
    const double ffnMult = a.ffnType == FfnType::SwiGlu ? 2.0 : 1.0;
    struct Weighted
    {
        GemmShape shape; ///< forward: tokens x n, inner k
        double flops;
    };
    std::vector<Weighted> gemms;
    auto add = [&](double m, double n, double k) {
        gemms.push_back({{m, n, k}, 2.0 * m * n * k});
    };
    add(tokens, (q + 2.0 * kv * headDim) / t, h); // QKV
    add(tokens, h, q / t); // attention output projection
    if (a.isMoe()) {
        // Each rank holds experts/ep experts; each receives top-k/experts of the EP group's
        // tokens (balanced routing), so a rank's expert GEMMs are `local` GEMMs of that many rows.
        const double ffn = a.moeFfn > 0 ? a.moeFfn : a.ffn;
        const double experts = std::max(1, a.experts);
        const double rows = std::max(1.0, tokens * a.topK * ep / experts);
        const double local = std::max(1.0, experts / std::max(1, ep));
        const double up = ffnMult * ffn / t, down = ffn / t;
        gemms.push_back({{rows, up, h}, 2.0 * rows * up * h * local});
        gemms.push_back({{rows, h, down}, 2.0 * rows * h * down * local});
    } else {
        add(tokens, ffnMult * a.ffn / t, h); // FFN up (and gate)
        add(tokens, h, a.ffn / t); // FFN down
    }
    // Called for every layout the planner scores: the reference is worked out once.
    const double reference = referenceEfficiency(p);
    double flops = 0, fwd = 0, dgrad = 0, wgrad = 0;
    for (const auto &g : gemms) {
        const GemmShape &s = g.shape;
        flops += g.flops;
        fwd += g.flops / relativeEfficiency(s, p, reference);
        dgrad += g.flops / relativeEfficiency({s.m, s.k, s.n}, p, reference); // dX = dY W^T
        wgrad += g.flops / relativeEfficiency({s.n, s.k, s.m}, p, reference); // dW = dY^T X
    }
    return {flops / fwd, flops / dgrad, flops / wgrad};
}

} // namespace cl
