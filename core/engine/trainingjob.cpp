// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingjob.h"

#include "model/workload.h"

#include <algorithm>
#include <cmath>

namespace cl {

int defaultGlobalBatch(int sequenceLength, int gpus)
{
    constexpr double kMinTokens = 4.0 * 1024 * 1024, kMaxTokens = 64.0 * 1024 * 1024;
    constexpr double kTokensPerGpu = 1024;
    const int n = std::max(1, gpus);
    const double s = std::max(1, sequenceLength);
    const double tokens = std::clamp(kTokensPerGpu * n, kMinTokens, kMaxTokens);
    const double sequences = std::max(tokens / s, n / 8.0);
    // The GPU count's odd part times the smallest power of two that reaches the target: data
    // parallelism then divides it at any degree the GPU count allows (184 GPUs: 23 x 64 = 1,472
    // sequences, where 1,024 would leave 23 no divisor; 16,384 GPUs: 4,096).
    int odd = n;
    while (odd % 2 == 0)
        odd /= 2;
    double batch = odd;
    while (batch < sequences - 1e-9 && batch < (1 << 24))
        batch *= 2;
    return int(batch);
}

TrainingJob jobForCluster(const TrainingJob &job, int gpus)
{
    TrainingJob out = job;
    if (job.batchFollowsCluster)
        out.globalBatch = defaultGlobalBatch(job.sequenceLength, gpus);
    return out;
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
    job.batchFollowsCluster = !w.globalBatchSequences;
    job.precision = w.precision;
    job.optimizer = w.optimizer;
    job.mode = w.mode;
    job.goodput = w.goodput;
    job.stack = w.stack.value_or("");
    job.team = w.teamProfile;
    job.asyncCheckpoint = w.asyncCheckpoint;
    job.feed = dataFeedFor(w.dataset, job.shape);
    return job;
}

} // namespace cl
