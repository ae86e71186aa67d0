// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers behind the charts, made once for the charts dock and the PDF report alike: the same
// parts, the same names, the same colours.
#pragma once

#include <QColor>
#include <QList>
#include <QString>

namespace cl {

struct MemoryBreakdown;
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
/** Compute, bubble, TP, CP, EP, PP, DP, optimizer, host (seconds per step); parts that are zero
 *  are left out, compute always stays. */
QList<ChartPart> stepParts(const StepBreakdown &step);

} // namespace report
} // namespace cl
