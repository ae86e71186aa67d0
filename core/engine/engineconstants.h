// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's fitted constants by name, so that validation can refit them without rebuilding:
// docs/accuracy/compare.py fits each leave-one-source-out and hands the values to the CLI
// (--engine-constants FILE). A planner may use the same file for a what-if; nothing else reads it.
//
//   gemm.<generation>.<bf16|fp8>   a generation's in-framework GEMM fraction (bf16: both 16-bit)
//   stack.<stack>.gemm_scale       a stack's GEMM rate against the generation's best stack
//   stack.<stack>.layer_overhead_s a stack's host time per layer and pass of a micro-batch
//   overlap_tax                    the share of hidden communication's time that compute still
//   loses straggler_jitter               per-GPU step-time jitter the slowest GPU adds (scale term)
#pragma once

#include "efficiency.h"
#include "json/jsonerror.h"

#include <map>
#include <optional>
#include <string>

namespace cl {

struct SoftwareStack;

using EngineConstants = std::map<std::string, double>;

/** {"name": number, ...}: unknown names, generations and stacks, and values outside their range
 *  are errors naming the key. */
std::optional<EngineConstants> readEngineConstants(const nlohmann::json &j, LoadErrors &errors);

/** Applies the constants that concern `profile` (its generation and its stack) in place.
 *  `generationId` is the bare generation ("hopper-2024"). */
void applyEngineConstants(EfficiencyProfile &profile, const std::string &generationId,
                          const SoftwareStack &stack, const EngineConstants &constants);

} // namespace cl
