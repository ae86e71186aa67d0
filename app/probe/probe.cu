// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-probe: measures this machine's GPUs so the ledger is calibrated against a real
// card (PROBE.md §2). Inventory, device memory bandwidth, pinned host transfers, a cuBLASLt GEMM
// sweep per precision, a sustained load with NVML telemetry, and P2P / NCCL with two GPUs or more.
// Progress goes to stdout as JSON lines, then one report; people's messages go to stderr.
#include "dynlibs.h"
#include "probeerrors.h"
#include "probereportwriter.h"
#include "probestats.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
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

using Clock = std::chrono::steady_clock;

struct Options
{
    bool quick = false;
    double maxSeconds = 30;
    std::vector<std::vector<int>> shapes; // --shape m,n,k
};

struct Budget
{
    Clock::time_point start = Clock::now();
    double limit = 30;
    double elapsed() const { return std::chrono::duration<double>(Clock::now() - start).count(); }
    bool left(double seconds) const { return elapsed() + seconds < limit; }
};

/** A CUDA error that ends the measurement of a device (sticky errors poison the context). */
struct CudaFailure
{
    cudaError_t error;
    std::string where;
};

void check(cudaError_t e, const char *where)
{
    if (e != cudaSuccess)
        throw CudaFailure {e, where};
}

// ---- kernels ---------------------------------------------------------------------------------

__device__ float hashUniform(uint64_t i, uint32_t seed)
{
    uint64_t x = i * 0x9E3779B97F4A7C15ull + seed;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return float(x & 0xffffff) / float(0x1000000) * 2.0f - 1.0f; // [-1, 1)
}

/** Random values of any element type; never zeros (zeros cut power and flatter clocks). */
template<typename T>
__global__ void fillKernel(T *p, size_t n, uint32_t seed, float scale)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x)
        p[i] = T(hashUniform(i, seed) * scale);
}

__global__ void fillInt8(int8_t *p, size_t n, uint32_t seed)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x)
        p[i] = int8_t(hashUniform(i, seed) * 63.0f);
}

/** Arithmetic with nothing to read or write: brings the clocks out of idle (PROBE.md phase 1). */
__global__ void warmClocksKernel(float *sink, int iterations)
{
    float a = float(threadIdx.x) * 1e-3f;
    for (int i = 0; i < iterations; ++i)
        a = fmaf(a, 1.0001f, 1e-7f);
    if (a == 42.0f) // never true; keeps the loop from being optimised away
        sink[0] = a;
}

__global__ void copyKernel(const float4 *__restrict__ a, float4 *__restrict__ b, size_t n)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x)
        b[i] = a[i];
}

__global__ void triadKernel(float4 *__restrict__ a, const float4 *__restrict__ b,
                            const float4 *__restrict__ c, float s, size_t n)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x) {
        const float4 x = b[i];
        const float4 y = c[i];
        a[i] = make_float4(x.x + s * y.x, x.y + s * y.y, x.z + s * y.z, x.w + s * y.w);
    }
}

// ---- timing ----------------------------------------------------------------------------------

/**
 * Times `op` in blocks of calls on one stream with events (PROBE.md §2.3): warm-up calls, then
 * blocks long enough for the event resolution. Returns seconds per call, one entry per block.
 */
std::vector<double> timeBlocks(cudaStream_t stream, const std::function<void()> &op, int warmups,
                               int blocks, double blockSeconds)
{
    cudaEvent_t begin, end;
    check(cudaEventCreate(&begin), "cudaEventCreate");
    check(cudaEventCreate(&end), "cudaEventCreate");
    for (int i = 0; i < warmups; ++i)
        op();
    // One calibration call decides how many calls fill a block.
    check(cudaEventRecord(begin, stream), "cudaEventRecord");
    op();
    check(cudaEventRecord(end, stream), "cudaEventRecord");
    check(cudaEventSynchronize(end), "cudaEventSynchronize");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, begin, end), "cudaEventElapsedTime");
    const int calls = callsPerBlock(ms / 1000.0, blockSeconds);
    std::vector<double> perCall;
    for (int b = 0; b < blocks; ++b) {
        check(cudaEventRecord(begin, stream), "cudaEventRecord");
        for (int i = 0; i < calls; ++i)
            op();
        check(cudaEventRecord(end, stream), "cudaEventRecord");
        check(cudaEventSynchronize(end), "cudaEventSynchronize");
        check(cudaEventElapsedTime(&ms, begin, end), "cudaEventElapsedTime");
        perCall.push_back(ms / 1000.0 / calls);
    }
    cudaEventDestroy(begin);
    cudaEventDestroy(end);
    return perCall;
}

