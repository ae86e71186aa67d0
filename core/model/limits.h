// SPDX-License-Identifier: GPL-3.0-or-later
// What a design may hold, in one place: the reader refuses more, and the writer, replicate and
// the editing operations never produce more. Ceilings are well above the largest halls planned
// today (the SuperPOD example x1024: 17,408 racks, 79,872 devices, 524,288 links) and low enough
// that a file at the limit still loads in seconds. docs/reliability.md lists them.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace cl::limits {

inline constexpr std::size_t kMaxRacks = 50'000;
inline constexpr std::size_t kMaxDevices = 250'000;
inline constexpr std::size_t kMaxLinks = 2'000'000;
/** Rows and positions on the floor (replicate stacks copies as new rows). */
inline constexpr int kMaxRow = 100'000;
inline constexpr int kMaxPosition = 10'000;
/** Copies that one replicate may make, the original included. */
inline constexpr int kMaxReplicas = 4096;
/** Options a design's targets note keeps (the sizing search weighs well under a hundred). */
inline constexpr std::size_t kMaxTargetOptions = 1000;
/** Serving workloads in one design. */
inline constexpr std::size_t kMaxServingWorkloads = 64;
/** A portfolio's jobs, teams and hardware phases (format version 14). */
inline constexpr std::size_t kMaxPortfolioJobs = 1000;
inline constexpr std::size_t kMaxPortfolioTeams = 100;
inline constexpr std::size_t kMaxHardwarePhases = 64;
/** GPUs of one model a site may say it holds (site.held_gpus): the sizing ladder's top. */
inline constexpr int kMaxHeldGpus = 262'144;

/** What one device may hold: GPU slots (a CloudMatrix-class supernode is 384 NPUs; the largest
 *  server sold holds 16), NICs (8-16 in a server), port groups in a catalog entry. Past these
 *  a file is refused by name instead of costing the app minutes (a device with 1 M slots). */
inline constexpr std::size_t kMaxGpuSlotsPerDevice = 512;
inline constexpr std::size_t kMaxNicsPerDevice = 64;
inline constexpr std::size_t kMaxPortGroups = 64;

/** Bytes of UTF-8: ids are keys in maps and labels; names are shown; notes are free text. */
inline constexpr std::size_t kMaxIdBytes = 128;
inline constexpr std::size_t kMaxNameBytes = 256;
inline constexpr std::size_t kMaxTextBytes = 4096;

/** Parallel degrees and counts that feed products (tp*pp*cp*dp, dp*micro-batch*seq-len). */
inline constexpr int kMaxParallelDegree = 1024;
inline constexpr int kMaxDataParallel = 10'000'000;
inline constexpr int kMaxGpus = 10'000'000;
inline constexpr int kMaxGlobalBatch = 100'000'000;
inline constexpr int kMaxMicroBatch = 100'000;
inline constexpr int kMaxSequenceLength = 100'000'000;

/** ceil(x) as a count of at least 1, or nullopt when it is not finite or above `cap`: a count
 *  computed from rates and loads (replicas for 1e9 requests/s) never overflows an int, and the
 *  products taken of it (replicas x GPUs per replica) stay within kMaxGpus when cap says so. */
inline std::optional<int> countAtMost(double x, int cap)
{
    const double n = std::ceil(x - 1e-9);
    if (!(n <= double(cap)))
        return std::nullopt;
    return n < 1 ? 1 : int(n);
}

} // namespace cl::limits
