// SPDX-License-Identifier: GPL-3.0-or-later
#include "precisionsupport.h"

#include "catalog/catalogentries.h"

namespace cl {

std::optional<PrecisionGap> formatGap(const GpuModel &gpu, NumberFormat format)
{
    if (rateOf(gpu.peakDense, format))
        return std::nullopt;
    for (NumberFormat f : {NumberFormat::BF16, NumberFormat::FP16, NumberFormat::FP32}) {
        if (f != format && rateOf(gpu.peakDense, f))
            return PrecisionGap {format, f};
    }
    return PrecisionGap {format, NumberFormat::FP32};
}

std::optional<PrecisionGap> precisionGap(const GpuModel &gpu, Precision precision)
{
    return formatGap(gpu, matmulFormat(precision));
}

Diagnostic precisionUnsupported(const GpuModel &gpu, const PrecisionGap &gap)
{
    return {Severity::Error,
            "engine.precision_unsupported",
            {},
            "/workload/precision",
            {{"gpu", gpu.name},
             {"precision", std::string(nameOf(numberFormatNames(), gap.missing))},
             {"instead", std::string(nameOf(numberFormatNames(), gap.instead))}}};
}

} // namespace cl
