// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingengine.h"

#include "catalog/catalogentries.h"

#include <algorithm>

namespace cl {

namespace {

// The host costs (step, per sequence, all-reduce latency, decode GEMM share) of TensorRT-LLM are
// the four serving constants fitted on the fit half of its own performance tables
// (docs/accuracy.md, "Serving"). The other engines start from them; what differs between
// engines and is sourced (their batch caps, prefill budgets, kernels, vendors) is set apart.
ServingEngine tensorRtLlm()
{
    ServingEngine e;
    e.id = "tensorrt-llm";
    e.name = "TensorRT-LLM";
    e.version = "0.17-1.0 (PyTorch backend)";
    e.source = "NVIDIA TensorRT-LLM docs/source/performance/perf-overview.md (commit 00f37686): "
               "trtllm-bench, max_batch_size 2048, max_num_tokens 8192; host costs fitted on its "
               "fit half (docs/accuracy.md)";
    e.vendors = {"NVIDIA"};
    e.gemmFormats = {QuantFormat::BF16, QuantFormat::FP16, QuantFormat::FP8, QuantFormat::INT8};
    e.defaultMaxBatch = 2048;
    e.mlaKernels = true;
    return e;
}

/** vLLM on ROCm (MI300X): host costs fitted leave-one-source-out on the three independent sources
 *  of TP replicas there (compare_serving_engines.py; held out: AMD's performance page and its
 *  dev-docker README 12.0 %, AMD's best-practices blog 15.7 %, Oracle's blog 21.0 %): its decode
 *  GEMMs reach about half of what TensorRT-LLM's do on Hopper, its collectives 2.5 times the
 *  latency. */
ServingEngine::VendorCosts rocmCosts(const char *note)
{
    ServingEngine::VendorCosts c;
    c.vendor = "AMD";
    c.decodeGemm = 0.325;
    c.allReduceLatencyS = 100e-6;
    c.source = std::string("fitted on AMD's ROCm performance results and vLLM dev-docker README "
                           "(vLLM 0.9-0.10, 2025), AMD's MI300X best-practices blog (vLLM 0.6.7, "
                           "2025-01) and Oracle's OCI MI300X blog (2024-10), docs/accuracy.md")
               + note;
    return c;
}

ServingEngine vllm()
{
    ServingEngine e = tensorRtLlm();
    e.id = "vllm";
    e.name = "vLLM";
    e.version = "0.9-0.11 (V1 engine)";
    // EngineArgs.get_batch_defaults: the OpenAI server schedules up to 1,024 sequences and 8,192
    // tokens per step on cards of 70 GiB or more other than the A100, else 256 and 2,048.
    e.source = "vllm/engine/arg_utils.py get_batch_defaults (max_num_seqs 1024 / 256, "
               "max_num_batched_tokens 8192 / 2048 by card); host costs: TensorRT-LLM's until the "
               "cross-engine set scores them";
    // AMD's ROCm build, and the vendors' own forks (vLLM-MLU, DCU, Kunlun) on the Chinese cards.
    e.vendors = {"NVIDIA", "AMD", "Cambricon", "Hygon", "Kunlunxin"};
    e.defaultMaxBatch = 256;
    e.prefillChunkTokens = 2048;
    e.largeCardMaxBatch = 1024;
    e.largeCardChunkTokens = 8192;
    e.largeCardBytes = 70.0 * (1ull << 30);
    e.largeCardExcludes = {"a100"};
    e.vendorCosts = {rocmCosts("")};
    return e;
}

ServingEngine sglang()
{
    ServingEngine e = tensorRtLlm();
    e.id = "sglang";
    e.name = "SGLang";
    e.version = "0.4-0.5";
    // No batch cap of its own by default: the KV pool bounds the running requests.
    e.source = "sglang server_args.py (max_running_requests from the KV pool, "
               "chunked_prefill_size 8192 on large cards); host costs: TensorRT-LLM's until the "
               "cross-engine set scores them";
    e.vendors = {"NVIDIA", "AMD"};
    // No SGLang figure on AMD's cards: the one engine measured there, not Hopper's costs.
    e.vendorCosts = {rocmCosts("; vLLM's, SGLang has no published ROCm figure here")};
    e.defaultMaxBatch = 4096;
    e.mlaKernels = true;
    return e;
}

ServingEngine lmdeploy()
{
    ServingEngine e = tensorRtLlm();
    e.id = "lmdeploy";
    e.name = "LMDeploy (TurboMind)";
    e.version = "0.6-0.9";
    e.source = "lmdeploy/utils.py get_max_batch_size (A100/A800 384, H100/H800/H200 1024, other "
               "CUDA cards 128); host costs: TensorRT-LLM's until the cross-engine set scores them";
    e.vendors = {"NVIDIA", "Huawei"};
    e.gemmFormats = {QuantFormat::BF16, QuantFormat::FP16, QuantFormat::INT8};
    e.defaultMaxBatch = 128;
    e.maxBatchByGpu = {{"a100", 384}, {"h100", 1024}, {"h800", 1024}, {"h200", 1024}};
    return e;
}

ServingEngine mindie()
{
    ServingEngine e = tensorRtLlm();
    e.id = "mindie";
    e.name = "MindIE";
    e.version = "1.0-2.0";
    e.source = "Huawei MindIE Service config.json ScheduleConfig defaults (maxBatchSize 200, "
               "maxPrefillTokens 8192); host costs: TensorRT-LLM's until the cross-engine set "
               "scores them";
    e.vendors = {"Huawei"};
    e.gemmFormats = {QuantFormat::BF16, QuantFormat::FP16, QuantFormat::INT8};
    e.defaultMaxBatch = 200;
    e.cudaGraphs = false; // the Ascend graph mode is not CUDA graphs; the host cost stays
    e.mlaKernels = true;
    return e;
}

ServingEngine vllmAscend()
{
    ServingEngine e = vllm();
    e.id = "vllm-ascend";
    e.name = "vLLM Ascend";
    e.version = "0.9-0.11";
    e.source = "vllm-project/vllm-ascend (the vLLM V1 scheduler on Ascend NPUs: the 64 GB cards "
               "take vLLM's small-card defaults, 256 sequences, 2,048 tokens); host costs: "
               "TensorRT-LLM's until the cross-engine set scores them";
    e.vendors = {"Huawei"};
    e.gemmFormats = {QuantFormat::BF16, QuantFormat::FP16, QuantFormat::INT8};
    e.mlaKernels = true;
    return e;
}

} // namespace

bool ServingEngine::runsOn(const GpuModel &gpu) const
{
    return std::find(vendors.begin(), vendors.end(), gpu.vendor) != vendors.end();
}

const ServingEngine::VendorCosts *ServingEngine::costsFor(std::string_view vendor) const
{
    for (const VendorCosts &v : vendorCosts)
        if (v.vendor == vendor)
            return &v;
    return nullptr;
}

const ServingEngine::VendorCosts *ServingEngine::costsOn(const GpuModel &gpu) const
{
    return costsFor(gpu.vendor);
}

double ServingEngine::decodeGemmOn(const GpuModel &gpu) const
{
    const VendorCosts *v = costsOn(gpu);
    return v ? v->decodeGemm : decodeGemm;
}

double ServingEngine::allReduceLatencyOn(const GpuModel &gpu) const
{
    const VendorCosts *v = costsOn(gpu);
    return v ? v->allReduceLatencyS : allReduceLatencyS;
}

bool ServingEngine::hasGemmFormat(QuantFormat f) const
{
    return std::find(gemmFormats.begin(), gemmFormats.end(), f) != gemmFormats.end();
}

bool ServingEngine::largeCard(const GpuModel &gpu) const
{
    if (largeCardBytes <= 0 || gpu.memoryBytes < largeCardBytes)
        return false;
    return std::none_of(largeCardExcludes.begin(), largeCardExcludes.end(),
                        [&](const std::string &p) { return gpu.id.rfind(p, 0) == 0; });
}

int ServingEngine::maxBatchFor(const GpuModel &gpu) const
{
    for (const auto &[prefix, size] : maxBatchByGpu)
        if (gpu.id.rfind(prefix, 0) == 0)
            return size;
    return largeCard(gpu) ? largeCardMaxBatch : defaultMaxBatch;
}

int ServingEngine::prefillChunkFor(const GpuModel &gpu) const
{
    return largeCard(gpu) ? largeCardChunkTokens : prefillChunkTokens;
}

const std::vector<ServingEngine> &servingEngines()
{
    static const std::vector<ServingEngine> all
        = {tensorRtLlm(), vllm(), sglang(), lmdeploy(), mindie(), vllmAscend()};
    return all;
}

const ServingEngine *servingEngine(std::string_view id)
{
    for (const ServingEngine &e : servingEngines())
        if (e.id == id)
            return &e;
    return nullptr;
}

const ServingEngine &defaultServingEngine(const GpuModel &gpu)
{
    const char *id = gpu.vendor == "NVIDIA"   ? "tensorrt-llm"
                     : gpu.vendor == "Huawei" ? "mindie"
                                              : "vllm";
    return *servingEngine(id);
}

} // namespace cl
