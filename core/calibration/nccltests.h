// SPDX-License-Identifier: GPL-3.0-or-later
// The text nccl-tests prints (all_reduce_perf, all_gather_perf, reduce_scatter_perf,
// alltoall_perf, sendrecv_perf, ...; github.com/NVIDIA/nccl-tests src/common.cu): the header with
// the ranks and the hosts they ran on, the size table (out-of-place and in-place time, algbw,
// busbw, #wrong) and the "Avg bus bandwidth" line. SI units: bytes, seconds, bytes per second.
#pragma once

#include "json/jsonerror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

/** One row of the size table: out-of-place, then in-place. */
struct NcclTestsPoint
{
    double bytes = 0;
    double count = 0; ///< elements, as printed
    std::string type; ///< float, half, bfloat16, ...
    std::string redop; ///< sum, none, ...
    int root = -1;
    double timeS = 0, algbwBytesPerS = 0, busbwBytesPerS = 0;
    std::optional<double> wrong; ///< absent where validation was off ("N/A")
    double inPlaceTimeS = 0, inPlaceAlgbwBytesPerS = 0, inPlaceBusbwBytesPerS = 0;
    std::optional<double> inPlaceWrong;
    int line = 0;
};

/** One test as one process printed it. */
struct NcclTestsRun
{
    std::string collective; ///< all_reduce, all_gather, reduce_scatter, alltoall, sendrecv, ...
    std::string collectiveFrom; ///< "header" (the test said so) or "file name"
    std::string version; ///< nccl-tests version, where printed
    int ranks = 0, nodes = 0, gpusPerNode = 0;
    std::vector<std::string> hosts; ///< in rank order, one per distinct host
    std::string gpuName; ///< as CUDA names it ("NVIDIA H100 80GB HBM3"); the most common
    bool mixedGpus = false; ///< the ranks ran on different GPU models
    double wrong = 0; ///< total of the #wrong columns
    std::optional<double> avgBusbwBytesPerS; ///< the "Avg bus bandwidth" line
    std::vector<NcclTestsPoint> curve;
    int firstLine = 0;
    bool complete = false; ///< ended with the "Avg bus bandwidth" line

    /** The highest out-of-place bus bandwidth of the curve. */
    double peakBusbwBytesPerS() const;
};

struct NcclTestsFile
{
    std::vector<NcclTestsRun> runs; ///< tests printed one after another
    std::vector<LoadError> warnings; ///< cut short, wrong results, lines not understood
};

/** Whether `text` is nccl-tests output (its header or table header is there). */
bool looksLikeNcclTests(std::string_view text);

/** The collective a file name names ("all_reduce_perf-16.txt" -> all_reduce); empty if none. */
std::string collectiveFromFileName(const std::string &path);

/**
 * Reads nccl-tests output. `file` names it in errors ("file:12: ..."); its name also tells the
 * collective where the output does not (nccl-tests before "Collective test starting" lines).
 * Several processes writing one file at once (mpirun starting a build without MPI support) is a
 * named error: their tables interleave and no row can be trusted.
 */
std::optional<NcclTestsFile> readNcclTests(std::string_view text, const std::string &file,
                                           LoadErrors &errors);

} // namespace cl
