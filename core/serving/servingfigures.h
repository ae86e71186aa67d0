// SPDX-License-Identifier: GPL-3.0-or-later
// A serving workload read the way the ledger reads a training run (issue 15, §3): the five
// dimensions as serving figures (prefill compute, memory for weights + KV, HBM bandwidth for
// decode, energy per million tokens, and latency in place of days), and the throughput/latency
// curve against the sequences in flight that the charts draw.
#pragma once

#include "engine/ledgerrow.h"
#include "servingmodel.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

/** All replicas together at one concurrency. */
struct ServingCurvePoint
{
    double concurrency = 0; ///< sequences in flight, all replicas
    double outputTokensPerS = 0;
    double ttftS = 0;
    double tpotS = 0;
    bool fits = true; ///< false past the sequences the KV cache holds (requests queue)
};

/** 1, 2, 4 … sequences per replica up to the largest batch that fits, then that batch and the
 *  working point itself; sorted by concurrency. Empty when the model does not fit. */
std::vector<ServingCurvePoint> servingCurve(const ServingSetup &setup,
                                            const ServingEstimate &estimate);

/** The profiles the rates are read with: the built-in one, and a probe's when there is one. */
struct ServingProfiles
{
    EfficiencyProfile datasheet;
    std::optional<EfficiencyProfile> calibrated;
};

/**
 * compute, memory, bandwidth, energy, ttft, tpot (units FLOP/s, B, B/s, J/Mtok, s, s):
 * - compute: the prefill FLOP/s the request rate needs against the GPUs' GEMM rate;
 * - memory: weights, workspace and the KV cache of the sequences in flight against one GPU;
 * - bandwidth: HBM bytes one GPU reads per decode step over the TPOT target (else the TPOT
 *   estimated) against its HBM bandwidth;
 * - energy: facility joules per million output tokens at the load against maximum throughput;
 * - ttft, tpot: estimated against the targets (headroom = target / estimate - 1).
 * `facilityWPerGpu` is the design's facility power spread over its GPUs.
 */
std::map<std::string, LedgerRow> servingDimensions(const ServingSetup &setup,
                                                   const ServingEstimate &estimate,
                                                   const ServingProfiles &profiles,
                                                   double facilityWPerGpu);

} // namespace cl
