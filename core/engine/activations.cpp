// SPDX-License-Identifier: GPL-3.0-or-later
#include "activations.h"

namespace cl {

double activationBytesPerLayer(const Architecture &a, const ActivationInputs &in)
{
    const double h = a.hidden;
    const double sb = in.s * in.b;
    const double scale = in.bytesPerValue / 2.0; // the paper counts 16-bit values
    if (in.recompute == Recompute::Full)
        return 2.0 * sb * h * scale / (in.sp ? in.t : 1);

    const double headDim = a.headSize();
    const double q = a.queryWidth(); // = h where the heads split the hidden size
    // Replicated outside the TP region: two layer-norm inputs (4h), the QKV and FC1 inputs (4h),
    // two dropout masks (2h) = 10h. SP shards them over t as well.
    const double replicated = in.flashAttention ? 8.0 * h : 10.0 * h;
    // Inside the TP region: Q, K, V (2h + 4·kv·d_head), the projection input (2h), and the MLP's
    // inner tensors: GELU keeps fc1-out and gelu-out (4f), SwiGLU its fused gate/up output and
    // the product (6f).
    const double ffn = a.isMoe() ? double(a.moeFfn > 0 ? a.moeFfn : a.ffn) * a.topK : double(a.ffn);
    const double mlpInner = a.ffnType == FfnType::SwiGlu ? 6.0 * ffn : 4.0 * ffn;
    double sharded = 2.0 * q + 4.0 * a.kvHeads * headDim + 2.0 * q + mlpInner;
    double outside = replicated;
    if (in.fp8LinearInputs) {
        // The QKV and FC1 inputs (4h) outside the TP region, the projection input (2h) and the
        // FC2 input (2f) inside it, each kept at half the bytes.
        outside -= 2.0 * h;
        sharded -= h + ffn;
    }
    double perToken = (in.sp ? outside / in.t : outside) + sharded / in.t;
    double bytes = sb * perToken;
    if (in.recompute == Recompute::None && !in.flashAttention) {
        // Attention scores, softmax output and its dropout mask: 5·a·s²·b (over the key length).
        const double keys = in.fullSequence > 0 ? in.fullSequence : in.s;
        bytes += 5.0 * a.heads * in.s * keys * in.b / in.t;
    }
    return bytes * scale;
}

double logitBytes(const Architecture &a, const ActivationInputs &in)
{
    const double h = a.hidden;
    return 4.0 * in.s * in.b * h / in.t * (1.0 + double(a.vocab) / h) * (in.bytesPerValue / 2.0);
}

} // namespace cl
