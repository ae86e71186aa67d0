// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnostictext.h"

#include "codewords.h"
#include "diagnosticformatters.h"
#include "moneytext.h"
#include "procurementtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <functional>
#include <map>

namespace cl {

QString diagnosticParam(const Diagnostic &d, const char *key)
{
    auto it = d.params.find(key);
    if (it == d.params.end())
        return {};
    const QString raw = QString::fromStdString(it->second);
    bool ok = false;
    const double x = raw.toDouble(&ok);
    if (!ok || raw.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        return raw;
    const int dot = raw.indexOf(QLatin1Char('.'));
    const int decimals = dot < 0 ? 0 : int(raw.size() - dot - 1);
    return QLocale().toString(x, 'f', decimals);
}

namespace {

QString p(const Diagnostic &d, const char *key)
{
    return diagnosticParam(d, key);
}

/** A budget diagnostic's amount in the currency the budget was entered in (moneyInFull); in USD
 *  where it names no currency. */
QString budgetMoney(const Diagnostic &d, const std::string &what)
{
    const auto currency = d.params.find("currency");
    const auto amount = d.params.find(what);
    auto value = [&](const std::string &key) {
        const auto it = d.params.find(key);
        return it == d.params.end() ? 0.0 : QString::fromStdString(it->second).toDouble();
    };
    const bool usd = currency == d.params.end() || amount == d.params.end();
    return display::moneyInFull(
        Money {usd ? value(what + "_usd") : value(what), usd ? "USD" : currency->second});
}

using Formatter = DiagnosticFormatter;

// size-check: data table (one wording per diagnostic code)
const std::map<std::string, Formatter> &formatters()
{
    static const std::map<std::string, Formatter> table {
        {"rack.place_taken",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 stands on the same floor place (row %2, position %3) as %4")
                 .arg(p(d, "rack"), p(d, "row"), p(d, "position"), p(d, "other"));
         }},
        {"rack.power_over_budget",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Rack %1 draws up to %2 kW, over its usable %3 kW")
                 .arg(p(d, "rack"), p(d, "max_kw"), p(d, "usable_kw"));
         }},
        {"rack.no_power",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "Rack %1 holds powered devices but has no usable power")
                 .arg(p(d, "rack"));
         }},
        {"rack.cooling_over_limit",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 can produce %2 kW of heat, more than its cooling removes (%3 kW)")
                 .arg(p(d, "rack"), p(d, "max_kw"), p(d, "limit_kw"));
         }},
        {"rack.weight_over_limit",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Rack %1 carries %2 kg, over its rated %3 kg")
                 .arg(p(d, "rack"), p(d, "weight_kg"), p(d, "limit_kg"));
         }},
        {"device.past_rack_top",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "%1 at U%2 is %3U high and runs past the top of %4 (%5U)")
                 .arg(p(d, "device"), p(d, "u"), p(d, "height"), p(d, "rack"), p(d, "rack_u"));
         }},
        {"device.u_overlap",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "%1 overlaps %2 at U%3 in %4")
                 .arg(p(d, "device"), p(d, "other"), p(d, "u"), p(d, "rack"));
         }},
        {"device.unplaced",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "%1 is not placed in a rack yet")
                 .arg(p(d, "device"));
         }},
        {"server.no_free_slot",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "%1 lists %2 GPUs but has only %3 slots: no free slot for the rest")
                 .arg(p(d, "device"), p(d, "gpus"), p(d, "slots"));
         }},
        {"server.gpu_form_factor",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "%1 (%2) does not fit the %3 slots of %4")
                 .arg(p(d, "gpu"), p(d, "gpu_form"), p(d, "slot_form"), p(d, "device"));
         }},
        {"server.builtin_gpu",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "%1 is sold with %2 GPUs built in; it cannot hold %3")
                 .arg(p(d, "device"), p(d, "builtin"), p(d, "gpu"));
         }},
        {"server.mixed_gpus",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "%1 mixes GPU models (%2); one server holds one model")
                 .arg(p(d, "device"), p(d, "models"));
         }},
        {"server.no_gpus",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "%1 is a GPU server with no GPU installed")
                 .arg(p(d, "device"));
         }},
        {"link.loopback",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "Link %1 connects a port to itself")
                 .arg(p(d, "link"));
         }},
        {"link.missing_port",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Link %1 uses port \"%2\", which %3 does not have")
                 .arg(p(d, "link"), p(d, "port"), p(d, "device"));
         }},
        {"link.port_reused",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Port %1:%2 is used by link %3 and already by %4")
                 .arg(p(d, "device"), p(d, "port"), p(d, "link"), p(d, "other"));
         }},
        {"fabric.no_compute_link",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "%1 has no compute-fabric link: it is left out of the estimate (an "
                        "island of its own)")
                 .arg(p(d, "device"));
         }},
        {"fabric.ports_unconnected",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "%1 leaves %2 compute port(s) unconnected: its "
                                                "GPUs get less network bandwidth")
                 .arg(p(d, "device"), p(d, "ports"));
         }},
        {"fabric.oversubscribed",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Compute leaves are oversubscribed %1:1 (downlink to uplink bandwidth)")
                 .arg(p(d, "ratio"));
         }},
        {"fabric.slow",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "The compute fabric gives a GPU only %1 between servers")
                 .arg(p(d, "per_gpu"));
         }},
        {"engine.mixed_gpu_models",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "One data-parallel group mixes GPU models (%1): "
                                                "the %2 sets the pace for all, the %3's memory "
                                                "bounds the layout")
                 .arg(p(d, "models"), p(d, "pace"), p(d, "memory"));
         }},
        {"engine.no_gpus",
         [](const Diagnostic &) {
             return QCoreApplication::translate(
                 "Diagnostics", "The design has no GPU installed: there is nothing to train on");
         }},
        {"engine.cannot_train",
         [](const Diagnostic &d) {
             const auto it = d.params.find("reason");
             return QCoreApplication::translate("Diagnostics", "The workload cannot run: %1")
                 .arg(reasonText(it == d.params.end() ? std::string() : it->second));
         }},
        {"engine.idle_gpus",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "No layout uses all %1 GPUs with this global batch: the estimate uses %2 "
                        "and %3 sit idle")
                 .arg(p(d, "total"), p(d, "used"), p(d, "idle"));
         }},
        {"fabric.no_servers",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "No server has ports on the %1 fabric: nothing to join")
                 .arg(p(d, "fabric"));
         }},
        {"fabric.no_switch",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "No catalog switch \"%1\" serves this fabric: "
                                                "pick a switch with ports at the servers' speed")
                 .arg(p(d, "switch"));
         }},
        {"fabric.too_large",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "%1 leaves are more than three tiers of %2 "
                                                "switches can join: pick a switch with more ports")
                 .arg(p(d, "leaves"), p(d, "switch"));
         }},
        {"targets.rack_over_kw",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Rack %1 draws up to %2 kW, over the %3 kW per rack it was designed for")
                 .arg(p(d, "rack"), p(d, "kw"), p(d, "target_kw"));
         }},
        {"targets.over_budget",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "The capex is %1, over the %2 budget it was designed for")
                 .arg(budgetMoney(d, "capex"), budgetMoney(d, "budget"));
         }},
        {"targets.over_site_power",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "The facility draws up to %1 MW, over the site's %2 MW it was designed for")
                 .arg(p(d, "facility_mw"), p(d, "site_mw"));
         }},
        {"procurement.unbuyable",
         [](const Diagnostic &d) {
             MarketAvailability m;
             m.status = p(d, "status").toStdString();
             m.rule = p(d, "rule").toStdString();
             m.ruleZh = p(d, "rule_zh").toStdString();
             m.date = p(d, "date").toStdString();
             return QCoreApplication::translate("Diagnostics",
                                                "%1 × %2 installed, %3 held on site. %4")
                 .arg(p(d, "count"), p(d, "gpu"), p(d, "held"),
                      unbuyableText(m, p(d, "market").toStdString()));
         }},
        {"sizing.no_candidates",
         [](const Diagnostic &) {
             return QCoreApplication::translate(
                 "Diagnostics", "No candidate GPU or server to size the cluster with");
         }},
        {"sizing.unknown_gpu",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "No catalog GPU \"%1\"")
                 .arg(p(d, "gpu"));
         }},
        {"sizing.unknown_server",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "No catalog server \"%1\" for %2")
                 .arg(p(d, "server"), p(d, "gpu"));
         }},
        {"sizing.unknown_rack",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics", "No catalog rack \"%1\"")
                 .arg(p(d, "rack"));
         }},
        {"sizing.server_gpu_mismatch",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Server %1 does not take GPU %2 (built-in GPU or "
                                                "form factor)")
                 .arg(p(d, "server"), p(d, "gpu"));
         }},
        {"sizing.server_over_rack",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "One %1 draws %2 kW: more than the %3 kW a rack may draw")
                 .arg(p(d, "server"), p(d, "server_kw"), p(d, "rack_kw"));
         }},
        {"sizing.fabric",
         [](const Diagnostic &d) {
             // The fabric generator's own reason, worded in turn (fabric.too_large, ...).
             Diagnostic inner = d;
             inner.code = p(d, "fabric_error").toStdString();
             return QCoreApplication::translate("Diagnostics",
                                                "The compute fabric could not be built (%1)")
                 .arg(diagnosticText(inner));
         }},
        {"serving.unknown_island",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Serving workload %1 names island %2, which the design does not have")
                 .arg(p(d, "workload"), p(d, "island"));
         }},
        {"serving.no_gpus",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "Serving workload %1 has no GPUs to run on")
                 .arg(p(d, "workload"));
         }},
        {"serving.does_not_fit",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Serving workload %1 does not fit on %2 x %3 (TP %4): weights, workspace "
                        "and one sequence's KV cache need more memory")
                 .arg(p(d, "workload"), p(d, "gpus"), p(d, "gpu"), p(d, "tp"));
         }},
        {"serving.bad_layout",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Serving workload %1's layout does not make whole instances of its %2 x "
                        "%3 (TP %4, EP %5, or the prefill and decode pools)")
                 .arg(p(d, "workload"), p(d, "gpus"), p(d, "gpu"), p(d, "tp"), p(d, "ep"));
         }},
        {"serving.engine_not_on_gpu",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Serving workload %1 names %2, which does not run on the %3: the card's "
                        "usual engine serves it instead")
                 .arg(p(d, "workload"), p(d, "engine"), p(d, "gpu"));
         }},
        {"serving.short_of_gpus",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "Serving workload %1 needs %2 GPUs for its load and latency targets; its "
                        "island has %3")
                 .arg(p(d, "workload"), p(d, "needed"), p(d, "gpus"));
         }},
        {"workload.unknown_island",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "The workload names %1, but no compute island has that id: the ledger "
                        "shows the fastest island instead")
                 .arg(p(d, "island"));
         }},
        {"engine.precision_unsupported",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "The %1 has no %2 units: use %3 on it, or choose a GPU that has them")
                 .arg(p(d, "gpu"), p(d, "precision").toUpper(), p(d, "instead").toUpper());
         }},
        {"engine.mfu_above_published",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics",
                        "The estimate runs at %1 % MFU counted as published runs count it (the "
                        "whole attention square), above the best published run on this GPU and "
                        "precision (%2 %): treat it as optimistic")
                 .arg(p(d, "mfu_percent"), p(d, "ceiling_percent"));
         }},
        {"engine.no_model",
         [](const Diagnostic &) {
             return QCoreApplication::translate(
                 "Diagnostics", "The workload names no model the engine can resolve");
         }},
        {"engine.out_of_memory",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "The layout needs %1 GB per GPU; the GPU has %2 GB")
                 .arg(p(d, "need_gb"), p(d, "have_gb"));
         }},
        {"engine.deadline_missed",
         [](const Diagnostic &d) {
             return QCoreApplication::translate(
                        "Diagnostics", "Training takes %1 days, past the deadline of %2 days")
                 .arg(p(d, "days"), p(d, "deadline"));
         }},
        {"engine.budget_exceeded",
         [](const Diagnostic &d) {
             return QCoreApplication::translate("Diagnostics",
                                                "The run costs %1 (owned), over the budget of %2")
                 .arg(budgetMoney(d, "cost"), budgetMoney(d, "budget"));
         }},
    };
    return table;
}

} // namespace

