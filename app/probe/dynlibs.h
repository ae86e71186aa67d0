// SPDX-License-Identifier: GPL-3.0-or-later
// cuBLASLt, NVML and NCCL loaded at run time (dlopen), never linked: the probe starts on any
// machine, and a phase whose library is missing says so instead of the loader refusing to run.
#pragma once

#include <cublasLt.h> // types and enums only; every call goes through the pointers below
#include <dlfcn.h>
#include <string>

namespace cl::probe {

/** Opens the first library of a list; returns the handle, or nullptr with the last error. */
inline void *openFirst(std::initializer_list<const char *> names, std::string *error)
{
    for (const char *name : names) {
        if (void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL))
            return h;
        if (const char *e = dlerror())
            *error = e;
    }
    return nullptr;
}

template<typename F>
bool bind(void *lib, const char *symbol, F &target, std::string *error)
{
    target = reinterpret_cast<F>(dlsym(lib, symbol));
    if (!target)
        *error = std::string("missing symbol ") + symbol;
    return target != nullptr;
}

struct CublasLtLib
{
    void *lib = nullptr;
    std::string error;
    decltype(&cublasLtGetVersion) getVersion = nullptr;
    decltype(&cublasLtCreate) create = nullptr;
    decltype(&cublasLtDestroy) destroy = nullptr;
    decltype(&cublasLtMatmulDescCreate) descCreate = nullptr;
    decltype(&cublasLtMatmulDescDestroy) descDestroy = nullptr;
    decltype(&cublasLtMatmulDescSetAttribute) descSet = nullptr;
    decltype(&cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
    decltype(&cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceCreate) prefCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceDestroy) prefDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceSetAttribute) prefSet = nullptr;
    decltype(&cublasLtMatmulAlgoGetHeuristic) heuristic = nullptr;
    decltype(&cublasLtMatmul) matmul = nullptr;

    bool load()
    {
        lib = openFirst({"libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so"}, &error);
        if (!lib)
            return false;
        return bind(lib, "cublasLtGetVersion", getVersion, &error)
               && bind(lib, "cublasLtCreate", create, &error)
               && bind(lib, "cublasLtDestroy", destroy, &error)
               && bind(lib, "cublasLtMatmulDescCreate", descCreate, &error)
               && bind(lib, "cublasLtMatmulDescDestroy", descDestroy, &error)
               && bind(lib, "cublasLtMatmulDescSetAttribute", descSet, &error)
               && bind(lib, "cublasLtMatrixLayoutCreate", layoutCreate, &error)
               && bind(lib, "cublasLtMatrixLayoutDestroy", layoutDestroy, &error)
               && bind(lib, "cublasLtMatmulPreferenceCreate", prefCreate, &error)
               && bind(lib, "cublasLtMatmulPreferenceDestroy", prefDestroy, &error)
               && bind(lib, "cublasLtMatmulPreferenceSetAttribute", prefSet, &error)
               && bind(lib, "cublasLtMatmulAlgoGetHeuristic", heuristic, &error)
               && bind(lib, "cublasLtMatmul", matmul, &error);
    }
};

/** NVML's few entry points we use, declared here: the toolkit ships no nvml.h. */
struct NvmlLib
{
    using Device = void *;
    void *lib = nullptr;
    std::string error;
    int (*init)() = nullptr;
    int (*shutdown)() = nullptr;
    int (*handleByIndex)(unsigned, Device *) = nullptr;
    int (*powerUsage)(Device, unsigned *) = nullptr; // mW
    int (*clockInfo)(Device, int, unsigned *) = nullptr; // type 1 = SM, MHz
    int (*temperature)(Device, int, unsigned *) = nullptr; // sensor 0 = GPU, °C
    int (*throttleReasons)(Device, unsigned long long *) = nullptr;
    int (*pcieGen)(Device, unsigned *) = nullptr;
    int (*pcieWidth)(Device, unsigned *) = nullptr;
    int (*pcieMaxGen)(Device, unsigned *) = nullptr;
    int (*pcieMaxWidth)(Device, unsigned *) = nullptr;
    int (*powerLimit)(Device, unsigned *) = nullptr; // mW
    struct Utilization
    {
        unsigned gpu; ///< % of the last sample period a kernel ran (nvmlUtilization_t)
        unsigned memory;
    };
    int (*utilization)(Device, Utilization *) = nullptr;
    int (*driverVersion)(char *, unsigned) = nullptr;
    bool ready = false;

