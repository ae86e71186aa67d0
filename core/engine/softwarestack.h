// SPDX-License-Identifier: GPL-3.0-or-later
// The software that runs the training (Megatron, DeepSpeed, FSDP, ...) as an explicit, named
// choice: how well its kernels use the card, whether it has FlashAttention and TP overlap, how it
// runs ZeRO-3/FSDP collectives, and its fixed host overheads (ENGINE.md §3.1, §3.3c).
#pragma once

#include "efficiency.h"
#include "layout.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cl {

/** A parallelism or memory feature a stack runs, with the year it arrived there and a source. */
struct StackFeature
{
    /** tp | pp | sp | recompute_selective | recompute_full | zero1 | zero2 | zero3 | hsdp | cp |
     *  ep | interleave | uneven_stages | fp8 */
    const char *code;
    int year;
    const char *source;
};

struct SoftwareStack
{
    std::string id; ///< megatron-core | megatron-2022 | megatron-2021 | deepspeed | fsdp | pytorch
    std::string source; ///< the published runs and documents its values come from
    /** In-framework GEMM rate relative to the GPU generation's best stack (Megatron-LM 2022 on
     *  A100, Megatron-Core on Hopper). */
    double gemmScale = 1.0;
    bool flashAttention = true;
    /** Which FlashAttention kernels it runs: FlashAttention-2 class, or the fused FA3/cuDNN
     *  kernels where the card has them. */
    enum class Attention { Fa2, Fused } attentionKernel = Attention::Fa2;
    double tpOverlap = 0.0; ///< share of TP collectives hidden behind GEMMs
    /** Host-side time per transformer layer per pass (forward, backward, recompute) of a micro-
     *  batch: kernel launches, autograd and sharding hooks an eager stack does not hide. */
    double layerOverheadS = 0.0;
    double stepOverheadS = 0.0; ///< per optimizer step: data loader, optimizer launch, logging
    /** ZeRO-3 collectives: true when each rank's shard goes through its own NIC (flat ring,
     *  DeepSpeed ZeRO-3 as of 2021); false for NCCL's multi-NIC rings (FSDP, Megatron-Core). */
    bool zero3PerRank = false;
    /** Full recompute gathers a layer's parameters a third time (DeepSpeed releases them after
     *  the recompute forward); FSDP keeps them from recompute to backward. */
    bool zero3RegatherOnRecompute = false;
    /** Pipeline sends and receives of the steady state overlap compute (Megatron-Core's
     *  overlap_p2p_comm in the interleaved schedule). */
    bool ppOverlap = false;
    /** The data-parallel gradient reduction (ZeRO 0-2) overlaps the last micro-batch's backward
     *  (bucketed, as DDP, FSDP and Megatron-Core's --overlap-grad-reduce do); false: it runs
     *  after the backward, exposed (Megatron-LM before 2023, DeepSpeed's pipeline engine after
     *  the flush). */
    bool dpOverlap = true;
    /** MoE tokens cross the network once per remote node and fan out over NVLink there
     *  (Megatron-Core's flex dispatcher with DeepEP). */
    bool moeNodeDedup = false;
    /** What it can run; the planner searches only within it and a pinned layout outside it is a
     *  named error (stackLacks). */
    std::vector<StackFeature> features;
    /** The same as bits (stackFeatureBit), so that the planner's check per layout is a mask
     *  test, not a search. */
    std::uint32_t featureMask = 0;

    bool has(const char *code) const;
};

/** The bit of a feature code in a feature mask; 0 for an unknown code. */
std::uint32_t stackFeatureBit(const char *code);

/**
 * The first feature `layout` (or an FP8 run) needs that `stack` lacks, as its code; nullptr
 * when the stack runs it all. Data parallelism and no recompute every stack has.
 */
const char *stackLacks(std::uint32_t featureMask, const ParallelLayout &layout,
                       Precision precision);
const char *stackLacks(const SoftwareStack &stack, const ParallelLayout &layout,
                       Precision precision);

const std::vector<SoftwareStack> &builtInStacks();
const SoftwareStack *findStack(const std::string &id);
/** The stack a planner of this GPU would use today: Megatron-Core from Ampere on, Megatron-LM
 *  (2022) on Volta, plain PyTorch on consumer cards. */
const SoftwareStack &defaultStackFor(const GpuModel &gpu);

/**
 * The profile a run sees: the generation's fractions scaled by the stack, with the stack's
 * behaviour. With `keepFractions` (a --profile override or a calibration) the fractions and
 * switches are left as they are and only the stack's behaviour is added.
 */
EfficiencyProfile withStack(const EfficiencyProfile &generation, const SoftwareStack &stack,
                            bool keepFractions = false);

} // namespace cl
