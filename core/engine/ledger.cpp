// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger.h"

#include "catalog/catalog.h"
#include "cost/tariff.h"
#include "errorband.h"
#include "ledgerstages.h"
#include "model/design.h"
#include "model/ports.h"
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
    std::vector<std::size_t> servers;
    for (std::size_t i = 0; i < d.devices.size(); ++i) {
        if (d.devices[i].kind == DeviceKind::GpuServer)
            servers.push_back(i);
    }
    const FabricSummary &compute = network.compute();
    return clusterFromServers(d, c, servers, compute.islands > 1 ? 0.0 : compute.minPerGpuBitsPerS,
                              compute.maxOversubscription, calibrations, out);
}

namespace {

/** Every rack's load, the site's IT and facility power, heat and yearly energy. */
void sumPower(const Design &d, const Catalog &c, const std::vector<RackLoad> &rackLoads,
              DesignLedger &L)
{
    // --- power and heat ----------------------------------------------------------------------
    for (std::size_t i = 0; i < d.racks.size(); ++i) {
        RackReport r {d.racks[i].id, d.racks[i].name, rackLoads[i]};
        L.site.usableW += r.load.usableW;
        L.racks.push_back(r);
    }
    std::vector<RackLoad> loads;
    loads.reserve(L.racks.size());
    for (const auto &r : L.racks)
        loads.push_back(r.load);
    // Unplaced devices still draw power once installed; the plan counts them with the racks.
    L.site.cooling = coolingPlan(d, c, loads);
    L.site.itMaxW = L.site.cooling.itMaxW;
    L.site.itTypicalW = L.site.cooling.itTypicalW;
    L.site.liquidMaxW = L.site.cooling.liquidMaxW;
    L.site.facilityMaxW = L.site.cooling.facilityMaxW;
    L.site.facilityTypicalW = L.site.cooling.facilityTypicalW;
    L.site.heatBtuPerHour = L.site.itMaxW * kBtuPerWattHour;
    L.site.coolingTons = L.site.heatBtuPerHour / kBtuPerHourPerTon;
    L.site.yearEnergyJ = L.site.facilityTypicalW * d.site.utilisation * kHoursPerYear * 3600.0;
}

/** An island's report before its run: what it is and how its servers are joined. */
IslandReport describeIsland(const ComputeIsland &island)
{
    IslandReport r;
    r.id = island.id;
    r.gpus = island.gpus;
    r.gpuModels = island.gpuModels;
    r.fabric = island.linked ? std::string(nameOf(fabricNames(), island.joinedBy)) : "none";
    r.members = island.members;
    r.label = island.label;
    r.memberLabels = island.memberLabels;
    return r;
}

/** Index of the run the ledger shows: the named island, else the fastest that trains and fits,
 *  else the first (the largest island). */
std::size_t chooseRun(const std::vector<IslandRun> &runs, const std::vector<IslandReport> &reports,
                      const std::optional<std::string> &named)
{
    if (named) {
        for (std::size_t i = 0; i < reports.size(); ++i) {
            if (reports[i].id == *named)
                return i;
        }
    }
    std::size_t best = 0;
    bool found = false;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        if (!runs[i].trains())
            continue;
        const double days = runs[i].training->trainDays;
        if (!found || days < runs[best].training->trainDays
            || (days == runs[best].training->trainDays
                && runs[i].cluster.gpus > runs[best].cluster.gpus)) {
            best = i;
            found = true;
        }
    }
    return best;
}

