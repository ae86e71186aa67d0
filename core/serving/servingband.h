// SPDX-License-Identifier: GPL-3.0-or-later
// How far the serving model's throughput lands from published serving runs, as a band a batch
// job's duration carries (the training runs' bands are in error-bands.json).
#pragma once

namespace cl {

/** The model's output tokens/s over the measured, P10 and P90 over the held-out throughput rows
 *  of every serving source (TensorRT-LLM's tables held out of their own fit, and the nine other
 *  engines' sources, docs/accuracy.md), each source one vote: a job the model says takes D days
 *  takes D x p10 to D x p90 at P10-P90. `python3 docs/accuracy/serving_band.py
 *  build/ci/app/clusterledger-cli` recomputes it (2026-12-04: 92 rows of 10 sources,
 *  a concurrency past the KV cache's capacity scored as the sequences that fit). */
struct ServingBand
{
    double p10 = 0.729;
    double p90 = 1.376;
    int sources = 10;
    int runs = 92;
};

inline constexpr ServingBand kServingThroughputBand {};

} // namespace cl
