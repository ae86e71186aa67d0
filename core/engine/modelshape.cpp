// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelshape.h"

#include "catalog/catalog.h"
#include "text/printf.h"

#include <cmath>
#include <cstdio>

namespace cl {

double attentionParameters(const Architecture &a)
{
    const double h = a.hidden;
    // Q and O are h x (heads x head_dim), h x h where the heads split h; K and V are
    // h x (kv_heads x head_dim).
    return 2 * h * a.queryWidth() + 2 * h * (a.kvHeads * a.headSize());
}

double ffnParameters(const Architecture &a, int ffnSize)
{
    const double matrices = a.ffnType == FfnType::SwiGlu ? 3.0 : 2.0;
    return matrices * double(a.hidden) * ffnSize;
}

ModelShape shapeFromArchitecture(const Architecture &a, std::string origin)
{
    ModelShape s;
    s.arch = a;
    s.origin = std::move(origin);
    const double norms = 2.0 * a.hidden; // two layer norms per layer (weights only)
    // Linear-attention layers (MiniMax's lightning attention) project Q, K and V at every head,
    // plus an output gate beside the output projection: 5 x h x (heads x head size).
    const int linearLayers
        = a.localAttention == LocalAttention::Linear ? a.layers - a.fullAttentionLayers() : 0;
    const double attention
        = attentionParameters(a)
          + (a.layers > 0
                 ? linearLayers * (5.0 * a.hidden * a.queryWidth() - attentionParameters(a))
                       / a.layers
                 : 0.0);
    const double denseFfn = ffnParameters(a, a.ffn);
    double total = 0;
    double active = 0;
    const int moeLayers = a.isMoe() ? a.layers - a.denseLayers : 0;
    const int denseLayers = a.layers - moeLayers;
    total += denseLayers * (attention + denseFfn + norms);
    active += denseLayers * (attention + denseFfn + norms);
    if (moeLayers > 0) {
        const double expert = ffnParameters(a, a.moeFfn > 0 ? a.moeFfn : a.ffn);
        const double router = double(a.hidden) * a.experts;
        total += moeLayers * (attention + norms + router + expert * (a.experts + a.sharedExperts));
        active += moeLayers * (attention + norms + router + expert * (a.topK + a.sharedExperts));
    }
    s.embeddingParameters = double(a.vocab) * a.hidden * (a.tiedEmbeddings ? 1 : 2);
    s.parameters = total + s.embeddingParameters + a.hidden; // + final norm
    s.activeParameters = active + s.embeddingParameters + a.hidden;
    return s;
}

namespace {

// Published dense shapes (hidden, heads, ffn multiple) from GPT-3 and Llama: the ladder a bare
// parameter count is matched against.
struct Rung
{
    int hidden;
    int heads;
};
constexpr Rung kLadder[]
    = {{768, 12},  {1024, 16}, {2048, 16},  {2560, 32},   {4096, 32},   {5120, 40},
       {6656, 52}, {8192, 64}, {12288, 96}, {16384, 128}, {20480, 160}, {25600, 200}};

std::string humanCount(double n)
{
    if (n >= 1e12)
        return formatText("%.3gT", n / 1e12);
    if (n >= 1e9)
        return formatText("%.3gB", n / 1e9);
    return formatText("%.3gM", n / 1e6);
}

ModelShape nearestShape(double parameters)
{
    ModelShape best;
    double bestError = INFINITY;
    for (const Rung &r : kLadder) {
        Architecture a;
        a.hidden = r.hidden;
        a.heads = r.heads;
        a.kvHeads = r.hidden >= 8192 ? 8 : r.heads; // GQA as Llama uses it from 70B up
        a.ffnType = FfnType::SwiGlu;
        // Llama's FFN: 8h/3 rounded up to a multiple of 256 (x1.3 for 70B and up).
        const double f = (r.hidden >= 8192 ? 1.3 : 1.0) * 8.0 * r.hidden / 3.0;
        a.ffn = int(std::ceil(f / 256.0) * 256);
        a.vocab = 32000;
        const ModelShape perLayer = shapeFromArchitecture(
            [&] {
                Architecture one = a;
                one.layers = 1;
                return one;
            }(),
            {});
        const double layerParams = perLayer.parameters - perLayer.embeddingParameters - a.hidden;
        const double fixed = perLayer.embeddingParameters + a.hidden;
        const int layers = std::max(1, int(std::lround((parameters - fixed) / layerParams)));
        // Published dense models keep hidden / layers near 100-130 (Llama 2 70B: 102, GPT-3 and
        // Llama 7B/13B: 128): pick the rung whose layer count lands closest to that shape.
        const double aspect = double(a.hidden) / layers;
        a.layers = layers;
        ModelShape s = shapeFromArchitecture(a, {});
        const double countError = std::abs(s.parameters - parameters) / parameters;
        const double error = std::abs(std::log(aspect / 115.0)) + 4.0 * countError;
        if (error < bestError) {
            bestError = error;
            best = s;
        }
    }
    best.origin = formatText(
        "nearest standard shape to %s: %d layers, hidden %d, %d heads, FFN %d (SwiGLU)",
        humanCount(parameters).c_str(), best.arch.layers, best.arch.hidden, best.arch.heads,
        best.arch.ffn);
    best.shapeIsGuessed = true;
    return best;
}

} // namespace

std::optional<ModelShape> resolveModel(const ModelSpec &spec, const Catalog &catalog)
{
    if (spec.preset) {
        const ModelPreset *preset = catalog.modelPreset(*spec.preset);
        if (!preset)
            return std::nullopt;
        return shapeFromArchitecture(preset->architecture, "preset " + preset->id);
    }
    if (spec.architecture)
        return shapeFromArchitecture(*spec.architecture, "architecture");
    if (spec.parameters && *spec.parameters > 0) {
        ModelShape s = nearestShape(*spec.parameters);
        // The user's count is the truth; the shape only serves the per-layer terms.
        s.parameters = *spec.parameters;
        s.activeParameters = spec.activeParameters.value_or(*spec.parameters);
        return s;
    }
    return std::nullopt;
}

} // namespace cl
