// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> nccl-tests output -> runs and their curves.
#include "calibration/nccltests.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    cl::LoadErrors errors;
    const auto file = cl::readNcclTests(
        std::string_view(reinterpret_cast<const char *>(data), size), "all_reduce.txt", errors);
    if (file) {
        for (const auto &r : file->runs)
            (void)r.peakBusbwBytesPerS();
    }
    return 0;
}
