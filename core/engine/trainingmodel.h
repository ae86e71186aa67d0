// SPDX-License-Identifier: GPL-3.0-or-later
// Step time and memory of one layout, built from its parts (ENGINE.md §2, §3.1, §3.2).
#pragma once

#include "clusterspec.h"
#include "estimate.h"
#include "goodput.h"
#include "trainingjob.h"

#include <memory>

namespace cl {

/**
 * The numbers of one layout, without text: cheap enough to call for every candidate the planner
 * enumerates. `invalid` is set (and nothing else) when the layout cannot run at all.
 */
struct StepNumbers
{
    const char *invalid = nullptr;
    int microBatches = 0;
    StepBreakdown breakdown;
    MemoryBreakdown memory;
    double modelFlopsPerStep = 0;
    double hardwareFlopsPerStep = 0;
    /** The same two counting the whole attention square (Megatron eq. 3, Korthikanti eq. 7), for
     *  comparing with tables that count so. */
    double modelFlopsPerStepFullSquare = 0;
    double hardwareFlopsPerStepFullSquare = 0;
    double networkBytesPerGpu = 0; ///< what one GPU sends between servers per step
    DataFeedStep dataFeed; ///< the step's data: what breakdown.data waits for
};

/**
 * What computeStep reuses between the layouts of one job on one cluster (the planner's search):
 * the GEMM shape efficiencies by (tokens, TP, EP), and the last layout's micro-batch part (its
 * compute, model-parallel and pipeline exchanges, FLOPs), which the ZeRO stage and the shard
 * group do not change; the search varies those innermost. Valid for one (job, cluster) only.
 */
class StepMemo
{
public:
    StepMemo();
    ~StepMemo();
    StepMemo(const StepMemo &) = delete;
    StepMemo &operator=(const StepMemo &) = delete;
    struct Parts;
    std::unique_ptr<Parts> parts;
};

/** `memo` (optional) must have seen only this job and cluster; the numbers are the same with
 *  or without it. */
StepNumbers computeStep(const TrainingJob &job, const ClusterSpec &cluster,
                        const ParallelLayout &layout, StepMemo *memo = nullptr);

/**
 * The least step time of any layout that differs from `layout` only in its ZeRO stage and shard
 * group (the planner's innermost loop): the micro-batch part they share (compute, model-parallel
 * and pipeline exchanges, bubble, host time) with the straggler wait and the team's share that
 * part alone brings. ZeRO adds only the data-parallel exchange and the optimizer step, both at
 * least 0, and the straggler wait and the team's share grow with the step, so no such layout is
 * faster (the data stall, also at least 0, is left out). NaN when none of them is valid: what
 * makes `layout` with ZeRO-0 and no shard group invalid does not depend on either. Fills `memo`
 * as computeStep does, so the layouts it bounds reuse the part.
 */
double stepFloorOverZero(const TrainingJob &job, const ClusterSpec &cluster,
                         const ParallelLayout &layout, StepMemo &memo);

/** The full estimate with rates, days, the bottleneck in words and the explanations. */
TrainingEstimate estimateTraining(const TrainingJob &job, const ClusterSpec &cluster,
                                  const ParallelLayout &layout);

/** What goodput is modelled from for the job on the cluster: its checkpoint (the weights and
 *  optimizer states of what it trains), the storage's rates and whether it saves asynchronously.
 */
GoodputInputs goodputInputs(const TrainingJob &job, const ClusterSpec &cluster);

/** Ring collective time: `factor` x S / B x (n-1)/n (2 for all-reduce, 1 for all-gather and
 *  reduce-scatter) + (n-1) latencies. The step model's collectives and calibration's inversion
 *  of them (calibrationfits.cpp) both use it. */
double ringTime(double bytes, int n, double bandwidth, double latency, double factor);

/** The peak the run's matmuls use: the FP8 peak for FP8, else the precision's own (dense). */
double matmulPeak(const ClusterSpec &cluster, Precision precision);

} // namespace cl
