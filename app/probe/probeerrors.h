// SPDX-License-Identifier: GPL-3.0-or-later
// From CUDA's answers to what the probe says (PROBE.md §2.5): a stable code, a sentence and the
// exit code. Plain C++ (the CUDA error numbers are passed in), so it is tested without a GPU.
#pragma once

#include <string>

namespace cl::probe {

enum ExitCode {
    ExitOk = 0,
    ExitPartial = 1,
    ExitUnavailable = 2,
    ExitNotBuilt = 3,
    ExitInternal = 4
};

struct StartupVerdict
{
    bool usable = false;
    std::string code; ///< "no_driver", "driver_too_old", "no_device", ...; empty when usable
    std::string message; ///< for people
    int exitCode = ExitOk;
};

/**
 * Classifies the result of cudaGetDeviceCount (its error number and name/message as CUDA gives
 * them), given cudaDriverGetVersion's value and the runtime version.
 */
StartupVerdict classifyStartup(int cudaError, const std::string &cudaErrorString, int deviceCount,
                               int driverVersion, int runtimeVersion);

/** "13.0" from 13000. */
std::string cudaVersionString(int version);

} // namespace cl::probe
