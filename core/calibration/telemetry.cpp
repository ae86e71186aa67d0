// SPDX-License-Identifier: GPL-3.0-or-later
// nvidia-smi's CSV here; dcgm-exporter's Prometheus text in dcgmtext.cpp.
#include "telemetry.h"

#include "telemetryparsers.h"
#include "textlines.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace cl {

namespace tl = textlines;

const char *telemetryFormatName(TelemetryFormat f)
{
    return f == TelemetryFormat::NvidiaSmiCsv ? "nvidia-smi" : "dcgm";
}

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

/** Days since 1970-01-01 of a civil date (H. Hinnant's algorithm). */
long long daysFromCivil(long long y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (long long)doe - 719468;
}

/** nvidia-smi's "2024/05/01 12:00:00.123" as seconds since 1970 (the clock's own zone). */
std::optional<double> smiTimestamp(std::string_view s)
{
    int y = 0, mo = 0, d = 0, h = 0, mi = 0;
    double sec = 0;
    const std::string str(tl::trim(s));
    char sep1 = 0, sep2 = 0;
    if (std::sscanf(str.c_str(), "%d%c%d%c%d %d:%d:%lf", &y, &sep1, &mo, &sep2, &d, &h, &mi, &sec)
            != 8
        || (sep1 != '/' && sep1 != '-') || sep1 != sep2 || mo < 1 || mo > 12 || d < 1 || d > 31
        || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec >= 61 || y < 1970 || y > 9999)
        return std::nullopt;
    return double(daysFromCivil(y, unsigned(mo), unsigned(d))) * 86400.0 + h * 3600.0 + mi * 60.0
           + sec;
}

struct Column
{
    std::string field; ///< "power.draw"
    std::string unit; ///< "W", "%", "MiB", "" (nounits or none)
};

Column parseHeaderField(std::string_view h)
{
    h = tl::trim(h);
    Column c;
    const auto open = h.find(" [");
    if (open != std::string_view::npos && h.back() == ']') {
        c.unit = std::string(h.substr(open + 2, h.size() - open - 3));
        h = h.substr(0, open);
    }
    c.field = std::string(tl::trim(h));
    return c;
}

bool isKnownField(const std::string &f)
{
    return f == "timestamp" || f == "index" || f == "name" || f == "uuid" || f == "pci.bus_id"
           || tl::startsWith(f, "utilization.") || tl::startsWith(f, "power.")
           || tl::startsWith(f, "memory.") || tl::startsWith(f, "temperature.")
           || tl::startsWith(f, "clocks.") || tl::startsWith(f, "enforced.power")
           || tl::startsWith(f, "fan.") || tl::startsWith(f, "pstate")
           || tl::startsWith(f, "driver_version") || tl::startsWith(f, "serial")
           || tl::startsWith(f, "count") || tl::startsWith(f, "pcie.") || tl::startsWith(f, "ecc.")
           || tl::startsWith(f, "clocks_throttle_reasons.")
           || tl::startsWith(f, "clocks_event_reasons.") || tl::startsWith(f, "gpu_");
}

/** A value as nvidia-smi prints it: "98 %", "650.12 W", "70000 MiB", or nounits' bare number;
 *  nullopt for "[N/A]" and its kin. `bad` is set when it is neither. */
std::optional<double> smiValue(std::string_view v, bool &bad)
{
    v = tl::trim(v);
    bad = false;
    if (v.empty() || v.front() == '[' || v == "N/A" || v == "Not Supported")
        return std::nullopt;
    std::string_view rest;
    auto n = tl::leadingNumber(v, &rest);
    if (!n) {
        bad = true;
        return std::nullopt;
    }
    return n;
}

