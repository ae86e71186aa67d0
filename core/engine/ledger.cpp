// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger.h"

#include "catalog/catalog.h"
#include "model/design.h"
#include "plancache.h"
#include "softwarestack.h"
#include "text/printf.h"
#include "validate/validator.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace cl {

namespace {

constexpr double kHoursPerYear = 8760.0;
constexpr double kBtuPerWattHour = 3.412;
constexpr double kBtuPerHourPerTon = 12000.0;

std::string fmt(const char *format, double x)
{
    return formatText(format, x);
}

std::optional<double> headroom(std::optional<double> available, std::optional<double> required)
{
    if (!available || !required || *required <= 0)
        return std::nullopt;
    return *available / *required - 1.0;
}

double pcieBytesPerDirection(int generation)
{
    // x16 link: gen3 ~16 GB/s, doubling each generation.
    return 16e9 * std::pow(2.0, std::max(0, generation - 3));
}

/** Line rate (bit/s) of a server's storage-fabric ports. */
double storagePortBits(const ServerModel &s)
{
    double bits = 0;
    for (const PortGroup &g : s.ports) {
        if (g.fabric == Fabric::Storage)
            bits += g.count * g.speedBitsPerS;
    }
    return bits;
}

// A parallel file system writes large checkpoint shards at about half the line rate of the
// storage fabric (an estimate; --storage-write-gbps and the probe of a real system replace it).
constexpr double kStorageWriteShareOfLineRate = 0.5;

/** Checkpoint write bandwidth (B/s) from the design's storage servers: their storage ports, or
 *  the GPU servers' if fewer; 0 when the design has no storage server. */
double storageWriteBytesPerS(const Design &d, const Catalog &c)
{
    double storageSide = 0, gpuSide = 0;
    for (const auto &dev : d.devices) {
        if (dev.kind != DeviceKind::GpuServer && dev.kind != DeviceKind::Server)
            continue;
        const ServerModel *s = c.server(dev.model);
        if (!s)
            continue;
        (dev.kind == DeviceKind::GpuServer ? gpuSide : storageSide) += storagePortBits(*s);
    }
    if (storageSide <= 0)
        return 0;
    const double bits = gpuSide > 0 ? std::min(storageSide, gpuSide) : storageSide;
    return kStorageWriteShareOfLineRate * bits / 8.0;
}

/** A calibration profile with the stack the cluster runs (its fractions stay measured). */
EfficiencyProfile calibratedWithStack(const EfficiencyProfile &calibrated, const ClusterSpec &c)
{
    const SoftwareStack *stack = findStack(c.profile.stack);
    return stack ? withStack(calibrated, *stack, true) : calibrated;
}

} // namespace