    bool load()
    {
        lib = openFirst({"libnvidia-ml.so.1", "libnvidia-ml.so"}, &error);
        if (!lib)
            return false;
        bool ok = bind(lib, "nvmlInit_v2", init, &error)
                  && bind(lib, "nvmlShutdown", shutdown, &error)
                  && bind(lib, "nvmlDeviceGetHandleByIndex_v2", handleByIndex, &error)
                  && bind(lib, "nvmlDeviceGetPowerUsage", powerUsage, &error)
                  && bind(lib, "nvmlDeviceGetClockInfo", clockInfo, &error)
                  && bind(lib, "nvmlDeviceGetTemperature", temperature, &error)
                  && bind(lib, "nvmlSystemGetDriverVersion", driverVersion, &error);
        // Optional: older drivers lack some of these.
        std::string ignored;
        bind(lib, "nvmlDeviceGetCurrentClocksEventReasons", throttleReasons, &ignored)
            || bind(lib, "nvmlDeviceGetCurrentClocksThrottleReasons", throttleReasons, &ignored);
        bind(lib, "nvmlDeviceGetCurrPcieLinkGeneration", pcieGen, &ignored);
        bind(lib, "nvmlDeviceGetCurrPcieLinkWidth", pcieWidth, &ignored);
        bind(lib, "nvmlDeviceGetMaxPcieLinkGeneration", pcieMaxGen, &ignored);
        bind(lib, "nvmlDeviceGetMaxPcieLinkWidth", pcieMaxWidth, &ignored);
        bind(lib, "nvmlDeviceGetEnforcedPowerLimit", powerLimit, &ignored);
        bind(lib, "nvmlDeviceGetUtilizationRates", utilization, &ignored);
        if (ok) {
            const int status = init();
            ready = status == 0;
            if (!ready)
                error
                    = "nvmlInit failed with code " + std::to_string(status)
                      + (status == 9    ? " (NVIDIA driver is not loaded)"
                         : status == 18 ? " (driver/library mismatch: reboot after a driver update)"
                                        : "");
        }
        return ready;
    }
};

/** NCCL's entry points, declared here so the probe builds where nccl.h is absent. */
struct NcclLib
{
    using Comm = void *;
    void *lib = nullptr;
    std::string error;
    int (*getVersion)(int *) = nullptr;
    int (*commInitAll)(Comm *, int, const int *) = nullptr;
    int (*commDestroy)(Comm) = nullptr;
    int (*allReduce)(const void *, void *, size_t, int, int, Comm, cudaStream_t) = nullptr;
    int (*groupStart)() = nullptr;
    int (*groupEnd)() = nullptr;
    static constexpr int kBfloat16 = 9; // ncclBfloat16
    static constexpr int kSum = 0; // ncclSum

    bool load()
    {
        lib = openFirst({"libnccl.so.2", "libnccl.so"}, &error);
        return lib && bind(lib, "ncclGetVersion", getVersion, &error)
               && bind(lib, "ncclCommInitAll", commInitAll, &error)
               && bind(lib, "ncclCommDestroy", commDestroy, &error)
               && bind(lib, "ncclAllReduce", allReduce, &error)
               && bind(lib, "ncclGroupStart", groupStart, &error)
               && bind(lib, "ncclGroupEnd", groupEnd, &error);
    }
};

} // namespace cl::probe
