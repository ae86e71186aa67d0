// SPDX-License-Identifier: GPL-3.0-or-later
// FAKE: a stand-in for clusterledger-probe, the only fake in the test suite (a true boundary: no
// GPU on CI). It replays a recorded report so the GUI's calibrate flow runs end to end.
//   CLUSTERLEDGER_FAKE_PROBE_REPORT=file   the report to print (its JSON on one line)
//   CLUSTERLEDGER_FAKE_PROBE_MODE=hang|crash|garbage   misbehave instead
//   CLUSTERLEDGER_FAKE_PROBE_MODE=slow   a progress line every 0.3 s for 2 s, then the report
//                                        (as eight GPUs take eight times one GPU's time)
#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <thread>

int main()
{
    const char *mode = std::getenv("CLUSTERLEDGER_FAKE_PROBE_MODE");
    const std::string m = mode ? mode : "";
    for (const char *phase :
         {"inventory", "memory_bandwidth", "host_transfer", "gemm_bf16", "gemm_fp8"})
        std::cout << R"({"type":"progress","phase":")" << phase
                  << R"(","device":0,"done":1,"total":3})" << std::endl;
    if (m == "hang")
        std::this_thread::sleep_for(std::chrono::hours(1));
    for (int device = 1; m == "slow" && device <= 7; ++device) {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        std::cout << R"({"type":"progress","phase":"gemm_bf16","device":)" << device
                  << R"(,"done":2,"total":3})" << std::endl;
    }
    if (m == "crash") {
        std::cerr << "fake probe: crashing on purpose\n";
        std::raise(SIGSEGV);
    }
    if (m == "garbage") {
        std::cout << "this is not JSON" << std::endl;
        return 4;
    }
    const char *path = std::getenv("CLUSTERLEDGER_FAKE_PROBE_REPORT");
    std::ifstream in(path ? path : "");
    const auto report = nlohmann::json::parse(in, nullptr, false);
    if (report.is_discarded()) {
        std::cerr << "fake probe: no report to replay\n";
        return 4;
    }
    std::cout << report.dump() << std::endl;
    return report.value("status", std::string()) == "ok" ? 0 : 1;
}