Stat throughput(const std::vector<double> &secondsPerCall, double workPerCall)
{
    std::vector<double> rates;
    for (double s : secondsPerCall)
        rates.push_back(s > 0 ? workPerCall / s : 0);
    return summarise(rates);
}

// ---- GEMM --------------------------------------------------------------------------------------

struct Precision
{
    const char *name;
    cudaDataType_t ab;
    cudaDataType_t c;
    cublasComputeType_t compute;
    cudaDataType_t scale;
    bool transposeA; ///< FP8 and INT8 want TN
    int minCc;
    size_t abBytes;
    size_t cBytes;
};

const Precision kPrecisions[] = {
    {"fp32", CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, CUDA_R_32F, false, 75, 4, 4},
    {"tf32", CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, CUDA_R_32F, false, 80, 4, 4},
    {"fp16", CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, CUDA_R_32F, false, 75, 2, 2},
    {"bf16", CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F, false, 80, 2, 2},
    {"fp8", CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F, true, 89, 1, 2},
    {"int8", CUDA_R_8I, CUDA_R_32I, CUBLAS_COMPUTE_32I, CUDA_R_32I, true, 75, 1, 4},
};

void fillBuffer(void *p, size_t count, cudaDataType_t type, uint32_t seed, cudaStream_t stream)
{
    const int grid = 1024, block = 256;
    switch (type) {
    case CUDA_R_32F:
        fillKernel<float><<<grid, block, 0, stream>>>(static_cast<float *>(p), count, seed, 1.0f);
        break;
    case CUDA_R_16F:
        fillKernel<__half><<<grid, block, 0, stream>>>(static_cast<__half *>(p), count, seed, 1.0f);
        break;
    case CUDA_R_16BF:
        fillKernel<__nv_bfloat16>
            <<<grid, block, 0, stream>>>(static_cast<__nv_bfloat16 *>(p), count, seed, 1.0f);
        break;
    case CUDA_R_8F_E4M3:
        fillKernel<__nv_fp8_e4m3>
            <<<grid, block, 0, stream>>>(static_cast<__nv_fp8_e4m3 *>(p), count, seed, 4.0f);
        break;
    case CUDA_R_8I:
        fillInt8<<<grid, block, 0, stream>>>(static_cast<int8_t *>(p), count, seed);
        break;
    default:
        check(cudaMemsetAsync(p, 0, count * 4, stream), "cudaMemsetAsync");
        break;
    }
    check(cudaGetLastError(), "fill kernel");
}

class GemmRunner
{
public:
    GemmRunner(CublasLtLib &lt, cublasLtHandle_t handle, cudaStream_t stream, size_t workspaceBytes)
        : lt(lt)
        , handle(handle)
        , stream(stream)
        , workspaceBytes(workspaceBytes)
    {
        check(cudaMalloc(&workspace, workspaceBytes), "cudaMalloc workspace");
    }
    ~GemmRunner() { cudaFree(workspace); }

