// SPDX-License-Identifier: GPL-3.0-or-later
// The charts of the serving workloads (issue 15, §3): one GPU's memory split for each workload
// at its load, and the focused workload's throughput against the sequences in flight, with the
// concurrency its latency targets allow and its working point drawn.
#include "catalog/catalog.h"
#include "charts/chartpanel.h"
#include "chartsdock.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "report/chartdata.h"
#include "text/ledgerformat.h"

#include <cmath>

namespace cl {

void ChartsPanel::setWorkloadFocus(int servingIndex)
{
    if (servingIndex == mServingFocus)
        return;
    mServingFocus = servingIndex;
    refreshServing();
    // Focusing a serving workload shows its charts; going back to training leaves the tab.
    if (servingIndex >= 0 && currentIndex() < indexOf(mServingMemory))
        setCurrentWidget(mServingThroughput);
}

void ChartsPanel::refreshServing()
{
    const bool serves = mLedger && !mLedger->serving.empty();
    setTabVisible(indexOf(mServingMemory), serves);
    setTabVisible(indexOf(mServingThroughput), serves);
    if (!serves)
        return;
    const auto &reports = mLedger->serving;
    const double gb = 1e9;

    clw::BarChartData memory;
    memory.title = tr("Memory per GPU of each served model, at its load");
    memory.valueTitle = tr("GB");
    memory.stacked = true;
    memory.limitName = tr("GPU memory");
    for (const ServingReport &r : reports) {
        const QList<report::ChartPart> parts = report::servingMemoryParts(r);
        if (parts.isEmpty())
            continue;
        memory.categories << QString::fromStdString(r.name);
        memory.categoryLimits << r.setup.gpu->memoryBytes / gb;
        for (int i = 0; i < parts.size(); ++i) {
            if (memory.sets.size() <= i)
                memory.sets.append({parts[i].name, {}, parts[i].color});
            memory.sets[i].values << parts[i].value / gb;
        }
    }
    mServingMemory->setData(memory);

    const std::size_t index = mServingFocus >= 0 && std::size_t(mServingFocus) < reports.size()
                                  ? std::size_t(mServingFocus)
                                  : 0;
    const ServingReport &r = reports[index];
    clw::LineChartData throughput;
    throughput.title = QString::fromStdString(r.name);
    throughput.xTitle = tr("sequences in flight (all replicas)");
    throughput.logX = true;
    // In the unit of the largest rate, as the cost chart is: the axis reads "400" under
    // "output tokens/s (k)", not "400000.0"; the legend says it too (a short chart elides the
    // axis title).
    double largest = 0;
    for (const ServingCurvePoint &p : r.curve)
        largest = std::max(largest, p.outputTokensPerS);
    const auto [scale, prefix] = display::magnitude(largest);
    throughput.yTitle
        = prefix.isEmpty() ? tr("output tokens/s") : tr("output tokens/s (%1)").arg(prefix);
    throughput.seriesName = throughput.yTitle;
    double top = 0;
    for (const ServingCurvePoint &p : r.curve) {
        throughput.points << QPointF(p.concurrency, p.outputTokensPerS / scale);
        top = std::max(top, p.outputTokensPerS / scale);
    }
    if (r.estimate && r.estimate->fits) {
        const ServingEstimate &e = *r.estimate;
        const double load = e.concurrencyUsed * e.replicas;
        for (const ServingCurvePoint &p : r.curve) {
            if (std::abs(p.concurrency - load) < 0.5)
                throughput.marked = QPointF(p.concurrency, p.outputTokensPerS / scale);
        }
        throughput.markedName = tr("at the load");
        // The latency targets as the most sequences they allow: a vertical line.
        const bool targets = r.setup.ttftTargetS || r.setup.tpotTargetS;
        if (targets && e.concurrencyMeetingTargets && *e.concurrencyMeetingTargets >= 1) {
            const double c = *e.concurrencyMeetingTargets * e.replicas;
            QStringList which;
            if (r.setup.ttftTargetS)
                which << tr("TTFT ≤ %1").arg(display::milliseconds(*r.setup.ttftTargetS));
            if (r.setup.tpotTargetS)
                which << tr("TPOT ≤ %1").arg(display::milliseconds(*r.setup.tpotTargetS));
            throughput.series.append(
                {which.join(QStringLiteral(", ")), {QPointF(c, 0), QPointF(c, top)}, true});
        }
    }
    mServingThroughput->setData(throughput);
}

} // namespace cl
