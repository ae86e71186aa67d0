// SPDX-License-Identifier: GPL-3.0-or-later
// The probe's shared pieces: options, the time budget, CUDA error checks, the kernels and the
// event timing every phase uses. Included once, by probe.cu (one translation unit, so the
// kernels stay internal to it).
#pragma once

#include "probestats.h"

#include <chrono>
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>
#include <functional>
#include <library_types.h>
#include <string>
#include <vector>

using namespace cl::probe;

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
 * `settleSeconds` more of back-to-back calls before the first timed block let the card reach the
 * clocks it holds under this load (see kGemmSettleSeconds).
 */
std::vector<double> timeBlocks(cudaStream_t stream, const std::function<void()> &op, int warmups,
                               int blocks, double blockSeconds, double settleSeconds = 0)
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
    if (settleSeconds > 0) {
        const int settle = callsPerBlock(ms / 1000.0, settleSeconds, 20000);
        for (int i = 0; i < settle; ++i)
            op();
    }
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

} // namespace
