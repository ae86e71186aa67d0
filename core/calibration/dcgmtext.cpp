// SPDX-License-Identifier: GPL-3.0-or-later
// dcgm-exporter's Prometheus text exposition (github.com/NVIDIA/dcgm-exporter): one line per
// metric and GPU, `NAME{gpu="0",UUID="...",modelName="...",Hostname="..."} VALUE [MS]`; a file
// of several scrapes (curl appended every interval) repeats each metric once per scrape. Units as
// DCGM defines the fields: GPU_UTIL %, PROF_* activities 0..1, PROF_*_BYTES bytes per second,
// POWER_USAGE W, FB_USED/FB_FREE MiB, TOTAL_ENERGY_CONSUMPTION mJ since the driver loaded.
#include "telemetryparsers.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace cl::telemetryparse {

namespace tl = textlines;

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

struct Metric
{
    std::string name;
    std::map<std::string, std::string> labels;
    double value = 0;
    std::optional<double> timestampMs;
};

/** One exposition line; the error names what is wrong in it. */
std::optional<Metric> parseMetric(std::string_view t, std::string &error)
{
    Metric m;
    std::size_t i = 0;
    while (i < t.size()
           && (std::isalnum(static_cast<unsigned char>(t[i])) || t[i] == '_' || t[i] == ':'))
        ++i;
    m.name = std::string(t.substr(0, i));
    if (m.name.empty()) {
        error = "expected a metric name at the start of the line";
        return std::nullopt;
    }
    if (i < t.size() && t[i] == '{') {
        ++i;
        while (i < t.size() && t[i] != '}') {
            std::size_t k = i;
            while (k < t.size() && t[k] != '=')
                ++k;
            const std::string key(tl::trim(t.substr(i, k - i)));
            if (k + 1 >= t.size() || t[k + 1] != '"') {
                error = "label \"" + key + "\": expected =\"value\"";
                return std::nullopt;
            }
            std::string value;
            std::size_t v = k + 2;
            for (; v < t.size() && t[v] != '"'; ++v) {
                if (t[v] == '\\' && v + 1 < t.size()) {
                    ++v;
                    value.push_back(t[v] == 'n' ? '\n' : t[v]);
                } else {
                    value.push_back(t[v]);
                }
            }
            if (v >= t.size()) {
                error = "label \"" + key + "\": the quoted value does not end";
                return std::nullopt;
            }
            m.labels[key] = value;
            i = v + 1;
            while (i < t.size() && (t[i] == ',' || t[i] == ' '))
                ++i;
        }
        if (i >= t.size()) {
            error = "the label set does not end with }";
            return std::nullopt;
        }
        ++i;
    }
    const auto rest = tl::splitWhitespace(t.substr(i));
    if (rest.empty() || rest.size() > 2) {
        error = "expected a value (and at most a timestamp) after the metric";
        return std::nullopt;
    }
    if (rest[0] == "NaN" || rest[0] == "+Inf" || rest[0] == "-Inf") {
        m.value = std::nan("");
    } else if (auto v = tl::number(rest[0])) {
        m.value = *v;
    } else {
        error = "expected a number, got \"" + std::string(rest[0]) + "\"";
        return std::nullopt;
    }
    if (rest.size() == 2) {
        auto ts = tl::number(rest[1]);
        if (!ts || *ts < 0) {
            error = "expected a timestamp in milliseconds, got \"" + std::string(rest[1]) + "\"";
            return std::nullopt;
        }
        m.timestampMs = *ts;
    }
    return m;
}

/** Where the NIC counters of a file stand: their own scrapes (a node_exporter file alone has
 *  no DCGM lines to count them by). */
struct NicState
{
    std::set<std::pair<std::string, std::string>> seenThisScrape;
    std::map<std::pair<int, std::string>, std::size_t> sampleOf;
    std::optional<double> t0;
    int scrape = 0;
};

/** node_infiniband_port_data_{transmitted,received}_bytes_total{device,port}: bytes (the
 *  collector has already multiplied the port's 4-byte words). */
bool readNicCounter(const Metric &m, int line, const std::string &file, NicState &st,
                    TelemetryFile &out, LoadErrors &errors)
{
    const bool tx = m.name == "node_infiniband_port_data_transmitted_bytes_total";
    if (!tx && m.name != "node_infiniband_port_data_received_bytes_total")
        return true;
    auto label = [&](const char *k) {
        const auto it = m.labels.find(k);
        return it == m.labels.end() ? std::string() : it->second;
    };
    std::string host = label("instance");
    if (host.empty())
        host = label("Hostname");
    const std::string port = label("device") + ":" + label("port");
    const std::string key = host + "/" + port;
    if (std::isnan(m.value) || m.value < 0) {
        errors.push_back(tl::lineError(
            file, line, m.name + ": expected a byte count, got " + std::to_string(m.value)));
        return false;
    }
    if (!st.seenThisScrape.insert({m.name, key}).second) {
        ++st.scrape;
        st.seenThisScrape.clear();
        st.seenThisScrape.insert({m.name, key});
    }
    auto [it, fresh] = st.sampleOf.try_emplace({st.scrape, key}, out.nics.size());
    if (fresh) {
        NicSample s;
        s.host = host;
        s.port = port;
        s.scrape = st.scrape;
        s.line = line;
        out.nics.push_back(s);
    }
    NicSample &s = out.nics[it->second];
    if (m.timestampMs) {
        if (!st.t0)
            st.t0 = *m.timestampMs;
        s.timeS = (*m.timestampMs - *st.t0) / 1000;
    }
    (tx ? s.txBytes : s.rxBytes) = m.value;
    return true;
}

} // namespace

