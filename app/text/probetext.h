// SPDX-License-Identifier: GPL-3.0-or-later
// What the probe reports, in the user's language: the probe speaks in codes (phases, warnings,
// why it could not measure) and English details; these are the sentences people read.
#pragma once

#include <QString>

#include <string>

namespace cl {

/** A progress phase ("memory_bandwidth", "gemm_bf16", ...). */
QString probePhaseText(const std::string &phase);
/** A warning the probe attached to its report (gpu_busy, clocks_throttled, ...). */
QString probeWarningText(const std::string &code, const std::string &detail);
/**
 * Why the probe measured nothing (no_driver, driver_too_old, no_device, ...), with the CUDA
 * driver and runtime versions it reported, and what to do instead.
 */
QString probeUnavailableText(const std::string &code, const QString &driver,
                             const QString &runtime);

} // namespace cl
