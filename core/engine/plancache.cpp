// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancache.h"

#include "catalog/catalogentries.h"
#include "io/architecturejson.h"

namespace cl {

std::optional<PlanResult> PlanCache::find(const std::string &key) const
{
    std::lock_guard lock(mMutex);
    const auto it = mEntries.find(key);
    if (it == mEntries.end()) {
        ++mMisses;
        return std::nullopt;
    }
    ++mHits;
    return it->second;
}

void PlanCache::store(const std::string &key, const PlanResult &result)
{
    std::lock_guard lock(mMutex);
    if (mEntries.size() >= kCapacity)
        mEntries.clear(); // a handful of what-ifs at a time; start over rather than track age
    mEntries[key] = result;
}

int PlanCache::hits() const
{
    std::lock_guard lock(mMutex);
    return mHits;
}

int PlanCache::misses() const
{
    std::lock_guard lock(mMutex);
    return mMisses;
}

std::string planKey(const TrainingJob &job, const ClusterSpec &c)
{
    // Every input of the step model, doubles in full precision: two keys are equal only when a
    // search for one is exactly a search for the other. The tokens are not one: they set how many
    // steps the run takes, not which layout is fastest (cachedPlan re-times the kept layouts).
    nlohmann::ordered_json k;
    k["arch"] = writeArchitecture(job.shape.arch);
    k["origin"] = job.shape.origin; // the explanations name the model

    k["job"] = {job.shape.parameters,
                job.shape.activeParameters,
                job.shape.embeddingParameters,
                job.sequenceLength,
                job.globalBatch,
                int(job.precision),
                int(job.optimizer),
                int(job.mode),
                job.goodput.value_or(-1.0),
                job.stack,
                job.moeLoadFactor,
                job.epOverlap,
                job.fixedMfu ? *job.fixedMfu : -1.0,
                int(job.team),
                job.asyncCheckpoint,
                int(job.feed.kind),
                job.feed.bytesPerToken,
                job.feed.cpuSecondsPerToken,
                job.feed.workersPerGpu};
    const EfficiencyProfile &p = c.profile;
    nlohmann::ordered_json gemm = nlohmann::ordered_json::array();
    for (const auto &g : p.gemm)
        gemm.push_back(g ? *g : -1.0);
    k["cluster"] = {c.gpu ? c.gpu->id : std::string(),
                    c.gpus,
                    c.gpusPerNode,
                    c.scaleUpBytesPerS,
                    c.networkBytesPerS,
                    c.networkLatencyS,
                    c.scaleUpLatencyS,
                    c.oversubscription,
                    c.memoryBytesPerGpu,
                    c.scaleUpName,
                    c.networkName,
                    c.storageWriteBytesPerS,
                    c.storageReadBytesPerS,
                    c.cpuCoresPerNode};
    k["profile"] = {p.id,
                    gemm,
                    p.hbm,
                    p.scaleUp,
                    p.network,
                    p.flashAttention,
                    p.tpOverlap,
                    p.stack,
                    p.layerOverheadS,
                    p.stepOverheadS,
                    p.zero3PerRank,
                    p.zero3RegatherOnRecompute,
                    p.ppOverlap,
                    p.attention ? p.attention->fwd : -1.0,
                    p.attention ? p.attention->bwd : -1.0,
                    p.moeNodeDedup,
                    p.dpOverlap,
                    p.overlapTax,
                    p.stragglerJitter,
                    p.chunkOverheadS};
    return k.dump();
}

} // namespace cl