/** One data row: its values into `s` (timestamps relative to the file's first, in `t0`). */
bool readSmiRow(const std::vector<Column> &columns, const std::vector<std::string_view> &values,
                const tl::Line &l, const std::string &file, TelemetryFile &out, TelemetrySample &s,
                std::string &index, std::optional<double> &t0, LoadErrors &errors)
{
    for (std::size_t k = 0; k < columns.size(); ++k) {
        const Column &c = columns[k];
        const std::string_view raw = tl::trim(values[k]);
        if (c.field == "timestamp") {
            auto ts = smiTimestamp(raw);
            if (!ts) {
                errors.push_back(tl::lineError(file, l.number,
                                               "timestamp: expected \"YYYY/MM/DD hh:mm:ss.mmm\", "
                                               "got \""
                                                   + std::string(raw) + "\""));
                return false;
            }
            if (!t0)
                t0 = *ts;
            s.timeS = *ts - *t0;
            continue;
        }
        if (c.field == "index" || c.field == "uuid" || c.field == "pci.bus_id") {
            if (index.empty() || c.field == "index")
                index = std::string(raw);
            continue;
        }
        if (c.field == "name") {
            out.gpuName = std::string(raw);
            continue;
        }
        bool bad = false;
        const auto v = smiValue(raw, bad);
        if (bad) {
            errors.push_back(tl::lineError(file, l.number,
                                           c.field + ": expected a number (or [N/A]), got \""
                                               + std::string(raw) + "\""));
            return false;
        }
        if (!v)
            continue;
        const double mib = c.unit.empty() || c.unit == "MiB" ? kMiB : 1.0;
        auto ranged = [&](double lo, double hi) -> std::optional<double> {
            if (*v < lo || *v > hi) {
                errors.push_back(tl::lineError(file, l.number,
                                               c.field + ": " + std::string(raw) + " is outside "
                                                   + std::to_string(lo) + " to "
                                                   + std::to_string(hi)));
                return std::nullopt;
            }
            return v;
        };
        if (c.field == "utilization.gpu") {
            auto r = ranged(0, 100);
            if (!r)
                return false;
            s.utilization = *r / 100;
        } else if (c.field == "power.draw" || c.field == "power.draw.average"
                   || c.field == "power.draw.instant") {
            auto r = ranged(0, 100'000);
            if (!r)
                return false;
            s.powerW = *r;
        } else if (c.field == "memory.used" || c.field == "memory.total") {
            auto r = ranged(0, 1e9);
            if (!r)
                return false;
            (c.field == "memory.used" ? s.memoryUsedBytes : s.memoryTotalBytes) = *r * mib;
        }
    }
    return true;
}

bool readSmiCsv(const std::vector<tl::Line> &lines, const std::string &file,
                const std::vector<std::string> &fields, TelemetryFile &out, LoadErrors &errors)
{
    std::vector<Column> columns;
    std::size_t first = 0;
    while (first < lines.size() && tl::trim(lines[first].text).empty())
        ++first;
    if (first == lines.size()) {
        errors.push_back(tl::lineError(file, 1, "the file is empty"));
        return false;
    }
    const auto headerFields = tl::split(lines[first].text, ',');
    if (tl::trim(headerFields[0]) == "timestamp"
        || parseHeaderField(headerFields[0]).field == "index"
        || isKnownField(parseHeaderField(headerFields[0]).field)) {
        for (auto h : headerFields)
            columns.push_back(parseHeaderField(h));
        ++first;
    } else if (!fields.empty()) {
        for (const auto &f : fields)
            columns.push_back({f, ""});
    } else {
        errors.push_back(tl::lineError(
            file, lines[first].number,
            "a CSV without nvidia-smi's header line (--format=csv,noheader): give the "
            "--query-gpu field list it was written with (--fields timestamp,index,...)"));
        return false;
    }
    std::optional<double> t0;
    std::map<std::string, int> rowsPerGpu;
    for (std::size_t i = first; i < lines.size(); ++i) {
        const tl::Line &l = lines[i];
        if (tl::trim(l.text).empty())
            continue;
        const auto values = tl::split(l.text, ',');
        if (values.size() == headerFields.size() && i > first
            && parseHeaderField(values[0]).field == columns[0].field
            && !tl::number(tl::trim(values[0])))
            continue; // the header again (nvidia-smi restarted into the same file)
        if (values.size() != columns.size()) {
            if (l.number == lines.back().number && values.size() < columns.size()) {
                out.warnings.push_back(
                    tl::lineError(file, l.number, "the last row is cut short: ignored"));
                continue;
            }
            errors.push_back(tl::lineError(file, l.number,
                                           "expected " + std::to_string(columns.size())
                                               + " comma-separated values as the header names, "
                                                 "got "
                                               + std::to_string(values.size())));
            return false;
        }
        TelemetrySample s;
        s.line = l.number;
        std::string index;
        if (!readSmiRow(columns, values, l, file, out, s, index, t0, errors))
            return false;
        s.gpu = index.empty() ? "0" : index;
        if (rowsPerGpu[s.gpu]++ == 0)
            out.gpus.push_back(s.gpu);
        out.samples.push_back(std::move(s));
    }
    for (const auto &[gpu, n] : rowsPerGpu)
        out.scrapes = std::max(out.scrapes, n);
    out.startEpochS = t0;
    if (out.samples.empty()) {
        errors.push_back(tl::lineError(file, lines.back().number,
                                       "no samples: the file has nvidia-smi's header only"));
        return false;
    }
    return true;
}

} // namespace

