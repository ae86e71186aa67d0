// SPDX-License-Identifier: GPL-3.0-or-later
// The GEMM side of the probe: the precisions it sweeps, the cuBLASLt runner that times one shape,
// and NVML telemetry for the sustained load. Included once, by probe.cu.
#pragma once

#include "dynlibs.h"
#include "probecommon.cuh"
#include "probereportwriter.h"

#include <nlohmann/json.hpp>

namespace {

using ojson = nlohmann::ordered_json;

// ---- GEMM --------------------------------------------------------------------------------------

/**
 * Back-to-back calls of a shape before it is timed. A card at its power limit boosts for tens of
 * milliseconds after a lighter load before its power controller pulls the clocks down: timed
 * from three warm-up calls, an H200 at 700 W read 754 TFLOP/s BF16 in 8 ms blocks and 707 in
 * 20 ms blocks, 6.6 % apart, and each size's figure depended on what ran before it. After 0.1 s of
 * the shape itself every size is timed in the state a training step runs in (recorded run in
 * tests/data/h200-probe-recorded.json; mamf-finder likewise runs 50 calls before its 100 timed).
 */
constexpr double kGemmSettleSeconds = 0.1;
/** The timed block: long enough for the event resolution at 1024^3, the same in both modes. */
constexpr double kGemmBlockSeconds = 0.02;

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
                  size_t l2Bytes, double settleSeconds = kGemmSettleSeconds)
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
        const auto seconds = timeBlocks(stream, call, 3, blocks, blockSeconds, settleSeconds);
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

} // namespace