QString diagnosticText(const Diagnostic &diagnostic)
{
    for (const auto *table : {&formatters(), &interchangeFormatters(), &cablingFormatters(),
                              &scaleUpFormatters(), &scheduleFormatters()}) {
        if (auto it = table->find(diagnostic.code); it != table->end())
            return it->second(diagnostic);
    }
    return QString::fromStdString(diagnostic.code);
}

QString diagnosticLine(const Diagnostic &d)
{
    const std::string where = !d.pointer.empty() ? d.pointer : d.objectId;
    return QStringLiteral("%1 %2%3 [%4]")
        .arg(QLatin1String(severityName(d.severity)),
             where.empty() ? QString() : QString::fromStdString(where) + QStringLiteral(": "),
             diagnosticText(d), QString::fromStdString(d.code));
}

QString reasonText(const std::string &code)
{
    static const CodeWords reasons {
        {"layout.gpu_count", QT_TRANSLATE_NOOP("Reason", "TP x PP x CP x DP is not the GPU count")},
        {"layout.tp_heads", QT_TRANSLATE_NOOP("Reason", "TP does not divide the attention heads")},
        {"layout.pp_layers", QT_TRANSLATE_NOOP("Reason", "more pipeline stages than layers")},
        {"layout.cp_sequence", QT_TRANSLATE_NOOP("Reason", "CP does not divide the sequence")},
        {"layout.ep_experts",
         QT_TRANSLATE_NOOP("Reason", "EP must divide the experts and fit in DP")},
        {"layout.batch_split",
         QT_TRANSLATE_NOOP("Reason", "the global batch does not split into DP x micro-batch")},
        {"layout.interleave",
         QT_TRANSLATE_NOOP("Reason", "interleaving needs PP > 1, micro-batches a multiple of PP "
                                     "and at least V layers per stage")},
        {"layout.sp_needs_tp", QT_TRANSLATE_NOOP("Reason", "sequence parallelism needs TP > 1")},
        {"layout.shard_group",
         QT_TRANSLATE_NOOP("Reason", "an HSDP shard group needs ZeRO-3 and must divide DP x CP, "
                                     "smaller than it")},
        {"layout.uneven_stages",
         QT_TRANSLATE_NOOP("Reason", "uneven pipeline stages need at least two stages")},
        {"layout.stack_lacks",
         QT_TRANSLATE_NOOP("Reason", "the software stack cannot run this layout (it lacks a "
                                     "feature the layout uses)")},
        {"gpu.no_rate", QT_TRANSLATE_NOOP("Reason", "the GPU has no rate for this precision")},
        {"network.none",
         QT_TRANSLATE_NOOP("Reason",
                           "no bandwidth between servers: the GPUs cannot train together")},
        {"network.no_path",
         QT_TRANSLATE_NOOP("Reason", "no network path between the servers (no compute fabric)")},
        {"network.islands",
         QT_TRANSLATE_NOOP("Reason", "no network path between the servers (the compute fabric "
                                     "is split into islands)")},
        {"plan.none_fits", QT_TRANSLATE_NOOP("Reason", "no parallel layout fits in GPU memory")},
        {"plan.none_valid",
         QT_TRANSLATE_NOOP("Reason", "no valid parallel layout for this model on this cluster")},
    };
    return translatedCode(reasons, "Reason", code);
}

