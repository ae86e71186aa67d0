// SPDX-License-Identifier: GPL-3.0-or-later
#include "goodput.h"

#include <algorithm>
#include <cmath>

namespace cl {

Goodput modelGoodput(const GoodputInputs &in)
{
    Goodput g;
    g.restartS = in.restartS;
    g.storageWriteBytesPerS = in.storageWriteBytesPerS > 0 ? in.storageWriteBytesPerS
                                                           : kDefaultStorageWriteBytesPerSPerServer
                                                                 * std::max(1, in.servers);
    g.interruptionsPerDay = in.interruptionsPerGpuHour * in.gpus * 24.0;
    g.checkpointWriteS = in.checkpointBytes / g.storageWriteBytesPerS;
    g.source = "Llama 3 (arXiv:2407.21783, section 3.3.4): 419 unexpected interruptions in 54 days "
               "on 16,384 H100; Young/Daly checkpoint interval";
    // The job's mean time between interruptions, and Young's interval sqrt(2 delta M).
    const double mtbfS = in.interruptionsPerGpuHour > 0
                             ? 3600.0 / (in.interruptionsPerGpuHour * std::max(1, in.gpus))
                             : INFINITY;
    if (std::isfinite(mtbfS) && g.checkpointWriteS > 0)
        g.checkpointIntervalS = std::sqrt(2.0 * g.checkpointWriteS * mtbfS);
    if (in.fixed) {
        g.value = *in.fixed;
        g.modelled = false;
        g.source = "given";
        return g;
    }
    if (!std::isfinite(mtbfS)) {
        g.value = 1.0;
        return g;
    }
    // Lost: the checkpoint writes (delta / tau), and per failure half an interval of work
    // redone plus the restart.
    const double lost
        = (g.checkpointIntervalS > 0 ? g.checkpointWriteS / g.checkpointIntervalS : 0.0)
          + (g.checkpointIntervalS / 2.0 + g.restartS) / mtbfS;
    g.value = std::clamp(1.0 - lost, 0.05, 1.0);
    return g;
}

} // namespace cl
