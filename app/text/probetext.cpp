// SPDX-License-Identifier: GPL-3.0-or-later
#include "probetext.h"

#include <QCoreApplication>

namespace cl {

namespace {
QString tx(const char *text)
{
    return QCoreApplication::translate("ProbeText", text);
}
} // namespace

QString probePhaseText(const std::string &phase)
{
    if (phase == "inventory")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "finding the GPUs"));
    if (phase == "memory_bandwidth")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "memory bandwidth"));
    if (phase == "host_transfer")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "host transfers"));
    if (phase.rfind("gemm", 0) == 0)
        return phase.size() > 5 ? tx(QT_TRANSLATE_NOOP("ProbeText", "matrix multiply (%1)"))
                                      .arg(QString::fromStdString(phase.substr(5)))
                                : tx(QT_TRANSLATE_NOOP("ProbeText", "matrix multiply"));
    if (phase == "sustained")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "sustained load"));
    if (phase == "peers")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "GPU-to-GPU links"));
    if (phase == "device_done")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "one GPU done"));
    return QString::fromStdString(phase);
}

QString probeWarningText(const std::string &code, const std::string &detail)
{
    if (code == "gpu_busy")
        return tx(QT_TRANSLATE_NOOP("ProbeText",
                                    "Warning: another process kept the GPU busy when the probe "
                                    "started; its figures may be low."));
    if (code == "clocks_throttled")
        return tx(QT_TRANSLATE_NOOP("ProbeText",
                                    "Warning: the clocks were slowed by heat or by the "
                                    "hardware under sustained load (%1); cooling or power "
                                    "delivery limits this card."))
            .arg(QString::fromStdString(detail));
    if (code == "power_limited")
        return tx(QT_TRANSLATE_NOOP("ProbeText",
                                    "Note: under sustained load the card held its power limit "
                                    "(%1), as data-centre GPUs do on dense matrix work; every "
                                    "figure was measured in that state, as a training run "
                                    "would see it."))
            .arg(QString::fromStdString(detail));
    if (code == "nvml_unavailable")
        return tx(QT_TRANSLATE_NOOP("ProbeText",
                                    "Note: NVML could not be loaded, so there are no power, "
                                    "clock or PCIe readings."));
    if (code == "cublaslt_unavailable")
        return tx(QT_TRANSLATE_NOOP("ProbeText", "Warning: cuBLASLt could not be loaded, so "
                                                 "there are no GEMM figures."));
    // A code this version does not know: its own English detail is all there is to show.
    return tx(QT_TRANSLATE_NOOP("ProbeText", "Probe warning %1: %2"))
        .arg(QString::fromStdString(code), QString::fromStdString(detail));
}

QString probeUnavailableText(const std::string &code, const QString &driver, const QString &runtime)
{
    const QString way = tx(QT_TRANSLATE_NOOP(
        "ProbeText", "You can run the probe on a machine with an NVIDIA GPU and import its report "
                     "here (Import Probe Report…)."));
    QString why;
    if (code == "no_driver")
        why = tx(QT_TRANSLATE_NOOP("ProbeText",
                                   "This machine has no NVIDIA driver, so there is no GPU to "
                                   "measure."));
    else if (code == "no_device")
        why = tx(QT_TRANSLATE_NOOP("ProbeText", "The NVIDIA driver is installed but sees no GPU."));
    else if (code == "driver_too_old")
        why = tx(QT_TRANSLATE_NOOP("ProbeText", "The NVIDIA driver (%1) is older than the probe "
                                                "needs (CUDA %2): update the driver."))
                  .arg(driver, runtime);
    else if (code == "stub_driver_library")
        why = tx(QT_TRANSLATE_NOOP("ProbeText",
                                   "The CUDA driver found is the toolkit's stub library: this "
                                   "looks like a container started without the GPU driver."));
    else if (code == "device_unavailable")
        why = tx(QT_TRANSLATE_NOOP("ProbeText", "The GPU is busy or in a prohibited compute "
                                                "mode: ask its administrator, or try later."));
    else if (code == "cuda_not_built")
        why = tx(QT_TRANSLATE_NOOP("ProbeText",
                                   "This ClusterLedger was built without the CUDA toolkit, so "
                                   "its probe cannot measure a GPU."));
    else if (code == "cuda_error")
        why = tx(QT_TRANSLATE_NOOP("ProbeText", "CUDA could not start on this machine."));
    else
        why = tx(QT_TRANSLATE_NOOP("ProbeText", "The probe could not measure this machine (%1)."))
                  .arg(QString::fromStdString(code));
    return why + QLatin1Char(' ') + way;
}

} // namespace cl
