// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingledger.h"

#include "catalog/catalog.h"
#include "cost/tariff.h"
#include "ledger.h"
#include "serving/servingcost.h"
#include "serving/servingengine.h"

#include <algorithm>

namespace cl {

namespace {

const IslandReport *islandFor(const ServingWorkload &w, const std::vector<IslandReport> &islands)
{
    const IslandReport *largest = nullptr;
    for (const IslandReport &i : islands) {
        if (i.id.empty())
            continue; // a hierarchical cluster: serving stays inside one island
        if (w.island && i.id == *w.island)
            return &i;
        if (!largest || i.gpus > largest->gpus)
            largest = &i;
    }
    return w.island ? nullptr : largest;
}

/** The most GPUs one server of the design holds of this model: TP stays inside a server. */
int gpusPerServer(const Design &d, const std::string &gpu)
{
    int most = 1;
    for (const Device &dev : d.devices) {
        int n = 0;
        for (const auto &slot : dev.gpuSlots)
            n += slot && *slot == gpu ? 1 : 0;
        most = std::max(most, n);
    }
    return most;
}

int designGpus(const Design &d)
{
    int n = 0;
    for (const Device &dev : d.devices)
        n += dev.installedGpuCount();
    return n;
}

Diagnostic diagnostic(Severity s, const char *code, std::size_t index,
                      std::map<std::string, std::string> params)
{
    return {s, code, {}, "/serving/" + std::to_string(index), std::move(params)};
}

} // namespace

/** What the workload says of its deployment (version 7): expert parallelism, the pools, the
 *  prefix cache, speculation and percentile targets, and the usual server's fabric. */
static void applyDeployment(const ServingWorkload &w, const Catalog &c, ServingSetup &s)
{
    const ServingFabric fabric = servingFabric(c, *s.gpu);
    s.scaleOutBytesPerS = fabric.scaleOutBytesPerS;
    s.gpusPerServer = fabric.gpusPerServer;
    if (w.ep > 1 && s.shape.arch.isMoe())
        s.expert = ExpertParallel {w.ep, 32, w.twoBatchOverlap};
    if (w.disaggregated)
        s.disaggregated = Disaggregation {w.prefillGpus, w.decodeGpus, 0};
    if (w.prefixHit && w.prefixTokens > 0)
        s.prefix = PrefixCache {*w.prefixHit, std::min(w.prefixTokens, w.inputTokens)};
    if (w.draftTokens > 0) {
        Speculation sp;
        sp.draftTokens = w.draftTokens;
        sp.acceptLength = w.acceptLength;
        s.speculation = sp;
    }
    // The day's (or week's) load: the replicas are sized for the peak, the tail is pooled over
    // the hours (ServingEstimate::tailOverCurve).
    s.loadCurve = w.loadCurve;
    s.simulateTail = !w.loadCurve.empty() && w.requestsPerS; // the curve says nothing else
    if (w.ttftP90Ms)
        s.percentileTargets.ttftP90S = *w.ttftP90Ms / 1000.0;
    if (w.tpotP99Ms)
        s.percentileTargets.tpotP99S = *w.tpotP99Ms / 1000.0;
    // Percentile targets hold only at a load.
    if (!w.concurrency && !w.requestsPerS)
        s.percentileTargets = {};
}

ServingSetup servingSetupFor(const ServingWorkload &w, const ModelShape &shape, const Catalog &c,
                             const GpuModel &gpu, const EfficiencyProfile &profile,
                             bool &engineRefused)
{
    ServingSetup s;
    s.shape = shape;
    if (w.model.preset)
        if (const ModelPreset *m = c.modelPreset(*w.model.preset); m && m->kvLoraRank > 0)
            s.mla = LatentAttention {m->kvLoraRank, m->ropeHeadDim};
    s.gpu = &gpu;
    // The engine the workload names where it runs on the card, else the card's usual one.
    const ServingEngine *engine = w.engine ? servingEngine(*w.engine) : nullptr;
    engineRefused = engine && !engine->runsOn(gpu);
    if (engineRefused)
        engine = nullptr;
    applyEngineDefaults(s, engine ? *engine : defaultServingEngine(gpu));
    applyDeployment(w, c, s);
    s.pp = std::max(1, w.pp);
    s.precision = {w.weights, w.activations, w.kv};
    s.inputTokens = w.inputTokens;
    s.outputTokens = w.outputTokens;
    s.concurrency = w.concurrency;
    s.requestsPerS = w.requestsPerS;
    if (w.ttftMs)
        s.ttftTargetS = *w.ttftMs / 1000.0;
    if (w.tpotMs)
        s.tpotTargetS = *w.tpotMs / 1000.0;
    s.profile = profile;
    s.tp = w.tp > 0 ? w.tp : 1;
    return s;
}

ServingEstimate estimateOnGpus(ServingSetup &s, int gpus, int tp, int maxTp)
{
    // Whole replicas (instances) only: GPUs past the last whole one stay idle; the pools of a
    // disaggregated deployment share the GPUs.
    s.tp = tp > 0 ? tp : 1;
    const int unit = replicaGpus(s);
    s.gpus = s.disaggregated ? std::max(2, gpus) : std::max(unit, gpus / unit * unit);
    ServingEstimate e = tp > 0 ? estimateServing(s) : estimateWithBestTp(s, maxTp);
    if (tp == 0 && !s.disaggregated)
        s.gpus = gpus / replicaGpus(s) * replicaGpus(s);
    return e;
}

std::vector<ServingReport>
evaluateServing(const Design &d, const Catalog &c, const std::vector<IslandReport> &islands,
                const CostReport &cost, double facilityTypicalW,
                const std::map<std::string, EfficiencyProfile> &calibrations, Diagnostics &out,
                ServingMemo *memo)
{
    std::vector<ServingMemo::Entry> kept;
    if (memo)
        memo->reused = 0;
    std::vector<ServingReport> reports;
    const int allGpus = designGpus(d);
    const double facilityWPerGpu = allGpus > 0 ? facilityTypicalW / allGpus : 0.0;
    for (std::size_t i = 0; i < d.serving.size(); ++i) {
        const ServingWorkload &w = d.serving[i];
        ServingReport r;
        r.name = w.name.empty() ? "serving " + std::to_string(i + 1) : w.name;
        const IslandReport *island = islandFor(w, islands);
        if (!island) {
            r.reason = w.island ? "serving.unknown_island" : "serving.no_gpus";
            out.push_back(diagnostic(w.island ? Severity::Warning : Severity::Error,
                                     r.reason.c_str(), i,
                                     {{"workload", r.name}, {"island", w.island.value_or("")}}));
            reports.push_back(r);
            continue;
        }
        r.island = island->id;
        for (const auto &[gpu, count] : island->gpuModels) {
            if (count > r.gpus) {
                r.gpu = gpu;
                r.gpus = count;
            }
        }
        const auto shape = resolveModel(w.model, c);
        const GpuModel *gpu = c.gpu(r.gpu);
        if (!shape || !gpu) {
            r.reason = "serving.no_gpus";
            out.push_back(
                diagnostic(Severity::Error, "serving.no_gpus", i, {{"workload", r.name}}));
            reports.push_back(r);
            continue;
        }
        auto cal = calibrations.find(gpu->id);
        bool engineRefused = false;
        ServingSetup &s = r.setup;
        s = servingSetupFor(w, *shape, c, *gpu,
                            cal != calibrations.end() ? cal->second : defaultProfileFor(*gpu),
                            engineRefused);
        if (engineRefused)
            out.push_back(diagnostic(Severity::Warning, "serving.engine_not_on_gpu", i,
                                     {{"workload", r.name},
                                      {"engine", servingEngine(*w.engine)->name},
                                      {"gpu", gpu->shortName}}));
        const int maxTp = gpusPerServer(d, gpu->id);
        const ServingMemo::Entry *known = nullptr;
        if (memo)
            for (const ServingMemo::Entry &m : memo->entries)
                if (m.gpus == r.gpus && m.maxTp == maxTp && m.gpu == gpu->id && m.workload == w)
                    known = &m;
        if (known) {
            s = known->setup;
            ++memo->reused;
        }
        const ServingEstimate e = known ? known->estimate : estimateOnGpus(s, r.gpus, w.tp, maxTp);
        r.estimate = e;
        const std::map<std::string, std::string> params {{"workload", r.name},
                                                         {"gpu", gpu->shortName},
                                                         {"gpus", std::to_string(r.gpus)},
                                                         {"tp", std::to_string(s.tp)}};
        if (!e.valid) {
            // TP, EP or the pools do not make whole instances of the island's GPUs.
            r.reason = "serving.bad_layout";
            auto p = params;
            p["ep"] = std::to_string(s.expert ? s.expert->ep : 0);
            out.push_back(diagnostic(Severity::Error, "serving.bad_layout", i, p));
        } else if (!e.fits) {
            r.reason = "serving.does_not_fit";
            out.push_back(diagnostic(Severity::Error, "serving.does_not_fit", i, params));
        } else if (e.gpusNeeded && *e.gpusNeeded > r.gpus) {
            auto p = params;
            p["needed"] = std::to_string(*e.gpusNeeded);
            out.push_back(diagnostic(Severity::Warning, "serving.short_of_gpus", i, p));
        }
        r.dimensions = servingDimensions(s, e,
                                         {defaultProfileFor(*gpu), cal != calibrations.end()
                                                                       ? std::optional(cal->second)
                                                                       : std::nullopt},
                                         facilityWPerGpu);
        // Pools: the curve is the decode pool's (its steps carry no prefill).
        ServingSetup curveSetup = s;
        if (s.disaggregated && e.decodeGpus) {
            curveSetup.disaggregated.reset();
            curveSetup.decodeOnly = true;
            curveSetup.gpus = *e.decodeGpus;
        }
        r.curve = known ? known->curve : servingCurve(curveSetup, e);
        if (memo)
            kept.push_back({w, gpu->id, r.gpus, maxTp, s, e, r.curve});
        if (e.fits && e.outputTokensPerSPerGpu > 0) {
            if (cost.usdPerGpuHour > 0)
                r.usdPerMillionOwned
                    = usdPerMillionTokens(cost.usdPerGpuHour, e.outputTokensPerSPerGpu);
            if (const auto cloud = cloudUsdPerGpuHour(d.site, gpu->id))
                r.usdPerMillionCloud = usdPerMillionTokens(*cloud, e.outputTokensPerSPerGpu);
        }
        reports.push_back(std::move(r));
    }
    if (memo)
        memo->entries = std::move(kept);
    return reports;
}

} // namespace cl
