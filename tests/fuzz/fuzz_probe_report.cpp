// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> probe report (or stored calibration profile, or saved probe stdout) -> calibration.
#include "calibration/probecalibration.h"
#include "fuzzcatalog.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    cl::LoadErrors errors;
    auto result
        = cl::readCalibrationText(std::string_view(reinterpret_cast<const char *>(data), size),
                                  "fuzz-report.json", fuzzCatalog(), errors);
    if (result) {
        for (const auto &p : result->profiles)
            (void)cl::calibrationToJson(p, nullptr).dump();
    }
    return 0;
}
