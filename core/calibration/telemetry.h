// SPDX-License-Identifier: GPL-3.0-or-later
// GPU telemetry as teams already collect it: `nvidia-smi --query-gpu=... --format=csv [-l N]`
// time series, and dcgm-exporter's Prometheus text (consecutive scrapes appended to one file).
// Samples per GPU, in SI units: ratios 0..1, watts, bytes, bytes per second, joules.
#pragma once

#include "json/jsonerror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cl {

enum class TelemetryFormat { NvidiaSmiCsv, DcgmPrometheus };
const char *telemetryFormatName(TelemetryFormat f); ///< nvidia-smi | dcgm

struct TelemetrySample
{
    std::string gpu; ///< "host/0": the host where the source names one, then the GPU index
    std::optional<double> timeS; ///< seconds since the file's first sample, where stated
    int scrape = 0; ///< dcgm: which scrape of the file (0-based)
    std::optional<double> utilization; ///< share of time a kernel ran (utilization.gpu)
    std::optional<double> smActive; ///< DCGM_FI_PROF_SM_ACTIVE
    std::optional<double> tensorActive; ///< DCGM_FI_PROF_PIPE_TENSOR_ACTIVE
    std::optional<double> powerW;
    std::optional<double> memoryUsedBytes, memoryTotalBytes;
    std::optional<double> nvlinkTxBytesPerS, nvlinkRxBytesPerS;
    std::optional<double> pcieTxBytesPerS, pcieRxBytesPerS;
    std::optional<double> energyJ; ///< the card's energy counter since the driver loaded
    int line = 0;
};

/** One scrape of one NIC port's counters (node_exporter's infiniband collector, which also
 *  covers RoCE ports of the same cards): bytes since the port's counters were cleared. */
struct NicSample
{
    std::string host; ///< the instance/Hostname label, empty for one host's own scrape
    std::string port; ///< "mlx5_0:1"
    int scrape = 0;
    std::optional<double> timeS; ///< seconds since the file's first timestamp, where stated
    std::optional<double> txBytes, rxBytes;
    int line = 0;
};

struct TelemetryFile
{
    TelemetryFormat format = TelemetryFormat::NvidiaSmiCsv;
    std::vector<std::string> gpus; ///< in the order first seen
    std::string gpuName; ///< as the driver names it, where the file says
    std::vector<TelemetrySample> samples;
    int scrapes = 0; ///< dcgm: scrapes in the file; nvidia-smi: rows per GPU
    /** The first sample's time, seconds since 1970 (nvidia-smi: the clock's own zone); absent
     *  where the file has no timestamps (dcgm-exporter text usually has none). */
    std::optional<double> startEpochS;
    std::vector<NicSample> nics; ///< NIC port counters scraped into the same file
    /** The scrape interval the user states for a Prometheus file without timestamps (curl in a
     *  loop writes none): it gives the file a span and the NIC counters a rate. */
    std::optional<double> scrapeIntervalS;
    std::vector<LoadError> warnings;
};

/** Averages over every sample of every GPU (each GPU weighted by its samples). */
struct TelemetrySummary
{
    int gpus = 0, samples = 0;
    std::optional<double> durationS; ///< first to last timestamp
    std::optional<double> utilizationMean, smActiveMean, tensorActiveMean;
    std::optional<double> powerMeanW, powerP95W, powerMaxW;
    std::optional<double> memoryPeakBytes, memoryTotalBytes;
    std::optional<double> nvlinkBytesPerSMean, pcieBytesPerSMean; ///< tx + rx per GPU
    std::optional<double> energyJ; ///< counter growth over the file, all GPUs
    /** Bytes per second the NIC ports sent, summed per host, mean over hosts (counter growth
     *  over the span); absent without NIC counters or a span. */
    std::optional<double> nicTxBytesPerSPerHost, nicRxBytesPerSPerHost;
    int nicPorts = 0, nicHosts = 0;
};

/** nvidia-smi CSV (its header line) or Prometheus text with dcgm-exporter's DCGM_FI_ metrics
 *  or node_exporter's InfiniBand port counters. */
std::optional<TelemetryFormat> detectTelemetry(std::string_view text);

/**
 * Reads telemetry. A CSV without its header line (`--format=csv,noheader`) needs the
 * --query-gpu field list in `fields` ("timestamp,index,power.draw"); it is a named error
 * without. Values nvidia-smi cannot read ("[N/A]", "[Not Supported]") are absent, not zero.
 */
std::optional<TelemetryFile> readTelemetry(std::string_view text, const std::string &file,
                                           const std::vector<std::string> &fields,
                                           LoadErrors &errors);

TelemetrySummary summarizeTelemetry(const TelemetryFile &t);

} // namespace cl
