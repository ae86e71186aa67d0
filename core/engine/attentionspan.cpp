// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionspan.h"

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

// Lightning attention computes each 256-token block's causal scores directly and the rest
// through the running state (MiniMax-01 §2.2.1).
constexpr double kLinearBlockTokens = 256.0;
// vLLM's linear-attention kernels keep the running state in FP32 whatever the KV cache format.
constexpr double kLinearStateBytes = 4.0;

double localShare(const Architecture &a)
{
    return a.layers > 0 ? 1.0 - fullAttentionShare(a) : 0.0;
}

double window(const Architecture &a)
{
    return std::max(1.0, double(a.attentionWindow));
}

/** Keys a query attends in one local layer at `context`. */
double localKeys(const Architecture &a, double context)
{
    const double w = window(a);
    switch (a.localAttention) {
    case LocalAttention::None:
        return context;
    case LocalAttention::Sliding:
        return std::min(context, w);
    case LocalAttention::Chunked:
        return context <= w ? context : w / 2.0;
    case LocalAttention::Linear:
        // The state, and the causal block: every earlier key inside the first block, half a
        // block on average after it.
        return a.headSize() + (context <= kLinearBlockTokens ? context : kLinearBlockTokens / 2.0);
    }
    return context;
}

/** The integral of localKeys over positions 0..x. */
double localKeysUpTo(const Architecture &a, double x)
{
    const double w = window(a);
    switch (a.localAttention) {
    case LocalAttention::None:
        return x * x / 2.0;
    case LocalAttention::Sliding:
        return x <= w ? x * x / 2.0 : w * w / 2.0 + w * (x - w);
    case LocalAttention::Chunked: {
        const double whole = std::floor(x / w), rest = x - whole * w;
        return whole * w * w / 2.0 + rest * rest / 2.0;
    }
    case LocalAttention::Linear: {
        const double block = std::min(x, kLinearBlockTokens);
        return x * a.headSize() + block * block / 2.0 + (x - block) * kLinearBlockTokens / 2.0;
    }
    }
    return x * x / 2.0;
}

} // namespace

double fullAttentionShare(const Architecture &a)
{
    return a.layers > 0 ? double(a.fullAttentionLayers()) / a.layers : 1.0;
}

double attendedKeys(const Architecture &a, double context)
{
    return fullAttentionShare(a) * context + localShare(a) * localKeys(a, context);
}

double attendedKeysOver(const Architecture &a, double from, double to)
{
    const double full = (to * to - from * from) / 2.0;
    const double local = localKeysUpTo(a, to) - localKeysUpTo(a, from);
    return fullAttentionShare(a) * full + localShare(a) * local;
}

double readKvTokens(const Architecture &a, double context, double kvBytesPerValue)
{
    if (a.localAttention != LocalAttention::Chunked)
        return heldKvTokens(a, context, kvBytesPerValue);
    // A chunked layer reads the current chunk only: half a window on average past the first.
    const double w = window(a);
    return fullAttentionShare(a) * context + localShare(a) * (context <= w ? context : w / 2.0);
}

double heldKvTokens(const Architecture &a, double context, double kvBytesPerValue)
{
    double local = context;
    switch (a.localAttention) {
    case LocalAttention::None:
        break;
    case LocalAttention::Sliding:
    case LocalAttention::Chunked:
        local = std::min(context, window(a));
        break;
    case LocalAttention::Linear: {
        // heads x d x d state values against 2 x kv_heads x d K and V values per token.
        const double state = a.heads * a.headSize() * a.headSize() * kLinearStateBytes;
        const double perToken = 2.0 * std::max(1, a.kvHeads) * a.headSize() * kvBytesPerValue;
        local = perToken > 0 ? state / perToken : 0.0;
        break;
    }
    }
    return fullAttentionShare(a) * context + localShare(a) * local;
}

} // namespace cl
