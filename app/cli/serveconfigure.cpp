// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli serve --configure: the serving configurator (serving/servingconfigurator.h)
// over the --gpu candidates, every engine that runs on each (or --engine's), sized to the load
// and the targets; a table, or JSON with the pick and every candidate's why_not.
#include "catalog/catalog.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "serving/servingconfigurator.h"
#include "serving/servingcost.h"
#include "serving/servingengine.h"
#include "servingargs.h"
#include "text/printf.h"
#include "text/sizingtext.h"

#include <map>
#include <ostream>

namespace cl::cli {

namespace {

const NameTable<ConfigureObjective> &objectiveNames()
{
    static const NameTable<ConfigureObjective> names = {{"cost", ConfigureObjective::Cost},
                                                        {"gpus", ConfigureObjective::Gpus},
                                                        {"power", ConfigureObjective::Power}};
    return names;
}

nlohmann::ordered_json optionJson(const ConfiguredOption &o, const ConfigureCandidate &k)
{
    using oj = nlohmann::ordered_json;
    nlohmann::ordered_json j
        = servingResultJson(o.setup, o.estimate, k.usdPerGpuHour, k.wattsPerGpu);
    j["label"] = configuredLabel(o);
    j["meets"] = o.meets;
    j["pareto"] = o.pareto;
    j["gpus_total"] = o.gpus;
    j["usd_per_hour_owned"] = o.usdPerHour ? oj(*o.usdPerHour) : oj(nullptr);
    j["power_w"] = o.powerW;
    j["why_not"] = o.whyNot.empty() ? oj(nullptr) : oj(o.whyNot);
    j["why_not_text"] = o.whyNot.empty() ? oj(nullptr) : oj(servingWhyNotText(o).toStdString());
    return j;
}

} // namespace

/** serve --configure: the candidates (--gpu list) x engines x layouts, sized to the load. */
int runServeConfigure(CliContext &c, const CliArgs &args, const std::vector<std::string> &ids)
{
    ConfigureRequest q;
    std::map<std::string, ConfigureCandidate> byGpu;
    try {
        if (!args.value("--rps") && !args.value("--concurrency"))
            throw Failure {ExitUsage, "--configure: give the load (--rps or --concurrency)"};
        if (args.value("--max-batch"))
            throw Failure {ExitUsage, "--configure takes each engine's own batch limits; leave "
                                      "out --max-batch"};
        if (args.value("--serving-host-costs") && !args.value("--engine"))
            throw Failure {ExitUsage, "--serving-host-costs: name the engine they are for "
                                      "(--engine ID)"};
        if (args.value("--tp") || args.value("--ep") || args.flag("--disaggregated"))
            throw Failure {ExitUsage, "--configure chooses TP, EP and the pools; leave out --tp, "
                                      "--ep and --disaggregated"};
        OwnedCostInputs costs;
        costs.pue = quantity(args, "--pue", 1.3, 0.999, 3, "a PUE from 1 to 3");
        costs.electricityUsdPerKwh = quantity(args, "--electricity-usd-kwh", 0.08, 0, 10,
                                              "a price above 0 and at most 10 USD per kWh");
        q.objective = choice(args, "--objective", objectiveNames(), ConfigureObjective::Cost);
        // The model, load and targets from the first candidate they hold on; a card without
        // the precision's units, or the engine asked for, is a row that says so, not an error.
        std::optional<Failure> firstError;
        for (const std::string &id : ids) {
            const GpuModel *gpu = c.catalog.gpu(id);
            if (!gpu)
                throw Failure {ExitUsage, "--gpu: no catalog GPU \"" + id + "\""};
            if (!q.base.gpu) {
                try {
                    q.base = servingSetupFromArgs(c, args, id, 1);
                    if (args.value("--engine"))
                        q.engines = {&engineOf(q.base)};
                } catch (const Failure &f) {
                    if (!firstError)
                        firstError = f;
                }
            }
            const ServingFabric fabric = servingFabric(c.catalog, *gpu);
            ConfigureCandidate k;
            k.gpu = gpu;
            k.usdPerGpuHour = ownedUsdPerGpuHour(c.catalog, *gpu, costs);
            k.wattsPerGpu = servingWattsPerGpu(c.catalog, *gpu);
            k.scaleOutBytesPerS = fabric.scaleOutBytesPerS;
            k.gpusPerServer = fabric.gpusPerServer;
            k.profile = profileFromArgs(c, args, gpu);
            q.candidates.push_back(k);
            byGpu[id] = k;
        }
        if (!q.base.gpu)
            throw *firstError; // no card took the flags: the first one's reason
    } catch (const Failure &f) {
        return f.code == ExitUsage ? usageFailure(c, args, f.message)
                                   : (c.err << f.message << "\n", f.code);
    }
    const ConfigureResult r = configureServing(q);
    if (args.flag("--json")) {
        nlohmann::ordered_json all = nlohmann::ordered_json::array();
        for (const ConfiguredOption &o : r.options)
            all.push_back(optionJson(o, byGpu[o.setup.gpu->id]));
        nlohmann::ordered_json out {{"objective", nameOf(objectiveNames(), q.objective)},
                                    {"evaluated", r.evaluated},
                                    {"pick", r.picked ? all.front() : nlohmann::ordered_json()},
                                    {"candidates", all}};
        c.out << out.dump(2) << "\n";
    } else {
        c.out << formatText("%-40s %6s %10s %8s %9s %9s  %s\n", "option", "GPUs", "USD/h", "kW",
                            "TTFT p90", "TPOT p99", "verdict");
        for (const ConfiguredOption &o : r.options) {
            const auto &t = o.estimate.tail;
            const bool tail = t && t->requests > 0;
            c.out << formatText(
                "%-40s %6d %10s %8.1f %9s %9s  %s\n", configuredLabel(o).c_str(), o.gpus,
                o.usdPerHour ? formatText("%.1f", *o.usdPerHour).c_str() : "-", o.powerW / 1000,
                tail ? formatText("%.0f ms", t->ttftP90 * 1000).c_str() : "-",
                tail ? formatText("%.1f ms", t->tpotP99 * 1000).c_str() : "-",
                servingWhyNotText(o).toStdString().c_str());
        }
        c.out << formatText("%d layouts sized\n", r.evaluated);
    }
    return r.picked ? ExitOk : ExitBadInput;
}

} // namespace cl::cli