std::optional<ClusterSpec> clusterFromDesign(const Design &d, const Catalog &c,
                                             const NetworkAnalysis &network,
                                             const Calibrations &calibrations, Diagnostics &out)
{
    std::map<std::string, int> counts;
    int perNode = 0;
    bool pcieServers = false;
    for (const auto &dev : d.devices) {
        if (dev.kind != DeviceKind::GpuServer)
            continue;
        int here = 0;
        for (const auto &slot : dev.gpuSlots) {
            if (slot) {
                ++counts[*slot];
                ++here;
            }
        }
        perNode = std::max(perNode, here);
        if (const ServerModel *s = c.server(dev.model); s && here > 0)
            pcieServers = pcieServers || s->gpuFormFactor == "pcie";
    }
    if (counts.empty())
        return std::nullopt;
    // Synchronous data parallelism runs at the pace of its slowest GPU.
    const GpuModel *pace = nullptr;
    int total = 0;
    for (const auto &[id, n] : counts) {
        total += n;
        const GpuModel *g = c.gpu(id);
        if (!g)
            continue;
        const double rate = rateOf(g->peakDense, NumberFormat::BF16)
                                .value_or(rateOf(g->peakDense, NumberFormat::FP16).value_or(0));
        const double paceRate
            = pace ? rateOf(pace->peakDense, NumberFormat::BF16)
                         .value_or(rateOf(pace->peakDense, NumberFormat::FP16).value_or(0))
                   : 1e30;
        if (rate < paceRate)
            pace = g;
    }
    if (!pace)
        return std::nullopt;
    if (counts.size() > 1) {
        std::string list;
        for (const auto &[id, n] : counts)
            list += (list.empty() ? "" : ", ") + std::to_string(n) + " x " + id;
        out.push_back({Severity::Warning,
                       "engine.mixed_gpu_models",
                       {},
                       {},
                       {{"models", list}, {"pace", pace->id}}});
    }
    auto calibrated = calibrations.find(pace->id);
    const SoftwareStack *named = d.workload.stack ? findStack(*d.workload.stack) : nullptr;
    const SoftwareStack &stack = named ? *named : defaultStackFor(*pace);
    const EfficiencyProfile profile = calibrated != calibrations.end()
                                          ? withStack(calibrated->second, stack, true)
                                          : withStack(generationProfileFor(*pace), stack);
    ClusterSpec spec;
    spec.gpu = pace;
    spec.gpus = total;
    spec.gpusPerNode = std::max(1, perNode);
    spec.profile = profile;
    spec.scaleUpName = pcieServers ? "PCIe" : pace->scaleUpLink;
    spec.scaleUpBytesPerS
        = pcieServers ? pcieBytesPerDirection(pace->pcieGen) : pace->scaleUpBytesPerS / 2.0;
    const FabricSummary &compute = network.compute();
    spec.networkBytesPerS = compute.islands > 1 ? 0.0 : compute.minPerGpuBitsPerS / 8.0;
    spec.oversubscription = compute.maxOversubscription;
    spec.storageWriteBytesPerS = storageWriteBytesPerS(d, c);
    const double gbps = compute.minPerGpuBitsPerS / 1e9;
    // Notation, not prose: the bottleneck names the link it runs over ("400 Gb/s/GPU").
    spec.networkName = compute.islands > 1 || gbps <= 0
                           ? std::string("-")
                           : fmt(gbps >= 1 ? "%.0f Gb/s/GPU" : "%.2f Gb/s/GPU", gbps);
    spec.networkLatencyS = gbps >= 100 ? 5e-6 : 20e-6;
    return spec;
}

