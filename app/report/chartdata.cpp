// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartdata.h"

#include "engine/estimate.h"
#include "engine/servingledger.h"

#include <QCoreApplication>

#include <algorithm>

namespace cl::report {

namespace {
QString chartText(const char *text)
{
    return QCoreApplication::translate("Chart", text);
}
} // namespace

QList<ChartPart> memoryParts(const MemoryBreakdown &m)
{
    return {
        {chartText(QT_TRANSLATE_NOOP("Chart", "Weights")), m.weights, QColor(0x2f, 0x5d, 0x8a)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Gradients")), m.gradients, QColor(0x43, 0xa0, 0x47)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Optimizer")), m.optimizer, QColor(0x8e, 0x24, 0xaa)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Activations")), m.activations,
         QColor(0xe0, 0x9b, 0x16)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Overhead")), m.overhead, QColor(0x75, 0x75, 0x75)}};
}

QList<ChartPart> servingMemoryParts(const ServingReport &r)
{
    const auto memory = r.dimensions.find("memory");
    if (!r.estimate || memory == r.dimensions.end() || !memory->second.required)
        return {};
    const ServingEstimate &e = *r.estimate;
    const double used = *memory->second.required;
    const double kv = std::max(0.0, used - e.weightsBytesPerGpu - e.workspaceBytesPerGpu);
    const double free = std::max(0.0, memory->second.available.value_or(0) - used);
    return {{chartText(QT_TRANSLATE_NOOP("Chart", "Weights")), e.weightsBytesPerGpu,
             QColor(0x2f, 0x5d, 0x8a)},
            {chartText(QT_TRANSLATE_NOOP("Chart", "Workspace")), e.workspaceBytesPerGpu,
             QColor(0x75, 0x75, 0x75)},
            {chartText(QT_TRANSLATE_NOOP("Chart", "KV cache at the load")), kv,
             QColor(0xe0, 0x9b, 0x16)},
            {chartText(QT_TRANSLATE_NOOP("Chart", "Free")), free, QColor(0xc8, 0xd6, 0xe5)}};
}

QList<ChartPart> stepParts(const StepBreakdown &b)
{
    const QList<ChartPart> all {
        {chartText(QT_TRANSLATE_NOOP("Chart", "Compute")), b.compute, QColor(0x2f, 0x5d, 0x8a)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Bubble")), b.bubble, QColor(0xe0, 0x9b, 0x16)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "TP")), b.tpComm, QColor(0x1e, 0x88, 0xe5)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "CP")), b.cpComm, QColor(0x00, 0x97, 0xa7)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "EP")), b.epComm, QColor(0x6d, 0x4c, 0x41)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "PP")), b.ppComm, QColor(0x43, 0xa0, 0x47)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "DP")), b.dpComm, QColor(0xd0, 0x34, 0x2c)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Optimizer")), b.optimizer, QColor(0x75, 0x75, 0x75)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Host")), b.overhead, QColor(0xbd, 0xbd, 0xbd)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Stragglers")), b.straggler,
         QColor(0x8e, 0x24, 0xaa)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Typical team")), b.team, QColor(0xa1, 0x88, 0x7f)},
        {chartText(QT_TRANSLATE_NOOP("Chart", "Data wait")), b.data, QColor(0xf4, 0x51, 0x1e)}};
    // Nine parts do not fit a legend line: the ones this layout does not have (no CP, no
    // experts, nothing exposed) are left out; compute always stays.
    QList<ChartPart> shown;
    for (const ChartPart &part : all) {
        if (part.value > 0 || shown.isEmpty())
            shown.append(part);
    }
    return shown;
}

} // namespace cl::report
