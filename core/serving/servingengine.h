// SPDX-License-Identifier: GPL-3.0-or-later
// Serving engines as named choices, as training stacks are (engine/softwarestack.h): what each
// one's scheduler does (continuous batching, chunked prefill and its token budget, the largest
// batch it runs by default, CUDA graphs), which kernels and quantisation paths it has, which
// vendors' cards it runs on, and the host costs that make engines differ on the same card. Each
// with the version its numbers describe and their source. Pure data: the model reads it.
#pragma once

#include "model/enums.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cl {

struct GpuModel;

struct ServingEngine
{
    std::string id; ///< tensorrt-llm | vllm | sglang | lmdeploy | mindie | vllm-ascend
    std::string name; ///< as its project writes it
    std::string version; ///< the release the values describe
    std::string source; ///< where the behaviour and the numbers come from
    std::vector<std::string> vendors; ///< catalog GpuModel::vendor values it runs on
    std::vector<QuantFormat> gemmFormats; ///< activation formats its GEMMs run in
    /** Host time per decode step the GPUs do not hide (scheduling, sampling, launch). */
    double stepOverheadS = 1.0e-3;
    /** Host time per sequence in the batch per step (scheduler and sampler per request). */
    double perSequenceS = 4.0e-6;
    /** One TP all-reduce's fixed latency (NCCL or the engine's custom all-reduce). */
    double allReduceLatencyS = 40e-6;
    /** Decode GEMMs (skinny: batch x weights) against the training profile's GEMM rate. */
    double decodeGemm = 0.6;
    /** Host costs the engine reaches on one vendor's cards where they differ from the ones
     *  above (fitted leave-one-source-out on that vendor's published figures: docs/accuracy.md). */
    struct VendorCosts
    {
        std::string vendor;
        double decodeGemm = 0.6;
        double allReduceLatencyS = 40e-6;
        std::string source;
    };
    std::vector<VendorCosts> vendorCosts;
    int defaultMaxBatch = 2048; ///< sequences per replica it schedules at most by default
    int prefillChunkTokens = 8192; ///< tokens per forward pass (max_num_batched_tokens)
    /** Defaults by card: a catalog id prefix and its batch cap (LMDeploy's table). */
    std::vector<std::pair<std::string, int>> maxBatchByGpu;
    /** vLLM's rule: cards of at least this memory, other than the excluded ids, get the larger
     *  cap and prefill budget (0: no such rule). */
    double largeCardBytes = 0;
    std::vector<std::string> largeCardExcludes;
    int largeCardMaxBatch = 0;
    int largeCardChunkTokens = 0;
    bool chunkedPrefill = true;
    bool cudaGraphs = true;
    bool prefixCaching = true; ///< automatic prefix (KV block) reuse
    bool speculative = true; ///< draft-model / EAGLE / MTP speculation
    bool mlaKernels = false; ///< kernels for multi-head latent attention (DeepSeek)

    bool runsOn(const GpuModel &gpu) const;
    /** The decode GEMMs' share and a collective's latency on this card: its vendor's, or the
     *  engine's own. */
    double decodeGemmOn(const GpuModel &gpu) const;
    double allReduceLatencyOn(const GpuModel &gpu) const;
    const VendorCosts *costsOn(const GpuModel &gpu) const;
    const VendorCosts *costsFor(std::string_view vendor) const; ///< nullptr: the engine's own
    bool hasGemmFormat(QuantFormat f) const;
    /** The sequences it schedules at most on this card by default. */
    int maxBatchFor(const GpuModel &gpu) const;
    /** The tokens one forward pass takes on this card by default (the prefill chunk). */
    int prefillChunkFor(const GpuModel &gpu) const;

private:
    bool largeCard(const GpuModel &gpu) const;
};

const std::vector<ServingEngine> &servingEngines();
/** nullptr when there is no engine of that id. */
const ServingEngine *servingEngine(std::string_view id);
/** What a card is usually served with: TensorRT-LLM on NVIDIA's cards (the engine the model was
 *  fitted on), MindIE on Ascend, vLLM (or the vendor's fork of it) on the others. */
const ServingEngine &defaultServingEngine(const GpuModel &gpu);

} // namespace cl