    /** Measures one shape; the point's JSON with status ok / skipped / unsupported. */
    ojson measure(const Precision &p, int m, int n, int k, int blocks, double blockSeconds,
                  size_t l2Bytes)
    {
        ojson point {{"precision", p.name},
                     {"m", m},
                     {"n", n},
                     {"k", k},
                     {"layout", p.transposeA ? "TN" : "NN"}};
        const size_t bytesA = size_t(m) * k * p.abBytes, bytesB = size_t(k) * n * p.abBytes,
                     bytesC = size_t(m) * n * p.cBytes;
        size_t freeBytes = 0, total = 0;
        check(cudaMemGetInfo(&freeBytes, &total), "cudaMemGetInfo");
        // Rotate operand sets so none is L2-resident between calls (PROBE.md §2.2).
        const size_t setBytes = bytesA + bytesB + bytesC;
        int sets = int(
            std::min<size_t>(4, std::max<size_t>(1, (2 * l2Bytes + setBytes - 1) / setBytes)));
        while (sets > 1 && sets * setBytes > freeBytes * 0.8)
            --sets;
        if (setBytes > freeBytes * 0.8) {
            point["status"] = "skipped";
            point["detail"] = "out_of_memory";
            return point;
        }
        cublasLtMatmulDesc_t op = nullptr;
        cublasLtMatrixLayout_t la = nullptr, lb = nullptr, lc = nullptr;
        cublasLtMatmulPreference_t pref = nullptr;
        std::vector<void *> buffers;
        auto cleanup = [&] {
            for (void *b : buffers)
                cudaFree(b);
            if (pref)
                lt.prefDestroy(pref);
            if (la)
                lt.layoutDestroy(la);
            if (lb)
                lt.layoutDestroy(lb);
            if (lc)
                lt.layoutDestroy(lc);
            if (op)
                lt.descDestroy(op);
        };
        auto unsupported = [&](const char *what, int status) {
            cleanup();
            point["status"] = "unsupported";
            point["detail"] = std::string(what) + ": cublasStatus " + std::to_string(status);
            return point;
        };
        int status = lt.descCreate(&op, p.compute, p.scale);
        if (status != 0)
            return unsupported("matmul descriptor", status);
        const cublasOperation_t transA = p.transposeA ? CUBLAS_OP_T : CUBLAS_OP_N;
        const cublasOperation_t transB = CUBLAS_OP_N;
        lt.descSet(op, CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof transA);
        lt.descSet(op, CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof transB);
        if ((status = lt.layoutCreate(&la, p.ab, p.transposeA ? k : m, p.transposeA ? m : k,
                                      p.transposeA ? k : m))
            != 0)
            return unsupported("layout A", status);
        if ((status = lt.layoutCreate(&lb, p.ab, k, n, k)) != 0)
            return unsupported("layout B", status);
        if ((status = lt.layoutCreate(&lc, p.c, m, n, m)) != 0)
            return unsupported("layout C", status);
        lt.prefCreate(&pref);
        lt.prefSet(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceBytes,
                   sizeof workspaceBytes);
        cublasLtMatmulHeuristicResult_t result {};
        int returned = 0;
        status = lt.heuristic(handle, op, la, lb, lc, lc, pref, 1, &result, &returned);
        if (status != 0 || returned == 0)
            return unsupported("heuristic", status);
        for (int s = 0; s < sets; ++s) {
            void *a = nullptr, *b = nullptr, *c = nullptr;
            if (cudaMalloc(&a, bytesA) != cudaSuccess || cudaMalloc(&b, bytesB) != cudaSuccess
                || cudaMalloc(&c, bytesC) != cudaSuccess) {
                cudaGetLastError(); // out of memory is not sticky: clear it and skip this size
                if (a)
                    cudaFree(a);
                if (b)
                    cudaFree(b);
                cleanup();
                point["status"] = "skipped";
                point["detail"] = "out_of_memory";
                return point;
            }
            buffers.insert(buffers.end(), {a, b, c});
            fillBuffer(a, bytesA / p.abBytes, p.ab, 17 + s, stream);
            fillBuffer(b, bytesB / p.abBytes, p.ab, 91 + s, stream);
        }
        const float alphaF = 1.0f, betaF = 0.0f;
        const int32_t alphaI = 1, betaI = 0;
        const void *alpha = p.scale == CUDA_R_32I ? static_cast<const void *>(&alphaI) : &alphaF;
        const void *beta = p.scale == CUDA_R_32I ? static_cast<const void *>(&betaI) : &betaF;
        int next = 0;
        int callStatus = 0;
        auto call = [&] {
            void **set = &buffers[size_t(next) * 3];
            next = (next + 1) % sets;
            const int s = lt.matmul(handle, op, alpha, set[0], la, set[1], lb, beta, set[2], lc,
                                    set[2], lc, &result.algo, workspace, workspaceBytes, stream);
            if (s != 0)
                callStatus = s;
        };
        const auto seconds = timeBlocks(stream, call, 3, blocks, blockSeconds);
        cleanup();
        if (callStatus != 0) {
            point["status"] = "failed";
            point["detail"] = "cublasLtMatmul returned " + std::to_string(callStatus);
            return point;
        }
        const double flop = 2.0 * m * n * k;
        const Stat stat = throughput(seconds, flop / 1e12);
        point["status"] = "ok";
        point["tflops"] = statJson(stat, p.scale == CUDA_R_32I ? "TOPS" : "TFLOP/s");
        point["ms_median"] = summarise(seconds).median * 1000; // seconds median (not a throughput)
        lastSecondsPerCall
            = seconds.empty() ? 0 : *std::min_element(seconds.begin(), seconds.end());
        return point;
    }

