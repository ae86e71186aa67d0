// SPDX-License-Identifier: GPL-3.0-or-later
#include "calibrationtext.h"

#include "ledgerformat.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cl {

/** The translation context of these sentences (cltext has no QObject to lend one). */
class CalibrationText
{
    Q_DECLARE_TR_FUNCTIONS(cl::CalibrationText)
};

namespace {

double numberAt(const nlohmann::ordered_json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

bool has(const nlohmann::ordered_json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number();
}

QString textAt(const nlohmann::ordered_json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

QString ncclText(const nlohmann::ordered_json &j)
{
    QString s = CalibrationText::tr("%1 on %2 GPUs in %3 server(s): peak bus bandwidth %4")
                    .arg(textAt(j, "collective"))
                    .arg(int(numberAt(j, "ranks")))
                    .arg(int(numberAt(j, "nodes")))
                    .arg(display::bytesPerSecond(numberAt(j, "busbw_peak_bytes_per_s")));
    if (has(j, "efficiency")) {
        s += QStringLiteral("; ")
             + CalibrationText::tr("%1 efficiency %2")
                   .arg(calibrationFigureText(textAt(j, "calibrates").toStdString()),
                        display::number(numberAt(j, "efficiency"), 3));
        if (j.value("capped", false))
            s += QStringLiteral(" ")
                 + CalibrationText::tr("(capped at 1: faster than the ring model)");
    } else if (!textAt(j, "why_not").isEmpty()) {
        s += QStringLiteral("; ")
             + CalibrationText::tr("not calibrated from: %1").arg(textAt(j, "why_not"));
    }
    if (numberAt(j, "wrong") > 0)
        s += QStringLiteral("; ")
             + CalibrationText::tr("%1 wrong results reported: check the fabric")
                   .arg(int(numberAt(j, "wrong")));
    return s;
}

QString logText(const nlohmann::ordered_json &j)
{
    QString s = CalibrationText::tr("%1 log, %2 steady steps on %3 GPUs (%4): %5 per step")
                    .arg(textAt(j, "framework"))
                    .arg(int(numberAt(j, "iterations")))
                    .arg(int(numberAt(j, "gpus")))
                    .arg(textAt(j, "layout"), display::milliseconds(numberAt(j, "step_time_s")));
    if (has(j, "tokens_per_s_per_gpu"))
        s += QStringLiteral(", ")
             + CalibrationText::tr("%1 tokens/s per GPU")
                   .arg(display::number(numberAt(j, "tokens_per_s_per_gpu")));
    if (has(j, "predicted_step_time_s"))
        s += QStringLiteral("; ")
             + CalibrationText::tr("the engine predicted %1, GEMM efficiency %2 → %3")
                   .arg(display::milliseconds(numberAt(j, "predicted_step_time_s")),
                        display::number(numberAt(j, "gemm_before"), 3),
                        display::number(numberAt(j, "gemm_after"), 3));
    return s;
}

QString telemetryText(const nlohmann::ordered_json &j)
{
    QStringList parts;
    parts << CalibrationText::tr("%1 GPUs, %2 samples")
                 .arg(int(numberAt(j, "gpus")))
                 .arg(int(numberAt(j, "samples")));
    if (has(j, "utilization_mean"))
        parts << CalibrationText::tr("utilization %1")
                     .arg(display::percent(numberAt(j, "utilization_mean"), 0));
    if (has(j, "sm_active_mean"))
        parts << CalibrationText::tr("SM active %1")
                     .arg(display::percent(numberAt(j, "sm_active_mean"), 0));
    if (has(j, "power_mean_w"))
        parts << CalibrationText::tr("power %1 mean")
                     .arg(billValueText("power_per_gpu", numberAt(j, "power_mean_w")));
    if (has(j, "memory_peak_bytes"))
        parts << CalibrationText::tr("memory peak %1")
                     .arg(display::bytes(numberAt(j, "memory_peak_bytes")));
    return parts.join(QStringLiteral(", ")) + QStringLiteral(" ")
           + CalibrationText::tr("(read against the plan, not fitted)");
}

} // namespace

QString calibrationFigureText(const std::string &figure)
{
    if (figure == "scale_up")
        return CalibrationText::tr("the links inside a server");
    if (figure == "network")
        return CalibrationText::tr("the network between servers");
    if (figure == "hbm")
        return CalibrationText::tr("memory bandwidth");
    if (figure.rfind("gemm_", 0) == 0)
        return CalibrationText::tr("GEMM efficiency (%1)")
            .arg(QString::fromStdString(figure.substr(5)).toUpper());
    return QString::fromStdString(figure);
}

QString calibrationSourcesText(const std::map<std::string, std::string> &sources)
{
    QString text;
    for (const auto &[figure, file] : sources) {
        const QString one = CalibrationText::tr("%1 from %2")
                                .arg(calibrationFigureText(figure),
                                     QFileInfo(QString::fromStdString(file)).fileName());
        // The list's separator is the language's own ("; " or "；").
        text = text.isEmpty() ? one : CalibrationText::tr("%1; %2").arg(text, one);
    }
    return text;
}

QString calibrationKindText(const std::string &kind)
{
    if (kind == "probe")
        return CalibrationText::tr("probe report");
    if (kind == "nccl-tests")
        return CalibrationText::tr("nccl-tests");
    if (kind == "training-log")
        return CalibrationText::tr("training log");
    if (kind == "telemetry")
        return CalibrationText::tr("telemetry");
    return QString::fromStdString(kind);
}

QString calibrationInputText(const nlohmann::ordered_json &input)
{
    const std::string kind = input.value("kind", "");
    if (kind == "nccl-tests")
        return ncclText(input);
    if (kind == "training-log")
        return logText(input);
    if (kind == "telemetry")
        return telemetryText(input);
    return calibrationKindText(kind);
}

QString billMetricText(const std::string &metric)
{
    if (metric == "utilization")
        return CalibrationText::tr("GPU utilization");
    if (metric == "sm_active")
        return CalibrationText::tr("SM active");
    if (metric == "tensor_active")
        return CalibrationText::tr("Tensor cores active");
    if (metric == "memory_per_gpu")
        return CalibrationText::tr("Memory per GPU (peak)");
    if (metric == "power_per_gpu")
        return CalibrationText::tr("Power per GPU (mean)");
    if (metric == "nvlink_per_gpu")
        return CalibrationText::tr("NVLink traffic per GPU");
    if (metric == "pcie_per_gpu")
        return CalibrationText::tr("PCIe traffic per GPU");
    if (metric == "network_per_server")
        return CalibrationText::tr("Network sent per server");
    if (metric == "energy")
        return CalibrationText::tr("Energy of the GPUs seen");
    return QString::fromStdString(metric);
}

QString billValueText(const std::string &metric, double value)
{
    if (metric == "utilization" || metric == "sm_active" || metric == "tensor_active")
        return display::percent(value, 1);
    if (metric == "memory_per_gpu")
        return display::bytes(value);
    if (metric == "power_per_gpu")
        return display::number(value) + QStringLiteral(" W");
    if (metric == "energy")
        return display::energy(value);
    return display::bytesPerSecond(value);
}

QString billPlanBasisText(const std::string &metric)
{
    if (metric == "utilization")
        return CalibrationText::tr(
            "Planned: the step less the pipeline bubble and host overhead, when no kernel "
            "runs (nvidia-smi utilization.gpu counts any kernel).");
    if (metric == "sm_active")
        return CalibrationText::tr("Planned: the compute and optimizer share of the step.");
    if (metric == "tensor_active")
        return CalibrationText::tr(
            "Planned: the hardware FLOP utilisation (HFU) against the dense peak.");
    if (metric == "memory_per_gpu")
        return CalibrationText::tr(
            "Planned: the memory fit's total per GPU. Observed memory also holds the "
            "allocator's cache, so a few GB above the plan is usual.");
    if (metric == "power_per_gpu")
        return CalibrationText::tr(
            "Planned: the GPU's TDP, which training holds the card near (the ledger's "
            "power counts GPUs at TDP).");
    if (metric == "network_per_server")
        return CalibrationText::tr("Planned: the bytes the engine sends between servers each step, "
                                   "per server per second. Observed: node_exporter's InfiniBand "
                                   "port counters, summed per host.");
    if (metric == "energy")
        return CalibrationText::tr(
            "Planned: the planned power over the file's own span, for the GPUs it saw.");
    return CalibrationText::tr("Not planned: shown as observed.");
}

} // namespace cl
