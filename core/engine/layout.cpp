// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout.h"

namespace cl {

std::string ParallelLayout::describe() const
{
    std::string s
        = "TP" + std::to_string(tp) + " PP" + std::to_string(pp) + " DP" + std::to_string(dp);
    if (cp > 1)
        s += " CP" + std::to_string(cp);
    if (ep > 1)
        s += " EP" + std::to_string(ep);
    s += " ZeRO-" + std::to_string(zero);
    if (zero >= 3 && shardGroup > 0)
        s += " HSDP" + std::to_string(shardGroup);
    s += std::string(" recompute ") + std::string(nameOf(recomputeNames(), recompute));
    if (sp)
        s += " SP";
    s += " mb" + std::to_string(microBatch);
    if (interleave > 1)
        s += " v" + std::to_string(interleave);
    if (unevenStages)
        s += " uneven";
    return s;
}

} // namespace cl