    double lastSecondsPerCall = 0;

private:
    CublasLtLib &lt;
    cublasLtHandle_t handle;
    cudaStream_t stream;
    size_t workspaceBytes;
    void *workspace = nullptr;
};

// ---- NVML telemetry ----------------------------------------------------------------------------

struct Telemetry
{
    std::vector<double> watts, smMhz, tempC;
    unsigned long long reasons = 0;
};

std::vector<std::string> decodeReasons(unsigned long long r)
{
    // nvmlClocksEventReasons bits.
    const std::pair<unsigned long long, const char *> names[] = {{0x1, "GpuIdle"},
                                                                 {0x2, "ApplicationsClocksSetting"},
                                                                 {0x4, "SwPowerCap"},
                                                                 {0x8, "HwSlowdown"},
                                                                 {0x10, "SyncBoost"},
                                                                 {0x20, "SwThermalSlowdown"},
                                                                 {0x40, "HwThermalSlowdown"},
                                                                 {0x80, "HwPowerBrakeSlowdown"},
                                                                 {0x100, "DisplayClockSetting"}};
    std::vector<std::string> out;
    for (const auto &[bit, name] : names)
        if (r & bit)
            out.push_back(name);
    return out;
}

// ---- one device --------------------------------------------------------------------------------

ojson measureDevice(int dev, const Options &o, Budget &budget, CublasLtLib &lt, bool ltOk,
                    NvmlLib &nvml, ojson &warnings)
{
    check(cudaSetDevice(dev), "cudaSetDevice");
    cudaDeviceProp prop {};
    check(cudaGetDeviceProperties(&prop, dev), "cudaGetDeviceProperties");
    int smClock = 0, memClock = 0, busWidth = 0, watchdog = 0;
    cudaDeviceGetAttribute(&smClock, cudaDevAttrClockRate, dev);
    cudaDeviceGetAttribute(&memClock, cudaDevAttrMemoryClockRate, dev);
    cudaDeviceGetAttribute(&busWidth, cudaDevAttrGlobalMemoryBusWidth, dev);
    cudaDeviceGetAttribute(&watchdog, cudaDevAttrKernelExecTimeout, dev);
    size_t freeBytes = 0, totalBytes = 0;
    check(cudaMemGetInfo(&freeBytes, &totalBytes), "cudaMemGetInfo");
    const int cc = prop.major * 10 + prop.minor;
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
    NvmlLib::Device handle = nullptr;
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
    if (cc < 75) {
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
    const double gemmBlockSeconds = o.quick ? 0.008 : 0.02;
    // Clock warm-up, not recorded: an idle GPU needs a moment of load before it clocks up, and
    // the first phase would otherwise measure the ramp.
    {
        float *sink = nullptr;
        check(cudaMalloc(&sink, sizeof(float)), "cudaMalloc");
        const double seconds = o.quick ? 0.25 : 0.5;
        const auto start = Clock::now();
        while (std::chrono::duration<double>(Clock::now() - start).count() < seconds) {
            warmClocksKernel<<<prop.multiProcessorCount * 4, 256, 0, stream>>>(sink, 1 << 14);
            check(cudaStreamSynchronize(stream), "clock warm-up");
        }
        cudaFree(sink);
        d["clock_warmup_s"] = seconds;
    }
    std::cout << progressLine("memory_bandwidth", dev, 0, 3) << std::endl;

    // Device memory bandwidth: buffers >= 8 x L2 and >= 256 MiB, at most 1/8 of free memory.
    {
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
        d["memory_bandwidth"] = mb;
        cudaFree(a);
        cudaFree(b);
        cudaFree(c);
    }
    std::cout << progressLine("host_transfer", dev, 1, 3) << std::endl;

    // Pinned host <-> device.
    {
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
        d["host_transfer"] = ht;
        cudaStreamDestroy(other);
        cudaFreeHost(host);
        cudaFreeHost(host2);
        cudaFree(devBuf);
        cudaFree(devBuf2);
    }
    std::cout << progressLine("gemm", dev, 2, 3) << std::endl;

    // cuBLASLt GEMM sweep.
    ojson gemm;
    if (!ltOk) {
        gemm["status"] = "unavailable";
        gemm["detail"] = "cuBLASLt could not be loaded: " + lt.error;
    } else {
        cublasLtHandle_t h = nullptr;
        const int status = lt.create(&h);
        if (status != 0) {
            gemm["status"] = "unavailable";
            gemm["detail"] = "cublasLtCreate returned " + std::to_string(status);
        } else {
            const size_t workspace = cc >= 90 ? (size_t(32) << 20) : (size_t(4) << 20);
            GemmRunner runner(lt, h, stream, workspace);
            gemm["status"] = "ok";
            gemm["workspace_bytes"] = double(workspace);
            gemm["algo_selection"] = "heuristic_top1";
            ojson points = ojson::array();
            ojson peak = ojson::object();
            const std::vector<int> sizes = o.quick
                                               ? std::vector<int> {2048, 4096, 8192}
                                               : std::vector<int> {1024, 2048, 4096, 8192, 16384};
            for (const Precision &p : kPrecisions) {
                if (cc < p.minCc) {
                    points.push_back(
                        {{"precision", p.name},
                         {"status", "unsupported"},
                         {"detail", "needs compute capability " + std::to_string(p.minCc / 10) + "."
                                        + std::to_string(p.minCc % 10)}});
                    continue;
                }
                std::vector<std::pair<int, double>> curve;
                double predicted = 0;
                for (int size : sizes) {
                    const auto skipped = [&](const char *why) {
                        return ojson {{"precision", p.name}, {"m", size},
                                      {"n", size},           {"k", size},
                                      {"status", "skipped"}, {"detail", why}};
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
                    ojson point = runner.measure(p, shape[0], shape[1], shape[2], blocks,
                                                 gemmBlockSeconds, size_t(prop.l2CacheSize));
                    point["requested"] = true;
                    points.push_back(point);
                }
                std::cout << progressLine(std::string("gemm_") + p.name, dev, 2, 3) << std::endl;
            }
            gemm["points"] = points;
            gemm["peak"] = peak;

            // Sustained load with telemetry: power, clocks, temperature, throttle reasons.
            const Precision &sp = cc >= 80 ? kPrecisions[3] : kPrecisions[2];
            const double seconds = std::min(o.quick ? 1.0 : 3.0,
                                            std::max(0.0, budget.limit - budget.elapsed() - 1.0));
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
                        if (handle && nvml.throttleReasons
                            && nvml.throttleReasons(handle, &reasons) == 0)
                            t.reasons |= reasons;
                        std::this_thread::sleep_for(std::chrono::milliseconds(50));
                    }
                });
                ojson sustained {{"precision", sp.name}, {"seconds", seconds}};
                const auto end = Clock::now() + std::chrono::duration<double>(seconds);
                std::vector<double> rates;
                while (Clock::now() < end) {
                    ojson point
                        = runner.measure(sp, 8192, 8192, 8192, 1, 0.2, size_t(prop.l2CacheSize));
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
                    sustained["sm_clock_mhz_min"]
                        = *std::min_element(t.smMhz.begin(), t.smMhz.end());
                }
                if (!t.tempC.empty())
                    sustained["temp_c_max"] = *std::max_element(t.tempC.begin(), t.tempC.end());
                const auto reasons = decodeReasons(t.reasons & ~0x1ull);
                sustained["clock_event_reasons"] = reasons;
                sustained["telemetry"] = handle ? "nvml" : "unavailable";
                for (const auto &r : reasons) {
                    if (r == "SwPowerCap" || r == "HwSlowdown"
                        || r.find("Thermal") != std::string::npos) {
                        warnings.push_back(
                            {{"code", "clocks_throttled"}, {"device", dev}, {"detail", reasons}});
                        break;
                    }
                }
                d["sustained"] = sustained;
            }
            lt.destroy(h);
        }
    }
    d["gemm"] = gemm;
    d["status"] = "ok";
    cudaStreamDestroy(stream);
    std::cout << progressLine("device_done", dev, 3, 3) << std::endl;
    return d;
}

