// SPDX-License-Identifier: GPL-3.0-or-later
#include "flops.h"

namespace cl {

namespace {

double matmulParametersPerToken(const ModelShape &s)
{
    // Active parameters minus the embedding lookup (no matmul) and norms; the output layer's
    // matmul is counted separately as the logits term.
    const Architecture &a = s.arch;
    const double perLayerNorms = 2.0 * a.hidden;
    return s.activeParameters - s.embeddingParameters - a.hidden - a.layers * perLayerNorms;
}

double attentionScoreFlopsPerToken(const ModelShape &s, int sequenceLength, AttentionCount count)
{
    // QK^T and AV over the full s x s square, as eq. 7 counts it; a causal mask needs half.
    const double square = 4.0 * sequenceLength * s.arch.queryWidth() * s.arch.layers;
    return count == AttentionCount::Causal ? square / 2.0 : square;
}

} // namespace

double forwardFlopsPerToken(const ModelShape &s, int sequenceLength, AttentionCount count)
{
    const double logits = 2.0 * s.arch.hidden * double(s.arch.vocab);
    return 2.0 * matmulParametersPerToken(s) + attentionScoreFlopsPerToken(s, sequenceLength, count)
           + logits;
}

double modelFlopsPerToken(const ModelShape &s, int sequenceLength, AttentionCount count)
{
    return 3.0 * forwardFlopsPerToken(s, sequenceLength, count);
}

double hardwareFlopsPerToken(const ModelShape &s, int sequenceLength, Recompute recompute,
                             AttentionCount count)
{
    const double model = modelFlopsPerToken(s, sequenceLength, count);
    switch (recompute) {
    case Recompute::None:
        return model;
    case Recompute::Selective:
        return model + 3.0 * attentionScoreFlopsPerToken(s, sequenceLength, count);
    case Recompute::Full:
        return model + forwardFlopsPerToken(s, sequenceLength, count);
    }
    return model;
}

double sixNDFlops(double activeParameters, double tokens)
{
    return 6.0 * activeParameters * tokens;
}

} // namespace cl