namespace {

/** Every rack's load, the site's IT and facility power, heat and yearly energy. */
void sumPower(const Design &d, const Catalog &c, DesignLedger &L)
{
    // --- power and heat ----------------------------------------------------------------------
    const auto byRack = d.devicesByRack();
    static const std::vector<std::size_t> none;
    for (const auto &rack : d.racks) {
        const auto found = byRack.find(rack.id);
        RackReport r {rack.id, rack.name,
                      rackLoad(d, rack, c, found != byRack.end() ? found->second : none)};
        L.site.itMaxW += r.load.maxW;
        L.site.itTypicalW += r.load.typicalW;
        L.site.usableW += r.load.usableW;
        L.racks.push_back(r);
    }
    for (const auto &dev : d.devices) {
        if (!dev.rack) { // unplaced devices still draw power once installed
            L.site.itMaxW += deviceMaxW(dev, c);
            L.site.itTypicalW += deviceTypicalW(dev, c);
        }
    }
    L.site.facilityMaxW = L.site.itMaxW * d.site.pue;
    L.site.facilityTypicalW = L.site.itTypicalW * d.site.pue;
    L.site.heatBtuPerHour = L.site.itMaxW * kBtuPerWattHour;
    L.site.coolingTons = L.site.heatBtuPerHour / kBtuPerHourPerTon;
    L.site.yearEnergyJ = L.site.facilityTypicalW * d.site.utilisation * kHoursPerYear * 3600.0;
}

/** The cluster, the job and the layout (planned or as specified), with what stops a run. */
/** The planner's search, once per (job, cluster) when a cache is given. */
PlanResult cachedPlan(PlanCache *cache, const TrainingJob &job, const ClusterSpec &cluster)
{
    const std::string key = cache ? planKey(job, cluster) : std::string();
    if (cache) {
        if (auto hit = cache->find(key))
            return *hit;
    }
    PlanResult result = planTraining(job, cluster, {}, 3);
    if (cache)
        cache->store(key, result);
    return result;
}

void estimateRun(const Design &d, const Catalog &c, const Calibrations &calibrations,
                 DesignLedger &L, PlanCache *cache)
{
    const auto plan = [cache](const TrainingJob &job, const ClusterSpec &cluster) {
        return cachedPlan(cache, job, cluster);
    };
    // --- the training run --------------------------------------------------------------------
    L.bom = buildBom(d, c);
    // The ledger shows datasheet-based figures, and beside them the calibrated ones when a probe
    // profile covers the GPU: the same layout, the measured efficiencies.
    L.cluster = clusterFromDesign(d, c, L.network, {}, L.diagnostics);
    L.job = jobFromWorkload(d.workload, c);
    if (!L.cluster) {
        L.diagnostics.push_back({Severity::Warning, "engine.no_gpus", {}, {}, {}});
    } else if (L.job && L.job->precision == Precision::FP8
               && !rateOf(L.cluster->gpu->peakDense, NumberFormat::FP8)) {
        // A card without FP8 tensor cores gets a clear answer naming it, not an emulated rate.
        L.diagnostics.push_back({Severity::Error,
                                 "engine.precision_unsupported",
                                 {},
                                 "/workload/precision",
                                 {{"gpu", L.cluster->gpu->name}, {"precision", "fp8"}}});
    } else if (L.job) {
        const Parallelism &p = d.workload.parallelism;
        if (p.automatic) {
            const auto start = std::chrono::steady_clock::now();
            // An uneven GPU count (1,000) still gets an answer: the most GPUs a layout can use,
            // the rest named as idle.
            int used = 0;
            L.plan = planUsingMostGpus(
                *L.job, *L.cluster, {},
                [&](const ClusterSpec &cluster) { return plan(*L.job, cluster); }, used);
            L.idleGpus = L.cluster->gpus - used;
            if (L.idleGpus > 0)
                L.diagnostics.push_back({Severity::Warning,
                                         "engine.idle_gpus",
                                         {},
                                         "/workload",
                                         {{"total", std::to_string(L.cluster->gpus)},
                                          {"used", std::to_string(used)},
                                          {"idle", std::to_string(L.idleGpus)}}});
            L.planMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now()
                                                                 - start)
                           .count();
            // Nothing fits: the layout closest to fitting, so the memory breakdown still shows
            // (and the out-of-memory diagnostic says by how much).
            if (L.plan->best)
                L.training = L.plan->best;
            else if (L.plan->closest)
                L.training = L.plan->closest;
        } else {
            LayoutConstraints k;
            k.tp = p.tp;
            k.pp = p.pp;
            k.cp = p.cp;
            k.ep = p.ep;
            k.zero = p.zeroStage;
            k.sp = p.sequenceParallel;
            k.recompute = p.recompute;
            k.microBatch = p.microBatch;
            k.interleave = p.interleave;
            k.shardGroup = p.shardGroup;
            k.unevenStages = p.unevenStages;
            if (p.dp > 0)
                k.dp = p.dp;
            L.training
                = estimateTraining(*L.job, *L.cluster, layoutFromConstraints(k, L.cluster->gpus));
        }
        if (L.training && !L.training->valid && L.training->invalidCode.empty())
            L.training.reset();
        if (!L.training || !L.training->valid) {
            // Why, as a code cltext words: the layout's own problem, or the planner's.
            std::string why;
            if (L.training)
                why = L.training->invalidCode;
            else if (L.cluster->gpus > L.cluster->gpusPerNode && L.cluster->networkBytesPerS <= 0)
                why = L.network.compute().islands > 1 ? "network.islands" : "network.no_path";
            else if (L.plan && L.plan->configsEvaluated > 0)
                why = "plan.none_fits";
            else
                why = "plan.none_valid";
            L.diagnostics.push_back(
                {Severity::Error, "engine.cannot_train", {}, "/workload", {{"reason", why}}});
        } else if (!L.training->memory.fits()) {
            L.diagnostics.push_back(
                {Severity::Error,
                 "engine.out_of_memory",
                 {},
                 "/workload/parallelism",
                 {{"need_gb", fmt("%.1f", L.training->memory.total() / 1e9)},
                  {"have_gb", fmt("%.1f", L.training->memory.capacity / 1e9)}}});
        }
        // Above the best published run for this GPU generation and precision: say the estimate
        // is optimistic rather than let it pass for a plan.
        if (L.training && L.training->valid) {
            if (const auto ceiling = publishedMfuCeiling(*L.cluster->gpu, L.job->precision);
                ceiling && L.training->mfu > ceiling->mfu)
                L.diagnostics.push_back({Severity::Warning,
                                         "engine.mfu_above_published",
                                         {},
                                         "/workload",
                                         {{"mfu_percent", fmt("%.1f", L.training->mfu * 100)},
                                          {"ceiling_percent", fmt("%.1f", ceiling->mfu * 100)},
                                          {"source", ceiling->source}}});
        }
        auto calibrated = calibrations.find(L.cluster->gpu->id);
        if (L.training && L.training->valid && calibrated != calibrations.end()) {
            ClusterSpec measured = *L.cluster;
            measured.profile = calibratedWithStack(calibrated->second, *L.cluster);
            L.trainingCalibrated = estimateTraining(*L.job, measured, L.training->layout);
        }
    } else {
        L.diagnostics.push_back({Severity::Error, "engine.no_model", {}, "/workload/model", {}});
    }
}

