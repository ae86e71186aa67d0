// SPDX-License-Identifier: GPL-3.0-or-later
// The model to train, resolved to a shape the engine can count: from a preset, an explicit
// architecture, or a bare parameter count (then the nearest standard shape, said so).
#pragma once

#include "model/workload.h"

#include <optional>
#include <string>

namespace cl {

class Catalog;

struct ModelShape
{
    Architecture arch;
    std::string origin; ///< "preset llama-2-70b", "architecture", "nearest shape to 70B: ..."
    double parameters = 0; ///< counted from arch (all experts)
    double activeParameters = 0; ///< used per token (top-k experts + shared)
    double embeddingParameters = 0;
    bool shapeIsGuessed = false; ///< true when only a parameter count was given
};

/** Parameters of one transformer layer (no biases): attention with GQA, FFN (GELU 2hf, SwiGLU 3hf).
 */
double attentionParameters(const Architecture &a);
double ffnParameters(const Architecture &a, int ffnSize);

/** Counts parameters per ENGINE.md §3.8: layers, MoE experts and router, embeddings (tied or not).
 */
ModelShape shapeFromArchitecture(const Architecture &a, std::string origin);

/**
 * Resolves a workload's model. With only `parameters`, picks the Llama-style shape (SwiGLU, GQA
 * beyond 30B) whose count is nearest: hidden from the published ladder, layers to fit.
 */
std::optional<ModelShape> resolveModel(const ModelSpec &spec, const Catalog &catalog);

} // namespace cl