/** The job on every island and hierarchical cluster; the chosen one fills the ledger. */
void estimateRun(const Design &d, const Catalog &c, const NetworkAnalysis &network,
                 const Calibrations &calibrations, DesignLedger &L, PlanCache *shared)
{
    L.job = jobFromWorkload(d.workload, c);
    if (!L.job) {
        L.diagnostics.push_back({Severity::Error, "engine.no_model", {}, "/workload/model", {}});
        // No run to estimate, but the cluster is still there: the largest island's.
        if (!network.islands.empty()) {
            const ComputeIsland &largest = network.islands.front();
            Diagnostics notes;
            L.cluster = clusterFromServers(d, c, largest.servers, largest.perGpuBitsPerS,
                                           largest.maxOversubscription, {}, notes);
        }
        return;
    }
    // Islands that are copies of one another plan once.
    PlanCache local;
    PlanCache &cache = shared ? *shared : local;
    std::vector<IslandRun> runs;
    std::vector<Diagnostics> clusterNotes;
    std::vector<const ComputeIsland *> groups;
    for (const auto &island : network.islands)
        groups.push_back(&island);
    for (const auto &h : network.hierarchical)
        groups.push_back(&h);
    const DesignScan scan = scanDesign(d, c);
    for (const ComputeIsland *g : groups) {
        Diagnostics notes;
        // The ledger shows datasheet-based figures, and beside them the calibrated ones when a
        // probe profile covers the GPU: the same layout, the measured efficiencies.
        const auto cluster = clusterFromServers(d, c, scan, g->servers, g->perGpuBitsPerS,
                                                g->maxOversubscription, {}, notes);
        if (!cluster)
            continue;
        IslandReport report = describeIsland(*g);
        runs.push_back(runOnCluster(d.workload.parallelism, *L.job, *cluster, cache));
        IslandRun &run = runs.back();
        if (run.training)
            run.training->band = estimateBand(*run.training, run.job, *cluster, c.errorBands);
        report.network = cluster->networkName;
        report.reason = run.reason;
        if (run.trains()) {
            report.trainDays = run.training->trainDays;
            report.band = run.training->band;
            report.mfu = run.training->mfu;
        }
        L.planMs += run.planMs;
        L.islands.push_back(std::move(report));
        clusterNotes.push_back(std::move(notes));
    }
    if (runs.empty()) {
        L.diagnostics.push_back({Severity::Warning, "engine.no_gpus", {}, {}, {}});
        return;
    }
    if (d.workload.island
        && std::none_of(L.islands.begin(), L.islands.end(),
                        [&](const IslandReport &r) { return r.id == *d.workload.island; }))
        L.diagnostics.push_back({Severity::Error,
                                 "workload.unknown_island",
                                 {},
                                 "/workload/island",
                                 {{"island", *d.workload.island}}});
    const std::size_t chosen = chooseRun(runs, L.islands, d.workload.island);
    L.islands[chosen].chosen = true;
    IslandRun &run = runs[chosen];
    L.diagnostics.insert(L.diagnostics.end(), clusterNotes[chosen].begin(),
                         clusterNotes[chosen].end());
    L.diagnostics.insert(L.diagnostics.end(), run.diagnostics.begin(), run.diagnostics.end());
    L.cluster = run.cluster;
    L.job = run.job; // the batch the chosen run used
    L.plan = std::move(run.plan);
    L.idleGpus = run.idleGpus;
    if (run.training && (run.training->valid || !run.training->invalidCode.empty()))
        L.training = std::move(run.training);
    auto calibrated = calibrations.find(L.cluster->gpu->id);
    if (L.training && L.training->valid && calibrated != calibrations.end()) {
        ClusterSpec measured = *L.cluster;
        measured.profile = calibratedWithStack(calibrated->second, *L.cluster);
        L.calibrationSources = calibrated->second.figureSources;
        L.trainingCalibrated = estimateTraining(*L.job, measured, L.training->layout);
        // The calibrated time's band: centred on the team's own measurement, widened with the
        // doublings from the scale it was measured at (errorband.h).
        if (L.trainingCalibrated->valid)
            L.trainingCalibrated->band
                = estimateBand(*L.trainingCalibrated, *L.job, measured, c.errorBands);
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
    // The owned rate spreads the whole design's cost over all its GPUs, whichever island runs.
    int gpus = 0;
    for (const auto &island : L.network.islands)
        gpus += island.gpus;
    const double energyUsdPerYear = L.site.facilityTypicalW / 1000.0 * d.site.utilisation
                                    * kHoursPerYear * electricityUsdPerKwh(d.site);
    const auto colocation = colocationUsdPerKwMonth(d.site);
    if (colocation) {
        cost.opexBasis = "colocation";
        cost.opexUsdPerYear = L.site.itMaxW / 1000.0 * *colocation * 12.0;
    } else {
        cost.opexBasis = "energy";
        cost.opexUsdPerYear = energyUsdPerYear;
    }
    if (gpus > 0) {
        const double gpuHoursPerYear = gpus * kHoursPerYear * d.site.utilisation;
        const double capexPerYear = cost.capexUsd / d.site.depreciationYears;
        cost.usdPerGpuHour = (capexPerYear + cost.opexUsdPerYear) / gpuHoursPerYear;
        if (L.cluster)
            cost.cloudUsdPerGpuHour = cloudUsdPerGpuHour(d.site, L.cluster->gpu->id);
        if (trained) {
            cost.runUsdOwned = L.training->gpuHours * cost.usdPerGpuHour;
            if (cost.cloudUsdPerGpuHour)
                cost.runUsdCloud = L.training->gpuHours * *cost.cloudUsdPerGpuHour;
        }
        if (cost.cloudUsdPerGpuHour) {
            // Owned cost per GPU-hour at utilisation u: fixed / (G·8760·u) + variable. Energy
            // opex scales with u (variable); colocation is paid whether busy or not (fixed).
            const double fixed = capexPerYear + (colocation ? cost.opexUsdPerYear : 0.0);
            const double variable = colocation ? 0.0
                                               : L.site.facilityTypicalW / 1000.0 / gpus
                                                     * electricityUsdPerKwh(d.site);
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
    LedgerRow compute {"FLOP/s", {}, {}, {}, {}, {}, {}};
    LedgerRow memory {"B", {}, {}, {}, {}, {}, {}};
    LedgerRow bandwidth {"B/s", {}, {}, {}, {}, {}, {}};
    LedgerRow energy {"W", L.site.itMaxW, L.site.usableW, {}, {}, {}, {}};
    LedgerRow time {"days", {}, w.deadlineDays, {}, {}, {}, {}};
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
        if (e.band) {
            time.requiredP10 = e.band->trainDaysP10;
            time.requiredP90 = e.band->trainDaysP90;
        }
        if (L.trainingCalibrated && L.trainingCalibrated->valid) {
            const auto calibrated = calibrations.find(L.cluster->gpu->id);
            compute.calibrated = L.trainingCalibrated->tflopsModelPerGpu * 1e12 * gpus;
            ClusterSpec measured = *L.cluster;
            measured.profile = calibratedWithStack(calibrated->second, *L.cluster);
            bandwidth.calibrated = measured.effectiveNetwork();
            // The time row's calibrated figure is the run's time on the team's own measurements
            // (its other columns are the time required and the deadline).
            time.calibrated = L.trainingCalibrated->trainDays;
        }
    }
    for (LedgerRow *row : {&compute, &memory, &bandwidth, &energy})
        row->headroom = ledgerHeadroom(row->available, row->required);
    // Time runs the other way: headroom is how much sooner than the deadline it finishes.
    time.headroom = ledgerHeadroom(time.available, time.required);
    L.ledger["compute"] = compute;
    L.ledger["memory"] = memory;
    L.ledger["bandwidth"] = bandwidth;
    L.ledger["energy"] = energy;
    L.ledger["time"] = time;
}

/** An amount over a budget, in USD (`<what>_usd`, `budget_usd`) and in the currency the budget was
 *  entered in (`<what>`, `budget`, `currency`), so the words can use the planner's own money. */
std::map<std::string, std::string> overBudgetParams(const std::string &what, double usd,
                                                    const Money &budget, const Site &site)
{
    const double perUsd = unitsPerUsd(budget.currency, site).value_or(1.0);
    return {{what + "_usd", formatText("%.0f", usd)},
            {"budget_usd", formatText("%.0f", *toUsd(budget, site))},
            {what, formatText("%.0f", usd * perUsd)},
            {"budget", formatText("%.0f", budget.amount)},
            {"currency", budget.currency}};
}

void targetDiagnostics(const Design &d, DesignLedger &L)
{
    const Workload &w = d.workload;
    const CostReport &cost = L.cost;
    const bool trained = L.training && L.training->valid;
    if (trained && L.cluster && L.job)
        if (auto starved = dataFeedDiagnostic(*L.training, *L.cluster, L.job->feed))
            L.diagnostics.push_back(*starved);
    if (trained && w.deadlineDays && L.training->trainDays > *w.deadlineDays)
        L.diagnostics.push_back({Severity::Error,
                                 "engine.deadline_missed",
                                 {},
                                 "/workload/deadline_days",
                                 {{"days", formatText("%.1f", L.training->trainDays)},
                                  {"deadline", formatText("%.1f", *w.deadlineDays)}}});
    const auto runBudget = w.budget ? toUsd(*w.budget, d.site) : std::nullopt;
    if (runBudget && cost.runUsdOwned && *cost.runUsdOwned > *runBudget)
        L.diagnostics.push_back({Severity::Error,
                                 "engine.budget_exceeded",
                                 {},
                                 "/workload/budget",
                                 overBudgetParams("cost", *cost.runUsdOwned, *w.budget, d.site)});
    if (!d.targets)
        return;
    // The targets a design was made for (File → New from Targets): later edits that break them
    // are warnings, the design itself still works.
    const DesignTargets &t = *d.targets;
    for (const RackReport &r : L.racks) {
        if (r.load.maxW > t.rackKw * 1000.0 * (1 + 1e-9))
            L.diagnostics.push_back({Severity::Warning,
                                     "targets.rack_over_kw",
                                     r.id,
                                     "/targets/rack_kw",
                                     {{"rack", r.name},
                                      {"kw", formatText("%.1f", r.load.maxW / 1000.0)},
                                      {"target_kw", formatText("%g", t.rackKw)}}});
    }
    const auto capexBudget = t.budget ? toUsd(*t.budget, d.site) : std::nullopt;
    if (capexBudget && cost.capexUsd > *capexBudget)
        L.diagnostics.push_back({Severity::Warning,
                                 "targets.over_budget",
                                 {},
                                 "/targets/budget",
                                 overBudgetParams("capex", cost.capexUsd, *t.budget, d.site)});
    if (t.siteMw && L.site.facilityMaxW > *t.siteMw * 1e6)
        L.diagnostics.push_back({Severity::Warning,
                                 "targets.over_site_power",
                                 {},
                                 "/targets/site_mw",
                                 {{"facility_mw", formatText("%.2f", L.site.facilityMaxW / 1e6)},
                                  {"site_mw", formatText("%g", *t.siteMw)}}});
}

} // namespace

bool sameStructure(const Design &a, const Design &b)
{
    const auto islandsNamed = [](const Design &d) {
        std::vector<std::optional<std::string>> named {d.workload.island};
        for (const ServingWorkload &w : d.serving)
            named.push_back(w.island);
        return named;
    };
    return a.site.floor == b.site.floor && a.site.market == b.site.market
           && a.site.heldGpus == b.site.heldGpus && islandsNamed(a) == islandsNamed(b)
           && a.racks == b.racks && a.devices == b.devices && a.links == b.links;
}

StructureStage structureStage(const Design &d, const Catalog &c)
{
    StructureStage s;
    const LinkIndex links(d, c); // every link's ends, resolved once for the passes below
    s.rackLoads = rackLoads(d, c); // and every rack's load
    s.diagnostics = validateDesign(d, c, links, s.rackLoads);
    s.network = analyseNetwork(d, c, links);
    s.diagnostics.insert(s.diagnostics.end(), s.network.diagnostics.begin(),
                         s.network.diagnostics.end());
    s.bom = buildBom(d, c, links);
    return s;
}

DesignLedger runStage(const Design &d, const Catalog &c, const NetworkAnalysis &network,
                      const Calibrations &calibrations, PlanCache *cache)
{
    DesignLedger run;
    estimateRun(d, c, network, calibrations, run, cache);
    return run;
}

DesignLedger assembleLedger(const Design &d, const Catalog &c, const Calibrations &calibrations,
                            const StructureStage &structure, const DesignLedger &run,
                            ServingMemo *serving)
{
    DesignLedger L;
    L.diagnostics = structure.diagnostics;
    L.network = structure.network;
    L.bom = structure.bom;
    sumPower(d, c, structure.rackLoads, L);
    L.job = run.job;
    L.cluster = run.cluster;
    L.training = run.training;
    L.plan = run.plan;
    L.trainingCalibrated = run.trainingCalibrated;
    L.calibrationSources = run.calibrationSources;
    L.islands = run.islands;
    L.planMs = run.planMs;
    L.idleGpus = run.idleGpus;
    L.diagnostics.insert(L.diagnostics.end(), run.diagnostics.begin(), run.diagnostics.end());
    scalingCurve(L);
    computeCost(d, L);
    fiveDimensions(d, calibrations, L);
    targetDiagnostics(d, L);
    L.serving = evaluateServing(d, c, L.islands, L.cost, L.site.facilityTypicalW, calibrations,
                                L.diagnostics, serving);
    return L;
}

DesignLedger evaluateDesign(const Design &d, const Catalog &c, const Calibrations &calibrations,
                            PlanCache *cache)
{
    const StructureStage structure = structureStage(d, c);
    return assembleLedger(d, c, calibrations, structure,
                          runStage(d, c, structure.network, calibrations, cache), nullptr);
}

} // namespace cl