QString fitSuggestionText(const std::string &code, const std::map<std::string, std::string> &params)
{
    const auto param = [&](const char *key) {
        const auto it = params.find(key);
        return it == params.end() ? QString() : QString::fromStdString(it->second);
    };
    if (code == "zero_stage")
        return QCoreApplication::translate("Suggestion", "shard more with ZeRO-%1")
            .arg(param("zero"));
    if (code == "recompute_full")
        return QCoreApplication::translate("Suggestion",
                                           "recompute all activations (full recompute)");
    if (code == "more_tp")
        return QCoreApplication::translate("Suggestion", "split each layer over TP %1")
            .arg(param("tp"));
    if (code == "more_pp")
        return QCoreApplication::translate("Suggestion", "split the layers over PP %1")
            .arg(param("pp"));
    if (code == "more_gpus")
        return QCoreApplication::translate(
                   "Suggestion",
                   "use %1 GPUs with ZeRO-3 (the states sharded over more data-parallel ranks)")
            .arg(param("gpus"));
    if (code == "lora")
        return QCoreApplication::translate("Suggestion",
                                           "fine-tune with LoRA adapters instead of all weights");
    return QString::fromStdString(code);
}

QString formulaText(const std::string &key)
{
    static const CodeWords formulas {
        {"flops_total",
         QT_TRANSLATE_NOOP("Formula", "tokens x model FLOPs per token; per token = 3 x (2 x "
                                      "matmul parameters + 4·s·h·L + 2·h·V) (Korthikanti 2022 eq. "
                                      "7, generalised to GQA/SwiGLU/MoE)")},
        {"step_time_s",
         QT_TRANSLATE_NOOP("Formula", "compute + bubble + TP, CP, EP and PP comm + exposed DP comm "
                                      "+ optimizer + host overhead + the wait for the slowest GPU "
                                      "(jitter x (H_N - 1) of the rest, N GPUs)")},
        {"mfu", QT_TRANSLATE_NOOP("Formula", "model FLOPs per second per GPU / dense peak")},
        {"train_days",
         QT_TRANSLATE_NOOP("Formula", "tokens / (tokens per second x goodput) / 86,400")},
        {"memory_per_gpu",
         QT_TRANSLATE_NOOP("Formula",
                           "weights + gradients + optimizer (ZeRO over DP x CP, after TP x PP) + "
                           "activations (Korthikanti Table 2, first stage holds min(PP, "
                           "micro-batches)) + 1.5 GiB runtime + 10 % fragmentation")},
        {"ledger.compute",
         QT_TRANSLATE_NOOP("Formula", "required = model FLOPs of the run / (deadline x goodput); "
                                      "available = model FLOP/s the cluster sustains")},
        {"ledger.memory",
         QT_TRANSLATE_NOOP("Formula", "per GPU: weights + gradients + optimizer + activations + "
                                      "overhead, against the card's memory")},
        {"ledger.bandwidth",
         QT_TRANSLATE_NOOP("Formula", "per GPU: bytes it sends between servers each step / "
                                      "compute time of the step, against the compute fabric's "
                                      "share per GPU")},
        {"ledger.energy",
         QT_TRANSLATE_NOOP("Formula", "racks' max power against their usable power (feeds x "
                                      "derating, redundancy)")},
        {"ledger.time",
         QT_TRANSLATE_NOOP("Formula", "days to train (with goodput) against the deadline")},
        {"serving.compute",
         QT_TRANSLATE_NOOP("Formula", "requests per second x prefill FLOPs per request (2 x "
                                      "active parameters x input tokens + attention), against "
                                      "the GPUs' GEMM rate at the activation precision")},
        {"serving.memory",
         QT_TRANSLATE_NOOP("Formula", "per GPU: weights / (TP x PP) + workspace + KV cache of "
                                      "the sequences in flight at their average context")},
        {"serving.bandwidth",
         QT_TRANSLATE_NOOP("Formula", "per GPU: bytes read per decode step (weights once, plus "
                                      "each sequence's KV cache) / TPOT target (else the TPOT "
                                      "estimated), against HBM bandwidth")},
        {"serving.energy",
         QT_TRANSLATE_NOOP("Formula", "facility power of the replicas' GPUs (the design's "
                                      "typical power per GPU x PUE) / output tokens per second, "
                                      "at the load and at maximum throughput")},
        {"serving.ttft",
         QT_TRANSLATE_NOOP("Formula", "prefill of one request + half a batching cycle (+ queueing "
                                      "beyond the KV cache), against the target")},
        {"serving.tpot",
         QT_TRANSLATE_NOOP("Formula", "one decode step plus its share of the prefills between "
                                      "steps, against the target")},
        {"serving.ttft_p90",
         QT_TRANSLATE_NOOP("Formula", "90th percentile of TTFT in a seeded simulation of one "
                                      "replica at the load, against the P90 target")},
        {"serving.tpot_p99",
         QT_TRANSLATE_NOOP("Formula", "99th percentile of TPOT in the same simulation, against "
                                      "the P99 target")},
    };
    return translatedCode(formulas, "Formula", key);
}

