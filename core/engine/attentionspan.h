// SPDX-License-Identifier: GPL-3.0-or-later
// How far the layers of an architecture look back: the keys a query attends (the score FLOPs) and
// the KV cache a sequence holds, averaged over the layers, for full, sliding-window, chunked and
// linear attention (docs/attention.md).
#pragma once

#include "model/workload.h"

namespace cl {

/** Share of the layers that attend over the whole context (1 without local attention): the
 *  layers a shared prefix's KV cache serves. */
double fullAttentionShare(const Architecture &a);

/**
 * Keys one query at context position `context` (the tokens before it and itself) attends,
 * averaged over the layers, in units of one full-attention key (4 · heads · head size FLOPs per
 * layer, QK^T and AV): `context` for full attention; min(context, window) for a sliding window;
 * for chunks, the position inside the current chunk, window / 2 on average past the first; for a
 * linear-attention state, head size (the state's update and readout, 4 · head size² per head)
 * plus the causal 256-token block it sits in: every earlier key in the first block, half a block
 * on average after (MiniMax-01, arXiv:2501.08313 §2.2).
 */
double attendedKeys(const Architecture &a, double context);

/** The sum of attendedKeys over query positions (from, to]: the score work of a prefill from a
 *  cached prefix `from` to the prompt's end, or of a training sequence (from 0). Full attention
 *  gives (to² − from²) / 2. */
double attendedKeysOver(const Architecture &a, double from, double to);

/**
 * The KV cache a sequence of `context` tokens holds, in tokens of the all-layer full-attention
 * KV cache (kvBytesPerToken): `context` for full attention; min(context, window) for sliding and
 * chunked layers (a chunk's blocks are held until it ends, so up to a whole window is planned);
 * a linear layer's state (heads × head size² values kept in FP32, as vLLM's MiniMax kernels keep
 * it) over the bytes its full-attention K and V would take per token, `kvBytesPerValue` each.
 */
double heldKvTokens(const Architecture &a, double context, double kvBytesPerValue);

/** What a decode step reads of that cache, in the same units: what is held, except that a
 *  chunked layer reads only the current chunk (half a window on average past the first). */
double readKvTokens(const Architecture &a, double context, double kvBytesPerValue);

} // namespace cl
