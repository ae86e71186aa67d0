// SPDX-License-Identifier: GPL-3.0-or-later
#include "softwarestack.h"

#include "catalog/catalogentries.h"

#include <cstring>

namespace cl {

namespace {

SoftwareStack makeStack(std::string id, std::string source, double gemmScale, bool flash,
                        double tpOverlap, double layerOverheadS, double stepOverheadS, bool perRank,
                        bool regather, bool ppOverlap = false,
                        SoftwareStack::Attention attention = SoftwareStack::Attention::Fa2)
{
    SoftwareStack s;
    s.id = std::move(id);
    s.source = std::move(source);
    s.gemmScale = gemmScale;
    s.flashAttention = flash;
    s.tpOverlap = tpOverlap;
    s.layerOverheadS = layerOverheadS;
    s.stepOverheadS = stepOverheadS;
    s.zero3PerRank = perRank;
    s.zero3RegatherOnRecompute = regather;
    s.ppOverlap = ppOverlap;
    s.attentionKernel = attention;
    return s;
}

} // namespace

namespace {

// Sources of the features, once each.
constexpr const char *kMegatron2021 = "Narayanan et al. 2021 (arXiv:2104.04473): PTD-P, the "
                                      "interleaved schedule, full activation recompute";
constexpr const char *kKorthikanti = "Korthikanti et al. 2022 (arXiv:2205.05198): sequence "
                                     "parallelism and selective recompute";
constexpr const char *kDistOpt = "Megatron-LM --use-distributed-optimizer (2022): optimizer "
                                 "states sharded over data parallelism, ZeRO-1";
constexpr const char *kMcore = "Megatron-Core (NVIDIA, 2023-2025): context parallelism, expert "
                               "parallelism, FP8 through Transformer Engine, uneven first/last "
                               "stages, Megatron-FSDP";
constexpr const char *kZero = "Rajbhandari et al. 2020 (arXiv:1910.02054): ZeRO stages 1-3 in "
                              "DeepSpeed";
constexpr const char *kDeepSpeedPipe = "DeepSpeed pipeline engine (2020) with Megatron-DeepSpeed "
                                       "tensor parallelism (BLOOM, arXiv:2211.05100)";
constexpr const char *kDeepSpeedMoe = "DeepSpeed-MoE (Rajbhandari et al. 2022, arXiv:2201.05596)";
constexpr const char *kFsdp = "PyTorch FSDP (Zhao et al. 2023, arXiv:2304.11277): FULL_SHARD, "
                              "SHARD_GRAD_OP and HYBRID_SHARD";
constexpr const char *kFsdpFp8 = "llm-foundry / Transformer Engine FP8 linear layers (2023)";
constexpr const char *kCheckpointing = "activation checkpointing of whole blocks "
                                       "(torch.utils.checkpoint)";
constexpr const char *kTorchTitan = "torchtitan (Liang et al. 2024, arXiv:2410.06511): FSDP2, "
                                    "DTensor TP, pipeline schedules (1F1B, interleaved), context "
                                    "parallelism, Float8, op-level selective checkpointing";
constexpr const char *kMindSpeed
    = "MindSpeed-LLM (Huawei Ascend, 2024): Megatron-style TP/PP/SP, "
      "the interleaved schedule, distributed optimizer, ring-attention "
      "and Ulysses context parallelism, MoE expert parallelism on HCCL";
constexpr const char *kColossal = "Colossal-AI HybridParallelPlugin (hpcaitech, 2023-2024): TP, "
                                  "1F1B and interleaved PP, sequence parallelism, ZeRO-1/2, Gemini "
                                  "(ZeRO-3 class)";
constexpr const char *kInternEvo = "InternEvo (Chen et al. 2024, arXiv:2401.09149): ISP sequence "
                                   "parallelism, TP, PP, hierarchical ZeRO (ZeRO-1/3), full "
                                   "recompute";

std::vector<StackFeature> megatronFeatures(int era)
{
    std::vector<StackFeature> f {{"tp", 2019, kMegatron2021},
                                 {"pp", 2021, kMegatron2021},
                                 {"interleave", 2021, kMegatron2021},
                                 {"recompute_full", 2019, kMegatron2021}};
    if (era >= 2022) {
        f.push_back({"sp", 2022, kKorthikanti});
        f.push_back({"recompute_selective", 2022, kKorthikanti});
        f.push_back({"zero1", 2022, kDistOpt});
    }
    if (era >= 2023) {
        for (const char *code : {"cp", "ep", "fp8", "uneven_stages", "zero3", "hsdp"})
            f.push_back({code, 2024, kMcore});
    }
    return f;
}

SoftwareStack withFeatures(SoftwareStack s, std::vector<StackFeature> features)
{
    s.features = std::move(features);
    s.featureMask = 0;
    for (const StackFeature &f : s.features)
        s.featureMask |= stackFeatureBit(f.code);
    return s;
}

SoftwareStack megatronCore()
{
    SoftwareStack s = makeStack(
        "megatron-core",
        "Megatron-Core / NeMo with Transformer Engine (NeMo 24.07 performance summary; Llama 3, "
        "arXiv:2407.21783 Table 4): fused kernels, cuDNN fused attention, TP comm overlap, "
        "overlapped pipeline sends, distributed optimizer, DeepEP MoE dispatch; FSDP through "
        "NCCL's multi-NIC rings",
        1.0, true, 0.5, 0.0, 0.0, false, false, true, SoftwareStack::Attention::Fused);
    s.moeNodeDedup = true;
    return withFeatures(s, megatronFeatures(2023));
}

/** Gradients reduced after the backward, not beside it (the stack's data-parallel path). */
SoftwareStack reducingAfterBackward(SoftwareStack s)
{
    s.dpOverlap = false;
    return s;
}

} // namespace

const std::vector<SoftwareStack> &builtInStacks()
{
    // gemmScale and the overheads were set against the fit set of docs/accuracy/
    // published-runs.json only; the held-out runs check them (docs/accuracy.md).
    static const std::vector<SoftwareStack> stacks {
        megatronCore(),
        // Megatron-LM reduced the gradients after the backward until --overlap-grad-reduce
        // (2023); DeepSpeed's pipeline engine reduces them after the pipeline flush.
        withFeatures(reducingAfterBackward(makeStack(
                         "megatron-2022",
                         "Megatron-LM as of Korthikanti et al. 2022 (arXiv:2205.05198 Table 5): "
                         "sequence parallelism and selective recompute, no FlashAttention",
                         1.0, false, 0.0, 0.0, 0.0, false, false)),
                     megatronFeatures(2022)),
        withFeatures(reducingAfterBackward(makeStack(
                         "megatron-2021",
                         "Megatron-LM as of Narayanan et al. 2021 (arXiv:2104.04473 Tables 1-2): "
                         "its kernels as fast as the 2022 code once its gradient reduction is "
                         "exposed (the fit on all sources)",
                         1.0, false, 0.0, 0.0, 0.0, false, false)),
                     megatronFeatures(2021)),
        withFeatures(reducingAfterBackward(makeStack(
                         "deepspeed",
                         "DeepSpeed / Megatron-DeepSpeed (BLOOM, arXiv:2211.05100; ZeRO-3 in "
                         "Narayanan 2021 Table 2): ZeRO-3 gathers each rank's shard through its "
                         "own NIC and again for the recompute forward",
                         1.0, false, 0.0, 0.0, 0.0, true, true)),
                     {{"tp", 2021, kDeepSpeedPipe},
                      {"pp", 2020, kDeepSpeedPipe},
                      {"uneven_stages", 2020, kDeepSpeedPipe},
                      {"recompute_full", 2020, kCheckpointing},
                      {"zero1", 2020, kZero},
                      {"zero2", 2020, kZero},
                      {"zero3", 2021, kZero},
                      {"ep", 2022, kDeepSpeedMoe}}),
        withFeatures(
            makeStack("fsdp",
                      "PyTorch FSDP in eager mode (MosaicML llm-foundry benchmarks on A100 and "
                      "H100): FlashAttention, no TP overlap, per-layer launch and hook overhead",
                      1.0, true, 0.0, 1e-3, 0.0, false, false),
            {{"recompute_full", 2022, kCheckpointing},
             {"zero2", 2022, kFsdp},
             {"zero3", 2022, kFsdp},
             {"hsdp", 2023, kFsdp},
             {"fp8", 2023, kFsdpFp8}}),
        withFeatures(makeStack("pytorch",
                               "plain PyTorch DDP/FSDP (Hugging Face style training loops): "
                               "FlashAttention through SDPA, unfused norms and activations, eager "
                               "launches",
                               1.0, true, 0.0, 1e-3, 0.0, false, false),
                     {{"recompute_full", 2019, kCheckpointing},
                      {"zero2", 2022, kFsdp},
                      {"zero3", 2022, kFsdp}}),
        withFeatures(
            makeStack("torchtitan",
                      "torchtitan with torch.compile, as its benchmarks run (PyTorch, 2024): "
                      "SDPA FlashAttention, no TP overlap (async TP off), compiled graphs "
                      "(no per-layer host overhead); GEMMs at 0.8 of the generation's best "
                      "stack (fitted on its benchmarks and Trainy's)",
                      0.8, true, 0.0, 0.0, 0.0, false, false),
            {{"tp", 2024, kTorchTitan},
             {"pp", 2024, kTorchTitan},
             {"interleave", 2024, kTorchTitan},
             {"cp", 2024, kTorchTitan},
             {"recompute_selective", 2024, kTorchTitan},
             {"recompute_full", 2024, kTorchTitan},
             {"zero2", 2024, kTorchTitan},
             {"zero3", 2024, kTorchTitan},
             {"hsdp", 2024, kTorchTitan},
             {"fp8", 2024, kTorchTitan}}),
        // The stacks below have no published runs in the fitted set: their kernel rates are the
        // generation's (gemmScale 1) and their overlaps off until runs of theirs are compared.
        withFeatures(
            makeStack("mindspeed",
                      "MindSpeed-LLM on Ascend with HCCL (Huawei, 2024): Megatron-style "
                      "layouts; FlashAttention (npu_fusion_attention); kernel rates are the "
                      "Ascend generation's, TP overlap off (not yet compared with its runs)",
                      1.0, true, 0.0, 0.0, 0.0, false, false),
            {{"tp", 2023, kMindSpeed},
             {"pp", 2023, kMindSpeed},
             {"interleave", 2023, kMindSpeed},
             {"sp", 2023, kMindSpeed},
             {"recompute_selective", 2023, kMindSpeed},
             {"recompute_full", 2023, kMindSpeed},
             {"zero1", 2023, kMindSpeed},
             {"cp", 2024, kMindSpeed},
             {"ep", 2024, kMindSpeed}}),
        withFeatures(
            makeStack("colossalai",
                      "Colossal-AI HybridParallelPlugin (hpcaitech): FlashAttention, no TP "
                      "overlap; kernel rates are the generation's (not yet compared with its "
                      "runs)",
                      1.0, true, 0.0, 0.0, 0.0, false, false),
            {{"tp", 2022, kColossal},
             {"pp", 2023, kColossal},
             {"interleave", 2024, kColossal},
             {"sp", 2023, kColossal},
             {"recompute_full", 2022, kColossal},
             {"zero1", 2022, kColossal},
             {"zero2", 2022, kColossal},
             {"zero3", 2022, kColossal}}),
        withFeatures(
            makeStack("internevo",
                      "InternEvo / InternLM's training system (arXiv:2401.09149): "
                      "FlashAttention, no TP overlap; kernel rates are the generation's (not "
                      "yet compared with its runs)",
                      1.0, true, 0.0, 0.0, 0.0, false, false),
            {{"tp", 2023, kInternEvo},
             {"pp", 2023, kInternEvo},
             {"sp", 2024, kInternEvo},
             {"recompute_full", 2023, kInternEvo},
             {"zero1", 2023, kInternEvo},
             {"zero3", 2024, kInternEvo}}),
    };
    return stacks;
}

const SoftwareStack *findStack(const std::string &id)
{
    for (const auto &s : builtInStacks()) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

namespace {

constexpr const char *kFeatureCodes[]
    = {"tp",   "pp", "sp", "recompute_selective", "recompute_full", "zero1", "zero2", "zero3",
       "hsdp", "cp", "ep", "interleave",          "uneven_stages",  "fp8"};

} // namespace

std::uint32_t stackFeatureBit(const char *code)
{
    for (std::size_t i = 0; i < std::size(kFeatureCodes); ++i) {
        if (std::strcmp(kFeatureCodes[i], code) == 0)
            return std::uint32_t(1) << i;
    }
    return 0;
}

bool SoftwareStack::has(const char *code) const
{
    return (featureMask & stackFeatureBit(code)) != 0;
}

const char *stackLacks(std::uint32_t mask, const ParallelLayout &L, Precision precision)
{
    // In kFeatureCodes' order: what the layout uses, feature by feature.
    const bool needs[] = {L.tp > 1,
                          L.pp > 1,
                          L.sp,
                          L.recompute == Recompute::Selective,
                          L.recompute == Recompute::Full,
                          L.zero == 1,
                          L.zero == 2,
                          L.zero >= 3,
                          L.zero >= 3 && L.shardGroup > 0,
                          L.cp > 1,
                          L.ep > 1,
                          L.interleave > 1,
                          L.unevenStages,
                          precision == Precision::FP8};
    static_assert(std::size(needs) == std::size(kFeatureCodes));
    for (std::size_t i = 0; i < std::size(needs); ++i) {
        if (needs[i] && !(mask & (std::uint32_t(1) << i)))
            return kFeatureCodes[i];
    }
    return nullptr;
}

const char *stackLacks(const SoftwareStack &stack, const ParallelLayout &L, Precision precision)
{
    return stackLacks(stack.featureMask, L, precision);
}

const SoftwareStack &defaultStackFor(const GpuModel &gpu)
{
    const auto &profile = generationProfileFor(gpu);
    if (profile.id == "ascend-2024")
        return *findStack("mindspeed");
    if (profile.id == "volta-2020")
        return *findStack("megatron-2022");
    if (profile.id == "ada-ampere-consumer")
        return *findStack("pytorch");
    return *findStack("megatron-core");
}

EfficiencyProfile defaultProfileFor(const GpuModel &gpu)
{
    return withStack(generationProfileFor(gpu), defaultStackFor(gpu));
}

EfficiencyProfile withStack(const EfficiencyProfile &generation, const SoftwareStack &stack,
                            bool keepFractions)
{
    EfficiencyProfile p = generation;
    p.stack = stack.id;
    p.stackSource = stack.source;
    p.layerOverheadS = stack.layerOverheadS;
    p.stepOverheadS = stack.stepOverheadS;
    p.zero3PerRank = stack.zero3PerRank;
    p.zero3RegatherOnRecompute = stack.zero3RegatherOnRecompute;
    p.ppOverlap = stack.ppOverlap;
    p.dpOverlap = stack.dpOverlap;
    p.stackFeatures = stack.featureMask;
    p.moeNodeDedup = stack.moeNodeDedup;
    p.attention = stack.attentionKernel == SoftwareStack::Attention::Fused ? p.attentionFused
                                                                           : p.attentionFa2;
    if (keepFractions)
        return p;
    p.id = generation.id + "+" + stack.id;
    for (auto &g : p.gemm) {
        if (g)
            *g *= stack.gemmScale;
    }
    p.flashAttention = stack.flashAttention;
    p.tpOverlap = stack.tpOverlap;
    return p;
}

} // namespace cl
