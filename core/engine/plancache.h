// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "planner.h"

#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace cl {

/**
 * Plans by (job, cluster): an edit that changes neither (a rack's name, the PUE, a price) does not
 * search the layouts again. Small and thread-safe; the GUI's ledger service keeps one.
 */
class PlanCache
{
public:
    std::optional<PlanResult> find(const std::string &key) const;
    void store(const std::string &key, const PlanResult &result);
    int hits() const;
    int misses() const;

private:
    static constexpr std::size_t kCapacity = 16;
    mutable std::mutex mMutex;
    std::map<std::string, PlanResult> mEntries;
    mutable int mHits = 0;
    mutable int mMisses = 0;
};

/** What the search depends on, as one string: the job (but its tokens), the cluster and the
 *  efficiency profile. */
std::string planKey(const TrainingJob &job, const ClusterSpec &cluster);

} // namespace cl
