// SPDX-License-Identifier: GPL-3.0-or-later
#include "flops.h"

#include "attentionspan.h"

#include <algorithm>

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
    // QK^T and AV over the keys each query attends: half the s x s square causal, the whole
    // square as eq. 7 counts it; a local layer's window or chunk, or a linear layer's state,
    // counted the same way (twice the causal keys for the square).
    const double seq = std::max(1, sequenceLength);
    const double causalKeys = attendedKeysOver(s.arch, 0.0, seq) / seq;
    const double keys = count == AttentionCount::Causal ? causalKeys : 2.0 * causalKeys;
    return 4.0 * keys * s.arch.queryWidth() * s.arch.layers;
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
