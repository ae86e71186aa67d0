// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingconfigurator.h"

#include "catalog/catalogentries.h"
#include "engine/efficiency.h"
#include "servingengine.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cl {

namespace {

/** The layouts worth sizing for a model on a card: TP within one server (powers of two), and
 *  for MoE expert parallelism over whole servers with attention data-parallel. */
std::vector<std::pair<int, int>> layouts(const ServingSetup &base, int gpusPerServer)
{
    std::vector<std::pair<int, int>> out; // (tp, ep)
    for (int tp = 1; tp <= std::min(8, gpusPerServer); tp *= 2)
        out.push_back({tp, 0});
    if (base.shape.arch.isMoe())
        for (int ep = gpusPerServer; ep <= 8 * gpusPerServer; ep *= 2)
            out.push_back({1, ep});
    return out;
}

bool meetsTargets(const ServingSetup &s, const ServingEstimate &e)
{
    if (!e.valid || !e.fits || !std::isfinite(e.ttftS) || !std::isfinite(e.tpotS))
        return false;
    if ((s.ttftTargetS && e.ttftS > *s.ttftTargetS * (1 + 1e-9))
        || (s.tpotTargetS && e.tpotS > *s.tpotTargetS * (1 + 1e-9)))
        return false;
    if (s.percentileTargets.any()) {
        if (!e.tail || e.tail->saturated)
            return false;
        if ((s.percentileTargets.ttftP90S && e.tail->ttftP90 > *s.percentileTargets.ttftP90S)
            || (s.percentileTargets.tpotP99S && e.tail->tpotP99 > *s.percentileTargets.tpotP99S))
            return false;
    }
    // Enough replicas for the load: the sizing asked for no more than are there.
    return !e.gpusNeeded || *e.gpusNeeded <= s.gpus;
}

/** One layout sized to the load: the smallest deployment of it the estimate says meets the
 *  targets, checked by estimating that deployment (a replica more while it falls short). */
ConfiguredOption sizeLayout(ServingSetup s, const ConfigureCandidate &k, int maxGpus)
{
    ConfiguredOption o;
    const int instance = replicaGpus(s);
    if (s.disaggregated) {
        s.disaggregated->prefillGpus = instance;
        s.disaggregated->decodeGpus = instance;
        s.gpus = 2 * instance;
    } else {
        s.gpus = instance;
    }
    ServingEstimate first = estimateServing(s);
    o.setup = s;
    o.estimate = first;
    if (!first.valid || !first.fits) {
        o.whyNot = "configure.does_not_fit";
        return o;
    }
    if (!first.gpusNeeded) {
        o.whyNot = "configure.no_size_meets";
        return o;
    }
    int prefill = first.prefillGpusNeeded.value_or(0);
    int decode = *first.gpusNeeded - prefill;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const int total = s.disaggregated ? prefill + decode : std::max(instance, decode);
        if (total > maxGpus) {
            o.whyNot = "configure.too_many_gpus";
            o.whyParams["gpus"] = std::to_string(total);
            return o;
        }
        if (s.disaggregated) {
            s.disaggregated->prefillGpus = prefill;
            s.disaggregated->decodeGpus = decode;
        }
        s.gpus = total;
        s.simulateTail = s.percentileTargets.any();
        o.setup = s;
        o.estimate = estimateServing(s);
        o.gpus = total;
        if (meetsTargets(s, o.estimate)) {
            o.meets = true;
            break;
        }
        // Short by the model's own check. Pools: what the estimate at this size asks of each,
        // else an instance more where the miss is (TTFT: the prefill queue; TPOT: decode).
        if (s.disaggregated) {
            const ServingEstimate &e = o.estimate;
            int p = prefill, d = decode;
            if (e.prefillGpusNeeded && e.gpusNeeded) {
                p = std::max(p, *e.prefillGpusNeeded);
                d = std::max(d, *e.gpusNeeded - *e.prefillGpusNeeded);
            }
            if (p == prefill && d == decode) {
                const bool ttftMiss = e.bottleneck == "prefill_pool" || !std::isfinite(e.ttftS)
                                      || (s.ttftTargetS && e.ttftS > *s.ttftTargetS)
                                      || (s.percentileTargets.ttftP90S && e.tail
                                          && e.tail->ttftP90 > *s.percentileTargets.ttftP90S);
                (ttftMiss ? p : d) += instance;
            }
            prefill = p;
            decode = d;
        } else {
            decode += instance;
        }
    }
    if (!o.meets)
        o.whyNot = "configure.no_size_meets";
    if (k.usdPerGpuHour)
        o.usdPerHour = *k.usdPerGpuHour * o.gpus;
    o.powerW = k.wattsPerGpu * o.gpus;
    return o;
}

