// SPDX-License-Identifier: GPL-3.0-or-later
#include "idrecord.h"

#include <algorithm>
#include <functional>

namespace cl {

void IdRecord::expectText(std::size_t bytes)
{
    if (mCheck == IdCheck::Exact)
        mFirstUse.reserve(bytes / 256);
    else
        mHashes.reserve(bytes / 256);
}

std::optional<std::string> IdRecord::add(const std::string &id, const std::string &pointer)
{
    if (mCheck == IdCheck::Hashes) {
        mHashes.push_back(std::hash<std::string>()(id));
        return std::nullopt;
    }
    // One look-up, not a find and then an insert.
    if (const auto [it, fresh] = mFirstUse.try_emplace(id, pointer); !fresh)
        return it->second;
    return std::nullopt;
}

bool IdRecord::mayRepeat()
{
    std::sort(mHashes.begin(), mHashes.end());
    return std::adjacent_find(mHashes.begin(), mHashes.end()) != mHashes.end();
}

} // namespace cl
