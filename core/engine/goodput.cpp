// SPDX-License-Identifier: GPL-3.0-or-later
#include "goodput.h"

#include <algorithm>
#include <cmath>

namespace cl {

Goodput modelGoodput(const GoodputInputs &in)
{
    Goodput g;
    g.restartS = in.restartS;
    g.storageWriteBytesPerS = in.storageWriteBytesPerS > 0
                                  ? in.storageWriteBytesPerS
                                  : kDefaultStorageWriteBytesPerSPerGpu * std::max(1, in.gpus);
    g.interruptionsPerDay = in.interruptionsPerGpuHour * in.gpus * 24.0;
    g.checkpointWriteS = in.checkpointBytes / g.storageWriteBytesPerS;
    // The restart reads the checkpoint back after every interruption. kDefaultRestartS holds a read
    // from storage sized for the cluster; slower file servers add what they take past that.
    if (in.storageReadBytesPerS > 0) {
        g.storageReadBytesPerS = in.storageReadBytesPerS;
        g.restoreS = in.checkpointBytes / in.storageReadBytesPerS;
        const double sizedRestoreS
            = in.checkpointBytes / (kDefaultStorageWriteBytesPerSPerGpu * std::max(1, in.gpus));
        g.restartS += std::max(0.0, g.restoreS - sizedRestoreS);
    }
    g.asynchronous = in.asynchronous;
    // Asynchronous: each GPU copies its shard (the states spread over all GPUs) to host memory,
    // then training goes on while the host writes it.
    g.checkpointStallS
        = in.asynchronous ? std::min(g.checkpointWriteS, in.checkpointBytes / std::max(1, in.gpus)
                                                             / kHostCopyBytesPerSPerGpu)
                          : g.checkpointWriteS;
    g.source = "Llama 3 (arXiv:2407.21783, section 3.3.4): 419 unexpected interruptions in 54 days "
               "on 16,384 H100; Young/Daly checkpoint interval";
    // The job's mean time between interruptions, and Young's interval sqrt(2 delta M) for the
    // stall delta; a checkpoint cannot start before the previous one is written.
    const double mtbfS = in.interruptionsPerGpuHour > 0
                             ? 3600.0 / (in.interruptionsPerGpuHour * std::max(1, in.gpus))
                             : INFINITY;
    if (std::isfinite(mtbfS) && g.checkpointStallS > 0)
        g.checkpointIntervalS = std::max(std::sqrt(2.0 * g.checkpointStallS * mtbfS),
                                         in.asynchronous ? g.checkpointWriteS : 0.0);
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
    // Lost: the stalls (delta / tau), and per failure half an interval of work redone plus the
    // restart; asynchronous, also the work since the last checkpoint that was still being
    // written.
    const double unwritten = in.asynchronous ? g.checkpointWriteS : 0.0;
    const double lost
        = (g.checkpointIntervalS > 0 ? g.checkpointStallS / g.checkpointIntervalS : 0.0)
          + (g.checkpointIntervalS / 2.0 + unwritten + g.restartS) / mtbfS;
    g.value = std::clamp(1.0 - lost, 0.05, 1.0);
    return g;
}

} // namespace cl