double objectiveValue(const ConfiguredOption &o, ConfigureObjective objective)
{
    switch (objective) {
    case ConfigureObjective::Cost:
        return o.usdPerHour.value_or(std::numeric_limits<double>::infinity());
    case ConfigureObjective::Gpus:
        return o.gpus;
    case ConfigureObjective::Power:
        return o.powerW;
    }
    return 0;
}

bool dominates(const ConfiguredOption &a, const ConfiguredOption &b)
{
    const double ac = a.usdPerHour.value_or(INFINITY), bc = b.usdPerHour.value_or(INFINITY);
    const bool noWorse = ac <= bc && a.gpus <= b.gpus && a.powerW <= b.powerW;
    const bool better = ac < bc || a.gpus < b.gpus || a.powerW < b.powerW;
    return noWorse && better;
}

} // namespace

std::string configuredLabel(const ConfiguredOption &o)
{
    const ServingSetup &s = o.setup;
    std::string label
        = (s.gpu ? s.gpu->shortName : std::string("?")) + " · " + engineOf(s).name + " · ";
    label += expertParallel(s) ? "EP" + std::to_string(s.expert->ep) : "TP" + std::to_string(s.tp);
    if (s.disaggregated)
        label += " · " + std::to_string(s.disaggregated->prefillGpus) + "P+"
                 + std::to_string(s.disaggregated->decodeGpus) + "D";
    return label;
}

ConfigureResult configureServing(const ConfigureRequest &q)
{
    ConfigureResult r;
    for (const ConfigureCandidate &k : q.candidates) {
        if (!k.gpu)
            continue;
        if (!rateOf(k.gpu->peakDense, gemmFormat(q.base.precision.activations))) {
            // No units for the GEMMs' format: one row that says so.
            ConfiguredOption o;
            o.setup = q.base;
            o.setup.gpu = k.gpu;
            o.whyNot = "configure.no_format";
            r.options.push_back(std::move(o));
            continue;
        }
        std::vector<const ServingEngine *> engines = q.engines;
        if (engines.empty())
            for (const ServingEngine &e : servingEngines())
                engines.push_back(&e);
        for (const ServingEngine *engine : engines) {
            if (!engine->runsOn(*k.gpu) || !engine->hasGemmFormat(q.base.precision.activations))
                continue;
            ServingSetup s = q.base;
            s.gpu = k.gpu;
            s.profile = k.profile;
            s.scaleOutBytesPerS = k.scaleOutBytesPerS;
            s.gpusPerServer = k.gpusPerServer;
            s.simulateTail = false;
            s.disaggregated.reset();
            s.expert.reset();
            s.pp = 1;
            applyEngineDefaults(s, *engine);
            for (const auto &[tp, ep] : layouts(s, k.gpusPerServer)) {
                for (const bool split : {false, true}) {
                    if (split && !q.disaggregation)
                        continue;
                    ServingSetup t = s;
                    t.tp = tp;
                    if (ep > 0)
                        t.expert = ExpertParallel {ep};
                    if (split)
                        t.disaggregated = Disaggregation {};
                    ConfiguredOption o = sizeLayout(t, k, q.maxGpus);
                    ++r.evaluated;
                    if (o.meets && !o.usdPerHour && q.objective == ConfigureObjective::Cost) {
                        o.meets = false;
                        o.whyNot = "configure.no_price";
                    }
                    r.options.push_back(std::move(o));
                }
            }
        }
    }
    // What meets, best first by the objective (then fewer GPUs, then less power), then the rest.
    std::stable_sort(r.options.begin(), r.options.end(),
                     [&](const ConfiguredOption &a, const ConfiguredOption &b) {
                         if (a.meets != b.meets)
                             return a.meets;
                         const double x = objectiveValue(a, q.objective),
                                      y = objectiveValue(b, q.objective);
                         if (x != y)
                             return x < y;
                         if (a.gpus != b.gpus)
                             return a.gpus < b.gpus;
                         return a.powerW < b.powerW;
                     });
    r.picked = !r.options.empty() && r.options.front().meets;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        ConfiguredOption &o = r.options[i];
        if (!o.meets)
            continue;
        o.pareto = true;
        for (std::size_t j = 0; j < r.options.size(); ++j)
            if (j != i && r.options[j].meets && dominates(r.options[j], o)) {
                o.pareto = false;
                if (o.whyNot.empty()) {
                    o.whyNot = "configure.dominated";
                    o.whyParams["by"] = configuredLabel(r.options[j]);
                }
                break;
            }
        if (i > 0 && o.pareto) {
            const double pick = objectiveValue(r.options.front(), q.objective);
            const double mine = objectiveValue(o, q.objective);
            o.whyNot = mine > pick ? "configure.behind" : "configure.tie";
            o.whyParams["by"] = configuredLabel(r.options.front());
            o.whyParams["share"]
                = std::to_string(int(std::lround(pick > 0 ? 100.0 * (mine / pick - 1) : 0)));
        }
    }
    return r;
}

} // namespace cl