/** The run's energy, and the same layout with more or fewer data-parallel replicas. */
void scalingCurve(DesignLedger &L)
{
    if (L.training && L.training->valid) {
        const double runSeconds = L.training->trainDays * 86400.0;
        L.site.runEnergyJ = L.site.facilityTypicalW * runSeconds;
        // Scaling curve: the same layout with more or fewer data-parallel replicas.
        const ParallelLayout base = L.training->layout;
        const int unit = base.tp * base.pp * base.cp;
        for (int n = unit; n <= 4 * L.cluster->gpus; n *= 2) {
            ClusterSpec scaled = *L.cluster;
            scaled.gpus = n;
            ParallelLayout layout = base;
            layout.dp = n / unit;
            const std::int64_t perStep = std::int64_t(layout.dp) * layout.microBatch;
            if (layout.dp < 1 || perStep > L.job->globalBatch || L.job->globalBatch % perStep != 0)
                continue;
            const TrainingEstimate e = estimateTraining(*L.job, scaled, layout);
            if (e.valid)
                L.scaling.push_back({n, e.trainDays, e.mfu, n == L.cluster->gpus});
        }
        if (std::none_of(L.scaling.begin(), L.scaling.end(), [](auto &p) { return p.current; }))
            L.scaling.push_back({L.cluster->gpus, L.training->trainDays, L.training->mfu, true});
        std::sort(L.scaling.begin(), L.scaling.end(),
                  [](const ScalingPoint &a, const ScalingPoint &b) { return a.gpus < b.gpus; });
    }
}

void computeCost(const Design &d, DesignLedger &L)
{
    // --- cost ----------------------------------------------------------------------------------
    CostReport &cost = L.cost;
    cost.capexUsd = L.bom.totalUsd;
    const bool trained = L.training && L.training->valid;
    const int gpus = L.cluster ? L.cluster->gpus : 0;
    const double energyUsdPerYear = L.site.facilityTypicalW / 1000.0 * d.site.utilisation
                                    * kHoursPerYear * d.site.electricityUsdPerKwh;
    if (d.site.colocationUsdPerKwMonth) {
        cost.opexBasis = "colocation";
        cost.opexUsdPerYear = L.site.itMaxW / 1000.0 * *d.site.colocationUsdPerKwMonth * 12.0;
    } else {
        cost.opexBasis = "energy";
        cost.opexUsdPerYear = energyUsdPerYear;
    }
    if (gpus > 0) {
        const double gpuHoursPerYear = gpus * kHoursPerYear * d.site.utilisation;
        const double capexPerYear = cost.capexUsd / d.site.depreciationYears;
        cost.usdPerGpuHour = (capexPerYear + cost.opexUsdPerYear) / gpuHoursPerYear;
        auto cloud = d.site.cloudUsdPerGpuHour.find(L.cluster->gpu->id);
        if (cloud != d.site.cloudUsdPerGpuHour.end())
            cost.cloudUsdPerGpuHour = cloud->second;
        if (trained) {
            cost.runUsdOwned = L.training->gpuHours * cost.usdPerGpuHour;
            if (cost.cloudUsdPerGpuHour)
                cost.runUsdCloud = L.training->gpuHours * *cost.cloudUsdPerGpuHour;
        }
        if (cost.cloudUsdPerGpuHour) {
            // Owned cost per GPU-hour at utilisation u: fixed / (G·8760·u) + variable. Energy
            // opex scales with u (variable); colocation is paid whether busy or not (fixed).
            const double fixed
                = capexPerYear + (d.site.colocationUsdPerKwMonth ? cost.opexUsdPerYear : 0.0);
            const double variable
                = d.site.colocationUsdPerKwMonth
                      ? 0.0
                      : L.site.facilityTypicalW / 1000.0 / gpus * d.site.electricityUsdPerKwh;
            if (*cost.cloudUsdPerGpuHour > variable)
                cost.breakEvenUtilisation
                    = fixed / (gpus * kHoursPerYear * (*cost.cloudUsdPerGpuHour - variable));
        }
    }
}

