// SPDX-License-Identifier: GPL-3.0-or-later
// bytes -> Megatron / NeMo / torchtitan / DeepSpeed log -> its steady state.
#include "calibration/traininglog.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    cl::LoadErrors errors;
    const auto log = cl::readTrainingLog(
        std::string_view(reinterpret_cast<const char *>(data), size), "train.log", errors);
    if (log) {
        std::string why;
        (void)cl::steadyState(*log, &why);
    }
    return 0;
}