std::optional<TelemetryFormat> detectTelemetry(std::string_view text)
{
    const std::string_view head = text.substr(0, 256 * 1024);
    if (head.find("DCGM_FI_") != std::string_view::npos
        || head.find("node_infiniband_port_data_") != std::string_view::npos)
        return TelemetryFormat::DcgmPrometheus;
    const auto lines = tl::splitLines(head.substr(0, 4096));
    for (const auto &l : lines) {
        if (tl::trim(l.text).empty())
            continue;
        const auto first = parseHeaderField(tl::split(l.text, ',')[0]).field;
        if (l.text.find(',') != std::string_view::npos
            && (first == "timestamp" || first == "index" || first == "name"
                || l.text.find("utilization.gpu") != std::string_view::npos
                || l.text.find("power.draw") != std::string_view::npos))
            return TelemetryFormat::NvidiaSmiCsv;
        break;
    }
    return std::nullopt;
}

std::optional<TelemetryFile> readTelemetry(std::string_view text, const std::string &file,
                                           const std::vector<std::string> &fields,
                                           LoadErrors &errors)
{
    if (auto bad = tl::firstBinaryLine(text)) {
        errors.push_back(tl::lineError(file, *bad,
                                       "not text (a NUL byte or invalid UTF-8): is this the "
                                       "telemetry export or a binary?"));
        return std::nullopt;
    }
    auto format = detectTelemetry(text);
    if (!format && !fields.empty())
        format = TelemetryFormat::NvidiaSmiCsv;
    if (!format) {
        errors.push_back(tl::lineError(
            file, 1,
            "not telemetry this reader knows: neither nvidia-smi --query-gpu CSV (its header "
            "line) nor Prometheus text of dcgm-exporter (DCGM_FI_...) or node_exporter "
            "(node_infiniband_port_data_...); a CSV written with noheader needs --fields"));
        return std::nullopt;
    }
    TelemetryFile out;
    out.format = *format;
    const auto lines = tl::splitLines(text);
    const bool ok = *format == TelemetryFormat::NvidiaSmiCsv
                        ? readSmiCsv(lines, file, fields, out, errors)
                        : telemetryparse::readDcgm(lines, file, out, errors);
    if (!ok)
        return std::nullopt;
    return out;
}

namespace {

/** Each port's counter growth over its first to last scrape, per second; summed per host. */
void summarizeNics(const TelemetryFile &t, TelemetrySummary &s)
{
    std::map<std::string, std::pair<const NicSample *, const NicSample *>> span; // first, last
    for (const NicSample &n : t.nics) {
        auto [it, fresh] = span.try_emplace(n.host + "/" + n.port, &n, &n);
        if (!fresh)
            it->second.second = &n;
    }
    std::map<std::string, std::pair<double, double>> perHost; // tx, rx bytes per second
    std::set<std::string> ports;
    for (const auto &[key, fl] : span) {
        const NicSample &a = *fl.first, &b = *fl.second;
        std::optional<double> dt;
        if (a.timeS && b.timeS && *b.timeS > *a.timeS)
            dt = *b.timeS - *a.timeS;
        else if (t.scrapeIntervalS && b.scrape > a.scrape)
            dt = (b.scrape - a.scrape) * *t.scrapeIntervalS;
        // A counter that went down was cleared (a reboot, perfquery -x): no rate from it.
        if (!dt || !a.txBytes || !b.txBytes || *b.txBytes < *a.txBytes)
            continue;
        auto &h = perHost[a.host];
        h.first += (*b.txBytes - *a.txBytes) / *dt;
        if (a.rxBytes && b.rxBytes && *b.rxBytes >= *a.rxBytes)
            h.second += (*b.rxBytes - *a.rxBytes) / *dt;
        ports.insert(key);
    }
    if (perHost.empty())
        return;
    double tx = 0, rx = 0;
    for (const auto &[host, r] : perHost)
        tx += r.first, rx += r.second;
    s.nicTxBytesPerSPerHost = tx / double(perHost.size());
    s.nicRxBytesPerSPerHost = rx / double(perHost.size());
    s.nicPorts = int(ports.size());
    s.nicHosts = int(perHost.size());
}

} // namespace

