// SPDX-License-Identifier: GPL-3.0-or-later
#include "planactual.h"

#include "calibration/filecalibration.h"
#include "catalog/catalog.h"
#include "engine/ledger.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cl {

std::optional<TelemetryFile> loadTelemetryFile(const std::string &path,
                                               const std::vector<std::string> &fields,
                                               LoadErrors &errors)
{
    const auto file = loadCalibrationFile(path, CalibrationInputKind::Telemetry, errors);
    return file ? readTelemetry(file->text, path, fields, errors) : std::nullopt;
}

PlanFigures planFigures(const DesignLedger &ledger, const Catalog &catalog)
{
    PlanFigures p;
    // The ledger's best figure: calibrated where a profile applies, else the datasheet's.
    const TrainingEstimate *t = nullptr;
    if (ledger.trainingCalibrated && ledger.trainingCalibrated->valid)
        t = &*ledger.trainingCalibrated;
    else if (ledger.training && ledger.training->valid)
        t = &*ledger.training;
    if (!t || !ledger.cluster || !ledger.cluster->gpu)
        return p;
    const GpuModel &gpu = *ledger.cluster->gpu;
    p.gpuId = gpu.id;
    p.gpus = ledger.cluster->gpus;
    const StepBreakdown &b = t->breakdown;
    const double step = b.total();
    if (step > 0) {
        p.utilization = std::clamp(1 - (b.bubble + b.overhead) / step, 0.0, 1.0);
        p.smActive = std::clamp((b.compute + b.optimizer) / step, 0.0, 1.0);
    }
    if (t->hfu > 0)
        p.tensorActive = t->hfu;
    if (t->memory.total() > 0)
        p.memoryBytesPerGpu = t->memory.total();
    if (const GpuModel *g = catalog.gpu(gpu.id); g && g->tdpW > 0)
        p.powerWPerGpu = g->tdpW;
    if (ledger.cluster->nodes() > 1 && t->stepTimeS > 0)
        p.networkBytesPerSPerServer
            = t->networkBytesPerGpuPerStep * ledger.cluster->gpusPerNode / t->stepTimeS;
    return p;
}

namespace {

std::vector<GpuOutlier> outliersOf(const TelemetryFile &t, double tolerance)
{
    // One pass over the samples (a week of 1,024 cards is millions of rows), a mean per card.
    struct Sums
    {
        double u = 0, sm = 0, w = 0;
        int nu = 0, nsm = 0, nw = 0;
    };
    std::map<std::string, Sums> sums;
    for (const TelemetrySample &s : t.samples) {
        Sums &x = sums[s.gpu];
        if (s.utilization)
            x.u += *s.utilization, ++x.nu;
        if (s.smActive)
            x.sm += *s.smActive, ++x.nsm;
        if (s.powerW)
            x.w += *s.powerW, ++x.nw;
    }
    auto mean = [](double sum, int n) {
        return n ? std::optional<double>(sum / n) : std::nullopt;
    };
    std::vector<GpuOutlier> perGpu;
    for (const std::string &gpu : t.gpus) {
        const Sums &x = sums[gpu];
        perGpu.push_back({gpu, mean(x.u, x.nu), mean(x.sm, x.nsm), mean(x.w, x.nw)});
    }
    // SM active says more than "a kernel ran"; use it where every card has it.
    const bool sm = std::all_of(perGpu.begin(), perGpu.end(),
                                [](const GpuOutlier &g) { return g.smActive.has_value(); });
    auto busy = [sm](const GpuOutlier &g) {
        return sm ? g.smActive : g.utilization;
    };
    std::vector<double> values;
    for (const GpuOutlier &g : perGpu)
        if (busy(g))
            values.push_back(*busy(g));
    if (values.size() < 2)
        return {};
    std::nth_element(values.begin(), values.begin() + long(values.size() / 2), values.end());
    const double median = values[values.size() / 2];
    std::vector<GpuOutlier> out;
    for (const GpuOutlier &g : perGpu)
        if (busy(g) && median > 0 && *busy(g) < median * (1 - tolerance))
            out.push_back(g);
    return out;
}

BillPeriod periodOf(const std::string &file, const TelemetryFile &t, double tolerance)
{
    BillPeriod p;
    p.file = file;
    p.startEpochS = t.startEpochS;
    p.actual = summarizeTelemetry(t);
    p.durationS = p.actual.durationS;
    if (p.actual.energyJ) {
        p.energyJ = p.actual.energyJ;
        p.energyFromCounter = true;
    } else if (p.actual.powerMeanW && p.durationS && *p.durationS > 0) {
        p.energyJ = *p.actual.powerMeanW * *p.durationS * p.actual.gpus;
    }
    p.outliers = outliersOf(t, tolerance);
    return p;
}

BillCell cell(std::optional<double> plan, std::optional<double> actual, double tolerance)
{
    BillCell c {plan, actual, std::nullopt, false};
    if (plan && actual && *plan > 0) {
        c.drift = *actual / *plan - 1;
        c.drifted = std::abs(*c.drift) > tolerance;
    }
    return c;
}

} // namespace

