// SPDX-License-Identifier: GPL-3.0-or-later
// What feeds the GPUs (issue 30 item 5; seed 000: "32 张卡 GPU 利用率只有 5%" because the data
// loading was not parallel): the bytes a step reads from storage and the host CPU its loaders
// spend, against the design's storage read rate and the servers' cores. Loaders with workers
// prefetch the next batch while the GPUs compute, so only what takes longer than the step is
// lost; loading in the training process itself (0 workers) is lost whole (docs/datafeed.md).
#pragma once

#include "model/workload.h"

#include <optional>

namespace cl {

struct ClusterSpec;
struct Diagnostic;
struct ModelShape;
struct TrainingEstimate;

/** A dataset as the engine reads it: every figure per trained token. */
struct DataFeed
{
    DatasetKind kind = DatasetKind::Tokens;
    double bytesPerToken = 4;
    double cpuSecondsPerToken = 0;
    int workersPerGpu = 2;
};

/** The workload's dataset with its kind's figures where it gives none (datafeed.cpp's table,
 *  with sources); absent: pre-tokenised shards, 2 bytes a token for vocabularies up to 65,535
 *  and 4 above (Megatron-LM's indexed datasets). */
DataFeed dataFeedFor(const std::optional<Dataset> &dataset, const ModelShape &shape);

/** One step's feed on one cluster. */
struct DataFeedStep
{
    double readBytes = 0; ///< the step's tokens as stored
    double readS = 0; ///< at the design's storage read rate (0 where it states none)
    double loaderCoresPerNode = 0; ///< the cores the loaders run on in each server
    double cpuS = 0; ///< each server's share of the host work on those cores
    double stallS = 0; ///< what the step waits for its data

    double feedS() const { return readS > cpuS ? readS : cpuS; }
};

/** The feed of a step of `tokensPerStep` tokens that computes in `stepS` without waiting. */
DataFeedStep dataFeedStep(const DataFeed &feed, double tokensPerStep, const ClusterSpec &cluster,
                          double stepS);

/** The share of a step within which data sets the pace (data.starved). */
inline constexpr double kDataStarvedShare = 0.05;

/**
 * data.starved when data sets the pace: prefetching loaders whose feed takes the whole step
 * (within kDataStarvedShare), or loading between steps that adds at least that share. With the
 * cause (storage, cpu, or serial: 0 workers) and what a step reads and spends against what the
 * design has.
 */
std::optional<Diagnostic> dataFeedDiagnostic(const TrainingEstimate &estimate,
                                             const ClusterSpec &cluster, const DataFeed &feed);

} // namespace cl
