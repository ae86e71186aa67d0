// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers behind the charts, made once for the charts dock and the PDF report alike: the same
// parts, the same names, the same colours.
#pragma once

#include <QColor>
#include <QList>
#include <QString>

namespace cl {

struct MemoryBreakdown;
struct ServingReport;
struct StepBreakdown;

namespace report {

struct ChartPart
{
    QString name;
    double value = 0; ///< SI: bytes, seconds
    QColor color;
};

/** Weights, gradients, optimizer, activations, overhead (bytes per GPU). */
QList<ChartPart> memoryParts(const MemoryBreakdown &memory);
/** One GPU of a serving replica: weights, workspace, the KV cache of the sequences in flight at
 *  the workload's load, and what is left (bytes); empty when the workload has no estimate. */
QList<ChartPart> servingMemoryParts(const ServingReport &report);
/** Compute, bubble, TP, CP, EP, PP, DP, optimizer, host (seconds per step); parts that are zero
 *  are left out, compute always stays. */
QList<ChartPart> stepParts(const StepBreakdown &step);

} // namespace report
} // namespace cl
