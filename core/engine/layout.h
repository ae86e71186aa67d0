// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/enums.h"

#include <string>

namespace cl {

/** One way to split a run over the cluster (Megatron's PTD-P plus CP, EP and ZeRO). */
struct ParallelLayout
{
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1;
    int ep = 1;
    int zero = 1;
    Recompute recompute = Recompute::Selective;
    bool sp = false;
    int microBatch = 1;
    int interleave = 1;

    int modelParallel() const { return tp * pp * cp; }
    std::string describe() const;
    bool operator==(const ParallelLayout &) const = default;
};

} // namespace cl
