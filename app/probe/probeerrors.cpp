// SPDX-License-Identifier: GPL-3.0-or-later
#include "probeerrors.h"

namespace cl::probe {

namespace {
// cudaError_t numbers (stable across CUDA releases).
constexpr int kSuccess = 0;
constexpr int kInsufficientDriver = 35;
constexpr int kStubLibrary = 34;
constexpr int kNoDevice = 100;
constexpr int kDevicesUnavailable = 46;
constexpr int kUnsupportedPtx = 222;
} // namespace

std::string cudaVersionString(int version)
{
    if (version <= 0)
        return "none";
    return std::to_string(version / 1000) + "." + std::to_string((version % 1000) / 10);
}

StartupVerdict classifyStartup(int error, const std::string &errorString, int count, int driver,
                               int runtime)
{
    StartupVerdict v;
    v.exitCode = ExitUnavailable;
    if (error == kSuccess && count > 0) {
        v.usable = true;
        v.exitCode = ExitOk;
        return v;
    }
    if (error == kInsufficientDriver && driver == 0) {
        v.code = "no_driver";
        v.message = "no NVIDIA driver found: " + errorString;
    } else if (error == kInsufficientDriver || error == kUnsupportedPtx) {
        v.code = "driver_too_old";
        v.message = "the driver supports CUDA " + cudaVersionString(driver) + "; this probe needs "
                    + cudaVersionString(runtime) + ": " + errorString;
    } else if (error == kStubLibrary) {
        v.code = "stub_driver_library";
        v.message
            = "the CUDA driver found is the toolkit's stub library (a container set up without "
              "the real driver): "
              + errorString;
    } else if (error == kNoDevice || (error == kSuccess && count == 0)) {
        v.code = "no_device";
        v.message = "no CUDA device is visible (check CUDA_VISIBLE_DEVICES)";
    } else if (error == kDevicesUnavailable) {
        v.code = "device_unavailable";
        v.message = "the GPU is busy or in a prohibited compute mode: " + errorString;
    } else {
        v.code = "cuda_error";
        v.message = "CUDA could not start: " + errorString;
        v.exitCode = ExitInternal;
    }
    return v;
}

} // namespace cl::probe
