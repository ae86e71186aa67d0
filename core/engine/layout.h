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
    /** HSDP: with ZeRO-3, shard inside groups of this many data-parallel ranks and replicate
     *  across the groups; 0 shards over all of them. */
    int shardGroup = 0;
    /** The first and last pipeline stages hold one layer fewer, for the embeddings and the loss
     *  (Llama 3's schedule): the stages balance and the first stage's activations shrink. */
    bool unevenStages = false;

    int modelParallel() const { return tp * pp * cp; }
    std::string describe() const;
    bool operator==(const ParallelLayout &) const = default;
};

} // namespace cl