ojson interconnect(int count, NcclLib &nccl, const Options &o, Budget &budget)
{
    ojson out;
    ojson p2p = ojson::array();
    const size_t bytes = size_t(256) << 20;
    for (int j = 1; j < count && budget.left(1.0); ++j) {
        int can = 0;
        cudaDeviceCanAccessPeer(&can, 0, j);
        ojson pair {{"src", 0}, {"dst", j}, {"peer_access", can != 0}};
        if (can) {
            cudaSetDevice(0);
            cudaDeviceEnablePeerAccess(j, 0);
            cudaGetLastError(); // already enabled is fine
            void *a = nullptr, *b = nullptr;
            cudaSetDevice(0);
            check(cudaMalloc(&a, bytes), "cudaMalloc");
            cudaSetDevice(j);
            check(cudaMalloc(&b, bytes), "cudaMalloc");
            cudaSetDevice(0);
            cudaStream_t s;
            check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate");
            auto copy = [&] {
                cudaMemcpyPeerAsync(b, j, a, 0, bytes, s);
            };
            pair["uni"] = statJson(
                throughput(timeBlocks(s, copy, 2, 7, o.quick ? 0.004 : 0.01), bytes / 1e9), "GB/s");
            cudaStreamDestroy(s);
            cudaFree(a);
            cudaSetDevice(j);
            cudaFree(b);
        }
        p2p.push_back(pair);
    }
    out["p2p"] = p2p;
    if (!nccl.load()) {
        out["allreduce"]
            = {{"status", "unavailable"}, {"detail", "NCCL could not be loaded: " + nccl.error}};
        return out;
    }
    if (!budget.left(3.0)) {
        out["allreduce"] = {{"status", "skipped"}, {"detail", "time_budget"}};
        return out;
    }
    std::vector<NcclLib::Comm> comms(count);
    std::vector<int> devs(count);
    for (int i = 0; i < count; ++i)
        devs[i] = i;
    if (nccl.commInitAll(comms.data(), count, devs.data()) != 0) {
        out["allreduce"] = {{"status", "failed"}, {"detail", "ncclCommInitAll failed"}};
        return out;
    }
    const size_t elements = (size_t(512) << 20) / 2; // 512 MiB of bf16
    std::vector<void *> buffers(count);
    std::vector<cudaStream_t> streams(count);
    for (int i = 0; i < count; ++i) {
        cudaSetDevice(i);
        check(cudaMalloc(&buffers[i], elements * 2), "cudaMalloc");
        check(cudaStreamCreateWithFlags(&streams[i], cudaStreamNonBlocking), "cudaStreamCreate");
        fillBuffer(buffers[i], elements, CUDA_R_16BF, 7 + i, streams[i]);
    }
    auto iteration = [&] {
        nccl.groupStart();
        for (int i = 0; i < count; ++i)
            nccl.allReduce(buffers[i], buffers[i], elements, NcclLib::kBfloat16, NcclLib::kSum,
                           comms[i], streams[i]);
        nccl.groupEnd();
        for (int i = 0; i < count; ++i) {
            cudaSetDevice(i);
            cudaStreamSynchronize(streams[i]);
        }
    };
    for (int w = 0; w < 5; ++w)
        iteration();
    std::vector<double> times;
    for (int it = 0; it < (o.quick ? 7 : 20); ++it) {
        const auto t0 = Clock::now();
        iteration();
        times.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    const double bytesReduced = elements * 2.0;
    const Stat alg = throughput(times, bytesReduced / 1e9);
    const double factor = 2.0 * (count - 1) / count;
    out["allreduce"] = {{"status", "ok"},
                        {"ranks", count},
                        {"dtype", "bf16"},
                        {"bytes", bytesReduced},
                        {"algbw", statJson(alg, "GB/s")},
                        {"busbw_gbps", alg.median * factor}};
    for (int i = 0; i < count; ++i) {
        cudaSetDevice(i);
        cudaFree(buffers[i]);
        cudaStreamDestroy(streams[i]);
        nccl.commDestroy(comms[i]);
    }
    return out;
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
            report["devices"].push_back(measureDevice(dev, o, budget, lt, ltOk, nvml, warnings));
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
