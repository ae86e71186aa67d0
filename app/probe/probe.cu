// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-probe: measures this machine's GPUs so the ledger is calibrated against a real
// card (PROBE.md §2). Inventory, device memory bandwidth, pinned host transfers, a cuBLASLt GEMM
// sweep per precision, a sustained load with NVML telemetry, and P2P / NCCL with two GPUs or more.
// Progress goes to stdout as JSON lines, then one report; people's messages go to stderr.
#include "dynlibs.h"
#include "probecommon.cuh"
#include "probeerrors.h"
#include "probegemm.cuh"
#include "probepeers.cuh"
#include "probereportwriter.h"
#include "probestats.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>
#include <functional>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

using namespace cl::probe;
using ojson = nlohmann::ordered_json;

namespace {

// ---- the phases of one device --------------------------------------------------------------

/** What a device is: name, SMs, clocks, memory, PCIe link, power limit; warns when it is busy. */
struct DeviceFacts
{
    cudaDeviceProp prop {};
    int cc = 0;
    int watchdog = 0;
    double smClockMhz = 0; ///< the boost clock the driver reports

    size_t freeBytes = 0;
    NvmlLib::Device handle = nullptr;
};

ojson inventory(int dev, NvmlLib &nvml, ojson &warnings, DeviceFacts &f)
{
    cudaDeviceProp &prop = f.prop;
    size_t &freeBytes = f.freeBytes;
    int &watchdog = f.watchdog;
    NvmlLib::Device &handle = f.handle;
    check(cudaSetDevice(dev), "cudaSetDevice");
    check(cudaGetDeviceProperties(&prop, dev), "cudaGetDeviceProperties");
    int smClock = 0, memClock = 0, busWidth = 0;
    cudaDeviceGetAttribute(&smClock, cudaDevAttrClockRate, dev);
    cudaDeviceGetAttribute(&memClock, cudaDevAttrMemoryClockRate, dev);
    cudaDeviceGetAttribute(&busWidth, cudaDevAttrGlobalMemoryBusWidth, dev);
    cudaDeviceGetAttribute(&watchdog, cudaDevAttrKernelExecTimeout, dev);
    size_t totalBytes = 0;
    check(cudaMemGetInfo(&freeBytes, &totalBytes), "cudaMemGetInfo");
    f.cc = prop.major * 10 + prop.minor;
    f.smClockMhz = smClock / 1000.0;
    ojson d;
    d["index"] = dev;
    d["name"] = prop.name;
    d["compute_capability"] = std::to_string(prop.major) + "." + std::to_string(prop.minor);
    d["sms"] = prop.multiProcessorCount;
    d["sm_clock_mhz"] = smClock / 1000.0;
    d["memory_clock_mhz"] = memClock / 1000.0;
    d["memory_bus_bits"] = busWidth;
    d["memory_total_bytes"] = double(totalBytes);
    d["memory_free_bytes"] = double(freeBytes);
    d["l2_bytes"] = prop.l2CacheSize;
    d["kernel_watchdog"] = watchdog != 0;
    if (nvml.ready && nvml.handleByIndex(unsigned(dev), &handle) == 0) {
        unsigned gen = 0, width = 0, genMax = 0, widthMax = 0, limit = 0;
        ojson pcie;
        if (nvml.pcieMaxGen && nvml.pcieMaxGen(handle, &genMax) == 0)
            pcie["gen_max"] = genMax;
        if (nvml.pcieMaxWidth && nvml.pcieMaxWidth(handle, &widthMax) == 0)
            pcie["width_max"] = widthMax;
        if (nvml.pcieGen && nvml.pcieGen(handle, &gen) == 0)
            pcie["gen"] = gen;
        if (nvml.pcieWidth && nvml.pcieWidth(handle, &width) == 0)
            pcie["width"] = width;
        d["pcie"] = pcie;
        if (nvml.powerLimit && nvml.powerLimit(handle, &limit) == 0)
            d["power_limit_w"] = limit / 1000.0;
        // Another process on the card would make every figure low: say so (PROBE.md 2.3, 7).
        NvmlLib::Utilization busy {0, 0};
        if (nvml.utilization && nvml.utilization(handle, &busy) == 0) {
            d["utilization_at_start_percent"] = busy.gpu;
            if (busy.gpu > 10)
                warnings.push_back({{"code", "gpu_busy"},
                                    {"device", dev},
                                    {"detail", "the GPU was " + std::to_string(busy.gpu)
                                                   + " % busy before the probe started; its "
                                                     "figures may be low"}});
        }
    } else {
        d["pcie"] = nullptr;
    }
    return d;
}

/** Arithmetic load, not recorded: an idle GPU needs a moment before it clocks up (phase 1). */
double warmClocks(const cudaDeviceProp &prop, const Options &o, cudaStream_t stream)
{
    // Without it the first phase would measure the ramp.
    float *sink = nullptr;
    check(cudaMalloc(&sink, sizeof(float)), "cudaMalloc");
    const double seconds = o.quick ? 0.25 : 0.5;
    const auto start = Clock::now();
    while (std::chrono::duration<double>(Clock::now() - start).count() < seconds) {
        warmClocksKernel<<<prop.multiProcessorCount * 4, 256, 0, stream>>>(sink, 1 << 14);
        check(cudaStreamSynchronize(stream), "clock warm-up");
    }
    cudaFree(sink);
    return seconds;
}

/** Device memory bandwidth: copy, triad and memcpy over buffers well past the L2. */
ojson memoryBandwidth(const cudaDeviceProp &prop, size_t freeBytes, cudaStream_t stream, int blocks)
{
    // Device memory bandwidth: buffers >= 8 x L2 and >= 256 MiB, at most 1/8 of free memory.
    size_t bytes = std::max<size_t>(size_t(8) * prop.l2CacheSize, size_t(256) << 20);
    bytes = std::min(bytes, freeBytes / 8) / 64 * 64;
    float *a = nullptr, *b = nullptr, *c = nullptr;
    check(cudaMalloc(&a, bytes), "cudaMalloc");
    check(cudaMalloc(&b, bytes), "cudaMalloc");
    check(cudaMalloc(&c, bytes), "cudaMalloc");
    fillBuffer(a, bytes / 4, CUDA_R_32F, 1, stream);
    fillBuffer(b, bytes / 4, CUDA_R_32F, 2, stream);
    fillBuffer(c, bytes / 4, CUDA_R_32F, 3, stream);
    const size_t n4 = bytes / sizeof(float4);
    const int grid = prop.multiProcessorCount * 8, threads = 256;
    auto copy = [&] {
        copyKernel<<<grid, threads, 0, stream>>>(reinterpret_cast<float4 *>(a),
                                                 reinterpret_cast<float4 *>(b), n4);
    };
    auto triad = [&] {
        triadKernel<<<grid, threads, 0, stream>>>(reinterpret_cast<float4 *>(a),
                                                  reinterpret_cast<float4 *>(b),
                                                  reinterpret_cast<float4 *>(c), 1.5f, n4);
    };
    auto d2d = [&] {
        cudaMemcpyAsync(b, a, bytes, cudaMemcpyDeviceToDevice, stream);
    };
    ojson mb;
    mb["buffer_bytes"] = double(bytes);
    mb["copy_kernel"] = statJson(
        throughput(timeBlocks(stream, copy, 3, blocks + 2, 0.005), 2.0 * bytes / 1e9), "GB/s");
    mb["triad_kernel"] = statJson(
        throughput(timeBlocks(stream, triad, 3, blocks + 2, 0.005), 3.0 * bytes / 1e9), "GB/s");
    mb["memcpy_d2d"] = statJson(
        throughput(timeBlocks(stream, d2d, 3, blocks + 2, 0.005), 2.0 * bytes / 1e9), "GB/s");
    check(cudaGetLastError(), "bandwidth kernels");
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return mb;
}

/** Pinned host <-> device transfers, each way and both at once. */
ojson hostTransfer(size_t freeBytes, cudaStream_t stream, int blocks)
{
    // Pinned host <-> device.
    const size_t bytes = std::min<size_t>(size_t(256) << 20, freeBytes / 8);
    void *host = nullptr, *devBuf = nullptr, *devBuf2 = nullptr, *host2 = nullptr;
    check(cudaHostAlloc(&host, bytes, cudaHostAllocDefault), "cudaHostAlloc");
    check(cudaHostAlloc(&host2, bytes, cudaHostAllocDefault), "cudaHostAlloc");
    check(cudaMalloc(&devBuf, bytes), "cudaMalloc");
    check(cudaMalloc(&devBuf2, bytes), "cudaMalloc");
    std::memset(host, 0x5a, bytes);
    cudaStream_t other;
    check(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking), "cudaStreamCreate");
    auto h2d = [&] {
        cudaMemcpyAsync(devBuf, host, bytes, cudaMemcpyHostToDevice, stream);
    };
    auto d2h = [&] {
        cudaMemcpyAsync(host, devBuf, bytes, cudaMemcpyDeviceToHost, stream);
    };
    ojson ht;
    ht["pinned_bytes"] = double(bytes);
    ht["h2d"]
        = statJson(throughput(timeBlocks(stream, h2d, 2, blocks, 0.005), bytes / 1e9), "GB/s");
    ht["d2h"]
        = statJson(throughput(timeBlocks(stream, d2h, 2, blocks, 0.005), bytes / 1e9), "GB/s");
    // Both directions at once, on two streams; timed on the host around a synchronise.
    std::vector<double> both;
    for (int i = 0; i < 5; ++i) {
        const auto t0 = Clock::now();
        cudaMemcpyAsync(devBuf, host, bytes, cudaMemcpyHostToDevice, stream);
        cudaMemcpyAsync(host2, devBuf2, bytes, cudaMemcpyDeviceToHost, other);
        check(cudaStreamSynchronize(stream), "sync");
        check(cudaStreamSynchronize(other), "sync");
        both.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    ht["bidir"] = statJson(throughput(both, 2.0 * bytes / 1e9), "GB/s");
    cudaStreamDestroy(other);
    cudaFreeHost(host);
    cudaFreeHost(host2);
    cudaFree(devBuf);
    cudaFree(devBuf2);
    return ht;
}

/** Square GEMMs per precision until the rate plateaus, plus the shapes asked for (--shape). */
ojson gemmSweep(GemmRunner &runner, const DeviceFacts &f, const Options &o, Budget &budget, int dev,
                int blocks, double gemmBlockSeconds, ojson &peak)
{
    const cudaDeviceProp &prop = f.prop;
    const int cc = f.cc, watchdog = f.watchdog;
    ojson points = ojson::array();
    const std::vector<int> sizes = o.quick ? std::vector<int> {2048, 4096, 8192}
                                           : std::vector<int> {1024, 2048, 4096, 8192, 16384};
    for (const Precision &p : kPrecisions) {
        if (cc < p.minCc) {
            points.push_back({{"precision", p.name},
                              {"status", "unsupported"},
                              {"detail", "needs compute capability " + std::to_string(p.minCc / 10)
                                             + "." + std::to_string(p.minCc % 10)}});
            continue;
        }
        std::vector<std::pair<int, double>> curve;
        double predicted = 0;
        for (int size : sizes) {
            const auto skipped = [&](const char *why) {
                return ojson {{"precision", p.name}, {"m", size},           {"n", size},
                              {"k", size},           {"status", "skipped"}, {"detail", why}};
            };
            if (!budget.left(1.0)) {
                points.push_back(skipped("time_budget"));
                continue;
            }
            // Skip a size whose single call would run long (watchdog, budget): t ~ n^3.
            if (predicted > 0.25 || (watchdog && predicted > 0.1)) {
                points.push_back(skipped("predicted_too_long"));
                continue;
            }
            ojson point = runner.measure(p, size, size, size, blocks, gemmBlockSeconds,
                                         size_t(prop.l2CacheSize));
            const bool ok = point["status"] == "ok";
            points.push_back(point);
            if (!ok)
                break;
            const double tf = point["tflops"]["median"].get<double>();
            curve.emplace_back(size, tf);
            if (!peak.contains(p.name) || peak[p.name]["tflops"].get<double>() < tf)
                peak[p.name] = {{"tflops", tf}, {"m", size}, {"n", size}, {"k", size}};
            predicted = runner.lastSecondsPerCall * 8.0;
            if (plateaued(curve))
                break;
        }
        for (const auto &shape : o.shapes) {
            if (!budget.left(0.5))
                break;
            ojson point = runner.measure(p, shape[0], shape[1], shape[2], blocks, gemmBlockSeconds,
                                         size_t(prop.l2CacheSize));
            point["requested"] = true;
            points.push_back(point);
        }
        std::cout << progressLine(std::string("gemm_") + p.name, dev, 2, 3) << std::endl;
    }
    return points;
}

/** A sustained load with NVML telemetry: power, clocks, temperature, throttle reasons. */
std::optional<ojson> sustainedLoad(GemmRunner &runner, const DeviceFacts &f, const Options &o,
                                   Budget &budget, NvmlLib &nvml, int dev, ojson &warnings)
{
    const cudaDeviceProp &prop = f.prop;
    const NvmlLib::Device handle = f.handle;
    const Precision &sp = f.cc >= 80 ? kPrecisions[3] : kPrecisions[2];
    const double seconds
        = std::min(o.quick ? 1.0 : 3.0, std::max(0.0, budget.limit - budget.elapsed() - 1.0));
    if (seconds > 0.3) {
        Telemetry t;
        std::atomic<bool> running {true};
        std::thread sampler([&] {
            while (running) {
                unsigned mw = 0, mhz = 0, temp = 0;
                unsigned long long reasons = 0;
                if (handle && nvml.powerUsage(handle, &mw) == 0)
                    t.watts.push_back(mw / 1000.0);
                if (handle && nvml.clockInfo(handle, 1, &mhz) == 0)
                    t.smMhz.push_back(mhz);
                if (handle && nvml.temperature(handle, 0, &temp) == 0)
                    t.tempC.push_back(temp);
                if (handle && nvml.throttleReasons && nvml.throttleReasons(handle, &reasons) == 0)
                    t.reasons |= reasons;
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        });
        ojson sustained {{"precision", sp.name}, {"seconds", seconds}};
        const auto end = Clock::now() + std::chrono::duration<double>(seconds);
        std::vector<double> rates;
        while (Clock::now() < end) {
            ojson point = runner.measure(sp, 8192, 8192, 8192, 1, 0.2, size_t(prop.l2CacheSize), 0);
            if (point["status"] != "ok")
                break;
            rates.push_back(point["tflops"]["median"].get<double>());
        }
        running = false;
        sampler.join();
        sustained["tflops"] = statJson(summarise(rates), "TFLOP/s");
        if (!t.watts.empty()) {
            sustained["power_w_avg"] = summarise(t.watts).median;
            sustained["power_w_max"] = *std::max_element(t.watts.begin(), t.watts.end());
        }
        if (!t.smMhz.empty()) {
            sustained["sm_clock_mhz_median"] = summarise(t.smMhz).median;
            sustained["sm_clock_mhz_min"] = *std::min_element(t.smMhz.begin(), t.smMhz.end());
        }
        if (!t.tempC.empty())
            sustained["temp_c_max"] = *std::max_element(t.tempC.begin(), t.tempC.end());
        const auto reasons = decodeReasons(t.reasons & ~0x1ull);
        sustained["clock_event_reasons"] = reasons;
        sustained["telemetry"] = handle ? "nvml" : "unavailable";
        // Held to its power limit is how a data-centre card runs dense matrix work (an H200 at
        // 700 W holds ~1530 MHz of its 1980): a note, since every figure was taken in that state.
        // Thermal and hardware slowdowns mean cooling or power delivery is short: a warning.
        std::vector<std::string> faults;
        for (const auto &r : reasons)
            if (r == "HwSlowdown" || r == "HwPowerBrakeSlowdown"
                || r.find("Thermal") != std::string::npos)
                faults.push_back(r);
        if (!faults.empty())
            warnings.push_back({{"code", "clocks_throttled"}, {"device", dev}, {"detail", faults}});
        else if (std::find(reasons.begin(), reasons.end(), "SwPowerCap") != reasons.end()) {
            char detail[96];
            std::snprintf(detail, sizeof detail, "%.0f W, %.0f of %.0f MHz",
                          sustained.value("power_w_avg", 0.0),
                          sustained.value("sm_clock_mhz_median", 0.0), f.smClockMhz);
            warnings.push_back({{"code", "power_limited"}, {"device", dev}, {"detail", detail}});
        }
        return sustained;
    }
    return std::nullopt;
}

/** The cuBLASLt phase: the sweep and the sustained load, or why it could not run. */
ojson gemmPhase(const DeviceFacts &f, const Options &o, Budget &budget, CublasLtLib &lt, bool ltOk,
                NvmlLib &nvml, cudaStream_t stream, int dev, int blocks, ojson &warnings,
                ojson &device)
{
    ojson gemm;
    if (!ltOk) {
        gemm["status"] = "unavailable";
        gemm["detail"] = "cuBLASLt could not be loaded: " + lt.error;
        return gemm;
    }
    cublasLtHandle_t h = nullptr;
    const int status = lt.create(&h);
    if (status != 0) {
        gemm["status"] = "unavailable";
        gemm["detail"] = "cublasLtCreate returned " + std::to_string(status);
        return gemm;
    }
    const size_t workspace = f.cc >= 90 ? (size_t(32) << 20) : (size_t(4) << 20);
    GemmRunner runner(lt, h, stream, workspace);
    gemm["status"] = "ok";
    gemm["workspace_bytes"] = double(workspace);
    gemm["algo_selection"] = "heuristic_top1";
    ojson peak = ojson::object();
    gemm["settle_s"] = kGemmSettleSeconds;
    gemm["points"] = gemmSweep(runner, f, o, budget, dev, blocks, kGemmBlockSeconds, peak);
    gemm["peak"] = peak;
    if (auto sustained = sustainedLoad(runner, f, o, budget, nvml, dev, warnings))
        device["sustained"] = *sustained;
    lt.destroy(h);
    return gemm;
}

// ---- one device --------------------------------------------------------------------------------

ojson measureDevice(int dev, const Options &o, Budget &budget, CublasLtLib &lt, bool ltOk,
                    NvmlLib &nvml, ojson &warnings)
{
    DeviceFacts f;
    ojson d = inventory(dev, nvml, warnings, f);
    if (f.cc < 75) {
        d["status"] = "unsupported";
        d["detail"] = "compute capability " + d["compute_capability"].get<std::string>()
                      + " is below this build's minimum 7.5";
        return d;
    }
    cudaStream_t stream;
    check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreate");
    // Every figure is the median of at least 7 timed blocks (PROBE.md §2.3); --quick makes the
    // GEMM blocks shorter, not fewer.
    const int blocks = 7;
    d["clock_warmup_s"] = warmClocks(f.prop, o, stream);
    std::cout << progressLine("memory_bandwidth", dev, 0, 3) << std::endl;
    d["memory_bandwidth"] = memoryBandwidth(f.prop, f.freeBytes, stream, blocks);
    std::cout << progressLine("host_transfer", dev, 1, 3) << std::endl;
    d["host_transfer"] = hostTransfer(f.freeBytes, stream, blocks);
    std::cout << progressLine("gemm", dev, 2, 3) << std::endl;
    d["gemm"] = gemmPhase(f, o, budget, lt, ltOk, nvml, stream, dev, blocks, warnings, d);
    d["status"] = "ok";
    cudaStreamDestroy(stream);
    std::cout << progressLine("device_done", dev, 3, 3) << std::endl;
    return d;
}

int usage()
{
    std::cerr << "usage: clusterledger-probe [--quick] [--max-seconds N] [--shape m,n,k]...\n"
                 "Measures this machine's GPUs; JSON lines on stdout, the report last.\n"
                 "exit codes: 0 ok, 1 partial, 2 no GPU or no driver, 3 built without CUDA, 4 "
                 "internal error\n";
    return ExitInternal;
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--quick") {
            o.quick = true;
            o.maxSeconds = 10;
        } else if (a == "--max-seconds" && i + 1 < argc) {
            o.maxSeconds = std::max(1.0, std::atof(argv[++i]));
        } else if (a == "--shape" && i + 1 < argc) {
            std::vector<int> dims;
            std::stringstream ss(argv[++i]);
            std::string part;
            while (std::getline(ss, part, ','))
                dims.push_back(std::atoi(part.c_str()));
            if (dims.size() != 3 || dims[0] <= 0 || dims[1] <= 0 || dims[2] <= 0)
                return usage();
            o.shapes.push_back(dims);
        } else if (a == "--help" || a == "-h") {
            usage();
            return ExitOk;
        } else {
            return usage();
        }
    }
    Budget budget;
    budget.limit = o.maxSeconds;
    ojson report = reportSkeleton(o.quick ? "quick" : "default", false);
    int runtime = 0, driver = 0;
    cudaRuntimeGetVersion(&runtime);
    cudaDriverGetVersion(&driver);
    CublasLtLib lt;
    const bool ltOk = lt.load();
    NvmlLib nvml;
    const bool nvmlOk = nvml.load();
    char driverVersion[96] = {0};
    if (nvmlOk)
        nvml.driverVersion(driverVersion, sizeof driverVersion);
    report["runtime"] = {{"cuda_runtime", cudaVersionString(runtime)},
                         {"cuda_driver", cudaVersionString(driver)},
                         {"driver_version", nvmlOk ? ojson(driverVersion) : ojson(nullptr)},
                         {"cublaslt", ltOk ? ojson(lt.getVersion()) : ojson(nullptr)},
                         {"cublaslt_error", ltOk ? ojson(nullptr) : ojson(lt.error)},
                         {"nvml", nvmlOk ? ojson("available") : ojson(nvml.error)}};
    std::cout << progressLine("inventory", -1, 0, 1) << std::endl;
    int count = -1;
    const cudaError_t e = cudaGetDeviceCount(&count);
    const StartupVerdict verdict
        = classifyStartup(int(e), cudaGetErrorString(e), count, driver, runtime);
    if (!verdict.usable) {
        cudaGetLastError();
        std::cerr << "clusterledger-probe: " << verdict.message << "\n";
        const int code
            = finishReport(report, "unavailable", verdict.code, verdict.message, verdict.exitCode);
        report["error"]["cuda_error"] = cudaGetErrorName(e);
        report["wall_seconds"] = budget.elapsed();
        emitLine(std::cout, report);
        return code;
    }
    if (!nvmlOk)
        report["warnings"].push_back({{"code", "nvml_unavailable"}, {"detail", nvml.error}});
    if (!ltOk)
        report["warnings"].push_back({{"code", "cublaslt_unavailable"}, {"detail", lt.error}});
    bool partial = !ltOk;
    ojson warnings = ojson::array();
    for (int dev = 0; dev < count; ++dev) {
        try {
            // Each GPU gets the whole time budget: sharing one would leave the last of eight
            // GPUs none, and its GEMM figures skipped while its profile is still written.
            Budget deviceBudget;
            deviceBudget.limit = o.maxSeconds;
            report["devices"].push_back(
                measureDevice(dev, o, deviceBudget, lt, ltOk, nvml, warnings));
            report["recorded_on_gpu"] = true;
        } catch (const CudaFailure &f) {
            partial = true;
            report["devices"].push_back({{"index", dev},
                                         {"status", "failed"},
                                         {"detail", f.where + ": " + cudaGetErrorString(f.error)}});
            std::cerr << "clusterledger-probe: device " << dev << ": " << f.where << ": "
                      << cudaGetErrorString(f.error) << "\n";
        }
        emitLine(
            std::cout,
            ojson {{"type", "result"}, {"phase", "device"}, {"data", report["devices"].back()}});
    }
    for (auto &w : warnings)
        report["warnings"].push_back(w);
    if (count >= 2) {
        try {
            NcclLib nccl;
            report["interconnect"] = interconnect(count, nccl, o, budget);
        } catch (const CudaFailure &f) {
            partial = true;
            report["interconnect"]
                = {{"status", "failed"}, {"detail", f.where + ": " + cudaGetErrorString(f.error)}};
        }
    }
    report["wall_seconds"] = budget.elapsed();
    const int code = partial ? finishReport(report, "partial", "partial",
                                            "some phases failed or were unavailable", ExitPartial)
                             : finishReport(report, "ok", "", "", ExitOk);
    emitLine(std::cout, report);
    if (nvmlOk)
        nvml.shutdown();
    return code;
}