PlanActualBill planAgainstActual(const PlanFigures &plan,
                                 const std::vector<std::pair<std::string, TelemetryFile>> &files,
                                 double tolerance)
{
    PlanActualBill bill;
    bill.plan = plan;
    bill.tolerance = tolerance;
    for (const auto &[file, t] : files)
        bill.periods.push_back(periodOf(file, t, tolerance));
    // Undated files keep their place after the dated ones, in the order given.
    std::stable_sort(bill.periods.begin(), bill.periods.end(),
                     [](const BillPeriod &a, const BillPeriod &b) {
                         if (a.startEpochS && b.startEpochS)
                             return *a.startEpochS < *b.startEpochS;
                         return a.startEpochS.has_value() && !b.startEpochS.has_value();
                     });
    using Actual = std::optional<double> TelemetrySummary::*;
    struct Row
    {
        const char *metric;
        std::optional<double> plan;
        Actual actual;
    };
    const Row rows[] = {
        {"utilization", plan.utilization, &TelemetrySummary::utilizationMean},
        {"sm_active", plan.smActive, &TelemetrySummary::smActiveMean},
        {"tensor_active", plan.tensorActive, &TelemetrySummary::tensorActiveMean},
        {"memory_per_gpu", plan.memoryBytesPerGpu, &TelemetrySummary::memoryPeakBytes},
        {"power_per_gpu", plan.powerWPerGpu, &TelemetrySummary::powerMeanW},
        {"nvlink_per_gpu", std::nullopt, &TelemetrySummary::nvlinkBytesPerSMean},
        {"pcie_per_gpu", std::nullopt, &TelemetrySummary::pcieBytesPerSMean},
        {"network_per_server", plan.networkBytesPerSPerServer,
         &TelemetrySummary::nicTxBytesPerSPerHost},
    };
    for (const Row &r : rows) {
        BillLine line {r.metric, {}};
        for (const BillPeriod &p : bill.periods)
            line.cells.push_back(cell(r.plan, p.actual.*r.actual, tolerance));
        bill.lines.push_back(std::move(line));
    }
    // Energy: the planned draw over the period's own length, for the GPUs the file saw.
    BillLine energy {"energy", {}};
    for (const BillPeriod &p : bill.periods) {
        std::optional<double> planned;
        if (plan.powerWPerGpu && p.durationS && *p.durationS > 0)
            planned = *plan.powerWPerGpu * *p.durationS * p.actual.gpus;
        energy.cells.push_back(cell(planned, p.energyJ, tolerance));
    }
    bill.lines.push_back(std::move(energy));
    // A metric no file measured and the plan does not state is not a row of the bill.
    std::erase_if(bill.lines, [](const BillLine &l) {
        return std::none_of(l.cells.begin(), l.cells.end(),
                            [](const BillCell &c) { return c.actual.has_value(); });
    });
    return bill;
}

namespace {

nlohmann::ordered_json orNull(const std::optional<double> &x)
{
    return x ? nlohmann::ordered_json(*x) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json outliersJson(const std::vector<GpuOutlier> &outliers)
{
    auto j = nlohmann::ordered_json::array();
    for (const GpuOutlier &g : outliers)
        j.push_back({{"gpu", g.gpu},
                     {"utilization", orNull(g.utilization)},
                     {"sm_active", orNull(g.smActive)},
                     {"power_w", orNull(g.powerW)}});
    return j;
}

} // namespace

nlohmann::ordered_json planActualToJson(const PlanActualBill &bill)
{
    using ojson = nlohmann::ordered_json;
    const PlanFigures &p = bill.plan;
    ojson j;
    j["plan"] = {{"gpu", p.gpuId},
                 {"gpus", p.gpus},
                 {"utilization", orNull(p.utilization)},
                 {"sm_active", orNull(p.smActive)},
                 {"tensor_active", orNull(p.tensorActive)},
                 {"memory_bytes_per_gpu", orNull(p.memoryBytesPerGpu)},
                 {"power_w_per_gpu", orNull(p.powerWPerGpu)},
                 {"network_bytes_per_s_per_server", orNull(p.networkBytesPerSPerServer)}};
    j["tolerance"] = bill.tolerance;
    ojson periods = ojson::array();
    for (const BillPeriod &b : bill.periods)
        periods.push_back({{"file", b.file},
                           {"start_epoch_s", orNull(b.startEpochS)},
                           {"duration_s", orNull(b.durationS)},
                           {"gpus", b.actual.gpus},
                           {"samples", b.actual.samples},
                           {"nic_ports", b.actual.nicPorts},
                           {"nic_hosts", b.actual.nicHosts},
                           {"energy_j", orNull(b.energyJ)},
                           {"energy_from_counter", b.energyFromCounter},
                           {"outliers", outliersJson(b.outliers)}});
    j["periods"] = periods;
    ojson lines = ojson::array();
    for (const BillLine &l : bill.lines) {
        ojson cells = ojson::array();
        for (const BillCell &c : l.cells)
            cells.push_back({{"plan", orNull(c.plan)},
                             {"actual", orNull(c.actual)},
                             {"drift", orNull(c.drift)},
                             {"drifted", c.drifted}});
        lines.push_back({{"metric", l.metric}, {"cells", cells}});
    }
    j["lines"] = lines;
    return j;
}

} // namespace cl