TelemetrySummary summarizeTelemetry(const TelemetryFile &t)
{
    TelemetrySummary s;
    s.gpus = int(t.gpus.size());
    s.samples = int(t.samples.size());
    auto collect = [&](auto member) {
        std::vector<double> v;
        for (const auto &x : t.samples) {
            if ((x.*member))
                v.push_back(*(x.*member));
        }
        return v;
    };
    auto mean = [](const std::vector<double> &v) -> std::optional<double> {
        if (v.empty())
            return std::nullopt;
        double sum = 0;
        for (double x : v)
            sum += x;
        return sum / double(v.size());
    };
    s.utilizationMean = mean(collect(&TelemetrySample::utilization));
    s.smActiveMean = mean(collect(&TelemetrySample::smActive));
    s.tensorActiveMean = mean(collect(&TelemetrySample::tensorActive));
    const auto power = collect(&TelemetrySample::powerW);
    s.powerMeanW = mean(power);
    if (!power.empty()) {
        s.powerP95W = tl::quantile(power, 0.95);
        s.powerMaxW = *std::max_element(power.begin(), power.end());
    }
    const auto mem = collect(&TelemetrySample::memoryUsedBytes);
    if (!mem.empty())
        s.memoryPeakBytes = *std::max_element(mem.begin(), mem.end());
    const auto total = collect(&TelemetrySample::memoryTotalBytes);
    if (!total.empty())
        s.memoryTotalBytes = *std::max_element(total.begin(), total.end());
    auto sumPair = [&](auto a, auto b) -> std::optional<double> {
        std::vector<double> v;
        for (const auto &x : t.samples) {
            if ((x.*a) || (x.*b))
                v.push_back((x.*a).value_or(0) + (x.*b).value_or(0));
        }
        return mean(v);
    };
    s.nvlinkBytesPerSMean
        = sumPair(&TelemetrySample::nvlinkTxBytesPerS, &TelemetrySample::nvlinkRxBytesPerS);
    s.pcieBytesPerSMean
        = sumPair(&TelemetrySample::pcieTxBytesPerS, &TelemetrySample::pcieRxBytesPerS);
    std::optional<double> tMin, tMax;
    std::map<std::string, std::pair<double, double>> energy; // first, last per GPU
    for (const auto &x : t.samples) {
        if (x.timeS) {
            tMin = std::min(tMin.value_or(*x.timeS), *x.timeS);
            tMax = std::max(tMax.value_or(*x.timeS), *x.timeS);
        }
        if (x.energyJ) {
            auto [it, fresh] = energy.try_emplace(x.gpu, *x.energyJ, *x.energyJ);
            if (!fresh)
                it->second.second = *x.energyJ;
        }
    }
    if (tMin && tMax && *tMax > *tMin)
        s.durationS = *tMax - *tMin;
    else if (t.scrapeIntervalS && t.scrapes > 1)
        s.durationS = (t.scrapes - 1) * *t.scrapeIntervalS;
    summarizeNics(t, s);
    if (!energy.empty()) {
        double sum = 0;
        for (const auto &[gpu, fl] : energy)
            sum += std::max(0.0, fl.second - fl.first);
        s.energyJ = sum;
    }
    return s;
}

} // namespace cl
