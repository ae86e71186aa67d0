// SPDX-License-Identifier: GPL-3.0-or-later
#include "estimate.h"

namespace cl {

const char *MemoryBreakdown::status() const
{
    const double t = total();
    if (t > capacity)
        return "oom";
    if (t > 0.9 * capacity)
        return "tight";
    return "fits";
}

} // namespace cl