bool readDcgm(const std::vector<tl::Line> &lines, const std::string &file, TelemetryFile &out,
              LoadErrors &errors)
{
    std::set<std::pair<std::string, std::string>> seenThisScrape;
    std::map<std::pair<int, std::string>, std::size_t> sampleOf;
    std::map<std::string, double> fbFree;
    std::optional<double> t0;
    int scrape = 0;
    NicState nic;
    for (const auto &l : lines) {
        const auto t = tl::trim(l.text);
        if (t.empty() || t[0] == '#')
            continue;
        std::string error;
        auto m = parseMetric(t, error);
        if (!m) {
            if (l.number == lines.back().number) {
                out.warnings.push_back(
                    tl::lineError(file, l.number, "the last line is cut short: ignored"));
                continue;
            }
            errors.push_back(tl::lineError(file, l.number, error));
            return false;
        }
        if (tl::startsWith(m->name, "node_infiniband_port_data_")) {
            if (!readNicCounter(*m, l.number, file, nic, out, errors))
                return false;
            continue;
        }
        if (!tl::startsWith(m->name, "DCGM_FI_"))
            continue; // the exporters' own metrics, node_exporter's other collectors
        const auto host = m->labels.count("Hostname") ? m->labels["Hostname"] : std::string();
        const auto gpuLabel = m->labels.count("gpu") ? m->labels["gpu"] : m->labels["UUID"];
        const std::string gpu = host.empty() ? gpuLabel : host + "/" + gpuLabel;
        if (!seenThisScrape.insert({m->name, gpu}).second) {
            ++scrape; // the same metric of the same GPU again: the next scrape began
            seenThisScrape.clear();
            seenThisScrape.insert({m->name, gpu});
        }
        auto [it, fresh] = sampleOf.try_emplace({scrape, gpu}, out.samples.size());
        if (fresh) {
            TelemetrySample s;
            s.gpu = gpu;
            s.scrape = scrape;
            s.line = l.number;
            out.samples.push_back(s);
            if (std::find(out.gpus.begin(), out.gpus.end(), gpu) == out.gpus.end())
                out.gpus.push_back(gpu);
        }
        TelemetrySample &s = out.samples[it->second];
        if (m->timestampMs) {
            if (!t0) {
                t0 = *m->timestampMs;
                out.startEpochS = *t0 / 1000;
            }
            s.timeS = (*m->timestampMs - *t0) / 1000;
        }
        if (m->labels.count("modelName"))
            out.gpuName = m->labels["modelName"];
        if (std::isnan(m->value))
            continue;
        const double v = m->value;
        auto ratio = [&](double scale, double hi) -> std::optional<double> {
            if (v < 0 || v > hi) {
                errors.push_back(tl::lineError(file, l.number,
                                               m->name + ": " + std::to_string(v)
                                                   + " is outside 0 to " + std::to_string(hi)));
                return std::nullopt;
            }
            return v * scale;
        };
        std::optional<double> *slot = nullptr;
        double scale = 1, hi = 1e18;
        if (m->name == "DCGM_FI_DEV_GPU_UTIL") {
            slot = &s.utilization, scale = 0.01, hi = 100;
        } else if (m->name == "DCGM_FI_PROF_SM_ACTIVE") {
            slot = &s.smActive, hi = 1;
        } else if (m->name == "DCGM_FI_PROF_PIPE_TENSOR_ACTIVE") {
            slot = &s.tensorActive, hi = 1;
        } else if (m->name == "DCGM_FI_DEV_POWER_USAGE") {
            slot = &s.powerW, hi = 100'000;
        } else if (m->name == "DCGM_FI_DEV_FB_USED") {
            slot = &s.memoryUsedBytes, scale = kMiB, hi = 1e9;
        } else if (m->name == "DCGM_FI_DEV_FB_FREE") {
            if (!ratio(1, 1e9))
                return false;
            fbFree[gpu + "#" + std::to_string(scrape)] = v * kMiB;
        } else if (m->name == "DCGM_FI_PROF_NVLINK_TX_BYTES") {
            slot = &s.nvlinkTxBytesPerS, hi = 1e14;
        } else if (m->name == "DCGM_FI_PROF_NVLINK_RX_BYTES") {
            slot = &s.nvlinkRxBytesPerS, hi = 1e14;
        } else if (m->name == "DCGM_FI_PROF_PCIE_TX_BYTES") {
            slot = &s.pcieTxBytesPerS, hi = 1e14;
        } else if (m->name == "DCGM_FI_PROF_PCIE_RX_BYTES") {
            slot = &s.pcieRxBytesPerS, hi = 1e14;
        } else if (m->name == "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION") {
            slot = &s.energyJ, scale = 1e-3, hi = 1e21;
        }
        if (slot) {
            auto r = ratio(scale, hi);
            if (!r)
                return false;
            *slot = *r;
        }
    }
    for (TelemetrySample &s : out.samples) {
        const auto free = fbFree.find(s.gpu + "#" + std::to_string(s.scrape));
        if (free != fbFree.end() && s.memoryUsedBytes)
            s.memoryTotalBytes = *s.memoryUsedBytes + free->second;
    }
    out.scrapes = out.samples.empty() ? nic.scrape + 1 : scrape + 1;
    if (out.samples.empty() && out.nics.empty()) {
        errors.push_back(tl::lineError(
            file, 1, "no DCGM_FI_ samples and no node_infiniband_port_data_ counters in the file"));
        return false;
    }
    return true;
}

} // namespace cl::telemetryparse
