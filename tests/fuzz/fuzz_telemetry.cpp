// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> nvidia-smi CSV or dcgm-exporter text -> its summary.
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
    if (const auto t = cl::readTelemetry(text, "gpu.csv", fields, errors))
        (void)cl::summarizeTelemetry(*t);
    return 0;
}
