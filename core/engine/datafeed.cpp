// SPDX-License-Identifier: GPL-3.0-or-later
#include "datafeed.h"

#include "clusterspec.h"
#include "diagnostic.h"
#include "estimate.h"
#include "modelshape.h"
#include "text/printf.h"

#include <algorithm>

namespace cl {

namespace {

struct KindFigures
{
    double bytesPerToken;
    double cpuUsPerToken;
};

/**
 * Estimates per kind, each an order of magnitude with its basis (docs/datafeed.md):
 * - tokens: token ids read and batched; index lookups and a copy, ~0.05 core-µs.
 * - text: ~4 bytes of UTF-8 per token (OpenAI's tokenizer guide: ~4 characters of English a
 *   token); Hugging Face tokenizers take "less than 20 seconds to tokenize a GB of text on a
 *   server's CPU" (its README), taken as 32 cores: ~2.6 core-µs a token.
 * - image_text: a COCO-size JPEG (~160 KB) for ~626 tokens (LLaVA-1.5: 576 image tokens at
 *   336 px and ~50 of text): ~256 bytes a token; decoding and resizing ~5 ms per image on one
 *   core (libjpeg-turbo class): ~8 core-µs a token.
 * - video: a 10 s 720p H.264 clip (~3 MB) sampled at 8 frames of 576 tokens: ~650 bytes a
 *   token; seeking and decoding those frames ~0.4 s a clip on one core: ~90 core-µs a token.
 */
KindFigures figures(DatasetKind kind)
{
    switch (kind) {
    case DatasetKind::Tokens:
        return {4.0, 0.05};
    case DatasetKind::Text:
        return {4.0, 2.6};
    case DatasetKind::ImageText:
        return {256.0, 8.0};
    case DatasetKind::Video:
        return {650.0, 90.0};
    }
    return {4.0, 0.05};
}

// Megatron-LM's --num-workers default: two DataLoader processes per rank.
constexpr int kDefaultWorkersPerGpu = 2;

} // namespace

DataFeed dataFeedFor(const std::optional<Dataset> &dataset, const ModelShape &shape)
{
    const Dataset d = dataset.value_or(Dataset {});
    const KindFigures k = figures(d.kind);
    DataFeed f;
    f.kind = d.kind;
    f.bytesPerToken = d.bytesPerToken.value_or(k.bytesPerToken);
    // Token ids fit in 16 bits for vocabularies up to 65,535 (Megatron's indexed datasets).
    if (d.kind == DatasetKind::Tokens && !d.bytesPerToken && shape.arch.vocab > 0
        && shape.arch.vocab <= 65535)
        f.bytesPerToken = 2.0;
    f.cpuSecondsPerToken = d.cpuUsPerToken.value_or(k.cpuUsPerToken) * 1e-6;
    f.workersPerGpu = d.workersPerGpu.value_or(kDefaultWorkersPerGpu);
    return f;
}

DataFeedStep dataFeedStep(const DataFeed &f, double tokensPerStep, const ClusterSpec &c,
                          double stepS)
{
    DataFeedStep s;
    s.readBytes = tokensPerStep * f.bytesPerToken;
    if (c.storageReadBytesPerS > 0)
        s.readS = s.readBytes / c.storageReadBytesPerS;
    // The loaders' processes, or the training processes themselves (one per GPU) without
    // workers; never more cores than the server has.
    const int perGpu = std::max(1, f.workersPerGpu);
    s.loaderCoresPerNode = double(perGpu) * c.gpusPerNode;
    if (c.cpuCoresPerNode > 0)
        s.loaderCoresPerNode = std::min(s.loaderCoresPerNode, double(c.cpuCoresPerNode));
    const double tokensPerNode = tokensPerStep / std::max(1, c.nodes());
    s.cpuS = tokensPerNode * f.cpuSecondsPerToken / std::max(1.0, s.loaderCoresPerNode);
    s.stallS = f.workersPerGpu == 0 ? s.readS + s.cpuS : std::max(0.0, s.feedS() - stepS);
    return s;
}

std::optional<Diagnostic> dataFeedDiagnostic(const TrainingEstimate &e, const ClusterSpec &c,
                                             const DataFeed &f)
{
    if (!e.valid || e.stepTimeS <= 0)
        return std::nullopt;
    const DataFeedStep &s = e.dataFeed;
    // Loading between steps adds to every step; prefetching loaders set the pace once the feed
    // takes (nearly) the whole step: the planner then keeps any layout that hides behind it.
    const bool serial = f.workersPerGpu == 0;
    if (serial ? e.breakdown.data < kDataStarvedShare * e.stepTimeS
               : s.feedS() < (1.0 - kDataStarvedShare) * e.stepTimeS)
        return std::nullopt;
    const char *cause = serial ? "serial" : s.readS >= s.cpuS ? "storage" : "cpu";
    return Diagnostic {Severity::Warning,
                       "data.starved",
                       {},
                       "/workload/dataset",
                       {{"cause", cause},
                        {"step_s", formatText("%.2f", e.stepTimeS)},
                        {"feed_s", formatText("%.2f", serial ? e.breakdown.data : s.feedS())},
                        {"read_gb", formatText("%.2f", s.readBytes / 1e9)},
                        {"read_s", formatText("%.2f", s.readS)},
                        {"have_gb_s", formatText("%.2f", c.storageReadBytesPerS / 1e9)},
                        {"cpu_s", formatText("%.2f", s.cpuS)},
                        {"cores", formatText("%.0f", s.loaderCoresPerNode)}}};
}

} // namespace cl
