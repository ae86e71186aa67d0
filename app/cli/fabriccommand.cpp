// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli fabric FILE -o OUT: builds the fabric that joins the design's servers
// (fabric/fabricgenerator.h) and writes the design with it.
#include "cliargs.h"
#include "commandregistry.h"
#include "commands.h"
#include "cost/bom.h"
#include "fabric/fabricgenerator.h"
#include "inputfiles.h"
#include "io/designwriter.h"
#include "numberparse.h"
#include "text/diagnostictext.h"
#include "text/printf.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <ostream>

namespace cl::cli {

namespace {

nlohmann::ordered_json resultJson(const FabricResult &r, const std::vector<BomLine> &delta,
                                  double ms)
{
    nlohmann::ordered_json parts = nlohmann::ordered_json::array();
    double added = 0;
    for (const BomLine &l : delta) {
        parts.push_back({{"category", l.category},
                         {"id", l.id},
                         {"quantity", l.quantity},
                         {"unit", l.unit},
                         {"usd", l.extendedUsd}});
        added += l.extendedUsd;
    }
    const TierPlan &t = r.tiers;
    return {{"switch", r.switchModel},
            {"upper_switch", r.upperSwitchModel},
            {"tiers", t.tiers},
            {"leaves", t.leaves},
            {"spines", t.spines()},
            {"cores", t.cores()},
            {"pods", t.pods},
            {"leaf_down", t.leafDown},
            {"leaf_up", t.leafUp},
            {"servers", r.serversJoined},
            {"switches_managed", r.switchesManaged},
            {"switches_added", r.switchesAdded},
            {"switches_removed", r.switchesRemoved},
            {"links_added", r.linksAdded},
            {"links_removed", r.linksRemoved},
            {"links_kept", r.linksKept},
            {"racks_added", r.racksAdded},
            {"parts", parts},
            {"added_cost_usd", added},
            {"build_ms", ms}};
}

} // namespace

int runFabric(CliContext &c, const CliArgs &args)
{
    const auto out = args.value("--output");
    if (!out)
        return usageFailure(c, args, "give -o OUT");
    FabricOptions o;
    if (auto f = args.value("--fabric")) {
        const auto fabric = valueOf(fabricNames(), *f);
        if (!fabric)
            return usageFailure(c, args, "--fabric: expected compute|storage|in_band|out_of_band");
        o.fabric = *fabric;
    }
    if (auto t = args.value("--topology")) {
        const auto topology = valueOf(topologyNames(), *t);
        if (!topology)
            return usageFailure(c, args, "--topology: expected rail-optimized|fat-tree|three-tier");
        o.topology = *topology;
    }
    if (auto s = args.value("--switch")) {
        if (!c.catalog.switchModel(*s))
            return usageFailure(c, args, "--switch: no catalog switch \"" + *s + "\"");
        o.switchModel = *s;
    }
    if (auto x = args.value("--oversubscription")) {
        const auto ratio = parsePositiveInt(*x);
        if (!ratio || (*ratio != 1 && *ratio != 2 && *ratio != 4))
            return usageFailure(c, args, "--oversubscription: expected 1, 2 or 4");
        o.oversubscription = *ratio;
    }
    int code = ExitOk;
    auto loaded = loadDesignFile(c, args.positional()[0], code);
    if (!loaded)
        return code;
    const auto start = std::chrono::steady_clock::now();
    const FabricResult r = buildFabric(*loaded->design, c.catalog, o);
    const double ms
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    if (!r.ok()) {
        c.err << args.positional()[0] << ": "
              << diagnosticText({Severity::Error, r.error, {}, {}, r.errorParams}).toStdString()
              << "\n";
        return ExitBadInput;
    }
    std::string error;
    if (!DesignWriter::writeFile(r.design, c.catalog, *out, &error)) {
        c.err << error << "\n";
        return ExitBadInput;
    }
    const auto delta
        = bomDelta(buildBom(*loaded->design, c.catalog), buildBom(r.design, c.catalog));
    if (args.flag("--json")) {
        c.out << resultJson(r, delta, ms).dump(2) << "\n";
        return ExitOk;
    }
    double added = 0;
    for (const BomLine &l : delta)
        added += l.extendedUsd;
    c.out << formatText(
        "%s: %d servers joined by %d leaves, %d spines, %d cores of %s (%d tier%s)\n", out->c_str(),
        r.serversJoined, r.tiers.leaves, r.tiers.spines(), r.tiers.cores(), r.switchModel.c_str(),
        r.tiers.tiers, r.tiers.tiers == 1 ? "" : "s")
          << (r.switchesManaged > 0
                  ? formatText("managed:   %d switches' management ports on the same network\n",
                               r.switchesManaged)
                  : std::string())
          << (r.tiers.tiers > 1 && r.upperSwitchModel != r.switchModel
                  ? formatText("uplinks:   %d per leaf from its faster ports, to spines of %s\n",
                               r.tiers.leafUp, r.upperSwitchModel.c_str())
                  : std::string())
          << formatText("changes:   %d switches added, %d removed; %d cables added, %d removed, "
                        "%d kept; %d racks added\n",
                        r.switchesAdded, r.switchesRemoved, r.linksAdded, r.linksRemoved,
                        r.linksKept, r.racksAdded)
          << formatText("cost:      %+.0f USD\n", added);
    return ExitOk;
}

} // namespace cl::cli
