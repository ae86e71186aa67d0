// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerjson.h"

#include "catalog/catalogentries.h"
#include "cost/tariff.h"
#include "estimatejson.h"
#include "model/design.h"

namespace cl {

using ojson = nlohmann::ordered_json;

namespace {
ojson opt(const std::optional<double> &x)
{
    return x && std::isfinite(*x) ? ojson(*x) : ojson(nullptr);
}
} // namespace

ojson diagnosticsToJson(const Diagnostics &diagnostics, const JsonWording &w)
{
    ojson a = ojson::array();
    for (const auto &d : diagnostics) {
        ojson params = ojson::object();
        for (const auto &[k, v] : d.params)
            params[k] = v;
        ojson one {{"severity", severityName(d.severity)}, {"code", d.code}};
        if (w.diagnostic)
            one["message"] = w.diagnostic(d);
        one["object_id"] = d.objectId.empty() ? ojson(nullptr) : ojson(d.objectId);
        one["pointer"] = d.pointer.empty() ? ojson(nullptr) : ojson(d.pointer);
        one["params"] = params;
        a.push_back(one);
    }
    return a;
}

namespace {
ojson rowJson(const LedgerRow &row)
{
    return {{"unit", row.unit},
            {"required", opt(row.required)},
            {"available", opt(row.available)},
            {"calibrated", opt(row.calibrated)},
            {"headroom", opt(row.headroom)},
            {"required_p10", opt(row.requiredP10)},
            {"required_p90", opt(row.requiredP90)}};
}
} // namespace

ojson curveTailJson(std::size_t hours, const std::optional<LatencyPercentiles> &tail)
{
    if (!tail)
        return nullptr;
    const LatencyPercentiles &t = *tail;
    return {{"hours", hours},          {"ttft_s_p50", t.ttftP50}, {"ttft_s_p90", t.ttftP90},
            {"ttft_s_p99", t.ttftP99}, {"tpot_s_p50", t.tpotP50}, {"tpot_s_p90", t.tpotP90},
            {"tpot_s_p99", t.tpotP99}, {"saturated", t.saturated}};
}

ojson servingJson(const DesignLedger &L)
{
    ojson serving = ojson::array();
    for (const ServingReport &r : L.serving) {
        ojson one {{"name", r.name},
                   {"island", r.island.empty() ? ojson(nullptr) : ojson(r.island)},
                   {"gpu", r.gpu},
                   {"gpus", r.gpus},
                   {"tp", r.setup.tp},
                   {"pp", r.setup.pp},
                   {"reason", r.reason.empty() ? ojson(nullptr) : ojson(r.reason)}};
        if (r.estimate) {
            const ServingEstimate &e = *r.estimate;
            one["fits"] = e.fits;
            one["replicas"] = e.replicas;
            one["weights_bytes"] = e.weightsBytes;
            one["kv_cache_bytes_per_token"] = e.kvBytesPerToken;
            one["kv_cache_bytes_per_request"] = e.kvBytesPerRequest;
            one["max_concurrency"] = e.maxConcurrency;
            one["output_tokens_per_s"] = e.outputTokensPerS;
            one["output_tokens_per_s_per_gpu"] = e.outputTokensPerSPerGpu;
            one["ttft_s"] = e.ttftS;
            one["tpot_s"] = e.tpotS;
            one["gpus_needed"] = opt(e.gpusNeeded);
            one["bottleneck"] = e.bottleneck;
            one["load_curve_tail"] = curveTailJson(r.setup.loadCurve.size(), e.tailOverCurve);
        }
        one["usd_per_million_output_tokens_owned"] = opt(r.usdPerMillionOwned);
        one["usd_per_million_output_tokens_cloud"] = opt(r.usdPerMillionCloud);
        ojson dimensions = ojson::object();
        for (const auto &[key, row] : r.dimensions)
            dimensions[key] = rowJson(row);
        one["ledger"] = dimensions;
        ojson curve = ojson::array();
        for (const ServingCurvePoint &p : r.curve)
            curve.push_back({{"concurrency", p.concurrency},
                             {"output_tokens_per_s", p.outputTokensPerS},
                             {"ttft_s", p.ttftS},
                             {"tpot_s", p.tpotS},
                             {"fits", p.fits}});
        one["curve"] = curve;
        serving.push_back(one);
    }
    return serving;
}

namespace {

/** The site's power, heat, energy and cooling mix (power/coolingplan.h). */
ojson siteLedgerJson(const DesignLedger &L, const Design &d)
{
    ojson site = {{"it_max_w", L.site.itMaxW},
                  {"it_typical_w", L.site.itTypicalW},
                  {"usable_w", L.site.usableW},
                  {"facility_max_w", L.site.facilityMaxW},
                  {"facility_typical_w", L.site.facilityTypicalW},
                  {"pue", d.site.pue},
                  {"heat_btu_per_h", L.site.heatBtuPerHour},
                  {"liquid_max_w", L.site.liquidMaxW},
                  {"cooling_tons", L.site.coolingTons},
                  {"run_energy_j", L.site.runEnergyJ},
                  {"run_energy_kwh", L.site.runEnergyJ / 3.6e6},
                  {"year_energy_j", L.site.yearEnergyJ}};
    const CoolingPlan &cp = L.site.cooling;
    ojson rows = ojson::array();
    for (const RowCooling &row : cp.rows)
        rows.push_back({{"row", row.row},
                        {"liquid_w", row.liquidW},
                        {"in_rack_w", row.inRackW},
                        {"in_row_capacity_w", row.inRowCapacityW},
                        {"short_w", row.shortW},
                        {"flow_lpm", row.flowLpm},
                        {"cdus", row.cdus}});
    site["cooling"] = {{"air_max_w", cp.airMaxW},
                       {"rear_door_max_w", cp.rearDoorMaxW},
                       {"liquid_max_w", cp.liquidMaxW},
                       {"liquid_pue", cp.liquidPue},
                       {"effective_pue", cp.effectivePue()},
                       {"pue_at_max", cp.pueAtMax()},
                       {"cdus", cp.cduCount},
                       {"cdu_capacity_w", cp.cduCapacityW},
                       {"cdu_power_w", cp.cduPowerW},
                       {"cdu_rated_power_w", cp.cduRatedPowerW},
                       {"facility_supply_c", cp.facilitySupplyC},
                       {"rows", rows}};
    return site;
}

} // namespace

ojson ledgerToJson(const DesignLedger &L, const Design &d, const JsonWording &w)
{
    ojson j;
    j["design"] = d.name;
    ojson ledger;
    for (const char *key : {"compute", "memory", "bandwidth", "energy", "time"}) {
        ledger[key] = rowJson(L.ledger.at(key));
        if (w.formula)
            ledger[key]["formula"] = w.formula(std::string("ledger.") + key);
    }
    j["ledger"] = ledger;
    ojson racks = ojson::array();
    for (const auto &r : L.racks) {
        racks.push_back({{"id", r.id},
                         {"name", r.name},
                         {"power_max_w", r.load.maxW},
                         {"power_typical_w", r.load.typicalW},
                         {"usable_w", r.load.usableW},
                         {"u_used", r.load.uUsed},
                         {"u_total", r.load.uTotal},
                         {"weight_kg", r.load.weightKg}});
    }
    j["racks"] = racks;
    j["site"] = siteLedgerJson(L, d);
    if (L.training) {
        ojson t = estimateToJson(*L.training, w);
        if (L.job && L.cluster)
            t["context"] = contextToJson(*L.job, *L.cluster);
        t["idle_gpus"] = L.idleGpus;
        t["island"] = nullptr;
        for (const auto &r : L.islands) {
            if (r.chosen && !r.id.empty())
                t["island"] = r.id;
        }
        if (L.plan) {
            t["planner"]
                = {{"configs_considered", L.plan->configsConsidered},
                   {"configs_pruned", L.plan->configsPruned},
                   {"configs_evaluated", L.plan->configsEvaluated},
                   {"configs_fitting", L.plan->configsFitting},
                   {"min_sharding_to_fit",
                    L.plan->minShardingToFit ? ojson(*L.plan->minShardingToFit) : ojson(nullptr)}};
            ojson top = ojson::array();
            for (const auto &r : L.plan->top)
                top.push_back({{"layout", r.estimate.layout.describe()}, {"why_lost", r.whyLost}});
            t["planner"]["runners_up"] = top;
        }
        if (L.trainingCalibrated)
            t["calibrated"] = estimateToJson(*L.trainingCalibrated, w);
        ojson curve = ojson::array();
        for (const auto &p : L.scaling)
            curve.push_back({{"gpus", p.gpus},
                             {"train_days", p.trainDays},
                             {"mfu", p.mfu},
                             {"current", p.current}});
        t["scaling"] = curve;
        j["training"] = t;
    } else {
        j["training"] = nullptr;
    }
    ojson fabrics = ojson::object();
    for (const auto &[fabric, f] : L.network.fabrics) {
        fabrics[std::string(nameOf(fabricNames(), fabric))]
            = {{"links", f.links},
               {"servers_connected", f.serversConnected},
               {"min_per_gpu_bits_per_s", f.minPerGpuBitsPerS},
               {"max_oversubscription", f.maxOversubscription},
               {"islands", f.islands}};
    }
    j["network"] = {{"gpu_servers", L.network.gpuServers}, {"fabrics", fabrics}};
    ojson islands = ojson::array();
    ojson hierarchical = ojson::array();
    for (const auto &r : L.islands) {
        ojson one {{"id", r.id.empty() ? ojson(nullptr) : ojson(r.id)},
                   {"label", r.label},
                   {"gpus", r.gpus},
                   {"gpu_models", r.gpuModels},
                   {"fabric", r.fabric},
                   {"network", r.network},
                   {"train_days", opt(r.trainDays)},
                   {"mfu", opt(r.mfu)},
                   {"reason", r.reason.empty() ? ojson(nullptr) : ojson(r.reason)},
                   {"chosen", r.chosen}};
        if (w.reason && !r.reason.empty())
            one["reason_text"] = w.reason(r.reason);
        if (r.id.empty()) {
            one["islands"] = r.members;
            hierarchical.push_back(one);
        } else {
            islands.push_back(one);
        }
    }
    j["compute_islands"] = islands;
    j["hierarchical_clusters"] = hierarchical;
    j["serving"] = servingJson(L);
    j["cost"] = {{"capex_usd", L.cost.capexUsd},
                 {"opex_usd_per_year", L.cost.opexUsdPerYear},
                 {"opex_basis", L.cost.opexBasis},
                 {"run_usd_owned", opt(L.cost.runUsdOwned)},
                 {"run_usd_cloud", opt(L.cost.runUsdCloud)},
                 {"usd_per_gpu_hour", L.cost.usdPerGpuHour},
                 {"cloud_usd_per_gpu_hour", opt(L.cost.cloudUsdPerGpuHour)},
                 {"break_even_utilisation", opt(L.cost.breakEvenUtilisation)},
                 {"capex_by_category", L.bom.totalsByCategory},
                 {"currency", d.site.currency},
                 {"currency_per_usd", d.site.currencyPerUsd},
                 // The tariff's price for the flat load the engine runs, in USD (cost/tariff.h).
                 {"electricity_usd_per_kwh", electricityUsdPerKwh(d.site)}};
    j["diagnostics"] = diagnosticsToJson(L.diagnostics, w);
    return j;
}

} // namespace cl
