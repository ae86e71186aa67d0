// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> nvidia-smi CSV or Prometheus text -> its summary -> the plan-against-actual bill.
#include "calibration/planactual.h"
#include "calibration/telemetry.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    cl::LoadErrors errors;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    // Half the inputs as a noheader CSV with a named field list, as --fields gives it.
    const std::vector<std::string> fields
        = size % 2 ? std::vector<std::string> {}
                   : std::vector<std::string> {"timestamp", "index", "power.draw", "memory.used"};
    auto t = cl::readTelemetry(text, "gpu.csv", fields, errors);
    if (!t)
        return 0;
    // Every third input as curl in a loop: no timestamps, a stated interval.
    if (size % 3 == 0)
        t->scrapeIntervalS = 30;
    cl::PlanFigures plan;
    plan.gpus = 256;
    plan.utilization = 0.9;
    plan.powerWPerGpu = 700;
    plan.networkBytesPerSPerServer = 1.2e10;
    const auto bill = cl::planAgainstActual(plan, {{"gpu.csv", *t}}, 0.1);
    (void)cl::planActualToJson(bill).dump();
    return 0;
}
