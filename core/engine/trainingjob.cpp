// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingjob.h"

#include "model/workload.h"

#include <algorithm>
#include <cmath>

namespace cl {

int defaultGlobalBatch(int sequenceLength)
{
    return std::max(1, int(std::lround(4.0 * 1024 * 1024 / std::max(1, sequenceLength))));
}

std::optional<TrainingJob> jobFromWorkload(const Workload &w, const Catalog &catalog)
{
    auto shape = resolveModel(w.model, catalog);
    if (!shape)
        return std::nullopt;
    TrainingJob job;
    job.shape = *shape;
    job.tokens = w.tokens;
    job.sequenceLength = w.sequenceLength;
    job.globalBatch = w.globalBatchSequences.value_or(defaultGlobalBatch(w.sequenceLength));
    job.precision = w.precision;
    job.optimizer = w.optimizer;
    job.mode = w.mode;
    job.goodput = w.goodput;
    job.stack = w.stack.value_or("");
    return job;
}

} // namespace cl