QString formulaInputText(const std::string &name)
{
    // The engine names its inputs in English (the JSON keeps those names); these are the same
    // names for people.
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("FormulaInput", "tokens"),
        QT_TRANSLATE_NOOP("FormulaInput", "model FLOPs per token"),
        QT_TRANSLATE_NOOP("FormulaInput", "model"),
        QT_TRANSLATE_NOOP("FormulaInput", "compute"),
        QT_TRANSLATE_NOOP("FormulaInput", "bubble"),
        QT_TRANSLATE_NOOP("FormulaInput", "tp_comm"),
        QT_TRANSLATE_NOOP("FormulaInput", "cp_comm"),
        QT_TRANSLATE_NOOP("FormulaInput", "ep_comm"),
        QT_TRANSLATE_NOOP("FormulaInput", "pp_comm"),
        QT_TRANSLATE_NOOP("FormulaInput", "dp_comm"),
        QT_TRANSLATE_NOOP("FormulaInput", "optimizer"),
        QT_TRANSLATE_NOOP("FormulaInput", "overhead"),
        QT_TRANSLATE_NOOP("FormulaInput", "straggler"),
        QT_TRANSLATE_NOOP("FormulaInput", "team"),
        QT_TRANSLATE_NOOP("FormulaInput", "layout"),
        QT_TRANSLATE_NOOP("FormulaInput", "micro-batches per step"),
        QT_TRANSLATE_NOOP("FormulaInput", "model TFLOP/s per GPU"),
        QT_TRANSLATE_NOOP("FormulaInput", "peak TFLOP/s"),
        QT_TRANSLATE_NOOP("FormulaInput", "GEMM efficiency"),
        QT_TRANSLATE_NOOP("FormulaInput", "efficiency profile"),
        QT_TRANSLATE_NOOP("FormulaInput", "tokens per second"),
        QT_TRANSLATE_NOOP("FormulaInput", "goodput"),
        QT_TRANSLATE_NOOP("FormulaInput", "weights"),
        QT_TRANSLATE_NOOP("FormulaInput", "gradients"),
        QT_TRANSLATE_NOOP("FormulaInput", "activations"),
        QT_TRANSLATE_NOOP("FormulaInput", "overhead"),
        QT_TRANSLATE_NOOP("FormulaInput", "capacity"),
    };
    for (const char *n : names) {
        if (name == n)
            return QCoreApplication::translate("FormulaInput", n);
    }
    return QString::fromStdString(name);
}

} // namespace cl
