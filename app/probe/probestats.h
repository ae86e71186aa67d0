// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics the probe reports (PROBE.md §2.3): median of timed blocks, best, coefficient of
// variation, and when a GEMM size sweep has plateaued. Plain C++ so it is tested without a GPU.
#pragma once

#include <vector>

namespace cl::probe {

struct Stat
{
    double median = 0;
    double best = 0; ///< the highest throughput
    double cv = 0; ///< standard deviation / mean
    int n = 0;
    bool noisy() const { return cv > 0.05; }
};

/** Summarises throughput samples (higher is better). Empty input gives n = 0. */
Stat summarise(std::vector<double> samples);

/**
 * True when the last size gained less than `threshold` (2 %) over the one before it, from
 * `minimumSize` up: the sweep can stop (PROBE.md §2.2, GEMM sweep).
 */
bool plateaued(const std::vector<std::pair<int, double>> &sizeAndThroughput, int minimumSize = 8192,
               double threshold = 0.02);

/** How many calls make a timed block of at least `blockSeconds`, given one call's time. */
int callsPerBlock(double secondsPerCall, double blockSeconds = 0.02, int maxCalls = 1000);

} // namespace cl::probe
