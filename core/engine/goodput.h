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
/** Re-scheduling, NCCL start-up at scale, loading the checkpoint and warming up (an estimate),
 *  with the checkpoint read from a storage system sized for the cluster (the rate below). */
inline constexpr double kDefaultRestartS = 600.0;
/**
 * Checkpoint write bandwidth per GPU where neither the design nor the user gives storage: Llama
 * 3's Tectonic file system sustains 2 TB/s for Meta's 24K-GPU H100 cluster (arXiv:2407.21783
 * section 3.1.2), about 81 MB/s per GPU. A storage system sized for the cluster, by GPUs, not by
 * how the GPUs are packed into servers.
 */
inline constexpr double kDefaultStorageWriteBytesPerSPerGpu = 2e12 / 24576.0;
/**
 * An asynchronous checkpoint (PyTorch DCP async_save, Megatron-Core's async save) stalls training
 * only while each GPU copies its shard to host memory: about 25 GB/s device to host over PCIe
 * Gen4 x16 (nvbandwidth's device-to-host copy on A100 and H100 hosts, an estimate).
 */
inline constexpr double kHostCopyBytesPerSPerGpu = 25e9;

struct GoodputInputs
{
    int gpus = 1;
    double checkpointBytes = 0; ///< weights and optimizer states of the whole model
    /** Aggregate write bandwidth of the storage the checkpoint goes to; 0 = the default per GPU
     *  (kDefaultStorageWriteBytesPerSPerGpu). */
    double storageWriteBytesPerS = 0;
    /** The stack copies the checkpoint to host memory and writes it while training goes on. */
    bool asynchronous = false;
    /** What the design's file servers read at most (ClusterSpec::storageReadBytesPerS); 0 = not
     *  stated, and the restore is the one kDefaultRestartS holds. */
    double storageReadBytesPerS = 0;
    double interruptionsPerGpuHour = kLlama3InterruptionsPerGpuHour;
    double restartS = kDefaultRestartS;
    std::optional<double> fixed; ///< --goodput / the design's goodput: used as given
};

struct Goodput
{
    double value = 0.85; ///< share of wall time that trains
    double interruptionsPerDay = 0;
    double checkpointIntervalS = 0;
    double checkpointWriteS = 0; ///< to storage, all shards together
    /** Training stopped per checkpoint: the whole write, or only the copy to host memory when
     *  asynchronous. */
    double checkpointStallS = 0;
    bool asynchronous = false;
    double restartS = 0; ///< per interruption, the restore below included
    /** Reading the checkpoint back at the design's file servers' rate (0 when none is stated);
     *  what it takes past a cluster-sized storage system's read is added to the restart. */
    double restoreS = 0;
    double storageReadBytesPerS = 0;
    double storageWriteBytesPerS = 0;
    bool modelled = true; ///< false: a fixed value was given
    std::string source; ///< the interruption rate's source, or "given"
};

Goodput modelGoodput(const GoodputInputs &in);

} // namespace cl
