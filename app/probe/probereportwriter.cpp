// SPDX-License-Identifier: GPL-3.0-or-later
#include "probereportwriter.h"

namespace cl::probe {

using ojson = nlohmann::ordered_json;

ojson statJson(const Stat &s, const char *unit)
{
    ojson j {{"median", s.median}, {"best", s.best}, {"cv", s.cv}, {"n", s.n}, {"unit", unit}};
    if (s.noisy())
        j["noisy"] = true;
    return j;
}

std::string progressLine(const std::string &phase, int device, int done, int total)
{
    return ojson {{"type", "progress"},
                  {"phase", phase},
                  {"device", device},
                  {"done", done},
                  {"total", total}}
        .dump();
}

ojson reportSkeleton(const std::string &mode, bool recordedOnGpu)
{
    ojson r;
    r["type"] = "report";
    r["schema"] = kSchema;
    r["probe"] = {{"version", "0.1.0"}, {"mode", mode}};
    r["recorded_on_gpu"] = recordedOnGpu;
    r["conventions"] = {{"gb", "1e9 bytes"},
                        {"memory_bandwidth", "bytes read + bytes written per second"},
                        {"host_bandwidth", "bytes moved one way per second"},
                        {"gemm", "2*m*n*k operations per call (TOPS for int8)"},
                        {"busbw", "algbw * 2(n-1)/n"},
                        {"statistic", "median of timed blocks; best = highest; cv = stddev/mean"}};
    r["status"] = "ok";
    r["error"] = nullptr;
    r["warnings"] = ojson::array();
    r["devices"] = ojson::array();
    return r;
}

int finishReport(ojson &report, const std::string &status, const std::string &code,
                 const std::string &message, int exitCode)
{
    report["status"] = status;
    report["error"] = code.empty() ? ojson(nullptr) : ojson {{"code", code}, {"message", message}};
    return exitCode;
}

void emitLine(std::ostream &out, const ojson &line)
{
    out << line.dump() << '\n';
    out.flush();
}

} // namespace cl::probe
