// SPDX-License-Identifier: GPL-3.0-or-later
// The peers phase, with two GPUs or more: P2P copies from GPU 0 to each other GPU and a NCCL
// all-reduce over all of them (bus bandwidth as nccl-tests reports it). Included once, by probe.cu.
#pragma once

#include "dynlibs.h"
#include "probecommon.cuh"
#include "probereportwriter.h"

#include <nlohmann/json.hpp>

namespace {

using ojson = nlohmann::ordered_json;

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

} // namespace
