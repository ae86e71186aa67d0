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

double attentionScoreFlopsPerToken(const ModelShape &s, int sequenceLength)
{
    // QK^T and AV over the full s x s square, as eq. 7 counts it.
    return 4.0 * sequenceLength * double(s.arch.hidden) * s.arch.layers;
}

} // namespace

double forwardFlopsPerToken(const ModelShape &s, int sequenceLength)
{
    const double logits = 2.0 * s.arch.hidden * double(s.arch.vocab);
    return 2.0 * matmulParametersPerToken(s) + attentionScoreFlopsPerToken(s, sequenceLength)
           + logits;
}

double modelFlopsPerToken(const ModelShape &s, int sequenceLength)
{
    return 3.0 * forwardFlopsPerToken(s, sequenceLength);
}

double hardwareFlopsPerToken(const ModelShape &s, int sequenceLength, Recompute recompute)
{
    const double model = modelFlopsPerToken(s, sequenceLength);
    switch (recompute) {
    case Recompute::None:
        return model;
    case Recompute::Selective:
        return model + 3.0 * attentionScoreFlopsPerToken(s, sequenceLength);
    case Recompute::Full:
        return model + forwardFlopsPerToken(s, sequenceLength);
    }
    return model;
}

double sixNDFlops(double activeParameters, double tokens)
{
    return 6.0 * activeParameters * tokens;
}

} // namespace cl
