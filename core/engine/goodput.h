// SPDX-License-Identifier: GPL-3.0-or-later
// The share of wall-clock time a large run really trains, from its interruptions and its
// checkpoints (ENGINE.md §3.3b): Young/Daly's checkpoint interval against the job's mean time
// between failures, the write time of a checkpoint and the restart after each failure.
#pragma once

#include <optional>
#include <string>

namespace cl {

/** Llama 3 (arXiv:2407.21783 §3.3.4): 419 unexpected interruptions in 54 days on 16,384 H100. */
inline constexpr double kLlama3InterruptionsPerGpuHour = 419.0 / (16384.0 * 54.0 * 24.0);
/** Re-scheduling, NCCL start-up at scale, loading the checkpoint and warming up (an estimate). */
inline constexpr double kDefaultRestartS = 600.0;
/** A checkpoint shard per server onto a parallel file system, where the design has no storage. */
inline constexpr double kDefaultStorageWriteBytesPerSPerServer = 2e9;

struct GoodputInputs
{
    int gpus = 1;
    int servers = 1;
    double checkpointBytes = 0; ///< weights and optimizer states of the whole model
    /** Aggregate write bandwidth of the storage the checkpoint goes to; 0 = the default per
     *  server (kDefaultStorageWriteBytesPerSPerServer). */
    double storageWriteBytesPerS = 0;
    double interruptionsPerGpuHour = kLlama3InterruptionsPerGpuHour;
    double restartS = kDefaultRestartS;
    std::optional<double> fixed; ///< --goodput / the design's goodput: used as given
};

struct Goodput
{
    double value = 0.85; ///< share of wall time that trains
    double interruptionsPerDay = 0;
    double checkpointIntervalS = 0;
    double checkpointWriteS = 0;
    double restartS = 0;
    double storageWriteBytesPerS = 0;
    bool modelled = true; ///< false: a fixed value was given
    std::string source; ///< the interruption rate's source, or "given"
};

Goodput modelGoodput(const GoodputInputs &in);

} // namespace cl