/** Required against available for compute, memory, bandwidth, energy and time. */
void fiveDimensions(const Design &d, const Calibrations &calibrations, DesignLedger &L)
{
    // --- the five dimensions -----------------------------------------------------------------
    const Workload &w = d.workload;
    const bool trained = L.training && L.training->valid;
    const int gpus = L.cluster ? L.cluster->gpus : 0;
    const double deadlineS = w.deadlineDays.value_or(0) * 86400.0;
    LedgerRow compute {"FLOP/s", {}, {}, {}, {}};
    LedgerRow memory {"B", {}, {}, {}, {}};
    LedgerRow bandwidth {"B/s", {}, {}, {}, {}};
    LedgerRow energy {"W", L.site.itMaxW, L.site.usableW, {}, {}};
    LedgerRow time {"days", {}, w.deadlineDays, {}, {}};
    if (trained) {
        const TrainingEstimate &e = *L.training;
        if (deadlineS > 0)
            compute.required = e.flopsTotal / (deadlineS * e.goodput.value);
        compute.available = e.tflopsModelPerGpu * 1e12 * gpus;
        memory.required = e.memory.total();
        memory.available = e.memory.capacity;
        if (e.breakdown.compute > 0)
            bandwidth.required = e.networkBytesPerGpuPerStep / e.breakdown.compute;
        bandwidth.available = L.cluster->effectiveNetwork();
        time.required = e.trainDays;
        if (L.trainingCalibrated && L.trainingCalibrated->valid) {
            const auto calibrated = calibrations.find(L.cluster->gpu->id);
            compute.calibrated = L.trainingCalibrated->tflopsModelPerGpu * 1e12 * gpus;
            ClusterSpec measured = *L.cluster;
            measured.profile = calibratedWithStack(calibrated->second, *L.cluster);
            bandwidth.calibrated = measured.effectiveNetwork();
        }
    }
    for (LedgerRow *row : {&compute, &memory, &bandwidth, &energy})
        row->headroom = headroom(row->available, row->required);
    // Time runs the other way: headroom is how much sooner than the deadline it finishes.
    time.headroom = headroom(time.available, time.required);
    L.ledger["compute"] = compute;
    L.ledger["memory"] = memory;
    L.ledger["bandwidth"] = bandwidth;
    L.ledger["energy"] = energy;
    L.ledger["time"] = time;
}

void targetDiagnostics(const Design &d, DesignLedger &L)
{
    const Workload &w = d.workload;
    const CostReport &cost = L.cost;
    const bool trained = L.training && L.training->valid;
    if (trained && w.deadlineDays && L.training->trainDays > *w.deadlineDays)
        L.diagnostics.push_back({Severity::Error,
                                 "engine.deadline_missed",
                                 {},
                                 "/workload/deadline_days",
                                 {{"days", fmt("%.1f", L.training->trainDays)},
                                  {"deadline", fmt("%.1f", *w.deadlineDays)}}});
    if (w.budgetUsd && cost.runUsdOwned && *cost.runUsdOwned > *w.budgetUsd)
        L.diagnostics.push_back({Severity::Error,
                                 "engine.budget_exceeded",
                                 {},
                                 "/workload/budget_usd",
                                 {{"cost_usd", fmt("%.0f", *cost.runUsdOwned)},
                                  {"budget_usd", fmt("%.0f", *w.budgetUsd)}}});
}

} // namespace

DesignLedger evaluateDesign(const Design &d, const Catalog &c, const Calibrations &calibrations,
                            PlanCache *cache)
{
    DesignLedger L;
    L.diagnostics = validateDesign(d, c);
    L.network = analyseNetwork(d, c);
    L.diagnostics.insert(L.diagnostics.end(), L.network.diagnostics.begin(),
                         L.network.diagnostics.end());

    sumPower(d, c, L);
    estimateRun(d, c, calibrations, L, cache);
    scalingCurve(L);
    computeCost(d, L);
    fiveDimensions(d, calibrations, L);
    targetDiagnostics(d, L);
    return L;
}

} // namespace cl
