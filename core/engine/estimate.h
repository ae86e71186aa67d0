// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine says about one training run on one cluster with one layout.
#pragma once

#include "datafeed.h"
#include "goodput.h"
#include "layout.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cl {

struct MemoryBreakdown
{
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double overhead = 0; ///< CUDA context, NCCL buffers, allocator fragmentation
    double capacity = 0;

    double total() const { return weights + gradients + optimizer + activations + overhead; }
    /** "fits" (<= 90 %), "tight" (<= 100 %) or "oom". */
    const char *status() const;
    bool fits() const { return total() <= capacity; }
};

/** Seconds per optimizer step, by what the GPUs spend them on. */
struct StepBreakdown
{
    double compute = 0; ///< GEMMs, attention and memory-bound kernels, recompute included
    double bubble = 0; ///< pipeline fill and drain
    double tpComm = 0; ///< tensor-parallel collectives, exposed
    double cpComm = 0; ///< context-parallel K/V ring left after the attention it hides behind
    double epComm = 0; ///< expert-parallel all-to-alls (MoE), exposed
    double ppComm = 0; ///< pipeline point-to-point, exposed
    double dpComm = 0; ///< gradient reduction (and ZeRO-3 gathers) left after overlap
    double optimizer = 0; ///< the optimizer step, HBM-bound
    double overhead = 0; ///< host time the stack does not hide: launches, hooks, data loader
    /** The wait for the slowest of the GPUs that synchronise each step (stragglers, jitter):
     *  grows with the GPU count (EfficiencyProfile::stragglerJitter). */
    double straggler = 0;
    /** What a typical self-built cluster loses against the published best (TeamProfile::Typical;
     *  0 for the published best). */
    double team = 0;
    /** The wait for data the loaders did not prefetch in time: storage read or host CPU short
     *  (datafeed.h); 0 where they keep up. */
    double data = 0;

    double total() const
    {
        return compute + bubble + tpComm + cpComm + epComm + ppComm + dpComm + optimizer + overhead
               + straggler + team + data;
    }
};

/**
 * How a figure was computed, for the UI's "why": which figure (its formula is worded by key in
 * cltext) and the inputs, named as in the formula.
 */
struct Explanation
{
    std::string key; ///< flops_total | step_time_s | mfu | train_days | memory_per_gpu
    std::vector<std::pair<std::string, std::string>> inputs;
};

/** A part of the step and its share; `link` etc. name what it runs over. */
struct StepShare
{
    /** compute | bubble | tp_comm | cp_comm | ep_comm | pp_comm | dp_comm | zero3_gather |
     *  optimizer | overhead | straggler | team */
    std::string part;
    double share = 0;
    /** gemm_percent (compute), pp and micro_batches (bubble), link (communication: empty means
     *  the server's own GPU links) */
    std::map<std::string, std::string> params;
};

/** The band a training estimate carries (errorband.h), in the units a planner reads. */
struct EstimateBand
{
    std::string regime; ///< the regime whose band it is ("team:typical" for that profile)
    int runs = 0, sources = 0; ///< what the engine's band rests on
    /** Calibrated on the team's own files: the GPUs they measured (0: not calibrated) and the
     *  doublings from there to this run, by which the band widened. */
    int calibratedAtGpus = 0;
    double extrapolationDoublings = 0;
    double trainDaysP10 = 0, trainDaysP50 = 0, trainDaysP90 = 0;
    double tokensPerSPerGpuP10 = 0, tokensPerSPerGpuP90 = 0;
    double mfuP10 = 0, mfuP90 = 0;
};

struct TrainingEstimate
{
    bool valid = false;
    /** Why there is no estimate, as a code: layout.* (the layout cannot run this job), gpu.no_rate
     *  or network.none. Worded in cltext. */
    std::string invalidCode;
    ParallelLayout layout;
    int microBatches = 0; ///< per pipeline per step
    double stepTimeS = 0;
    double tokensPerS = 0;
    double tokensPerSPerGpu = 0;
    double tflopsModelPerGpu = 0;
    double tflopsHardwarePerGpu = 0;
    double mfu = 0;
    double hfu = 0;
    /** Model and hardware TFLOP/s per GPU and MFU counting the whole attention square, as
     *  Megatron's eq. 3 and the tables built on it do (the figures above count the causal half
     *  the model needs). */
    struct FullSquare
    {
        double tflopsModelPerGpu = 0;
        double tflopsHardwarePerGpu = 0;
        double mfu = 0;
    } fullSquare;
    double trainDays = 0;
    double gpuHours = 0;
    double flopsTotal = 0; ///< model FLOPs of the whole run
    double networkBytesPerGpuPerStep = 0; ///< sent between servers by one GPU each step
    MemoryBreakdown memory;
    StepBreakdown breakdown;
    Goodput goodput; ///< what train days and GPU-hours divide by
    /** The bottleneck as data, worded in cltext (English for the CLI): the largest part of the
     *  step, then (when compute leads) the largest overhead if it is over 10 % of the step. */
    std::vector<StepShare> bottleneckParts;
    std::vector<Explanation> explanations;
    DataFeedStep dataFeed; ///< what one step reads and spends on the host (datafeed.h)
    /** P10-P90 of the time, tokens/s and MFU (errorband.h); absent without measured bands. */
    std::optional<EstimateBand> band;
};

} // namespace cl
